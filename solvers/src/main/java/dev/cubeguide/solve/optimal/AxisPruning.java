package dev.cubeguide.solve.optimal;

import dev.cubeguide.coord.Coordinates;
import dev.cubeguide.coord.Symmetry;
import dev.cubeguide.model.CubieCube;

/**
 * The axis tables' bounds for one cube ({@link Worker}): the root's coordinates seen along each axis, made once per
 * solve.
 */
record AxisPruning(OptimalTables tables, Worker.Root root, int levelsTogo) implements Pruning {
    static AxisPruning of(OptimalTables tables, CubieCube cube) {
        return of(tables, cube, Worker.LEVELS_TOGO);
    }

    /**
     * The same, its workers making the three levels below {@code levelsTogo} moves left together ({@link Worker};
     * -1 for never: the same nodes node by node, for the tests that compare the two).
     */
    static AxisPruning of(OptimalTables tables, CubieCube cube, int levelsTogo) {
        return new AxisPruning(tables, rootOf(tables, cube), levelsTogo);
    }

    @Override
    public int rootLowerBound() {
        return Worker.lowerBound(tables, root);
    }

    @Override
    public TaskWorker newWorker(Search search) {
        return new Worker(tables, search, root, levelsTogo);
    }

    static Worker.Root rootOf(OptimalTables t, CubieCube cube) {
        int[] flip = new int[3];
        int[] slice = new int[3];
        int[] twist = new int[3];
        int[] split = new int[3];
        int[] dist = new int[3];
        long[] invCorners = new long[3];
        long[] invEdges = new long[3];
        for (int k = 0; k < 3; k++) {
            CubieCube seen = Symmetry.conjugate(cube, t.axisSym[k]);
            invCorners[k] = PackedInverse.packCorners(seen.inverse());
            invEdges[k] = PackedInverse.packEdges(seen.inverse());
            flip[k] = Coordinates.flip(seen);
            slice[k] = Coordinates.sliceSorted(seen);
            twist[k] = Coordinates.twist(seen);
            split[k] = t.variant.ofCorners(seen.cornerPermutation());
            dist[k] = t.axisDistance(flip[k], slice[k] / 24, twist[k], split[k]);
        }
        return new Worker.Root(flip, slice, twist, split, dist, Coordinates.cornerPerm(cube), invCorners, invEdges);
    }
}

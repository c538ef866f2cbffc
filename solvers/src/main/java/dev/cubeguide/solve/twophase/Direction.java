package dev.cubeguide.solve.twophase;

import dev.cubeguide.coord.Coordinates;
import dev.cubeguide.coord.Symmetry;
import dev.cubeguide.model.CubieCube;

/**
 * One of the six ways the search looks at a cube: the cube itself or its inverse, seen along one of the three
 * axes (conjugated by the 120 degree turn URF3 zero, one or two times, so that the phase-1 subgroup is
 * {@code <U, D, R2, L2, F2, B2>} of that axis). Holds the start coordinates and maps solutions back.
 */
final class Direction {
    final int index;
    final int axis;
    final boolean inverse;
    /** The symmetry used: S * cube * S^-1 with S = URF3^axis. */
    final int symmetry;
    final int twist;
    final int flip;
    final int slice;
    final int corner;
    final int uEdges;
    final int dEdges;
    /** Exact phase-1 distance of the start. */
    final int distance;

    Direction(CubieCube cube, int index, SearchTables tables) {
        this.index = index;
        this.axis = index >> 1;
        this.inverse = (index & 1) != 0;
        this.symmetry = 16 * axis;
        CubieCube seen = Symmetry.conjugate(inverse ? cube.inverse() : cube, symmetry);
        twist = Coordinates.twist(seen);
        flip = Coordinates.flip(seen);
        slice = Coordinates.sliceSorted(seen);
        corner = Coordinates.cornerPerm(seen);
        uEdges = Coordinates.uEdges(seen);
        dEdges = Coordinates.dEdges(seen);
        distance = tables.tables.phase1Distance(flip, slice, twist);
    }

    /**
     * Turns moves found for the seen cube into moves for the original cube, in place order: conjugates each
     * move back, and for the inverse cube reverses and inverts the sequence.
     */
    int[] mapBack(int[] moves, int from, int to) {
        int n = to - from;
        int[] out = new int[n];
        int back = Symmetry.inverse(symmetry);
        for (int i = 0; i < n; i++) {
            int m = Symmetry.conjugateMove(back, moves[from + i]);
            if (inverse) {
                out[n - 1 - i] = Coordinates.inverseMove(m);
            } else {
                out[i] = m;
            }
        }
        return out;
    }
}

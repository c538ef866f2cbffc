package dev.cubeguide.solve.optimal;

import dev.cubeguide.coord.CoordTables;
import dev.cubeguide.coord.Coordinates;
import dev.cubeguide.coord.CornerPruning;
import dev.cubeguide.coord.SymClasses;
import dev.cubeguide.coord.Symmetry;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableStore;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The arrays the optimal search reads, gathered once per table store so that the hot loop reads plain fields.
 * All arrays are shared and read-only. Everything here comes from the shared coordinate layer
 * ({@link CoordTables}, {@link CornerPruning}); this class only adds the three axis symmetries.
 *
 * <p>Axis k (0 = U-D, 1 = R-L, 2 = F-B) looks at the cube through symmetry {@code AXIS_SYM[k]}: the cube
 * {@code S c S^-1}, whose U-D axis is the cube's axis k. A move m on the cube is the move {@code axisMove[k][m]}
 * on that conjugate, so each axis keeps its own (flip, slice sorted, twist) and the phase-1 table gives the
 * distance of the cube to {@code <U, D, F2, R2, B2, L2>} conjugated to axis k.
 */
final class OptimalTables {
    private static final Map<TableStore, OptimalTables> BY_STORE = new ConcurrentHashMap<>();

    final CoordTables coord;
    final char[] flipMove;
    final char[] sliceMove;
    final char[] twistMove;
    final char[] cornerMove;
    final char[] twistConj;
    /**
     * {@code class * 16 + symmetry} of each raw flip-slice {@code 2048 * slice + flip}: the two arrays of
     * {@link SymClasses} merged, so that a look-up costs one cache miss instead of two (4 MiB).
     */
    final int[] fsClassSym;
    /** Phase-1 distance mod 3, 2 bits per entry (see {@link dev.cubeguide.coord.Mod3Table}). */
    final byte[] phase1;
    final char[] cornerClass;
    final byte[] cornerSym;
    /** Exact corner distance, 4 bits per entry (see {@link CornerPruning}). */
    final byte[] corner;
    final CornerPruning cornerPruning;
    /** {@code axisMove[k][m]}: move m seen on axis k's conjugate. */
    final int[][] axisMove = new int[3][Coordinates.N_MOVES];
    /** The symmetry that turns axis k into the U-D axis. */
    final int[] axisSym = new int[3];

    private OptimalTables(TableStore store) {
        coord = CoordTables.of(store);
        flipMove = coord.flipMove();
        sliceMove = coord.sliceSortedMove();
        twistMove = coord.twistMove();
        cornerMove = coord.cornerPermMove();
        twistConj = coord.twistConj();
        SymClasses fs = coord.flipSliceClasses();
        char[] fsClass = fs.classIndexArray();
        byte[] fsSym = fs.symmetryArray();
        fsClassSym = new int[fsClass.length];
        for (int i = 0; i < fsClass.length; i++) {
            fsClassSym[i] = fsClass[i] << 4 | fsSym[i];
        }
        phase1 = coord.phase1Pruning().data();
        SymClasses cc = coord.cornerClasses();
        cornerClass = cc.classIndexArray();
        cornerSym = cc.symmetryArray();
        cornerPruning = CornerPruning.of(coord);
        corner = cornerPruning.table().data();
        for (int k = 0; k < 3; k++) {
            axisSym[k] = symmetryTurningAxis(k);
            for (int m = 0; m < Coordinates.N_MOVES; m++) {
                axisMove[k][m] = Symmetry.conjugateMove(axisSym[k], m);
            }
        }
    }

    /** The tables of {@code store}, loaded (or built) on first use. */
    static OptimalTables of(TableStore store) {
        return BY_STORE.computeIfAbsent(store, OptimalTables::new);
    }

    /** The table files the default search needs, smallest first. */
    static List<TableSpec> specs() {
        return List.of(CoordTables.TWIST_MOVE, CoordTables.FLIP_MOVE, CoordTables.SLICE_SORTED_MOVE,
                CoordTables.CORNER_PERM_MOVE, CoordTables.TWIST_CONJ, CoordTables.CORNER_SYM, CornerPruning.SPEC,
                CoordTables.FLIPSLICE_SYM, CoordTables.PHASE1_PRUNING);
    }

    /** A rotation (one of the 120-degree turns about the URF-DBL diagonal) that takes axis k's moves to U-D. */
    private static int symmetryTurningAxis(int axis) {
        if (axis == 0) {
            return 0;
        }
        int faceMove = 3 * axis; // R for axis 1, F for axis 2
        for (int s : new int[] {16, 32}) {
            if (Coordinates.axis(Symmetry.conjugateMove(s, faceMove)) == 0) {
                return s;
            }
        }
        throw new IllegalStateException("no symmetry turns axis " + axis + " into U-D");
    }

    /** Exact corner distance of (corner permutation, twist). */
    int cornerDistance(int cornerPerm, int twist) {
        int index = cornerClass[cornerPerm] * Coordinates.N_TWIST + twistConj[twist * 16 + cornerSym[cornerPerm]];
        return corner[index >>> 1] >> ((index & 1) << 2) & 15;
    }
}

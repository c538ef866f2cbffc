package dev.cubeguide.solve.twophase;

import dev.cubeguide.coord.CoordTables;

/**
 * The arrays the search reads, taken once from {@link CoordTables} into final fields so that the hot loops
 * index plain arrays. Immutable after construction (the arrays are shared and never written).
 */
final class SearchTables {
    final CoordTables tables;
    final char[] twistMove;
    final char[] flipMove;
    final char[] sliceMove;
    final char[] cornerMove;
    final char[] uEdgesMove;
    final char[] dEdgesMove;
    final char[] udEdgeMove;
    final char[] twistConj;
    final char[] udEdgeConj;
    final char[] udEdgesMerge;
    final int[] flipSliceClassSym;
    final byte[] twistSlice;
    final byte[] flipSlice;
    final byte[] phase1;
    final char[] cornerClass;
    final byte[] cornerSym;
    final byte[] phase2;
    final byte[] cornerSlice;
    final byte[] edgeSlice;

    SearchTables(CoordTables t) {
        tables = t;
        twistMove = t.twistMove();
        flipMove = t.flipMove();
        sliceMove = t.sliceSortedMove();
        cornerMove = t.cornerPermMove();
        uEdgesMove = t.uEdgesMove();
        dEdgesMove = t.dEdgesMove();
        udEdgeMove = t.udEdgePermMove();
        twistConj = t.twistConj();
        udEdgeConj = t.udEdgeConj();
        udEdgesMerge = t.udEdgesMerge();
        flipSliceClassSym = t.flipSliceClassSym();
        twistSlice = t.twistSlicePruning();
        flipSlice = t.flipSlicePruning();
        phase1 = t.phase1Pruning().data();
        cornerClass = t.cornerClasses().classIndexArray();
        cornerSym = t.cornerClasses().symmetryArray();
        phase2 = t.phase2Pruning().data();
        cornerSlice = t.cornerSlicePruning();
        edgeSlice = t.edgeSlicePruning();
    }

    /** The phase-1 residue (distance mod 3) of (flip, slice sorted, twist). */
    int phase1Residue(int flip, int sliceSorted, int twist) {
        int cs = flipSliceClassSym[(sliceSorted / 24) << 11 | flip];
        int i = (cs >>> 4) * 2187 + twistConj[twist << 4 | cs & 15];
        return phase1[i >>> 2] >> ((i & 3) << 1) & 3;
    }

    /** A lower bound (exact below 15) of the phase-2 moves that solve corners and UD edges. */
    int phase2Bound(int corner, int udEdge) {
        int i = cornerClass[corner] * 40320 + udEdgeConj[udEdge << 4 | cornerSym[corner]];
        return phase2[i >>> 1] >> ((i & 1) << 2) & 15;
    }
}

package dev.cubeguide.solve.twophase;

import dev.cubeguide.coord.ClassSym;

/**
 * The children of one chunk of the last far level ({@link Search}), each {@link SearchTables#NEAR} moves from the
 * end of its phase-1 solutions: the parent (a slot of {@link Levels}), the move, the phase-2 coordinates after it,
 * and the range of its endings in {@link SearchTables#suffixes}. Fixed size: at most 18 children per node.
 */
final class Children {
    final int[] parent;
    final int[] move;
    /** Corners as {@link ClassSym}, slice edges sorted. */
    final int[] corner;
    final int[] sliceSorted;
    /** The child's endings: {@code from} first holds the child's near state, then where its endings start. */
    final int[] from;
    final int[] to;

    Children(int nodes) {
        parent = new int[nodes * 18];
        move = new int[nodes * 18];
        corner = new int[nodes * 18];
        sliceSorted = new int[nodes * 18];
        from = new int[nodes * 18];
        to = new int[nodes * 18];
    }
}

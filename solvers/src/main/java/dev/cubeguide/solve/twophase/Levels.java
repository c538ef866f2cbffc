package dev.cubeguide.solve.twophase;

import dev.cubeguide.coord.ClassSym;
import java.util.Arrays;

/**
 * The far levels of one task, taken breadth first ({@link Search}): node i of every level in slot i of each array,
 * levels one after the other, each level's nodes in the depth-first order (by parent, then by move). Mutable and
 * package-private: one per search thread, grown (all arrays together, by {@link #grow}) on the rare task that needs
 * more, then kept. The search reads the arrays into locals in its loops, and reads them again after a grow.
 */
final class Levels {
    /** Phase-1 coordinates: twist, flip and UD-slice position (0..494). */
    int[] twist;
    int[] flip;
    int[] slicePos;
    /** The flip-slice as {@link ClassSym}. */
    int[] flipSlice;
    /** The exact phase-1 distance. */
    int[] dist;
    /** Phase-2 coordinates along the path: the corners as {@link ClassSym}, the slice edges sorted (0..11879). */
    int[] corner;
    int[] sliceSorted;
    /** The node's parent in the level before (-1 at the start) and the move from it (-1 at the start). */
    int[] parent;
    int[] move;
    /**
     * The moves that lower the distance; while the move masks are read, first the node's entry in the move-mask
     * table.
     */
    int[] closer;
    /** The moves that keep the distance, worked out for the nodes with slack only. */
    int[] level;
    /** The move-mask table's entries, as read (before the symmetry is applied). */
    long[] masks;

    Levels(int capacity) {
        allocate(capacity);
    }

    int capacity() {
        return twist.length;
    }

    /** Doubles every array, keeping the nodes. */
    void grow() {
        int n = 2 * capacity();
        twist = Arrays.copyOf(twist, n);
        flip = Arrays.copyOf(flip, n);
        slicePos = Arrays.copyOf(slicePos, n);
        flipSlice = Arrays.copyOf(flipSlice, n);
        dist = Arrays.copyOf(dist, n);
        corner = Arrays.copyOf(corner, n);
        sliceSorted = Arrays.copyOf(sliceSorted, n);
        parent = Arrays.copyOf(parent, n);
        move = Arrays.copyOf(move, n);
        closer = Arrays.copyOf(closer, n);
        level = Arrays.copyOf(level, n);
        masks = Arrays.copyOf(masks, n);
    }

    private void allocate(int n) {
        twist = new int[n];
        flip = new int[n];
        slicePos = new int[n];
        flipSlice = new int[n];
        dist = new int[n];
        corner = new int[n];
        sliceSorted = new int[n];
        parent = new int[n];
        move = new int[n];
        closer = new int[n];
        level = new int[n];
        masks = new long[n];
    }
}

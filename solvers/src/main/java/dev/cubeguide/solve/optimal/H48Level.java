package dev.cubeguide.solve.optimal;

/**
 * One level of the nodes that {@link H48Worker} expands together: per node, its move, its parent's number in the
 * level above, its three H48 parts (the corners as class and symmetry, the slices and flips raw) and its packed inverse, its bounds, its look-ups' numbers in the batch, and
 * the range of its children in the level below. Mutable and package-private: preallocated, one set per thread.
 */
final class H48Level {
    final int[] move;
    final int[] parent;
    final int[] corners;
    final int[] slices;
    final int[] flips;
    final long[] invCorners;
    final long[] invEdges;
    /** The node's own bound (its entry and its parent's bound minus one), then with its inverse's. */
    final int[] bound;
    final int[] invBound;
    /** The node's inverse look-up in the batch, or -1 for a half turn (its inverse has its parent's entry). */
    final int[] invProbe;
    /** Whether the node's own bound is within the moves left. */
    final boolean[] kept;
    /** Whether the node is searched: kept, its inverse within the moves left, its parent not pruned by pathmax. */
    final boolean[] searched;
    final int[] childFirst;
    final int[] childEnd;
    int size;

    H48Level(int capacity) {
        move = new int[capacity];
        parent = new int[capacity];
        corners = new int[capacity];
        slices = new int[capacity];
        flips = new int[capacity];
        invCorners = new long[capacity];
        invEdges = new long[capacity];
        bound = new int[capacity];
        invBound = new int[capacity];
        invProbe = new int[capacity];
        kept = new boolean[capacity];
        searched = new boolean[capacity];
        childFirst = new int[capacity];
        childEnd = new int[capacity];
    }
}

package dev.cubeguide.solve.twophase;

import dev.cubeguide.coord.ClassSym;
import java.util.Arrays;

/**
 * The phase-1 solutions (leaves) of one chunk of the last far level ({@link Search}), in the depth-first order: the
 * child they pass through, the ending that follows it, and the phase-2 start they leave with its bound. Mutable and
 * package-private: one per search thread, grown (all arrays together, by {@link #grow}) when a chunk has more, then
 * kept.
 */
final class Leaves {
    /** The child's slot in {@link Children}. */
    int[] child;
    /** The ending (an entry of {@link SearchTables#suffixes}). */
    int[] ending;
    /** The phase-2 start: corners as {@link ClassSym}, slice edges sorted. */
    int[] corner;
    int[] sliceSorted;
    /** The U edges while they are followed, then the UD-edge permutation (phase 2's edge coordinate). */
    int[] edges;
    int[] dEdges;
    /** The largest lower bound of the phase-2 start's distance read so far. */
    int[] bound;

    Leaves(int capacity) {
        child = new int[capacity];
        ending = new int[capacity];
        corner = new int[capacity];
        sliceSorted = new int[capacity];
        edges = new int[capacity];
        dEdges = new int[capacity];
        bound = new int[capacity];
    }

    int capacity() {
        return child.length;
    }

    /** Doubles every array, keeping the leaves. */
    void grow() {
        int n = 2 * capacity();
        child = Arrays.copyOf(child, n);
        ending = Arrays.copyOf(ending, n);
        corner = Arrays.copyOf(corner, n);
        sliceSorted = Arrays.copyOf(sliceSorted, n);
        edges = Arrays.copyOf(edges, n);
        dEdges = Arrays.copyOf(dEdges, n);
        bound = Arrays.copyOf(bound, n);
    }
}

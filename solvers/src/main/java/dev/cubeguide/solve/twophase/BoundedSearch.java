package dev.cubeguide.solve.twophase;

import static dev.cubeguide.solve.twophase.SearchTables.NEAR;

/**
 * The two-phase search over the small table set ({@link SmallTableSet}, the browser's): phase 1 is a depth-first
 * search pruned by lower bounds (the twist-slice, flip-slice and twist-flip distances) instead of exact distances, down to the
 * nodes {@link SearchTables#NEAR} moves from the end of the task, whose last moves are the near states' endings as
 * in {@link Search}. A lower bound prunes fewer nodes than the exact distance but never a node on the way to a
 * phase-1 solution, and the moves are tried in the same ascending order, so the phase-1 solutions, and through
 * phase 2 the solutions, come in exactly the order of {@link Search}: the same answers, more nodes.
 *
 * <p>Mutable and package-private: one instance per thread, as {@link Search}.
 */
final class BoundedSearch extends Search {
    private final int[] twistAt = new int[MAX_DEPTH + 1];
    private final int[] flipAt = new int[MAX_DEPTH + 1];
    private final int[] slicePosAt = new int[MAX_DEPTH + 1];

    BoundedSearch(SearchTables tables) {
        super(tables);
    }

    /** Never called: this search's phase 1 takes no levels (see {@link #phase1}). */
    @Override
    void readMoveMasks(int from, int to, int togo) {
        throw new IllegalStateException("the small set's search takes no levels");
    }

    @Override
    boolean phase1(int length) {
        if (length <= NEAR) {
            return length == 0 ? phase2Start(0)
                    : endings(0, length, t.nearStartOf(dir.twist, dir.flip, dir.slice / 24));
        }
        twistAt[0] = dir.twist;
        flipAt[0] = dir.flip;
        slicePosAt[0] = dir.slice / 24;
        return farLevel(0, length);
    }

    /**
     * The node at {@code depth} (coordinates at twistAt..[depth]), {@code togo} moves (more than NEAR) from the end of
     * the task: its children in ascending move order, each pruned by its bound or, NEAR moves from the end, by
     * whether it is a near state with endings. True when the job should stop.
     */
    private boolean farLevel(int depth, int togo) {
        final SearchTables tb = t;
        int allowed = allowedAfter(depth == 0 ? -1 : moves1[depth - 1]);
        int twist = twistAt[depth];
        int flip = flipAt[depth];
        int slicePos = slicePosAt[depth];
        for (int m = 0; m < 18; m++) {
            if ((allowed >>> m & 1) == 0) {
                continue;
            }
            int ct = tb.twistAfter(twist, m);
            int cf = tb.flipAfter(flip, m);
            int cs = tb.slicePosAfter(slicePos, m);
            int start = -1;
            if (togo - 1 == NEAR) {
                start = tb.nearStartOf(ct, cf, cs);
                if (start < 0) {
                    continue;
                }
            } else if (tb.twistSlice[ct * 495 + cs] >= togo || tb.flipSlice[cf * 495 + cs] >= togo
                    || tb.twistFlip[ct * 2048 + cf] >= togo) {
                continue;
            }
            moves1[depth] = m;
            cornerAt[depth + 1] = tb.cornerAfter(cornerAt[depth], m);
            sortedAt[depth + 1] = tb.sliceAfter(sortedAt[depth], m);
            if (validEdges > depth) {
                validEdges = depth;
            }
            if (addNodes(1)) {
                return true;
            }
            boolean stop;
            if (togo - 1 == NEAR) {
                stop = endings(depth + 1, NEAR, start);
            } else {
                twistAt[depth + 1] = ct;
                flipAt[depth + 1] = cf;
                slicePosAt[depth + 1] = cs;
                stop = farLevel(depth + 1, togo - 1);
            }
            if (stop || job.stopped()) {
                return true;
            }
        }
        return false;
    }
}

package dev.cubeguide.solve.twophase;

import dev.cubeguide.coord.Coordinates;
import dev.cubeguide.coord.Symmetry;

/**
 * One way the search looks at a cube: the cube itself or its inverse, optionally with one pre-move done first,
 * seen along one of the three axes (conjugated by the 120 degree turn URF3 zero, one or two times, so that the
 * phase-1 subgroup is {@code <U, D, R2, L2, F2, B2>} of that axis). Holds the start coordinates and maps
 * solutions back.
 *
 * <p>A pre-move q (min2phase's "pre-scramble"): the search solves {@code q * base}; a solution S of it gives
 * {@code S q} for the base cube, so q becomes a last move that phase 2 could not make, which adds many
 * phase-1 starts at each length. Two pre-moves q1 q2 ({@code q1 q2 base}) give {@code S q1 q2}; they are tried
 * only at short total lengths, where they turn a hard cube's search to phase-1 solutions that leave phase 2 one
 * move more than the next length would.
 */
final class Direction {
    /** Directions without pre-move: 3 axes x (cube, inverse). */
    static final int BASE = 6;
    /**
     * The pre-moves, as seen along the direction's axis: the quarter turns off that axis (R, R', F, F', L, L',
     * B, B' of the seen cube). A pre-move q in the phase-2 group would add nothing: q Y S is in that group
     * exactly when Y S is, so its phase-1 search is the base direction's, and a solution S P q is one that the
     * base direction's phase 2 finds as S (P q) one length earlier.
     */
    static final int[] SEEN_PRE_MOVES = {3, 5, 6, 8, 12, 14, 15, 17};
    /** Directions with at most one pre-move: BASE x (no pre-move + one of the SEEN_PRE_MOVES). */
    static final int ONE = BASE * (1 + SEEN_PRE_MOVES.length);
    /** Second pre-moves after each first one: the 15 moves of the other faces. */
    private static final int SECONDS = 15;
    /**
     * All directions: then BASE x SEEN_PRE_MOVES x SECONDS with two pre-moves q1 q2 (q1 applied first, from
     * SEEN_PRE_MOVES so that it is not a phase-2 move; q2 on another face).
     */
    static final int ALL = ONE + BASE * SEEN_PRE_MOVES.length * SECONDS;

    final int axis;
    final boolean inverse;
    /** The pre-move (original frame), or -1; with two pre-moves, the first one applied. */
    final int preMove;
    /** The second pre-move (original frame), or -1. */
    final int preMove2;
    /** The symmetry used: S * cube * S^-1 with S = URF3^axis. */
    final int symmetry;
    final int twist;
    final int flip;
    final int slice;
    final int corner;
    final int uEdges;
    final int dEdges;
    /** A cheap lower bound of the phase-1 distance (the small twist-slice and flip-slice tables). */
    final int lowerBound;
    private final SearchTables tables;
    private volatile int distance = -1;
    /** True when the direction is never searched (its phase-1 distance is above what it was made for). */
    final boolean unused;
    /** True when an earlier direction starts from the same state (set once, before the direction is shared). */
    volatile boolean duplicate;

    /**
     * Direction {@code index} in 0..ALL-1: base direction {@code index % 6}, pre-move {@link #preMoveOf}.
     * {@code cp, co, ep, eo} are the start state as seen by this direction (pre-move done, conjugated).
     */
    Direction(int index, int[] cp, int[] co, int[] ep, int[] eo, SearchTables tables) {
        this(index, cp, co, ep, eo, tables, Integer.MAX_VALUE);
    }

    /**
     * A direction whose phase-1 search is wanted only up to {@code maxPhase1} moves: when its bounds already rule
     * that out, the rest of its start (corners, U and D edges) is not worked out and it is marked {@link #unused}.
     */
    Direction(int index, int[] cp, int[] co, int[] ep, int[] eo, SearchTables tables, int maxPhase1) {
        int base = index % BASE;
        this.axis = base >> 1;
        this.inverse = (base & 1) != 0;
        this.preMove = preMoveOf(index);
        this.preMove2 = preMove2Of(index);
        this.symmetry = 16 * axis;
        this.tables = tables;
        twist = Coordinates.twist(co);
        flip = Coordinates.flip(eo);
        slice = Coordinates.sliceSorted(ep);
        lowerBound = Math.max(tables.twistSlice[twist * 495 + slice / 24], tables.flipSlice[flip * 495 + slice / 24]);
        unused = lowerBound > maxPhase1 || distance() > maxPhase1;
        corner = unused ? -1 : Coordinates.cornerPerm(cp);
        uEdges = unused ? -1 : Coordinates.edges4(ep, 0);
        dEdges = unused ? -1 : Coordinates.edges4(ep, 4);
    }

    /** The (first) pre-move of direction {@code index} as seen along its axis, or -1. */
    static int seenPreMoveOf(int index) {
        if (index < BASE) {
            return -1;
        }
        return SEEN_PRE_MOVES[index < ONE ? index / BASE - 1 : (index - ONE) / BASE / SECONDS];
    }

    /** The second pre-move of direction {@code index} as seen along its axis, or -1. */
    static int seenPreMove2Of(int index) {
        if (index < ONE) {
            return -1;
        }
        int first = seenPreMoveOf(index) / 3;
        int k = (index - ONE) / BASE % SECONDS;
        // The k-th move of the faces other than the first pre-move's.
        return k < 3 * first ? k : k + 3;
    }

    /** The (first) pre-move of direction {@code index} in the original frame, or -1. */
    static int preMoveOf(int index) {
        return toOriginal(index, seenPreMoveOf(index));
    }

    /** The second pre-move of direction {@code index} in the original frame, or -1. */
    static int preMove2Of(int index) {
        return toOriginal(index, seenPreMove2Of(index));
    }

    private static int toOriginal(int index, int seenMove) {
        return seenMove < 0 ? -1 : Symmetry.conjugateMove(Symmetry.inverse(16 * (index % BASE >> 1)), seenMove);
    }

    /** The start state as a value: the coordinates together fix every piece. */
    long startKeyHigh() {
        return ((long) twist * 2048 + flip) << 32 | (long) slice << 16 | corner;
    }

    /** The rest of the start state's key (see {@link #startKeyHigh}). */
    long startKeyLow() {
        return (long) uEdges * 11880 + dEdges;
    }

    /** The exact phase-1 distance of the start, read on first use (one read of the large table). */
    int distance() {
        int d = distance;
        if (d < 0) {
            d = tables.phase1Distance(flip, slice, twist);
            distance = d;
        }
        return d;
    }

    /** The extra length the pre-moves add: 0, 1 or 2. */
    int extra() {
        return (preMove >= 0 ? 1 : 0) + (preMove2 >= 0 ? 1 : 0);
    }

    /**
     * Turns moves found for the seen cube into moves for the original cube, in applied order: conjugates each
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

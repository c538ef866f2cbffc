package dev.cubeguide.solve.twophase;

import dev.cubeguide.coord.Coordinates;
import dev.cubeguide.coord.Symmetry;

/**
 * One way the search looks at a cube: the cube itself or its inverse, optionally with one to three pre-moves done
 * first, seen along one of the three axes (conjugated by the 120 degree turn URF3 zero, one or two times, so that
 * the phase-1 subgroup is {@code <U, D, R2, L2, F2, B2>} of that axis). Holds the start coordinates and maps
 * solutions back.
 *
 * <p>A pre-move q (min2phase's "pre-scramble"): the search solves {@code q * base}; a solution S of it gives
 * {@code S q} for the base cube, so q becomes a last move that phase 2 could not make, which adds many
 * phase-1 starts at each length. Pre-moves q1 q2 ({@code q1 q2 base}) give {@code S q1 q2}, and q1 q2 q3 give
 * {@code S q1 q2 q3}. Each direction with k pre-moves searches as much as a base direction at a length k shorter
 * and brings as many new phase-2 starts, at the same total length, as that search: the more directions a length
 * has, the fewer lengths the search must go through before it meets a short solution. They are searched at the
 * lengths their {@link PreMoveSchedule} says.
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
    /** The most pre-moves a direction has. */
    static final int MAX_PRE_MOVES = 3;
    /** Each later pre-move: one of the 15 moves of the faces other than the one before it. */
    private static final int LATER = 15;
    /** Directions with at most one pre-move: BASE x (no pre-move + one of the SEEN_PRE_MOVES). */
    static final int ONE = BASE * (1 + SEEN_PRE_MOVES.length);
    /** Directions with at most two pre-moves: then BASE x SEEN_PRE_MOVES x 15 second ones. */
    static final int TWO = ONE + BASE * SEEN_PRE_MOVES.length * LATER;
    /** All directions: then BASE x SEEN_PRE_MOVES x 15 x 15 with three pre-moves. */
    static final int ALL = TWO + BASE * SEEN_PRE_MOVES.length * LATER * LATER;

    final int axis;
    final boolean inverse;
    /** The pre-moves in the original frame, the first applied first (empty for a base direction). */
    final int[] preMoves;
    /** The first pre-move (original frame), or -1. */
    final int preMove;
    /** The symmetry used: S * cube * S^-1 with S = URF3^axis. */
    final int symmetry;
    final int twist;
    final int flip;
    final int slice;
    /** A cheap lower bound of the phase-1 distance (the small twist-slice and flip-slice tables). */
    final int lowerBound;
    /** The start state packed in two words ({@link #pack}): every piece, so equal keys are equal states. */
    private final long keyHigh;
    private final long keyLow;
    private final SearchTables tables;
    // Worked out on first use, from the key (most directions of a solve are never searched): the exact phase-1
    // distance, the corners and the U and D edges. Each is written once with the same value by whichever thread
    // needs it first, so no lock is needed; -1 until then.
    private volatile int distance = -1;
    private volatile int corner = -1;
    private volatile int uEdges = -1;
    private volatile int dEdges = -1;
    /** True when an earlier direction starts from the same state (set once, before the direction is shared). */
    volatile boolean duplicate;

    /**
     * Direction {@code index} in 0..ALL-1: base direction {@code index % 6}, pre-moves {@link #seenPreMoves}.
     * {@code cp, co, ep, eo} are the start state as seen by this direction (pre-moves done, conjugated). Only the
     * phase-1 coordinates are worked out now; the rest when the direction is first searched.
     */
    Direction(int index, int[] cp, int[] co, int[] ep, int[] eo, SearchTables tables) {
        int base = index % BASE;
        this.axis = base >> 1;
        this.inverse = (base & 1) != 0;
        int[] seen = seenPreMoves(index);
        this.preMoves = new int[seen.length];
        for (int i = 0; i < seen.length; i++) {
            preMoves[i] = toOriginal(index, seen[i]);
        }
        this.preMove = preMoves.length == 0 ? -1 : preMoves[0];
        this.symmetry = 16 * axis;
        this.tables = tables;
        twist = Coordinates.twist(co);
        flip = Coordinates.flip(eo);
        slice = Coordinates.sliceSorted(ep);
        lowerBound = Math.max(tables.twistSlice[twist * 495 + slice / 24], tables.flipSlice[flip * 495 + slice / 24]);
        keyHigh = packCorners(cp, co) << 20 | packEdges(ep, eo, 0, 4);
        keyLow = packEdges(ep, eo, 4, 12);
    }

    /** 5 bits per corner: the piece and its twist. */
    private static long packCorners(int[] cp, int[] co) {
        long out = 0;
        for (int i = 0; i < 8; i++) {
            out = out << 5 | cp[i] << 2 | co[i];
        }
        return out;
    }

    /** 5 bits per edge of positions from..to-1: the piece and its flip. */
    private static long packEdges(int[] ep, int[] eo, int from, int to) {
        long out = 0;
        for (int i = from; i < to; i++) {
            out = out << 5 | ep[i] << 1 | eo[i];
        }
        return out;
    }

    /**
     * The start's corner permutation coordinate, worked out on first use in {@code scratch} (8 ints of the calling
     * thread's: a solve allocates nothing for the directions it searches).
     */
    int corner(int[] scratch) {
        int c = corner;
        if (c < 0) {
            int[] cp = scratch;
            for (int i = 0; i < 8; i++) {
                cp[i] = (int) (keyHigh >>> (20 + 5 * (7 - i) + 2)) & 7;
            }
            c = Coordinates.cornerPerm(cp);
            corner = c;
        }
        return c;
    }

    /**
     * The start's U-edge coordinate (as {@code Coordinates.edges4(ep, 0)}), worked out on first use in
     * {@code scratch} (12 ints of the calling thread's).
     */
    int uEdges(int[] scratch) {
        int u = uEdges;
        if (u < 0) {
            u = Coordinates.edges4(edgePermutation(scratch), 0);
            uEdges = u;
        }
        return u;
    }

    /** The start's D-edge coordinate (as {@code Coordinates.edges4(ep, 4)}), as {@link #uEdges}. */
    int dEdges(int[] scratch) {
        int d = dEdges;
        if (d < 0) {
            d = Coordinates.edges4(edgePermutation(scratch), 4);
            dEdges = d;
        }
        return d;
    }

    private int[] edgePermutation(int[] ep) {
        for (int i = 0; i < 4; i++) {
            ep[i] = (int) (keyHigh >>> (5 * (3 - i) + 1)) & 15;
        }
        for (int i = 4; i < 12; i++) {
            ep[i] = (int) (keyLow >>> (5 * (11 - i) + 1)) & 15;
        }
        return ep;
    }

    /** The number of pre-moves of direction {@code index}: 0 to {@link #MAX_PRE_MOVES}. */
    static int preMoveCount(int index) {
        return index < BASE ? 0 : index < ONE ? 1 : index < TWO ? 2 : 3;
    }

    /** The pre-moves of direction {@code index} as seen along its axis, the first applied first. */
    static int[] seenPreMoves(int index) {
        int count = preMoveCount(index);
        int[] out = new int[count];
        if (count == 0) {
            return out;
        }
        int code = (index - (count == 1 ? BASE : count == 2 ? ONE : TWO)) / BASE;
        int laterCount = count - 1;
        int later = 1;
        for (int i = 0; i < laterCount; i++) {
            later *= LATER;
        }
        out[0] = SEEN_PRE_MOVES[code / later];
        int rest = code % later;
        for (int i = 1; i < count; i++) {
            later /= LATER;
            int k = rest / later;
            rest %= later;
            int previousFace = out[i - 1] / 3;
            // The k-th move of the faces other than the previous pre-move's.
            out[i] = k < 3 * previousFace ? k : k + 3;
        }
        return out;
    }

    /** The (first) pre-move of direction {@code index} as seen along its axis, or -1. */
    static int seenPreMoveOf(int index) {
        int[] seen = seenPreMoves(index);
        return seen.length == 0 ? -1 : seen[0];
    }

    /** The first pre-move of direction {@code index} in the original frame, or -1. */
    static int preMoveOf(int index) {
        return toOriginal(index, seenPreMoveOf(index));
    }

    /** The pre-moves of direction {@code index} in the original frame, the first applied first. */
    static int[] preMovesOf(int index) {
        int[] seen = seenPreMoves(index);
        for (int i = 0; i < seen.length; i++) {
            seen[i] = toOriginal(index, seen[i]);
        }
        return seen;
    }

    private static int toOriginal(int index, int seenMove) {
        return seenMove < 0 ? -1 : Symmetry.conjugateMove(Symmetry.inverse(16 * (index % BASE >> 1)), seenMove);
    }

    /** The start state as a value, with {@link #startKeyLow}: every piece and its orientation, never (0, 0). */
    long startKeyHigh() {
        return keyHigh;
    }

    /** The rest of the start state's key (see {@link #startKeyHigh}). */
    long startKeyLow() {
        return keyLow;
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

    /** The extra length the pre-moves add: 0 to {@link #MAX_PRE_MOVES}. */
    int extra() {
        return preMoves.length;
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

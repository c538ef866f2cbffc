package dev.cubeguide.solve.thistlethwaite;

import dev.cubeguide.solve.SearchLimits;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * Lean mode: the search as the microcontroller guide ran it, with no distance tables. Each phase is a plain
 * iterative-deepening depth-first search over whole cubie states (40 bytes per level of the stack), testing the
 * phase's goal at every leaf. It finds each phase's shortest solution, like the table mode's first path, but
 * visits exponentially many nodes at large depths: fine for short scrambles, far too slow for random states.
 *
 * <p>The only fixed data are the 18 move definitions and the 96 corner permutations of the half-turn group
 * (the phase 3 goal test), packed three bits per corner. {@link #memoryBytes()} adds up what a device needs.
 *
 * <p>Mutable, one instance per solve: the stack is the search state.
 */
final class LeanSearch {
    /** Bytes of one cubie state: 8 corner places, 8 twists, 12 edge places, 12 flips. */
    static final int STATE_BYTES = 8 + 8 + 12 + 12;
    /** The deepest phase (phase 4 needs up to 15 moves). */
    static final int MAX_DEPTH = 15;
    /** Stack bytes per level: the state, the move being tried, the loop counter. */
    static final int LEVEL_BYTES = STATE_BYTES + 2;
    /** Packed half-turn-group corner permutations, sorted; computed once from the move definitions. */
    private static volatile int[] halfTurnCorners;

    private final int[][] cp = new int[MAX_DEPTH + 1][8];
    private final int[][] co = new int[MAX_DEPTH + 1][8];
    private final int[][] ep = new int[MAX_DEPTH + 1][12];
    private final int[][] eo = new int[MAX_DEPTH + 1][12];
    private final int[] path = new int[MAX_DEPTH];
    private final int[] g3Corners;
    private final SearchLimits limits;
    long nodes;
    boolean stopped;

    LeanSearch(SearchLimits limits) {
        this.limits = limits;
        this.g3Corners = halfTurnCorners();
    }

    /**
     * What the device-side search needs in bytes: the stack ({@value #MAX_DEPTH}+1 levels of {@value #LEVEL_BYTES}
     * bytes), the solution (45 moves, one byte each), the 18 move definitions (one state each) and the 96 packed
     * half-turn corner permutations (3 bytes each).
     */
    static int memoryBytes() {
        return (MAX_DEPTH + 1) * LEVEL_BYTES + 45 + 18 * STATE_BYTES + Coords.N_CORNER_G3 * 3;
    }

    /**
     * Solves the internal cube phase by phase; returns the internal moves of each phase, or null when stopped by
     * the deadline or the cancellation flag.
     */
    int[][] solve(int[] cp0, int[] co0, int[] ep0, int[] eo0) {
        System.arraycopy(cp0, 0, cp[0], 0, 8);
        System.arraycopy(co0, 0, co[0], 0, 8);
        System.arraycopy(ep0, 0, ep[0], 0, 12);
        System.arraycopy(eo0, 0, eo[0], 0, 12);
        int[][] phases = new int[4][];
        for (int phase = 0; phase < 4; phase++) {
            int found = -1;
            for (int depth = 0; depth <= MAX_DEPTH && found < 0; depth++) {
                // A phase may start on the face the previous one ended on: the solver merges the two turns.
                if (dfs(phase, 0, depth, -1)) {
                    found = depth;
                }
                if (stopped) {
                    return null;
                }
            }
            if (found < 0) {
                throw new IllegalStateException("lean phase " + (phase + 1) + " found nothing within " + MAX_DEPTH);
            }
            phases[phase] = Arrays.copyOf(path, found);
            if (found > 0) {
                System.arraycopy(cp[found], 0, cp[0], 0, 8);
                System.arraycopy(co[found], 0, co[0], 0, 8);
                System.arraycopy(ep[found], 0, ep[0], 0, 12);
                System.arraycopy(eo[found], 0, eo[0], 0, 12);
            }
        }
        return phases;
    }

    private boolean dfs(int phase, int depth, int remaining, int last) {
        if (remaining == 0) {
            return goal(phase, depth);
        }
        if (SearchLimits.due(++nodes) && limits.reached()) {
            stopped = true;
        }
        if (stopped) {
            return false;
        }
        for (int m : Tables.PHASE_MOVES[phase]) {
            if (last >= 0 && (m / 3 == last / 3 || m / 3 % 3 == last / 3 % 3 && m / 3 < last / 3)) {
                continue;
            }
            Coords.moveCorners(cp[depth], co[depth], m, cp[depth + 1], co[depth + 1]);
            Coords.moveEdges(ep[depth], eo[depth], m, ep[depth + 1], eo[depth + 1]);
            path[depth] = m;
            if (dfs(phase, depth + 1, remaining - 1, m)) {
                return true;
            }
            if (stopped) {
                return false;
            }
        }
        return false;
    }

    /** The goal of each phase, tested on the state at {@code depth}. */
    private boolean goal(int phase, int depth) {
        int[] c = cp[depth];
        int[] e = ep[depth];
        switch (phase) {
            case 0:
                for (int flip : eo[depth]) {
                    if (flip != 0) {
                        return false;
                    }
                }
                return true;
            case 1:
                for (int twist : co[depth]) {
                    if (twist != 0) {
                        return false;
                    }
                }
                for (int i = 8; i < 12; i++) {
                    if (e[i] < 8) {
                        return false;
                    }
                }
                return true;
            case 2:
                for (int i = 1; i < 8; i += 2) {
                    if ((e[i] & 1) == 0) {
                        return false;
                    }
                }
                return Arrays.binarySearch(g3Corners, pack(c)) >= 0;
            default:
                for (int i = 0; i < 8; i++) {
                    if (c[i] != i) {
                        return false;
                    }
                }
                for (int i = 0; i < 12; i++) {
                    if (e[i] != i) {
                        return false;
                    }
                }
                return true;
        }
    }

    /** Eight corner places, three bits each. */
    private static int pack(int[] corners) {
        int packed = 0;
        for (int i = 0; i < 8; i++) {
            packed = packed << 3 | corners[i];
        }
        return packed;
    }

    /** The 96 corner permutations of the half-turn group, by closing the identity under the six half turns. */
    private static int[] halfTurnCorners() {
        int[] cached = halfTurnCorners;
        if (cached != null) {
            return cached;
        }
        int[][] queue = new int[Coords.N_CORNER_G3][];
        Set<Integer> seen = new HashSet<>();
        int[] identity = {0, 1, 2, 3, 4, 5, 6, 7};
        queue[0] = identity;
        seen.add(pack(identity));
        int count = 1;
        int[] tmp = new int[8];
        for (int head = 0; head < count; head++) {
            for (int m : Tables.PHASE_MOVES[3]) {
                int[] next = queue[head].clone();
                Coords.permuteCorners(next, m, tmp);
                if (seen.add(pack(next))) {
                    queue[count++] = next;
                }
            }
        }
        int[] packed = seen.stream().mapToInt(Integer::intValue).sorted().toArray();
        halfTurnCorners = packed;
        return packed;
    }
}

package dev.cubeguide.solve.thistlethwaite;

import dev.cubeguide.coord.Coordinates;
import dev.cubeguide.solve.SearchLimits;
import java.util.Arrays;

/**
 * The table search. Each phase is searched depth-first with the phase's exact distance table as the heuristic,
 * so every node lies on a shortest (or, with slack, a near-shortest) path of that phase. The phases are nested:
 * the phase 1 solutions of length d1 (then d1+1, ... up to the slack) are collected and scored by their length
 * plus the exact phase 2 distance of the state they reach, and tried best first; from each, the phase 2
 * solutions are collected and scored the same way with the phase 3 distance; each phase 3 solution is scored
 * with the exact phase 4 distance of its end state, and the shortest total wins. The first complete path tried
 * uses optimal phases only, so the result is never longer than 7+10+13+15 = 45 moves; the rest of the work,
 * capped by a node budget, only improves it. Phase 4 is solved once, for the winner, by walking its table
 * downhill.
 *
 * <p>Moves across a phase boundary: phase k+1 never starts with a turn of a face in phase k's last axis block
 * (U ... U2 is the same as ending phase k with U', which phase k also tries), so the phases stay canonical and
 * nothing is lost. {@link ThistlethwaiteSolver} still merges across the boundaries afterwards, as a safety net.
 *
 * <p>Mutable and not thread-safe on purpose: one instance per thread keeps the hot loop free of allocation.
 */
final class Search {
    /** No phase is longer than this (15 for phase 4, with slack for the others). */
    private static final int MAX_PHASE = 20;
    /** The most solutions one search keeps (for {@code solveMany}). */
    static final int MAX_KEEP = 16;
    /** The most moves each phase ever needs (the BFS maxima); a phase never uses more, even with slack. */
    static final int[] MAX_DEPTH = {7, 10, 13, 15};
    private static final int MAX_DEPTH_1 = 7;
    private static final int MAX_DEPTH_2 = 10;

    private final Tables t;
    private final int[] path = new int[4 * MAX_PHASE];
    private final int[] phaseStart = new int[4];
    /**
     * Only whole solutions shorter than this are kept: the limit until {@code keep} solutions are kept, then the
     * longest kept one (with {@code keep} = 1, simply the best so far).
     */
    private int bestLength;
    private int limit;
    private int keep;
    private int kept;
    private final int[][] keptPath = new int[MAX_KEEP][4 * MAX_PHASE];
    private final int[][] keptPhaseLength = new int[MAX_KEEP][4];
    private final int[] keptTotal = new int[MAX_KEEP];
    private final int[] keptCorner4 = new int[MAX_KEEP];
    private final int[] keptEdge4 = new int[MAX_KEEP];

    // Edge permutation at the start of phases 1, 2, 3 (orientation is all zero after phase 1).
    private final int[] edges0 = new int[12];
    private final int[] edges1 = new int[12];
    private final int[] edges2 = new int[12];
    private final int[] tmp = new int[12];

    /** At most this many solutions of one phase and length are collected and tried, best scored first. */
    private static final int CAP = 96;
    /**
     * The search stops here even without a solution (possible only under a tight maximum length): about a second
     * of work. Without a length limit the first path, all optimal phases, always completes long before.
     */
    private static final long NODE_CAP = 10_000_000;
    // Phase 1 solutions of the current length: their moves and the coordinates they lead to, scored by
    // length + phase 2 distance.
    private final int[][] c1Path = new int[CAP][MAX_DEPTH_1];
    private final int[] c1Twist = new int[CAP];
    private final int[] c1Slice = new int[CAP];
    private final int[] c1MSet = new int[CAP];
    private final int[] c1Corners = new int[CAP];
    private final int[] c1Score = new int[CAP];
    private final int[] c1Order = new int[CAP];
    private int c1Count;
    // Phase 2 solutions of the current length from the current phase 1 solution, scored by length + phase 3
    // distance.
    private final int[][] c2Path = new int[CAP][MAX_DEPTH_2];
    private final int[] c2MSet = new int[CAP];
    private final int[] c2Corners = new int[CAP];
    private final int[] c2Score = new int[CAP];
    private final int[] c2Order = new int[CAP];
    private int c2Count;

    private int slack1;
    private int slack2;
    private int slack3;
    private long budget;
    long nodes;
    private boolean stopped;
    private boolean haveBest;
    /** When the search stops: the deadline and the caller's cancellation. */
    private SearchLimits limits = SearchLimits.NONE;
    /** True when the limits stopped the search before any solution was found. */
    boolean timedOut;
    /** True when the deadline, the cancellation or the budget stopped the last search (not its own effort). */
    boolean limitReached;
    /** True when the caller holds a solution already, so that the budget may stop the search before it finds one. */
    private boolean known;
    /** Nodes of earlier searches of the same solve, counted against a deterministic budget. */
    private long nodesBefore;
    /** The search stops at a whole solution this short (a target length; 0 for none). */
    private int stopAt;

    Search(Tables tables) {
        this.t = tables;
    }

    /** How many solutions the last {@link #solve} kept, shortest first. */
    int solutions() {
        return kept;
    }

    /** Solution i of the last {@link #solve}: its internal moves. */
    int[] moves(int i) {
        return Arrays.copyOf(keptPath[i], keptTotal[i]);
    }

    /** The length of each phase of solution i. */
    int[] phaseLengths(int i) {
        return keptPhaseLength[i].clone();
    }

    /**
     * Solves the internal cube given as arrays; the result is in {@link #moves()}. {@code limit} is one more than
     * the longest acceptable total; returns false when nothing shorter than it was found.
     */
    boolean solve(int[] cp, int[] co, int[] ep, int[] eo, int limit, Effort effort, SearchLimits limits) {
        return solve(cp, co, ep, eo, limit, effort, limits, 1);
    }

    /** Like {@link #solve}, keeping up to {@code count} (at most {@value #MAX_KEEP}) of the shortest solutions. */
    boolean solve(int[] cp, int[] co, int[] ep, int[] eo, int limit, Effort effort, SearchLimits limits,
            int count) {
        return solve(cp, co, ep, eo, limit, effort, limits, count, false, 0);
    }

    /**
     * Like {@link #solve}, for one of several searches of a budgeted solve: {@code known} says the caller holds a
     * solution of {@code limit} moves already, {@code nodesBefore} counts the nodes of the searches before this one.
     */
    boolean solve(int[] cp, int[] co, int[] ep, int[] eo, int limit, Effort effort, SearchLimits limits,
            int count, boolean known, long nodesBefore) {
        return solve(cp, co, ep, eo, limit, effort, limits, count, known, nodesBefore, 0);
    }

    /** As {@link #solve(int[], int[], int[], int[], int, Effort, SearchLimits, int, boolean, long)}, stopping at a
     * whole solution of at most {@code stopAt} moves. */
    boolean solve(int[] cp, int[] co, int[] ep, int[] eo, int limit, Effort effort, SearchLimits limits,
            int count, boolean known, long nodesBefore, int stopAt) {
        this.limit = limit;
        this.known = known;
        this.nodesBefore = nodesBefore;
        this.stopAt = stopAt;
        limitReached = false;
        keep = Math.max(1, Math.min(count, MAX_KEEP));
        kept = 0;
        this.limits = limits;
        timedOut = false;
        haveBest = false;
        slack1 = effort.slack1();
        slack2 = effort.slack2();
        slack3 = effort.slack3();
        budget = effort.nodeBudget();
        nodes = 0;
        stopped = false;
        bestLength = limit;
        boolean found = false;
        System.arraycopy(ep, 0, edges0, 0, 12);
        int flip = Coordinates.flip(eo);
        int twist = Coordinates.twist(co);
        int slice = Coords.edgeSet(ep, Coords.E_SLICE_MASK);
        int mSet = Coords.edgeSet(ep, Coords.M_SLICE_MASK);
        int corners = Coordinates.permutationRank(cp, 0, 8, 0);
        int d1 = t.dist1[flip];
        for (int length = d1; length <= Math.min(d1 + slack1, MAX_DEPTH[0]) && length < bestLength && !stopped;
                length++) {
            phaseStart[0] = 0;
            c1Count = 0;
            phase1(flip, twist, slice, mSet, corners, 0, length);
            sortByScore(c1Order, c1Score, c1Count);
            for (int i = 0; i < c1Count && !stopped && c1Score[c1Order[i]] < bestLength; i++) {
                int c = c1Order[i];
                System.arraycopy(c1Path[c], 0, path, 0, length);
                enterPhase2(c1Twist[c], c1Slice[c], c1MSet[c], c1Corners[c], length);
            }
        }
        if (kept > 0) {
            found = true;
            sortKept();
            for (int i = 0; i < kept; i++) {
                finishPhase4(i);
            }
        }
        return found;
    }

    /** Fills {@code order} with 0..count-1 sorted by {@code score}, ties in the order found (insertion sort). */
    private static void sortByScore(int[] order, int[] score, int count) {
        for (int i = 0; i < count; i++) {
            int c = i;
            int j = i;
            while (j > 0 && score[order[j - 1]] > score[c]) {
                order[j] = order[j - 1];
                j--;
            }
            order[j] = c;
        }
    }

    /** True when move m may follow {@code last} inside a phase: another face, opposite faces in U R F order. */
    private static boolean canonical(int last, int m) {
        if (last < 0) {
            return true;
        }
        int f = m / 3;
        int lf = last / 3;
        return f != lf && !(f % 3 == lf % 3 && f < lf);
    }

    /**
     * Faces a phase may not start with: those of the previous phase's last axis block (a turn of them would merge
     * with it, which the previous phase already tries in its other solutions).
     */
    private int blockedFaces(int end) {
        if (end == 0) {
            return 0;
        }
        int last = path[end - 1];
        int mask = 1 << (last / 3);
        if (end >= 2 && path[end - 2] / 3 % 3 == last / 3 % 3) {
            mask |= 1 << (path[end - 2] / 3);
        }
        return mask;
    }

    private boolean allowed(int depth, int start, int m) {
        if (depth == start) {
            return (blockedFaces(start) >> (m / 3) & 1) == 0;
        }
        return canonical(path[depth - 1], m);
    }

    private boolean spend() {
        if (++nodes > budget && haveBest || nodes > NODE_CAP && !haveBest) {
            stopped = true;
        } else if (SearchLimits.due(nodes)) {
            if (limits.reached()) {
                stopped = true;
                limitReached = true;
                timedOut = !haveBest;
            } else if ((haveBest || known) && limits.budgetSpent(nodesBefore + nodes)) {
                stopped = true;
                limitReached = true;
            }
        }
        return stopped;
    }

    // ---- phase 1: all 18 moves, until every edge is oriented ----

    private void phase1(int flip, int twist, int slice, int mSet, int corners, int depth, int remaining) {
        if (remaining == 0) {
            if (depth > 0 && Tables.IN_NEXT_GROUP[0][path[depth - 1]]) {
                return;
            }
            int score = depth + t.dist2[twist * Coords.N_SLICE + slice];
            if (score < bestLength && c1Count < CAP) {
                int c = c1Count++;
                System.arraycopy(path, 0, c1Path[c], 0, depth);
                c1Twist[c] = twist;
                c1Slice[c] = slice;
                c1MSet[c] = mSet;
                c1Corners[c] = corners;
                c1Score[c] = score;
            }
            return;
        }
        if (c1Count == CAP || spend()) {
            return;
        }
        for (int m = 0; m < 18; m++) {
            if (!allowed(depth, 0, m)) {
                continue;
            }
            int nextFlip = t.flipMove[flip * 18 + m];
            if (t.dist1[nextFlip] >= remaining) {
                continue;
            }
            path[depth] = m;
            phase1(nextFlip, t.twistMove[twist * 18 + m], t.setMove[slice * 18 + m], t.setMove[mSet * 18 + m],
                    t.cornerMove[corners * 18 + m], depth + 1, remaining - 1);
            if (stopped) {
                return;
            }
        }
    }

    private void enterPhase2(int twist, int slice, int mSet, int corners, int end1) {
        int d2 = t.dist2[twist * Coords.N_SLICE + slice];
        if (end1 + d2 >= bestLength) {
            return;
        }
        System.arraycopy(edges0, 0, edges1, 0, 12);
        for (int i = 0; i < end1; i++) {
            Coords.permuteEdges(edges1, path[i], tmp);
        }
        phaseStart[1] = end1;
        for (int length = d2; length <= Math.min(d2 + slack2, MAX_DEPTH[1]) && end1 + length < bestLength && !stopped;
                length++) {
            c2Count = 0;
            phase2(twist, slice, mSet, corners, end1, end1, length);
            sortByScore(c2Order, c2Score, c2Count);
            for (int i = 0; i < c2Count && !stopped && c2Score[c2Order[i]] < bestLength; i++) {
                int c = c2Order[i];
                System.arraycopy(c2Path[c], 0, path, end1, length);
                enterPhase3(c2MSet[c], c2Corners[c], end1, end1 + length);
            }
        }
    }

    // ---- phase 2: <U,D,R,L,F2,B2>, until corners are twisted right and the E-slice edges are in the E-slice ----

    private void phase2(int twist, int slice, int mSet, int corners, int start, int depth, int remaining) {
        if (remaining == 0) {
            if (depth > start && Tables.IN_NEXT_GROUP[1][path[depth - 1]]) {
                return;
            }
            int score = depth + t.dist3[t.cosetOf[corners] * Coords.N_COMB8 + t.comb8OfSet[mSet]];
            if (score < bestLength && c2Count < CAP) {
                int c = c2Count++;
                System.arraycopy(path, start, c2Path[c], 0, depth - start);
                c2MSet[c] = mSet;
                c2Corners[c] = corners;
                c2Score[c] = score;
            }
            return;
        }
        if (c2Count == CAP || spend()) {
            return;
        }
        for (int m : Tables.PHASE_MOVES[1]) {
            if (!allowed(depth, start, m)) {
                continue;
            }
            int nextTwist = t.twistMove[twist * 18 + m];
            int nextSlice = t.setMove[slice * 18 + m];
            if (t.dist2[nextTwist * Coords.N_SLICE + nextSlice] >= remaining) {
                continue;
            }
            path[depth] = m;
            phase2(nextTwist, nextSlice, t.setMove[mSet * 18 + m], t.cornerMove[corners * 18 + m], start, depth + 1,
                    remaining - 1);
            if (stopped) {
                return;
            }
        }
    }

    private void enterPhase3(int mSet, int corners, int start2, int end2) {
        int coset = t.cosetOf[corners];
        int comb = t.comb8OfSet[mSet];
        int d3 = t.dist3[coset * Coords.N_COMB8 + comb];
        if (end2 + d3 >= bestLength) {
            return;
        }
        System.arraycopy(edges1, 0, edges2, 0, 12);
        for (int i = start2; i < end2; i++) {
            Coords.permuteEdges(edges2, path[i], tmp);
        }
        int ud = Coordinates.permutationRank(edges2, 0, 8, 0);
        int e = Coordinates.permutationRank(edges2, 8, 4, 8);
        phaseStart[2] = end2;
        for (int length = d3; length <= Math.min(d3 + slack3, MAX_DEPTH[2]) && end2 + length < bestLength
                && !stopped; length++) {
            phase3(coset, comb, corners, ud, e, end2, end2, length);
        }
    }

    // ---- phase 3: <U,D,R2,L2,F2,B2>, into the half-turn group ----

    private void phase3(int coset, int comb, int corners, int ud, int e, int start, int depth, int remaining) {
        if (remaining == 0) {
            if (depth > start && Tables.IN_NEXT_GROUP[2][path[depth - 1]]) {
                return;
            }
            leaf(corners, ud, e, depth);
            return;
        }
        if (spend()) {
            return;
        }
        for (int m : Tables.PHASE_MOVES[2]) {
            if (!allowed(depth, start, m)) {
                continue;
            }
            int nextCoset = t.cosetMove[coset * 18 + m];
            int nextComb = t.comb8Move[comb * 18 + m];
            if (t.dist3[nextCoset * Coords.N_COMB8 + nextComb] >= remaining) {
                continue;
            }
            path[depth] = m;
            phase3(nextCoset, nextComb, t.cornerMove[corners * 18 + m], t.udEdgeMove[ud * 18 + m],
                    t.eEdgeMove[e * 18 + m], start, depth + 1, remaining - 1);
            if (stopped) {
                return;
            }
        }
    }

    private void leaf(int corners, int ud, int e, int end3) {
        int corner4 = t.cornerG3Of[corners];
        int edge4 = t.edgeG3Of[t.msOfUd[ud] * 24 + e];
        int total = end3 + t.dist4[corner4 * Coords.N_EDGE_G3 + edge4];
        if (total >= bestLength) {
            return;
        }
        int slot = kept < keep ? kept++ : longestKept();
        haveBest = true;
        keptTotal[slot] = total;
        System.arraycopy(path, 0, keptPath[slot], 0, end3);
        int[] lengths = keptPhaseLength[slot];
        lengths[0] = phaseStart[1];
        lengths[1] = phaseStart[2] - phaseStart[1];
        lengths[2] = end3 - phaseStart[2];
        lengths[3] = total - end3;
        keptCorner4[slot] = corner4;
        keptEdge4[slot] = edge4;
        bestLength = kept < keep ? limit : keptTotal[longestKept()];
        if (keep == 1 && total <= stopAt) {
            stopped = true;
        }
    }

    private int longestKept() {
        int worst = 0;
        for (int i = 1; i < kept; i++) {
            if (keptTotal[i] > keptTotal[worst]) {
                worst = i;
            }
        }
        return worst;
    }

    /** Orders the kept solutions shortest first, ties in the order found (they were found best first). */
    private void sortKept() {
        for (int i = 1; i < kept; i++) {
            for (int j = i; j > 0 && keptTotal[j - 1] > keptTotal[j]; j--) {
                swap(keptPath, j);
                swap(keptPhaseLength, j);
                swap(keptTotal, j);
                swap(keptCorner4, j);
                swap(keptEdge4, j);
            }
        }
    }

    private static void swap(int[][] a, int j) {
        int[] x = a[j];
        a[j] = a[j - 1];
        a[j - 1] = x;
    }

    private static void swap(int[] a, int j) {
        int x = a[j];
        a[j] = a[j - 1];
        a[j - 1] = x;
    }

    /** Phase 4 for kept solution i: walk the distance table downhill with half turns. */
    private void finishPhase4(int i) {
        int[] moves = keptPath[i];
        int corner = keptCorner4[i];
        int edge = keptEdge4[i];
        int depth = keptTotal[i] - keptPhaseLength[i][3];
        int d = t.dist4[corner * Coords.N_EDGE_G3 + edge];
        int last = depth > 0 ? moves[depth - 1] : -1;
        int blocked = blockedFacesOf(moves, depth);
        boolean first = true;
        boolean relaxed = false;
        while (d > 0) {
            boolean moved = false;
            for (int k = 0; k < 6 && !moved; k++) {
                int m = Tables.PHASE_MOVES[3][k];
                if (!relaxed && (first ? (blocked >> (m / 3) & 1) != 0 : !canonical(last, m))) {
                    continue;
                }
                int nc = t.cornerG3Move[corner * 6 + k];
                int ne = t.edgeG3Move[edge * 6 + k];
                if (t.dist4[nc * Coords.N_EDGE_G3 + ne] == d - 1) {
                    moves[depth++] = m;
                    corner = nc;
                    edge = ne;
                    last = m;
                    d--;
                    moved = true;
                }
            }
            if (!moved) {
                if (relaxed) {
                    throw new IllegalStateException("phase 4 table has no downhill move");
                }
                // Only a turn of a face that ends phase 3 goes downhill: take it, the merge pass joins the two.
                relaxed = true;
                continue;
            }
            relaxed = false;
            first = false;
            nodes++;
        }
    }

    private static int blockedFacesOf(int[] moves, int end) {
        if (end == 0) {
            return 0;
        }
        int last = moves[end - 1];
        int mask = 1 << (last / 3);
        if (end >= 2 && moves[end - 2] / 3 % 3 == last / 3 % 3) {
            mask |= 1 << (moves[end - 2] / 3);
        }
        return mask;
    }

    /** How hard to look for a short whole solution: extra moves allowed per phase, and a node budget. */
    record Effort(int slack1, int slack2, int slack3, long nodeBudget) {
    }
}

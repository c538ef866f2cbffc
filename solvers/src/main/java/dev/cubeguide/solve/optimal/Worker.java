package dev.cubeguide.solve.optimal;

import dev.cubeguide.coord.Mod3Table;

/**
 * One search thread's IDA* state. Mutable and package-private on purpose: the search visits billions of nodes
 * and must not allocate, so each node is one row of preallocated int arrays indexed by depth, and each thread
 * owns its worker.
 *
 * <p>A node (row n) holds, for each axis k, the flip, slice-sorted and twist coordinates of the cube seen along
 * that axis and its exact phase-1 distance; and the corners' symmetry class. A child's phase-1 distance is its parent's
 * plus -1, 0 or +1, chosen by the child's residue mod 3 ({@link Mod3Table#next}), so a node costs three phase-1
 * reads and one corner read. The lower bound is the largest of the three phase-1 distances and the corner distance,
 * plus one when the three phase-1 distances are equal and non-zero (de Bondt): a path of exactly that length
 * would enter all three subgroups at its last move, but each quarter turn stays in one of them and every move
 * that could end a shortest path into a subgroup is a quarter turn outside it.
 *
 * <p>With the large table ({@link OptimalTables#large}) the axis distances are to the smaller subgroup that also
 * keeps the slice edges in order, read exactly from the table (no residues); the +1 rule holds for them by the
 * same argument, since each quarter turn also keeps its own axis's slice edges in order.
 */
final class Worker {
    /** Rows: one per depth, up to the longest search. */
    static final int MAX_DEPTH = 32;
    /** How many nodes between two checks of the stop flag. */
    private static final int CHECK_MASK = (1 << 12) - 1;

    private final OptimalTables t;
    private final Search search;
    // Row n, axis k at index 3n + k.
    private final int[] flip = new int[3 * MAX_DEPTH];
    private final int[] slice = new int[3 * MAX_DEPTH];
    private final int[] twist = new int[3 * MAX_DEPTH];
    private final int[] dist = new int[3 * MAX_DEPTH];
    /** Row n's corners as {@code class << 4 | symmetry} ({@link OptimalTables#cornerClassMove}). */
    private final int[] corners = new int[MAX_DEPTH];
    /** The moves from the root to row n. */
    final int[] path = new int[MAX_DEPTH];
    private final int[] move1;
    private final int[] move2;
    /** Whether the tables have the large table ({@link OptimalTables#large}). */
    private final boolean large;
    private long nodes;
    private long reported;
    /** The task being searched, for the stop rule ({@link Search#shouldStop(int)}). */
    private int task;
    /** Set when the search was told to stop; every frame then returns at once. */
    private boolean halted;

    Worker(OptimalTables tables, Search search) {
        this.t = tables;
        this.search = search;
        this.move1 = tables.axisMove[1];
        this.move2 = tables.axisMove[2];
        this.large = tables.large;
    }

    /** Sets row 0 to the root. */
    void reset(Root root) {
        for (int k = 0; k < 3; k++) {
            flip[k] = root.flip[k];
            slice[k] = root.slice[k];
            twist[k] = root.twist[k];
            dist[k] = root.dist[k];
        }
        corners[0] = t.cornerClassSym(root.cornerPerm);
    }

    /** Nodes counted since the last call. */
    long takeNodes() {
        long n = nodes - reported;
        reported = nodes;
        return n;
    }

    /**
     * Searches below the root for a solution of exactly {@code bound} moves whose first moves are {@code prefix}
     * (of length {@code prefixLength}, each already legal after the previous one). True when found; the moves are
     * then in {@link #path}.
     */
    boolean searchTask(int taskIndex, int[] prefix, int prefixLength, int bound) {
        task = taskIndex;
        halted = false;
        int lastFace = -1;
        for (int n = 0; n < prefixLength; n++) {
            int m = prefix[n];
            nodes++;
            if (!child(n, m, bound - n - 1)) {
                return false;
            }
            path[n] = m;
            lastFace = m / 3;
        }
        return expand(prefixLength, bound - prefixLength, lastFace);
    }

    /** Depth-first search from row n with {@code togo} moves left; row n's bound is at most togo. */
    private boolean expand(int n, int togo, int lastFace) {
        if (togo == 0) {
            return solvedAt(n);
        }
        int left = togo - 1;
        for (int m = 0; m < 18; m++) {
            int face = m / 3;
            if (face == lastFace || face == lastFace - 3) {
                // The same face twice, or U after D (opposite faces commute: only D after U is searched).
                m += 2;
                continue;
            }
            if ((++nodes & CHECK_MASK) == 0 && search.shouldStop(task, this)) {
                halted = true;
                return false;
            }
            if (!child(n, m, left)) {
                continue;
            }
            path[n] = m;
            if (expand(n + 1, left, face)) {
                return true;
            }
            if (halted) {
                // Unwind every frame at once: without this each frame would go on with its other moves.
                return false;
            }
        }
        return false;
    }

    /**
     * Writes row n+1 = row n then move m, and returns whether its lower bound is at most {@code left}. Checks the
     * corner bound first (a small table that prunes about a third of the children), then the three axes together;
     * the three flip-slice class reads are issued before the corner check so that their cache misses overlap the
     * corner table's (measured: a few per cent more nodes per second).
     * The phase-1 entry is {@link dev.cubeguide.coord.CoordTables#phase1Index}'s, written out here so that the
     * three axes' reads are independent and their cache misses overlap (measured: about 15% more nodes per second
     * than checking the axes one after the other). With the large table ({@link OptimalTables#big}) each axis's
     * class comes from the flip-slice class and the slice order (small arrays, {@link OptimalTables#largeIndex}) and
     * the table gives exact distances; the three table reads are again issued together.
     */
    private boolean child(int n, int m, int left) {
        final OptimalTables tb = t;
        final int r = 3 * n;
        final int c = r + 3;
        int cc = tb.cornerStep(corners[n], m);
        int tw0 = tb.twistMove[twist[r] * 18 + m];
        int fl0 = tb.flipMove[flip[r] * 18 + m];
        int sl0 = tb.sliceMove[slice[r] * 18 + m];
        int m1 = move1[m];
        int tw1 = tb.twistMove[twist[r + 1] * 18 + m1];
        int fl1 = tb.flipMove[flip[r + 1] * 18 + m1];
        int sl1 = tb.sliceMove[slice[r + 1] * 18 + m1];
        int m2 = move2[m];
        int tw2 = tb.twistMove[twist[r + 2] * 18 + m2];
        int fl2 = tb.flipMove[flip[r + 2] * 18 + m2];
        int sl2 = tb.sliceMove[slice[r + 2] * 18 + m2];
        int d0;
        int d1;
        int d2;
        if (large) {
            // The large table: the class from the flip-slice class and the slice order, and exact distances.
            if (tb.cornerDistanceOf(cc, tw0) > left) {
                return false;
            }
            long i0 = tb.largeIndex(fl0, sl0, tw0);
            long i1 = tb.largeIndex(fl1, sl1, tw1);
            long i2 = tb.largeIndex(fl2, sl2, tw2);
            byte[] big = tb.big;
            d0 = big[(int) (i0 >>> 1)] >> ((int) (i0 & 1) << 2) & 15;
            d1 = big[(int) (i1 >>> 1)] >> ((int) (i1 & 1) << 2) & 15;
            d2 = big[(int) (i2 >>> 1)] >> ((int) (i2 & 1) << 2) & 15;
        } else {
            // Reid's table: the flip-slice class, and the distance from the parent's and the residue mod 3.
            int cs0 = tb.fsClassSym[(sl0 / 24) * 2048 + fl0];
            int cs1 = tb.fsClassSym[(sl1 / 24) * 2048 + fl1];
            int cs2 = tb.fsClassSym[(sl2 / 24) * 2048 + fl2];
            if (tb.cornerDistanceOf(cc, tw0) > left) {
                return false;
            }
            int i0 = (cs0 >>> 4) * 2187 + tb.twistConj[tw0 * 16 + (cs0 & 15)];
            int i1 = (cs1 >>> 4) * 2187 + tb.twistConj[tw1 * 16 + (cs1 & 15)];
            int i2 = (cs2 >>> 4) * 2187 + tb.twistConj[tw2 * 16 + (cs2 & 15)];
            byte[] p1 = tb.phase1;
            int r0 = p1[i0 >>> 2] >> ((i0 & 3) << 1) & 3;
            int r1 = p1[i1 >>> 2] >> ((i1 & 3) << 1) & 3;
            int r2 = p1[i2 >>> 2] >> ((i2 & 3) << 1) & 3;
            d0 = Mod3Table.next(dist[r], r0);
            d1 = Mod3Table.next(dist[r + 1], r1);
            d2 = Mod3Table.next(dist[r + 2], r2);
        }
        if (d0 > left || d1 > left || d2 > left || d0 == d1 && d1 == d2 && d0 != 0 && d0 + 1 > left) {
            return false;
        }
        corners[n + 1] = cc;
        twist[c] = tw0;
        flip[c] = fl0;
        slice[c] = sl0;
        dist[c] = d0;
        twist[c + 1] = tw1;
        flip[c + 1] = fl1;
        slice[c + 1] = sl1;
        dist[c + 1] = d1;
        twist[c + 2] = tw2;
        flip[c + 2] = fl2;
        slice[c + 2] = sl2;
        dist[c + 2] = d2;
        return true;
    }

    /**
     * Row n is the solved cube when the corners are home (permutation and twist 0) and, on every axis, the edges
     * are unflipped and that axis's four slice edges are home in order (slice sorted 0): the three slices hold all
     * twelve edges.
     */
    private boolean solvedAt(int n) {
        int r = 3 * n;
        return corners[n] >>> 4 == t.solvedCornerClass && twist[r] == 0 && flip[r] == 0 && slice[r] == 0 && slice[r + 1] == 0
                && slice[r + 2] == 0;
    }

    /** The lower bound of the root row (for the first IDA* bound). */
    static int lowerBound(OptimalTables t, Root root) {
        int d0 = root.dist[0];
        int d1 = root.dist[1];
        int d2 = root.dist[2];
        int h = Math.max(Math.max(d0, d1), Math.max(d2, t.cornerDistance(root.cornerPerm, root.twist[0])));
        if (d0 == d1 && d1 == d2 && d0 != 0) {
            h = Math.max(h, d0 + 1);
        }
        return h;
    }

    /** The starting coordinates of a search: per axis flip, slice sorted, twist and exact phase-1 distance. */
    record Root(int[] flip, int[] slice, int[] twist, int[] dist, int cornerPerm) {
    }
}

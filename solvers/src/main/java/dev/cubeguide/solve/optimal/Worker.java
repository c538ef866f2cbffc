package dev.cubeguide.solve.optimal;

import dev.cubeguide.coord.Coordinates;

/**
 * One search thread's IDA* state. Mutable and package-private on purpose: the search visits billions of nodes
 * and must not allocate, so each node is one row of preallocated int arrays indexed by depth, and each thread
 * owns its worker.
 *
 * <p>A node (row n) holds, for each axis k, the flip-slice (class and symmetry), twist and corner coordinates of the
 * cube seen along that axis; the inverse of the cube packed ({@link OptimalTables#leftCorner}); and the corners'
 * symmetry class. A child's lower bound is the largest of the corner distance, the three axis distances of the cube
 * and the three of its inverse (the inverse has the same distance to solved), each triple plus one when its three
 * values are equal and non-zero (de Bondt): a path of exactly that length would enter all three goals at its last
 * move, but every face move lies in the goal of its own axis. The axis table ({@link OptimalTables#axisParts}) is
 * read exact at 4 bits: the inverse cube changes by a move on the left, which can change its distance by more than
 * one, so the mod-3 trick does not apply to it.
 *
 * <p>Each node's children are made in passes: corners, then all the corner-table reads, then the axis coordinates
 * of the children the corner bound keeps, then all the forward table reads, then the inverse cubes of the children
 * kept, then all their table reads, then the search below each; the reads of a pass do not depend on each other, so
 * their cache misses overlap. The flip-slice of each axis is followed by class and symmetry (one row of a move
 * table per node) rather than looked up per child.
 */
final class Worker {
    /** Rows: one per depth, up to the longest search. */
    static final int MAX_DEPTH = 32;
    /** How many nodes between two checks of the stop flag. */
    private static final int CHECK_MASK = (1 << 12) - 1;

    private final OptimalTables t;
    private final Search search;
    // Row n, axis k at index 3n + k.
    /** The flip-slice per axis as {@code class << 4 | symmetry} ({@link OptimalTables#flipSliceStep}). */
    private final int[] flipSlice = new int[3 * MAX_DEPTH];
    private final int[] twist = new int[3 * MAX_DEPTH];
    /** The axis table's corner coordinate per axis (layers or split, {@link OptimalTables#splitMove}). */
    private final int[] split = new int[3 * MAX_DEPTH];
    /** Row n's corners as {@code class << 4 | symmetry} ({@link OptimalTables#cornerClassMove}). */
    private final int[] corners = new int[MAX_DEPTH];
    /** The moves from the root to row n. */
    final int[] path = new int[MAX_DEPTH];
    // The children of row n that pass the corner bound, in slots n * 18 + j: their move, coordinates (axis k at
    // 3 * slot + k), corners, table entries and distances. Filled for all children first, then read, so that the
    // table reads of all the children are in flight together.
    private final int[] kMove = new int[18 * MAX_DEPTH];
    private final int[] kCorners = new int[18 * MAX_DEPTH];
    /** Per slot: the corner table's entry of the child's corners, and its distance. */
    private final int[] kCornerEntry = new int[18 * MAX_DEPTH];
    private final int[] kCornerDist = new int[18 * MAX_DEPTH];
    private final int[] kTwist = new int[3 * 18 * MAX_DEPTH];
    private final int[] kFlipSlice = new int[3 * 18 * MAX_DEPTH];
    private final int[] kSplit = new int[3 * 18 * MAX_DEPTH];
    private final long[] kEntry = new long[3 * 18 * MAX_DEPTH];
    private final int[] kDist = new int[3 * 18 * MAX_DEPTH];
    // The inverse cube too (its distance is the cube's): per row the inverse of the cube packed
    // ({@link OptimalTables#leftCorner}), seen along each axis only when read ({@link OptimalTables#inverseAxisIndex});
    // per slot, the child's, its three table entries and distances, and whether the forward bounds kept it.
    private final long[] invCorners = new long[MAX_DEPTH];
    private final long[] invEdges = new long[MAX_DEPTH];
    private final long[] kInvCorners = new long[18 * MAX_DEPTH];
    private final long[] kInvEdges = new long[18 * MAX_DEPTH];
    private final long[] kInvEntry = new long[3 * 18 * MAX_DEPTH];
    private final int[] kInvDist = new int[3 * 18 * MAX_DEPTH];
    private final boolean[] kKept = new boolean[18 * MAX_DEPTH];
    /**
     * Whether the kept child's inverse is read: only when its largest forward distance is at least {@code left - 1}.
     * The inverse's bound is rarely two above the forward one, so the other reads almost never prune (measured on
     * random states 1-2 of seed 1 to depth 16: 0.02% more nodes) and are skipped; the packed inverse is still
     * followed, since the descendants need it.
     */
    private final boolean[] kRead = new boolean[18 * MAX_DEPTH];
    private final int[] move1;
    private final int[] move2;
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
    }

    /** Sets row 0 to the root. */
    void reset(Root root) {
        for (int k = 0; k < 3; k++) {
            flipSlice[k] = t.fsClassSym[root.slice[k] / 24 * Coordinates.N_FLIP + root.flip[k]];
            twist[k] = root.twist[k];
            split[k] = root.split[k];
        }
        invCorners[0] = root.invCorners[0];
        invEdges[0] = root.invEdges[0];
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
            int slot = n * 18;
            int left = bound - n - 1;
            stageCorners(n, m, slot);
            if (cornerDistance(slot) > left) {
                return false;
            }
            stage(n, slot, slot);
            readDistances(slot, 1);
            if (!within(kDist, slot, left)) {
                return false;
            }
            kRead[slot] = true;
            stageInverse(n, slot);
            readInverseDistances(slot, 1);
            if (!within(kInvDist, slot, left)) {
                return false;
            }
            accept(n, slot);
            path[n] = m;
            lastFace = m / 3;
        }
        return expand(prefixLength, bound - prefixLength, lastFace);
    }

    /**
     * Depth-first search from row n with {@code togo} moves left; row n's bound is at most togo. The children are
     * generated in passes whose reads do not depend on each other, so that their cache misses overlap: the corners
     * of each, then the corner bounds of all, then the axis coordinates of the children that the corner bound
     * keeps, then the axis-table reads for all of those, then the inverse cubes, then the search below each in
     * turn (measured against one child at a time: see {@link #readDistances}).
     */
    private boolean expand(int n, int togo, int lastFace) {
        if (togo == 0) {
            return solvedAt(n);
        }
        int left = togo - 1;
        final int first = n * 18;
        int moves = 0;
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
            stageCorners(n, m, first + moves);
            moves++;
        }
        for (int slot = first; slot < first + moves; slot++) {
            kCornerDist[slot] = cornerDistance(slot);
        }
        // The children the corner bound keeps, moved down to the first slots (a slot is read before it is written).
        int count = 0;
        for (int slot = first; slot < first + moves; slot++) {
            if (kCornerDist[slot] <= left) {
                stage(n, slot, first + count);
                count++;
            }
        }
        readDistances(first, count);
        // The inverse cube's bounds, for the children that the forward bounds kept, again in passes.
        for (int slot = first; slot < first + count; slot++) {
            kKept[slot] = within(kDist, slot, left);
            if (kKept[slot]) {
                int f = 3 * slot;
                int mx = Math.max(kDist[f], Math.max(kDist[f + 1], kDist[f + 2]));
                kRead[slot] = mx >= left - 1;
                stageInverse(n, slot);
            }
        }
        readInverseDistances(first, count);
        for (int slot = first; slot < first + count; slot++) {
            if (!kKept[slot] || !within(kInvDist, slot, left)) {
                continue;
            }
            accept(n, slot);
            int m = kMove[slot];
            path[n] = m;
            if (expand(n + 1, left, m / 3)) {
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
     * The corners of the child of row n by move m, into {@code slot}: the move, the corners' class and symmetry, the
     * twist and the corner table's entry (read by {@link #cornerDistance}: a small table that prunes about a third of
     * the children before their axis coordinates are made).
     */
    private void stageCorners(int n, int m, int slot) {
        final OptimalTables tb = t;
        int cc = tb.cornerStep(corners[n], m);
        int tw0 = tb.twistMove[twist[3 * n] * 18 + m];
        kMove[slot] = m;
        kCorners[slot] = cc;
        kTwist[3 * slot] = tw0;
        kCornerEntry[slot] = tb.cornerEntry(cc, tw0);
    }

    /** The exact corner distance of the child in {@code slot} ({@link #stageCorners}). */
    private int cornerDistance(int slot) {
        return t.cornerDistanceAt(kCornerEntry[slot]);
    }

    /**
     * Computes the rest of the child in slot {@code from} (made by {@link #stageCorners} from row n) into
     * {@code slot}: its coordinates on the three axes and the three table entries to read. The entry is
     * {@link OptimalTables#axisIndex}'s, written out so that the three axes' reads are independent.
     */
    private void stage(int n, int from, int slot) {
        final OptimalTables tb = t;
        final int r = 3 * n;
        final int k = 3 * slot;
        final int m = kMove[from];
        final int cc = kCorners[from];
        final int tw0 = kTwist[3 * from];
        int m1 = move1[m];
        int tw1 = tb.twistMove[twist[r + 1] * 18 + m1];
        int m2 = move2[m];
        int tw2 = tb.twistMove[twist[r + 2] * 18 + m2];
        // Entry class * other + twist' * corners + x' ({@link OptimalTables#axisIndex}).
        char[] spm = tb.splitMove;
        char[] spc = tb.splitConj;
        int other = tb.other;
        int nc = tb.corners;
        int sp0 = spm[split[r] * 18 + m];
        int sp1 = spm[split[r + 1] * 18 + m1];
        int sp2 = spm[split[r + 2] * 18 + m2];
        int cs0 = tb.flipSliceStep(flipSlice[r], m);
        int cs1 = tb.flipSliceStep(flipSlice[r + 1], m1);
        int cs2 = tb.flipSliceStep(flipSlice[r + 2], m2);
        int s0 = cs0 & 15;
        int s1 = cs1 & 15;
        int s2 = cs2 & 15;
        kEntry[k] = (long) (cs0 >>> 4) * other + tb.twistConj[tw0 * 16 + s0] * nc + spc[sp0 * 16 + s0];
        kEntry[k + 1] = (long) (cs1 >>> 4) * other + tb.twistConj[tw1 * 16 + s1] * nc + spc[sp1 * 16 + s1];
        kEntry[k + 2] = (long) (cs2 >>> 4) * other + tb.twistConj[tw2 * 16 + s2] * nc + spc[sp2 * 16 + s2];
        kSplit[k] = sp0;
        kSplit[k + 1] = sp1;
        kSplit[k + 2] = sp2;
        kMove[slot] = m;
        kCorners[slot] = cc;
        kTwist[k] = tw0;
        kFlipSlice[k] = cs0;
        kTwist[k + 1] = tw1;
        kFlipSlice[k + 1] = cs1;
        kTwist[k + 2] = tw2;
        kFlipSlice[k + 2] = cs2;
    }

    /**
     * Reads the axis table's entries of slots {@code from..from+count-1} into their distances. The reads do not
     * depend on each other, so the cache misses of all the children overlap.
     */
    private void readDistances(int from, int count) {
        byte[][] parts = t.axisParts;
        int shift = t.axisShift;
        long mask = t.axisMask;
        for (int i = 3 * from; i < 3 * (from + count); i++) {
            long e = kEntry[i];
            long local = e & mask;
            kDist[i] = parts[(int) (e >>> shift)][(int) (local >>> 1)] >> ((int) (local & 1) << 2) & 15;
        }
    }

    /**
     * Whether the three axis distances {@code d[3 * slot + k]} allow a solution within {@code left} moves: none
     * above it, and not all three equal to it and non-zero (de Bondt's +1).
     */
    private static boolean within(int[] d, int slot, int left) {
        final int k = 3 * slot;
        int d0 = d[k];
        int d1 = d[k + 1];
        int d2 = d[k + 2];
        return !(d0 > left || d1 > left || d2 > left || d0 == d1 && d1 == d2 && d0 != 0 && d0 + 1 > left);
    }

    /**
     * The inverse of the child in {@code slot} (row n then move m: {@code m^-1} times row n's inverse) and, when it
     * is to be read, its three axis-table entries (the inverse seen along each axis,
     * {@link OptimalTables#inverseAxisIndex}).
     */
    private void stageInverse(int n, int slot) {
        final OptimalTables tb = t;
        final int m = kMove[slot];
        long cs = OptimalTables.leftMultiply(tb.leftCorner, m, invCorners[n], 8);
        long es = OptimalTables.leftMultiply(tb.leftEdge, m, invEdges[n], 12);
        kInvCorners[slot] = cs;
        kInvEdges[slot] = es;
        if (kRead[slot]) {
            final int k = 3 * slot;
            kInvEntry[k] = tb.inverseAxisIndex(0, cs, es);
            kInvEntry[k + 1] = tb.inverseAxisIndex(1, cs, es);
            kInvEntry[k + 2] = tb.inverseAxisIndex(2, cs, es);
        }
    }

    /** Reads the inverse cubes' axis-table distances of the kept slots {@code from..from+count-1}. */
    private void readInverseDistances(int from, int count) {
        byte[][] parts = t.axisParts;
        int shift = t.axisShift;
        long mask = t.axisMask;
        for (int slot = from; slot < from + count; slot++) {
            if (count > 1 && !kKept[slot]) {
                continue;
            }
            if (!kRead[slot]) {
                kInvDist[3 * slot] = 0;
                kInvDist[3 * slot + 1] = 0;
                kInvDist[3 * slot + 2] = 0;
                continue;
            }
            for (int i = 3 * slot; i < 3 * slot + 3; i++) {
                long e = kInvEntry[i];
                long local = e & mask;
                kInvDist[i] = parts[(int) (e >>> shift)][(int) (local >>> 1)] >> ((int) (local & 1) << 2) & 15;
            }
        }
    }

    /** Writes the child in {@code slot} as row n+1. */
    private void accept(int n, int slot) {
        final int k = 3 * slot;
        final int c = 3 * n + 3;
        corners[n + 1] = kCorners[slot];
        invCorners[n + 1] = kInvCorners[slot];
        invEdges[n + 1] = kInvEdges[slot];
        for (int a = 0; a < 3; a++) {
            twist[c + a] = kTwist[k + a];
            flipSlice[c + a] = kFlipSlice[k + a];
            split[c + a] = kSplit[k + a];
        }
    }

    /**
     * Row n is the solved cube when its inverse is (every accepted row holds its packed inverse).
     */
    private boolean solvedAt(int n) {
        return invCorners[n] == OptimalTables.SOLVED_CORNERS && invEdges[n] == OptimalTables.SOLVED_EDGES;
    }

    /** The lower bound of the root row (for the first IDA* bound). */
    static int lowerBound(OptimalTables t, Root root) {
        int h = Math.max(axesBound(root.dist), t.cornerDistance(root.cornerPerm, root.twist[0]));
        int[] inverse = new int[3];
        for (int k = 0; k < 3; k++) {
            inverse[k] = t.distanceAt(t.axisIndexOfPacked(root.invCorners[k], root.invEdges[k]));
        }
        return Math.max(h, axesBound(inverse));
    }

    /** The largest of three axis distances, plus one when they are equal and non-zero (de Bondt). */
    private static int axesBound(int[] d) {
        int h = Math.max(d[0], Math.max(d[1], d[2]));
        return d[0] == d[1] && d[1] == d[2] && d[0] != 0 ? h + 1 : h;
    }

    /** The starting coordinates of a search: per axis flip, slice sorted, twist and exact phase-1 distance. */
    record Root(int[] flip, int[] slice, int[] twist, int[] split, int[] dist, int cornerPerm, long[] invCorners,
            long[] invEdges) {
    }
}

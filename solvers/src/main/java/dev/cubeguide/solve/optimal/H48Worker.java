package dev.cubeguide.solve.optimal;

import dev.cubeguide.coord.H48Coords;

/**
 * One search thread's IDA* state over the H48 table ({@link H48Tables}). Mutable and package-private on purpose:
 * each node is one row of preallocated arrays indexed by depth, and nothing is allocated per node.
 *
 * <p>A row holds the cube's three raw H48 parts, its inverse packed ({@link PackedInverse}), and the lower bounds of
 * both. A child's bound is the largest of its own entry, its inverse's entry and its parent's bound minus one (one
 * move changes the distance by at most one). An entry at code 0 ("at most the base") is read in the fallback only
 * when a bound of at most the base could prune, that is when fewer moves than the base are left.
 *
 * <p>A half turn lies in the H48 goal group, so a child by a half turn has its inverse in the coset of its parent's
 * inverse: the same entry. When the parent's inverse is above the moves left, every half turn is pruned unread, and
 * otherwise the half turns' inverses are not read.
 *
 * <p>The children of a node are made in passes: the coordinates and entries of all of them, then the reads, then the
 * inverses of those kept and their reads. The reads of a pass do not depend on each other, so their cache misses
 * overlap. All the kept children's inverses are read before any is searched, so that one whose bound is more than
 * one above the moves left prunes the node itself (bidirectional pathmax, Felner et al.).
 */
final class H48Worker extends TaskWorker {
    private final H48Tables t;
    private final H48Coords h;
    private final H48Tables.Root root;
    private final int base;

    private final int[] rowCorners = new int[MAX_DEPTH + 1];
    private final int[] rowSlices = new int[MAX_DEPTH + 1];
    private final int[] rowFlips = new int[MAX_DEPTH + 1];
    private final long[] rowInvCorners = new long[MAX_DEPTH + 1];
    private final long[] rowInvEdges = new long[MAX_DEPTH + 1];
    private final int[] rowBound = new int[MAX_DEPTH + 1];
    private final int[] rowInvBound = new int[MAX_DEPTH + 1];
    // Per slot (row n's children in n * 18 ..).
    private final int[] kMove = new int[18 * MAX_DEPTH];
    private final int[] kCorners = new int[18 * MAX_DEPTH];
    private final int[] kSlices = new int[18 * MAX_DEPTH];
    private final int[] kFlips = new int[18 * MAX_DEPTH];
    private final long[] kIndex = new long[18 * MAX_DEPTH];
    private final int[] kBound = new int[18 * MAX_DEPTH];
    private final long[] kInvCorners = new long[18 * MAX_DEPTH];
    private final long[] kInvEdges = new long[18 * MAX_DEPTH];
    private final long[] kInvIndex = new long[18 * MAX_DEPTH];
    private final int[] kInvBound = new int[18 * MAX_DEPTH];
    private final int[] kCode = new int[18 * MAX_DEPTH];
    private final int[] kConjugate = new int[18 * MAX_DEPTH];
    private final int[] kClassSym = new int[18 * MAX_DEPTH];
    private final int[] kInvSlices = new int[18 * MAX_DEPTH];
    /** The kept slots of quarter turns, whose inverses are read. */
    private final int[] kQuarter = new int[18 * MAX_DEPTH];
    /** The slots still in play: each pass keeps a prefix of row n's list. */
    private final int[] kList = new int[18 * MAX_DEPTH];

    H48Worker(H48Tables tables, Search search, H48Tables.Root root) {
        super(search);
        this.t = tables;
        this.h = tables.coords;
        this.root = root;
        this.base = tables.base;
    }

    @Override
    void reset() {
        rowCorners[0] = root.corners();
        rowSlices[0] = root.slices();
        rowFlips[0] = root.flips();
        rowInvCorners[0] = root.invCorners();
        rowInvEdges[0] = root.invEdges();
        rowBound[0] = root.bound();
        rowInvBound[0] = root.invBound();
    }

    @Override
    boolean searchTask(int taskIndex, int[] prefix, int prefixLength, int bound) {
        startTask(taskIndex);
        int lastFace = -1;
        for (int n = 0; n < prefixLength; n++) {
            int m = prefix[n];
            nodes++;
            int slot = n * 18;
            int left = bound - n - 1;
            stage(n, m, slot);
            kCode[slot] = t.codeAt(kIndex[slot]);
            kBound[slot] = boundOf(kCode[slot], kIndex[slot], rowBound[n] - 1, true);
            if (kBound[slot] > left) {
                return false;
            }
            stageInverse(n, slot);
            kInvBound[slot] = m % 3 == 1 ? rowInvBound[n]
                    : boundOf(t.codeAt(kInvIndex[slot]), kInvIndex[slot], 0, true);
            if (kInvBound[slot] > left) {
                return false;
            }
            kBound[slot] = Math.max(kBound[slot], kInvBound[slot]);
            accept(n, slot);
            path[n] = m;
            lastFace = m / 3;
        }
        return expand(prefixLength, bound - prefixLength, lastFace);
    }

    private boolean expand(int n, int togo, int lastFace) {
        if (togo == 0) {
            return rowInvCorners[n] == PackedInverse.SOLVED_CORNERS && rowInvEdges[n] == PackedInverse.SOLVED_EDGES;
        }
        final int left = togo - 1;
        final int first = n * 18;
        final boolean halvesFar = rowInvBound[n] > left;
        // Pass 1: the children's parts.
        int count = 0;
        for (int m = 0; m < 18; m++) {
            int face = m / 3;
            if (face == lastFace || face == lastFace - 3) {
                m += 2;
                continue;
            }
            if (countNodeAndCheck()) {
                return false;
            }
            if (halvesFar && m % 3 == 1) {
                continue;
            }
            int slot = first + count++;
            kMove[slot] = m;
            kCorners[slot] = h.cornersAfter(rowCorners[n], m);
            kSlices[slot] = h.slicesAfter(rowSlices[n], m);
            kFlips[slot] = h.flipsAfter(rowFlips[n], m);
        }
        // The corners' classes, then the entries: each pass's reads independent of each other.
        for (int slot = first; slot < first + count; slot++) {
            kCode[slot] = t.table.classSymOf(kCorners[slot]);
        }
        for (int slot = first; slot < first + count; slot++) {
            kConjugate[slot] = t.table.conjugateOf(kCode[slot], kSlices[slot]);
        }
        for (int slot = first; slot < first + count; slot++) {
            kIndex[slot] = t.table.indexOfConjugate(kCode[slot], kConjugate[slot], kFlips[slot]);
        }
        // Pass 2: their codes, all reads in flight together.
        for (int slot = first; slot < first + count; slot++) {
            kCode[slot] = t.codeAt(kIndex[slot]);
        }
        // Pass 3: keep those within the moves left.
        final int parentBound = rowBound[n] - 1;
        final boolean readFallback = left < base;
        int kept = 0;
        int quarters = 0;
        for (int slot = first; slot < first + count; slot++) {
            int b = boundOf(kCode[slot], kIndex[slot], parentBound, readFallback);
            if (b <= left) {
                kBound[slot] = b;
                kList[first + kept++] = slot;
            }
        }
        // Pass 4: the inverses of those kept; for quarter turns, their entries and codes, pass by pass.
        for (int i = first; i < first + kept; i++) {
            int slot = kList[i];
            stagePackedInverse(n, slot);
            long cs = kInvCorners[slot];
            long es = kInvEdges[slot];
            if (kMove[slot] % 3 == 1) {
                kCode[slot] = -1;
            } else {
                kCode[slot] = 0;
                kQuarter[first + quarters++] = slot;
                kClassSym[slot] = t.table.classSymOf(H48Coords.cornersOfPacked(cs));
                kInvSlices[slot] = H48Coords.slicesOfPacked(es);
            }
        }
        for (int i = first; i < first + quarters; i++) {
            int slot = kQuarter[i];
            kConjugate[slot] = t.table.conjugateOf(kClassSym[slot], kInvSlices[slot]);
        }
        for (int i = first; i < first + quarters; i++) {
            int slot = kQuarter[i];
            kInvIndex[slot] = t.table.indexOfConjugate(kClassSym[slot], kConjugate[slot],
                    H48Coords.flipsOfPacked(kInvEdges[slot]));
        }
        for (int i = first; i < first + quarters; i++) {
            int slot = kQuarter[i];
            kCode[slot] = t.codeAt(kInvIndex[slot]);
        }
        // Pathmax (the class comment): row n's distance is at least a child's minus one.
        final int parentInv = rowInvBound[n];
        for (int i = first; i < first + kept; i++) {
            int slot = kList[i];
            int code = kCode[slot];
            int inv = code < 0 ? parentInv : boundOf(code, kInvIndex[slot], 0, readFallback);
            if (inv > togo + 1) {
                return false;
            }
            kInvBound[slot] = inv;
        }
        for (int i = first; i < first + kept; i++) {
            int slot = kList[i];
            int inv = kInvBound[slot];
            if (inv > left) {
                continue;
            }
            kBound[slot] = Math.max(kBound[slot], inv);
            accept(n, slot);
            path[n] = kMove[slot];
            if (expand(n + 1, left, kMove[slot] / 3)) {
                return true;
            }
            if (halted) {
                return false;
            }
        }
        return false;
    }

    /**
     * A bound from a code: base + code, or at code 0 the fallback's exact corners-and-slices distance when
     * {@code readFallback}, else nothing; never below {@code floor}.
     */
    private int boundOf(int code, long index, int floor, boolean readFallback) {
        int b = code != 0 ? base + code : readFallback ? t.fallback(index) : 0;
        return Math.max(b, floor);
    }

    /** Stages the child of row n by move m in {@code slot}: its parts and its entry. */
    private void stage(int n, int m, int slot) {
        int c = h.cornersAfter(rowCorners[n], m);
        int e = h.slicesAfter(rowSlices[n], m);
        int f = h.flipsAfter(rowFlips[n], m);
        kMove[slot] = m;
        kCorners[slot] = c;
        kSlices[slot] = e;
        kFlips[slot] = f;
        kIndex[slot] = t.indexOf(c, e, f);
    }

    /** Stages the inverse of the child in {@code slot} ({@code m^-1} times row n's inverse), packed. */
    private void stagePackedInverse(int n, int slot) {
        int m = kMove[slot];
        kInvCorners[slot] = PackedInverse.leftMultiply(PackedInverse.LEFT_CORNER, m, rowInvCorners[n], 8);
        kInvEdges[slot] = PackedInverse.leftMultiply(PackedInverse.LEFT_EDGE, m, rowInvEdges[n], 12);
    }

    /** Stages the inverse of the child in {@code slot}, packed, and its entry. */
    private void stageInverse(int n, int slot) {
        stagePackedInverse(n, slot);
        long cs = kInvCorners[slot];
        long es = kInvEdges[slot];
        if (kMove[slot] % 3 != 1) {
            kInvIndex[slot] = t.indexOf(H48Coords.cornersOfPacked(cs), H48Coords.slicesOfPacked(es),
                    H48Coords.flipsOfPacked(es));
        }
    }

    private void accept(int n, int slot) {
        rowCorners[n + 1] = kCorners[slot];
        rowSlices[n + 1] = kSlices[slot];
        rowFlips[n + 1] = kFlips[slot];
        rowInvCorners[n + 1] = kInvCorners[slot];
        rowInvEdges[n + 1] = kInvEdges[slot];
        rowBound[n + 1] = kBound[slot];
        rowInvBound[n + 1] = kInvBound[slot];
    }
}

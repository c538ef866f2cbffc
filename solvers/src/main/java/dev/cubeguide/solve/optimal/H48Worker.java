package dev.cubeguide.solve.optimal;

import dev.cubeguide.coord.H48Coords;

/**
 * One search thread's IDA* state over the H48 table ({@link H48Tables}). Mutable and package-private on purpose:
 * each node is one row of preallocated arrays indexed by depth, and nothing is allocated per node.
 *
 * <p>A row holds the cube's three H48 parts (its corners as their class and symmetry, stepped per move through a
 * table of classes that stays in the cache; its slices and flips raw), its inverse packed ({@link PackedInverse}), and the lower bounds of
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
 *
 * <p>At {@link #levelsTogo} moves left (the base + 4) no entry, at most the base + 3, can prune a child, so every
 * child is searched, and most of the search's nodes are in the two levels below. There the next three levels are
 * made level by level instead ({@link #expandLevels}): each level's look-ups of all its nodes in one batch (about
 * 130 children's entries where a node alone has 10), then the same for their inverses; the nodes of the third level
 * are then searched in the order a depth-first search takes. The nodes counted and the nodes pruned are the same as
 * node by node; only the batches are larger.
 */
final class H48Worker extends TaskWorker {
    /** Look-ups in one batch at most: the third level below a node, 18 children each at most. */
    private static final int BATCH = 18 * 18 * 18;

    private final H48Tables t;
    private final H48Coords h;
    private final H48Tables.Root root;
    private final int base;
    /** The moves left at which a node's next three levels are made together; -1 for never. */
    private final int levelsTogo;

    /** Row n's corners as their class and symmetry ({@code H48Coords.classSymOf}), stepped by class per move. */
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
    private final int[] kBound = new int[18 * MAX_DEPTH];
    private final long[] kInvCorners = new long[18 * MAX_DEPTH];
    private final long[] kInvEdges = new long[18 * MAX_DEPTH];
    private final int[] kInvBound = new int[18 * MAX_DEPTH];
    /** The slot's inverse look-up in the batch, or -1 for a half turn. */
    private final int[] kInvProbe = new int[18 * MAX_DEPTH];
    /** The slots still in play: each pass keeps a prefix of row n's list. */
    private final int[] kList = new int[18 * MAX_DEPTH];
    /** The look-ups of one pass; read back before the search goes deeper, so one batch serves every depth. */
    private final H48Probes probes = new H48Probes(BATCH);
    /** Row n's node (level 0) and the three levels below it, for {@link #expandLevels}. */
    private final H48Level[] levels = {new H48Level(1), new H48Level(18), new H48Level(18 * 18), new H48Level(BATCH)};

    /**
     * A worker that makes the three levels below {@code levelsTogo} moves left together (at least 3; the base + 4 in
     * a solve, where it pays), or, at -1, every node on its own.
     */
    H48Worker(H48Tables tables, Search search, H48Tables.Root root, int levelsTogo) {
        super(search);
        this.t = tables;
        this.h = tables.coords;
        this.root = root;
        this.base = tables.base;
        if (levelsTogo != -1 && levelsTogo < 3) {
            throw new IllegalArgumentException("levels from " + levelsTogo + " moves left");
        }
        this.levelsTogo = levelsTogo;
    }

    @Override
    void reset() {
        rowCorners[0] = h.classSymOf(root.corners());
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
            kMove[slot] = m;
            kCorners[slot] = h.classSymAfter(rowCorners[n], m);
            kSlices[slot] = h.slicesAfter(rowSlices[n], m);
            kFlips[slot] = h.flipsAfter(rowFlips[n], m);
            kBound[slot] = Math.max(t.boundOfClassSym(kCorners[slot], kSlices[slot], kFlips[slot]), rowBound[n] - 1);
            if (kBound[slot] > left) {
                return false;
            }
            stagePackedInverse(n, slot);
            long es = kInvEdges[slot];
            kInvBound[slot] = m % 3 == 1 ? rowInvBound[n] : t.bound(H48Coords.cornersOfPacked(kInvCorners[slot]),
                    H48Coords.slicesOfPacked(es), H48Coords.flipsOfPacked(es));
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
        if (togo == levelsTogo) {
            return expandLevels(n, togo, lastFace);
        }
        final int left = togo - 1;
        final int first = n * 18;
        final boolean halvesFar = rowInvBound[n] > left;
        // Pass 1: the children's parts and their look-ups (probe i is slot first + i).
        final int count = childMoves(lastFace, halvesFar, kMove, first);
        if (count < 0) {
            return false;
        }
        probes.clear();
        for (int slot = first; slot < first + count; slot++) {
            int m = kMove[slot];
            kCorners[slot] = h.classSymAfter(rowCorners[n], m);
            kSlices[slot] = h.slicesAfter(rowSlices[n], m);
            kFlips[slot] = h.flipsAfter(rowFlips[n], m);
            probes.addClassSym(kCorners[slot], kSlices[slot], kFlips[slot]);
        }
        probes.run(t.table);
        // Pass 2: keep those within the moves left.
        final int parentBound = rowBound[n] - 1;
        final boolean readFallback = left < base;
        int kept = 0;
        for (int i = 0; i < count; i++) {
            int b = boundOf(probes.code(i), probes.index(i), parentBound, readFallback);
            if (b <= left) {
                kBound[first + i] = b;
                kList[first + kept++] = first + i;
            }
        }
        // Pass 3: the inverses of those kept; for quarter turns, their look-ups.
        probes.clear();
        for (int i = first; i < first + kept; i++) {
            int slot = kList[i];
            stagePackedInverse(n, slot);
            kInvProbe[slot] = kMove[slot] % 3 == 1 ? -1 : addInverseProbe(kInvCorners[slot], kInvEdges[slot]);
        }
        probes.run(t.table);
        // Pathmax (the class comment): row n's distance is at least a child's minus one.
        final int parentInv = rowInvBound[n];
        for (int i = first; i < first + kept; i++) {
            int slot = kList[i];
            int inv = inverseBound(kInvProbe[slot], parentInv, readFallback);
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
     * Expands the three levels below row n level by level (the class comment), then searches the third level's nodes
     * in depth-first order, rows n + 1 to n + 3 set to each one's ancestors.
     */
    private boolean expandLevels(int n, int togo, int lastFace) {
        H48Level top = levels[0];
        top.size = 1;
        top.move[0] = -1;
        top.corners[0] = rowCorners[n];
        top.slices[0] = rowSlices[n];
        top.flips[0] = rowFlips[n];
        top.invCorners[0] = rowInvCorners[n];
        top.invEdges[0] = rowInvEdges[n];
        top.bound[0] = rowBound[n];
        top.invBound[0] = rowInvBound[n];
        top.searched[0] = true;
        for (int k = 1; k <= 3; k++) {
            if (!expandLevel(levels[k - 1], levels[k], togo - k + 1, lastFace) || !top.searched[0]) {
                return false;
            }
        }
        H48Level one = levels[1];
        H48Level two = levels[2];
        H48Level three = levels[3];
        for (int a = 0; a < one.size; a++) {
            if (!one.searched[a]) {
                continue;
            }
            enter(n, one, a);
            for (int b = one.childFirst[a]; b < one.childEnd[a]; b++) {
                if (!two.searched[b]) {
                    continue;
                }
                enter(n + 1, two, b);
                for (int c = two.childFirst[b]; c < two.childEnd[b]; c++) {
                    if (!three.searched[c]) {
                        continue;
                    }
                    enter(n + 2, three, c);
                    if (expand(n + 3, togo - 3, three.move[c] / 3)) {
                        return true;
                    }
                    if (halted) {
                        return false;
                    }
                }
            }
        }
        return false;
    }

    /**
     * Makes {@code below}: the children of the searched nodes of {@code above}, which are {@code togo} moves from the
     * bound, with the same counting, bounds and pruning as {@link #expand} gives each node; a node of {@code above}
     * pruned by pathmax is marked not searched, and so are its children. {@code lastFace} is level 0's last face.
     * False when the search was halted.
     */
    private boolean expandLevel(H48Level above, H48Level below, int togo, int lastFace) {
        final int left = togo - 1;
        final boolean readFallback = left < base;
        probes.clear();
        int count = 0;
        for (int p = 0; p < above.size; p++) {
            above.childFirst[p] = count;
            if (above.searched[p]) {
                int parentFace = above.move[p] < 0 ? lastFace : above.move[p] / 3;
                int children = childMoves(parentFace, above.invBound[p] > left, below.move, count);
                if (children < 0) {
                    return false;
                }
                for (int k = count; k < count + children; k++) {
                    int m = below.move[k];
                    below.parent[k] = p;
                    below.corners[k] = h.classSymAfter(above.corners[p], m);
                    below.slices[k] = h.slicesAfter(above.slices[p], m);
                    below.flips[k] = h.flipsAfter(above.flips[p], m);
                    probes.addClassSym(below.corners[k], below.slices[k], below.flips[k]);
                }
                count += children;
            }
            above.childEnd[p] = count;
        }
        below.size = count;
        probes.run(t.table);
        for (int k = 0; k < count; k++) {
            int b = boundOf(probes.code(k), probes.index(k), above.bound[below.parent[k]] - 1, readFallback);
            below.bound[k] = b;
            below.kept[k] = b <= left;
        }
        probes.clear();
        for (int k = 0; k < count; k++) {
            if (below.kept[k]) {
                int m = below.move[k];
                int p = below.parent[k];
                long cs = PackedInverse.leftMultiply(PackedInverse.LEFT_CORNER, m, above.invCorners[p], 8);
                long es = PackedInverse.leftMultiply(PackedInverse.LEFT_EDGE, m, above.invEdges[p], 12);
                below.invCorners[k] = cs;
                below.invEdges[k] = es;
                below.invProbe[k] = m % 3 == 1 ? -1 : addInverseProbe(cs, es);
            }
        }
        probes.run(t.table);
        for (int p = 0; p < above.size; p++) {
            if (!above.searched[p]) {
                continue;
            }
            boolean pruned = false;
            for (int k = above.childFirst[p]; k < above.childEnd[p]; k++) {
                if (below.kept[k]) {
                    int inv = inverseBound(below.invProbe[k], above.invBound[p], readFallback);
                    below.invBound[k] = inv;
                    pruned |= inv > togo + 1;
                }
            }
            above.searched[p] = !pruned;
            for (int k = above.childFirst[p]; k < above.childEnd[p]; k++) {
                boolean searched = !pruned && below.kept[k] && below.invBound[k] <= left;
                below.searched[k] = searched;
                if (searched) {
                    below.bound[k] = Math.max(below.bound[k], below.invBound[k]);
                }
            }
        }
        return true;
    }

    /**
     * Writes the moves to search from a node reached by a turn of {@code lastFace} (-1 at the root) into
     * {@code moves} from {@code offset}: no turn of the same face, none of an opposite face out of order, and no
     * half turn when {@code halvesFar}. Every legal move is counted as a node, the half turns left out too. Returns
     * how many were written, or -1 when the search was halted.
     */
    private int childMoves(int lastFace, boolean halvesFar, int[] moves, int offset) {
        int count = 0;
        for (int m = 0; m < 18; m++) {
            int face = m / 3;
            if (face == lastFace || face == lastFace - 3) {
                m += 2;
                continue;
            }
            if (countNodeAndCheck()) {
                return -1;
            }
            if (halvesFar && m % 3 == 1) {
                continue;
            }
            moves[offset + count++] = m;
        }
        return count;
    }

    /** Row n + 1 from node k of {@code level}, reached from row n by its move. */
    private void enter(int n, H48Level level, int k) {
        path[n] = level.move[k];
        rowCorners[n + 1] = level.corners[k];
        rowSlices[n + 1] = level.slices[k];
        rowFlips[n + 1] = level.flips[k];
        rowInvCorners[n + 1] = level.invCorners[k];
        rowInvEdges[n + 1] = level.invEdges[k];
        rowBound[n + 1] = level.bound[k];
        rowInvBound[n + 1] = level.invBound[k];
    }

    /** Adds the look-up of a packed inverse's entry to the batch; returns its number. */
    private int addInverseProbe(long invCorners, long invEdges) {
        return probes.add(H48Coords.cornersOfPacked(invCorners), H48Coords.slicesOfPacked(invEdges),
                H48Coords.flipsOfPacked(invEdges));
    }

    /** An inverse's bound from its look-up, after the batch ran; a half turn's ({@code probe < 0}) is its parent's. */
    private int inverseBound(int probe, int parentInv, boolean readFallback) {
        return probe < 0 ? parentInv : boundOf(probes.code(probe), probes.index(probe), 0, readFallback);
    }

    /**
     * A bound from a code: base + code, or at code 0 the fallback's exact corners-and-slices distance when
     * {@code readFallback}, else nothing; never below {@code floor}.
     */
    private int boundOf(int code, long index, int floor, boolean readFallback) {
        int b = code != 0 ? base + code : readFallback ? t.fallback(index) : 0;
        return Math.max(b, floor);
    }

    /** Stages the inverse of the child in {@code slot} ({@code m^-1} times row n's inverse), packed. */
    private void stagePackedInverse(int n, int slot) {
        int m = kMove[slot];
        kInvCorners[slot] = PackedInverse.leftMultiply(PackedInverse.LEFT_CORNER, m, rowInvCorners[n], 8);
        kInvEdges[slot] = PackedInverse.leftMultiply(PackedInverse.LEFT_EDGE, m, rowInvEdges[n], 12);
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

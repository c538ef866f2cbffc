package dev.cubeguide.solve.optimal;

import dev.cubeguide.coord.ClassSym;
import dev.cubeguide.coord.Coordinates;
import dev.cubeguide.coord.TwoBitPruning;
import java.nio.ByteBuffer;

/**
 * One search thread's IDA* state. Mutable and package-private on purpose: the search visits billions of nodes
 * and must not allocate, so each node is one row of preallocated int arrays indexed by depth, and each thread
 * owns its worker.
 *
 * <p>A node (row n) holds, for each axis k, the flip-slice (class and symmetry), twist and corner coordinates of the
 * cube seen along that axis; the inverse of the cube packed ({@link PackedInverse}); and the corners'
 * symmetry class. A child's lower bound is the largest of the corner distance, the three axis distances of the cube
 * and the three of its inverse (the inverse has the same distance to solved), each triple plus one when its three
 * values are equal and non-zero (de Bondt): a path of exactly that length would enter all three goals at its last
 * move, but every face move lies in the goal of its own axis. The axis table ({@link OptimalTables#axisParts}) is
 * read exact at 4 bits, or at 2 bits above a base with a fallback ({@link #readAxisTwoBit}): the inverse cube
 * changes by a move on the left, which can change its distance by more than one, so the mod-3 trick does not apply
 * to it. Every rule here needs lower bounds only, not exact values: de Bondt's +1 on three equal lower bounds L is
 * sound, since the distance D is at least each axis's exact d, and D = L would make every d equal L.
 * With the parity table, whose goal holds no quarter turn, the +1 needs the siblings too ({@link #within}).
 *
 * <p>Each node's children are made in passes, each over the children the previous one kept (see {@link #expand}):
 * corners (only when they can prune), one axis, the other two axes, the inverse cube, then the search below each.
 * The reads of a pass do not depend on each other, so their cache misses overlap. The flip-slice of each axis is
 * followed by class and symmetry (one row of a move table per node) rather than looked up per child.
 *
 * <p>At {@link #levelsTogo} moves left the next three levels are made level by level instead ({@link #expandLevels}),
 * as {@link H48Worker} does: each pass runs over all the children of a level's nodes at once (a hundred reads or more
 * in flight where a node alone has ten), and the nodes of the third level are then searched in the order a
 * depth-first search takes. The nodes counted and pruned are the same as node by node; only the batches are larger.
 * So every pass reads a child's parent from the slot ({@link #kParent}): a row is a depth's node, or a node of one of
 * the three levels ({@link #LEVEL_ROWS}).
 */
final class Worker extends TaskWorker {
    /** The slots of the three levels below a node, after the depths' slots: 18, 18 * 18 and 18^3 children at most. */
    private static final int[] LEVEL_SLOTS = {18 * MAX_DEPTH, 18 * MAX_DEPTH + 18, 18 * MAX_DEPTH + 18 + 18 * 18,
        18 * MAX_DEPTH + 18 + 18 * 18 + 18 * 18 * 18};
    private static final int SLOTS = LEVEL_SLOTS[3];
    /** A level's node is the row {@code slot + LEVEL_ROWS} of its slot: the rows after the depths' rows. */
    private static final int LEVEL_ROWS = MAX_DEPTH + 1 - 18 * MAX_DEPTH;
    private static final int ROWS = SLOTS + LEVEL_ROWS;
    /**
     * The moves left at which a solve's workers make three levels together: where no 2-bit code (at most the base
     * + 3) and no corner distance can prune a child alone, above most of the search's nodes. (Measured in one JVM,
     * two random states searched to bound 17 on 2 threads, two rounds: 13.4-13.5 s against 15.7-16.2 s node by
     * node, 13.8-15.1 s from 12.)
     */
    static final int LEVELS_TOGO = 13;

    private final OptimalTables t;
    /** The moves left at which a node's next three levels are made together; -1 for never. */
    private final int levelsTogo;
    // Row n, axis k at index 3n + k.
    /** The flip-slice per axis as a {@link ClassSym} ({@link OptimalTables#flipSliceStep}). */
    private final int[] flipSlice = new int[3 * ROWS];
    private final int[] twist = new int[3 * ROWS];
    /** The axis table's corner coordinate per axis (layers or split, {@link OptimalTables#splitMove}). */
    private final int[] split = new int[3 * ROWS];
    /** Row n's corners as a {@link ClassSym} ({@link OptimalTables#cornerClassMove}). */
    private final int[] corners = new int[ROWS];
    /** Row n's axis distances (axis k at 3n + k; exact at 4 bits, else lower bounds) and exact corner distance. */
    private final int[] rowDist = new int[3 * ROWS];
    private final int[] rowCorner = new int[ROWS];
    /**
     * Lower bounds of row n's inverse's axis distances (axis k at 3n + k): exact where read, else 0, or on the axis
     * of the move into the row the parent's bound (see {@link #expand}).
     */
    private final int[] rowInvDist = new int[3 * ROWS];
    /** The slots of row n's children still in play, in {@code n * 18 ..}: each pass keeps a prefix of the list. */
    private final int[] kList = new int[SLOTS];
    /** Per slot: the row of its parent, and the parent's axes in the order they are read (2 bits each). */
    private final int[] kParent = new int[SLOTS];
    private final int[] kOrder = new int[SLOTS];
    /** Per slot: whether its corners were staged and read ({@link #listChildren}). */
    private final boolean[] kCornersRead = new boolean[SLOTS];
    /** Per level slot: searched (kept by every pass); per level row: its children's slots in the level below. */
    private final boolean[] kSearched = new boolean[SLOTS];
    private final int[] childFirst = new int[ROWS];
    private final int[] childEnd = new int[ROWS];
    // The children of row n that pass the corner bound, in slots n * 18 + j: their move, coordinates (axis k at
    // 3 * slot + k), corners, table entries and distances. Filled for all children first, then read, so that the
    // table reads of all the children are in flight together.
    private final int[] kMove = new int[SLOTS];
    private final int[] kCorners = new int[SLOTS];
    /** Per slot: the corner table's entry of the child's corners, and its distance. */
    private final int[] kCornerEntry = new int[SLOTS];
    private final int[] kCornerDist = new int[SLOTS];
    private final int[] kTwist = new int[3 * SLOTS];
    private final int[] kFlipSlice = new int[3 * SLOTS];
    private final int[] kSplit = new int[3 * SLOTS];
    private final long[] kEntry = new long[3 * SLOTS];
    private final int[] kDist = new int[3 * SLOTS];
    /**
     * One pass's table entries in the order they are read, and their codes: the read loop runs over these two
     * arrays alone, so that its iterations are a few instructions each and many of their misses are in flight.
     */
    private final long[] readEntries = new long[3 * SLOTS];
    private final int[] readCodes = new int[3 * SLOTS];
    // The inverse cube too (its distance is the cube's): per row the inverse of the cube packed
    // ({@link PackedInverse}), seen along each axis only when read ({@link OptimalTables#inverseAxisIndex});
    // per slot, the child's, its three table entries and distances.
    private final long[] invCorners = new long[ROWS];
    private final long[] invEdges = new long[ROWS];
    private final long[] kInvCorners = new long[SLOTS];
    private final long[] kInvEdges = new long[SLOTS];
    private final long[] kInvEntry = new long[3 * SLOTS];
    private final int[] kInvDist = new int[3 * SLOTS];
    /**
     * Whether the kept child's inverse is read: only when its largest forward distance is at least {@code left - 1}.
     * The inverse's bound is rarely two above the forward one, so the other reads almost never prune (measured on
     * random states 1-2 of seed 1 to depth 16: 0.02% more nodes) and are skipped; the packed inverse is still
     * followed, since the descendants need it.
     */
    private final boolean[] kRead = new boolean[SLOTS];
    private final int[][] axisMove;
    /** {@link PackedInverse#LEFT_CORNER} and {@link PackedInverse#LEFT_EDGE}: the packed inverse's step. */
    private final int[] leftCorner;
    private final int[] leftEdge;
    /**
     * With the parity table ({@link OptimalTables#parityMask} 1): the siblings' distances, the entries with the corner
     * parity flipped (entry {@code i ^ 1}, in the same byte). A sibling of a position X along axis k is the distance
     * of X to the odd half of axis k's split goal G (of which the parity goal G' is the even half: a quarter turn q of
     * axis k lies in G, so {@code q^-1 X} has the coordinates of X with the parity flipped, and reaches G' by w
     * exactly when X w is in {@code q G'}). The split goal's distance is the smaller of the two. Without the parity
     * each "sibling" is the distance itself: {@link #kSibOrDist} is then {@link #kDist}, and so on.
     */
    private final boolean parity;
    private final int[] kSib = new int[3 * SLOTS];
    private final int[] kInvSib = new int[3 * SLOTS];
    private final int[] rowInvSib = new int[3 * ROWS];
    private final int[] kSibOrDist;

    private final Root root;

    /** A worker that makes the three levels below the default's moves left together ({@link #LEVELS_TOGO}). */
    Worker(OptimalTables tables, Search search, Root root) {
        this(tables, search, root, LEVELS_TOGO);
    }

    /**
     * A worker that makes the three levels below {@code levelsTogo} moves left together (at least 3), or, at -1,
     * every node on its own (the same nodes, for the tests that compare the two).
     */
    Worker(OptimalTables tables, Search search, Root root, int levelsTogo) {
        super(search);
        if (levelsTogo != -1 && levelsTogo < 3) {
            throw new IllegalArgumentException("levels from " + levelsTogo + " moves left");
        }
        this.levelsTogo = levelsTogo;
        this.t = tables;
        this.root = root;
        this.axisMove = tables.axisMove;
        this.leftCorner = PackedInverse.LEFT_CORNER;
        this.leftEdge = PackedInverse.LEFT_EDGE;
        this.parity = tables.parityMask != 0;
        this.kSibOrDist = parity ? kSib : kDist;
    }

    @Override
    void reset() {
        for (int k = 0; k < 3; k++) {
            flipSlice[k] = t.fsClassSym[Coordinates.flipSlice(root.slice[k] / 24, root.flip[k])];
            twist[k] = root.twist[k];
            split[k] = root.split[k];
            rowDist[k] = root.dist[k];
            long inverseEntry = t.axisIndexOfPacked(root.invCorners[k], root.invEdges[k]);
            rowInvDist[k] = t.distanceAt(inverseEntry);
            rowInvSib[k] = t.distanceAt(inverseEntry ^ t.parityMask);
        }
        rowCorner[0] = t.cornerDistance(root.cornerPerm, root.twist[0]);
        invCorners[0] = root.invCorners[0];
        invEdges[0] = root.invEdges[0];
        corners[0] = t.cornerClassSym(root.cornerPerm);
    }

    @Override
    boolean searchTask(int taskIndex, int[] prefix, int prefixLength, int bound) {
        startTask(taskIndex);
        int lastFace = -1;
        for (int n = 0; n < prefixLength; n++) {
            int m = prefix[n];
            nodes++;
            int slot = firstSlot(n);
            int left = bound - n - 1;
            kParent[slot] = n;
            kCornersRead[slot] = true;
            stageCorners(n, m, slot);
            kCornerDist[slot] = cornerDistance(slot);
            if (kCornerDist[slot] > left) {
                return false;
            }
            for (int k = 0; k < 3; k++) {
                stageAxis(n, k, slot);
                kDist[slotAxis(slot, k)] = t.distanceAt(kEntry[slotAxis(slot, k)]);
                kSib[slotAxis(slot, k)] = t.distanceAt(kEntry[slotAxis(slot, k)] ^ t.parityMask);
            }
            if (!within(kDist, kSibOrDist, slot, left)) {
                return false;
            }
            kRead[slot] = true;
            stageInverse(n, slot);
            kList[slot] = slot;
            readInverseDistances(slot, 1, left);
            if (!within(kInvDist, kInvSib, slot, left)) {
                return false;
            }
            accept(slot, n + 1);
            path[n] = m;
            lastFace = m / 3;
        }
        return expand(prefixLength, prefixLength, bound - prefixLength, lastFace);
    }

    /**
     * Depth-first search from row {@code row}, the node at depth n, with {@code togo} moves left; its bound is at
     * most togo. Its children are the slots of depth n and, once kept, the rows of depth n + 1.
     *
     * <p>The children go through passes ({@link #keepChildren}), each over the slots the previous one kept
     * ({@link #kList}), and the reads of a pass do not depend on each other, so that their cache misses overlap:
     * <ol>
     * <li>no read: the turns of a face whose axis has the inverse above {@code left} in the parent
     * ({@link #listChildren});
     * <li>the corner distances, only when the parent's is at least {@code left} ({@link #keepWithinCorners});
     * <li>one axis distance, on the axis where the parent's distance is largest ({@link #keepWithinFirstAxis});
     * <li>the other two axis distances ({@link #keepWithinAxes} keeps those within all three);
     * <li>the inverse cube's three ({@link #readInverseDistances});
     * <li>the search below each child still kept.
     * </ol>
     * The skipped reads rest on one invariant: every table here holds distances in the graph of face turns (a
     * position's distance to a goal under moves made after it), so one move changes each of them by at most one.
     * A child of a row whose corner distance is below {@code left} is within {@code left} on the corners, so its
     * corner read could not prune it. On the axes, a row bounded by {@code left + 1} mostly stands at {@code left}
     * or {@code left + 1} on its largest axis, where most moves keep or raise the distance: that one read prunes
     * most children (cube 0 of seed 1: seven in ten at the level holding four fifths of the nodes), and the other
     * two are read only for the rest.
     *
     * <p>The first pass rests on a property of the inverse. Axis k's table gives the distance of a position Y to a
     * subgroup G (the twist, flip, slice and corner goal seen along axis k): the fewest moves w with {@code Y w} in
     * G. The child by move m has the inverse {@code m^-1 Y}; when m turns a face of axis k, m lies in G, so
     * {@code m^-1 Y w} is in G exactly when {@code Y w} is: the child's inverse has the parent's distance on axis k.
     * When that is above {@code left}, all turns of the axis's two faces are pruned unread (cube 0 of seed 1: a
     * quarter less time, the same nodes).
     * With the parity table only the half turns lie in G: a quarter turn's child has the parent's inverse's sibling
     * distance on axis k ({@link #rowInvSib}), and is pruned unread when that is above {@code left}.
     */
    private boolean expand(int row, int n, int togo, int lastFace) {
        if (togo == 0) {
            return solvedAt(row);
        }
        if (togo == levelsTogo) {
            return expandLevels(row, n, togo, lastFace);
        }
        final int left = togo - 1;
        final int first = firstSlot(n);
        int count = listChildren(row, lastFace, left, first);
        if (halted) {
            return false;
        }
        int kept = keepChildren(first, count, left);
        for (int i = first; i < first + kept; i++) {
            int slot = kList[i];
            accept(slot, n + 1);
            int m = kMove[slot];
            path[n] = m;
            if (expand(n + 1, n + 1, left, m / 3)) {
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
     * The passes of {@link #expand} over the {@code count} slots from {@code first}, children of any rows, each
     * with {@code left} moves left after it: lists in {@link #kList} from {@code first}, in order, those within
     * {@code left} on every bound, and returns how many.
     */
    private int keepChildren(int first, int count, int left) {
        int kept = keepWithinCorners(first, count, left);
        int passed = keepWithinFirstAxis(first, kept, left);
        for (int i = first; i < first + passed; i++) {
            int slot = kList[i];
            int p = kParent[slot];
            stageAxis(p, axisInOrder(slot, 1), slot);
            stageAxis(p, axisInOrder(slot, 2), slot);
        }
        readAxis(first, passed, 1, left);
        readAxis(first, passed, 2, left);
        kept = keepWithinAxes(first, passed, left);
        readInverseDistances(first, kept, left);
        int within = 0;
        for (int i = first; i < first + kept; i++) {
            int slot = kList[i];
            if (within(kInvDist, kInvSib, slot, left)) {
                kList[first + within++] = slot;
            }
        }
        return within;
    }

    /**
     * Makes the three levels below row {@code row} (the node at depth n) level by level (the class comment), then
     * searches the third level's nodes in depth-first order.
     */
    private boolean expandLevels(int row, int n, int togo, int lastFace) {
        // Level 1: the children of the row.
        int count = listChildren(row, lastFace, togo - 1, LEVEL_SLOTS[0]);
        if (halted) {
            return false;
        }
        childFirst[row] = LEVEL_SLOTS[0];
        childEnd[row] = LEVEL_SLOTS[0] + count;
        keepLevel(LEVEL_SLOTS[0], count, togo - 1);
        for (int k = 1; k < 3; k++) {
            count = expandLevel(LEVEL_SLOTS[k - 1], count, LEVEL_SLOTS[k], togo - k - 1);
            if (count < 0) {
                return false;
            }
        }
        for (int a = childFirst[row]; a < childEnd[row]; a++) {
            if (!kSearched[a]) {
                continue;
            }
            path[n] = kMove[a];
            int ra = a + LEVEL_ROWS;
            for (int b = childFirst[ra]; b < childEnd[ra]; b++) {
                if (!kSearched[b]) {
                    continue;
                }
                path[n + 1] = kMove[b];
                int rb = b + LEVEL_ROWS;
                for (int c = childFirst[rb]; c < childEnd[rb]; c++) {
                    if (!kSearched[c]) {
                        continue;
                    }
                    path[n + 2] = kMove[c];
                    if (expand(c + LEVEL_ROWS, n + 3, togo - 3, kMove[c] / 3)) {
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
     * Makes the level whose slots start at {@code below}: the children of the searched nodes among the
     * {@code aboveCount} slots of the level above from {@code above} (its rows), each with {@code left} moves left
     * after it. Returns how many slots it made, or -1 when the search was halted.
     */
    private int expandLevel(int above, int aboveCount, int below, int left) {
        int count = 0;
        for (int slot = above; slot < above + aboveCount; slot++) {
            int row = slot + LEVEL_ROWS;
            childFirst[row] = below + count;
            if (kSearched[slot]) {
                count += listChildren(row, kMove[slot] / 3, left, below + count);
                if (halted) {
                    return -1;
                }
            }
            childEnd[row] = below + count;
        }
        keepLevel(below, count, left);
        return count;
    }

    /** The passes over a level's {@code count} slots from {@code first}: marks those kept searched, as rows. */
    private void keepLevel(int first, int count, int left) {
        for (int slot = first; slot < first + count; slot++) {
            kSearched[slot] = false;
        }
        int kept = keepChildren(first, count, left);
        for (int i = first; i < first + kept; i++) {
            int slot = kList[i];
            kSearched[slot] = true;
            accept(slot, slot + LEVEL_ROWS);
        }
    }

    /**
     * Pass 1 of {@link #expand}: the moves from {@code row} (after a turn of {@code lastFace}), counted as nodes,
     * with the turns of the faces whose axis has the row's inverse above {@code left} pruned unread; the others into
     * the slots from {@code first}, with their parent, the order of its axes, and their corners staged when the
     * row's corner distance is at least {@code left} (else no corner read could prune them). Returns how many; sets
     * {@link #halted} (and returns at once) when the search must stop.
     */
    private int listChildren(int row, int lastFace, int left, int first) {
        // The faces whose turns leave the inverse above left on their own axis: their children are pruned before
        // any coordinate is made.
        // With the parity table a quarter turn's child has the sibling's distance instead (the same without it).
        final int farFaces = (rowInvDist[rowAxis(row, 0)] > left ? axisFaces(0) : 0)
                | (rowInvDist[rowAxis(row, 1)] > left ? axisFaces(1) : 0)
                | (rowInvDist[rowAxis(row, 2)] > left ? axisFaces(2) : 0);
        final int farQuarterFaces = (rowInvSib[rowAxis(row, 0)] > left ? axisFaces(0) : 0)
                | (rowInvSib[rowAxis(row, 1)] > left ? axisFaces(1) : 0)
                | (rowInvSib[rowAxis(row, 2)] > left ? axisFaces(2) : 0);
        final boolean readCorners = rowCorner[row] >= left;
        final int order = axisOrder(row);
        int count = 0;
        for (int m = 0; m < 18; m++) {
            int face = m / 3;
            if (face == lastFace || face == lastFace - 3) {
                // The same face twice, or U after D (opposite faces commute: only D after U is searched).
                m += 2;
                continue;
            }
            if (countNodeAndCheck()) {
                return count;
            }
            if (((isHalfTurn(m) ? farFaces : farQuarterFaces) >>> face & 1) != 0) {
                continue;
            }
            int slot = first + count;
            kParent[slot] = row;
            kOrder[slot] = order;
            kCornersRead[slot] = readCorners;
            if (readCorners) {
                stageCorners(row, m, slot);
            } else {
                kMove[slot] = m;
            }
            count++;
        }
        return count;
    }

    /**
     * Pass 2: lists in {@link #kList} the {@code count} slots from {@code first} whose corner distance is within
     * {@code left}, reading it for the slots whose corners were staged (every other slot is within it). Returns
     * how many.
     */
    private int keepWithinCorners(int first, int count, int left) {
        for (int slot = first; slot < first + count; slot++) {
            if (kCornersRead[slot]) {
                kCornerDist[slot] = cornerDistance(slot);
            }
        }
        int kept = 0;
        for (int slot = first; slot < first + count; slot++) {
            if (!kCornersRead[slot] || kCornerDist[slot] <= left) {
                kList[first + kept++] = slot;
            }
        }
        return kept;
    }

    /**
     * The axes of {@code row} in the order the passes read them, 2 bits each from the lowest: first the one where
     * its distance is largest (the first of them on a tie), then the other two in order.
     */
    private int axisOrder(int row) {
        final int r = rowAxis(row, 0);
        int a = 0;
        if (rowDist[r + 1] > rowDist[r + a]) {
            a = 1;
        }
        if (rowDist[r + 2] > rowDist[r + a]) {
            a = 2;
        }
        int b = a == 0 ? 1 : 0;
        int c = 3 - a - b;
        return a | b << 2 | c << 4;
    }

    /** The axis the slot's parent reads {@code i}-th (0, 1, 2; {@link #axisOrder}). */
    private int axisInOrder(int slot, int i) {
        return kOrder[slot] >>> (i << 1) & 3;
    }

    /**
     * Pass 3: the first axis's distance of the {@code kept} listed slots from {@code first}; keeps, in order, those
     * within {@code left} and returns how many.
     */
    private int keepWithinFirstAxis(int first, int kept, int left) {
        for (int i = first; i < first + kept; i++) {
            int slot = kList[i];
            stageAxis(kParent[slot], axisInOrder(slot, 0), slot);
        }
        readAxis(first, kept, 0, left);
        int passed = 0;
        for (int i = first; i < first + kept; i++) {
            int slot = kList[i];
            if (kDist[slotAxis(slot, axisInOrder(slot, 0))] <= left) {
                kList[first + passed++] = slot;
            }
        }
        return passed;
    }

    /**
     * Pass 5, first half: of the {@code passed} listed slots from {@code first} (their three axis distances read),
     * keeps those within {@code left} on all three axes, and stages their inverse cubes (with the reads of those
     * whose largest forward distance is at least {@code left - 1}, {@link #kRead}). Returns how many.
     */
    private int keepWithinAxes(int first, int passed, int left) {
        int kept = 0;
        for (int i = first; i < first + passed; i++) {
            int slot = kList[i];
            if (within(kDist, kSibOrDist, slot, left)) {
                int f = slotAxis(slot, 0);
                int mx = Math.max(kDist[f], Math.max(kDist[f + 1], kDist[f + 2]));
                kRead[slot] = mx >= left - 1;
                stageInverse(kParent[slot], slot);
                kList[first + kept++] = slot;
            }
        }
        return kept;
    }

    /** The row's axis k: its index in the per-row axis arrays. */
    private static int rowAxis(int row, int k) {
        return 3 * row + k;
    }

    /** The first child slot of the node at depth n: its children are in slots {@code n * 18 ..}. */
    private static int firstSlot(int n) {
        return n * 18;
    }

    /** A child slot's axis k: its index in the per-slot axis arrays. */
    private static int slotAxis(int slot, int k) {
        return 3 * slot + k;
    }

    /** Whether move m (face * 3 + quarter turns - 1) is a half turn. */
    private static boolean isHalfTurn(int m) {
        return m % 3 == 1;
    }

    /** The faces of axis k as bits (bit f for face f = U R F D L B): k and k + 3. */
    private static int axisFaces(int k) {
        return 0b001001 << k;
    }

    /**
     * The corners of the child of {@code row} by move m, into {@code slot}: the move, the corners' class and symmetry, the
     * twist and the corner table's entry (read by {@link #cornerDistance}: a small table that prunes children near
     * the goal before their axis coordinates are made).
     */
    private void stageCorners(int row, int m, int slot) {
        final OptimalTables tb = t;
        int cc = tb.cornerStep(corners[row], m);
        int tw0 = tb.twistMove[Coordinates.moveIndex(twist[rowAxis(row, 0)], m)];
        kMove[slot] = m;
        kCorners[slot] = cc;
        kCornerEntry[slot] = tb.cornerEntry(cc, tw0);
    }

    /** The exact corner distance of the child in {@code slot} ({@link #stageCorners}). */
    private int cornerDistance(int slot) {
        return t.cornerDistanceAt(kCornerEntry[slot]);
    }

    /**
     * Axis k's coordinates of the child in {@code slot} ({@code row} then the slot's move) and its table entry, which is
     * {@link OptimalTables#axisIndex}'s written out: class * other + twist' * corners + split', where twist' and
     * split' are seen through the flip-slice's symmetry.
     */
    private void stageAxis(int row, int k, int slot) {
        final OptimalTables tb = t;
        final int r = rowAxis(row, k);
        final int f = slotAxis(slot, k);
        int m = axisMove[k][kMove[slot]];
        int tw = tb.twistMove[Coordinates.moveIndex(twist[r], m)];
        int sp = tb.splitMove[Coordinates.moveIndex(split[r], m)];
        int cs = tb.flipSliceStep(flipSlice[r], m);
        int s = ClassSym.symOf(cs);
        kEntry[f] = (long) ClassSym.classOf(cs) * tb.other + tb.twistConj[ClassSym.conjIndex(tw, s)] * tb.corners
                + tb.splitConj[ClassSym.conjIndex(sp, s)];
        kTwist[f] = tw;
        kSplit[f] = sp;
        kFlipSlice[f] = cs;
    }

    /**
     * Reads the table entries of the slots listed in {@code kList[from..from+count-1]}, each on the axis its parent
     * reads {@code i}-th ({@link #axisInOrder}), with {@code left} moves left after them, into their distances. The
     * reads do not depend on each other, so their cache misses overlap.
     */
    private void readAxis(int from, int count, int i, int left) {
        int shift = t.axisShift;
        long mask = t.axisMask;
        byte[][] heap = t.axisHeap;
        if (t.axisBase >= 0) {
            readAxisTwoBit(from, count, i, left);
            return;
        }
        if (heap != null) {
            for (int j = from; j < from + count; j++) {
                int slot = kList[j];
                int f = slotAxis(slot, axisInOrder(slot, i));
                kDist[f] = AxisTable.nibble(heap, shift, mask, kEntry[f]);
            }
            return;
        }
        ByteBuffer[] parts = t.axisParts;
        for (int j = from; j < from + count; j++) {
            int slot = kList[j];
            int f = slotAxis(slot, axisInOrder(slot, i));
            kDist[f] = AxisTable.nibble(parts, shift, mask, kEntry[f]);
        }
    }

    /**
     * {@link #readAxis} for 2-bit codes above the base b ({@link dev.cubeguide.coord.TwoBitPruning}): codes 1..3 give
     * b + code; code 0 (at most b) gives the parent's bound minus one (a move changes the distance by at most one),
     * and, only where a bound of b or less can prune ({@code left <= b}: above it neither the bound nor de Bondt's
     * +1 can exceed {@code left}), the larger of that and Reid's phase-1 distance. Every value is a lower bound.
     */
    private void readAxisTwoBit(int from, int count, int i, int left) {
        final int base = t.axisBase;
        final boolean fallback = left <= base;
        byte[][] heap = t.axisHeap;
        ByteBuffer[] parts = t.axisParts;
        final long[] entries = readEntries;
        final int[] codes = readCodes;
        for (int j = 0; j < count; j++) {
            int slot = kList[from + j];
            entries[j] = kEntry[slotAxis(slot, axisInOrder(slot, i))];
        }
        readGatheredCodes(count);
        for (int j = from; j < from + count; j++) {
            int slot = kList[j];
            int k = axisInOrder(slot, i);
            int f = slotAxis(slot, k);
            int code = codes[j - from];
            int parent = Math.max(rowDist[rowAxis(kParent[slot], k)] - 1, 0);
            kDist[f] = code != 0 ? base + code
                    : fallback ? Math.max(parent, TwoBitPruning.phase1Fallback(t.phase1, t.corners, kEntry[f])) : parent;
        }
        if (parity) {
            // The siblings, for de Bondt's +1 only: one at most the base (code 0) cannot reach left when left is above
            // the base, so 0 there; Reid's phase-1 distance below it (the odd half lies in phase 1's goal too).
            for (int j = from; j < from + count; j++) {
                int slot = kList[j];
                int f = slotAxis(slot, axisInOrder(slot, i));
                long e = kEntry[f] ^ 1;
                int code = heap != null ? TwoBitPruning.code(heap, e) : TwoBitPruning.code(parts, e);
                kSib[f] = code != 0 ? base + code
                        : fallback ? TwoBitPruning.phase1Fallback(t.phase1, t.corners, e) : 0;
            }
        }
    }

    /** The 2-bit codes of {@link #readEntries}' first n entries into {@link #readCodes}: the tight read loop. */
    private void readGatheredCodes(int n) {
        final long[] entries = readEntries;
        final int[] codes = readCodes;
        byte[][] heap = t.axisHeap;
        if (heap != null) {
            for (int j = 0; j < n; j++) {
                codes[j] = TwoBitPruning.code(heap, entries[j]);
            }
        } else {
            ByteBuffer[] parts = t.axisParts;
            for (int j = 0; j < n; j++) {
                codes[j] = TwoBitPruning.code(parts, entries[j]);
            }
        }
    }

    /**
     * {@link #readInverseDistances} for 2-bit codes without the parity: the three entries of each slot to be read
     * gathered in {@link #readEntries}, read in one loop over them alone, then their distances written back.
     */
    private void readInverseTwoBit(int from, int count, boolean fallback) {
        final int base = t.axisBase;
        final long[] entries = readEntries;
        final int[] codes = readCodes;
        int n = 0;
        for (int i = from; i < from + count; i++) {
            int slot = kList[i];
            if (kRead[slot]) {
                final int k = slotAxis(slot, 0);
                entries[n] = kInvEntry[k];
                entries[n + 1] = kInvEntry[k + 1];
                entries[n + 2] = kInvEntry[k + 2];
                n += 3;
            }
        }
        readGatheredCodes(n);
        n = 0;
        for (int i = from; i < from + count; i++) {
            int slot = kList[i];
            final int k = slotAxis(slot, 0);
            for (int f = k; f < k + 3; f++) {
                int d = 0;
                if (kRead[slot]) {
                    int code = codes[n++];
                    d = code != 0 ? base + code
                            : fallback ? TwoBitPruning.phase1Fallback(t.phase1, t.corners, kInvEntry[f]) : 0;
                }
                kInvDist[f] = d;
                kInvSib[f] = d;
            }
        }
    }

    /**
     * Whether the three axis distances {@code d[3 * slot + k]} allow a solution within {@code left} moves: none
     * above it, and not all three equal to it and non-zero (de Bondt's +1). The +1 holds when the goal holds every
     * turn of its axis: a path of exactly that length ends with a turn of some axis k, whose goal it then enters one
     * move early. The parity goal holds the half turns only, but a path whose last move is a quarter turn q enters
     * {@code q^-1} G', the odd half of the split goal, one move early, which the sibling {@code sib} measures. So the
     * +1 needs the three siblings at least the common value too (without the parity {@code sib} is {@code d}).
     */
    private static boolean within(int[] d, int[] sib, int slot, int left) {
        final int k = slotAxis(slot, 0);
        int d0 = d[k];
        int d1 = d[k + 1];
        int d2 = d[k + 2];
        return !(d0 > left || d1 > left || d2 > left || d0 == d1 && d1 == d2 && d0 != 0 && d0 + 1 > left
                && sib[k] >= d0 && sib[k + 1] >= d0 && sib[k + 2] >= d0);
    }

    /**
     * The inverse of the child in {@code slot} ({@code row} then move m: {@code m^-1} times the row's inverse) and, when it
     * is to be read, its three axis-table entries (the inverse seen along each axis,
     * {@link OptimalTables#inverseAxisIndex}).
     */
    private void stageInverse(int row, int slot) {
        final OptimalTables tb = t;
        final int m = kMove[slot];
        long cs = PackedInverse.leftMultiply(leftCorner, m, invCorners[row], 8);
        long es = PackedInverse.leftMultiply(leftEdge, m, invEdges[row], 12);
        kInvCorners[slot] = cs;
        kInvEdges[slot] = es;
        if (kRead[slot]) {
            final int k = slotAxis(slot, 0);
            // The child's corner parity (the inverse's too), from its forward coordinate staged before this.
            final int parity = kSplit[k] & tb.parityMask;
            kInvEntry[k] = tb.inverseAxisIndex(0, cs, es, parity);
            kInvEntry[k + 1] = tb.inverseAxisIndex(1, cs, es, parity);
            kInvEntry[k + 2] = tb.inverseAxisIndex(2, cs, es, parity);
        }
    }

    /**
     * Reads the inverse cubes' axis-table distances of the slots listed in {@code kList[from..from+count-1]}, which
     * have {@code left} moves left. For 2-bit codes, code 0 gives Reid's phase-1 distance where a bound of at most the
     * base can prune ({@code left <= base}), else 0 (the inverse's distance can change by more than one per move, so
     * the parent's does not bound it).
     */
    private void readInverseDistances(int from, int count, int left) {
        ByteBuffer[] parts = t.axisParts;
        byte[][] heap = t.axisHeap;
        int shift = t.axisShift;
        long mask = t.axisMask;
        final int base = t.axisBase;
        final boolean fallback = left <= base;
        if (base >= 0 && !parity) {
            readInverseTwoBit(from, count, fallback);
            return;
        }
        for (int i = from; i < from + count; i++) {
            int slot = kList[i];
            final int k = slotAxis(slot, 0);
            if (!kRead[slot]) {
                kInvDist[k] = 0;
                kInvDist[k + 1] = 0;
                kInvDist[k + 2] = 0;
                kInvSib[k] = 0;
                kInvSib[k + 1] = 0;
                kInvSib[k + 2] = 0;
                continue;
            }
            if (base >= 0) {
                // The parity table (2-bit codes without it go through readInverseTwoBit): entries and siblings.
                for (int f = k; f < k + 3; f++) {
                    int code = heap != null ? TwoBitPruning.code(heap, kInvEntry[f])
                            : TwoBitPruning.code(parts, kInvEntry[f]);
                    kInvDist[f] = code != 0 ? base + code
                            : fallback ? TwoBitPruning.phase1Fallback(t.phase1, t.corners, kInvEntry[f]) : 0;
                }
                for (int f = k; f < k + 3; f++) {
                    long e = kInvEntry[f] ^ 1;
                    int code = heap != null ? TwoBitPruning.code(heap, e) : TwoBitPruning.code(parts, e);
                    kInvSib[f] = code != 0 ? base + code
                            : fallback ? TwoBitPruning.phase1Fallback(t.phase1, t.corners, e) : 0;
                }
                continue;
            } else if (heap != null) {
                for (int f = k; f < k + 3; f++) {
                    kInvDist[f] = AxisTable.nibble(heap, shift, mask, kInvEntry[f]);
                }
            } else {
                for (int f = k; f < k + 3; f++) {
                    kInvDist[f] = AxisTable.nibble(parts, shift, mask, kInvEntry[f]);
                }
            }
            kInvSib[k] = kInvDist[k];
            kInvSib[k + 1] = kInvDist[k + 1];
            kInvSib[k + 2] = kInvDist[k + 2];
        }
    }

    /**
     * Writes the child in {@code slot} as row {@code row}, with its distances. Its corners are made here when the
     * corner pass did not read them: only for the few children that get this far.
     */
    private void accept(int slot, int row) {
        final int p = kParent[slot];
        final int k = slotAxis(slot, 0);
        final int c = rowAxis(row, 0);
        if (kCornersRead[slot]) {
            corners[row] = kCorners[slot];
            rowCorner[row] = kCornerDist[slot];
        } else {
            int cc = t.cornerStep(corners[p], kMove[slot]);
            corners[row] = cc;
            rowCorner[row] = t.cornerDistanceOf(cc, kTwist[k]);
        }
        invCorners[row] = kInvCorners[slot];
        invEdges[row] = kInvEdges[slot];
        for (int a = 0; a < 3; a++) {
            twist[c + a] = kTwist[k + a];
            flipSlice[c + a] = kFlipSlice[k + a];
            split[c + a] = kSplit[k + a];
            rowDist[c + a] = kDist[k + a];
            rowInvDist[c + a] = kInvDist[k + a];
            rowInvSib[c + a] = kInvSib[k + a];
        }
        if (!kRead[slot]) {
            int m = kMove[slot];
            int axis = Coordinates.axis(m);
            // A half turn keeps both; a quarter turn swaps them (the child's inverse has the parity flipped).
            boolean half = isHalfTurn(m);
            rowInvDist[c + axis] = half ? rowInvDist[rowAxis(p, axis)] : rowInvSib[rowAxis(p, axis)];
            rowInvSib[c + axis] = half ? rowInvSib[rowAxis(p, axis)] : rowInvDist[rowAxis(p, axis)];
        }
    }

    /**
     * The row is the solved cube when its inverse is (every accepted row holds its packed inverse).
     */
    private boolean solvedAt(int row) {
        return invCorners[row] == PackedInverse.SOLVED_CORNERS && invEdges[row] == PackedInverse.SOLVED_EDGES;
    }

    /** The lower bound of the root row (for the first IDA* bound). */
    static int lowerBound(OptimalTables t, Root root) {
        int[] siblings = new int[3];
        int[] inverse = new int[3];
        int[] inverseSiblings = new int[3];
        for (int k = 0; k < 3; k++) {
            siblings[k] = t.distanceAt(t.axisIndex(root.flip[k], root.slice[k] / 24, root.twist[k], root.split[k])
                    ^ t.parityMask);
            long inverseEntry = t.axisIndexOfPacked(root.invCorners[k], root.invEdges[k]);
            inverse[k] = t.distanceAt(inverseEntry);
            inverseSiblings[k] = t.distanceAt(inverseEntry ^ t.parityMask);
        }
        int h = Math.max(axesBound(root.dist, siblings), t.cornerDistance(root.cornerPerm, root.twist[0]));
        return Math.max(h, axesBound(inverse, inverseSiblings));
    }

    /**
     * The largest of three axis distances, plus one when they are equal and non-zero and so are their siblings at
     * least (de Bondt, {@link #within}).
     */
    private static int axesBound(int[] d, int[] sib) {
        int h = Math.max(d[0], Math.max(d[1], d[2]));
        return d[0] == d[1] && d[1] == d[2] && d[0] != 0 && sib[0] >= h && sib[1] >= h && sib[2] >= h ? h + 1 : h;
    }

    /** The starting coordinates of a search: per axis flip, slice sorted, twist and exact phase-1 distance. */
    record Root(int[] flip, int[] slice, int[] twist, int[] split, int[] dist, int cornerPerm, long[] invCorners,
            long[] invEdges) {
    }
}

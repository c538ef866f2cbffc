package dev.cubeguide.solve.twophase;

import dev.cubeguide.coord.Coordinates;
import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * The two-phase search of one thread: IDA* in phase 1 on (flip, twist, slice), and for each phase-1 solution an
 * IDA* in phase 2 on (corner permutation, UD-edge permutation, slice order) under the length still allowed.
 *
 * <p>Phase 1 knows every node's exact distance d to its goal. One read of the move-mask table gives a node the
 * moves that lower d and those that keep it; every other move raises it by one. So a node knows its children's
 * distances without reading their entries: with d equal to the moves it has to go (the usual case: 92% of the
 * nodes) its children are exactly the moves that lower d; with slack, the others within reach too. Those levels
 * are taken breadth first so that their reads overlap ({@link #phase1Levels}). The last {@link SearchTables#NEAR}
 * moves of each phase-1 solution come from the precomputed endings of the near states, and the phase-2 starts they
 * lead to are worked out and bounded many at a time ({@link #lastLevel}).
 *
 * <p>Mutable and package-private: one instance per thread, reused across solves, with every array allocated once
 * (the level arrays grow on the rare task that needs more, then stay), so that the search allocates nothing per
 * node.
 */
final class Search {
    static final int MAX_DEPTH = 48;
    private static final int[] PHASE2_MOVES = Coordinates.phase2Moves();
    /** ALLOWED[last face + 1] has bit f set when face f may follow (not the same face, not D after U...). */
    static final int[] ALLOWED = allowedFaces();
    /** ALLOWED as move masks: bit m set when move m may follow a move of the last face. */
    private static final int[] ALLOWED_MOVES = allowedMoves();
    private final SearchTables t;
    private final int[] moves1 = new int[MAX_DEPTH];
    // The far levels of one task, breadth first (phase1Levels): per node its coordinates, phase-1 distance, corners
    // and slice order, parent, last move and closer moves; grown when a task needs more.
    private int[] lvTwist = new int[1 << 12];
    private int[] lvFlip = new int[1 << 12];
    private int[] lvSlice = new int[1 << 12];
    private int[] lvClassSym = new int[1 << 12];
    private int[] lvDist = new int[1 << 12];
    private int[] lvCorner = new int[1 << 12];
    private int[] lvSorted = new int[1 << 12];
    private int[] lvParent = new int[1 << 12];
    private int[] lvMove = new int[1 << 12];
    private int[] lvCloser = new int[1 << 12];
    /** The moves that keep the distance, worked out for the nodes with slack only. */
    private int[] lvLevel = new int[1 << 12];
    /** The move-mask table's entries, as read (before the symmetry is applied). */
    private long[] lvMasks = new long[1 << 12];
    /** The U and D edges (for the phase-2 starts of the last level's leaves). */
    private int[] lvU = new int[1 << 12];
    private int[] lvD = new int[1 << 12];
    /**
     * The most nodes the level arrays hold before the far levels are split ({@link #levelsFrom}): about 15 MB of
     * arrays per thread, whatever the target length or slack.
     */
    static final int MAX_LEVEL_NODES = 1 << 18;
    /** The limit new searches take (tests lower it to make the split happen on small tasks). */
    static volatile int levelNodeLimit = MAX_LEVEL_NODES;
    private final int maxLevelNodes = levelNodeLimit;
    /** The last far level is taken this many nodes at a time ({@link #lastLevel}). */
    private static final int CHUNK = 64;
    // One chunk's children (NEAR moves to go): parent, move, corners, slice order and their endings' range.
    private final int[] chParent = new int[CHUNK * 18];
    private final int[] chMove = new int[CHUNK * 18];
    private final int[] chCorner = new int[CHUNK * 18];
    private final int[] chSorted = new int[CHUNK * 18];
    private final int[] chFrom = new int[CHUNK * 18];
    private final int[] chTo = new int[CHUNK * 18];
    // One chunk's leaves (phase-1 solutions) that pass the corner bound: child, ending, phase-2 start, bound.
    private int[] lfChild = new int[1 << 10];
    private int[] lfEnding = new int[1 << 10];
    private int[] lfCorner = new int[1 << 10];
    private int[] lfSorted = new int[1 << 10];
    private int[] lfU = new int[1 << 10];
    private int[] lfD = new int[1 << 10];
    private int[] lfBound = new int[1 << 10];
    // Phase-2 start coordinates along the phase-1 path of a task of at most NEAR moves (phase1Endings; longer tasks
    // keep theirs in the level and chunk arrays): corners (class << 4 | symmetry) and slice order follow each move;
    // the U and D edges only for the starts that pass the corner bound, valid up to depth 'validEdges'.
    private final int[] cornerAt = new int[MAX_DEPTH + 1];
    private final int[] uAt = new int[MAX_DEPTH + 1];
    private final int[] dAt = new int[MAX_DEPTH + 1];
    private final int[] sortedAt = new int[MAX_DEPTH + 1];
    private int validEdges;
    /** Phase 2's corners as class << 4 | symmetry, its UD edges and slice order raw. */
    private final int[] corner2 = new int[MAX_DEPTH + 1];
    private final int[] edge2 = new int[MAX_DEPTH + 1];
    private final int[] slice2 = new int[MAX_DEPTH + 1];
    private final int[] moves2 = new int[MAX_DEPTH];
    private Job job;
    /** The move-mask table for this solve: its mapping and, once made, its heap copy (else null). */
    private ByteBuffer moveMaskTable;
    private byte[] moveMaskCopy;
    private Direction dir;
    private long nodes;
    private int task;
    /** Profiling counters (only with -Dcubeguide.twophase.stats=true; constant-folded away otherwise). */
    static final boolean STATS = Boolean.getBoolean("cubeguide.twophase.stats");
    /** [0..31] phase-1 nodes by togo, [32..63] phase-1 nodes by task length, [64..] leaf outcomes. */
    final long[] stats = new long[128];

    Search(SearchTables tables) {
        this.t = tables;
    }

    private static int[] allowedFaces() {
        int[] allowed = new int[7];
        allowed[0] = 0x3F;
        for (int last = 0; last < 6; last++) {
            int mask = 0;
            for (int f = 0; f < 6; f++) {
                // Same face never; opposite faces only in one order (U before D, R before L, F before B).
                if (f != last && !(f == last - 3)) {
                    mask |= 1 << f;
                }
            }
            allowed[last + 1] = mask;
        }
        return allowed;
    }

    private static int[] allowedMoves() {
        int[] out = new int[7];
        for (int i = 0; i < 7; i++) {
            for (int m = 0; m < 18; m++) {
                if ((ALLOWED[i] >>> (m / 3) & 1) != 0) {
                    out[i] |= 1 << m;
                }
            }
        }
        return out;
    }

    /** Works on the job's tasks until none is left or the job stops; returns the nodes visited. */
    long run(Job job) {
        this.job = job;
        moveMaskTable = t.moveMaskTable();
        moveMaskCopy = t.moveMaskCopy();
        nodes = 0;
        for (int task = job.nextTask(); task >= 0; task = job.nextTask()) {
            dir = job.direction(task & 0xFFFF);
            this.task = task;
            int length = (task >>> 16) - dir.extra();
            if (dir.duplicate || length < dir.lowerBound || length < dir.distance()
                    || length + dir.extra() > job.cap()) {
                continue;
            }
            sortedAt[0] = dir.slice;
            cornerAt[0] = t.cornerClassSym[dir.corner];
            uAt[0] = dir.uEdges;
            dAt[0] = dir.dEdges;
            validEdges = 0;
            boolean stop = length > SearchTables.NEAR ? phase1Levels(length)
                    : length == 0 ? phase2Start(0) : phase1Endings(length);
            if (stop) {
                break;
            }
        }
        this.job = null;
        this.dir = null;
        return nodes;
    }

    /**
     * The phase-1 search of a task of {@code length} moves (more than {@link SearchTables#NEAR}) from the start at
     * depth 0, as the depth-first search would do it but with its far levels (the nodes at least NEAR + 1 moves
     * from the end) taken breadth first: each level's move-mask entries, and its nodes' reads for the next level,
     * are read in loops without branches on what they read, so the processor keeps many of those cache misses in
     * flight at once instead of waiting for each in turn. The nodes of each level are kept in the depth-first order
     * (by parent, then by move), and the last far level goes on in chunks of nodes in that order
     * ({@link #lastLevel}), so the phase-1 solutions, and the solutions, come in the same order as a depth-first
     * search gives them.
     */
    private boolean phase1Levels(int length) {
        lvTwist[0] = dir.twist;
        lvFlip[0] = dir.flip;
        lvSlice[0] = dir.slice / 24;
        lvClassSym[0] = t.flipSliceClassSym[lvSlice[0] << 11 | lvFlip[0]];
        lvDist[0] = dir.distance();
        lvCorner[0] = cornerAt[0];
        lvSorted[0] = sortedAt[0];
        lvU[0] = uAt[0];
        lvD[0] = dAt[0];
        lvParent[0] = -1;
        lvMove[0] = -1;
        return levelsFrom(0, 1, 1, 0, length, false);
    }

    /**
     * The far levels below the nodes {@code from..to-1} at depth {@code level}, breadth first, writing the new levels
     * from {@code free} on. When the next level would take the level arrays past {@link #MAX_LEVEL_NODES} (many
     * moves of slack, as with a low target length), the nodes are taken one at a time instead, each with the levels
     * below it breadth first: the same nodes in the same depth-first order, with the arrays bounded by
     * MAX_LEVEL_NODES plus 18 nodes per nested split (at most one per depth). {@code masksReady} says the nodes'
     * move masks are already worked out (by the caller that split them). True when the job should stop.
     */
    private boolean levelsFrom(int from, int to, int free, int level, int length, boolean masksReady) {
        for (;; level++) {
            int togo = length - level;
            if (!masksReady) {
                for (int i = from; i < to; i++) {
                    lvCloser[i] = t.phase1IndexOf(lvClassSym[i], lvTwist[i]);
                }
                for (int i = from; i < to; i++) {
                    lvMasks[i] = SearchTables.moveMasks(moveMaskCopy, moveMaskTable, lvCloser[i]);
                }
                for (int i = from; i < to; i++) {
                    long masks = lvMasks[i];
                    int sym = lvClassSym[i] & 15;
                    if (lvDist[i] < togo) {
                        lvLevel[i] = SearchTables.levelMoves(masks, sym);
                    }
                    lvCloser[i] = SearchTables.closerMoves(masks, sym);
                }
                long before = nodes;
                nodes += to - from;
                if (job.checkStop(before, nodes)) {
                    return true;
                }
                if (STATS) {
                    stats[togo] += to - from;
                    stats[32 + length] += to - from;
                    for (int i = from; i < to && togo > SearchTables.NEAR + 1; i++) {
                        stats[90 + Math.min(3, togo - lvDist[i])]++;
                    }
                }
            }
            masksReady = false;
            if (togo == SearchTables.NEAR + 1) {
                for (int chunk = from; chunk < to; chunk += CHUNK) {
                    if (lastLevel(chunk, Math.min(to, chunk + CHUNK), level, length) || job.stopped()) {
                        return true;
                    }
                }
                return false;
            }
            if (to - from > 1 && free + childCount(from, to, togo) > maxLevelNodes) {
                for (int i = from; i < to; i++) {
                    if (levelsFrom(i, i + 1, free, level, length, true) || job.stopped()) {
                        return true;
                    }
                }
                return false;
            }
            int next = expandLevel(from, to, free, togo);
            if (next == free) {
                return false;
            }
            from = free;
            to = next;
            free = next;
        }
    }

    /** The number of children the nodes {@code from..to-1}, with {@code togo} moves to go, have within reach. */
    private int childCount(int from, int to, int togo) {
        int count = 0;
        for (int i = from; i < to; i++) {
            count += Integer.bitCount(movesWithin(lvDist[i], togo, lvCloser[i], lvLevel[i]) & allowedAfter(lvMove[i]));
        }
        return count;
    }

    /** The moves that may follow move m (-1 at the start). */
    private static int allowedAfter(int m) {
        return ALLOWED_MOVES[m < 0 ? 0 : m / 3 + 1];
    }

    /**
     * The moves to search from a node with distance d and {@code togo} moves to go, given the moves that lower and
     * keep its distance: without slack the moves that lower it, with one move of slack those and the moves that keep
     * it, with more every move (each child is within reach).
     */
    private static int movesWithin(int d, int togo, int closer, int level) {
        int slack = togo - d;
        return slack == 0 ? closer : slack == 1 ? closer | level : -1;
    }

    /**
     * Writes the children of the level's nodes {@code from..to-1} (with {@code togo} moves to go) from {@code free}
     * on, in order; returns the end of the new level. Each child's distance is its parent's, lowered by a closer move,
     * kept by a level move and raised by one by any other ({@link #movesWithin} keeps the children within reach).
     * The children are listed first (parent, move, distance: no table reads), then their coordinates are worked out
     * in loops of a few independent reads each, so that many of those reads' cache misses are in flight together.
     */
    private int expandLevel(int from, int to, int free, int togo) {
        int next = free;
        for (int i = from; i < to; i++) {
            int d = lvDist[i];
            int closer = lvCloser[i];
            int level = lvLevel[i];
            int moves = movesWithin(d, togo, closer, level) & allowedAfter(lvMove[i]);
            for (int mask = moves; mask != 0; mask &= mask - 1) {
                int m = Integer.numberOfTrailingZeros(mask);
                if (next == lvTwist.length) {
                    growLevels();
                }
                lvDist[next] = d + ((closer >>> m & 1) != 0 ? -1 : (level >>> m & 1) != 0 ? 0 : 1);
                lvParent[next] = i;
                lvMove[next] = m;
                next++;
            }
        }
        for (int k = free; k < next; k++) {
            lvClassSym[k] = t.classSymAfter(lvClassSym[lvParent[k]], lvMove[k]);
        }
        for (int k = free; k < next; k++) {
            int i = lvParent[k];
            int m = lvMove[k];
            lvTwist[k] = t.twistMove[lvTwist[i] * 18 + m];
            lvFlip[k] = t.flipMove[lvFlip[i] * 18 + m];
            lvSlice[k] = t.slicePosMove[lvSlice[i] * 18 + m];
        }
        for (int k = free; k < next; k++) {
            int i = lvParent[k];
            int m = lvMove[k];
            lvCorner[k] = t.cornerAfter(lvCorner[i], m);
            lvSorted[k] = t.sliceMove[lvSorted[i] * 18 + m];
        }
        for (int k = free; k < next; k++) {
            int i = lvParent[k];
            int m = lvMove[k];
            lvU[k] = t.uEdgesMove[lvU[i] * 18 + m];
            lvD[k] = t.dEdgesMove[lvD[i] * 18 + m];
        }
        return next;
    }

    /** How many nodes the level arrays can hold now (they grow on demand, up to about the limit). */
    int levelCapacity() {
        return lvTwist.length;
    }

    private void growLevels() {
        int n = 2 * lvTwist.length;
        lvTwist = Arrays.copyOf(lvTwist, n);
        lvFlip = Arrays.copyOf(lvFlip, n);
        lvSlice = Arrays.copyOf(lvSlice, n);
        lvClassSym = Arrays.copyOf(lvClassSym, n);
        lvDist = Arrays.copyOf(lvDist, n);
        lvCorner = Arrays.copyOf(lvCorner, n);
        lvSorted = Arrays.copyOf(lvSorted, n);
        lvParent = Arrays.copyOf(lvParent, n);
        lvMove = Arrays.copyOf(lvMove, n);
        lvCloser = Arrays.copyOf(lvCloser, n);
        lvLevel = Arrays.copyOf(lvLevel, n);
        lvU = Arrays.copyOf(lvU, n);
        lvMasks = Arrays.copyOf(lvMasks, n);
        lvD = Arrays.copyOf(lvD, n);
    }

    /**
     * The nodes {@code from..to-1} of the last far level (at depth {@code level}, NEAR + 1 moves from the end of
     * the task's phase-1 solutions of {@code length} moves), in stages, each a loop over all of them whose reads do
     * not depend on one another, so that their cache misses overlap: their children and the children's endings;
     * along each ending the corners and slice order, and the corner bound of the phase-2 start it leaves; for the
     * starts within that bound, the U and D edges a move at a time for all of them, and the edge bounds. Then phase 2
     * from each start within its bounds, in the order of the depth-first search, so that the solutions come in the
     * same order. True when the job should stop.
     */
    private boolean lastLevel(int from, int to, int level, int length) {
        int togo = SearchTables.NEAR + 1;
        int children = 0;
        for (int i = from; i < to; i++) {
            for (int mask = movesWithin(lvDist[i], togo, lvCloser[i], lvLevel[i]) & allowedAfter(lvMove[i]); mask != 0;
                    mask &= mask - 1) {
                chParent[children] = i;
                chMove[children++] = Integer.numberOfTrailingZeros(mask);
            }
        }
        for (int c = 0; c < children; c++) {
            int i = chParent[c];
            int m = chMove[c];
            chFrom[c] = t.nearStartOf(t.twistMove[lvTwist[i] * 18 + m], t.flipMove[lvFlip[i] * 18 + m],
                    t.slicePosMove[lvSlice[i] * 18 + m]);
            chCorner[c] = t.cornerAfter(lvCorner[i], m);
            chSorted[c] = t.sliceMove[lvSorted[i] * 18 + m];
        }
        for (int c = 0; c < children; c++) {
            int start = chFrom[c];
            chFrom[c] = t.endingsFrom(start, SearchTables.NEAR);
            chTo[c] = t.endingsTo(start, SearchTables.NEAR);
        }
        int budget = job.cap() - length - dir.extra();
        // The endings the search takes (their first move may follow the child's), listed with the child's corners
        // and slice order; then followed a move at a time for all of them; then those whose corner bound is within
        // the budget kept, in order.
        int count = 0;
        for (int c = 0; c < children; c++) {
            int allowed = allowedAfter(chMove[c]);
            for (int k = chFrom[c]; k < chTo[c]; k++) {
                int entry = t.suffixes[k];
                if ((allowed >>> (entry & 31) & 1) == 0) {
                    continue;
                }
                if (count == lfChild.length) {
                    growLeaves();
                }
                lfChild[count] = c;
                lfEnding[count] = entry;
                lfCorner[count] = chCorner[c];
                lfSorted[count++] = chSorted[c];
                // As many nodes as the depth-first search visits: the moves not shared with the ending before.
                long before = nodes;
                nodes += SearchTables.NEAR - (entry >>> SearchTables.SUFFIX_SHARED_SHIFT);
                if (job.checkStop(before, nodes)) {
                    return true;
                }
            }
        }
        for (int j = 0; j < SearchTables.NEAR; j++) {
            int shift = SearchTables.SUFFIX_MOVE_BITS * j;
            for (int e = 0; e < count; e++) {
                int m = lfEnding[e] >>> shift & 31;
                lfCorner[e] = t.cornerAfter(lfCorner[e], m);
                lfSorted[e] = t.sliceMove[lfSorted[e] * 18 + m];
            }
        }
        int leaves = 0;
        for (int e = 0; e < count; e++) {
            int bound = t.cornerSliceDistance(lfCorner[e], lfSorted[e]);
            lfChild[leaves] = lfChild[e];
            lfEnding[leaves] = lfEnding[e];
            lfCorner[leaves] = lfCorner[e];
            lfSorted[leaves] = lfSorted[e];
            lfBound[leaves] = bound;
            leaves += bound <= budget ? 1 : 0;
        }
        if (STATS) {
            stats[64] += count;
            stats[65] += count;
            stats[66] += leaves;
        }
        // The U and D edges of the starts, a move at a time for all of them: the child's move, then the ending's.
        for (int p = 0; p < leaves; p++) {
            int c = lfChild[p];
            int i = chParent[c];
            lfU[p] = t.uEdgesMove[lvU[i] * 18 + chMove[c]];
            lfD[p] = t.dEdgesMove[lvD[i] * 18 + chMove[c]];
        }
        for (int j = 0; j < SearchTables.NEAR; j++) {
            int shift = SearchTables.SUFFIX_MOVE_BITS * j;
            for (int p = 0; p < leaves; p++) {
                int m = lfEnding[p] >>> shift & 31;
                lfU[p] = t.uEdgesMove[lfU[p] * 18 + m];
                lfD[p] = t.dEdgesMove[lfD[p] * 18 + m];
            }
        }
        for (int p = 0; p < leaves; p++) {
            int edge = t.udEdgesMerge[lfU[p] * 24 + lfD[p] % 24];
            lfU[p] = edge;
            int edgeBound = Math.max(t.edgeSlice[edge * 24 + lfSorted[p]], t.phase2Bound(lfCorner[p], edge));
            lfBound[p] = Math.max(lfBound[p], edgeBound);
        }
        for (int p = 0; p < leaves; p++) {
            budget = job.cap() - length - dir.extra();
            if (lfBound[p] > budget) {
                continue;
            }
            int c = lfChild[p];
            pathTo(chParent[c], level);
            moves1[level] = chMove[c];
            for (int j = 0; j < SearchTables.NEAR; j++) {
                moves1[level + 1 + j] = lfEnding[p] >>> (SearchTables.SUFFIX_MOVE_BITS * j) & 31;
            }
            if (phase2From(length, lfCorner[p], lfU[p], lfSorted[p], lfBound[p], budget) || job.stopped()) {
                return true;
            }
        }
        return false;
    }

    private void growLeaves() {
        int n = 2 * lfChild.length;
        lfChild = Arrays.copyOf(lfChild, n);
        lfEnding = Arrays.copyOf(lfEnding, n);
        lfCorner = Arrays.copyOf(lfCorner, n);
        lfSorted = Arrays.copyOf(lfSorted, n);
        lfU = Arrays.copyOf(lfU, n);
        lfD = Arrays.copyOf(lfD, n);
        lfBound = Arrays.copyOf(lfBound, n);
    }

    /** Writes the moves from the start to level node i (at depth {@code depth}) into moves1. */
    private void pathTo(int i, int depth) {
        for (int k = depth - 1, j = i; k >= 0; k--, j = lvParent[j]) {
            moves1[k] = lvMove[j];
        }
    }

    /**
     * A task of {@code togo} moves (1 to {@link SearchTables#NEAR}): its phase-1 solutions are the start's endings,
     * from the near state's list in the order a depth-first search meets them, so only the corners and the slice
     * order are followed along each (from the first move where it differs from the ending before), and each goes to
     * phase 2.
     */
    private boolean phase1Endings(int togo) {
        int start = t.nearStartOf(dir.twist, dir.flip, dir.slice / 24);
        int from = t.endingsFrom(start, togo);
        int to = t.endingsTo(start, togo);
        for (int k = from; k < to; k++) {
            int entry = t.suffixes[k];
            int first = entry >>> SearchTables.SUFFIX_SHARED_SHIFT;
            for (int j = first; j < togo; j++) {
                int m = entry >>> (SearchTables.SUFFIX_MOVE_BITS * j) & 31;
                moves1[j] = m;
                cornerAt[j + 1] = t.cornerAfter(cornerAt[j], m);
                sortedAt[j + 1] = t.sliceMove[sortedAt[j] * 18 + m];
                if (STATS) {
                    stats[togo - j]++;
                    stats[32 + togo]++;
                }
            }
            if (validEdges > first) {
                validEdges = first;
            }
            long before = nodes;
            nodes += togo - first;
            if (job.checkStop(before, nodes)) {
                return true;
            }
            if (phase2Start(togo) || job.stopped()) {
                return true;
            }
        }
        return false;
    }

    /** At the end of a phase-1 solution of length n: tries phase 2 within the remaining length. */
    private boolean phase2Start(int n) {
        // A phase-1 solution ending in a phase-2 move has a shorter one that was tried already.
        if (STATS) {
            stats[64]++;
        }
        if (n > 0 && Coordinates.isPhase2Move(moves1[n - 1])) {
            return false;
        }
        int budget = job.cap() - n - dir.extra();
        if (budget < 0) {
            return false;
        }
        if (STATS) {
            stats[65]++;
        }
        int corner = cornerAt[n];
        int sl = sortedAt[n];
        int bound = t.cornerSliceDistance(corner, sl);
        if (bound > budget) {
            return false;
        }
        if (STATS) {
            stats[66]++;
        }
        // The U and D edges only for starts that pass the corner bound.
        for (int i = validEdges; i < n; i++) {
            int m = moves1[i];
            uAt[i + 1] = t.uEdgesMove[uAt[i] * 18 + m];
            dAt[i + 1] = t.dEdgesMove[dAt[i] * 18 + m];
        }
        validEdges = n;
        int edge = t.udEdgesMerge[uAt[n] * 24 + dAt[n] % 24];
        bound = Math.max(bound, t.edgeSlice[edge * 24 + sl]);
        if (bound > budget) {
            return false;
        }
        if (STATS) {
            stats[67]++;
        }
        bound = Math.max(bound, t.phase2Bound(corner, edge));
        if (bound > budget) {
            return false;
        }
        return phase2From(n, corner, edge, sl, bound, budget);
    }

    /**
     * Phase 2 from the end of a phase-1 solution of length n (in moves1), whose phase-2 start (corners as class and
     * symmetry, UD edges, slice order) is at least {@code bound} and at most {@code budget} moves from solved:
     * true when the job should stop.
     */
    private boolean phase2From(int n, int corner, int edge, int sl, int bound, int budget) {
        if (STATS) {
            stats[68]++;
            stats[70 + budget - bound]++;
        }
        corner2[0] = corner;
        edge2[0] = edge;
        slice2[0] = sl;
        int lastFace = n == 0 ? -1 : moves1[n - 1] / 3;
        for (int length = bound; length <= budget; length++) {
            if (phase2(0, length, lastFace)) {
                if (STATS) {
                    stats[100] = n;
                    stats[101] = dir.preMove >= 0 ? 1 : 0;
                    stats[102] = task;
                }
                return job.record(dir, moves1, n, moves2, length);
            }
        }
        return false;
    }

    /** Phase-2 IDA* step; true when a solution of exactly the given length was completed. */
    private boolean phase2(int n, int togo, int lastFace) {
        if (togo == 0) {
            return corner2[n] >>> 4 == t.solvedCornerClass && edge2[n] == 0 && slice2[n] == 0;
        }
        nodes++;
        if (STATS) {
            stats[69]++;
        }
        int allowed = ALLOWED[lastFace + 1];
        int c0 = corner2[n];
        int e0 = edge2[n];
        int s0 = slice2[n];
        for (int k = 0; k < PHASE2_MOVES.length; k++) {
            int m = PHASE2_MOVES[k];
            int face = m / 3;
            if ((allowed >>> face & 1) == 0) {
                continue;
            }
            int c = t.cornerAfter(c0, m);
            int s = t.sliceMove[s0 * 18 + m];
            if (t.cornerSliceDistance(c, s) >= togo) {
                continue;
            }
            int e = t.udEdgeMove[e0 * 18 + m];
            if (t.edgeSlice[e * 24 + s] >= togo || t.phase2Bound(c, e) >= togo) {
                continue;
            }
            corner2[n + 1] = c;
            edge2[n + 1] = e;
            slice2[n + 1] = s;
            moves2[n] = m;
            if (phase2(n + 1, togo - 1, face)) {
                return true;
            }
        }
        return false;
    }
}

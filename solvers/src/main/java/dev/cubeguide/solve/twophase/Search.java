package dev.cubeguide.solve.twophase;

import static dev.cubeguide.solve.twophase.SearchTables.NEAR;

import dev.cubeguide.coord.ClassSym;
import dev.cubeguide.coord.Coordinates;

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
 * (the level and leaf arrays grow on the rare task that needs more, then stay), so that the search allocates
 * nothing per node. The hot loops read the holders' arrays into locals first, so that each loop indexes plain
 * arrays.
 */
abstract class Search {
    static final int MAX_DEPTH = 48;
    private static final int[] PHASE2_MOVES = Coordinates.phase2Moves();
    /** ALLOWED[last face + 1] has bit f set when face f may follow (not the same face, not D after U...). */
    static final int[] ALLOWED = allowedFaces();
    /** ALLOWED as move masks: bit m set when move m may follow a move of the last face. */
    private static final int[] ALLOWED_MOVES = allowedMoves();
    /**
     * The most nodes the level arrays hold before the far levels are split ({@link #levelsFrom}): about 14 MB of
     * arrays per thread, whatever the target length or slack.
     */
    static final int MAX_LEVEL_NODES = 1 << 18;
    /** The limit new searches take (tests lower it to make the split happen on small tasks). */
    static volatile int levelNodeLimit = MAX_LEVEL_NODES;
    private final int maxLevelNodes = levelNodeLimit;
    /** The last far level is taken this many nodes at a time ({@link #lastLevel}). */
    private static final int CHUNK = 64;
    /** What {@link #listEndings} returns when the job should stop. */
    private static final int STOPPED = -1;
    final SearchTables t;
    /** The phase-1 moves from the start, up to the current node or phase-1 solution. */
    final int[] moves1 = new int[MAX_DEPTH];
    /** The far levels of one task, breadth first ({@link #phase1Levels}). */
    final Levels levels = new Levels(1 << 12);
    /** One chunk's children, NEAR moves to go ({@link #lastLevel}). */
    private final Children children = new Children(CHUNK);
    /** One chunk's phase-1 solutions ({@link #lastLevel}). */
    private final Leaves leaves = new Leaves(1 << 10);
    // Phase-2 start coordinates along the phase-1 path of a task of at most NEAR moves (endings; longer tasks
    // keep theirs in the level, child and leaf arrays): corners (ClassSym) and slice order follow each move; the U
    // and D edges only for the starts that pass the corner bound, valid up to depth 'validEdges'.
    final int[] cornerAt = new int[MAX_DEPTH + 1];
    private final int[] uAt = new int[MAX_DEPTH + 1];
    private final int[] dAt = new int[MAX_DEPTH + 1];
    final int[] sortedAt = new int[MAX_DEPTH + 1];
    int validEdges;
    /** For a direction's start coordinates, worked out when it is first searched. */
    private final int[] scratch = new int[12];
    /** Phase 2's path: corners as ClassSym, its UD edges and slice order raw, and its moves. */
    private final int[] corner2 = new int[MAX_DEPTH + 1];
    private final int[] edge2 = new int[MAX_DEPTH + 1];
    private final int[] slice2 = new int[MAX_DEPTH + 1];
    private final int[] moves2 = new int[MAX_DEPTH];
    Job job;
    Direction dir;
    private long nodes;
    private int task;
    /** Profiling counters (only with -Dcubeguide.twophase.stats=true; constant-folded away otherwise). */
    static final boolean STATS = Boolean.getBoolean("cubeguide.twophase.stats");
    /** The counters, laid out as {@link SearchStats} says. */
    final long[] stats = new long[SearchStats.SIZE];

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
    final long run(Job job) {
        this.job = job;
        beginSolve();
        nodes = 0;
        for (int task = job.nextTask(); task >= 0; task = job.nextTask()) {
            dir = job.direction(Task.direction(task));
            this.task = task;
            int length = Task.length(task) - dir.extra();
            if (dir.duplicate || length < dir.lowerBound || length < dir.distance()
                    || length + dir.extra() > job.cap()) {
                continue;
            }
            sortedAt[0] = dir.slice;
            cornerAt[0] = t.cornerClassSym[dir.corner(scratch)];
            uAt[0] = dir.uEdges(scratch);
            dAt[0] = dir.dEdges(scratch);
            validEdges = 0;
            if (phase1(length)) {
                break;
            }
        }
        this.job = null;
        this.dir = null;
        return nodes;
    }

    /** Called at the start of each solve (the JVM's search takes its move-mask table then). */
    void beginSolve() {
    }

    /**
     * The phase-1 search of the current task, {@code length} moves from its direction's start, each phase-1 solution
     * continued by phase 2; true when the job should stop.
     */
    boolean phase1(int length) {
        return length > NEAR ? phase1Levels(length)
                : length == 0 ? phase2Start(0) : endings(0, length, t.nearStartOf(dir.twist, dir.flip, dir.slice / 24));
    }

    /** Counts {@code added} nodes visited; true when the job should stop (the one stop check of the search). */
    final boolean addNodes(int added) {
        long before = nodes;
        nodes += added;
        return job.checkStop(before, nodes);
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
        Levels lv = levels;
        lv.twist[0] = dir.twist;
        lv.flip[0] = dir.flip;
        lv.slicePos[0] = dir.slice / 24;
        lv.flipSlice[0] = t.flipSliceOf(lv.slicePos[0], lv.flip[0]);
        lv.dist[0] = dir.distance();
        lv.corner[0] = cornerAt[0];
        lv.sliceSorted[0] = sortedAt[0];
        lv.parent[0] = -1;
        lv.move[0] = -1;
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
                readMoveMasks(from, to, togo);
                if (addNodes(to - from)) {
                    return true;
                }
                if (STATS) {
                    countLevel(from, to, togo, length);
                }
            }
            masksReady = false;
            if (togo == NEAR + 1) {
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

    /**
     * The closer moves of the level nodes {@code from..to-1} (with {@code togo} moves to go), and their level moves
     * where they have slack, into the level arrays: from the move-mask table ({@link MaskSearch}, the JVM's) or from
     * the children's distances ({@link ResidueSearch}, the browser's full set).
     */
    abstract void readMoveMasks(int from, int to, int togo);

    private void countLevel(int from, int to, int togo, int length) {
        stats[SearchStats.NODES_BY_TOGO + togo] += to - from;
        stats[SearchStats.NODES_BY_LENGTH + length] += to - from;
        for (int i = from; i < to && togo > NEAR + 1; i++) {
            stats[SearchStats.FAR_BY_SLACK + Math.min(3, togo - levels.dist[i])]++;
        }
    }

    /** The number of children the nodes {@code from..to-1}, with {@code togo} moves to go, have within reach. */
    private int childCount(int from, int to, int togo) {
        final Levels lv = levels;
        int count = 0;
        for (int i = from; i < to; i++) {
            count += Integer.bitCount(movesWithin(lv.dist[i], togo, lv.closer[i], lv.level[i]) & allowedAfter(lv.move[i]));
        }
        return count;
    }

    /** The moves that may follow move m (-1 at the start). */
    static int allowedAfter(int m) {
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

    /** The distance of the child by move m of a node with distance d, closer moves and level moves. */
    private static int childDistance(int d, int closer, int level, int m) {
        return d + ((closer >>> m & 1) != 0 ? -1 : (level >>> m & 1) != 0 ? 0 : 1);
    }

    /**
     * Writes the children of the level's nodes {@code from..to-1} (with {@code togo} moves to go) from {@code free}
     * on, in order; returns the end of the new level. Each child's distance is its parent's, lowered by a closer move,
     * kept by a level move and raised by one by any other ({@link #movesWithin} keeps the children within reach).
     * The children are listed first (parent, move, distance: no table reads), then their coordinates are worked out
     * in loops of a few independent reads each, so that many of those reads' cache misses are in flight together.
     */
    private int expandLevel(int from, int to, int free, int togo) {
        int next = listChildren(from, to, free, togo);
        followChildren(free, next);
        return next;
    }

    /** Lists the children of the nodes {@code from..to-1} from {@code free} on: parent, move, distance. */
    private int listChildren(int from, int to, int free, int togo) {
        final Levels lv = levels;
        int[] dist = lv.dist;
        int[] closers = lv.closer;
        int[] levelMoves = lv.level;
        int[] parent = lv.parent;
        int[] move = lv.move;
        int next = free;
        for (int i = from; i < to; i++) {
            int d = dist[i];
            int closer = closers[i];
            int level = levelMoves[i];
            int moves = movesWithin(d, togo, closer, level) & allowedAfter(move[i]);
            for (int mask = moves; mask != 0; mask &= mask - 1) {
                int m = Integer.numberOfTrailingZeros(mask);
                if (next == dist.length) {
                    lv.grow();
                    dist = lv.dist;
                    closers = lv.closer;
                    levelMoves = lv.level;
                    parent = lv.parent;
                    move = lv.move;
                }
                dist[next] = childDistance(d, closer, level, m);
                parent[next] = i;
                move[next] = m;
                next++;
            }
        }
        return next;
    }

    /** How many nodes the level arrays can hold now (they grow on demand, up to about the limit). */
    int levelCapacity() {
        return levels.twist.length;
    }

    /** The coordinates of the listed children {@code from..to-1}, from their parents'. */
    private void followChildren(int from, int to) {
        final SearchTables tb = t;
        final Levels lv = levels;
        final int[] parent = lv.parent;
        final int[] move = lv.move;
        final int[] flipSlice = lv.flipSlice;
        for (int k = from; k < to; k++) {
            flipSlice[k] = tb.classSymAfter(flipSlice[parent[k]], move[k]);
        }
        final int[] twist = lv.twist;
        final int[] flip = lv.flip;
        final int[] slicePos = lv.slicePos;
        for (int k = from; k < to; k++) {
            int i = parent[k];
            int m = move[k];
            twist[k] = tb.twistAfter(twist[i], m);
            flip[k] = tb.flipAfter(flip[i], m);
            slicePos[k] = tb.slicePosAfter(slicePos[i], m);
        }
        final int[] corner = lv.corner;
        final int[] sliceSorted = lv.sliceSorted;
        for (int k = from; k < to; k++) {
            int i = parent[k];
            int m = move[k];
            corner[k] = tb.cornerAfter(corner[i], m);
            sliceSorted[k] = tb.sliceAfter(sliceSorted[i], m);
        }
    }

    /**
     * The nodes {@code from..to-1} of the last far level (at depth {@code level}, NEAR + 1 moves from the end of
     * the task's phase-1 solutions of {@code length} moves), in stages, each a loop over all of them whose reads do
     * not depend on one another, so that their cache misses overlap:
     * <ol>
     * <li>their children, and the range of each child's endings ({@link #lastChildren});
     * <li>the endings the search takes ({@link #listEndings}), and the corners and slice order along every one
     * ({@link #followEndings});
     * <li>the corner bound of the phase-2 start each leaves, keeping those within the length allowed
     * ({@link #keepWithinCornerBound});
     * <li>for those starts, the U and D edges, a move at a time for all of them ({@link #followEdges});
     * <li>the edge bounds ({@link #addEdgeBounds});
     * <li>phase 2 from each start within its bounds, in the order of the depth-first search, so that the solutions
     * come in the same order ({@link #phase2InOrder}).
     * </ol>
     * True when the job should stop.
     */
    private boolean lastLevel(int from, int to, int level, int length) {
        int childCount = lastChildren(from, to);
        int budget = job.cap() - length - dir.extra();
        int count = listEndings(childCount);
        if (count == STOPPED) {
            return true;
        }
        followEndings(count);
        int passed = keepWithinCornerBound(count, budget);
        if (STATS) {
            stats[SearchStats.LEAVES] += count;
            stats[SearchStats.LEAVES_ALLOWED] += count;
            stats[SearchStats.CORNER_BOUND_PASSED] += passed;
        }
        followEdges(passed, level);
        addEdgeBounds(passed);
        return phase2InOrder(passed, level, length);
    }

    /**
     * Stage 1: the children of the level nodes {@code from..to-1} (NEAR moves to go) into {@link #children}, with
     * their corners, slice order and the range of their endings of NEAR moves; returns how many.
     */
    private int lastChildren(int from, int to) {
        final SearchTables tb = t;
        final Levels lv = levels;
        final Children ch = children;
        final int[] parent = ch.parent;
        final int[] move = ch.move;
        int togo = NEAR + 1;
        int count = 0;
        for (int i = from; i < to; i++) {
            for (int mask = movesWithin(lv.dist[i], togo, lv.closer[i], lv.level[i]) & allowedAfter(lv.move[i]);
                    mask != 0; mask &= mask - 1) {
                parent[count] = i;
                move[count++] = Integer.numberOfTrailingZeros(mask);
            }
        }
        final int[] twist = lv.twist;
        final int[] flip = lv.flip;
        final int[] slicePos = lv.slicePos;
        final int[] corner = lv.corner;
        final int[] sliceSorted = lv.sliceSorted;
        final int[] endingsFrom = ch.from;
        final int[] endingsTo = ch.to;
        final int[] childCorner = ch.corner;
        final int[] childSorted = ch.sliceSorted;
        for (int c = 0; c < count; c++) {
            int i = parent[c];
            int m = move[c];
            // The child's near state first; its endings' range from it in the next loop.
            endingsFrom[c] = tb.nearStartOf(tb.twistAfter(twist[i], m), tb.flipAfter(flip[i], m),
                    tb.slicePosAfter(slicePos[i], m));
            childCorner[c] = tb.cornerAfter(corner[i], m);
            childSorted[c] = tb.sliceAfter(sliceSorted[i], m);
        }
        for (int c = 0; c < count; c++) {
            int start = endingsFrom[c];
            endingsFrom[c] = tb.endingsFrom(start, NEAR);
            endingsTo[c] = tb.endingsTo(start, NEAR);
        }
        return count;
    }

    /**
     * Stage 2a: the endings the search takes after each of the {@code childCount} children (those whose first move
     * may follow the child's), into {@link #leaves} with the child's corners and slice order, counting the nodes a
     * depth-first search would visit for them. Returns how many, or {@link #STOPPED} when the job should stop.
     */
    private int listEndings(int childCount) {
        final int[] suffixes = t.suffixes;
        final Children ch = children;
        final Leaves lf = leaves;
        int[] child = lf.child;
        int[] ending = lf.ending;
        int[] corner = lf.corner;
        int[] sliceSorted = lf.sliceSorted;
        int count = 0;
        for (int c = 0; c < childCount; c++) {
            int allowed = allowedAfter(ch.move[c]);
            for (int k = ch.from[c]; k < ch.to[c]; k++) {
                int entry = suffixes[k];
                if ((allowed >>> SearchTables.endingMove(entry, 0) & 1) == 0) {
                    continue;
                }
                if (count == child.length) {
                    lf.grow();
                    child = lf.child;
                    ending = lf.ending;
                    corner = lf.corner;
                    sliceSorted = lf.sliceSorted;
                }
                child[count] = c;
                ending[count] = entry;
                corner[count] = ch.corner[c];
                sliceSorted[count++] = ch.sliceSorted[c];
                // As many nodes as the depth-first search visits: the moves not shared with the ending before.
                if (addNodes(NEAR - SearchTables.sharedMoves(entry))) {
                    return STOPPED;
                }
            }
        }
        return count;
    }

    /** Stage 2b: the corners and slice order of the {@code count} leaves, along their endings a move at a time. */
    private void followEndings(int count) {
        final SearchTables tb = t;
        final int[] ending = leaves.ending;
        final int[] corner = leaves.corner;
        final int[] sliceSorted = leaves.sliceSorted;
        for (int j = 0; j < NEAR; j++) {
            for (int e = 0; e < count; e++) {
                int m = SearchTables.endingMove(ending[e], j);
                corner[e] = tb.cornerAfter(corner[e], m);
                sliceSorted[e] = tb.sliceAfter(sliceSorted[e], m);
            }
        }
    }

    /**
     * Stage 3: the corner bound of each of the {@code count} leaves' phase-2 starts; keeps, in order and without a
     * branch on the bound, those within {@code budget} moves, and returns how many.
     */
    private int keepWithinCornerBound(int count, int budget) {
        final SearchTables tb = t;
        final Leaves lf = leaves;
        final int[] child = lf.child;
        final int[] ending = lf.ending;
        final int[] corner = lf.corner;
        final int[] sliceSorted = lf.sliceSorted;
        final int[] bounds = lf.bound;
        int kept = 0;
        for (int e = 0; e < count; e++) {
            int bound = tb.cornerSliceDistance(corner[e], sliceSorted[e]);
            child[kept] = child[e];
            ending[kept] = ending[e];
            corner[kept] = corner[e];
            sliceSorted[kept] = sliceSorted[e];
            bounds[kept] = bound;
            kept += bound <= budget ? 1 : 0;
        }
        return kept;
    }

    /**
     * Stage 4: the U and D edges of the {@code count} kept starts: each parent's (at depth {@code level}) along its
     * path from the start, once per parent, then the child's move, then the ending's, a move at a time for all of
     * them. The far levels do not follow the U and D edges: few of their nodes lead to a start that passes the
     * corner bound (about 2% of the leaves with a few moves left for phase 2), so walking those few paths again costs
     * less than following every node.
     */
    private void followEdges(int count, int level) {
        final SearchTables tb = t;
        final int[] parent = children.parent;
        final int[] childMove = children.move;
        final int[] child = leaves.child;
        final int[] ending = leaves.ending;
        final int[] uEdges = leaves.edges;
        final int[] dEdges = leaves.dEdges;
        int lastParent = -1;
        int parentU = 0;
        int parentD = 0;
        for (int p = 0; p < count; p++) {
            int c = child[p];
            int i = parent[c];
            if (i != lastParent) {
                pathTo(i, level);
                parentU = uAt[0];
                parentD = dAt[0];
                for (int k = 0; k < level; k++) {
                    parentU = tb.uEdgesAfter(parentU, moves1[k]);
                    parentD = tb.dEdgesAfter(parentD, moves1[k]);
                }
                lastParent = i;
            }
            uEdges[p] = tb.uEdgesAfter(parentU, childMove[c]);
            dEdges[p] = tb.dEdgesAfter(parentD, childMove[c]);
        }
        for (int j = 0; j < NEAR; j++) {
            for (int p = 0; p < count; p++) {
                int m = SearchTables.endingMove(ending[p], j);
                uEdges[p] = tb.uEdgesAfter(uEdges[p], m);
                dEdges[p] = tb.dEdgesAfter(dEdges[p], m);
            }
        }
    }

    /**
     * Stage 5: the UD-edge permutation of the {@code count} kept starts (in place of their U edges), and their
     * bounds raised to the edge-slice and corner-edge bounds.
     */
    private void addEdgeBounds(int count) {
        final SearchTables tb = t;
        final int[] edges = leaves.edges;
        final int[] dEdges = leaves.dEdges;
        final int[] corner = leaves.corner;
        final int[] sliceSorted = leaves.sliceSorted;
        final int[] bounds = leaves.bound;
        for (int p = 0; p < count; p++) {
            int edge = tb.udEdges(edges[p], dEdges[p]);
            edges[p] = edge;
            int edgeBound = Math.max(tb.edgeSliceDistance(edge, sliceSorted[p]), tb.phase2Bound(corner[p], edge));
            bounds[p] = Math.max(bounds[p], edgeBound);
        }
    }

    /**
     * Stage 6: phase 2 from each of the {@code count} kept starts still within the length allowed (which shrinks as
     * solutions are found), in order, with the phase-1 path (the level node's at depth {@code level}, the child's
     * move, the ending) in moves1. True when the job should stop.
     */
    private boolean phase2InOrder(int count, int level, int length) {
        final Leaves lf = leaves;
        for (int p = 0; p < count; p++) {
            int budget = job.cap() - length - dir.extra();
            if (lf.bound[p] > budget) {
                continue;
            }
            int c = lf.child[p];
            pathTo(children.parent[c], level);
            moves1[level] = children.move[c];
            for (int j = 0; j < NEAR; j++) {
                moves1[level + 1 + j] = SearchTables.endingMove(lf.ending[p], j);
            }
            if (phase2From(length, lf.corner[p], lf.edges[p], lf.sliceSorted[p], lf.bound[p], budget)
                    || job.stopped()) {
                return true;
            }
        }
        return false;
    }

    /** Writes the moves from the start to level node i (at depth {@code depth}) into moves1. */
    private void pathTo(int i, int depth) {
        final int[] parent = levels.parent;
        final int[] move = levels.move;
        for (int k = depth - 1, j = i; k >= 0; k--, j = parent[j]) {
            moves1[k] = move[j];
        }
    }

    /**
     * The last {@code togo} moves (1 to {@link SearchTables#NEAR}) of the phase-1 solutions through the phase-1 path of
     * {@code depth} moves in moves1 (its corners and slice order at cornerAt[depth], sortedAt[depth]), which ends in
     * the near state whose endings start at {@code start} (-1: a state further than NEAR from the goal, which has
     * none): that state's endings of togo moves whose first move may follow the path's last, in the order a
     * depth-first search meets them, so only the corners and the slice order are followed along each (from the first
     * move where it differs from the ending before; an ending skipped for its first move is followed only by endings
     * with the same first move or none in common), and each goes to phase 2. True when the job should stop.
     */
    final boolean endings(int depth, int togo, int start) {
        if (start < 0) {
            return false;
        }
        int from = t.endingsFrom(start, togo);
        int to = t.endingsTo(start, togo);
        int allowed = allowedAfter(depth == 0 ? -1 : moves1[depth - 1]);
        for (int k = from; k < to; k++) {
            int entry = t.suffixes[k];
            if ((allowed >>> SearchTables.endingMove(entry, 0) & 1) == 0) {
                continue;
            }
            int first = SearchTables.sharedMoves(entry);
            for (int j = first; j < togo; j++) {
                int m = SearchTables.endingMove(entry, j);
                moves1[depth + j] = m;
                cornerAt[depth + j + 1] = t.cornerAfter(cornerAt[depth + j], m);
                sortedAt[depth + j + 1] = t.sliceAfter(sortedAt[depth + j], m);
                if (STATS) {
                    stats[SearchStats.NODES_BY_TOGO + togo - j]++;
                    stats[SearchStats.NODES_BY_LENGTH + depth + togo]++;
                }
            }
            if (validEdges > depth + first) {
                validEdges = depth + first;
            }
            if (addNodes(togo - first)) {
                return true;
            }
            if (phase2Start(depth + togo) || job.stopped()) {
                return true;
            }
        }
        return false;
    }

    /** At the end of a phase-1 solution of length n: tries phase 2 within the remaining length. */
    final boolean phase2Start(int n) {
        if (STATS) {
            stats[SearchStats.LEAVES]++;
        }
        // A phase-1 solution ending in a phase-2 move has a shorter one that was tried already.
        if (n > 0 && Coordinates.isPhase2Move(moves1[n - 1])) {
            return false;
        }
        int budget = job.cap() - n - dir.extra();
        if (budget < 0) {
            return false;
        }
        if (STATS) {
            stats[SearchStats.LEAVES_ALLOWED]++;
        }
        int corner = cornerAt[n];
        int sl = sortedAt[n];
        int bound = t.cornerSliceDistance(corner, sl);
        if (bound > budget) {
            return false;
        }
        if (STATS) {
            stats[SearchStats.CORNER_BOUND_PASSED]++;
        }
        // The U and D edges only for starts that pass the corner bound.
        for (int i = validEdges; i < n; i++) {
            int m = moves1[i];
            uAt[i + 1] = t.uEdgesAfter(uAt[i], m);
            dAt[i + 1] = t.dEdgesAfter(dAt[i], m);
        }
        validEdges = n;
        int edge = t.udEdges(uAt[n], dAt[n]);
        bound = Math.max(bound, t.edgeSliceDistance(edge, sl));
        if (bound > budget) {
            return false;
        }
        if (STATS) {
            stats[SearchStats.EDGE_BOUND_PASSED]++;
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
            stats[SearchStats.PHASE2_STARTS]++;
            stats[SearchStats.SLACK + Math.min(SearchStats.SLACK_LAST, budget - bound)]++;
        }
        corner2[0] = corner;
        edge2[0] = edge;
        slice2[0] = sl;
        int lastFace = n == 0 ? -1 : moves1[n - 1] / 3;
        for (int length = bound; length <= budget; length++) {
            if (phase2(0, length, lastFace)) {
                if (STATS) {
                    stats[SearchStats.LAST_PHASE1_LENGTH] = n;
                    stats[SearchStats.LAST_PRE_MOVE] = dir.extra() > 0 ? 1 : 0;
                    stats[SearchStats.LAST_TASK] = task;
                }
                return job.record(dir, moves1, n, moves2, length);
            }
        }
        return false;
    }

    /** Phase-2 IDA* step; true when a solution of exactly the given length was completed. */
    private boolean phase2(int n, int togo, int lastFace) {
        if (togo == 0) {
            return ClassSym.classOf(corner2[n]) == t.solvedCornerClass && edge2[n] == 0 && slice2[n] == 0;
        }
        nodes++;
        if (STATS) {
            stats[SearchStats.PHASE2_NODES]++;
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
            int s = t.sliceAfter(s0, m);
            if (t.cornerSliceDistance(c, s) >= togo) {
                continue;
            }
            int e = t.udEdgeAfter(e0, m);
            if (t.edgeSliceDistance(e, s) >= togo || t.phase2Bound(c, e) >= togo) {
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

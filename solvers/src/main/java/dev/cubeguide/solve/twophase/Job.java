package dev.cubeguide.solve.twophase;

import dev.cubeguide.coord.Coordinates;
import dev.cubeguide.coord.Symmetry;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Move;
import dev.cubeguide.solve.SearchLimits;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * One solve, shared by the threads that work on it: the six directions, the limits, the work list of
 * (phase-1 length, direction) tasks, and the solutions found so far. Mutable and package-private: it is the
 * meeting point of the search threads, guarded by its own lock and volatile fields.
 */
final class Job {
    /** A solution in the original cube's frame, split into its two phases as applied. */
    record Found(int[] first, int[] second, boolean inverse, int length) {
        int[] all() {
            int[] out = Arrays.copyOf(first, first.length + second.length);
            System.arraycopy(second, 0, out, first.length, second.length);
            return out;
        }
    }

    /** The pre-moves as cubies (cp, co, ep, eo), one row per move index. */
    private static final int[][][] MOVE_CUBIES = moveCubies();
    /**
     * The directions made so far, by index; doubled (under {@link #directionsLock}) as later ones are made, since
     * most solves use a few dozen of the {@link Direction#ALL}. A thread that reads an old array finds no direction
     * at the new index and takes the lock.
     */
    private volatile Direction[] directions = new Direction[64];
    private final Object directionsLock = new Object();
    /**
     * Open-addressing set of the start states made so far (two longs per entry; 0,0 is free), doubled when half
     * full. Most solves make a few dozen directions, so it starts small: a solve should allocate little, since the
     * garbage of a thousand solves a second is what sets off the collector's pauses.
     */
    private long[] startKeys = new long[2 * 64];
    private int startCount;
    private int created;
    /**
     * What making the directions so far cost, in search nodes of about the same time ({@link #DIRECTION_NODES}
     * each): a deterministic budget counts it, since a solve that goes through three pre-moves makes thousands.
     */
    private volatile long directionNodes;
    /** A direction costs about as much to make as this many search nodes (cubie products, coordinates, its key). */
    static final int DIRECTION_NODES = 8;
    /** The six base directions' start states as seen (cp, co, ep, eo). */
    private final int[][][] baseStarts = new int[Direction.BASE][][];
    /** Scratch for the pre-move starts, one per pre-move (guarded by the directions' lock). */
    private final int[][][] scratch = new int[Direction.MAX_PRE_MOVES][][];
    private final SearchTables tables;
    private final PreMoveSchedule schedule;
    final int maxLength;
    private final int target;
    private final int wanted;
    private final SearchLimits limits;
    private final Consumer<Found> onImprovement;
    private final int minDepth;
    /**
     * No solution is shorter than this: the largest phase-1 distance of the base directions (each is a lower bound
     * of the cube's distance, the inverse's distance being the cube's), or more when the caller proved more.
     */
    private volatile int lowerBound;
    /** Set when the budget was found spent: the search stops as soon as it has a solution. */
    private volatile boolean budgetSpent;
    /** True once a solution is known: found, or given before the search ({@link #Job} with a cap). */
    private volatile boolean haveSolution;
    private final AtomicInteger nextTask = new AtomicInteger();
    final AtomicLong nodes = new AtomicLong();

    private volatile boolean stop;
    private volatile boolean timedOut;
    /** The longest total length still worth finding. */
    private volatile int cap;
    private final List<Found> found = new ArrayList<>();
    private final Set<String> seen = new HashSet<>();

    /**
     * @param preMoveFrom the shortest total phase-1 length (pre-move included) at which pre-move directions
     *                    are tried (the first-solution schedule, {@link PreMoveSchedule#firstSolutionFrom})
     * @param target stop once a solution this short is found (single-solution mode)
     * @param wanted how many different solutions to collect; 1 means the usual shortest-so-far mode
     * @param limits when to stop: the deadline and the caller's cancellation
     */
    Job(CubieCube cube, SearchTables tables, int preMoveFrom, int maxLength, int target,
            int wanted, SearchLimits limits, Consumer<Found> onImprovement) {
        this(cube, tables, PreMoveSchedule.firstSolutionFrom(preMoveFrom), maxLength, target, wanted, limits,
                onImprovement, maxLength, false);
    }

    /**
     * @param cap          the longest solution to look for at first: maxLength, or less when a solution of cap + 1
     *                     moves is known already ({@code known})
     * @param known        true when the caller holds a solution already (the budget may then stop the search before
     *                     it finds one)
     */
    Job(CubieCube cube, SearchTables tables, PreMoveSchedule schedule, int maxLength, int target,
            int wanted, SearchLimits limits, Consumer<Found> onImprovement, int cap, boolean known) {
        CubieCube inverseCube = cube.inverse();
        for (int b = 0; b < Direction.BASE; b++) {
            CubieCube s = Symmetry.conjugate((b & 1) != 0 ? inverseCube : cube, 16 * (b >> 1));
            baseStarts[b] = new int[][] {s.cornerPermutation(), s.cornerOrientations(), s.edgePermutation(),
                s.edgeOrientations()};
        }
        this.tables = tables;
        this.schedule = schedule;
        for (int i = 0; i < scratch.length; i++) {
            scratch[i] = new int[][] {new int[8], new int[8], new int[12], new int[12]};
        }
        this.maxLength = maxLength;
        this.target = target;
        this.wanted = wanted;
        this.limits = limits;
        this.onImprovement = onImprovement;
        this.cap = Math.min(cap, maxLength);
        this.haveSolution = known;
        int min = Integer.MAX_VALUE;
        int max = 0;
        for (int i = 0; i < Direction.BASE; i++) {
            min = Math.min(min, direction(i).distance());
            max = Math.max(max, direction(i).distance());
        }
        this.minDepth = min;
        this.lowerBound = max;
    }

    /** The length below which no solution exists, as far as known. */
    int lowerBound() {
        return lowerBound;
    }

    /** Raises the lower bound to {@code bound} (proved by the caller, such as a short optimal search). */
    void raiseLowerBound(int bound) {
        lowerBound = Math.max(lowerBound, bound);
    }

    int cap() {
        return cap;
    }

    boolean stopped() {
        return stop;
    }

    boolean timedOut() {
        return timedOut;
    }

    /**
     * The searches' one stop check, made when their node count went from {@code before} to {@code after}: looks at
     * the {@link SearchLimits} when the count passed a check point; true when the search must stop.
     */
    boolean checkStop(long before, long after) {
        return SearchLimits.crossedCheck(before, after) ? checkStop(after) : stop;
    }

    /**
     * Checks cancellation, the deadline and the budget after {@code nodes} nodes of the calling thread's search (the
     * whole search's when deterministic, which is one thread); true when the search must stop.
     */
    boolean checkStop(long nodes) {
        if (stop) {
            return true;
        }
        if (limits.reached()) {
            timedOut = true;
            stop = true;
        } else if (!budgetSpent && limits.budgetSpent(nodes + directionNodes)) {
            budgetSpent = true;
            if (haveSolution) {
                stop = true;
            }
        }
        return stop;
    }

    /**
     * True when the search ran out of tasks rather than being stopped: every length below the best solution's was
     * searched in full, so that solution is optimal.
     */
    boolean exhausted() {
        return !stop;
    }

    /**
     * Direction i (0..Direction.ALL-1), made on first use together with every direction before it, so that a
     * direction whose start is the same state as an earlier one's (symmetric cubes such as the superflip give
     * many) is marked as a duplicate and skipped.
     */
    Direction direction(int i) {
        Direction[] made = directions;
        Direction d = i < made.length ? made[i] : null;
        if (d == null) {
            synchronized (directionsLock) {
                directionNodes += (long) Math.max(0, i + 1 - created) * DIRECTION_NODES;
                while (created <= i) {
                    Direction next = make(created);
                    next.duplicate = !addStart(next.startKeyHigh(), next.startKeyLow());
                    if (created == directions.length) {
                        directions = Arrays.copyOf(directions, Math.min(Direction.ALL, 2 * created));
                    }
                    directions[created++] = next;
                }
                d = directions[i];
            }
        }
        return d;
    }

    /**
     * Direction {@code index} from the base directions' states: pre-moves q on the cube seen along axis a make
     * {@code S q X S^-1 = (S q S^-1) (S X S^-1)}, one cubie product with each conjugated move, the last pre-move
     * first.
     */
    private Direction make(int index) {
        int[][] start = baseStarts[index % Direction.BASE];
        int[] seen = Direction.seenPreMoves(index);
        if (seen.length == 0) {
            return new Direction(index, start[0], start[1], start[2], start[3], tables);
        }
        for (int i = seen.length - 1; i >= 0; i--) {
            product(MOVE_CUBIES[seen[i]], start, scratch[i]);
            start = scratch[i];
        }
        return new Direction(index, start[0], start[1], start[2], start[3], tables);
    }

    /** out = (m then y): position i holds what m put where y takes it from. */
    private static void product(int[][] m, int[][] y, int[][] out) {
        for (int i = 0; i < 8; i++) {
            out[0][i] = m[0][y[0][i]];
            out[1][i] = (m[1][y[0][i]] + y[1][i]) % 3;
        }
        for (int i = 0; i < 12; i++) {
            out[2][i] = m[2][y[2][i]];
            out[3][i] = (m[3][y[2][i]] + y[3][i]) & 1;
        }
    }

    /** Adds a start state's key; false when it was there already. */
    private boolean addStart(long high, long low) {
        if (2 * (startCount + 1) > startKeys.length / 2) {
            long[] old = startKeys;
            startKeys = new long[2 * old.length];
            for (int i = 0; i < old.length; i += 2) {
                if (old[i] != 0 || old[i + 1] != 0) {
                    insertStart(old[i], old[i + 1]);
                }
            }
        }
        if (!insertStart(high, low)) {
            return false;
        }
        startCount++;
        return true;
    }

    /** Puts a key into {@link #startKeys} (which has room); false when it was there already. */
    private boolean insertStart(long high, long low) {
        // No state has the key (0, 0): its pieces would all be the first corner and edge.
        int mask = startKeys.length / 2 - 1;
        int h = (int) ((high * 0x9E3779B97F4A7C15L + low) >>> 40) & mask;
        while (true) {
            long a = startKeys[2 * h];
            long b = startKeys[2 * h + 1];
            if (a == 0 && b == 0) {
                startKeys[2 * h] = high;
                startKeys[2 * h + 1] = low;
                return true;
            }
            if (a == high && b == low) {
                return false;
            }
            h = (h + 1) & mask;
        }
    }

    private static int[][][] moveCubies() {
        int[][][] out = new int[18][][];
        for (int m = 0; m < 18; m++) {
            CubieCube c = CubieCube.of(Move.ofIndex(m));
            out[m] = new int[][] {c.cornerPermutation(), c.cornerOrientations(), c.edgePermutation(),
                c.edgeOrientations()};
        }
        return out;
    }

    /**
     * The next task ({@link Task}: length and direction), or -1 when none is left. Lengths (phase 1 plus the
     * pre-moves) ascend, with the directions the schedule has at each length in index order, so one thread walks
     * the same order as many.
     */
    int nextTask() {
        while (!stop) {
            int k = nextTask.getAndIncrement();
            int length = minDepth;
            int count = schedule.directionsAt(length);
            while (k >= count) {
                k -= count;
                length++;
                count = schedule.directionsAt(length);
            }
            if (length > cap) {
                return -1;
            }
            return Task.encode(length, k);
        }
        return -1;
    }

    /** Records a solution (moves in the direction's frame) and returns true when the search should stop. */
    boolean record(Direction d, int[] phase1, int n1, int[] phase2, int n2) {
        Found f;
        synchronized (this) {
            int[] first = d.mapBack(phase1, 0, n1);
            int[] second = d.mapBack(phase2, 0, n2);
            // The pre-moves come last for the cube (S q1 q2 q3), first for the inverse ((S q1 q2)^-1 = q2' q1' S^-1).
            for (int q : d.preMoves) {
                second = d.inverse ? withMove(Coordinates.inverseMove(q), second, false) : withMove(q, second, true);
            }
            int length = first.length + second.length;
            if (wanted == 1 && length > cap) {
                return stop;
            }
            f = d.inverse ? new Found(second, first, true, length) : new Found(first, second, false, length);
            if (wanted > 1 && !seen.add(Arrays.toString(f.all()))) {
                return stop;
            }
            found.add(f);
            haveSolution = true;
            if (wanted == 1) {
                cap = length - 1;
                if (length <= target || length <= lowerBound || budgetSpent) {
                    stop = true;
                }
            } else if (found.size() >= wanted || budgetSpent) {
                stop = true;
            }
        }
        if (onImprovement != null) {
            onImprovement.accept(f);
        }
        return stop;
    }

    /** Adds move m at the end (or start) of seq, merging it with a neighbour on the same face. */
    static int[] withMove(int m, int[] seq, boolean atEnd) {
        int n = seq.length;
        int neighbour = n == 0 ? -1 : atEnd ? seq[n - 1] : seq[0];
        if (neighbour >= 0 && neighbour / 3 == m / 3) {
            int amount = (neighbour % 3 + m % 3 + 2) % 4;
            int[] out = atEnd ? Arrays.copyOf(seq, amount == 0 ? n - 1 : n) : Arrays.copyOfRange(seq, amount == 0 ? 1 : 0, n);
            if (amount != 0) {
                out[atEnd ? n - 1 : 0] = m / 3 * 3 + amount - 1;
            }
            return out;
        }
        int[] out = new int[n + 1];
        System.arraycopy(seq, 0, out, atEnd ? 0 : 1, n);
        out[atEnd ? n : 0] = m;
        return out;
    }

    /** The solutions found, shortest first (ties in the order found). */
    synchronized List<Found> results() {
        List<Found> out = new ArrayList<>(found);
        out.sort((a, b) -> Integer.compare(a.length(), b.length()));
        return out;
    }
}

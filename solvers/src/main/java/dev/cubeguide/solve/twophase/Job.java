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
    /** The six base directions' start states as seen (cp, co, ep, eo). */
    private final int[][][] baseStarts = new int[Direction.BASE][][];
    /** Scratch for a pre-move start (guarded by the directions' lock). */
    private final int[][] scratch = {new int[8], new int[8], new int[12], new int[12]};
    private final int[][] scratch2 = {new int[8], new int[8], new int[12], new int[12]};
    private final SearchTables tables;
    private final int preMoveFrom;
    final int maxLength;
    private final int target;
    private final int wanted;
    private final SearchLimits limits;
    private final Consumer<Found> onImprovement;
    private final int minDepth;
    /**
     * Directions with two pre-moves are tried at total lengths above the first pre-move length up to this one
     * (phase-1 solutions of 9 moves, say, that leave phase 2 nine moves): after that the next lengths are as
     * cheap a source of phase-1 solutions.
     */
    static final int TWO_PRE_MOVES_UP_TO = 11;
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
     *                    are tried; larger than maxLength to never use them
     * @param target stop once a solution this short is found (single-solution mode)
     * @param wanted how many different solutions to collect; 1 means the usual shortest-so-far mode
     * @param limits when to stop: the deadline and the caller's cancellation
     */
    Job(CubieCube cube, SearchTables tables, int preMoveFrom, int maxLength, int target,
            int wanted, SearchLimits limits, Consumer<Found> onImprovement) {
        CubieCube inverseCube = cube.inverse();
        for (int b = 0; b < Direction.BASE; b++) {
            CubieCube s = Symmetry.conjugate((b & 1) != 0 ? inverseCube : cube, 16 * (b >> 1));
            baseStarts[b] = new int[][] {s.cornerPermutation(), s.cornerOrientations(), s.edgePermutation(),
                s.edgeOrientations()};
        }
        this.tables = tables;
        this.preMoveFrom = preMoveFrom;
        this.maxLength = maxLength;
        this.target = target;
        this.wanted = wanted;
        this.limits = limits;
        this.onImprovement = onImprovement;
        this.cap = maxLength;
        int min = Integer.MAX_VALUE;
        for (int i = 0; i < Direction.BASE; i++) {
            min = Math.min(min, direction(i).distance());
        }
        this.minDepth = min;
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
        return SearchLimits.crossedCheck(before, after) ? checkStop() : stop;
    }

    /** Checks cancellation and the deadline; true when the search must stop. */
    boolean checkStop() {
        if (stop) {
            return true;
        }
        if (limits.reached()) {
            timedOut = true;
            stop = true;
        }
        return stop;
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
                while (created <= i) {
                    Direction next = make(created);
                    next.duplicate = next.unused || !addStart(next.startKeyHigh(), next.startKeyLow());
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
     * Direction {@code index} from the base directions' states: a pre-move q on the cube seen along axis a is
     * {@code S q X S^-1 = (S q S^-1) (S X S^-1)}, one cubie product with the conjugated move.
     */
    private Direction make(int index) {
        int[][] base = baseStarts[index % Direction.BASE];
        int first = Direction.seenPreMoveOf(index);
        if (first < 0) {
            return new Direction(index, base[0], base[1], base[2], base[3], tables);
        }
        int second = Direction.seenPreMove2Of(index);
        if (second >= 0) {
            product(MOVE_CUBIES[second], base, scratch2);
            base = scratch2;
        }
        product(MOVE_CUBIES[first], base, scratch);
        return new Direction(index, scratch[0], scratch[1], scratch[2], scratch[3], tables,
                second >= 0 ? TWO_PRE_MOVES_UP_TO - 2 : Integer.MAX_VALUE);
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
        // No state has the key (0, 0): U and D edges would share their positions.
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
     * pre-move) ascend, all directions per length, so one thread walks the same order as many.
     */
    int nextTask() {
        while (!stop) {
            int k = nextTask.getAndIncrement();
            int length = minDepth + k / Direction.ALL;
            int index = k % Direction.ALL;
            if (length > cap) {
                return -1;
            }
            if (index >= Direction.BASE && length < preMoveFrom
                    || index >= Direction.ONE && (length <= preMoveFrom || length > TWO_PRE_MOVES_UP_TO)) {
                continue;
            }
            return Task.encode(length, index);
        }
        return -1;
    }

    /** Records a solution (moves in the direction's frame) and returns true when the search should stop. */
    boolean record(Direction d, int[] phase1, int n1, int[] phase2, int n2) {
        Found f;
        synchronized (this) {
            int[] first = d.mapBack(phase1, 0, n1);
            int[] second = d.mapBack(phase2, 0, n2);
            // The pre-moves come last for the cube (S q1 q2), first for the inverse ((S q1 q2)^-1 = q2' q1' S^-1).
            for (int q : new int[] {d.preMove, d.preMove2}) {
                if (q >= 0) {
                    second = d.inverse ? withMove(Coordinates.inverseMove(q), second, false) : withMove(q, second, true);
                }
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
            if (wanted == 1) {
                cap = length - 1;
                if (length <= target) {
                    stop = true;
                }
            } else if (found.size() >= wanted) {
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

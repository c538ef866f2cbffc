package dev.cubeguide.solve.twophase;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import dev.cubeguide.coord.Coordinates;

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

    private final Direction[] directions = new Direction[Direction.ALL];
    private final Set<java.util.List<Integer>> starts = new HashSet<>();
    private int created;
    private final dev.cubeguide.model.CubieCube cube;
    private final dev.cubeguide.model.CubieCube inverseCube;
    private final SearchTables tables;
    private final int preMoveFrom;
    final int maxLength;
    private final int target;
    private final int wanted;
    private final long deadline;
    private final BooleanSupplierLike cancelled;
    private final Consumer<Found> onImprovement;
    private final int minDepth;
    private final AtomicInteger nextTask = new AtomicInteger();
    final AtomicLong nodes = new AtomicLong();

    private volatile boolean stop;
    private volatile boolean timedOut;
    /** The longest total length still worth finding. */
    private volatile int cap;
    private final List<Found> found = new ArrayList<>();
    private final Set<String> seen = new HashSet<>();

    /** A cancellation check (the options' flag). */
    interface BooleanSupplierLike {
        boolean get();
    }

    /**
     * @param preMoveFrom the shortest total phase-1 length (pre-move included) at which pre-move directions
     *                    are tried; larger than maxLength to never use them
     * @param target stop once a solution this short is found (single-solution mode)
     * @param wanted how many different solutions to collect; 1 means the usual shortest-so-far mode
     * @param deadline System.nanoTime() after which to stop, or Long.MAX_VALUE
     */
    Job(dev.cubeguide.model.CubieCube cube, SearchTables tables, int preMoveFrom, int maxLength, int target,
            int wanted, long deadline, BooleanSupplierLike cancelled, Consumer<Found> onImprovement) {
        this.cube = cube;
        this.inverseCube = cube.inverse();
        this.tables = tables;
        this.preMoveFrom = preMoveFrom;
        this.maxLength = maxLength;
        this.target = target;
        this.wanted = wanted;
        this.deadline = deadline;
        this.cancelled = cancelled;
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

    /** Checks cancellation and the deadline; true when the search must stop. */
    boolean checkStop() {
        if (stop) {
            return true;
        }
        if (cancelled.get() || System.nanoTime() > deadline) {
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
        Direction d = directions[i];
        if (d == null) {
            synchronized (directions) {
                while (created <= i) {
                    Direction next = new Direction(cube, inverseCube, created, tables);
                    next.duplicate = !starts.add(next.startKey());
                    directions[created++] = next;
                }
                d = directions[i];
            }
        }
        return d;
    }

    /**
     * The next task as {@code length << 8 | direction}, or -1 when none is left. Lengths (phase 1 plus the
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
            if (index >= Direction.BASE && length < preMoveFrom) {
                continue;
            }
            return length << 8 | index;
        }
        return -1;
    }

    /** Records a solution (moves in the direction's frame) and returns true when the search should stop. */
    boolean record(Direction d, int[] phase1, int n1, int[] phase2, int n2) {
        Found f;
        synchronized (this) {
            int[] first = d.mapBack(phase1, 0, n1);
            int[] second = d.mapBack(phase2, 0, n2);
            if (d.preMove >= 0) {
                // The pre-move comes last for the cube (S q), first for the inverse ((S q)^-1 = q' S^-1).
                if (d.inverse) {
                    second = withMove(Coordinates.inverseMove(d.preMove), second, false);
                } else {
                    second = withMove(d.preMove, second, true);
                }
            }
            int length = first.length + second.length;
            if (wanted == 1 && length > cap) {
                return stop;
            }
            f = d.inverse ? new Found(second, first, true, length) : new Found(first, second, false, length);
            if (!seen.add(Arrays.toString(f.all()))) {
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

package dev.cubeguide.solve.twophase;

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

    final Direction[] directions;
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
     * @param target stop once a solution this short is found (single-solution mode)
     * @param wanted how many different solutions to collect; 1 means the usual shortest-so-far mode
     * @param deadline System.nanoTime() after which to stop, or Long.MAX_VALUE
     */
    Job(Direction[] directions, int maxLength, int target, int wanted, long deadline, BooleanSupplierLike cancelled,
            Consumer<Found> onImprovement) {
        this.directions = directions;
        this.maxLength = maxLength;
        this.target = target;
        this.wanted = wanted;
        this.deadline = deadline;
        this.cancelled = cancelled;
        this.onImprovement = onImprovement;
        this.cap = maxLength;
        int min = Integer.MAX_VALUE;
        for (Direction d : directions) {
            min = Math.min(min, d.distance);
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
     * The next task as {@code phase1Length * 8 + direction}, or -1 when none is left: phase-1 lengths ascend,
     * all six directions per length, so one thread walks the same order as many.
     */
    int nextTask() {
        if (stop) {
            return -1;
        }
        int k = nextTask.getAndIncrement();
        int length = minDepth + k / directions.length;
        if (length > cap) {
            return -1;
        }
        return length << 3 | k % directions.length;
    }

    /** Records a solution (moves in the direction's frame) and returns true when the search should stop. */
    boolean record(Direction d, int[] phase1, int n1, int[] phase2, int n2) {
        int length = n1 + n2;
        Found f;
        synchronized (this) {
            if (wanted == 1 && length > cap) {
                return stop;
            }
            int[] first = d.mapBack(phase1, 0, n1);
            int[] second = d.mapBack(phase2, 0, n2);
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

    /** The solutions found, shortest first (ties in the order found). */
    synchronized List<Found> results() {
        List<Found> out = new ArrayList<>(found);
        out.sort((a, b) -> Integer.compare(a.length(), b.length()));
        return out;
    }
}

package dev.cubeguide.spark;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The head start of an embedded run. In local mode the executor is this JVM, and while Spark starts (most of a
 * second) the cores are mostly idle: the head start solves the first chunk's cubes in that time, in line order, one
 * thread per core, with the solver and options the tasks use. The chunk's tasks then take each result that is ready
 * instead of solving its cube again, and write it as any other row (the commit protocol, the counts and the retries
 * are unchanged: a retried task takes the same results).
 *
 * <p>Each cube is solved once: whoever claims it first, a head-start thread or a task, solves it; a task that finds
 * it being solved waits for that result. The threads stop claiming as soon as the first task asks, so that from then
 * on the work is Spark's. The results are held for one chunk, in memory, and dropped with the run; nothing is kept
 * across runs.
 */
final class HeadStart {
    /** A cube's states: nobody has it yet; a head-start thread is solving it; its result is ready; the tasks have it. */
    private static final int FREE = 0;
    private static final int SOLVING_AHEAD = 1;
    private static final int DONE = 2;
    private static final int TASKS_HAVE_IT = 3;

    /** The head start of the run in progress in this JVM, or null. */
    private static volatile HeadStart current;

    private final List<CubeLine> cubes;
    private final SolveSettings settings;
    private final Map<Long, Integer> slotOfLine = new HashMap<>();
    private final AtomicIntegerArray states;
    private final AtomicReferenceArray<ResultRow> results;
    private final AtomicInteger nextSlot = new AtomicInteger();
    private final AtomicInteger solvedAhead = new AtomicInteger();
    private volatile boolean tasksBegan;

    private HeadStart(List<CubeLine> cubes, SolveSettings settings) {
        this.cubes = List.copyOf(cubes);
        this.settings = settings;
        for (int slot = 0; slot < cubes.size(); slot++) {
            slotOfLine.put(cubes.get(slot).line(), slot);
        }
        states = new AtomicIntegerArray(cubes.size());
        results = new AtomicReferenceArray<>(cubes.size());
    }

    /** Starts solving {@code cubes} (the first chunk's, in order) on {@code threads} daemon threads. */
    static void start(List<CubeLine> cubes, SolveSettings settings, int threads) {
        HeadStart headStart = new HeadStart(cubes, settings);
        current = headStart;
        for (int i = 0; i < threads; i++) {
            Thread thread = new Thread(headStart::solveAhead, "cubeguide-head-start-" + i);
            thread.setDaemon(true);
            thread.start();
        }
    }

    /** Ends the head start of this JVM's run (its results are no longer needed). */
    static void end() {
        HeadStart headStart = current;
        current = null;
        if (headStart != null) {
            headStart.tasksBegan = true;
        }
    }

    /** How many cubes the current head start has solved (0 when there is none). */
    static int solvedAhead() {
        HeadStart headStart = current;
        return headStart == null ? 0 : headStart.solvedAhead.get();
    }

    /**
     * The row of {@code line} when the head start solved it (waiting while it is being solved), or empty when the
     * caller is to solve it; the line is then claimed, and the head start will not solve it.
     */
    static Optional<ResultRow> take(CubeLine line) {
        HeadStart headStart = current;
        return headStart == null ? Optional.empty() : headStart.takeResult(line);
    }

    private Optional<ResultRow> takeResult(CubeLine line) {
        tasksBegan = true;
        Integer slot = slotOfLine.get(line.line());
        if (slot == null || states.compareAndSet(slot, FREE, TASKS_HAVE_IT) || states.get(slot) == TASKS_HAVE_IT) {
            return Optional.empty(); // a retried task comes back to a cube it had claimed: it solves it again
        }
        synchronized (this) {
            while (states.get(slot) == SOLVING_AHEAD) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return Optional.empty();
                }
            }
        }
        if (states.get(slot) == DONE) {
            return Optional.of(results.get(slot));
        }
        // The head start's solve failed: the task solves the cube itself, and meets the failure.
        states.set(slot, TASKS_HAVE_IT);
        return Optional.empty();
    }

    private void solveAhead() {
        while (!tasksBegan) {
            int slot = nextSlot.getAndIncrement();
            if (slot >= cubes.size()) {
                return;
            }
            if (!states.compareAndSet(slot, FREE, SOLVING_AHEAD)) {
                continue;
            }
            try {
                results.set(slot, ResultRows.solve(cubes.get(slot), ExecutorSolver.get(settings), settings.options()));
                states.set(slot, DONE);
                solvedAhead.incrementAndGet();
            } catch (RuntimeException | LinkageError e) {
                states.set(slot, FREE); // the task that takes the cube solves it, and reports what went wrong
            } finally {
                synchronized (this) {
                    notifyAll();
                }
            }
        }
    }
}

package dev.cubeguide.solve.optimal;

import dev.cubeguide.concurrent.DaemonThreads;
import dev.cubeguide.coord.Symmetry;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.solve.SearchLimits;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * One optimal search: iterative deepening (IDA*) from the root's lower bound up. Every bound's tree is split into
 * tasks by its first two moves; the threads take tasks in order. When a task finds a solution, tasks after it
 * stop and tasks before it finish, and the solution of the earliest task wins: the answer does not depend on the
 * number of threads or their timing. With a {@link Shortcut} (the optimal solver's default, not in deterministic
 * mode) a bound may instead end with a solution found another way, which depends on timing. Mutable, one per
 * solve; the workers keep their own state.
 */
final class Search {
    /** Bounds below this are searched on the calling thread (too small to be worth splitting). */
    private static final int PARALLEL_FROM = 5;

    private final Pruning pruning;
    private final int threads;
    private final SearchLimits limits;
    private final Consumer<String> progress;
    private final AtomicLong nodes = new AtomicLong();
    private final long startNanos = System.nanoTime();
    /** The time spent in the shortcut so far: not part of the search's own time, which sets its next budget. */
    private long shortcutNanos;

    /** The first two moves of every task: legal pairs (not the same face, D before U excluded). */
    private static final int[][] PREFIXES = prefixes();
    /** The task of each legal pair {@code a * 18 + b} of first moves; -1 for others. */
    private static final int[] TASK_OF_PAIR = taskOfPair();

    /** How often the search threads report progress. */
    private static final long REPORT_EVERY_NANOS = 1_000_000_000L;
    private final AtomicLong lastReport = new AtomicLong(System.nanoTime());
    private volatile int currentBound;
    private volatile boolean stopped;
    /** What a search thread threw, rethrown by the calling thread. */
    private volatile Throwable failure;
    private volatile boolean timedOut;
    /** The earliest task that found a solution in the current bound, or MAX_VALUE. */
    private final AtomicInteger bestTask = new AtomicInteger(Integer.MAX_VALUE);
    private int[] bestPath;
    /**
     * Per task, whether a symmetry of the cube maps its two first moves onto an earlier task's: if
     * {@code S c S^-1 = c} and p solves c, then {@code S p S^-1} solves c too, so the earlier task finds a solution
     * of the same length whenever this one would. All false for a cube without symmetry (almost every random
     * cube); the superflip, with all 48 symmetries, keeps 9 of its 243 tasks.
     */
    private final boolean[] repeatsEarlierTask;
    /** Solutions found another way, for the search to prove instead of find; null for none. */
    private final Shortcut shortcut;

    /**
     * Solutions found another way (the two-phase solver): before each bound the search asks for one at most a move
     * longer. One within the bound is optimal at once (every shorter bound has been searched without a solution),
     * and the bound is not searched; one a move longer is optimal once the bound has been searched without one, and
     * the next bound is not searched. Most random states are 18 moves from solved, and the two-phase solver finds an
     * 18-move solution in milliseconds for most of them but can never find a 17-move one: asked for 18 before
     * bound 17, not for 17, it spends its budget where it succeeds ({@link #askBefore}).
     */
    interface Shortcut {
        /**
         * The moves of a solution of at most {@code bound} moves, found within {@code budget}; or null. Once it has
         * one, the search goes on for the budget looking for one of at most {@code aim} moves ({@code aim <= bound}).
         */
        int[] within(int bound, int aim, Duration budget);

        /** The shortest solution found so far; null for none. */
        int[] best();
    }

    /**
     * A search of {@code cube} under {@code pruning}'s bounds (made for this cube); {@code shortcut} null for the pure
     * search (deterministic).
     */
    Search(Pruning pruning, CubieCube cube, int threads, SearchLimits limits, Consumer<String> progress,
            Shortcut shortcut) {
        this.shortcut = shortcut;
        this.pruning = pruning;
        this.threads = Math.max(1, threads);
        this.limits = limits;
        this.progress = progress;
        this.repeatsEarlierTask = repeatedTasks(cube);
    }

    /** {@link #repeatsEarlierTask} for a cube: its symmetries among the 48, applied to each task's first moves. */
    static boolean[] repeatedTasks(CubieCube cube) {
        boolean[] repeats = new boolean[PREFIXES.length];
        for (int s = 1; s < Symmetry.N_SYM; s++) {
            if (!Symmetry.conjugate(cube, s).equals(cube)) {
                continue;
            }
            for (int i = 0; i < PREFIXES.length; i++) {
                int a = Symmetry.conjugateMove(s, PREFIXES[i][0]);
                int b = Symmetry.conjugateMove(s, PREFIXES[i][1]);
                if (b / 3 == a / 3 - 3) {
                    // Opposite faces commute: the pair is searched in the other order.
                    int t = a;
                    a = b;
                    b = t;
                }
                int earlier = TASK_OF_PAIR[a * 18 + b];
                if (earlier >= 0 && earlier < i) {
                    repeats[i] = true;
                }
            }
        }
        return repeats;
    }

    /** What a search ended with. */
    record Outcome(int[] moves, int lowerBound, long nodes, boolean timedOut) {
    }

    /** The root's lower bound. */
    int rootLowerBound() {
        return pruning.rootLowerBound();
    }

    /**
     * Searches bounds from the root's lower bound up to {@code maxLength}. Returns the moves of a shortest solution,
     * or no moves with the bound proven so far when time ran out or {@code maxLength} was reached.
     */
    Outcome run(int maxLength) {
        int bound = rootLowerBound();
        TaskWorker[] workers = new TaskWorker[threads];
        for (int i = 0; i < threads; i++) {
            workers[i] = pruning.newWorker(this);
        }
        ExecutorService pool = null;
        try {
            for (; bound <= maxLength; bound++) {
                if (checkDeadline()) {
                    return new Outcome(null, bound, nodes.get(), true);
                }
                currentBound = bound;
                report();
                int[] known = shortcut == null ? null : shortcut.best();
                if (shortcut != null && (known == null || known.length > bound)) {
                    Ask ask = askBefore(bound, known, maxLength);
                    long asked = System.nanoTime();
                    int[] found = shortcut.within(ask.bound(), ask.aim(), shortcutBudget());
                    shortcutNanos += System.nanoTime() - asked;
                    known = found != null ? found : known;
                }
                if (known != null && known.length <= bound) {
                    report(String.format(Locale.ROOT, "; a %d-move solution from the two-phase solver, none shorter",
                            known.length));
                    return new Outcome(known, Math.min(bound, known.length), nodes.get(), false);
                }
                boolean found;
                if (bound < PARALLEL_FROM) {
                    found = runSequential(workers[0], bound);
                } else {
                    if (pool == null) {
                        pool = Executors.newFixedThreadPool(threads, DaemonThreads.named("optimal-search"));
                    }
                    found = runParallel(pool, workers, bound);
                }
                for (TaskWorker w : workers) {
                    nodes.addAndGet(w.takeNodes());
                }
                if (found) {
                    return new Outcome(bestPath, bound, nodes.get(), false);
                }
                if (timedOut) {
                    return new Outcome(null, bound, nodes.get(), true);
                }
                if (known != null && known.length == bound + 1 && known.length <= maxLength) {
                    report(String.format(Locale.ROOT, "; none of %d moves, so the two-phase solver's %d-move solution "
                            + "is optimal", bound, known.length));
                    return new Outcome(known, known.length, nodes.get(), false);
                }
            }
            return new Outcome(null, bound, nodes.get(), false);
        } finally {
            if (pool != null) {
                pool.shutdownNow();
            }
        }
    }

    /**
     * From this bound on, the shortcut is asked to go on looking for a solution within the bound itself, not to stop
     * at the first one a move longer. A cube at least 18 moves from solved is exactly 18 for 95% of random states
     * (about 67% are 18, 3% are 19: Rokicki, Kociemba, Davidson and Dethridge, "The diameter of the Rubik's cube
     * group is twenty", 2014), and a solution of the bound's length saves its whole search, ten times what came
     * before it. Below 18 most cubes are longer than the bound: at 17 a quarter of them are 17, and the budget
     * spent looking for 17 on the others would cost more than it saves.
     */
    static final int AIM_AT_THE_BOUND_FROM = 18;

    /** The ask before a bound: a solution of at most {@code bound} moves, ideally of at most {@code aim}. */
    record Ask(int bound, int aim) {
    }

    /**
     * The ask before searching {@code bound} (every shorter bound searched without a solution), with {@code known}
     * the shortest solution at hand (null for none): with one a move longer than the bound known, a solution within
     * the bound; otherwise one at most a move longer (optimal once the bound has been searched without one), and from
     * {@link #AIM_AT_THE_BOUND_FROM} on, the search for one within the bound going on for the budget.
     */
    static Ask askBefore(int bound, int[] known, int maxLength) {
        if (known != null && known.length == bound + 1) {
            return new Ask(bound, bound);
        }
        int ask = Math.min(bound + 1, maxLength);
        return new Ask(ask, bound >= AIM_AT_THE_BOUND_FROM ? bound : ask);
    }

    /**
     * How long the shortcut may look for a solution within the next bound: as long as the search itself has taken so
     * far (the bounds before it, about a tenth of the next bound's cost; not the shortcut's own earlier budgets, or a
     * cube the shortcut keeps missing, as 16- and 17-move cubes often do, would double its time at every bound), and
     * never past the deadline.
     */
    private Duration shortcutBudget() {
        Duration spent = Duration.ofNanos(Math.max(0, System.nanoTime() - startNanos - shortcutNanos));
        return limits.remaining().filter(left -> left.compareTo(spent) < 0).orElse(spent);
    }

    private boolean runSequential(TaskWorker w, int bound) {
        bestTask.set(Integer.MAX_VALUE);
        w.reset();
        if (w.searchTask(0, null, 0, bound)) {
            bestPath = Arrays.copyOf(w.path, bound);
            return true;
        }
        return false;
    }

    private boolean runParallel(ExecutorService pool, TaskWorker[] workers, int bound) {
        bestTask.set(Integer.MAX_VALUE);
        AtomicInteger next = new AtomicInteger();
        CountDownLatch done = new CountDownLatch(workers.length);
        for (TaskWorker w : workers) {
            pool.execute(() -> {
                try {
                    while (true) {
                        int i = next.getAndIncrement();
                        if (i >= PREFIXES.length || stopped || i > bestTask.get()) {
                            break;
                        }
                        if (repeatsEarlierTask[i]) {
                            continue;
                        }
                        w.reset();
                        if (w.searchTask(i, PREFIXES[i], 2, bound)) {
                            offer(i, w.path, bound);
                        }
                    }
                } catch (RuntimeException | Error e) {
                    failure = e;
                    stopped = true;
                } finally {
                    done.countDown();
                }
            });
        }
        try {
            while (!done.await(200, TimeUnit.MILLISECONDS)) {
                checkDeadline();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stopped = true;
            timedOut = true;
        }
        if (failure != null) {
            throw new IllegalStateException("the optimal search failed", failure);
        }
        return bestTask.get() != Integer.MAX_VALUE;
    }

    private synchronized void offer(int task, int[] path, int bound) {
        if (task < bestTask.get()) {
            bestTask.set(task);
            bestPath = Arrays.copyOf(path, bound);
        }
    }

    /** Sets the stop flags when the deadline passed or the caller cancelled; true when stopped. */
    private boolean checkDeadline() {
        if (!stopped && limits.reached()) {
            timedOut = true;
            stopped = true;
        }
        return stopped;
    }

    /**
     * Called by a worker every few thousand nodes: publishes its node count and says whether its task must stop
     * (time is up, or an earlier task found a solution).
     */
    boolean shouldStop(int task, TaskWorker w) {
        nodes.addAndGet(w.takeNodes());
        if (progress != null) {
            long now = System.nanoTime();
            long last = lastReport.get();
            if (now - last > REPORT_EVERY_NANOS && lastReport.compareAndSet(last, now)) {
                report();
            }
        }
        if (stopped || task > bestTask.get()) {
            return true;
        }
        return checkDeadline();
    }

    /** Reports the current bound, the nodes so far and the node rate (from any thread). */
    private void report() {
        report("");
    }

    /** {@link #report()} with {@code note} at the end of the line. */
    private void report(String note) {
        if (progress == null) {
            return;
        }
        int bound = currentBound;
        double seconds = (System.nanoTime() - startNanos) / 1e9;
        long n = nodes.get();
        progress.accept(String.format(Locale.ROOT, "optimal: searching depth %d, %,d nodes, %.1f M nodes/s, %.1f s%s",
                bound, n, seconds > 0 ? n / seconds / 1e6 : 0.0, seconds, note));
    }

    private static int[] taskOfPair() {
        int[] task = new int[18 * 18];
        Arrays.fill(task, -1);
        for (int i = 0; i < PREFIXES.length; i++) {
            task[PREFIXES[i][0] * 18 + PREFIXES[i][1]] = i;
        }
        return task;
    }

    private static int[][] prefixes() {
        List<int[]> out = new ArrayList<>();
        for (int a = 0; a < 18; a++) {
            for (int b = 0; b < 18; b++) {
                int fa = a / 3;
                int fb = b / 3;
                if (fa != fb && fb != fa - 3) {
                    out.add(new int[] {a, b});
                }
            }
        }
        return out.toArray(new int[0][]);
    }
}

package dev.cubeguide.spark;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One run of the job, as the driver keeps it: its id (the Spark job group of its jobs), and, in local mode, where
 * its executor is the driver's own JVM, the rows its tasks have made so far (the live progress: Spark's accumulators
 * only reach the driver as each task ends) and its tasks still running. Nothing of it outlives the run: the tasks
 * of local mode find it through {@link #inThisJvm}, a registry keyed by run id that holds it from
 * {@link #start} to {@link #close} only. An executor of a cluster finds no run there, and counts nothing.
 *
 * <p>A cancelled run's task can still start just after the cancel (its launch crossed the kill): it is refused
 * here, before it makes its file, or else it was counted before the cancel and is waited for.
 */
final class BatchRun implements AutoCloseable {
    /** The runs in progress in this JVM, by id. */
    private static final Map<String, BatchRun> IN_PROGRESS = new ConcurrentHashMap<>();

    private final String id;
    private final AtomicLong rowsMade = new AtomicLong();
    private int runningTasks;
    private boolean cancelled;

    private BatchRun(String id) {
        this.id = id;
    }

    /** A new run, in progress until it is closed. */
    static BatchRun start() {
        BatchRun run = new BatchRun("cubeguide-batch-" + UUID.randomUUID());
        IN_PROGRESS.put(run.id, run);
        return run;
    }

    /** The run {@code id} when it is in progress in this JVM (a task of local mode), else empty. */
    static Optional<BatchRun> inThisJvm(String id) {
        return Optional.ofNullable(IN_PROGRESS.get(id));
    }

    /** The run's id: the job group of its Spark jobs. */
    String id() {
        return id;
    }

    /** Counts one result row made by a task of this JVM. */
    void rowMade() {
        rowsMade.incrementAndGet();
    }

    /** The result rows made by this JVM's tasks so far (attempts that failed included). */
    long rowsMade() {
        return rowsMade.get();
    }

    /** Counts a task as started; false, counting nothing, when the run is cancelled. */
    synchronized boolean taskStarted() {
        if (cancelled) {
            return false;
        }
        runningTasks++;
        return true;
    }

    /** Counts a task as ended: its body, its file's commit or abort included, is over. */
    synchronized void taskEnded() {
        if (--runningTasks == 0) {
            notifyAll();
        }
    }

    /** Refuses the tasks that start from now on. */
    synchronized void cancel() {
        cancelled = true;
    }

    /** Waits until none of this JVM's tasks of the run is running, for at most {@code limit}. */
    synchronized void awaitNoTasks(Duration limit) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        for (long left = limit.toNanos(); runningTasks > 0 && left > 0; left = deadline - System.nanoTime()) {
            TimeUnit.NANOSECONDS.timedWait(this, left);
        }
    }

    /** Ends the run: its tasks no longer find it. */
    @Override
    public void close() {
        IN_PROGRESS.remove(id, this);
    }
}

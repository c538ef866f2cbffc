package dev.cubeguide.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.spark.TaskContext;

/**
 * Switches for the tests only, read with the system property {@code cubeguide.test=true} (set by the build's test
 * runs, and by the cluster test for its executors); without it they do nothing.
 * <ul>
 *   <li>{@value #PROPERTY}{@code =P}: the first attempt of partition {@code P} of every solving task set fails
 *       after its first result row, so that the tests see Spark retry it and the commit protocol drop the failed
 *       attempt's file.</li>
 *   <li>{@value #HOLD_PROPERTY}{@code =FILE}: once this JVM has made {@value #HOLD_AFTER} rows, each task waits
 *       before its next row for as long as {@code FILE} exists, having made {@code FILE.held}; so that a test can
 *       kill an executor in the middle of a run, knowing it is there.</li>
 * </ul>
 */
final class FaultInjection {
    static final String PROPERTY = "cubeguide.spark.failPartition";
    static final String HOLD_PROPERTY = "cubeguide.spark.holdWhile";
    /** The rows this JVM makes before it holds. */
    static final int HOLD_AFTER = 60;
    /** How often a held task looks whether it may go on. */
    private static final long HOLD_LOOK_MILLIS = 20;
    private static final AtomicInteger INJECTED = new AtomicInteger();
    private static final AtomicInteger ROWS = new AtomicInteger();

    private FaultInjection() {
    }

    /** A test's hook, run before each result row of every task (with {@code cubeguide.test} only). */
    private static volatile Runnable beforeRow;

    /** Sets the hook run before each result row (null for none); does nothing without {@code cubeguide.test}. */
    static void beforeEachRow(Runnable hook) {
        beforeRow = Boolean.getBoolean("cubeguide.test") ? hook : null;
    }

    /**
     * Runs the test's hook, if any, then throws when the current task attempt is the one the switch names and
     * {@code rowsDone} rows are out.
     */
    static void maybeFail(long rowsDone) {
        Runnable hook = beforeRow;
        if (hook != null) {
            hook.run();
        }
        if (!Boolean.getBoolean("cubeguide.test")) {
            return;
        }
        String hold = System.getProperty(HOLD_PROPERTY);
        if (hold != null && ROWS.incrementAndGet() > HOLD_AFTER) {
            holdWhile(Path.of(hold));
        }
        if (rowsDone != 1) {
            return;
        }
        String partition = System.getProperty(PROPERTY);
        TaskContext task = TaskContext.get();
        if (partition == null || task == null || task.attemptNumber() != 0
                || task.partitionId() != Integer.parseInt(partition)) {
            return;
        }
        INJECTED.incrementAndGet();
        throw new IllegalStateException("injected failure of partition " + partition + ", attempt 0 (test switch)");
    }

    private static void holdWhile(Path file) {
        try {
            if (Files.exists(file)) {
                Files.write(file.resolveSibling(file.getFileName() + ".held"), new byte[0]);
            }
            while (Files.exists(file)) {
                Thread.sleep(HOLD_LOOK_MILLIS);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while held (test switch)", e);
        }
    }

    /** How many failures were injected in this JVM. */
    static int injected() {
        return INJECTED.get();
    }
}

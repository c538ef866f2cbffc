package dev.cubeguide.spark;

import java.util.concurrent.atomic.AtomicInteger;
import org.apache.spark.TaskContext;

/**
 * A switch for the tests only: with the system properties {@code cubeguide.test=true} (set by the build's test
 * runs) and {@value #PROPERTY}{@code =P}, the first attempt of partition {@code P} of every solving task set fails
 * after its first result row, so that the tests see Spark retry it and the commit protocol drop the failed
 * attempt's file. Nothing else reads the property; without {@code cubeguide.test} it does nothing.
 */
final class FaultInjection {
    static final String PROPERTY = "cubeguide.spark.failPartition";
    private static final AtomicInteger INJECTED = new AtomicInteger();

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
        if (rowsDone != 1 || !Boolean.getBoolean("cubeguide.test")) {
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

    /** How many failures were injected in this JVM. */
    static int injected() {
        return INJECTED.get();
    }
}

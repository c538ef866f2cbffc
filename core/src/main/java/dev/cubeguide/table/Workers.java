package dev.cubeguide.table;

import java.util.function.IntConsumer;

/**
 * Where the parallel parts of table builds and searches run: a pool of threads on the JVM
 * ({@link ThreadPoolWorkers}), the calling thread in a browser ({@link #SAME_THREAD}). Code that the browser runs
 * gets its parallelism through this interface, handed in by its constructor, and never starts a thread itself.
 */
public interface Workers {
    /** Every task on the calling thread, one after the other; nothing runs in the background. */
    Workers SAME_THREAD = new Workers() {
        @Override
        public int parallelism() {
            return 1;
        }

        @Override
        public void runAll(int count, IntConsumer task) {
            for (int i = 0; i < count; i++) {
                task.accept(i);
            }
        }

        @Override
        public boolean startInBackground(String name, Runnable task) {
            return false;
        }

        @Override
        public boolean compareAndSetInt(byte[] array, int index, int expected, int value) {
            if (IntsInBytes.get(array, index) != expected) {
                return false;
            }
            IntsInBytes.set(array, index, value);
            return true;
        }

        @Override
        public int getIntVolatile(byte[] array, int index) {
            return IntsInBytes.get(array, index);
        }
    };

    /** How many tasks can run at once (1 for {@link #SAME_THREAD}). */
    int parallelism();

    /**
     * Runs {@code task.accept(i)} for every i in {@code 0..count-1}, as many at once as there are workers (task 0 on
     * the calling thread), and returns when all have ended. The writes of every task happen before the return. A
     * task's failure is thrown once all have ended.
     */
    void runAll(int count, IntConsumer task);

    /** Starts {@code task} on a background thread called {@code name}; false (and the task not run) without one. */
    boolean startInBackground(String name, Runnable task);

    /**
     * Sets the little-endian int at byte {@code index} (a multiple of 4) of {@code array} to {@code value} when it
     * is {@code expected}, atomically against the other tasks of {@link #runAll}; true when it was set.
     */
    boolean compareAndSetInt(byte[] array, int index, int expected, int value);

    /** The little-endian int at byte {@code index} of {@code array}, as the other tasks last wrote it. */
    int getIntVolatile(byte[] array, int index);
}

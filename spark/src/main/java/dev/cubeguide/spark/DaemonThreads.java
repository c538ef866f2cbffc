package dev.cubeguide.spark;

import java.util.concurrent.ThreadFactory;

/** The job's background threads: daemon threads (they never keep the JVM alive), named for thread dumps. */
final class DaemonThreads {
    private DaemonThreads() {
    }

    /** Starts {@code body} on a daemon thread named {@code name}. */
    static Thread start(String name, Runnable body) {
        Thread thread = named(name).newThread(body);
        thread.start();
        return thread;
    }

    /**
     * Starts {@code work} early, to overlap it with Spark's start; a failure is ignored there (the same work is done
     * again where it is needed, and fails there with its report).
     */
    static void startEarly(String name, Runnable work) {
        start(name, () -> {
            try {
                work.run();
            } catch (RuntimeException | LinkageError e) {
                // reported where the work is done for real
            }
        });
    }

    /** Makes daemon threads named {@code name}. */
    static ThreadFactory named(String name) {
        return body -> {
            Thread thread = new Thread(body, name);
            thread.setDaemon(true);
            return thread;
        };
    }
}

package dev.cubeguide.concurrent;

import java.util.Objects;
import java.util.concurrent.ThreadFactory;

/**
 * Daemon threads, named: every background thread of the project is made here, so none keeps the JVM alive after
 * its work (a command, a server, a batch run) has ended, and each is found by its name in a thread dump.
 */
public final class DaemonThreads {
    private DaemonThreads() {
    }

    /** A daemon thread named {@code name} that will run {@code body}, not started yet. */
    public static Thread create(String name, Runnable body) {
        Thread thread = new Thread(body, Objects.requireNonNull(name, "name"));
        thread.setDaemon(true);
        return thread;
    }

    /** Starts {@code body} on a daemon thread named {@code name}; the thread. */
    public static Thread start(String name, Runnable body) {
        Thread thread = create(name, body);
        thread.start();
        return thread;
    }

    /**
     * Starts {@code work} early, to overlap it with the program's start; a failure is ignored there (the same work
     * is done again where it is needed, and fails there with its report).
     */
    public static void startEarly(String name, Runnable work) {
        start(name, () -> {
            try {
                work.run();
            } catch (RuntimeException | LinkageError e) {
                // reported where the work is done for real
            }
        });
    }

    /** Makes daemon threads named {@code name}, for an executor's threads. */
    public static ThreadFactory named(String name) {
        Objects.requireNonNull(name, "name");
        return body -> create(name, body);
    }
}

package dev.cubeguide.spark;

/**
 * A request, made from another thread, that a run stop: the batch daemon makes it when the run's client goes away.
 * The run checks it at each chunk and before each commit, and while its Spark jobs run, the request cancels them.
 * It never interrupts the run's thread, whose file writes (a chunk's commit, the summary) must not stop halfway.
 */
final class Cancellation {
    private boolean requested;
    private Runnable onRequest;

    /** A cancellation no one requests: a run in its own process ends with the process. */
    static Cancellation never() {
        return new Cancellation();
    }

    /** Requests the stop; the action set by {@link #whenRequested}, if any, runs now, on this thread. */
    synchronized void request() {
        requested = true;
        if (onRequest != null) {
            onRequest.run();
        }
    }

    synchronized boolean isRequested() {
        return requested;
    }

    /** Runs {@code action} when the stop is requested (now, if it was), until replaced; null for none. */
    synchronized void whenRequested(Runnable action) {
        onRequest = action;
        if (requested && action != null) {
            action.run();
        }
    }
}

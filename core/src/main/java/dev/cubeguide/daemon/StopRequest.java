package dev.cubeguide.daemon;

/**
 * A request, made from another thread, that a run stop: a daemon ({@link DaemonServer}) makes it when the run's
 * client goes away. The run looks at it where it may stop, or has it set its own flag ({@link #whenRequested}); it
 * is never interrupted, so that a file write (the batch job's chunk commit, its summary) does not stop halfway.
 */
public final class StopRequest {
    private boolean requested;
    private Runnable onRequest;

    /** A cancellation no one requests: a run in its own process ends with the process. */
    public static StopRequest never() {
        return new StopRequest();
    }

    /** Requests the stop; the action set by {@link #whenRequested}, if any, runs now, on this thread. */
    public synchronized void request() {
        requested = true;
        if (onRequest != null) {
            onRequest.run();
        }
    }

    public synchronized boolean isRequested() {
        return requested;
    }

    /** Runs {@code action} when the stop is requested (now, if it was), until replaced; null for none. */
    public synchronized void whenRequested(Runnable action) {
        onRequest = action;
        if (requested && action != null) {
            action.run();
        }
    }
}

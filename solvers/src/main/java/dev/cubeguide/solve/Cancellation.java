package dev.cubeguide.solve;

/**
 * A flag that asks a running search to stop. A search checks it every few thousand nodes and returns the best
 * solution it has (or throws {@link SolveException} with {@code TIMEOUT} when it has none).
 */
public final class Cancellation {
    private volatile boolean cancelled;

    public void cancel() {
        cancelled = true;
    }

    public boolean isCancelled() {
        return cancelled;
    }
}

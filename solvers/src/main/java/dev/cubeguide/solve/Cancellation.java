package dev.cubeguide.solve;

/**
 * A flag that asks a running search to stop. A search checks it through its {@link SearchLimits} and returns the
 * best solution it has (or throws {@link SolveException} with {@code TIMEOUT} when it has none).
 */
public final class Cancellation {
    /** A flag that is never set: the default of {@link SolveOptions}. Cancelling it does nothing. */
    public static final Cancellation NEVER = new Cancellation(false);

    private final boolean settable;
    private volatile boolean cancelled;

    /** A flag, not set yet. */
    public Cancellation() {
        this(true);
    }

    private Cancellation(boolean settable) {
        this.settable = settable;
    }

    /** Sets the flag (except on {@link #NEVER}). */
    public void cancel() {
        if (settable) {
            cancelled = true;
        }
    }

    public boolean isCancelled() {
        return cancelled;
    }
}

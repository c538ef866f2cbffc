package dev.cubeguide.solve;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * When a search must stop: a deadline on {@link System#nanoTime()}, the caller's {@link Cancellation}, and how
 * often a search looks at them. Made once per solve from the {@link SolveOptions} ({@link #of}), when the search
 * starts (after the tables are ready, so loading them is never counted), and honoured by every solver.
 *
 * <p>A search looks every {@link #CHECK_INTERVAL} nodes: with {@link #due(long)} when it counts nodes one by one, or
 * {@link #crossedCheck(long, long)} when it adds many at once. At the solvers' speeds that is well under a
 * millisecond between looks, so a timeout is kept to a small fraction of itself.
 */
public final class SearchLimits {
    /** Nodes between two looks at the clock and the flag; a power of two, so that a mask finds the moment. */
    public static final int CHECK_INTERVAL = 1 << 10;
    private static final int CHECK_SHIFT = Integer.numberOfTrailingZeros(CHECK_INTERVAL);
    private static final long NO_DEADLINE = Long.MAX_VALUE;

    /** No deadline and no cancellation. */
    public static final SearchLimits NONE = new SearchLimits(NO_DEADLINE, Cancellation.NEVER);

    private final long deadlineNanos;
    private final Cancellation cancellation;

    private SearchLimits(long deadlineNanos, Cancellation cancellation) {
        this.deadlineNanos = deadlineNanos;
        this.cancellation = Objects.requireNonNull(cancellation, "cancellation");
    }

    /** The limits of {@code options} for a search that starts at {@code startNanos} (a {@code nanoTime()}). */
    public static SearchLimits of(SolveOptions options, long startNanos) {
        long deadline = options.timeout().map(t -> saturatedAdd(startNanos, t.toNanos())).orElse(NO_DEADLINE);
        return new SearchLimits(deadline, options.cancellation());
    }

    /** The limits of {@code options} for a search that starts now. */
    public static SearchLimits startingNow(SolveOptions options) {
        return of(options, System.nanoTime());
    }

    /** These limits with the deadline brought forward by {@code reserve} (kept for a fallback after the search). */
    public SearchLimits reserving(Duration reserve) {
        return hasDeadline() ? new SearchLimits(deadlineNanos - reserve.toNanos(), cancellation) : this;
    }

    public boolean hasDeadline() {
        return deadlineNanos != NO_DEADLINE;
    }

    /** True when the caller cancelled or the deadline has passed: the search must stop. */
    public boolean reached() {
        return cancellation.isCancelled() || (hasDeadline() && System.nanoTime() - deadlineNanos > 0);
    }

    /** True when a search that counts its nodes one by one should look at {@link #reached()} now. */
    public static boolean due(long nodes) {
        return (nodes & (CHECK_INTERVAL - 1)) == 0;
    }

    /** True when a node count that went from {@code before} to {@code after} passed a multiple of the interval. */
    public static boolean crossedCheck(long before, long after) {
        return (before >>> CHECK_SHIFT) != (after >>> CHECK_SHIFT);
    }

    /** The time left before the deadline (zero once it has passed); empty without a deadline. */
    public Optional<Duration> remaining() {
        if (!hasDeadline()) {
            return Optional.empty();
        }
        return Optional.of(Duration.ofNanos(Math.max(0, deadlineNanos - System.nanoTime())));
    }

    /** The options for a fallback solve: the caller's cancellation, and the time left as its timeout. */
    public SolveOptions applyTo(SolveOptions options) {
        SolveOptions.Builder b = options.toBuilder().cancellation(cancellation);
        remaining().ifPresent(b::timeout);
        return b.build();
    }

    private static long saturatedAdd(long a, long b) {
        long sum = a + b;
        // Overflow when both operands have the sign the sum lacks.
        return ((a ^ sum) & (b ^ sum)) < 0 ? NO_DEADLINE : sum;
    }
}

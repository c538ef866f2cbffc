package dev.cubeguide.solve;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * When a search must stop: a deadline on the options' clock ({@link SolveOptions#clock()}, normally
 * {@link System#nanoTime()}), the caller's {@link Cancellation}, and how often a search looks at them; and when a
 * search that has a solution stops looking for a shorter one, its budget ({@link SolveOptions#budget()}). Made once
 * per solve from the {@link SolveOptions} ({@link #of}), when the search starts (after the tables are ready, so
 * loading them is never counted), and honoured by every solver.
 *
 * <p>The budget is a time on the clock, or with {@link SolveOptions#deterministic()} a number of search nodes: the
 * budget in milliseconds times the solver's fixed rate, so that a budgeted search stops at the same node, with the
 * same answer, on any machine. Either way it is looked at only where the deadline is.
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

    private static final long NO_BUDGET = Long.MAX_VALUE;

    /** No deadline, no budget and no cancellation. */
    public static final SearchLimits NONE = new SearchLimits(NO_DEADLINE, Cancellation.NEVER, SolveOptions.SYSTEM_CLOCK,
            NO_DEADLINE, NO_BUDGET);

    private final long deadlineNanos;
    private final Cancellation cancellation;
    private final LongSupplier clock;
    /** The end of a budget counted on the clock, or NO_DEADLINE. */
    private final long budgetEndNanos;
    /** A budget counted in nodes, or NO_BUDGET. */
    private final long budgetNodes;

    private SearchLimits(long deadlineNanos, Cancellation cancellation, LongSupplier clock, long budgetEndNanos,
            long budgetNodes) {
        this.deadlineNanos = deadlineNanos;
        this.cancellation = Objects.requireNonNull(cancellation, "cancellation");
        this.clock = clock;
        this.budgetEndNanos = budgetEndNanos;
        this.budgetNodes = budgetNodes;
    }

    /**
     * The limits of {@code options} for a search that starts at {@code startNanos} on the options' clock, for a
     * solver without a budget.
     */
    public static SearchLimits of(SolveOptions options, long startNanos) {
        return of(options, startNanos, 0);
    }

    /**
     * The limits of {@code options} for a search that starts at {@code startNanos} on the options' clock; a
     * deterministic budget is counted at {@code nodesPerMs} of the solver's nodes per millisecond (0: the solver
     * ignores budgets).
     */
    public static SearchLimits of(SolveOptions options, long startNanos, long nodesPerMs) {
        long deadline = options.timeout().map(t -> saturatedAdd(startNanos, t.toNanos())).orElse(NO_DEADLINE);
        long budgetEnd = NO_DEADLINE;
        long budgetNodes = NO_BUDGET;
        if (options.budget().isPresent() && nodesPerMs > 0) {
            Duration budget = options.budget().get();
            if (options.deterministic()) {
                // At most 60 s (6e10 ns) times a rate far below 1e6 nodes per ms: no overflow.
                budgetNodes = budget.toNanos() * nodesPerMs / 1_000_000;
            } else {
                budgetEnd = saturatedAdd(startNanos, budget.toNanos());
            }
        }
        return new SearchLimits(deadline, options.cancellation(), options.clock(), budgetEnd, budgetNodes);
    }

    /** The limits of {@code options} for a search that starts now (on the options' clock), without a budget. */
    public static SearchLimits startingNow(SolveOptions options) {
        return of(options, options.clock().getAsLong());
    }

    /** The limits of {@code options} for a search that starts now, its budget counted at {@code nodesPerMs}. */
    public static SearchLimits startingNow(SolveOptions options, long nodesPerMs) {
        return of(options, options.clock().getAsLong(), nodesPerMs);
    }

    /** These limits with the deadline brought forward by {@code reserve} (kept for a fallback after the search). */
    public SearchLimits reserving(Duration reserve) {
        return hasDeadline() ? new SearchLimits(deadlineNanos - reserve.toNanos(), cancellation, clock,
                budgetEndNanos, budgetNodes) : this;
    }

    /** True when a search that has a solution stops looking for a shorter one at some point: it has a budget. */
    public boolean hasBudget() {
        return budgetEndNanos != NO_DEADLINE || budgetNodes != NO_BUDGET;
    }

    /**
     * True when the budget is spent after {@code nodes} search nodes (those counted against a deterministic budget;
     * a clock budget looks at the clock). False without a budget.
     */
    public boolean budgetSpent(long nodes) {
        if (budgetNodes != NO_BUDGET) {
            return nodes >= budgetNodes;
        }
        return budgetEndNanos != NO_DEADLINE && clock.getAsLong() - budgetEndNanos >= 0;
    }

    public boolean hasDeadline() {
        return deadlineNanos != NO_DEADLINE;
    }

    /** True when the caller cancelled or the deadline has passed: the search must stop. */
    public boolean reached() {
        return cancellation.isCancelled() || (hasDeadline() && clock.getAsLong() - deadlineNanos > 0);
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
        return Optional.of(Duration.ofNanos(Math.max(0, deadlineNanos - clock.getAsLong())));
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

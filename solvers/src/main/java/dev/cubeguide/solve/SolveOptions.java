package dev.cubeguide.solve;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Move;
import dev.cubeguide.optimize.MoveOptimizer;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * How to solve, for every solver: limits, parallelism and listeners, plus any solver's own typed options
 * ({@link SolverSpecificOptions}, such as the beginner solver's first layer). Immutable; build with
 * {@link #builder()} or change a copy with the {@code with...} methods:
 * <pre>SolveOptions.defaults().withMaxLength(20).withTimeout(Duration.ofSeconds(2))</pre>
 * A solver ignores another solver's options.
 *
 * @param maxLength     the longest acceptable solution (HTM); empty for the solver's own bound (20 for two-phase)
 * @param targetLength  stop as soon as a solution this short is found; empty to use the solver's own rule
 * @param timeout       give up after this long, returning the best solution so far; empty for no limit
 * @param threads       worker threads; 0 means all cores
 * @param deterministic the same input and options always give the same solution, whatever the thread count
 * @param cancellation  set it to stop a running search early; {@link Cancellation#NEVER} when nobody will
 * @param onImprovement called with each shorter solution as it is found (anytime mode); may be called from
 *                      search threads
 * @param onProgress    called now and then with a progress line (depth, nodes per second)
 * @param solverOptions each solver's own options, by their type
 * @param budget        how long the two-phase and Thistlethwaite solvers go on looking for a shorter solution once
 *                      they have one, counted from the search's start (0 to {@link #MAX_BUDGET}); they return the
 *                      shortest found, sooner when it is proven optimal or reaches {@code targetLength}. With
 *                      {@code deterministic} it is counted in search nodes at the solver's fixed rate, so that the
 *                      answer is the same on any machine. Empty: the first solution within the limits. The optimal
 *                      solver ignores it
 * @param target        the state to solve to, a pattern with the standard centres; empty for the solved cube. A
 *                      solution takes the cube to it (the solvers search {@code target⁻¹ · cube}); the beginner solver
 *                      refuses any target but the solved cube
 * @param knownSolution a solution known before the search, such as the inverse of the scramble the cube was given
 *                      as: the two-phase and Thistlethwaite solvers never return a longer one, and with a budget
 *                      look only for shorter ones. Ignored when it does not take the cube to its target
 * @param clock         the clock of the timeout and the budget, in nanoseconds ({@code System::nanoTime}); tests
 *                      and other runtimes may give their own
 */
public record SolveOptions(OptionalInt maxLength, OptionalInt targetLength, Optional<Duration> timeout, int threads,
        boolean deterministic, Cancellation cancellation, Optional<Consumer<Solution>> onImprovement,
        Optional<Consumer<String>> onProgress,
        Map<Class<? extends SolverSpecificOptions>, SolverSpecificOptions> solverOptions, Optional<Duration> budget,
        Optional<CubieCube> target, Optional<Alg> knownSolution, LongSupplier clock) {

    /**
     * The default clock, {@link System#nanoTime()}: one instance, so that equal options are equal (declared before
     * {@link #DEFAULTS}, which uses it).
     */
    public static final LongSupplier SYSTEM_CLOCK = System::nanoTime;
    private static final SolveOptions DEFAULTS = builder().build();

    public SolveOptions {
        Objects.requireNonNull(maxLength, "maxLength");
        Objects.requireNonNull(targetLength, "targetLength");
        Objects.requireNonNull(timeout, "timeout");
        Objects.requireNonNull(cancellation, "cancellation");
        Objects.requireNonNull(onImprovement, "onImprovement");
        Objects.requireNonNull(onProgress, "onProgress");
        Objects.requireNonNull(budget, "budget");
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(knownSolution, "knownSolution");
        Objects.requireNonNull(clock, "clock");
        // An empty map is not copied: Map.copyOf of one fails in the browser build (TeaVM's WebAssembly GC target).
        solverOptions = solverOptions.isEmpty() ? Collections.emptyMap() : Map.copyOf(solverOptions);
        if (threads < 0 || threads > MAX_THREADS) {
            throw badOption("threads must be 0 (all cores) to " + MAX_THREADS + ": " + threads, "threads", threads);
        }
        if (maxLength.isPresent() && (maxLength.getAsInt() < 0 || maxLength.getAsInt() > MAX_LENGTH)) {
            throw badOption("the maximum length must be 0 to " + MAX_LENGTH + ": " + maxLength.getAsInt(), "maxLength",
                    maxLength.getAsInt());
        }
        if (targetLength.isPresent() && (targetLength.getAsInt() < 0 || targetLength.getAsInt() > MAX_LENGTH)) {
            throw badOption("the target length must be 0 to " + MAX_LENGTH + ": " + targetLength.getAsInt(),
                    "targetLength", targetLength.getAsInt());
        }
        if (timeout.isPresent() && (timeout.get().isNegative() || timeout.get().compareTo(MAX_TIMEOUT) > 0)) {
            throw badOption("the timeout must be between 0 and " + MAX_TIMEOUT.toDays() + " days", "timeoutMs",
                    timeout.get().isNegative() ? -1 : Long.MAX_VALUE);
        }
        if (budget.isPresent() && (budget.get().isNegative() || budget.get().compareTo(MAX_BUDGET) > 0)) {
            throw badOption("the budget must be between 0 and " + MAX_BUDGET.toMillis() / 1000 + " s", "budgetMs",
                    budget.get().isNegative() ? -1 : budget.get().toMillis());
        }
        if (target.isPresent() && !target.get().hasStandardCenters()) {
            throw new IllegalArgumentException("a target has the standard centres: " + target.get().toFacelets());
        }
    }

    /** The longest maximum or target length accepted (no solver needs more; the beginner solver's are below 100). */
    public static final int MAX_LENGTH = 1_000;
    /** The most threads accepted. */
    public static final int MAX_THREADS = 1_024;
    /** The longest timeout accepted: far beyond any search, and far from the overflow of a deadline in nanoseconds. */
    public static final Duration MAX_TIMEOUT = Duration.ofDays(30);
    /** The longest budget accepted: a person waits a moment, not a minute. */
    public static final Duration MAX_BUDGET = Duration.ofSeconds(60);

    private static CubeGuideException badOption(String message, String name, long value) {
        return new CubeGuideException(ErrorCode.BAD_REQUEST, message, Map.of(name, value));
    }

    /** No limits beyond each solver's own; all cores; each solver's default options. */
    public static SolveOptions defaults() {
        return DEFAULTS;
    }

    /** A builder starting from the defaults. */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder starting from these options. */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.maxLength = maxLength;
        b.targetLength = targetLength;
        b.timeout = timeout;
        b.threads = threads;
        b.deterministic = deterministic;
        b.cancellation = cancellation;
        b.onImprovement = onImprovement;
        b.onProgress = onProgress;
        b.solverOptions.putAll(solverOptions);
        b.budget = budget;
        b.target = target;
        b.knownSolution = knownSolution;
        b.clock = clock;
        return b;
    }

    /** The maximum length, or {@code solverDefault} when none was set. */
    public int maxLengthOr(int solverDefault) {
        return maxLength.orElse(solverDefault);
    }

    /** The number of threads to use: {@link #threads()}, or the number of cores when it is 0. */
    public int effectiveThreads() {
        return threads == 0 ? Runtime.getRuntime().availableProcessors() : threads;
    }

    /** True when the cancellation flag is set. */
    public boolean isCancelled() {
        return cancellation.isCancelled();
    }

    /** The options of the solver that reads {@code type}, or {@code fallback} when none were given. */
    public <T extends SolverSpecificOptions> T solverOptions(Class<T> type, T fallback) {
        SolverSpecificOptions given = solverOptions.get(type);
        return given == null ? fallback : type.cast(given);
    }

    public SolveOptions withMaxLength(int length) {
        return toBuilder().maxLength(length).build();
    }

    public SolveOptions withTargetLength(int length) {
        return toBuilder().targetLength(length).build();
    }

    public SolveOptions withTimeout(Duration limit) {
        return toBuilder().timeout(limit).build();
    }

    public SolveOptions withThreads(int count) {
        return toBuilder().threads(count).build();
    }

    public SolveOptions withDeterministic(boolean value) {
        return toBuilder().deterministic(value).build();
    }

    public SolveOptions withCancellation(Cancellation flag) {
        return toBuilder().cancellation(flag).build();
    }

    public SolveOptions withOnImprovement(Consumer<Solution> listener) {
        return toBuilder().onImprovement(listener).build();
    }

    public SolveOptions withOnProgress(Consumer<String> listener) {
        return toBuilder().onProgress(listener).build();
    }

    public SolveOptions withBudget(Duration value) {
        return toBuilder().budget(value).build();
    }

    /** These options solving to {@code state} (a pattern); the solved cube means no target. */
    public SolveOptions withTarget(CubieCube state) {
        return toBuilder().target(state).build();
    }

    public SolveOptions withKnownSolution(Alg solution) {
        return toBuilder().knownSolution(solution).build();
    }

    /**
     * These options for a cube given as the moves {@code scramble}: their undoing ({@link MoveOptimizer#undo}) is
     * the known solution, so no answer is longer than the scramble.
     */
    public SolveOptions withScramble(Alg scramble) {
        return withKnownSolution(MoveOptimizer.undo(scramble));
    }

    /**
     * The known solution, when it is made of face turns and solves {@code searched} (the cube a solver searches,
     * {@link #searched}); empty otherwise.
     */
    public Optional<Alg> knownSolutionOf(CubieCube searched) {
        if (knownSolution.isEmpty()) {
            return knownSolution;
        }
        for (Move move : knownSolution.get().moves()) {
            if (!move.isFaceTurn()) {
                return Optional.empty();
            }
        }
        return searched.apply(knownSolution.get()).isSolved() ? knownSolution : Optional.empty();
    }

    public SolveOptions withClock(LongSupplier nanoClock) {
        return toBuilder().clock(nanoClock).build();
    }

    /** The cube a solver searches for {@code cube}: {@code target⁻¹ · cube}, whose solutions take cube to target. */
    public CubieCube searched(CubieCube cube) {
        return target.map(t -> t.inverse().multiply(cube)).orElse(cube);
    }

    /** These options with one solver's own options set (replacing any of the same type). */
    public SolveOptions with(SolverSpecificOptions options) {
        return toBuilder().solverOptions(options).build();
    }

    /** Builds {@link SolveOptions}; every field starts at its default. */
    public static final class Builder {
        private OptionalInt maxLength = OptionalInt.empty();
        private OptionalInt targetLength = OptionalInt.empty();
        private Optional<Duration> timeout = Optional.empty();
        private int threads;
        private boolean deterministic;
        private Cancellation cancellation = Cancellation.NEVER;
        private Optional<Consumer<Solution>> onImprovement = Optional.empty();
        private Optional<Consumer<String>> onProgress = Optional.empty();
        private final Map<Class<? extends SolverSpecificOptions>, SolverSpecificOptions> solverOptions =
                new LinkedHashMap<>();
        private Optional<Duration> budget = Optional.empty();
        private Optional<CubieCube> target = Optional.empty();
        private Optional<Alg> knownSolution = Optional.empty();
        private LongSupplier clock = SYSTEM_CLOCK;

        private Builder() {
        }

        public Builder maxLength(int length) {
            this.maxLength = OptionalInt.of(length);
            return this;
        }

        public Builder targetLength(int length) {
            this.targetLength = OptionalInt.of(length);
            return this;
        }

        public Builder timeout(Duration limit) {
            this.timeout = Optional.of(limit);
            return this;
        }

        public Builder threads(int count) {
            this.threads = count;
            return this;
        }

        public Builder deterministic(boolean value) {
            this.deterministic = value;
            return this;
        }

        public Builder cancellation(Cancellation flag) {
            this.cancellation = Objects.requireNonNull(flag, "cancellation");
            return this;
        }

        public Builder onImprovement(Consumer<Solution> listener) {
            this.onImprovement = Optional.of(listener);
            return this;
        }

        public Builder onProgress(Consumer<String> listener) {
            this.onProgress = Optional.of(listener);
            return this;
        }

        /** Sets one solver's own options (replacing any of the same type). */
        public Builder solverOptions(SolverSpecificOptions options) {
            solverOptions.put(options.getClass(), options);
            return this;
        }

        public Builder budget(Duration value) {
            this.budget = Optional.of(value);
            return this;
        }

        /** Solve to {@code state}, a pattern with the standard centres; the solved cube means no target. */
        public Builder target(CubieCube state) {
            this.target = state.equals(CubieCube.SOLVED) ? Optional.empty() : Optional.of(state);
            return this;
        }

        public Builder knownSolution(Alg solution) {
            this.knownSolution = Optional.of(solution);
            return this;
        }

        public Builder clock(LongSupplier nanoClock) {
            this.clock = Objects.requireNonNull(nanoClock, "clock");
            return this;
        }

        public SolveOptions build() {
            return new SolveOptions(maxLength, targetLength, timeout, threads, deterministic, cancellation,
                    onImprovement, onProgress, solverOptions, budget, target, knownSolution, clock);
        }
    }
}

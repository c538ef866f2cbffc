package dev.cubeguide.solve;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;

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
 */
public record SolveOptions(OptionalInt maxLength, OptionalInt targetLength, Optional<Duration> timeout, int threads,
        boolean deterministic, Cancellation cancellation, Optional<Consumer<Solution>> onImprovement,
        Optional<Consumer<String>> onProgress,
        Map<Class<? extends SolverSpecificOptions>, SolverSpecificOptions> solverOptions) {

    private static final SolveOptions DEFAULTS = builder().build();

    public SolveOptions {
        Objects.requireNonNull(maxLength, "maxLength");
        Objects.requireNonNull(targetLength, "targetLength");
        Objects.requireNonNull(timeout, "timeout");
        Objects.requireNonNull(cancellation, "cancellation");
        Objects.requireNonNull(onImprovement, "onImprovement");
        Objects.requireNonNull(onProgress, "onProgress");
        solverOptions = Map.copyOf(solverOptions);
        if (threads < 0) {
            throw new IllegalArgumentException("threads must be 0 (all cores) or more: " + threads);
        }
        if (maxLength.isPresent() && maxLength.getAsInt() < 0) {
            throw new IllegalArgumentException("maxLength must not be negative");
        }
        if (targetLength.isPresent() && targetLength.getAsInt() < 0) {
            throw new IllegalArgumentException("targetLength must not be negative");
        }
        if (timeout.isPresent() && timeout.get().isNegative()) {
            throw new IllegalArgumentException("timeout must not be negative");
        }
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

        public SolveOptions build() {
            return new SolveOptions(maxLength, targetLength, timeout, threads, deterministic, cancellation,
                    onImprovement, onProgress, solverOptions);
        }
    }
}

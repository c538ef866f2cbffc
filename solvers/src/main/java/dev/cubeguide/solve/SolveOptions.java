package dev.cubeguide.solve;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.notation.Face;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;

/**
 * How to solve: limits, parallelism, and solver-specific choices. Immutable; build with {@link #defaults()} and
 * the {@code with...} methods:
 * <pre>SolveOptions.defaults().withMaxLength(20).withTimeout(Duration.ofSeconds(2))</pre>
 * Options a solver does not use are ignored by it.
 *
 * @param maxLength     the longest acceptable solution (HTM); empty for the solver's own bound (20 for two-phase)
 * @param targetLength  stop as soon as a solution this short is found; empty to use the solver's own rule
 * @param timeout       give up after this long, returning the best solution so far; empty for no limit
 * @param threads       worker threads; 0 means all cores
 * @param deterministic the same input and options always give the same solution, whatever the thread count
 * @param cancellation  set it to stop a running search early
 * @param onImprovement called with each shorter solution as it is found (anytime mode); may be called from
 *                      search threads
 * @param onProgress    called now and then with a progress line (depth, nodes per second)
 * @param lean          Thistlethwaite only: search without tables, as on the microcontroller
 * @param firstLayer    beginner only: the face the first layer is built on
 * @param allowRotations beginner only: allow whole-cube rotations (y) for comfort
 */
public record SolveOptions(OptionalInt maxLength, OptionalInt targetLength, Optional<Duration> timeout, int threads,
        boolean deterministic, Cancellation cancellation, Optional<Consumer<Solution>> onImprovement,
        Optional<Consumer<String>> onProgress, boolean lean, Face firstLayer, boolean allowRotations) {

    private static final SolveOptions DEFAULTS = new SolveOptions(OptionalInt.empty(), OptionalInt.empty(),
            Optional.empty(), 0, false, null, Optional.empty(), Optional.empty(), false, Face.D, false);

    public SolveOptions {
        Objects.requireNonNull(maxLength, "maxLength");
        Objects.requireNonNull(targetLength, "targetLength");
        Objects.requireNonNull(timeout, "timeout");
        Objects.requireNonNull(onImprovement, "onImprovement");
        Objects.requireNonNull(onProgress, "onProgress");
        Objects.requireNonNull(firstLayer, "firstLayer");
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
    }

    /** The longest maximum or target length accepted (no solver needs more; the beginner solver's are below 100). */
    public static final int MAX_LENGTH = 1_000;
    /** The most threads accepted. */
    public static final int MAX_THREADS = 1_024;
    /** The longest timeout accepted: far beyond any search, and far from the overflow of a deadline in nanoseconds. */
    public static final Duration MAX_TIMEOUT = Duration.ofDays(30);

    private static CubeGuideException badOption(String message, String name, long value) {
        return new CubeGuideException(ErrorCode.BAD_REQUEST, message, Map.of(name, value));
    }

    /** No limits beyond each solver's own; all cores; face turns only; first layer D. */
    public static SolveOptions defaults() {
        return DEFAULTS;
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
        return cancellation != null && cancellation.isCancelled();
    }

    public SolveOptions withMaxLength(int length) {
        return new SolveOptions(OptionalInt.of(length), targetLength, timeout, threads, deterministic, cancellation,
                onImprovement, onProgress, lean, firstLayer, allowRotations);
    }

    public SolveOptions withTargetLength(int length) {
        return new SolveOptions(maxLength, OptionalInt.of(length), timeout, threads, deterministic, cancellation,
                onImprovement, onProgress, lean, firstLayer, allowRotations);
    }

    public SolveOptions withTimeout(Duration limit) {
        return new SolveOptions(maxLength, targetLength, Optional.of(limit), threads, deterministic, cancellation,
                onImprovement, onProgress, lean, firstLayer, allowRotations);
    }

    public SolveOptions withThreads(int count) {
        return new SolveOptions(maxLength, targetLength, timeout, count, deterministic, cancellation, onImprovement,
                onProgress, lean, firstLayer, allowRotations);
    }

    public SolveOptions withDeterministic(boolean value) {
        return new SolveOptions(maxLength, targetLength, timeout, threads, value, cancellation, onImprovement,
                onProgress, lean, firstLayer, allowRotations);
    }

    public SolveOptions withCancellation(Cancellation flag) {
        return new SolveOptions(maxLength, targetLength, timeout, threads, deterministic, flag, onImprovement,
                onProgress, lean, firstLayer, allowRotations);
    }

    public SolveOptions withOnImprovement(Consumer<Solution> listener) {
        return new SolveOptions(maxLength, targetLength, timeout, threads, deterministic, cancellation,
                Optional.of(listener), onProgress, lean, firstLayer, allowRotations);
    }

    public SolveOptions withOnProgress(Consumer<String> listener) {
        return new SolveOptions(maxLength, targetLength, timeout, threads, deterministic, cancellation, onImprovement,
                Optional.of(listener), lean, firstLayer, allowRotations);
    }

    public SolveOptions withLean(boolean value) {
        return new SolveOptions(maxLength, targetLength, timeout, threads, deterministic, cancellation, onImprovement,
                onProgress, value, firstLayer, allowRotations);
    }

    public SolveOptions withFirstLayer(Face face) {
        return new SolveOptions(maxLength, targetLength, timeout, threads, deterministic, cancellation, onImprovement,
                onProgress, lean, face, allowRotations);
    }

    public SolveOptions withAllowRotations(boolean value) {
        return new SolveOptions(maxLength, targetLength, timeout, threads, deterministic, cancellation, onImprovement,
                onProgress, lean, firstLayer, value);
    }
}

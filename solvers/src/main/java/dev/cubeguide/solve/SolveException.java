package dev.cubeguide.solve;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.util.Map;

/**
 * No solution within the limits: {@link ErrorCode#NO_SOLUTION} when the search finished without one (for
 * example, {@code maxLength} is too small), {@link ErrorCode#TIMEOUT} when time ran out or the search was
 * cancelled first. The CLI exits with 3 for both.
 */
public final class SolveException extends CubeGuideException {
    private static final long serialVersionUID = 1L;

    public SolveException(ErrorCode code, String message, Map<String, ?> detail) {
        super(code, message, detail);
        if (code != ErrorCode.NO_SOLUTION && code != ErrorCode.TIMEOUT) {
            throw new IllegalArgumentException("a SolveException is NO_SOLUTION or TIMEOUT, not " + code);
        }
    }

    public static SolveException noSolution(String solver, int maxLength) {
        return new SolveException(ErrorCode.NO_SOLUTION, "the " + solver + " solver found no solution of at most "
                + maxLength + " moves", Map.of("solver", solver, "maxLength", maxLength));
    }

    public static SolveException timeout(String solver, long timeoutMs) {
        return new SolveException(ErrorCode.TIMEOUT, "the " + solver + " solver found no solution within "
                + timeoutMs + " ms", Map.of("solver", solver, "timeoutMs", timeoutMs));
    }
}

package dev.cubeguide.spark;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.solve.SolveInput;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;

/**
 * The result rows ({@link ResultRow}): one per input cube, with the columns {@code id, facelets, solver, solution, length, optimal,
 * lowerBound, timeMs, error}. A solved cube has no error; a bad line or an unsolved cube has its error code
 * ({@code BAD_LENGTH}, {@code PARITY}, ..., {@code TIMEOUT}, {@code NO_SOLUTION}) and null solution columns.
 */
final class ResultRows {
    static final String ID = "id";
    static final String FACELETS = "facelets";
    static final String SOLVER = "solver";
    static final String SOLUTION = "solution";
    static final String LENGTH = "length";
    static final String OPTIMAL = "optimal";
    static final String LOWER_BOUND = "lowerBound";
    static final String TIME_MS = "timeMs";
    static final String ERROR = "error";

    private ResultRows() {
    }

    /** The row of one line solved to the solved cube ({@link #solve(CubeLine, Solver, SolveOptions, String)}). */
    static ResultRow solve(CubeLine line, Solver solver, SolveOptions options) {
        return solve(line, solver, options, null);
    }

    /**
     * The row of one line: the line's own problem, or the facelets' validation error, or the solve, to the pattern
     * {@code to} (null: the solved cube; a pattern in the line's symbols with other centres is a BAD_REQUEST row).
     * Never throws for anything the input can cause; a solution that does not take its cube where asked (a bug) is an
     * {@code INTERNAL} row.
     */
    static ResultRow solve(CubeLine line, Solver solver, SolveOptions options, String to) {
        long start = System.nanoTime();
        if (line.problem() != null) {
            return error(line, solver, line.problem(), start);
        }
        SolveInput input;
        try {
            input = SolveInput.ofFacelets(line.facelets(), to, options);
        } catch (CubeGuideException e) {
            return error(line, solver, e.code(), start);
        }
        Solution solution;
        try {
            solution = solver.solve(input.cube(), input.options());
        } catch (CubeGuideException e) {
            return error(line, solver, e.code(), start);
        }
        if (!input.reachedBy(solution)) {
            return error(line, solver, ErrorCode.INTERNAL, start);
        }
        Integer lowerBound = solution.optimal() ? Integer.valueOf(solution.length())
                : solution.lowerBound().isPresent() ? Integer.valueOf(solution.lowerBound().getAsInt()) : null;
        return new ResultRow(line.id(), line.facelets(), solver.name(), solution.moves().toString(),
                solution.length(), solution.optimal(), lowerBound, millis(solution.time().toNanos()), null);
    }

    private static ResultRow error(CubeLine line, Solver solver, ErrorCode code, long start) {
        return new ResultRow(line.id(), line.facelets(), solver.name(), null, null, null, null,
                millis(System.nanoTime() - start), code.name());
    }

    /** Milliseconds to two decimals, as {@code solve --json} gives them. */
    private static double millis(long nanos) {
        return Math.round(nanos / 1e4) / 100.0;
    }
}

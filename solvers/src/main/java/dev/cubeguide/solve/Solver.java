package dev.cubeguide.solve;

import dev.cubeguide.model.CubieCube;
import java.util.List;

/**
 * One interface for every solver. Implementations are thread-safe: one instance serves many threads, each
 * search keeping its own state.
 *
 * <p>The contract, checked for every solver by the shared contract test: for any solvable cube {@code c} with
 * standard centres, {@code c.apply(solve(c, o).moves())} is solved and its length is at most the solver's
 * bound (and at most {@code o.maxLength()} when set). A cube with moved centres is solved as the person holding
 * it sees it (its {@linkplain CubieCube#normalized() normalized} form).
 */
public interface Solver {
    /** The name used by {@code --solver} and the API: {@code twophase}, {@code thistlethwaite}, ... */
    String name();

    /** Title, description, bound and typical time, for people choosing a solver. */
    SolverInfo info();

    /**
     * Solves {@code cube}. Throws {@link SolveException} when no solution was found within the limits.
     */
    Solution solve(CubieCube cube, SolveOptions options);

    /** Solves with the default options. */
    default Solution solve(CubieCube cube) {
        return solve(cube, SolveOptions.defaults());
    }

    /**
     * Up to {@code count} different solutions, shortest first, for callers that choose among them by another cost
     * (the robot planner picks the one that is fastest for its robot). The default returns the one solution of
     * {@link #solve(CubieCube, SolveOptions)}.
     */
    default List<Solution> solveMany(CubieCube cube, SolveOptions options, int count) {
        return List.of(solve(cube, options));
    }

    /** The solver's tables: which files, whether they are ready, preparing them. {@link SolverTables#NONE} by default. */
    default SolverTables tables() {
        return SolverTables.NONE;
    }
}

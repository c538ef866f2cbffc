package dev.cubeguide.solve;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.table.TableSpec;
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
    default java.util.List<Solution> solveMany(CubieCube cube, SolveOptions options, int count) {
        return List.of(solve(cube, options));
    }

    /** The table files this solver uses (empty for table-free solvers). */
    default List<TableSpec> tables() {
        return List.of();
    }

    /**
     * Extra lines for {@code cubeguide tables status}: per-table facts such as the number of states and the
     * maximum depth found by BFS. Empty by default.
     */
    default List<String> tableReport() {
        return List.of();
    }

    /** Loads or builds every table now, so that the first solve is fast. */
    default void prepare() {
    }

    /**
     * As {@link #prepare()}, and readies the tables for many solves where that costs more at first: for a
     * benchmark or a server rather than a single solve (the two-phase solver copies its mapped move-mask table into
     * the heap, where the search reads it faster).
     */
    default void prepareForManySolves() {
        prepare();
    }

    /**
     * Tables built only on request ({@code tables build --large}) that make the solver faster when present, such
     * as the optimal solver's large table. Empty by default.
     */
    default List<TableSpec> largeTables() {
        return List.of();
    }

    /** Builds (or loads) the {@link #largeTables()}; may take long. Does nothing by default. */
    default void buildLargeTables() {
    }

    /**
     * Which of its table sets the solver uses now, for reports (the optimal solver: {@code "default"} or
     * {@code "large"}); empty for solvers with one set.
     */
    default java.util.Optional<String> tableSet() {
        return java.util.Optional.empty();
    }
}

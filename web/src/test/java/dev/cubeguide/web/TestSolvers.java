package dev.cubeguide.web;

import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.TestRegistry;
import dev.cubeguide.solve.registry.SolverRegistry;
import java.util.List;
import java.util.function.Function;

/**
 * The solvers the web tests use: the real ones of {@link TestRegistry#SHARED}, whose tables are in the build's shared
 * test folder (never the user's home), handed to each server through its options; with a {@link PathSolver} standing
 * in for two-phase while the real one is not built.
 */
final class TestSolvers {
    /** The real solvers on the shared test tables. */
    static final SolverRegistry REGISTRY = TestRegistry.SHARED;

    private TestSolvers() {
    }

    /** The server's defaults with the test registry: its solvers, and its store for {@code GET /api/tables}. */
    static ServerOptions options() {
        return ServerOptions.defaults().withRegistry(REGISTRY);
    }

    /** Whether the real solver called {@code name} is built (a placeholder reports no move bound). */
    static boolean isBuilt(String name) {
        return REGISTRY.get(name).info().maxMoves() > 0;
    }

    /** The real solvers, with {@code standIn} as two-phase while the real one is not built. */
    static Function<String, Solver> lookup(PathSolver standIn) {
        boolean real = isBuilt("twophase");
        return name -> name.equals("twophase") && !real ? standIn : REGISTRY.get(name);
    }

    static List<String> names() {
        return REGISTRY.names();
    }

    static boolean realTwoPhase() {
        return isBuilt("twophase");
    }
}

package dev.cubeguide.cli;

import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.TestRegistry;
import dev.cubeguide.solve.registry.SolverRegistry;

/** Real solvers for the command-line tests, on the build's shared test tables (never the user's home). */
final class CliTestSolvers {
    /** The registry every in-process run of the command line gets, unless a test hands in its own. */
    static final SolverRegistry REGISTRY = TestRegistry.SHARED;
    /** The default solver; its tables are shared with the solver module's tests. */
    static final Solver TWO_PHASE = REGISTRY.defaultSolver();

    private CliTestSolvers() {
    }
}

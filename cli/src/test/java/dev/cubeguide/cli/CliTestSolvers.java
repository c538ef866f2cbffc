package dev.cubeguide.cli;

import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.twophase.TwoPhaseSolver;
import dev.cubeguide.table.SharedTestTables;

/** Real solvers for the command-line tests, on the build's shared test tables (never the user's home). */
final class CliTestSolvers {
    /** The default solver, built once per test JVM; its tables are shared with the solver module's tests. */
    static final Solver TWO_PHASE = new TwoPhaseSolver(SharedTestTables.store());

    private CliTestSolvers() {
    }
}

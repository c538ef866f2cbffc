package dev.cubeguide.solve.optimal;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.SolverInfo;

/** PLACEHOLDER: replaced by the real solver in its issue. */
public final class OptimalSolver implements Solver {
    @Override
    public String name() {
        return "optimal";
    }

    @Override
    public SolverInfo info() {
        return new SolverInfo("optimal", "optimal", "not yet implemented", 0, "", false);
    }

    @Override
    public Solution solve(CubieCube cube, SolveOptions options) {
        throw new UnsupportedOperationException("the optimal solver is not implemented yet");
    }
}

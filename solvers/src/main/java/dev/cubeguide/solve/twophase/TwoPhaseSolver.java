package dev.cubeguide.solve.twophase;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.SolverInfo;

/** PLACEHOLDER: replaced by the real solver in its issue. */
public final class TwoPhaseSolver implements Solver {
    @Override
    public String name() {
        return "twophase";
    }

    @Override
    public SolverInfo info() {
        return new SolverInfo("twophase", "twophase", "not yet implemented", 0, "", false);
    }

    @Override
    public Solution solve(CubieCube cube, SolveOptions options) {
        throw new UnsupportedOperationException("the twophase solver is not implemented yet");
    }
}

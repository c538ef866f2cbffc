package dev.cubeguide.solve.beginner;

import dev.cubeguide.solve.twophase.TwoPhaseSolver;

/** A test fixture for the layer rules: a beginner-solver class that uses the two-phase solver's package. */
public final class CrossSolverFixture {
    private CrossSolverFixture() {
    }

    /** Reaches across into another solver's package. */
    public static Class<?> other() {
        return TwoPhaseSolver.class;
    }
}

package dev.cubeguide.link.robot;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import java.util.List;

/** Where candidate solutions come from: a solver, or a fixed list in tests. */
@FunctionalInterface
public interface SolutionSource {
    /**
     * Up to {@code count} solutions of {@code cube}, best first. With {@code count == 1} this is the one solution
     * the source would give on its own.
     */
    List<Alg> solutions(CubieCube cube, int count);

    /**
     * A solver as a source: {@link Solver#solve} for one solution, {@link Solver#solveMany} for more. Give
     * deterministic options so that the single solution is the same on every call.
     */
    static SolutionSource of(Solver solver, SolveOptions options) {
        return (cube, count) -> count == 1
                ? List.of(solver.solve(cube, options).moves())
                : solver.solveMany(cube, options, count).stream().map(Solution::moves).toList();
    }
}

package dev.cubeguide.link.display;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveException;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.SolverInfo;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A test solver that knows the scrambles it will be asked about and answers with their inverses: the device and
 * link tests then do not depend on the real solvers (which are tested on their own).
 */
class KnownSolver implements Solver {
    private final Map<CubieCube, Alg> known = new ConcurrentHashMap<>();

    KnownSolver know(Alg scramble) {
        known.put(CubieCube.of(scramble).normalized(), Alg.of(FaceTurns.relativeToHeld(scramble)).inverse());
        return this;
    }

    @Override
    public String name() {
        return "known";
    }

    @Override
    public SolverInfo info() {
        return new SolverInfo("known", "known scrambles", "test solver", 0, "", false);
    }

    @Override
    public Solution solve(CubieCube cube, SolveOptions options) {
        Alg moves = cube.isSolved() ? Alg.EMPTY : known.get(cube);
        if (moves == null) {
            throw SolveException.noSolution(name(), 0);
        }
        return new Solution(name(), moves, List.of(), false, OptionalInt.empty(), 0, Duration.ZERO);
    }
}

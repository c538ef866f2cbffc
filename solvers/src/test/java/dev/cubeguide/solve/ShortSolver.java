package dev.cubeguide.solve;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Move;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * A TEST DOUBLE, not a solver for real use: it tries every face-turn sequence of up to {@link #depth} moves
 * (iterative deepening, no tables), so every answer it gives is correct and shortest, but it solves only cubes
 * that close to solved and throws {@code NO_SOLUTION} for any other. Tests of code that takes an injected
 * {@link Solver} (scramblers, the command line) use it until the real solvers are on main.
 */
public final class ShortSolver implements Solver {
    private final int depth;

    public ShortSolver(int depth) {
        this.depth = depth;
    }

    @Override
    public String name() {
        return "short";
    }

    @Override
    public SolverInfo info() {
        return new SolverInfo("short", "Short (test double)", "tries every sequence of up to " + depth + " moves",
                depth, "-", true);
    }

    @Override
    public Solution solve(CubieCube cube, SolveOptions options) {
        long start = System.nanoTime();
        CubieCube target = cube.normalized();
        int limit = Math.min(depth, options.maxLengthOr(depth));
        int[] path = new int[limit];
        for (int d = 0; d <= limit; d++) {
            if (search(target, d, 0, -1, path)) {
                Alg moves = Alg.ofIndices(path, d);
                return new Solution(name(), moves, List.of(Stage.of("search", moves)), true, OptionalInt.of(d), 0,
                        Duration.ofNanos(System.nanoTime() - start));
            }
        }
        throw SolveException.noSolution(name(), limit);
    }

    private static boolean search(CubieCube cube, int remaining, int at, int lastFace, int[] path) {
        if (remaining == 0) {
            return cube.isSolved();
        }
        for (int m = 0; m < 18; m++) {
            int face = m / 3;
            // Never the same face twice; opposite faces only in the order U before D, R before L, F before B.
            if (face == lastFace || (lastFace >= 0 && face % 3 == lastFace % 3 && face < lastFace)) {
                continue;
            }
            path[at] = m;
            if (search(cube.apply(Move.ofIndex(m)), remaining - 1, at + 1, face, path)) {
                return true;
            }
        }
        return false;
    }
}

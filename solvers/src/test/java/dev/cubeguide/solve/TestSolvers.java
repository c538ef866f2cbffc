package dev.cubeguide.solve;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import java.time.Duration;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.BiFunction;

/** Small solver stand-ins for tests of code that takes an injected {@link Solver}. */
public final class TestSolvers {
    private TestSolvers() {
    }

    /** A solver called {@code name} that answers with {@code answer} (which may throw). */
    public static Solver of(String name, BiFunction<CubieCube, SolveOptions, Solution> answer) {
        return new Solver() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public SolverInfo info() {
                return new SolverInfo(name, name + " (test stand-in)", "", 20, "-", false);
            }

            @Override
            public Solution solve(CubieCube cube, SolveOptions options) {
                return answer.apply(cube, options);
            }
        };
    }

    /** A solution of {@code moves} by the solver {@code name}, no stages, zero time. */
    public static Solution solution(String name, Alg moves) {
        return new Solution(name, moves, List.of(), false, OptionalInt.empty(), 0, Duration.ZERO);
    }
}

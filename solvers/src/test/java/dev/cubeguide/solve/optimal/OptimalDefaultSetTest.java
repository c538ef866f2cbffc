package dev.cubeguide.solve.optimal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveException;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.table.SharedTestTables;
import java.time.Duration;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@link OptimalSolverTest}'s checks on the real axis table of the previous version's default set (2.30 GiB, built
 * once per test run in the shared test store: minutes; still searched in a home that holds it alone), and random
 * states and the superflip, which only its bound makes quick enough; slow. The current default set, the H48 one, is
 * {@link H48DefaultSetTest}'s.
 */
@Tag("slow")
class OptimalDefaultSetTest extends OptimalSolverTest {
    @BeforeAll
    static void loadDefaultSet() {
        OptimalTableSets.of(SharedTestTables.store());
    }

    @Override
    OptimalTables searchedTables() {
        return OptimalTableSets.of(SharedTestTables.store());
    }

    @Override
    int deepIterationDepth() {
        return 16;
    }

    @Test
    void randomStatesAreSolvedOptimallyAndNeverLongerThanTwoPhase() {
        for (CubieCube cube : RandomCubes.randomStates(5, 2)) {
            Solution s = solveOptimally(cube);
            assertThat(s.length()).isBetween(14, 20);
            assertThat(s.length()).isLessThanOrEqualTo(TWO_PHASE.solve(cube).length());
        }
    }

    @Test
    void theSuperflipIsTwentyMovesOrTheSearchProvesWhatItCan() {
        CubieCube superflip = CubieCube.of(Alg.parse(SUPERFLIP));
        for (int e = 0; e < 12; e++) {
            assertThat(superflip.edge(e)).isEqualTo(e);
            assertThat(superflip.edgeOrientation(e)).isEqualTo(1);
        }
        try {
            Solution s = solver().solve(superflip, SolveOptions.defaults().withTimeout(Duration.ofMinutes(5)));
            assertThat(superflip.apply(s.moves()).isSolved()).isTrue();
            if (s.optimal()) {
                assertThat(s.length()).isEqualTo(20);
            } else {
                assertThat(s.lowerBound().getAsInt()).isLessThanOrEqualTo(20);
            }
        } catch (SolveException timeout) {
            assertThat((Integer) timeout.detail().get("lowerBound")).isLessThanOrEqualTo(20);
        }
    }
}

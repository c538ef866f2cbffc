package dev.cubeguide.solve.optimal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.twophase.TwoPhaseSolver;
import dev.cubeguide.table.SharedTestTables;
import dev.cubeguide.table.TableStore;
import java.time.Duration;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The optimal solver on the real default set ({@link H48Set#DEFAULT}, 3.6 GiB, built once per test run in the
 * shared test store: minutes), slow. Every length is checked against a second method: the breadth-first distance
 * for short scrambles, the axis search on its small instance ({@link SmallAxisTables}) for longer ones, and the
 * two-phase solver for random states (never shorter; with the optimal length as its target, it reaches it).
 */
@Tag("slow")
class H48DefaultSetTest {
    private static TableStore store;
    private static OptimalSolver solver;

    @BeforeAll
    static void buildTheDefaultSet() {
        store = SharedTestTables.store();
        H48Set.DEFAULT.build(store);
        solver = new OptimalSolver(store, new TwoPhaseSolver(store));
    }

    @Test
    void theDefaultSetIsInUse() {
        assertThat(solver.h48Set()).isPresent();
        assertThat(solver.tables().activeSet()).isPresent();
        assertThat(H48Set.DEFAULT.ofExisting(store)).isPresent();
    }

    @Test
    void knownAndShortPositionsComeOutAtTheirBreadthFirstLength() {
        OptimalLargeTableTest.assertShortPositionsExact(solver, new Random(20261207L), 9, 3);
    }

    @Test
    void seededScramblesHaveTheAxisSearchsLengths() {
        OptimalLargeTableTest.assertLengthsOfTheAxisSearch(solver, new Random(1207), 12);
    }

    @Test
    void randomStatesAreProvenAndTwoPhaseReachesTheirLength() {
        TwoPhaseSolver twoPhase = new TwoPhaseSolver(store);
        int reached = 0;
        for (CubieCube cube : RandomCubes.randomStates(1207, 3)) {
            Solution s = OptimalLargeTableTest.solve(solver, cube);
            assertThat(s.length()).isBetween(15, 20).isLessThanOrEqualTo(twoPhase.solve(cube).length());
            assertThat(s.lowerBound()).hasValue(s.length());
            Solution atLength = twoPhase.solve(cube, SolveOptions.defaults().withTargetLength(s.length())
                    .withTimeout(Duration.ofMinutes(2)));
            assertThat(cube.apply(atLength.moves()).isSolved()).isTrue();
            assertThat(atLength.length()).isGreaterThanOrEqualTo(s.length());
            reached += atLength.length() == s.length() ? 1 : 0;
        }
        assertThat(reached).as("two-phase reaches the optimal length").isPositive();
    }

    /**
     * The superflip is 20 moves (Reid, 1995). Its proof searches all of bound 19: within ten minutes the answer is the
     * proven 20, or the best found with its lower bound, as any timeout gives.
     */
    @Test
    void theSuperflipIsTwentyMovesOrTheSearchProvesWhatItCan() {
        H48LargeSetTest.assertSuperflipTwentyOrBounded(solver);
    }
}

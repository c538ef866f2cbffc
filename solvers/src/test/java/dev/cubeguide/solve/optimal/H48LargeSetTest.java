package dev.cubeguide.solve.optimal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveException;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.table.TableStore;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The optimal solver with the H48 large set ({@link H48Set}). The set takes over half an hour to build, so no
 * test builds it: these run only when the system property {@code cubeguide.h48.tables} names a folder that holds it
 * (for example {@code mvn -Pslow -Dcubeguide.h48.tables=$CUBEGUIDE_HOME/tables}), in the slow profile. The search
 * itself is checked on a small instance of the table in the default run ({@link H48SearchTest}).
 */
class H48LargeSetTest {
    private static final String SUPERFLIP = "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2";

    private static OptimalSolver h48() {
        String dir = System.getProperty("cubeguide.h48.tables");
        assumeThat(dir).as("system property cubeguide.h48.tables names a folder with the H48 set").isNotNull();
        TableStore store = TableStore.at(Path.of(dir));
        assumeThat(H48Set.filedIn(store)).as("an H48 set is in " + dir).isPresent();
        OptimalSolver solver = new OptimalSolver(store, null);
        assertThat(H48Set.filedIn(store).flatMap(set -> set.ofExisting(store))).as("the set opens").isPresent();
        assertThat(solver.tables().activeSet()).contains("large");
        return solver;
    }

    @Test
    @Tag("slow")
    void knownAndShortPositionsComeOutAtTheirExactLength() {
        OptimalLargeTableTest.assertShortPositionsExact(h48(), new Random(20261202L), 9, 3);
    }

    @Test
    @Tag("slow")
    void seededScramblesHaveTheAxisSearchsLengths() {
        OptimalLargeTableTest.assertLengthsOfTheAxisSearch(h48(), new Random(1202), 12);
    }

    /** Random states: proven, and as long as the default set proves them. */
    @Test
    @Tag("slow")
    void randomStatesAreProvenAtTheDefaultSetsLengths() {
        OptimalSolver solver = h48();
        OptimalSolver defaultSet = new OptimalSolver(dev.cubeguide.table.SharedTestTables.store(), null);
        List<CubieCube> cubes = RandomCubes.randomStates(1202, 3);
        for (CubieCube cube : cubes) {
            Solution s = OptimalLargeTableTest.solve(solver, cube);
            assertThat(s.length()).isEqualTo(OptimalLargeTableTest.solve(defaultSet, cube).length());
        }
    }

    /**
     * The superflip is 20 moves (Reid, 1995), the most any position needs. Its proof searches all of bound 19, which
     * on two cores takes longer than a test should: within ten minutes the answer is the proven 20, or the best found
     * with its lower bound, as any timeout gives (the same rule as the default set's test).
     */
    @Test
    @Tag("slow")
    void theSuperflipIsTwentyMovesOrTheSearchProvesWhatItCan() {
        assertSuperflipTwentyOrBounded(h48());
    }

    /** Within ten minutes: the proven 20, or the best found with its lower bound, as any timeout gives. */
    static void assertSuperflipTwentyOrBounded(OptimalSolver solver) {
        CubieCube superflip = CubieCube.of(Alg.parse(SUPERFLIP));
        try {
            Solution s = solver.solve(superflip, SolveOptions.defaults().withTimeout(Duration.ofMinutes(10)));
            assertThat(superflip.apply(s.moves()).isSolved()).isTrue();
            if (s.optimal()) {
                assertThat(s.length()).isEqualTo(20);
            } else {
                assertThat(s.length()).isLessThanOrEqualTo(20);
                assertThat(s.lowerBound().getAsInt()).isBetween(12, 20);
            }
        } catch (SolveException timeout) {
            assertThat((Integer) timeout.detail().get("lowerBound")).isBetween(12, 20);
        }
    }
}

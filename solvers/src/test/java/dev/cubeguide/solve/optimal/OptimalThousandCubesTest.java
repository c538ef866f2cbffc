package dev.cubeguide.solve.optimal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.twophase.TwoPhaseSolver;
import dev.cubeguide.table.SharedTestTables;
import dev.cubeguide.table.TableStore;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A thousand seeded cubes, each proven optimal by every search there is and checked against a second method: the
 * default set (the real table, built once per test run in the shared test store), its search on the small instance
 * ({@link SmallAxisTables}), and the H48 large set when the system property {@code cubeguide.h48.tables} names its
 * folder; scrambles of 9 moves or fewer against the breadth-first distance ({@link BidirectionalBfs}), every one
 * against the two-phase solver's length, which is never shorter. Slow: minutes.
 */
@Tag("slow")
class OptimalThousandCubesTest {
    private static final int CUBES = 1000;

    @Test
    void aThousandSeededCubesHaveOneLengthWhicheverSearchProvesIt() {
        TableStore store = SharedTestTables.store();
        H48Set.DEFAULT.build(store);
        OptimalSolver defaultSet = new OptimalSolver(store, null);
        OptimalSolver small = new OptimalSolver(store, null, SmallAxisTables.tables());
        Optional<OptimalSolver> large = Optional.ofNullable(System.getProperty("cubeguide.h48.tables"))
                .map(dir -> TableStore.at(Path.of(dir)))
                .filter(dir -> H48Set.filedIn(dir).isPresent())
                .map(dir -> new OptimalSolver(dir, null));
        TwoPhaseSolver twoPhase = new TwoPhaseSolver(store);
        BidirectionalBfs bfs = new BidirectionalBfs();
        Random random = new Random(20261203L);
        int[] byLength = new int[21];
        for (int i = 0; i < CUBES; i++) {
            int turns = 6 + i % 10;
            CubieCube cube = CubieCube.of(RandomCubes.randomMoves(random, turns));
            int length = solve(defaultSet, cube).length();
            assertThat(solve(small, cube).length()).as("cube %d on the small instance", i).isEqualTo(length);
            if (large.isPresent()) {
                assertThat(solve(large.get(), cube).length()).as("cube %d on the large set", i).isEqualTo(length);
            }
            if (turns <= BidirectionalBfs.SOLVED_RADIUS + BidirectionalBfs.CUBE_RADIUS) {
                assertThat(length).as("cube %d against the breadth-first distance", i).isEqualTo(bfs.distance(cube));
            }
            assertThat(length).as("cube %d against two-phase", i).isLessThanOrEqualTo(twoPhase.solve(cube).length());
            byLength[length]++;
        }
        // The set reaches the lengths where the searches differ most: the bound's slack, not only the table's.
        assertThat(byLength[14] + byLength[15]).isGreaterThan(100);
    }

    private static Solution solve(OptimalSolver solver, CubieCube cube) {
        Solution s = solver.solve(cube, SolveOptions.defaults().withDeterministic(true));
        assertThat(cube.apply(s.moves()).isSolved()).isTrue();
        assertThat(s.optimal()).isTrue();
        return s;
    }
}

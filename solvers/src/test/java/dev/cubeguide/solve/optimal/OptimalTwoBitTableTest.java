package dev.cubeguide.solve.optimal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import dev.cubeguide.coord.TwoBitPruning;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The optimal solver with the split table at 2 bits ({@link TwoBitPruning}): its bounds are lower bounds (exact
 * only just above the base, a fallback below it), so the lengths must stay the exact ones. Slow: it needs the
 * prebuilt 2-bit files in the folder named by {@code cubeguide.large.tables} (made there by TwoBitPruningTest's slow
 * test from the 4-bit large table), linked into a folder without the 4-bit ones so that the solver picks them.
 */
@Tag("slow")
class OptimalTwoBitTableTest {
    private static OptimalSolver twoBit(Path dir) throws IOException {
        String from = System.getProperty("cubeguide.large.tables");
        assumeThat(from).as("system property cubeguide.large.tables names a folder with the 2-bit table").isNotNull();
        TableStore source = TableStore.at(Path.of(from));
        assumeThat(AxisTable.SPLIT_TWO_BIT.isPresent(source)).as("the 2-bit table is in " + from).isTrue();
        TableStore store = TableStore.at(dir);
        for (TableSpec spec : OptimalTableSets.specs(AxisTable.SPLIT_TWO_BIT)) {
            Files.createSymbolicLink(store.pathOf(spec), source.pathOf(spec));
        }
        OptimalSolver solver = new OptimalSolver(store, null);
        assertThat(solver.tables().activeSet()).contains(AxisTable.SPLIT_TWO_BIT.label);
        assertThat(OptimalTableSets.of(store).axis).isEqualTo(AxisTable.SPLIT_TWO_BIT);
        return solver;
    }

    /** Short positions, where nearly every read is at most the base and takes the fallback: exact lengths. */
    @Test
    void shortPositionsComeOutAtTheirExactLength(@TempDir Path dir) throws IOException {
        OptimalSolver solver = twoBit(dir);
        OptimalLargeTableTest.assertShortPositionsExact(solver, new Random(20261127L), 9, 4);
    }

    /**
     * Root bounds on random states: each axis's 2-bit bound is at most the 4-bit table's distance (when that is in the
     * source folder too), and equal to it just above the base.
     */
    @Test
    void theRootBoundsAreTheExactOnesOrBelow(@TempDir Path dir) throws IOException {
        twoBit(dir);
        Path from = Path.of(System.getProperty("cubeguide.large.tables"));
        assumeThat(AxisTable.CORNER_SPLIT.isPresent(TableStore.at(from))).as("the 4-bit split table is there too").isTrue();
        List<CubieCube> cubes = RandomCubes.randomStates(77, 500);
        List<int[]> exact = OptimalSolver.rootBounds(OptimalLargeTableTest.fourBitOnly(from), cubes);
        List<int[]> bounds = OptimalSolver.rootBounds(TableStore.at(dir), cubes);
        int equal = 0;
        for (int i = 0; i < cubes.size(); i++) {
            for (int k = 0; k < 3; k++) {
                int d = exact.get(i)[k];
                assertThat(bounds.get(i)[k]).isLessThanOrEqualTo(d);
                if (d == TwoBitPruning.BASE + 1 || d == TwoBitPruning.BASE + 2) {
                    assertThat(bounds.get(i)[k]).isEqualTo(d);
                    equal++;
                }
            }
            assertThat(bounds.get(i)[4]).isLessThanOrEqualTo(exact.get(i)[4]);
        }
        assertThat(equal).isPositive();
    }

    /** Longer scrambles: the same lengths as the default set's exact 4-bit table. */
    @Test
    void theLengthsAreTheDefaultSetsOnSeededScrambles(@TempDir Path dir) throws IOException {
        OptimalLargeTableTest.assertLengthsOfTheAxisSearch(twoBit(dir), new Random(35), 12);
    }
}

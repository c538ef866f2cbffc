package dev.cubeguide.solve.optimal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

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
 * The optimal solver with the corner split and parity table at 2 bits ({@link AxisTable#SPLIT_PARITY_TWO_BIT}):
 * its goal holds only the half turns of its axis, so the search's de Bondt +1 and its inverse after a quarter turn
 * read the siblings (the entries with the parity flipped); the lengths must stay the exact ones. Slow: it needs the prebuilt files in the
 * folder named by {@code cubeguide.large.tables} ({@code tables build --solver optimal --large}), linked into a
 * folder of their own so that the solver picks them.
 */
@Tag("slow")
class OptimalSplitParityTableTest {
    private static TableStore linked(Path dir, AxisTable axis) throws IOException {
        String from = System.getProperty("cubeguide.large.tables");
        assumeThat(from).as("system property cubeguide.large.tables names a folder with the parity table").isNotNull();
        TableStore source = TableStore.at(Path.of(from));
        assumeThat(axis.isPresent(source)).as("the " + axis + " table is in " + from).isTrue();
        TableStore store = TableStore.at(Files.createDirectories(dir));
        for (TableSpec spec : OptimalTableSets.specs(axis)) {
            Files.createSymbolicLink(store.pathOf(spec), source.pathOf(spec));
        }
        assertThat(OptimalTableSets.of(store).axis).isEqualTo(axis);
        return store;
    }

    private static OptimalSolver parity(Path dir) throws IOException {
        OptimalSolver solver = new OptimalSolver(linked(dir, AxisTable.SPLIT_PARITY_TWO_BIT), null);
        assertThat(solver.tables().activeSet()).contains(AxisTable.SPLIT_PARITY_TWO_BIT.label);
        return solver;
    }

    /** Short positions, where nearly every read is at most the base and takes the fallback: exact lengths. */
    @Test
    void shortPositionsComeOutAtTheirExactLength(@TempDir Path dir) throws IOException {
        OptimalLargeTableTest.assertShortPositionsExact(parity(dir), new Random(20261128L), 9, 4);
    }

    /** The packed inverse's corner coordinate carries the parity, and the inverse's entries take it from the row. */
    @Test
    void theInverseArithmeticCarriesTheParity(@TempDir Path dir) throws IOException {
        OptimalTables t = OptimalTableSets.of(linked(dir, AxisTable.SPLIT_PARITY_TWO_BIT));
        assertThat(t.parityMask).isEqualTo(1);
        OptimalLargeTableTest.assertInverseFollowsTheMovesOnTheLeft(t);
        OptimalLargeTableTest.assertInverseSeenAlongEachAxisIsReadOffTheInverse(t);
    }

    /**
     * Each axis's root bound is at least the 2-bit split table's (when that is in the source folder too): the parity
     * goal is a subgroup of the split goal, and code 0 takes the same fallback in both. Larger on some.
     */
    @Test
    void eachAxisBoundIsAtLeastTheSplitTables(@TempDir Path dir) throws IOException {
        TableStore parity = linked(dir.resolve("parity"), AxisTable.SPLIT_PARITY_TWO_BIT);
        TableStore split = linked(dir.resolve("split"), AxisTable.SPLIT_TWO_BIT);
        List<CubieCube> cubes = RandomCubes.randomStates(78, 500);
        List<int[]> p = OptimalSolver.rootBounds(parity, cubes);
        List<int[]> s = OptimalSolver.rootBounds(split, cubes);
        int larger = 0;
        for (int i = 0; i < cubes.size(); i++) {
            for (int k = 0; k < 3; k++) {
                assertThat(p.get(i)[k]).isGreaterThanOrEqualTo(s.get(i)[k]);
                larger += p.get(i)[k] > s.get(i)[k] ? 1 : 0;
            }
        }
        assertThat(larger).isPositive();
    }

    /** Longer scrambles: the same lengths as the default set's exact 4-bit table. */
    @Test
    void theLengthsAreTheDefaultSetsOnSeededScrambles(@TempDir Path dir) throws IOException {
        OptimalLargeTableTest.assertLengthsOfTheAxisSearch(parity(dir), new Random(36), 12);
    }
}

package dev.cubeguide.solve.optimal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.coord.CornerSplitPruning;
import dev.cubeguide.solve.SolverTables;
import dev.cubeguide.table.TableStore;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A home that holds only a table of earlier versions keeps using it, and {@code tables status} says so first: which
 * table, and how to change to the current sets. Placeholder files stand for built ones ({@link PlaceholderTables}).
 */
class EarlierTablesReportTest {
    @Test
    void theCornerLayersTableIsNamedWithTheWayToTheCurrentSets(@TempDir Path dir) throws IOException {
        SolverTables tables = tablesWith(dir, AxisTable.LAYERS);

        assertThat(tables.report().get(0)).startsWith("optimal: in use, the default set of earlier versions (the axis "
                + "table of corner layers at 4 bits, 2.3 GiB); the current default set (3.6 GiB) solves about twice "
                + "as fast, the large set (14.1 GiB) about five times as fast. To use one, remove "
                + CornerSplitPruning.Variant.LAYERS.specs.get(0).fileName())
                .endsWith("and run 'tables build --solver optimal' (about 6 minutes), or with --large for the large "
                        + "set (about 15 minutes)");
        assertThat(tables.report()).hasSize(3);
        assertThat(tables.activeSet()).contains("default");
        assertThat(tables.specs()).containsAll(AxisTable.LAYERS.specs());
    }

    /** The axis tables' default set of the version before this one is named the same way, and still searched. */
    @Test
    void theTwoBitSplitTableIsNamedWithBothCurrentSets(@TempDir Path dir) throws IOException {
        SolverTables tables = tablesWith(dir, AxisTable.SPLIT_TWO_BIT);

        assertThat(tables.report().get(0)).startsWith("optimal: in use, the default set of earlier versions (the axis "
                + "table of corner split at 2 bits, 2.3 GiB); the current default set (3.6 GiB)")
                .contains("with --large for the large set");
        assertThat(tables.specs()).containsAll(AxisTable.SPLIT_TWO_BIT.specs());
    }

    @Test
    void theFourBitSplitTableIsNamedWithBothCurrentSets(@TempDir Path dir) throws IOException {
        SolverTables tables = tablesWith(dir, AxisTable.CORNER_SPLIT);

        assertThat(tables.report().get(0)).startsWith("optimal: in use, the large set of earlier versions (the axis "
                + "table of corner split at 4 bits, 4.6 GiB); the current default set (3.6 GiB) solves about twice "
                + "as fast")
                .contains("with --large for the large set");
        assertThat(tables.activeSet()).contains("large");
    }

    /** The H48 table at 8 flip bits (the large set before this one) is still used, and named with the way on. */
    @Test
    void theEightBitH48TableIsNamedWithTheWayToTheCurrentLargeSet(@TempDir Path dir) throws IOException {
        SolverTables tables = new OptimalSolver(PlaceholderTables.storeWith(dir, H48Set.EARLIER.specs), null)
                .tables();

        assertThat(tables.report().get(0)).startsWith("optimal: in use, the large set of earlier versions (the H48 "
                + "table at 8 flip bits, 7.1 GiB); the current large set (14.1 GiB) solves about")
                .contains("run 'tables build --solver optimal --large'")
                .endsWith("then remove optimal-h48-h8-b9-0.v1.tbl, " + H48Set.EARLIER.parts.get(1).fileName()
                        + ", optimal-h48-h8-b9-2.v1.tbl, optimal-h48-h8-b9-3.v1.tbl, optimal-h48-h8-b9-4.v1.tbl, "
                        + "optimal-h48-h8-b9-5.v1.tbl, optimal-h48-h8-b9-6.v1.tbl, optimal-h48-h8-b9-7.v1.tbl");
        assertThat(tables.activeSet()).contains("large");
        assertThat(tables.specs()).isEqualTo(H48Set.EARLIER.specs);
    }

    @Test
    void aHomeWithTheCurrentTablesGetsTheSetsAlone(@TempDir Path dir) throws IOException {
        SolverTables tables = new OptimalSolver(PlaceholderTables.storeWith(dir, H48Set.DEFAULT.specs), null)
                .tables();

        assertThat(tables.report()).hasSize(2).allMatch(line -> line.startsWith("optimal ("));
        assertThat(tables.activeSet()).contains("default");
        assertThat(tables.specs()).isEqualTo(H48Set.DEFAULT.specs);
    }

    /** An empty home names the default H48 set as the one to build. */
    @Test
    void anEmptyHomeBuildsTheDefaultH48Set(@TempDir Path dir) {
        SolverTables tables = new OptimalSolver(TableStore.at(dir), null).tables();

        assertThat(tables.specs()).isEqualTo(H48Set.DEFAULT.specs);
        assertThat(tables.ready()).isFalse();
        assertThat(tables.activeSet()).contains("default");
        assertThat(tables.purpose()).contains("the optimal solver's tables, chiefly the exact distance to its goal of "
                + "15.0 billion positions");
    }

    private static SolverTables tablesWith(Path dir, AxisTable axis) throws IOException {
        return new OptimalSolver(PlaceholderTables.storeWith(dir, axis.specs()), null).tables();
    }
}

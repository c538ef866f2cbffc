package dev.cubeguide.solve.optimal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.SolverTables;
import dev.cubeguide.solve.twophase.TwoPhaseSolver;
import dev.cubeguide.table.MemoryLimits;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A table set that does not fit in the memory the process may use is refused before anything is built, mapped or
 * copied: building or copying into the heap against the heap's limit, mapping against the machine's available
 * memory. The limits are handed to the store, so that this runs on any machine and builds nothing.
 */
class OptimalMemoryTest {
    private static final long GIB = 1L << 30;
    private static final MemoryLimits SMALL_HEAP = new MemoryLimits(2 * GIB, 2 * GIB - (100L << 20),
            OptionalLong.of(20 * GIB));
    private static final MemoryLimits LARGE_HEAP = new MemoryLimits(16 * GIB, 15 * GIB, OptionalLong.of(20 * GIB));
    private static final MemoryLimits LITTLE_FREE = new MemoryLimits(16 * GIB, 15 * GIB, OptionalLong.of(GIB));

    @Test
    void buildingTheDefaultSetInTooSmallAHeapIsRefusedBeforeAnythingIsBuilt(@TempDir Path dir) throws IOException {
        TableStore store = TableStore.at(dir);
        store.setMemoryLimits(() -> SMALL_HEAP);
        SolverTables tables = new OptimalSolver(store, null).tables();

        CubeGuideException e = catchThrowableOfType(() -> tables.prepare(MemoryPolicy.MAPPED), CubeGuideException.class);
        assertThat(e.code()).isEqualTo(ErrorCode.MEMORY);
        assertThat(e.getMessage()).startsWith("Building the optimal solver's default tables (3.6 GiB) needs 4.6 GiB "
                + "of heap").contains("-Xmx6g");
        assertThat(catchThrowableOfType(() -> tables.requireMemory(MemoryPolicy.MAPPED), CubeGuideException.class)
                .getMessage()).isEqualTo(e.getMessage());
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.filter(f -> f.toString().endsWith(".tbl"))).as("nothing built").isEmpty();
        }
        assertThat(tables.batchPolicy()).as("a batch falls back to the mapping").isEqualTo(MemoryPolicy.MAPPED);
    }

    @Test
    void buildingTheLargeSetIsCheckedAgainstItsOwnSize(@TempDir Path dir) {
        TableStore store = TableStore.at(dir);
        store.setMemoryLimits(() -> new MemoryLimits(2 * GIB, 2 * GIB - (100L << 20), OptionalLong.of(20 * GIB)));
        SolverTables tables = new OptimalSolver(store, null).tables();

        // The large set (the H48 table, its fallback and coordinates) is held in the heap while it is built.
        CubeGuideException e = catchThrowableOfType(tables::requireMemoryForLarge, CubeGuideException.class);
        assertThat(e.code()).isEqualTo(ErrorCode.MEMORY);
        assertThat(e.getMessage()).startsWith("Building the optimal solver's large tables (14.1 GiB) needs 15.1 GiB "
                + "of heap").contains("-Xmx16g");
        assertThat(catchThrowableOfType(tables::buildLarge, CubeGuideException.class).code()).isEqualTo(ErrorCode.MEMORY);
    }

    /**
     * Under G1 the large build needs half its table more heap (its 1 GiB parts each take a run of whole regions, and
     * 17 and 19 GiB ran out): a heap of 17 GiB is refused there, before anything is built, naming the collector and
     * the launcher's way; the same heap passes with the parallel collector.
     */
    @Test
    void underG1TheLargeBuildAsksForRoomBetweenItsParts(@TempDir Path dir) {
        TableStore store = TableStore.at(dir);
        store.setMemoryLimits(() -> new MemoryLimits(17 * GIB, 17 * GIB - (100L << 20), OptionalLong.of(23 * GIB),
                true));
        SolverTables tables = new OptimalSolver(store, null).tables();
        CubeGuideException e = catchThrowableOfType(tables::requireMemoryForLarge, CubeGuideException.class);
        assertThat(e.code()).isEqualTo(ErrorCode.MEMORY);
        assertThat(e.getMessage()).startsWith("Building the optimal solver's large tables (14.1 GiB) with the G1 "
                + "collector").contains("-XX:+UseParallelGC -Xmn256m", "15.1 GiB", "needs 22.1 GiB of heap", "-Xmx23g");

        TableStore parallel = TableStore.at(dir.resolve("parallel"));
        parallel.setMemoryLimits(() -> new MemoryLimits(17 * GIB, 17 * GIB - (100L << 20), OptionalLong.of(23 * GIB),
                false));
        new OptimalSolver(parallel, null).tables().requireMemoryForLarge();
    }

    /** A heap limit above the machine's memory does not let the large build start: the machine is checked too. */
    @Test
    void buildingTheLargeSetIsCheckedAgainstTheMachinesMemory(@TempDir Path dir) {
        TableStore store = TableStore.at(dir);
        store.setMemoryLimits(() -> new MemoryLimits(20 * GIB, 20 * GIB - (100L << 20), OptionalLong.of(8 * GIB)));
        SolverTables tables = new OptimalSolver(store, null).tables();

        CubeGuideException e = catchThrowableOfType(tables::requireMemoryForLarge, CubeGuideException.class);
        assertThat(e.code()).isEqualTo(ErrorCode.MEMORY);
        assertThat(e.getMessage()).startsWith("Building the optimal solver's large tables (14.1 GiB) needs 15.1 GiB "
                + "of memory to hold its tables while it builds them, and the machine has 8.0 GiB available");
        assertThat(e.detail()).containsEntry("memory", "machine");
    }

    /**
     * The two-phase solver maps its move table and its exact phase-1 and phase-2 tables (725 MiB) beside the optimal
     * tables: a machine with room for the optimal set alone is refused, naming both; a heap copy of the set still
     * needs the room of the two-phase solver's mapped tables. The same for the default set and for the axis table of
     * earlier versions, which a home that holds it alone keeps using.
     */
    @Test
    void theTwoPhaseMoveTableCountsWithTheMapping(@TempDir Path dir) throws IOException {
        assertTwoPhaseCounts(dir.resolve("h48"), H48Set.DEFAULT.specs, H48Set.DEFAULT.bytes(), "3.6 GiB", "4.3 GiB");
        assertTwoPhaseCounts(dir.resolve("axis"), AxisTable.DEFAULT.specs(), AxisTable.DEFAULT.bytes(), "2.3 GiB",
                "3.0 GiB");
    }

    private static void assertTwoPhaseCounts(Path dir, List<TableSpec> specs,
            long bytes, String size, String needed) throws IOException {
        TableStore store = PlaceholderTables.storeWith(Files.createDirectories(dir), specs);
        SolverTables tables = new OptimalSolver(store, new TwoPhaseSolver(store)).tables();

        store.setMemoryLimits(() -> new MemoryLimits(16 * GIB, 15 * GIB, OptionalLong.of(bytes + (100L << 20))));
        CubeGuideException e = catchThrowableOfType(() -> tables.requireMemory(MemoryPolicy.MAPPED),
                CubeGuideException.class);
        assertThat(e.code()).isEqualTo(ErrorCode.MEMORY);
        assertThat(e.getMessage()).startsWith("Solving with the optimal solver's default tables (" + size + ") and the "
                + "two-phase solver's mapped tables (725.1 MiB) needs " + needed + " of memory");

        store.setMemoryLimits(() -> new MemoryLimits(16 * GIB, 15 * GIB, OptionalLong.of(500L << 20)));
        assertThat(catchThrowableOfType(() -> tables.requireMemory(MemoryPolicy.HEAP), CubeGuideException.class)
                .getMessage()).startsWith("Solving with the two-phase solver's mapped tables (725.1 MiB) needs");

        store.setMemoryLimits(() -> new MemoryLimits(16 * GIB, 15 * GIB, OptionalLong.of(bytes + GIB)));
        assertThatCode(() -> tables.requireMemory(MemoryPolicy.MAPPED)).doesNotThrowAnyException();
    }

    /** Placeholder part files stand for built ones: the check looks at which files are there, never inside them. */
    @Test
    void builtTablesAreCheckedAsTheyAreKept(@TempDir Path dir) throws IOException {
        TableStore store = PlaceholderTables.storeWith(dir, H48Set.DEFAULT.specs);
        SolverTables tables = new OptimalSolver(store, null).tables();

        store.setMemoryLimits(() -> LITTLE_FREE);
        CubeGuideException mapped = catchThrowableOfType(() -> tables.requireMemory(MemoryPolicy.MAPPED),
                CubeGuideException.class);
        assertThat(mapped.code()).isEqualTo(ErrorCode.MEMORY);
        assertThat(mapped.getMessage()).startsWith("Solving with the optimal solver's default tables (3.6 GiB) needs "
                + "3.6 GiB of memory").contains("the machine has 1.0 GiB available");
        assertThatCode(() -> tables.requireMemory(MemoryPolicy.HEAP)).as("a heap copy needs the heap, not the machine")
                .doesNotThrowAnyException();
        assertThat(tables.batchPolicy()).isEqualTo(MemoryPolicy.HEAP);

        store.setMemoryLimits(() -> SMALL_HEAP);
        assertThatCode(() -> tables.requireMemory(MemoryPolicy.MAPPED)).doesNotThrowAnyException();
        CubeGuideException heap = catchThrowableOfType(() -> tables.requireMemory(MemoryPolicy.HEAP),
                CubeGuideException.class);
        assertThat(heap.getMessage()).startsWith("Copying the optimal solver's default tables (3.6 GiB) into the heap "
                + "needs 4.0 GiB of heap");
        assertThat(tables.batchPolicy()).isEqualTo(MemoryPolicy.MAPPED);

        store.setMemoryLimits(() -> LARGE_HEAP);
        assertThat(tables.batchPolicy()).isEqualTo(MemoryPolicy.HEAP);
    }
}

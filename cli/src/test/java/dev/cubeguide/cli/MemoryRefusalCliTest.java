package dev.cubeguide.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.solve.registry.SolverRegistry;
import dev.cubeguide.table.MemoryLimits;
import dev.cubeguide.table.TableStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The commands that would build, map or copy the optimal solver's tables say, before they start, that the tables do
 * not fit: {@code error: MEMORY: ...} with the size needed, the size available and how to give more, exit 2, no
 * stack trace, nothing built. The store is handed small limits, so that this runs on any machine.
 */
class MemoryRefusalCliTest {
    private static final long GIB = 1L << 30;

    @TempDir
    Path home;

    private TableStore store(long heapLimit, long machineAvailable) {
        TableStore store = TableStore.at(home.resolve("tables"));
        store.setMemoryLimits(() -> new MemoryLimits(heapLimit, heapLimit - (100L << 20),
                OptionalLong.of(machineAvailable)));
        return store;
    }

    private static void assertRefused(CliRun run, String start) {
        assertThat(run.exit()).as(run.err()).isEqualTo(2);
        assertThat(run.err()).startsWith("error: MEMORY: " + start).contains("-Xmx");
        assertThat(run.noStackTrace()).isTrue();
        assertThat(run.err()).doesNotContain("dev.cubeguide").doesNotContain("Exception");
    }

    private void assertNothingBuilt() throws IOException {
        Path tables = home.resolve("tables");
        if (Files.isDirectory(tables)) {
            try (Stream<Path> files = Files.list(tables)) {
                assertThat(files.filter(f -> f.toString().endsWith(".tbl"))).isEmpty();
            }
        }
    }

    @Test
    void solveAndItsBatchSayTheDefaultTablesDoNotFitInTheHeap() throws IOException {
        SolverRegistry solvers = SolverRegistry.on(store(2 * GIB, 20 * GIB));
        CliRun solve = CliRun.on(solvers, "solve", "--solver", "optimal", "R U F");
        assertRefused(solve, "Building the optimal solver's default tables (3.6 GiB) needs 4.6 GiB of heap");
        assertThat(solve.err()).contains("this process may use 1.9 GiB more").contains("CUBEGUIDE_JAVA_OPTS=-Xmx6g");
        assertThat(solve.out()).isEmpty();

        CliRun batch = CliRun.withInput(solvers, "R U F\nU2 B\n", "solve", "--solver", "optimal", "--batch", "-");
        assertRefused(batch, "Building the optimal solver's default tables");
        assertThat(batch.out()).as("refused before the first line").isEmpty();
        assertNothingBuilt();
    }

    @Test
    void tablesBuildAndBenchSaySo() throws IOException {
        SolverRegistry solvers = SolverRegistry.on(store(2 * GIB, 20 * GIB));
        assertRefused(CliRun.on(solvers, "tables", "build", "--solver", "optimal"),
                "Building the optimal solver's default tables");
        assertRefused(CliRun.on(solvers, "bench", "--solver", "optimal", "--count", "1"),
                "Building the optimal solver's default tables");
        assertNothingBuilt();
    }

    @Test
    void theLargeBuildIsCheckedAgainstTheLargeSetsSize() throws IOException {
        SolverRegistry solvers = SolverRegistry.on(store(2 * GIB, 20 * GIB));
        assertRefused(CliRun.on(solvers, "tables", "build", "--solver", "optimal", "--large"),
                "Building the optimal solver's large tables (14.1 GiB) needs 15.1 GiB of heap");
        assertNothingBuilt();
    }
}

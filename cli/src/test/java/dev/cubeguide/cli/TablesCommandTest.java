package dev.cubeguide.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.coord.CoordTables;
import dev.cubeguide.solve.registry.SolverRegistry;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableStore;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class TablesCommandTest {
    @TempDir
    Path home;
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    /** Runs on a registry whose store is the temporary home's {@code tables} folder. */
    private int run(String... args) {
        return run(TableStore.at(home.resolve("tables")), args);
    }

    private int run(TableStore store, String... args) {
        CommandLine cli = Cli.commandLine(SolverRegistry.on(store));
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        return cli.execute(args);
    }

    @Test
    void statusListsEverySolversTablesWithTheirFileState() {
        assertThat(run("tables", "status")).isZero();
        assertThat(out.toString()).contains("table folder: " + home.resolve("tables"))
                .contains("twophase: " + CliTestSolvers.TWO_PHASE.tables().specs().size() + " tables")
                .contains("coord-phase1-exact").contains("twophase-moves").contains("missing");
    }

    @Test
    void verifyFailsOnACorruptFile() throws Exception {
        Path tables = Files.createDirectories(home.resolve("tables"));
        Files.writeString(tables.resolve(CoordTables.TWIST_MOVE.fileName()), "not a table");
        assertThat(run("tables", "verify", "--solver", "twophase")).isEqualTo(Cli.FAILURE);
        assertThat(out.toString()).contains("coord-twist-move").contains("corrupt");
        assertThat(err.toString()).contains("corrupt");
    }

    /**
     * {@code tables build} rebuilds a file whose header and size are right but whose checksum is not (the case that
     * opening the optimal solver's axis tables, which checks only a sample, would let through).
     */
    @Test
    void buildRebuildsAFileWhoseChecksumIsWrong() throws Exception {
        // Built through a store of its own (the same folder by another path), so that the build below, like a new
        // process, has loaded nothing yet.
        Path tables = Files.createDirectories(home.resolve("tables"));
        TableStore earlier = TableStore.at(Files.createSymbolicLink(home.resolve("tables-link"), tables));
        assertThat(run(earlier, "tables", "build", "--solver", "thistlethwaite")).isZero();
        TableStore store = TableStore.at(tables);
        TableSpec spec = SolverRegistry.on(store).get("thistlethwaite").tables().specs().get(0);
        Path file = store.pathOf(spec);
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length / 2] ^= 0x5A;
        Files.write(file, bytes);
        assertThat(store.check(spec)).isEqualTo(TableStore.FileState.PRESENT);
        assertThat(store.verify(spec)).isEqualTo(TableStore.FileState.CORRUPT);

        assertThat(run("tables", "build", "--solver", "thistlethwaite")).isZero();
        assertThat(out.toString()).contains("table " + spec.id() + " is damaged (checksum mismatch); rebuilding it");
        assertThat(store.verify(spec)).isEqualTo(TableStore.FileState.PRESENT);
    }

    @Test
    void buildForASolverWithoutTablesSaysSo() {
        // Solvers without tables build nothing and say so.
        assertThat(run("tables", "build", "--solver", "beginner")).isZero();
        assertThat(out.toString()).contains("beginner: no tables");
    }

    @Test
    void statusListsTheOptimalSolversLargeTableBuiltOnlyOnRequest() {
        assertThat(run("tables", "status", "--solver", "optimal")).isZero();
        assertThat(out.toString()).contains("using the default set")
                .contains("optimal-h48-h9-b9-0").contains("optimal-h48-h9-b9-14")
                .contains("tables build --solver optimal --large");
    }

    @Test
    void largeForASolverWithoutLargeTablesIsBadInput() {
        // Checked before anything is built.
        assertThat(run("tables", "build", "--solver", "twophase", "--large")).isEqualTo(Cli.BAD_INPUT);
        assertThat(err.toString()).contains("twophase has no large tables");
        assertThat(home.resolve("tables")).doesNotExist();
    }

    @Test
    void anUnknownSolverIsBadInput() {
        assertThat(run("tables", "status", "--solver", "nope")).isEqualTo(Cli.BAD_INPUT);
        assertThat(err.toString()).contains("unknown solver");
    }
}

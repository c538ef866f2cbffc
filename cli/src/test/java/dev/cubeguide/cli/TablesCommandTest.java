package dev.cubeguide.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.coord.CoordTables;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class TablesCommandTest {
    @TempDir
    Path home;
    private String previousHome;
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @BeforeEach
    void useTemporaryHome() {
        previousHome = System.getProperty("cubeguide.home");
        System.setProperty("cubeguide.home", home.toString());
    }

    @AfterEach
    void restoreHome() {
        if (previousHome == null) {
            System.clearProperty("cubeguide.home");
        } else {
            System.setProperty("cubeguide.home", previousHome);
        }
    }

    private int run(String... args) {
        CommandLine cli = Cli.commandLine();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        return cli.execute(args);
    }

    @Test
    void statusListsEverySolversTablesWithTheirFileState() {
        assertThat(run("tables", "status")).isZero();
        assertThat(out.toString()).contains("table folder: " + home.resolve("tables"))
                .contains("twophase: " + dev.cubeguide.solve.registry.Solvers.get("twophase").tables().specs().size() + " tables")
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
                .contains("coord-phase1-split-prun-0").contains("coord-phase1-split-prun-4")
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

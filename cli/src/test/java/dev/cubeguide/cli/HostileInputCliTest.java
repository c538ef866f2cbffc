package dev.cubeguide.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cubeguide.error.ErrorAnswer;
import dev.cubeguide.solve.ShortSolver;
import dev.cubeguide.solve.registry.SolverRegistry;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Careless and hostile input on the command line: every bad input exits 2 with {@code error: CODE: message}, never a
 * stack trace or a Java class name, and a bad batch line is that line's error while the others are answered.
 */
class HostileInputCliTest {

    /** A test double in the default solver's place; the other solvers are real. */
    private final SolverRegistry solvers = CliTestSolvers.REGISTRY.with(SolverRegistry.DEFAULT, new ShortSolver(3));

    private static void assertBadInput(CliRun run, String code, String words) {
        assertThat(run.exit()).as(run.err()).isEqualTo(Cli.BAD_INPUT);
        assertThat(run.err()).startsWith("error: " + code + ": ").contains(words);
        assertThat(run.noStackTrace()).isTrue();
        assertThat(ErrorAnswer.namesCode(run.out() + run.err())).as(run.err()).isFalse();
    }

    @Test
    void deepOrCostlyNotationIsBadNotationInShowAndSolve() {
        String deep = "(".repeat(6_000) + "R" + ")".repeat(6_000);
        String conjugates = "[R: ".repeat(6_000) + "U" + "]".repeat(6_000);
        String inverted = "(".repeat(60) + "((R U R' U')10000)25" + ")'".repeat(60);
        for (String command : new String[] {"show", "solve"}) {
            assertBadInput(CliRun.on(solvers, command, deep), "BAD_NOTATION", "nest more than 100 deep at column 101");
            assertBadInput(CliRun.on(solvers, command, conjugates), "BAD_NOTATION", "nest more than 100 deep");
            assertBadInput(CliRun.on(solvers, command, inverted), "BAD_NOTATION", "more than 100000 moves");
        }
    }

    @Test
    void deepNotationInABatchIsAnErrorLine() {
        String input = "R U\n" + "(".repeat(6_000) + "R" + ")".repeat(6_000) + "\nF\n";
        CliRun run = CliRun.withInput(solvers, input, "show", "--batch", "-");
        assertThat(run.exit()).isZero();
        List<JsonNode> lines = run.json();
        assertThat(lines).hasSize(3);
        assertThat(lines.get(1).at("/error/code").asText()).isEqualTo("BAD_NOTATION");
        assertThat(lines.get(1).at("/error/message").asText()).contains("nest more than 100 deep");
        assertThat(lines.get(2).has("facelets")).isTrue();
    }

    @Test
    void anInvalidUtf8LineIsAnErrorLineAndTheBatchGoesOn(@TempDir Path dir) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.write("R U\r\n".getBytes(StandardCharsets.UTF_8));
        bytes.write(new byte[] {'R', ' ', (byte) 0xC3, '(', '\n'}); // a lead byte without its continuation
        bytes.write("F\n".getBytes(StandardCharsets.UTF_8));
        Path file = dir.resolve("bad.txt");
        Files.write(file, bytes.toByteArray());
        CliRun run = CliRun.on(solvers, "solve", "--batch", file.toString(), "--threads", "2");
        assertThat(run.exit()).isZero();
        List<JsonNode> lines = run.json();
        assertThat(lines).hasSize(3);
        assertThat(lines.get(0).get("solution").asText()).isEqualTo("U' R'");
        assertThat(lines.get(1).at("/error/code").asText()).isEqualTo("BAD_REQUEST");
        assertThat(lines.get(1).at("/error/message").asText()).isEqualTo("line 2 is not valid UTF-8 (at byte 3)");
        assertThat(lines.get(2).get("solution").asText()).isEqualTo("F'");
        assertThat(run.err()).contains("1 of 3 lines");
    }

    @Test
    void aBatchThatIsADirectoryIsBadInput(@TempDir Path dir) {
        assertBadInput(CliRun.on(solvers, "solve", "--batch", dir.toString()), "BAD_REQUEST", "is a directory");
        assertBadInput(CliRun.on(solvers, "show", "--batch", dir.resolve("none.txt").toString()), "BAD_REQUEST", "no such batch file");
    }

    @Test
    void nonsenseLimitsAreRefused() {
        assertBadInput(CliRun.on(solvers, "solve", "--target-length", "-5", "R U"), "BAD_REQUEST", "target length must be 0 to");
        assertBadInput(CliRun.on(solvers, "solve", "--max-length", "100000", "R U"), "BAD_REQUEST", "maximum length must be 0 to");
        assertBadInput(CliRun.on(solvers, "solve", "--timeout", "P1000000000D", "R U"), "BAD_REQUEST", "longest duration accepted");
        assertBadInput(CliRun.on(solvers, "solve", "--timeout", "99999999999999999999h", "R U"), "BAD_REQUEST",
                "longest duration accepted");
        assertBadInput(CliRun.on(solvers, "robot", "link-test", "--commands", "2147483647"), "BAD_REQUEST", "--commands must be");
    }

    @Test
    void benchHelpIsHelp() {
        CliRun run = CliRun.on(solvers, "bench", "--help");
        assertThat(run.exit()).isZero();
        assertThat(run.out()).contains("Usage: cubeguide bench").contains("--solver");
    }

    @Test
    void aMistypedSubcommandGetsASuggestion() {
        CliRun run = CliRun.on(solvers, "slove", "R U");
        assertThat(run.exit()).isEqualTo(Cli.BAD_INPUT);
        assertThat(run.err()).isEqualTo("error: BAD_REQUEST: 'slove' is not a cubeguide command. Did you mean: solve?\n")
                .doesNotContain("Unmatched");
        assertThat(CliRun.on(solvers, "shwo").err()).contains("Did you mean: show?");
        assertThat(Cli.nearNames("tabels", List.of("tables", "solve"))).containsExactly("tables");
        assertThat(Cli.nearNames("xyz", List.of("tables", "solve"))).isEmpty();
    }

    @Test
    void unexpectedFailuresAreDescribedWithoutClassNames() {
        assertThat(Cli.describeUnexpected(new StackOverflowError())).isEqualTo("the input nests too deeply");
        assertThat(Cli.describeUnexpected(new NullPointerException("Cannot invoke \"java.lang.String.length()\"")))
                .doesNotContain("java.").contains("unexpected failure");
        assertThat(Cli.reason(new AccessDeniedException("/x/y"))).isEqualTo("permission denied");
    }
}

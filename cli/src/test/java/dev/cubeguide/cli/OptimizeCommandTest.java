package dev.cubeguide.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class OptimizeCommandTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine commandLine = Cli.commandLine(CliTestSolvers.REGISTRY);
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        return commandLine.execute(args);
    }

    @Test
    void printsTheOptimisedAlg() {
        assertThat(run("optimize", "R R R U U' D D D D F2 F2")).isZero();
        assertThat(out.toString().trim()).isEqualTo("R'");
    }

    @Test
    void acceptsTheAlgAsSeveralWords() {
        assertThat(run("optimize", "z", "U", "L", "D", "z'")).isZero();
        assertThat(out.toString().trim()).isEqualTo("L D R");
    }

    @Test
    void rotationPolicies() {
        assertThat(run("optimize", "--rotations", "drop", "R y F")).isZero();
        assertThat(out.toString().trim()).isEqualTo("R2");
        out.getBuffer().setLength(0);
        assertThat(run("optimize", "--rotations", "keep", "y y R")).isZero();
        assertThat(out.toString().trim()).isEqualTo("y2 R");
    }

    @Test
    void json() throws Exception {
        assertThat(run("optimize", "--json", "R R R")).isZero();
        JsonNode node = Cli.mapper().readTree(out.toString());
        assertThat(node.get("input").asText()).isEqualTo("R R R");
        assertThat(node.get("optimized").asText()).isEqualTo("R'");
        assertThat(node.get("metric").asText()).isEqualTo("HTM");
        assertThat(node.get("before").get("htm").asInt()).isEqualTo(3);
        assertThat(node.get("after").get("htm").asInt()).isEqualTo(1);
        assertThat(node.get("after").get("qtm").asInt()).isEqualTo(1);
    }

    @Test
    void badNotationIsExitTwoWithTheColumn() {
        assertThat(run("optimize", "R U Q")).isEqualTo(2);
        assertThat(err.toString()).startsWith("error: BAD_NOTATION: ").contains("column 5");
        assertThat(out.toString()).isEmpty();
    }

    @Test
    void missingAlgIsAUsageError() {
        assertThat(run("optimize")).isEqualTo(2);
    }
}

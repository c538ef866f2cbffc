package dev.cubeguide.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code cubeguide bench} on the bench module's harness: its options, its JSON and Markdown, and its files. */
class BenchCommandTest {

    @Test
    void jsonGivesOneObjectPerSolverWithTheContractsFields() {
        CliRun run = CliRun.of("bench", "--solver", "beginner", "--count", "3", "--seed", "4", "--warmup", "1",
                "--json");
        assertThat(run.exit()).as(run.err()).isEqualTo(0);
        assertThat(run.json()).hasSize(1);
        JsonNode node = run.json().get(0);
        assertThat(node.get("solver").asText()).isEqualTo("beginner");
        assertThat(node.get("count").asInt()).isEqualTo(3);
        assertThat(node.get("seed").asLong()).isEqualTo(4);
        assertThat(node.get("solved").asInt()).isEqualTo(3);
        assertThat(node.get("moves").has("histogram")).isTrue();
        assertThat(node.get("timeMs").has("median")).isTrue();
        assertThat(node.get("cpuMs").has("median")).isTrue();
        assertThat(node.has("tableLoadMs")).isTrue();
        assertThat(node.get("machine").has("cores")).isTrue();
        // The beginner method's seven steps, each with its mean and largest move count.
        assertThat(node.get("stages")).hasSize(7);
        assertThat(node.get("stages").get(0).has("meanMoves")).isTrue();
    }

    @Test
    void markdownCsvAndPlotAreWritten(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("cubes.csv");
        Path plot = dir.resolve("plots/bench.svg");
        CliRun run = CliRun.of("bench", "--solver", "beginner", "--count", "2", "--warmup", "0", "--csv",
                csv.toString(), "--plot", plot.toString());
        assertThat(run.exit()).as(run.err()).isEqualTo(0);
        assertThat(run.out()).startsWith("Machine: ").contains("| beginner | 2 | 2 |");
        assertThat(Files.readAllLines(csv)).hasSize(3);
        assertThat(Files.readString(plot)).contains("<svg").contains("beginner (n=2)");
    }

    /** The bench module's JMH and min2phase are optional there, so neither reaches the command line (nor its jar). */
    @Test
    void theCommandLineGetsNeitherJmhNorMin2phase() {
        ClassLoader loader = BenchCommandTest.class.getClassLoader();
        assertThatThrownBy(() -> Class.forName("cs.min2phase.Search", false, loader))
                .isInstanceOf(ClassNotFoundException.class);
        assertThatThrownBy(() -> Class.forName("org.openjdk.jmh.annotations.Benchmark", false, loader))
                .isInstanceOf(ClassNotFoundException.class);
    }

    @Test
    void badOptionsExitTwoWithTheirCode() {
        CliRun zero = CliRun.of("bench", "--solver", "beginner", "--count", "0");
        assertThat(zero.exit()).isEqualTo(2);
        assertThat(zero.err()).startsWith("error: BAD_REQUEST: --count must be at least 1");
        CliRun both = CliRun.of("bench", "--solver", "beginner", "--json", "--markdown");
        assertThat(both.exit()).isEqualTo(2);
        assertThat(both.noStackTrace()).isTrue();
        CliRun unknown = CliRun.of("bench", "--solver", "nosuch", "--count", "1");
        assertThat(unknown.exit()).isEqualTo(2);
        assertThat(unknown.noStackTrace()).isTrue();
        CliRun budget = CliRun.of("bench", "--solver", "twophase", "--budget", "61s", "--count", "1");
        assertThat(budget.exit()).isEqualTo(2);
        assertThat(budget.err()).startsWith("error: BAD_REQUEST: ").contains("budget");
        assertThat(CliRun.of("bench", "--solver", "twophase", "--to", "chess", "--count", "1").exit()).isEqualTo(2);
    }

    /** The page's budget, counted in nodes, and a pattern: the report says so and every solution gets there. */
    @Test
    void aBudgetAndAPattern() {
        CliRun run = CliRun.of("bench", "--solver", "twophase", "--budget", "20ms", "--deterministic", "--count", "3",
                "--warmup", "1", "--json");
        assertThat(run.exit()).as(run.err()).isEqualTo(0);
        JsonNode node = run.json().get(0);
        assertThat(node.get("budgetMs").asInt()).isEqualTo(20);
        assertThat(node.get("deterministic").asBoolean()).isTrue();
        assertThat(node.get("solved").asInt()).isEqualTo(3);
        CliRun pattern = CliRun.of("bench", "--solver", "twophase", "--to", "superflip", "--count", "3", "--warmup", "1");
        assertThat(pattern.exit()).as(pattern.err()).isEqualTo(0);
        assertThat(pattern.out()).contains("solved to the pattern").contains("| twophase | 3 | 3 |");
    }
}

package dev.cubeguide.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.spark.BatchCommand;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The Spark job's command ({@code batch}, in the spark module, which this module's jar does not hold) takes
 * {@code solve}'s solving options: the same names, types, labels and defaults, and the same checks, which say the
 * same words. The two modules share no command-line code, so this test holds them equal.
 */
class BatchSolveOptionsTest {
    private static final List<String> SHARED = List.of("--solver", "--max-length", "--timeout", "--to");

    @ParameterizedTest
    @ValueSource(strings = {"--solver", "--max-length", "--timeout", "--to"})
    void batchDeclaresTheOptionAsSolveDoes(String name) {
        OptionSpec solve = new CommandLine(new SolveCommand()).getCommandSpec().findOption(name);
        OptionSpec batch = BatchCommand.commandLine().getCommandSpec().findOption(name);

        assertThat(batch).as(name).isNotNull();
        assertThat(batch.names()).isEqualTo(solve.names());
        assertThat(batch.type()).isEqualTo(solve.type());
        assertThat(batch.paramLabel()).isEqualTo(solve.paramLabel());
        assertThat(batch.arity()).isEqualTo(solve.arity());
        assertThat(batch.initialValue()).isEqualTo(solve.initialValue());
    }

    @Test
    void theListCoversSolvesSolvingLimitsThatBatchTakes() {
        assertThat(SHARED).allMatch(name -> BatchCommand.commandLine().getCommandSpec().findOption(name) != null);
    }

    @ParameterizedTest
    @ValueSource(strings = {"--timeout=5", "--timeout=800h", "--timeout=PT-1S", "--max-length=-1", "--max-length=x",
        "--solver=fastest", "--to=chessboard"})
    void aBadValueIsRefusedInTheSameWords(String option) {
        CliRun solve = CliRun.of("solve", option, "R U");
        StringWriter batchErr = new StringWriter();
        int batchExit = BatchCommand.commandLine().setErr(new PrintWriter(batchErr, true))
                .execute(Stream.of("--input", "cubes.txt", "--output", "out", option).toArray(String[]::new));

        assertThat(solve.exit()).isEqualTo(Cli.BAD_INPUT);
        assertThat(batchExit).isEqualTo(Cli.BAD_INPUT);
        assertThat(firstLine(batchErr.toString())).isEqualTo(firstLine(solve.err())).startsWith("error: BAD_REQUEST: ");
    }

    private static String firstLine(String text) {
        return text.lines().findFirst().orElse("");
    }
}

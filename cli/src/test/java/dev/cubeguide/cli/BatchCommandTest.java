package dev.cubeguide.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class BatchCommandTest {
    @Test
    void theCliJarSaysThatBatchRunsThroughTheLauncher() {
        CliRun run = CliRun.of("batch", "--input", "cubes.txt", "--output", "results");
        assertThat(run.exit()).isEqualTo(Cli.BAD_INPUT);
        assertThat(run.err()).startsWith("error: BAD_REQUEST: batch runs through the ./cubeguide launcher");
        assertThat(run.noStackTrace()).isTrue();
    }

    @Test
    void helpListsBatch() {
        assertThat(CliRun.of("--help").out()).contains("batch");
    }
}

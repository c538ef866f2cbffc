package dev.cubeguide.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.spark.SparkConf;
import org.junit.jupiter.api.Test;

/** The options that take the job to a cluster, and what the command says when they are wrong; no Spark started. */
class ClusterOptionsTest {
    private static final String JAR = "file:/opt/cubeguide/cubeguide-spark.jar";

    @Test
    void aClusterGetsTheJarAndTheExecutorsSettingsAndTheDriverAddressIsSparks() {
        SparkConf conf = new SparkTarget("spark://head:7077", Map.of(), null).conf("2g", JAR);

        assertThat(conf.get("spark.master")).isEqualTo("spark://head:7077");
        assertThat(conf.get("spark.jars")).isEqualTo(JAR);
        assertThat(conf.get("spark.executor.memory")).isEqualTo("2g");
        assertThat(conf.contains("spark.driver.host")).isFalse();
        assertThat(conf.contains("spark.driver.bindAddress")).isFalse();
        // Spark's context adds its own Java options to the executors': the list of the build holds no other.
        assertThat(SparkTarget.javaOptions()).contains("--add-opens=java.base/java.nio=ALL-UNNAMED",
                "-Dio.netty.tryReflectionSetAccessible=true");
    }

    @Test
    void theUsersSettingsComeFirst() {
        SparkConf conf = new SparkTarget("spark://head:7077", Map.of("spark.executor.memory", "6g",
                "spark.jars", "file:/opt/extra.jar", "spark.executor.extraJavaOptions", "-Dx=1"), "10.0.0.5")
                .conf("2g", JAR);

        assertThat(conf.get("spark.executor.memory")).isEqualTo("6g");
        assertThat(conf.get("spark.jars")).isEqualTo("file:/opt/extra.jar," + JAR);
        assertThat(conf.get("spark.executor.extraJavaOptions")).startsWith("-Dx=1");
        assertThat(conf.get("spark.driver.host")).isEqualTo("10.0.0.5");
    }

    @Test
    void localModeBindsTheDriverToTheLoopbackWithoutItsPage() {
        SparkTarget target = new SparkTarget(null, Map.of("spark.local.dir", "/tmp/x"), null);
        SparkConf conf = target.conf("2g", null);

        assertThat(target.local()).isTrue();
        assertThat(conf.get("spark.master")).isEqualTo("local[*]");
        assertThat(conf.get("spark.driver.host")).isEqualTo("127.0.0.1");
        assertThat(conf.get("spark.driver.bindAddress")).isEqualTo("127.0.0.1");
        assertThat(conf.get("spark.ui.enabled")).isEqualTo("false");
        assertThat(conf.get("spark.local.dir")).isEqualTo("/tmp/x");
        assertThat(conf.contains("spark.jars")).isFalse();
    }

    /** What the command prints on standard error, and its exit code. */
    private record Run(int code, String err) {
    }

    private static Run batch(String... arguments) {
        StringWriter err = new StringWriter();
        int code = BatchCommand.commandLine().setErr(new PrintWriter(err)).execute(arguments);
        return new Run(code, err.toString());
    }

    @Test
    void aMasterThatDoesNotAnswerIsSaidAtOnce() throws IOException {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        Run run = batch("--input", "cubes.txt", "--output", "out", "--master", "spark://127.0.0.1:" + port);

        assertThat(run.code()).isEqualTo(1);
        assertThat(run.err()).startsWith("error: MASTER_UNREACHABLE: no Spark master answers at spark://127.0.0.1:"
                + port + " (127.0.0.1:" + port + ": connection refused)");
        assertThat(batch("--input", "cubes.txt", "--output", "out", "--master", "spark://head").err())
                .startsWith("error: MASTER_UNREACHABLE: 'spark://head' is not a standalone master's address");
    }

    @Test
    void settingsThatAreNotSparksAreBadOptions() {
        for (List<String> options : List.of(List.of("--conf", "executor.memory=4g"), List.of("--conf", "spark.master=x"),
                List.of("--driver-host", "10.0.0.5"))) {
            String[] arguments = Stream.concat(Stream.of("--input", "in.txt", "--output", "out"),
                    options.stream()).toArray(String[]::new);
            Run run = batch(arguments);
            assertThat(run.code()).as("%s", options).isEqualTo(2);
            assertThat(run.err()).as("%s", options).startsWith("error: BAD_REQUEST: ");
        }
    }

    @Test
    void aClusterRunNeedsTheJobsJar() throws IOException {
        try (ServerSocket master = new ServerSocket(0)) {
            Run run = batch("--input", "cubes.txt", "--output", "out", "--master", "spark://127.0.0.1:" + master.getLocalPort());

            assertThat(run.code()).isEqualTo(2);
            assertThat(run.err()).startsWith("error: BAD_REQUEST: a cluster's executors load the job from its jar");
        }
    }
}

package dev.cubeguide.spark;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.registry.SolverRegistry;
import dev.cubeguide.table.TableStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The job on a real Spark standalone cluster: a Master and a Worker in JVMs of their own, started from the build's
 * Spark jars ({@link StandaloneCluster}), whose Worker runs the executors in JVMs of their own. The job is run as
 * the README gives it: the {@code ./cubeguide} launcher with {@code --master spark://...}, and spark-submit (its
 * class, {@code SparkSubmit}, as {@code bin/spark-submit} runs it) with the module's jar. Every output holds each id
 * exactly once, with a solution that solves its cube.
 *
 * <p>Tagged {@code cluster}: it needs the packaged jar ({@code target/cubeguide-spark.jar}), so it runs after the
 * package phase, in its own step: {@code mvn -B -Pcluster -pl spark -am verify} ({@code .ci/run} runs it).
 */
@Tag("cluster")
class ClusterTest {
    /** How long one run of the job may take (a few hundred cubes take seconds; the start of three JVMs most). */
    private static final Duration RUN_LIMIT = Duration.ofMinutes(5);

    @TempDir
    static Path dir;
    private static Path root;
    private static Path jar;
    private static Path tables;
    private static StandaloneCluster cluster;

    @BeforeAll
    static void startCluster() throws IOException {
        root = Path.of("").toAbsolutePath().getParent();
        jar = Path.of("target", "cubeguide-spark.jar").toAbsolutePath();
        Path sparkClassPath = Path.of("target", "spark-classpath.txt").toAbsolutePath();
        assertThat(jar).as("the packaged job (this test runs after the package phase: mvn -Pcluster ... verify)")
                .isRegularFile();
        assertThat(sparkClassPath).isRegularFile();
        // The executors read the two-phase tables from this shared folder (--tables): built here when missing.
        tables = Path.of(System.getProperty("cubeguide.test.tables"));
        SolverRegistry.on(TableStore.at(tables)).get("twophase").tables().prepare(MemoryPolicy.MAPPED);
        cluster = StandaloneCluster.start(dir, sparkClassPath, 2, "3g");
    }

    @AfterAll
    static void stopCluster() {
        if (cluster != null) {
            cluster.close();
        }
    }

    private static List<String> randomFacelets(long seed, int count) {
        return RandomCubes.randomStates(seed, count).stream().map(CubieCube::toFacelets).toList();
    }

    /** The cubes as {@code PREFIX-N,FACELETS} lines, N from 1. */
    private static Path input(String name, String prefix, List<String> cubes) throws IOException {
        return Files.write(dir.resolve(name), IntStream.range(0, cubes.size())
                .mapToObj(i -> prefix + "-" + (i + 1) + "," + cubes.get(i)).toList());
    }

    /** {@code ./cubeguide batch ARGUMENTS}, started. */
    private static LoggedProcess batch(String log, String... arguments) {
        List<String> command = new ArrayList<>(List.of(root.resolve("cubeguide").toString(), "batch"));
        command.addAll(List.of(arguments));
        return LoggedProcess.start(command, Map.of("CUBEGUIDE_HOME", dir.resolve("home").toString()), dir.resolve(log));
    }

    /** Asserts that the output holds each of {@code cubes} ({@code PREFIX-N}) exactly once, solved. */
    private static void assertEachCubeOnceSolved(Path output, String prefix, List<String> cubes) throws IOException {
        Map<String, JsonNode> rows = JsonOutput.byId(JsonOutput.rows(output));
        assertThat(rows).hasSize(cubes.size());
        for (int i = 0; i < cubes.size(); i++) {
            JsonNode row = rows.get(prefix + "-" + (i + 1));
            assertThat(row).as("the row of cube %d", i + 1).isNotNull();
            assertThat(row.get("facelets").asText()).isEqualTo(cubes.get(i));
            JsonOutput.assertSolves(row);
        }
    }

    @Test
    void theCommandRunsTheJobOnTheClustersExecutors() throws IOException {
        List<String> cubes = randomFacelets(33, 300);
        Path input = Files.write(dir.resolve("plain.txt"), cubes);
        Path output = dir.resolve("plain-out");

        LoggedProcess run = batch("plain.log", "--master", cluster.masterUrl(), "--input", input.toString(),
                "--output", output.toString(), "--format", "json", "--tables", tables.toString());

        assertThat(run.awaitExit(RUN_LIMIT)).as(run.output()).isZero();
        assertThat(run.output()).contains("note: running on " + cluster.masterUrl())
                .contains(output + ": 300 cubes, 300 solved, 0 failed, 0 timed out");
        Map<String, JsonNode> rows = JsonOutput.byId(JsonOutput.rows(output));
        assertThat(rows).hasSize(300);
        for (int i = 0; i < cubes.size(); i++) {
            JsonNode row = rows.get(Integer.toString(i + 1));
            assertThat(row.get("facelets").asText()).isEqualTo(cubes.get(i));
            JsonOutput.assertSolves(row);
        }
        assertThat(JsonOutput.summary(output).get("thisRun").get("cubes").asLong()).isEqualTo(300);
        // The master ran it as an application of its own, on the Worker's executors.
        assertThat(StreamSupport.stream(cluster.status().get("completedapps").spliterator(), false)
                .map(app -> app.get("name").asText())).contains("cubeguide batch");
    }

    @Test
    void aKilledExecutorEndsARunWithoutRetriesAndIsReplacedInARunWithThem() throws Exception {
        List<String> cubes = randomFacelets(34, 400);
        Path input = input("kill.txt", "k", cubes);
        Path output = dir.resolve("kill-out");
        Path hold = dir.resolve("hold");
        String holdOption = "spark.executor.extraJavaOptions=-Dcubeguide.test=true -D" + FaultInjection.HOLD_PROPERTY
                + "=" + hold;

        // Each task tried once: the killed executor's tasks end the run, with the code that says so.
        Files.createFile(hold);
        LoggedProcess once = batch("kill-1.log", "--master", cluster.masterUrl(), "--input", input.toString(),
                "--output", output.toString(), "--format", "json", "--tables", tables.toString(), "--chunk-size", "40",
                "--conf", "spark.task.maxFailures=1", "--conf", holdOption);
        killExecutorsOnceHeld(hold, once);
        assertThat(once.awaitExit(RUN_LIMIT)).as(once.output()).isEqualTo(1);
        assertThat(once.output()).contains("error: EXECUTORS_LOST: executors were lost").doesNotContain("INTERNAL");
        int committed = JsonOutput.byId(JsonOutput.rows(output)).size();
        assertThat(committed).isLessThan(cubes.size());

        // With Spark's retries the run goes on, on the executor the Worker starts in place of the killed one.
        Files.createFile(hold);
        LoggedProcess retried = batch("kill-2.log", "--master", cluster.masterUrl(), "--input", input.toString(),
                "--output", output.toString(), "--format", "json", "--tables", tables.toString(), "--chunk-size", "40",
                "--conf", holdOption);
        killExecutorsOnceHeld(hold, retried);
        assertThat(retried.awaitExit(RUN_LIMIT)).as(retried.output()).isZero();
        assertThat(retried.output()).contains(output + ": 400 cubes, 400 solved");
        assertEachCubeOnceSolved(output, "k", cubes);
        // (At most: a chunk whose write the first run finished, but did not commit, is the second run's to keep.)
        assertThat(JsonOutput.summary(output).get("thisRun").get("cubes").asLong())
                .as("the second run solved only what the first had not committed").isPositive()
                .isLessThanOrEqualTo(400 - committed);
    }

    /**
     * Kills (SIGKILL) the executors once a task is held in the middle of the run, then lets the tasks go on:
     * those of the executor the Worker starts in place of the killed one.
     */
    private static void killExecutorsOnceHeld(Path hold, LoggedProcess run) throws Exception {
        Path held = hold.resolveSibling(hold.getFileName() + ".held");
        long deadline = System.nanoTime() + RUN_LIMIT.toNanos();
        // The executor makes the file once a task is held.
        try (WatchService watch = held.getFileSystem().newWatchService()) {
            held.getParent().register(watch, StandardWatchEventKinds.ENTRY_CREATE);
            while (!Files.exists(held)) {
                assertThat(run.handle().isAlive()).as("the run goes on until a task is held: %s", run.output()).isTrue();
                assertThat(System.nanoTime()).as("a task is held in time").isLessThan(deadline);
                WatchKey key = watch.poll(1, TimeUnit.SECONDS);
                if (key != null) {
                    key.pollEvents();
                    key.reset();
                }
            }
        }
        List<ProcessHandle> executors = cluster.executors();
        assertThat(executors).isNotEmpty();
        for (ProcessHandle executor : executors) {
            executor.destroyForcibly();
            executor.onExit().get(1, TimeUnit.MINUTES);
        }
        Files.delete(hold);
        Files.delete(held);
    }

    @Test
    void sparkSubmitRunsTheJarAsTheReadmeGivesIt() throws IOException {
        List<String> cubes = randomFacelets(35, 100);
        Path input = input("submit.txt", "s", cubes);
        Path output = dir.resolve("submit-out");

        LoggedProcess run = LoggedProcess.start(StandaloneCluster.sparkCommand(cluster.sparkHome(),
                StandaloneCluster.SUBMIT, "--class", SolveJob.class.getName(),
                "--master", cluster.masterUrl(), "--conf", "spark.executor.memory=2g", jar.toString(),
                "--input", input.toString(), "--output", output.toString(), "--format", "json",
                "--tables", tables.toString()),
                Map.of("SPARK_HOME", cluster.sparkHome().toString()), dir.resolve("submit.log"));

        assertThat(run.awaitExit(RUN_LIMIT)).as(run.output()).isZero();
        assertThat(run.output()).contains(output + ": 100 cubes, 100 solved");
        assertEachCubeOnceSolved(output, "s", cubes);
    }
}

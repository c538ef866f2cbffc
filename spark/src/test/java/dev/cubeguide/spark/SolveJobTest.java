package dev.cubeguide.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cubeguide.daemon.DaemonAddress;
import dev.cubeguide.daemon.DaemonClient;
import dev.cubeguide.daemon.DaemonFrames;
import dev.cubeguide.daemon.DaemonServer;
import dev.cubeguide.daemon.StopRequest;
import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.table.TableStore;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The job in Spark's local mode on two cores, each task tried at most twice ({@code local[2,2]}), on small inputs.
 * Every result is checked by applying its solution to its cube; every output must hold each id exactly once.
 */
class SolveJobTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SOLVED = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";
    private static SparkSession spark;

    @TempDir
    Path dir;

    @BeforeAll
    static void startSpark() {
        spark = SparkSession.builder().config(SparkTarget.localConf("local[2,2]")).getOrCreate();
    }

    @AfterAll
    static void stopSpark() {
        spark.stop();
    }

    private static List<String> randomFacelets(long seed, int count) {
        return RandomCubes.randomStates(seed, count).stream().map(CubieCube::toFacelets).toList();
    }

    private static JobOptions options(Path input, Path output, OutputFormat format, int chunkSize) {
        return options(input, output, format, chunkSize, Reading.ON_DRIVER);
    }

    /** Who reads the input: the driver (a small input), or the executors (a large one, here forced). */
    enum Reading {
        ON_DRIVER(InputReader.DRIVER_LIMIT), DISTRIBUTED(0);

        final long driverLimit;

        Reading(long driverLimit) {
            this.driverLimit = driverLimit;
        }
    }

    private static JobOptions options(Path input, Path output, OutputFormat format, int chunkSize, Reading reading) {
        SolveSettings settings = new SolveSettings("twophase", null, null, System.getProperty("cubeguide.test.tables"),
                MemoryPolicy.MAPPED);
        return new JobOptions(input.toString(), output.toString(), format, settings, chunkSize, 2, JobOptions.Progress.NONE,
                reading.driverLimit, System.currentTimeMillis());
    }

    private JobSummary run(JobOptions options) {
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        return new SolveJob(JavaSparkContext.fromSparkContext(spark.sparkContext())).run(options, quiet, quiet,
                StopRequest.never());
    }

    @ParameterizedTest
    @EnumSource(Reading.class)
    void solvesEveryCubeOnceAndBadLinesBecomeErrorRows(Reading reading) throws IOException {
        List<String> cubes = randomFacelets(1, 12);
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < cubes.size(); i++) {
            lines.add(i % 3 == 0 ? "cube-" + i + "," + cubes.get(i) : cubes.get(i));
        }
        lines.add("");                                    // line 13: skipped
        lines.add("short,UUURRRFFF");                     // a facelet string of the wrong length
        lines.add(SOLVED.replaceFirst("U", "R"));         // line 15: a colour nine times no more
        lines.add("," + SOLVED);                          // line 16: an empty id
        lines.add("cube-0," + SOLVED);                    // a repeated id: only its first line counts
        lines.add(SOLVED);                                // line 18: solved already
        Path input = Files.write(dir.resolve("cubes.txt"), lines);
        Path output = dir.resolve("out");

        JobSummary summary = run(options(input, output, OutputFormat.JSON, 1000, reading));

        Map<String, JsonNode> rows = JsonOutput.byId(JsonOutput.rows(output));
        assertThat(rows).hasSize(16);
        for (int i = 0; i < cubes.size(); i++) {
            JsonNode row = rows.get(i % 3 == 0 ? "cube-" + i : Integer.toString(i + 1));
            assertThat(row.get("facelets").asText()).isEqualTo(cubes.get(i));
            JsonOutput.assertSolves(row);
        }
        assertThat(rows.get("short").get("error").asText()).isEqualTo(ErrorCode.BAD_LENGTH.name());
        assertThat(rows.get("short").get("solution").isNull()).isTrue();
        assertThat(rows.get("15").get("error").asText()).isEqualTo(ErrorCode.COLOR_COUNT.name());
        assertThat(rows.get("16").get("error").asText()).isEqualTo(ErrorCode.BAD_REQUEST.name());
        assertThat(rows.get("18").get("length").asInt()).isZero();
        assertThat(summary.cubes()).isEqualTo(16);
        assertThat(summary.solved()).isEqualTo(13);
        assertThat(summary.failed()).isEqualTo(3);
        assertThat(summary.errors()).containsEntry("BAD_LENGTH", 1L).containsEntry("COLOR_COUNT", 1L)
                .containsEntry("BAD_REQUEST", 1L);
        assertThat(summary.run().cubes()).isEqualTo(16);
        JsonNode written = JSON.readTree(output.resolve(OutputFolder.SUMMARY).toFile());
        assertThat(written.get("solved").asLong()).isEqualTo(13);
        assertThat(written.get("lengths").get("0").asLong()).isEqualTo(1);
        assertThat(written.get("thisRun").get("cubes").asLong()).isEqualTo(16);
    }

    @Test
    void writesParquetByDefaultAndReadsAFolderInNameOrder() throws IOException {
        List<String> cubes = randomFacelets(2, 6);
        Path input = Files.createDirectories(dir.resolve("in"));
        Files.write(input.resolve("b.txt"), cubes.subList(3, 6));
        Files.write(input.resolve("a.txt"), cubes.subList(0, 3));
        Files.write(input.resolve("_ignored.txt"), List.of("not a cube"));
        Path output = dir.resolve("out");

        run(options(input, output, OutputFormat.PARQUET, 1000));

        List<Row> rows = spark.read().parquet(output.toString()).collectAsList();
        Map<String, String> faceletsById = rows.stream().collect(Collectors.toMap(r -> r.getAs("id"), r -> r.getAs("facelets")));
        assertThat(faceletsById).hasSize(6);
        for (int i = 0; i < 6; i++) {
            assertThat(faceletsById.get(Integer.toString(i + 1))).isEqualTo(cubes.get(i));
        }
        for (Row row : rows) {
            CubieCube cube = CubieCube.fromFacelets(row.getAs("facelets"));
            assertThat(cube.apply(Alg.parse(row.getAs("solution"))).isSolved()).isTrue();
            assertThat(row.<Object>getAs("error")).isNull();
        }
    }

    @ParameterizedTest
    @EnumSource(Reading.class)
    void aFailedTaskAttemptIsRetriedAndEachIdIsWrittenOnce(Reading reading) throws IOException {
        List<String> cubes = randomFacelets(3, 24);
        Path input = Files.write(dir.resolve("cubes.txt"), cubes);
        Path output = dir.resolve("out");
        int injectedBefore = FaultInjection.injected();
        System.setProperty(FaultInjection.PROPERTY, "0");
        JobSummary summary;
        try {
            summary = run(options(input, output, OutputFormat.JSON, 1000, reading));
        } finally {
            System.clearProperty(FaultInjection.PROPERTY);
        }

        assertThat(FaultInjection.injected()).isGreaterThan(injectedBefore);
        assertThat(summary.cubes()).as("the failed attempt's rows are not counted").isEqualTo(24);
        assertThat(summary.solved()).isEqualTo(24);
        Map<String, JsonNode> rows = JsonOutput.byId(JsonOutput.rows(output));
        assertThat(rows).hasSize(24);
        rows.values().forEach(JsonOutput::assertSolves);
    }

    @ParameterizedTest
    @EnumSource(Reading.class)
    void aSecondRunSolvesOnlyWhatIsMissingAndDropsWhatAKilledRunLeft(Reading reading) throws IOException {
        List<String> cubes = randomFacelets(4, 30);
        Path first = Files.write(dir.resolve("first.txt"), cubes.subList(0, 12));
        Path all = Files.write(dir.resolve("all.txt"), cubes);
        Path output = dir.resolve("out");

        JobSummary partial = run(options(first, output, OutputFormat.JSON, 5, reading));
        assertThat(partial.run().cubes()).isEqualTo(12);
        try (Stream<Path> entries = Files.list(output)) {
            assertThat(entries.filter(p -> p.getFileName().toString().startsWith(OutputFolder.CHUNK_PREFIX)).count())
                    .as("a chunk committed per five cubes or so").isGreaterThan(1);
        }
        // What a driver killed while writing leaves: an unfinished attempt, and (on a store without atomic renames)
        // a chunk folder without its _SUCCESS marker. Both hold rows for ids the output does not have yet.
        String stray = "{\"id\":\"20\",\"facelets\":\"" + cubes.get(19) + "\",\"solver\":\"twophase\",\"timeMs\":1}";
        Files.write(Files.createDirectories(output.resolve(OutputFolder.ATTEMPT_PREFIX + "killed")).resolve("part-0.json"),
                List.of(stray));
        Files.write(Files.createDirectories(output.resolve(OutputFolder.CHUNK_PREFIX + "00099")).resolve("part-0.json"),
                List.of(stray));
        // And a write whose job commit had finished (its _SUCCESS is there) when the driver died before the rename:
        // kept as a chunk, its row counted by reading it.
        Path finished = Files.createDirectories(output.resolve(OutputFolder.ATTEMPT_PREFIX + "committed"));
        Files.write(finished.resolve("part-0.json"), List.of("{\"id\":\"25\",\"facelets\":\"" + cubes.get(24)
                + "\",\"solver\":\"twophase\",\"timeMs\":1000.0,\"error\":\"TIMEOUT\"}"));
        Files.write(finished.resolve("_SUCCESS"), new byte[0]);

        JobSummary resumed = run(options(all, output, OutputFormat.JSON, 5, reading));

        assertThat(resumed.run().cubes()).as("only the missing ids are solved").isEqualTo(17);
        assertThat(resumed.cubes()).isEqualTo(30);
        assertThat(resumed.solved()).isEqualTo(29);
        assertThat(resumed.timedOut()).isEqualTo(1);
        Map<String, JsonNode> rows = JsonOutput.byId(JsonOutput.rows(output));
        assertThat(rows).hasSize(30);
        assertThat(rows.get("25").get("error").asText()).isEqualTo("TIMEOUT");
        for (int i = 0; i < 30; i++) {
            JsonNode row = rows.get(Integer.toString(i + 1));
            assertThat(row.get("facelets").asText()).isEqualTo(cubes.get(i));
            if (i != 24) {
                JsonOutput.assertSolves(row);
            }
        }
        assertThat(output.resolve(OutputFolder.ATTEMPT_PREFIX + "killed")).doesNotExist();
        assertThat(output.resolve(OutputFolder.CHUNK_PREFIX + "00099")).doesNotExist();

        JobSummary again = run(options(all, output, OutputFormat.JSON, 5, reading));
        assertThat(again.run().cubes()).isZero();
        assertThat(JsonOutput.byId(JsonOutput.rows(output))).hasSize(30);
    }

    @ParameterizedTest
    @EnumSource(Reading.class)
    void pathsWithCommasAreReadAndResumed(Reading reading) throws IOException {
        Path input = Files.write(Files.createDirectories(dir.resolve("in,put")).resolve("a,b.txt"), randomFacelets(7, 6));
        Path output = dir.resolve("out,1");

        assertThat(run(options(input, output, OutputFormat.JSON, 4, reading)).run().cubes()).isEqualTo(6);
        JobSummary again = run(options(input, output, OutputFormat.JSON, 4, reading));

        assertThat(again.run().cubes()).as("the ids done are read back from the folder").isZero();
        assertThat(again.cubes()).isEqualTo(6);
        JsonOutput.byId(JsonOutput.rows(output)).values().forEach(JsonOutput::assertSolves);
    }

    @Test
    void theSolverAndItsTablesAreLoadedOncePerJvm() throws IOException {
        Path input = Files.write(dir.resolve("cubes.txt"), randomFacelets(6, 8));
        run(options(input, dir.resolve("a"), OutputFormat.JSON, 1000));
        run(options(input, dir.resolve("b"), OutputFormat.JSON, 1000));

        List<String> loaded = TableStore.at(Path.of(System.getProperty("cubeguide.test.tables"))).events().stream()
                .map(event -> event.spec().fileName()).toList();
        assertThat(loaded).isNotEmpty().doesNotHaveDuplicates();
    }

    @Test
    void anOutputOfTheOtherFormatIsRefused() throws IOException {
        Path input = Files.write(dir.resolve("cubes.txt"), randomFacelets(5, 2));
        Path output = dir.resolve("out");
        run(options(input, output, OutputFormat.PARQUET, 1000));

        assertThatThrownBy(() -> run(options(input, output, OutputFormat.JSON, 1000)))
                .isInstanceOfSatisfying(CubeGuideException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.BAD_REQUEST);
                    assertThat(e.getMessage()).contains("--format parquet");
                });
    }

    @Test
    void aMissingInputIsABadRequest() {
        assertThatThrownBy(() -> run(options(dir.resolve("nothing.txt"), dir.resolve("out"), OutputFormat.JSON, 1000)))
                .isInstanceOfSatisfying(CubeGuideException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.BAD_REQUEST));
    }

    @Test
    void badOptionsExitWithTwoBeforeSparkStarts() {
        StringWriter err = new StringWriter();
        int code = BatchCommand.commandLine().setErr(new PrintWriter(err))
                .execute("--input", "x.txt", "--output", "out", "--format", "xml");
        assertThat(code).isEqualTo(2);
        assertThat(err.toString()).startsWith("error: BAD_REQUEST: --format is parquet or json");

        err = new StringWriter();
        code = BatchCommand.commandLine().setErr(new PrintWriter(err))
                .execute("--input", "x.txt", "--output", "out", "--solver", "fastest");
        assertThat(code).isEqualTo(2);
        assertThat(err.toString()).contains("unknown solver 'fastest'");

        assertThat(BatchCommand.commandLine().setErr(new PrintWriter(new StringWriter())).execute("--input", "x.txt"))
                .isEqualTo(2);
    }

    /** A daemon in this JVM on the tests' Spark context, listening in the test's folder. */
    private DaemonServer startDaemon(Path socket) throws IOException {
        DaemonServer daemon = BatchDaemon.server(socket, Duration.ofMinutes(5),
                () -> JavaSparkContext.fromSparkContext(spark.sparkContext()), false);
        Thread serving = new Thread(() -> {
            try {
                daemon.serve();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, "test-daemon");
        serving.setDaemon(true);
        serving.start();
        return daemon;
    }

    private static DaemonAddress addressOf(Path socket) {
        return new DaemonAddress(BatchDaemon.KIND, socket, socket.resolveSibling("lock"), socket.resolveSibling("log"),
                List.of());
    }

    /** What a client printed: its standard output and error. */
    private record Printed(int code, String out, String err) {
    }

    private static Printed runOnDaemon(DaemonAddress address, JobOptions options) throws DaemonClient.Unavailable {
        return runOnDaemon(address, options, new CountDownLatch(1));
    }

    /** A run on the daemon; {@code told} is counted down once the client is told that it waits for another run. */
    private static Printed runOnDaemon(DaemonAddress address, JobOptions options, CountDownLatch told)
            throws DaemonClient.Unavailable {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream() {
            @Override
            public synchronized void write(byte[] bytes, int offset, int length) {
                super.write(bytes, offset, length);
                if (toString(StandardCharsets.UTF_8).contains("note: waiting for another batch run to finish")) {
                    told.countDown();
                }
            }
        };
        int code = DaemonClient.run(address, options.toJson(), "Spark", new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Printed(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aRunOnTheDaemonPrintsAndWritesWhatItWouldInItsOwnProcess() throws Exception {
        List<String> cubes = randomFacelets(8, 20);
        Path input = Files.write(dir.resolve("cubes.txt"), cubes);
        Path output = dir.resolve("out");
        Path socket = dir.resolve("d.sock");
        try (DaemonServer daemon = startDaemon(socket)) {
            DaemonAddress address = addressOf(socket);

            Printed printed = runOnDaemon(address, options(input, output, OutputFormat.JSON, 8));

            assertThat(printed.code()).isZero();
            assertThat(printed.out()).startsWith(output + ": 20 cubes, 20 solved, 0 failed, 0 timed out")
                    .contains("this run: 20 cubes in");
            Map<String, JsonNode> rows = JsonOutput.byId(JsonOutput.rows(output));
            assertThat(rows).hasSize(20);
            rows.values().forEach(JsonOutput::assertSolves);

            Printed missing = runOnDaemon(address, options(dir.resolve("nothing.txt"), dir.resolve("out2"),
                    OutputFormat.JSON, 8));
            assertThat(missing.code()).isEqualTo(2);
            assertThat(missing.err()).startsWith("error: BAD_REQUEST: ").doesNotContain("Exception");

            assertThat(DaemonClient.stopAll(address)).isTrue();
        }
        assertThat(socket).doesNotExist();
    }

    @Test
    void aClientThatGoesAwayCancelsItsRunAndTheNextRunFinishesIt() throws Exception {
        List<String> cubes = randomFacelets(9, 24);
        Path input = Files.write(dir.resolve("cubes.txt"), cubes);
        Path output = dir.resolve("out");
        Path socket = dir.resolve("d.sock");
        // The first run's tasks stop at their tenth row (in its second chunk) until they are cancelled.
        CountDownLatch stopped = new CountDownLatch(1);
        AtomicInteger rowsSeen = new AtomicInteger();
        FaultInjection.beforeEachRow(() -> {
            if (rowsSeen.incrementAndGet() >= 10) {
                stopped.countDown();
                try {
                    new CountDownLatch(1).await(); // until the cancel interrupts the task
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("cancelled");
                }
            }
        });
        try (DaemonServer daemon = startDaemon(socket)) {
            DaemonAddress address = addressOf(socket);
            SocketChannel first = SocketChannel.open(UnixDomainSocketAddress.of(socket));
            DaemonFrames.write(DaemonFrames.output(first), DaemonFrames.REQUEST,
                    options(input, output, OutputFormat.JSON, 8).toJson());
            assertThat(stopped.await(2, TimeUnit.MINUTES)).isTrue();

            CountDownLatch waiting = new CountDownLatch(1);
            CompletableFuture<Printed> second = CompletableFuture.supplyAsync(() -> {
                try {
                    return runOnDaemon(address, options(input, output, OutputFormat.JSON, 8), waiting);
                } catch (DaemonClient.Unavailable e) {
                    throw new IllegalStateException(e);
                }
            });
            assertThat(waiting.await(2, TimeUnit.MINUTES)).as("the second client waits for the first run").isTrue();
            FaultInjection.beforeEachRow(null);
            first.close(); // the first client goes away, as when killed

            Printed resumed = second.get(2, TimeUnit.MINUTES);
            assertThat(resumed.code()).isZero();
            assertThat(resumed.out()).startsWith(output + ": 24 cubes, 24 solved");
            JsonNode summary = JSON.readTree(output.resolve(OutputFolder.SUMMARY).toFile());
            assertThat(summary.get("thisRun").get("cubes").asLong()).as("the cancelled run committed at most one chunk")
                    .isBetween(16L, 24L);
            Map<String, JsonNode> rows = JsonOutput.byId(JsonOutput.rows(output));
            assertThat(rows).hasSize(24);
            rows.values().forEach(JsonOutput::assertSolves);
            try (Stream<Path> entries = Files.walk(output)) {
                assertThat(entries.map(p -> output.relativize(p).toString()))
                        .noneMatch(name -> name.startsWith(OutputFolder.ATTEMPT_PREFIX));
            }
        } finally {
            FaultInjection.beforeEachRow(null);
        }
    }

    @Test
    void theFirstRunStartsTheDaemonInAProcessOfItsOwnAndStopDaemonStopsIt() throws Exception {
        Path input = Files.write(dir.resolve("cubes.txt"), randomFacelets(10, 6));
        DaemonAddress address = BatchDaemon.address(Files.createDirectories(dir.resolve("home")));
        // What a killed daemon of another build leaves: its socket file, on which nothing listens.
        String name = address.socket().getFileName().toString();
        Path stale = address.socket().resolveSibling(name.substring(0, name.lastIndexOf('-') + 1) + "000000000000.sock");
        try (ServerSocketChannel killed = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            killed.bind(UnixDomainSocketAddress.of(stale));
        }

        Printed first = runOnDaemon(address, options(input, dir.resolve("a"), OutputFormat.JSON, 1000));
        ProcessHandle daemon = ProcessHandle.allProcesses().filter(process -> commandLine(process)
                .contains(address.socket().toString())).findFirst().orElseThrow();
        Printed second = runOnDaemon(address, options(input, dir.resolve("b"), OutputFormat.JSON, 1000));
        boolean stopped = DaemonClient.stopAll(address);

        assertThat(first.err()).contains("note: starting the batch daemon");
        assertThat(stale).as("the dead daemon's socket is removed").doesNotExist();
        assertThat(second.err()).doesNotContain("starting");
        for (Printed printed : List.of(first, second)) {
            assertThat(printed.code()).as(printed.err()).isZero();
            assertThat(printed.out()).contains(": 6 cubes, 6 solved");
        }
        for (String output : List.of("a", "b")) {
            Map<String, JsonNode> rows = JsonOutput.byId(JsonOutput.rows(dir.resolve(output)));
            assertThat(rows).hasSize(6);
            rows.values().forEach(JsonOutput::assertSolves);
        }
        assertThat(stopped).isTrue();
        daemon.onExit().get(2, TimeUnit.MINUTES);
        assertThat(address.socket()).doesNotExist();
    }

    /** A process's whole command line (Linux; {@code ProcessHandle.Info} cuts a long one short). */
    private static String commandLine(ProcessHandle process) {
        try {
            return Files.readString(Path.of("/proc", Long.toString(process.pid()), "cmdline"), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return ""; // ended, or not ours to read
        }
    }
}

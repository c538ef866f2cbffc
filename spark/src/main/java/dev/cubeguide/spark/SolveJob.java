package dev.cubeguide.spark;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.solve.Durations;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.registry.Solvers;
import java.io.PrintStream;
import java.io.Serializable;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;
import org.apache.spark.SparkConf;
import org.apache.spark.TaskContext;
import org.apache.spark.TaskKilledException;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.rdd.PartitionPruningRDD;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.util.LongAccumulator;
import org.apache.spark.util.TaskCompletionListener;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine;
import scala.Tuple2;
import scala.runtime.AbstractFunction1;

/**
 * The batch-solving Spark job: {@code cubeguide batch --input FILE|DIR --output DIR [options]} embedded in local
 * mode, or {@code spark-submit --class dev.cubeguide.spark.SolveJob cubeguide-spark.jar --input ... --output ...}
 * on a cluster. See the package documentation for the design.
 *
 * <p>Exit codes as the command line's: 0 done (bad lines are rows with their error, not a failure), 2 bad options
 * or input ({@code error: CODE: message} on standard error), 1 anything else.
 */
@Command(name = "batch", sortOptions = false,
        description = {"Solve a file or folder of cubes as an Apache Spark job. One cube per line:",
            "FACELETS, or ID,FACELETS (a line without an id takes its line number).",
            "Writes one row per cube (id, facelets, solver, solution, length, optimal,",
            "lowerBound, timeMs, error) to the output folder, Parquet or JSON Lines.",
            "Run it again on the same output to solve only the cubes not there yet."})
public final class SolveJob implements Callable<Integer> {
    /** Cubes per chunk when not given: short enough that a killed run loses little, long enough to keep cores busy. */
    static final int DEFAULT_CHUNK = 10_000;
    /** The optimal solver's cubes take seconds each, so its chunks are smaller. */
    static final int DEFAULT_OPTIMAL_CHUNK = 200;

    /**
     * A cluster's executors' heap when not set: room for the two-phase solver to copy its move-mask table (605 MiB)
     * into the heap once it has searched a while (it does with twice that free), which Spark's default 1 GiB lacks.
     */
    static final String EXECUTOR_MEMORY = "2g";
    /** The optimal solver's: its default tables (2.3 GiB) and the two-phase solver's that bound its search. */
    static final String OPTIMAL_EXECUTOR_MEMORY = "6g";

    /** Chunks whose write jobs run at once. */
    static final int CHUNKS_IN_FLIGHT = 2;

    /** Results written in this JVM, counted as they are made: the live progress of local mode. */
    private static final AtomicLong ROWS_MADE_HERE = new AtomicLong();

    @Option(names = "--input", paramLabel = "FILE|DIR",
            description = "A text file, or a folder of them read in name order; one cube per line.")
    String input;

    @Option(names = "--output", paramLabel = "DIR", description = "The results folder.")
    String output;

    @Option(names = "--solver", paramLabel = "NAME", description = "beginner, thistlethwaite, twophase (default) or optimal.")
    String solver = Solvers.DEFAULT;

    @Option(names = "--max-length", paramLabel = "N", description = "The longest acceptable solution (HTM).")
    Integer maxLength;

    @Option(names = "--timeout", paramLabel = "DURATION", description = "Give up on a cube after this long: 500ms, 2s, 1m.")
    String timeout;

    @Option(names = "--format", paramLabel = "FORMAT", description = "parquet (default) or json (JSON Lines).")
    String format = "parquet";

    @Option(names = "--tables", paramLabel = "DIR",
            description = "A folder of prepared tables on every node (read-only is fine); default $CUBEGUIDE_HOME/tables.")
    String tables;

    @Option(names = "--chunk-size", paramLabel = "N",
            description = "Cubes per committed chunk (default " + DEFAULT_CHUNK + ", optimal " + DEFAULT_OPTIMAL_CHUNK + ").")
    Integer chunkSize;

    @Option(names = "--partitions", paramLabel = "N", description = "Tasks per chunk (default: twice the cores).")
    Integer partitions;

    @Option(names = "--master", paramLabel = "URL", description = {"Where the job runs: local[N] (default local[*]: every "
            + "core of this machine), or a cluster's master, spark://HOST:PORT (the job's jar goes to its executors)."})
    String master;

    @Option(names = "--conf", paramLabel = "KEY=VALUE",
            description = "A Spark setting, as spark-submit's: --conf spark.executor.memory=4g (repeatable).")
    Map<String, String> sparkSettings = new LinkedHashMap<>();

    @Option(names = "--driver-host", paramLabel = "HOST",
            description = "On a cluster: the address the executors reach this machine at (default: Spark's choice).")
    String driverHost;

    @Option(names = "--no-progress", description = "No progress line.")
    boolean noProgress;

    @Option(names = "--no-daemon",
            description = "Run in this process, without the batch daemon that keeps Spark ready between runs.")
    boolean noDaemon;

    @Option(names = "--stop-daemon", description = "Stop the batch daemon (once its runs end), and exit.")
    boolean stopDaemon;

    @Spec
    CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    public static void main(String[] args) {
        boolean embedded = System.getProperty("spark.master") == null;
        if (embedded) {
            useBatchLogging();
        }
        int code = commandLine().execute(args);
        if (embedded || code != 0) {
            System.exit(code);
        }
    }

    /**
     * Spark's own logging at WARN and the table store's lines, set before anything makes a logger (spark-submit
     * keeps the cluster's setup).
     */
    static void useBatchLogging() {
        if (System.getProperty("log4j2.configurationFile") == null) {
            System.setProperty("log4j2.configurationFile", "classpath:dev/cubeguide/spark/log4j2-batch.properties");
        }
    }

    /** Words that would name the program's code: a package path, an exception or error type. */
    private static final Pattern NAMES_CODE = Pattern.compile("\\b(java|javax|scala|org|dev)\\.[a-z]+\\.|Exception|Error\\b");

    /**
     * A bug or a failure of Spark itself, in words: its message when it has one that names no Java type, else a
     * plain sentence (no class names, no stack trace).
     */
    static String describeUnexpected(Throwable failure) {
        if (failure instanceof OutOfMemoryError) {
            return "out of memory (give the driver and executors more memory, or solve fewer cubes per task)";
        }
        String message = failure.getMessage();
        if (message == null || message.isBlank() || NAMES_CODE.matcher(message).find()) {
            return "an unexpected failure (a bug, or Spark failed; see the Spark logs, and please report it)";
        }
        return message;
    }

    /** The command line with the project's error handling: {@code error: CODE: message}, exit 2 for bad input. */
    static CommandLine commandLine() {
        CommandLine line = new CommandLine(new SolveJob());
        line.setExecutionExceptionHandler((e, cmd, parsed) -> {
            if (e instanceof ParameterException missing) {
                cmd.getErr().println(missing.getMessage());
                cmd.usage(cmd.getErr());
                return 2;
            }
            cmd.getErr().println(errorLine(e));
            return exitCode(e);
        });
        return line;
    }

    /** The line that reports {@code failure}: {@code error: CODE: message}, in words (no class names). */
    static String errorLine(Throwable failure) {
        if (failure instanceof CubeGuideException c) {
            return "error: " + c.code() + ": " + c.getMessage();
        }
        if (failure instanceof ClusterFailure c) {
            return "error: " + c.kind() + ": " + c.getMessage();
        }
        return "error: " + ErrorCode.INTERNAL + ": " + describeUnexpected(failure);
    }

    /** The exit code of {@code failure}: 2 for bad options or input, 1 for anything else. */
    static int exitCode(Throwable failure) {
        if (failure instanceof ClusterFailure c) {
            return c.kind().exitCode();
        }
        return failure instanceof CubeGuideException c && !c.code().isFailure() ? 2 : 1;
    }

    /** Reports {@code failure} on {@code err} as the command line does; its exit code. */
    static int report(Throwable failure, PrintStream err) {
        err.println(errorLine(failure));
        return exitCode(failure);
    }

    /** {@link #run} with its failure reported on {@code err} as the command line does; the exit code. */
    static int runAndReport(JavaSparkContext sc, JobOptions options, PrintStream out, PrintStream err, Cancellation stop) {
        try {
            run(sc, options, out, err, stop);
            return 0;
        } catch (RuntimeException | LinkageError | OutOfMemoryError e) {
            return report(e, err);
        }
    }

    @Override
    public Integer call() {
        if (stopDaemon) {
            boolean stopped = BatchClient.stopAll(DaemonAddress.forThisJvm());
            System.out.println(stopped ? "the batch daemon stops once its runs end" : "no batch daemon is running");
            return 0;
        }
        if (input == null || output == null) {
            throw new ParameterException(spec.commandLine(), "Missing required option" + (input == null && output == null
                    ? "s: '--input=FILE|DIR', '--output=DIR'" : input == null ? ": '--input=FILE|DIR'" : ": '--output=DIR'"));
        }
        SparkTarget target = target();
        boolean local = target.local();
        JobOptions options = options(local);
        if (tables != null && local && !Files.isDirectory(Path.of(tables))) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "--tables " + tables + " is not a folder",
                    Map.of("tables", tables));
        }
        // The optimal solver's cubes take seconds each (Spark's start is nothing next to them), and it runs with the
        // full JIT, unlike the fast solvers' daemon.
        if (!SparkTarget.submitted() && master == null && sparkSettings.isEmpty() && !noDaemon
                && !"optimal".equals(solver)) {
            if (!HAS_SCHEME.matcher(input).find() && !Files.exists(Path.of(input))) {
                throw InputReader.noSuchInput(input); // as the job says it, without starting the daemon for it
            }
            try {
                return BatchClient.run(DaemonAddress.forThisJvm(), withAbsolutePaths(options), System.out, System.err);
            } catch (BatchClient.Unavailable e) {
                System.err.println("note: " + e.getMessage() + "; running in this process");
            }
        }
        if (!local) {
            ClusterStart.checkMaster(target.effectiveMaster());
        }
        SparkConf conf = target.conf(executorMemory(solver));
        if (local) {
            // In local mode the executor is this JVM: its solver's tables load while Spark starts, on another core.
            startEarly("cubeguide-early-load", () -> ExecutorSolver.get(options.settings()));
        }
        JavaSparkContext sc = new JavaSparkContext(conf);
        if (local && options.format() == OutputFormat.PARQUET) {
            // Spark SQL's first plan loads and initialises much of it: done while the input is read.
            startEarly("cubeguide-early-sql", () -> SparkSession.builder().config(conf).getOrCreate()
                    .createDataFrame(List.<Row>of(), ResultFiles.SCHEMA).groupBy(ResultRows.ERROR).count()
                    .queryExecution().executedPlan());
        }
        try {
            if (!local) {
                ClusterStart.awaitExecutor(sc);
                ClusterStart.describe(sc, System.err);
            }
            run(sc, options, System.out, System.err);
        } catch (RuntimeException e) {
            throw local || e instanceof ClusterFailure ? e : ClusterFailure.recognise(e, sc.sc().isStopped()).orElse(e);
        } finally {
            sc.stop();
        }
        return 0;
    }

    /** Where the job runs, from the options; a {@code BAD_REQUEST} for a setting that is not Spark's. */
    private SparkTarget target() {
        for (String key : sparkSettings.keySet()) {
            if (!key.startsWith("spark.") || key.equals("spark.master")) {
                throw new CubeGuideException(ErrorCode.BAD_REQUEST, key.equals("spark.master")
                        ? "give the master with --master URL, not --conf" : "--conf takes Spark's settings, "
                        + "spark.NAME=VALUE, not '" + key + "'", Map.of("conf", key));
            }
        }
        SparkTarget target = new SparkTarget(master, sparkSettings, driverHost);
        if (driverHost != null && target.local()) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "--driver-host is for a cluster's master "
                    + "(--master spark://HOST:PORT); in local mode the driver is on the loopback");
        }
        return target;
    }

    /** The executors' heap on a cluster, unless set: room for the solver's tables as it uses them. */
    static String executorMemory(String solver) {
        return "optimal".equals(solver) ? OPTIMAL_EXECUTOR_MEMORY : EXECUTOR_MEMORY;
    }

    /**
     * Runs {@code work} on a daemon thread, to overlap it with the start; a failure is ignored there (the same work
     * is done again where it is needed, and fails there with its report).
     */
    static void startEarly(String name, Runnable work) {
        Thread thread = new Thread(() -> {
            try {
                work.run();
            } catch (RuntimeException | LinkageError e) {
                // reported where the work is done for real
            }
        }, name);
        thread.setDaemon(true);
        thread.start();
    }

    /** The configuration of local mode on {@code master} ({@code local[*]} when null), or spark-submit's. */
    static SparkConf conf(String master) {
        return SparkTarget.local(master).conf(EXECUTOR_MEMORY);
    }

    private JobOptions options(boolean local) {
        OutputFormat outputFormat = switch (format) {
            case "parquet" -> OutputFormat.PARQUET;
            case "json" -> OutputFormat.JSON;
            default -> throw new CubeGuideException(ErrorCode.BAD_REQUEST, "--format is parquet or json, not '" + format + "'",
                    Map.of("format", format));
        };
        Solvers.get(solver); // an unknown name is a BAD_REQUEST naming the choices (making a solver builds nothing)
        if (maxLength != null && maxLength < 0) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "--max-length must not be negative", Map.of("maxLength", maxLength));
        }
        Duration limit = timeout == null ? null : Durations.parse(timeout);
        int chunk = chunkSize != null ? chunkSize : "optimal".equals(solver) ? DEFAULT_OPTIMAL_CHUNK : DEFAULT_CHUNK;
        if (chunk < 1 || (partitions != null && partitions < 1)) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "--chunk-size and --partitions must be at least 1");
        }
        // Embedded, the job runs as `solve --batch` does (the launcher's C1-only JIT), where mapped tables cost less
        // than a heap copy wins back; an executor of a cluster runs long, with the full JIT: adaptive.
        JobOptions.Progress progress = noProgress ? JobOptions.Progress.NONE
                : System.console() != null ? JobOptions.Progress.TERMINAL : JobOptions.Progress.LINES;
        return new JobOptions(input, output, outputFormat, new SolveSettings(solver, maxLength, limit, tables,
                local ? MemoryPolicy.MAPPED : MemoryPolicy.ADAPTIVE), chunk,
                partitions == null ? 0 : partitions, progress, InputReader.DRIVER_LIMIT,
                ManagementFactory.getRuntimeMXBean().getStartTime());
    }

    /** A local path (one without a scheme such as {@code hdfs:}), made absolute for a daemon with another folder. */
    private static final Pattern HAS_SCHEME = Pattern.compile("^[A-Za-z][A-Za-z0-9+.-]*:");

    private static JobOptions withAbsolutePaths(JobOptions options) {
        SolveSettings s = options.settings();
        return new JobOptions(absolute(options.input()), absolute(options.output()), options.format(),
                new SolveSettings(s.solver(), s.maxLength(), s.timeout(), s.tables() == null ? null : absolute(s.tables()),
                        s.memory()), options.chunkSize(), options.partitions(), options.progress(),
                options.driverReadLimit(), options.startMillis());
    }

    private static String absolute(String path) {
        return HAS_SCHEME.matcher(path).find() ? path : Path.of(path).toAbsolutePath().normalize().toString();
    }

    /**
     * Runs the job on {@code sc}: reads the input, drops the ids already in the output, solves the rest chunk by
     * chunk (each chunk committed as it is done), then prints the summary on {@code out} and writes it beside the
     * output as {@code _summary.json}.
     */
    static JobSummary run(JavaSparkContext sc, JobOptions options, PrintStream out, PrintStream err) {
        return run(sc, options, out, err, Cancellation.never());
    }

    /** {@link #run(JavaSparkContext, JobOptions, PrintStream, PrintStream)}, stopped when {@code stop} is requested. */
    static JobSummary run(JavaSparkContext sc, JobOptions options, PrintStream out, PrintStream err, Cancellation stop) {
        long runStart = System.nanoTime();
        double startupSeconds = (System.currentTimeMillis() - options.startMillis()) / 1e3;
        int parallelism = sc.defaultParallelism();
        int perChunk = options.partitions() > 0 ? options.partitions() : 2 * parallelism;
        ResultFiles files = new ResultFiles(sc, options.format(),
                () -> SparkSession.builder().config(sc.getConf()).getOrCreate());
        InputReader.Input input = InputReader.read(sc.hadoopConfiguration(), options.input(), options.driverReadLimit());
        OutputFolder folder = OutputFolder.open(sc.hadoopConfiguration(), options.output(), options.format());
        folder.notes().forEach(note -> err.println("note: " + note));
        Shares shares = input instanceof InputReader.OnDriver small
                ? shares(sc, small, files, folder, options.chunkSize(), perChunk)
                : shares(sc, ((InputReader.OnExecutors) input).read(sc, parallelism), files, folder,
                        options.chunkSize(), perChunk);

        LongAccumulator made = sc.sc().longAccumulator("cubeguide rows");
        long madeBefore = ROWS_MADE_HERE.get();
        SolveSettings settings = options.settings();
        ResultCounts all = new ResultCounts();
        ResultCounts run = new ResultCounts();
        long solveStart = System.nanoTime();
        ProgressLine progress = options.progress() != JobOptions.Progress.NONE ? new ProgressLine(err, shares.cubes(),
                () -> Math.max(made.value(), ROWS_MADE_HERE.get() - madeBefore),
                options.progress() == JobOptions.Progress.TERMINAL) : null;
        // Two chunks in flight: the next chunk's tasks take the cores the current one's last tasks leave idle. The
        // driver commits them one at a time, in order, each once its own write job has finished.
        ExecutorService writers = Executors.newFixedThreadPool(CHUNKS_IN_FLIGHT, runnable -> {
            Thread thread = new Thread(runnable, "cubeguide-chunk-writer");
            thread.setDaemon(true);
            return thread;
        });
        Deque<Future<WrittenChunk>> inFlight = new ArrayDeque<>();
        // The run's Spark jobs in a group of their own (the writers' threads, made below, inherit it), so that a
        // failed or cancelled run can cancel those still running.
        String jobGroup = "cubeguide-batch-" + UUID.randomUUID();
        sc.setJobGroup(jobGroup, "cubeguide batch " + options.output(), true);
        stop.whenRequested(() -> sc.cancelJobGroup(jobGroup));
        boolean finished = false;
        try {
            for (JavaRDD<CubeLine> share : shares.chunks()) {
                if (inFlight.size() == CHUNKS_IN_FLIGHT) {
                    commit(folder, await(inFlight.removeFirst()), run, stop);
                }
                if (stop.isRequested()) {
                    throw new IllegalStateException("the run was cancelled");
                }
                ResultCounts.Accumulator counts = new ResultCounts.Accumulator();
                sc.sc().register(counts, "cubeguide chunk counts");
                org.apache.hadoop.fs.Path attempt = folder.newAttempt();
                JavaRDD<ResultRow> rows = share.mapPartitions(lines -> solveAll(lines, jobGroup, settings, made, counts));
                inFlight.add(writers.submit(() -> {
                    files.write(rows, attempt);
                    return new WrittenChunk(attempt, counts.value());
                }));
            }
            while (!inFlight.isEmpty()) {
                commit(folder, await(inFlight.removeFirst()), run, stop);
            }
            finished = true;
        } finally {
            stop.whenRequested(null);
            writers.shutdown();
            if (!finished) {
                cancelUntilEnded(sc, jobGroup, writers);
            }
            sc.clearJobGroup();
            if (progress != null) {
                progress.close();
            }
        }
        double solvingSeconds = (System.nanoTime() - solveStart) / 1e9;

        List<org.apache.hadoop.fs.Path> uncounted = new ArrayList<>();
        for (org.apache.hadoop.fs.Path chunk : folder.committed()) {
            folder.counts(chunk).ifPresentOrElse(json -> all.addAll(ResultCounts.fromJson(json)), () -> uncounted.add(chunk));
        }
        if (!uncounted.isEmpty()) {
            // Chunks taken over from a killed run have no counts file: their rows are counted here.
            all.addAll(files.read(uncounted).aggregate(new ResultCounts(), ResultCounts::add, ResultCounts::addAll));
        }
        double seconds = startupSeconds + (System.nanoTime() - runStart) / 1e9;
        JobSummary summary = JobSummary.of(all, run, seconds, startupSeconds, solvingSeconds);
        summary.print(out, options.output());
        out.flush();
        try {
            folder.writeSummary(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
                    .writeValueAsString(summary.toMap(options.output(), options.format(), settings.solver())) + "\n");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        return summary;
    }

    /**
     * Cancels the run's Spark jobs until its writers have ended, so that none of its jobs writes on after the run
     * (a writer may submit its job just after a cancel). The thread's interrupt, if any, is kept.
     */
    private static void cancelUntilEnded(JavaSparkContext sc, String jobGroup, ExecutorService writers) {
        boolean interrupted = Thread.interrupted();
        LOCAL_TASKS.cancel(jobGroup);
        try {
            do {
                sc.cancelJobGroup(jobGroup);
            } while (!writers.awaitTermination(100, TimeUnit.MILLISECONDS));
            // A cancelled job ends before its tasks do; in local mode they are this JVM's, and the next run (of the
            // batch daemon) must not find them still writing, or aborting, in its output folder.
            LOCAL_TASKS.awaitNone(TASK_END_WAIT);
        } catch (InterruptedException e) {
            interrupted = true;
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** A chunk's rows written into their attempt folder, with their counts. */
    private record WrittenChunk(org.apache.hadoop.fs.Path attempt, ResultCounts counts) {
    }

    /** The written chunk of {@code write}, once its write job has finished; its failure rethrown as it was. */
    private static WrittenChunk await(Future<WrittenChunk> write) {
        try {
            return write.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while a chunk was written", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** Commits a written chunk as the output's next one (or drops it when it holds no rows), counting its rows. */
    private static void commit(OutputFolder folder, WrittenChunk chunk, ResultCounts run, Cancellation stop) {
        if (stop.isRequested()) {
            throw new IllegalStateException("the run was cancelled");
        }
        if (chunk.counts().isEmpty()) {
            folder.discard(chunk.attempt()); // nothing left to do in this chunk (Parquet still writes a schema file)
        } else if (folder.commit(chunk.attempt(), chunk.counts().toJson()) != null) {
            run.addAll(chunk.counts());
        }
    }

    /** The cubes to solve, one data set per chunk, and how many they are (at most: ids may repeat in a large input). */
    private record Shares(List<JavaRDD<CubeLine>> chunks, long cubes) {
    }

    /**
     * A small input's chunks: the first line of each id not in the output yet, in line order, cut into chunks on the
     * driver (the ids done are gathered there too).
     */
    private static Shares shares(JavaSparkContext sc, InputReader.OnDriver input, ResultFiles files, OutputFolder folder,
            int chunkSize, int perChunk) {
        Set<String> done = folder.committed().isEmpty() ? Set.of()
                : new HashSet<>(files.read(folder.committed()).map(ResultRow::id).collect());
        List<CubeLine> todo = firstOfEachId(input.cubes(), done);
        List<JavaRDD<CubeLine>> chunks = new ArrayList<>();
        for (int from = 0; from < todo.size(); from += chunkSize) {
            List<CubeLine> chunk = new ArrayList<>(todo.subList(from, Math.min(todo.size(), from + chunkSize)));
            chunks.add(sc.parallelize(chunk, Math.min(perChunk, chunk.size())));
        }
        return new Shares(chunks, todo.size());
    }

    /** Of {@code cubes} (in line order), the first line of each id not {@code done}. */
    private static List<CubeLine> firstOfEachId(List<CubeLine> cubes, Set<String> done) {
        Map<String, CubeLine> firstOfEachId = new LinkedHashMap<>();
        for (CubeLine cube : cubes) {
            if (!done.contains(cube.id())) {
                firstOfEachId.putIfAbsent(cube.id(), cube);
            }
        }
        return new ArrayList<>(firstOfEachId.values());
    }

    /**
     * A large input's chunks, all made by the executors: each id is placed in one partition of one chunk by its
     * hash, together with its mark when the output has it; of each id not done, its first line is kept.
     */
    private static Shares shares(JavaSparkContext sc, InputReader.Distributed input, ResultFiles files,
            OutputFolder folder, int chunkSize, int perChunk) {
        long doneRows = 0;
        JavaPairRDD<String, Boolean> done = JavaPairRDD.fromJavaRDD(sc.emptyRDD());
        if (!folder.committed().isEmpty()) {
            JavaRDD<String> ids = files.read(folder.committed()).map(ResultRow::id);
            doneRows = ids.count();
            done = ids.mapToPair(id -> new Tuple2<>(id, Boolean.TRUE));
        }
        long toDo = Math.max(0, input.cubeCount() - doneRows);
        int chunkCount = (int) Math.max(1, (toDo + chunkSize - 1) / chunkSize);
        ChunkPartitioner partitioner = new ChunkPartitioner(chunkCount, perChunk);
        JavaRDD<CubeLine> todo = input.cubes().mapToPair(cube -> new Tuple2<>(cube.id(), cube))
                .cogroup(done, partitioner)
                .mapPartitions(SolveJob::notDone, true);
        List<JavaRDD<CubeLine>> chunks = new ArrayList<>();
        for (int chunk = 0; chunk < chunkCount; chunk++) {
            chunks.add(PartitionPruningRDD.create(todo.rdd(), new ChunkFilter(partitioner, chunk)).toJavaRDD());
        }
        return new Shares(chunks, toDo);
    }

    /** Of each id's lines, the first, unless the id is in the output already. */
    private static Iterator<CubeLine> notDone(Iterator<Tuple2<String, Tuple2<Iterable<CubeLine>, Iterable<Boolean>>>> groups) {
        List<CubeLine> out = new ArrayList<>();
        while (groups.hasNext()) {
            Tuple2<Iterable<CubeLine>, Iterable<Boolean>> group = groups.next()._2();
            if (group._2().iterator().hasNext()) {
                continue;
            }
            CubeLine first = null;
            for (CubeLine line : group._1()) {
                if (first == null || line.line() < first.line()) {
                    first = line;
                }
            }
            if (first != null) {
                out.add(first);
            }
        }
        return out.iterator();
    }

    /** The solving tasks running in this JVM, each counted until it has ended (written or aborted its file). */
    private static final RunningTasks LOCAL_TASKS = new RunningTasks();
    /** How long a cancelled run waits for its tasks to end. */
    private static final Duration TASK_END_WAIT = Duration.ofMinutes(1);

    /**
     * A count of tasks that can be waited on until it is zero, and the runs cancelled in this JVM. A cancelled job's
     * task can still start just after the cancel (its launch crossed the kill): it is refused here, before it makes
     * its file, or else it was counted before the cancel and is waited for.
     */
    private static final class RunningTasks {
        private int running;
        private final Set<String> cancelledRuns = new HashSet<>();

        /** Counts a task of {@code run} as started; false, counting nothing, when the run is cancelled. */
        synchronized boolean started(String run) {
            if (cancelledRuns.contains(run)) {
                return false;
            }
            running++;
            return true;
        }

        synchronized void cancel(String run) {
            cancelledRuns.add(run);
        }

        synchronized void ended() {
            if (--running == 0) {
                notifyAll();
            }
        }

        synchronized void awaitNone(Duration limit) throws InterruptedException {
            long deadline = System.nanoTime() + limit.toNanos();
            for (long left = limit.toNanos(); running > 0 && left > 0; left = deadline - System.nanoTime()) {
                TimeUnit.NANOSECONDS.timedWait(this, left);
            }
        }
    }

    /** The result rows of one task's lines, solved one at a time by this JVM's solver as Spark pulls them. */
    private static Iterator<ResultRow> solveAll(Iterator<CubeLine> lines, String run, SolveSettings settings,
            LongAccumulator made, ResultCounts.Accumulator counts) {
        TaskContext task = TaskContext.get();
        if (task != null) {
            // Called as the task starts, before its writer makes its file. The completion listeners run once the
            // task's body, its file's commit or abort included, is over.
            if (!LOCAL_TASKS.started(run)) {
                throw new TaskKilledException("the run was cancelled");
            }
            task.addTaskCompletionListener((TaskCompletionListener) context -> LOCAL_TASKS.ended());
        }
        return new Iterator<>() {
            private long rows;

            @Override
            public boolean hasNext() {
                return lines.hasNext();
            }

            @Override
            public ResultRow next() {
                FaultInjection.maybeFail(rows);
                ResultRow row = ResultRows.solve(lines.next(), ExecutorSolver.get(settings), settings.options());
                rows++;
                made.add(1);
                counts.add(row);
                ROWS_MADE_HERE.incrementAndGet();
                return row;
            }
        };
    }

    /** Keeps the partitions of one chunk. */
    private static final class ChunkFilter extends AbstractFunction1<Object, Object> implements Serializable {
        private static final long serialVersionUID = 1L;
        private final ChunkPartitioner partitioner;
        private final int chunk;

        ChunkFilter(ChunkPartitioner partitioner, int chunk) {
            this.partitioner = partitioner;
            this.chunk = chunk;
        }

        @Override
        public Object apply(Object partition) {
            return partitioner.chunkOf((Integer) partition) == chunk;
        }
    }
}

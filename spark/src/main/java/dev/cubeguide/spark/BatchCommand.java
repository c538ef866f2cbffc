package dev.cubeguide.spark;

import dev.cubeguide.daemon.DaemonClient;
import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.Patterns;
import dev.cubeguide.solve.Durations;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.registry.Solvers;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The command {@code cubeguide batch --input FILE|DIR --output DIR [options]} (and spark-submit's arguments of
 * {@link SolveJob}): its options and their checks, then the run, sent to the batch daemon ({@link BatchDaemon}) or
 * made in this process ({@link ProcessRun}). Bad options exit 2 here, before any Spark class loads: the command
 * names no Spark type.
 *
 * <p>{@code --solver}, {@code --max-length} and {@code --timeout} are {@code solve}'s options, with the same names,
 * types and checks (a test of the cli module holds them equal).
 */
@Command(name = "batch", sortOptions = false,
        description = {"Solve a file or folder of cubes as an Apache Spark job. One cube per line:",
            "FACELETS, or ID,FACELETS (a line without an id takes its line number).",
            "Writes one row per cube (id, facelets, solver, solution, length, optimal,",
            "lowerBound, timeMs, error) to the output folder, Parquet or JSON Lines.",
            "Run it again on the same output to solve only the cubes not there yet."})
public final class BatchCommand implements Callable<Integer> {
    /** Cubes per chunk when not given: short enough that a killed run loses little, long enough to keep cores busy. */
    static final int DEFAULT_CHUNK = 10_000;
    /** The optimal solver's cubes take seconds each, so its chunks are smaller. */
    static final int DEFAULT_OPTIMAL_CHUNK = 200;

    @Option(names = "--input", paramLabel = "FILE|DIR",
            description = "A text file, or a folder of them read in name order; one cube per line.")
    String input;

    @Option(names = "--output", paramLabel = "DIR", description = "The results folder.")
    String output;

    @Option(names = "--solver", paramLabel = "NAME", description = "beginner, thistlethwaite, twophase (default) or optimal.")
    String solver = Solvers.DEFAULT;

    @Option(names = "--max-length", paramLabel = "N", description = "The longest acceptable solution (HTM).")
    Integer maxLength;

    @Option(names = "--timeout", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Give up on a cube after this long: 500ms, 2s, 1m, PT2S.")
    Duration timeout;

    @Option(names = "--to", paramLabel = "PATTERN", description = {"Solve each cube to a pattern instead of the solved cube:",
        "a name (checkerboard, superflip, cube-in-a-cube, ...) or a facelet string (twophase, thistlethwaite, optimal)."})
    String to;

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

    /** Runs the command; exits with its code, unless spark-submit runs it and it succeeded (Spark then ends). */
    static void main(String[] args) {
        boolean embedded = !SparkTarget.submitted();
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

    /**
     * The command line with the project's error handling: {@code error: CODE: message} on standard error, exit 2
     * for bad options or input (a bad option also says how to get help), 1 for a failure.
     */
    public static CommandLine commandLine() {
        CommandLine line = new CommandLine(new BatchCommand());
        line.setParameterExceptionHandler((e, arguments) -> {
            e.getCommandLine().getErr().println("error: " + ErrorCode.BAD_REQUEST + ": " + e.getMessage());
            e.getCommandLine().getErr().println("(try: batch --help)");
            return BatchErrors.BAD_INPUT;
        });
        line.setExecutionExceptionHandler((e, cmd, parsed) -> {
            if (e instanceof ParameterException bad) {
                return cmd.getParameterExceptionHandler().handleParseException(bad, new String[0]);
            }
            cmd.getErr().println(BatchErrors.errorLine(e));
            return BatchErrors.exitCode(e);
        });
        return line;
    }

    @Override
    public Integer call() {
        if (stopDaemon) {
            boolean stopped = DaemonClient.stopAll(BatchDaemon.address());
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
                return DaemonClient.run(BatchDaemon.address(), withAbsolutePaths(options).toJson(), "Spark", System.out,
                        System.err);
            } catch (DaemonClient.Unavailable e) {
                System.err.println("note: " + e.getMessage() + "; running in this process");
            }
        }
        ProcessRun.run(target, options, executorMemory(solver), System.out, System.err);
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

    /**
     * A cluster's executors' heap when not set: room for the two-phase solver to copy its move-mask table (605 MiB)
     * into the heap once it has searched a while (it does with twice that free), which Spark's default 1 GiB lacks;
     * for the optimal solver, its default tables (3.6 GiB) and the two-phase solver's that bound its search.
     */
    static String executorMemory(String solver) {
        return "optimal".equals(solver) ? "6g" : "2g";
    }

    private JobOptions options(boolean local) {
        OutputFormat outputFormat = switch (format) {
            case "parquet" -> OutputFormat.PARQUET;
            case "json" -> OutputFormat.JSON;
            default -> throw new CubeGuideException(ErrorCode.BAD_REQUEST, "--format is parquet or json, not '" + format + "'",
                    Map.of("format", format));
        };
        // An unknown name is a BAD_REQUEST naming the choices (making a solver builds nothing). Embedded, a run keeps
        // the solver's tables as its batchPolicy says (the optimal solver's heap copy where it fits, as solve --batch).
        MemoryPolicy embedded = Solvers.get(solver).tables().batchPolicy();
        if (maxLength != null && maxLength < 0) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "--max-length must not be negative", Map.of("maxLength", maxLength));
        }
        // A bad pattern, or one the solver refuses, fails the run here rather than each of its lines.
        if (to != null && !Patterns.target(to, "").equals(CubieCube.SOLVED) && "beginner".equals(solver)) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "the beginner solver solves a cube only to the solved cube,"
                    + " not to a pattern; choose twophase, thistlethwaite or optimal", Map.of("field", "to"));
        }
        int chunk = chunkSize != null ? chunkSize : "optimal".equals(solver) ? DEFAULT_OPTIMAL_CHUNK : DEFAULT_CHUNK;
        if (chunk < 1 || (partitions != null && partitions < 1)) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "--chunk-size and --partitions must be at least 1");
        }
        // Embedded, the job runs as `solve --batch` does (the launcher's C1-only JIT for the fast solvers, whose
        // mapped tables cost less than a heap copy wins back); an executor of a cluster runs long, with the full JIT:
        // adaptive.
        JobOptions.Progress progress = noProgress ? JobOptions.Progress.NONE
                : System.console() != null ? JobOptions.Progress.TERMINAL : JobOptions.Progress.LINES;
        return new JobOptions(input, output, outputFormat, new SolveSettings(solver, maxLength, timeout, tables,
                local ? embedded : MemoryPolicy.ADAPTIVE, to), chunk,
                partitions == null ? 0 : partitions, progress, InputReader.DRIVER_LIMIT,
                ManagementFactory.getRuntimeMXBean().getStartTime());
    }

    /** A local path (one without a scheme such as {@code hdfs:}), made absolute for a daemon with another folder. */
    private static final Pattern HAS_SCHEME = Pattern.compile("^[A-Za-z][A-Za-z0-9+.-]*:");

    private static JobOptions withAbsolutePaths(JobOptions options) {
        SolveSettings s = options.settings();
        return new JobOptions(absolute(options.input()), absolute(options.output()), options.format(),
                new SolveSettings(s.solver(), s.maxLength(), s.timeout(), s.tables() == null ? null : absolute(s.tables()),
                        s.memory(), s.to()), options.chunkSize(), options.partitions(), options.progress(),
                options.driverReadLimit(), options.startMillis());
    }

    private static String absolute(String path) {
        return HAS_SCHEME.matcher(path).find() ? path : Path.of(path).toAbsolutePath().normalize().toString();
    }

    /** {@code --timeout} as {@code solve} reads it: a {@code BAD_REQUEST} naming the value when it is no duration. */
    static final class DurationConverter implements CommandLine.ITypeConverter<Duration> {
        @Override
        public Duration convert(String value) {
            try {
                return Durations.parse(value);
            } catch (CubeGuideException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }
}

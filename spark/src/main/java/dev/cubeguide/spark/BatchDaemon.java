package dev.cubeguide.spark;

import dev.cubeguide.daemon.DaemonAddress;
import dev.cubeguide.daemon.DaemonFrames;
import dev.cubeguide.daemon.DaemonServer;
import dev.cubeguide.daemon.StopRequest;
import dev.cubeguide.concurrent.DaemonThreads;
import dev.cubeguide.solve.Durations;
import dev.cubeguide.table.TableStore;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * The batch daemon's service: a local-mode Spark context, and the solver's tables, kept ready between runs of
 * {@code cubeguide batch} ({@link DaemonServer}), as a job server keeps a long-lived context so that small jobs do
 * not pay for Spark's start (a second or more of two cores) each time. {@link BatchCommand} sends it runs through
 * {@link dev.cubeguide.daemon.DaemonClient}; it stops after {@link DaemonFrames#DEFAULT_IDLE} without a run, or when a
 * client asks ({@code cubeguide batch --stop-daemon}).
 *
 * <p>Runs go one at a time, so that two runs never write one output folder at once. A client that goes away
 * (killed, or interrupted with Ctrl-C) stops its run: {@link SolveJob#run} cancels its Spark jobs (never
 * interrupting the thread that commits its chunks) and returns only once none is left running, and the next run
 * then finds the output as a killed run leaves it (committed chunks, attempt folders it removes).
 */
final class BatchDaemon implements DaemonServer.Service {
    /** The daemon's kind: its socket, lock and log are named {@code batch-...}. */
    static final String KIND = "batch";

    private final CompletableFuture<JavaSparkContext> context;
    private final boolean ownsContext;

    /** How often a run that waits for Spark's start looks whether its client is still there. */
    private static final long WAIT_CHECK_MILLIS = 200;

    /**
     * The service, its Spark context made by {@code context} on a thread of its own from now on.
     *
     * @param ownsContext stop the context when the daemon stops (a test's shared context is not the daemon's)
     */
    BatchDaemon(Supplier<JavaSparkContext> context, boolean ownsContext) {
        this.ownsContext = ownsContext;
        this.context = CompletableFuture.supplyAsync(context,
                runnable -> DaemonThreads.start("cubeguide-daemon-spark-start", runnable));
    }

    /** A daemon serving this on {@code socket}, with this process's output not routed (for tests). */
    static DaemonServer server(Path socket, Duration idle, Supplier<JavaSparkContext> context, boolean ownsContext)
            throws IOException {
        return new DaemonServer(socket, KIND, idle, new BatchDaemon(context, ownsContext), null, null);
    }

    /** The address of this build's batch daemon in the cubeguide home. */
    static DaemonAddress address() {
        return address(TableStore.home().toAbsolutePath());
    }

    /** The address of this build's batch daemon in {@code home}. */
    static DaemonAddress address(Path home) {
        return DaemonAddress.forThisJvm(KIND, home, BatchDaemon.class);
    }

    /** The daemon process: {@code BatchDaemon SOCKET}; the idle time from {@code cubeguide.batch.idle}. */
    public static void main(String[] args) throws IOException {
        PrintStream ready = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        DaemonServer.RoutedOutput[] routed = DaemonServer.routeSystemStreams();
        BatchCommand.useBatchLogging();
        String idle = System.getProperty(DaemonAddress.idleProperty(KIND));
        BatchDaemon service = new BatchDaemon(() -> new JavaSparkContext(SparkTarget.localConf(null)), true);
        try (DaemonServer daemon = new DaemonServer(Path.of(args[0]), KIND,
                idle == null ? DaemonFrames.DEFAULT_IDLE : Durations.parse(idle), service, routed[0], routed[1])) {
            ready.println(DaemonFrames.READY);
            if (ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                    .anyMatch(option -> option.startsWith("-XX:ArchiveClassesAtExit="))) {
                // The archive this daemon records serves the command's JVM too: load what the command loads.
                BatchCommand.commandLine().parseArgs("--input", "in.txt", "--output", "out");
                address();
            }
            daemon.serve();
        }
        System.exit(0);
    }

    @Override
    public int run(String requestJson, PrintStream out, PrintStream err, StopRequest stop) throws InterruptedException {
        try {
            JobOptions options = JobOptions.fromJson(requestJson);
            if (!context.isDone()) {
                // The first run: its solver's tables load while Spark starts.
                ExecutorSolver.prepareEarly(options.settings());
            }
            JavaSparkContext sc = waitForContext(stop);
            if (sc == null) {
                return 1;
            }
            return new SolveJob(sc).runAndReport(options, out, err, stop);
        } catch (RuntimeException e) {
            return BatchErrors.report(e, err);
        }
    }

    /** Spark failed: the next client starts a new daemon. */
    @Override
    public boolean healthy() {
        JavaSparkContext sc = context.getNow(null);
        return sc != null && !sc.sc().isStopped();
    }

    /** The daemon's context once Spark has started, or null when the stop is requested first. */
    private JavaSparkContext waitForContext(StopRequest stop) throws InterruptedException {
        while (true) {
            try {
                return context.get(WAIT_CHECK_MILLIS, TimeUnit.MILLISECONDS);
            } catch (ExecutionException e) {
                throw e.getCause() instanceof RuntimeException runtime ? runtime : new IllegalStateException(e.getCause());
            } catch (TimeoutException e) {
                if (stop.isRequested()) {
                    return null;
                }
            }
        }
    }

    /** Stops the context when it is the daemon's. */
    @Override
    public void close() {
        if (ownsContext) {
            JavaSparkContext sc = context.getNow(null);
            if (sc != null) {
                sc.stop();
            }
        }
    }
}

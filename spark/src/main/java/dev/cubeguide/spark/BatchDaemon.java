package dev.cubeguide.spark;

import dev.cubeguide.concurrent.DaemonThreads;
import dev.cubeguide.solve.Durations;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * The batch daemon: one JVM that keeps a local-mode Spark context, and the solver's tables, ready between runs of
 * {@code cubeguide batch}, as a job server keeps a long-lived context so that small jobs do not pay for Spark's
 * start (a second or more of two cores) each time. {@link BatchClient} starts it on first use and sends it runs
 * over a Unix-domain socket ({@link DaemonFrames}); it stops after {@link DaemonFrames#DEFAULT_IDLE} without a run, or when a
 * client asks ({@code cubeguide batch --stop-daemon}).
 *
 * <p>Runs go one at a time, in the order they come (a second client waits, and is told so), so that two runs never
 * write one output folder at once. A client that goes away (killed, or interrupted with Ctrl-C) cancels its run:
 * the daemon requests its {@link Cancellation}, {@link SolveJob#run} cancels its Spark jobs (never interrupting the
 * thread that commits its chunks) and returns only once none is left running,
 * and the next run then finds the output as a killed run leaves it (committed chunks, attempt folders it removes).
 */
final class BatchDaemon implements AutoCloseable {
    private final ServerSocketChannel server;
    private final Path socket;
    private final Duration idle;
    private final CompletableFuture<JavaSparkContext> context;
    private final boolean ownsContext;
    private final RoutedOutput routedOut;
    private final RoutedOutput routedErr;
    private final ReentrantLock running = new ReentrantLock(true);
    private final AtomicInteger connections = new AtomicInteger();
    private final List<Thread> handlers = new ArrayList<>();
    private volatile long lastUse = System.nanoTime();
    private volatile boolean stopping;
    private volatile Selector selector;

    /** How often a client that waits (for another run, or for Spark's start) looks whether it is still there. */
    private static final long WAIT_CHECK_MILLIS = 200;
    /** The longest wait between two looks at the idle time. */
    private static final long IDLE_CHECK_NANOS = 60_000_000_000L;

    /**
     * A daemon listening on {@code socket} (a stale socket file there is replaced), its Spark context made by
     * {@code context} on a thread of its own from now on.
     *
     * @param ownsContext stop the context when the daemon stops (a test's shared context is not the daemon's)
     * @param routedOut   where this process's {@code System.out} goes, routed to the client of the current run,
     *                    or null when it is not routed (a daemon inside a test)
     */
    BatchDaemon(Path socket, Duration idle, Supplier<JavaSparkContext> context, boolean ownsContext,
            RoutedOutput routedOut, RoutedOutput routedErr) throws IOException {
        this.socket = socket;
        this.idle = idle;
        this.ownsContext = ownsContext;
        this.routedOut = routedOut;
        this.routedErr = routedErr;
        Files.deleteIfExists(socket);
        this.server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        server.bind(UnixDomainSocketAddress.of(socket));
        this.context = CompletableFuture.supplyAsync(context,
                runnable -> DaemonThreads.start("cubeguide-daemon-spark-start", runnable));
    }

    /** The daemon process: {@code BatchDaemon SOCKET}; the idle time from {@value DaemonFrames#IDLE_PROPERTY}. */
    public static void main(String[] args) throws IOException {
        PrintStream ready = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        // Standard output and error go to the current run's client, or between runs to the log (standard error).
        RoutedOutput out = new RoutedOutput(new FileOutputStream(FileDescriptor.err));
        RoutedOutput err = new RoutedOutput(new FileOutputStream(FileDescriptor.err));
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        BatchCommand.useBatchLogging();
        String idle = System.getProperty(DaemonFrames.IDLE_PROPERTY);
        try (BatchDaemon daemon = new BatchDaemon(Path.of(args[0]), idle == null ? DaemonFrames.DEFAULT_IDLE : Durations.parse(idle),
                () -> new JavaSparkContext(SparkTarget.localConf(null)), true, out, err)) {
            ready.println(DaemonFrames.READY);
            if (ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                    .anyMatch(option -> option.startsWith("-XX:ArchiveClassesAtExit="))) {
                // The archive this daemon records serves the command's JVM too: load what the command loads.
                BatchCommand.commandLine().parseArgs("--input", "in.txt", "--output", "out");
                DaemonAddress.forThisJvm();
            }
            daemon.serve();
        }
        System.exit(0);
    }

    /** Serves clients until the daemon is idle for its idle time, or asked to stop. */
    void serve() throws IOException {
        try (Selector selector = Selector.open()) {
            server.configureBlocking(false);
            server.register(selector, SelectionKey.OP_ACCEPT);
            this.selector = selector;
            while (!stopping) {
                long left = idle.toNanos() - (System.nanoTime() - lastUse);
                if (connections.get() == 0 && left <= 0) {
                    break;
                }
                // Woken by a client, by a stop request, or to look at the idle time again.
                selector.select(Math.max(1, Math.min(left, IDLE_CHECK_NANOS) / 1_000_000));
                selector.selectedKeys().clear();
                for (SocketChannel channel; !stopping && (channel = server.accept()) != null; ) {
                    channel.configureBlocking(true);
                    accept(channel);
                }
            }
        } finally {
            server.close();
        }
    }

    private void accept(SocketChannel channel) {
        connections.incrementAndGet();
        lastUse = System.nanoTime();
        Thread handler = DaemonThreads.named("cubeguide-daemon-client").newThread(() -> handle(channel));
        synchronized (handlers) {
            handlers.removeIf(thread -> !thread.isAlive());
            handlers.add(handler);
        }
        handler.start();
    }

    /** Stops taking clients (a run in progress goes on to its end). */
    void stopListening() {
        stopping = true;
        Selector current = selector;
        if (current != null) {
            current.wakeup();
        }
    }

    /** One client: a run (or a stop), answered with the run's output and its exit code. */
    private void handle(SocketChannel channel) {
        try (channel) {
            DataInputStream in = DaemonFrames.input(channel);
            DataOutputStream out = DaemonFrames.output(channel);
            DaemonFrames.Frame request = DaemonFrames.read(in);
            if (request == null) {
                return;
            }
            if (request.kind() == DaemonFrames.STOP) {
                stopListening();
                DaemonFrames.writeExit(out, 0);
                return;
            }
            if (request.kind() != DaemonFrames.REQUEST) {
                DaemonFrames.write(out, DaemonFrames.ERR, "error: BAD_REQUEST: not a request to the batch daemon\n");
                DaemonFrames.writeExit(out, 2);
                return;
            }
            run(request.text(), in, out);
        } catch (IOException e) {
            // the client went away; its run, if any, was cancelled
        } finally {
            lastUse = System.nanoTime();
            connections.decrementAndGet();
        }
    }

    /** Runs one request for its client, unless the client goes away first (then the run is cancelled). */
    private void run(String requestJson, DataInputStream in, DataOutputStream out) throws IOException {
        PrintStream runOut = new PrintStream(DaemonFrames.stream(out, DaemonFrames.OUT), true, StandardCharsets.UTF_8);
        PrintStream runErr = new PrintStream(DaemonFrames.stream(out, DaemonFrames.ERR), true, StandardCharsets.UTF_8);
        Cancellation stop = new Cancellation();
        DaemonThreads.start("cubeguide-daemon-watch", () -> {
            try {
                while (in.read() >= 0) {
                    // a client sends nothing after its request: it is waiting, until it closes the connection
                }
            } catch (IOException e) {
                // gone as well
            }
            stop.request();
        });

        int code;
        boolean locked = false;
        try {
            JobOptions options = JobOptions.fromJson(requestJson);
            if (!running.tryLock()) {
                runErr.println("note: waiting for another batch run to finish");
                while (!running.tryLock(WAIT_CHECK_MILLIS, TimeUnit.MILLISECONDS)) {
                    if (stop.isRequested()) {
                        return;
                    }
                }
            }
            locked = true;
            if (!context.isDone()) {
                // The first run: its solver's tables load while Spark starts.
                ExecutorSolver.prepareEarly(options.settings());
            }
            JavaSparkContext sc = waitForContext(stop);
            if (sc == null) {
                return;
            }
            route(runOut, runErr);
            code = new SolveJob(sc).runAndReport(options, runOut, runErr, stop);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        } catch (RuntimeException e) {
            code = BatchErrors.report(e, runErr);
        } finally {
            route(null, null);
            if (locked) {
                running.unlock();
            }
        }
        if (!stop.isRequested()) {
            DaemonFrames.writeExit(out, code);
        }
        JavaSparkContext sc = context.getNow(null);
        if (sc == null || sc.sc().isStopped()) {
            stopListening(); // Spark failed: the next client starts a new daemon
        }
    }

    /** The daemon's context once Spark has started, or null when the stop is requested first. */
    private JavaSparkContext waitForContext(Cancellation stop) throws InterruptedException {
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

    private void route(PrintStream out, PrintStream err) {
        if (routedOut != null) {
            routedOut.to(out);
            routedErr.to(err);
        }
    }

    /** Stops listening, waits for the runs in progress, stops the context when it is the daemon's, removes the socket. */
    @Override
    public void close() {
        stopListening();
        try {
            server.close();
        } catch (IOException e) {
            // closed already
        }
        List<Thread> toJoin;
        synchronized (handlers) {
            toJoin = new ArrayList<>(handlers);
        }
        for (Thread handler : toJoin) {
            try {
                handler.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        if (ownsContext) {
            JavaSparkContext sc = context.getNow(null);
            if (sc != null) {
                sc.stop();
            }
        }
        try {
            Files.deleteIfExists(socket);
        } catch (IOException e) {
            // a stale socket file is replaced by the next daemon
        }
    }

    /** A stream that writes to the current run's stream, or to its default one between runs. */
    static final class RoutedOutput extends OutputStream {
        private final OutputStream between;
        private volatile OutputStream target;

        RoutedOutput(OutputStream between) {
            this.between = between;
        }

        void to(OutputStream run) {
            target = run;
        }

        private OutputStream current() {
            OutputStream run = target;
            return run != null ? run : between;
        }

        @Override
        public void write(int b) throws IOException {
            current().write(b);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            current().write(bytes, offset, length);
        }

        @Override
        public void flush() throws IOException {
            current().flush();
        }
    }
}

package dev.cubeguide.daemon;

import dev.cubeguide.concurrent.DaemonThreads;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
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
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A daemon: one JVM that keeps a service warm between runs of a command (Spark's context, a solver's tables and
 * its compiled search), as job servers and build daemons do, so that a short run does not pay for the JVM's start
 * each time. {@link DaemonClient} starts it on first use and sends it runs over a Unix-domain socket
 * ({@link DaemonFrames}); it stops after its idle time without a run, or when a client asks.
 *
 * <p>Runs go one at a time, in the order they come (a second client waits, and is told so). A client that goes away
 * (killed, or interrupted with Ctrl-C) requests its run's {@link StopRequest}; the run's thread is never
 * interrupted, and the next run starts once the service has returned.
 */
public final class DaemonServer implements AutoCloseable {
    /** What a daemon serves: one run of a request at a time. */
    public interface Service {
        /**
         * Runs one request for its client, its standard output and error on {@code out} and {@code err} (and the
         * process's {@code System.out} and {@code System.err} routed to them meanwhile).
         *
         * @param stop requested when the client goes away; the run then returns as soon as it can
         * @return the run's exit code
         */
        int run(String request, PrintStream out, PrintStream err, StopRequest stop) throws InterruptedException;

        /** Whether the daemon may take another run after this one (false: it stops, and the next client starts one). */
        default boolean healthy() {
            return true;
        }

        /** Ends what the service keeps, once the daemon has stopped taking runs and its runs have ended. */
        default void close() {
        }
    }

    private final ServerSocketChannel server;
    private final Path socket;
    private final String kind;
    private final Duration idle;
    private final Service service;
    private final RoutedOutput routedOut;
    private final RoutedOutput routedErr;
    private final ReentrantLock running = new ReentrantLock(true);
    private final AtomicInteger connections = new AtomicInteger();
    private final List<Thread> handlers = new ArrayList<>();
    private volatile long lastUse = System.nanoTime();
    private volatile boolean stopping;
    private volatile Selector selector;

    /** How often a client that waits for another run looks whether it is still there. */
    private static final long WAIT_CHECK_MILLIS = 200;
    /** The longest wait between two looks at the idle time. */
    private static final long IDLE_CHECK_NANOS = 60_000_000_000L;

    /**
     * A daemon of {@code kind} listening on {@code socket} (a stale socket file there is replaced).
     *
     * @param routedOut where this process's {@code System.out} goes, routed to the client of the current run, or
     *                  null when it is not routed (a daemon inside a test)
     */
    public DaemonServer(Path socket, String kind, Duration idle, Service service, RoutedOutput routedOut,
            RoutedOutput routedErr) throws IOException {
        this.socket = socket;
        this.kind = kind;
        this.idle = idle;
        this.service = service;
        this.routedOut = routedOut;
        this.routedErr = routedErr;
        Files.deleteIfExists(socket);
        this.server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        server.bind(UnixDomainSocketAddress.of(socket));
    }

    /**
     * Routes this process's standard output and error through {@link RoutedOutput}s, to the current run's client
     * or, between runs, to the process's standard error (the daemon's log); returns them, output first. The stream
     * that printed {@link DaemonFrames#READY} is the process's own standard output, opened before this.
     */
    public static RoutedOutput[] routeSystemStreams() {
        RoutedOutput out = new RoutedOutput(new FileOutputStream(FileDescriptor.err));
        RoutedOutput err = new RoutedOutput(new FileOutputStream(FileDescriptor.err));
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        return new RoutedOutput[] {out, err};
    }

    /** Serves clients until the daemon is idle for its idle time, or asked to stop. */
    public void serve() throws IOException {
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
    public void stopListening() {
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
                DaemonFrames.write(out, DaemonFrames.ERR, "error: BAD_REQUEST: not a request to the " + kind
                        + " daemon\n");
                DaemonFrames.writeExit(out, 2);
                return;
            }
            run(request.text(), in, out);
        } catch (IOException e) {
            // the client went away; its run, if any, was stopped
        } finally {
            lastUse = System.nanoTime();
            connections.decrementAndGet();
        }
    }

    /** Runs one request for its client, unless the client goes away first (then the run is asked to stop). */
    private void run(String request, DataInputStream in, DataOutputStream out) throws IOException {
        PrintStream runOut = new PrintStream(DaemonFrames.stream(out, DaemonFrames.OUT), true, StandardCharsets.UTF_8);
        PrintStream runErr = new PrintStream(DaemonFrames.stream(out, DaemonFrames.ERR), true, StandardCharsets.UTF_8);
        StopRequest stop = new StopRequest();
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
            if (!running.tryLock()) {
                runErr.println("note: waiting for another " + kind + " run to finish");
                while (!running.tryLock(WAIT_CHECK_MILLIS, TimeUnit.MILLISECONDS)) {
                    if (stop.isRequested()) {
                        return;
                    }
                }
            }
            locked = true;
            route(runOut, runErr);
            code = service.run(request, runOut, runErr, stop);
            runOut.flush();
            runErr.flush();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        } finally {
            route(null, null);
            if (locked) {
                running.unlock();
            }
        }
        if (!stop.isRequested()) {
            DaemonFrames.writeExit(out, code);
        }
        if (!service.healthy()) {
            stopListening(); // the next client starts a new daemon
        }
    }

    private void route(PrintStream out, PrintStream err) {
        if (routedOut != null) {
            routedOut.to(out);
            routedErr.to(err);
        }
    }

    /** Stops listening, waits for the runs in progress, closes the service, removes the socket. */
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
        service.close();
        try {
            Files.deleteIfExists(socket);
        } catch (IOException e) {
            // a stale socket file is replaced by the next daemon
        }
    }

    /** A stream that writes to the current run's stream, or to its default one between runs. */
    public static final class RoutedOutput extends OutputStream {
        private final OutputStream between;
        private volatile OutputStream target;

        public RoutedOutput(OutputStream between) {
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

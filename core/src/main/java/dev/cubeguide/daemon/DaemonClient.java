package dev.cubeguide.daemon;

import java.io.BufferedReader;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The client side of a {@link DaemonServer}: sends a run to the daemon of this build (starting it when none listens)
 * and copies the run's output and exit code as if the run were its own. Closing the client's process cancels the
 * run.
 */
public final class DaemonClient {
    /** How long a starting daemon may take to listen (it listens before its service starts: a JVM's start). */
    private static final long START_SECONDS = 60;
    /** The daemon's log is started anew when it has grown past this. */
    private static final long LOG_LIMIT = 8L << 20;

    private DaemonClient() {
    }

    /** The daemon could not be reached or started: the run goes on in the client's own process. */
    public static final class Unavailable extends Exception {
        private static final long serialVersionUID = 1L;

        Unavailable(String message) {
            super(message);
        }
    }

    /**
     * Runs {@code request} on the daemon at {@code address}, started when none listens there, with its output on
     * {@code out} and {@code err}.
     *
     * @param startNote what the daemon keeps ready, for the note a client that starts it prints ("Spark")
     * @return the run's exit code
     * @throws Unavailable when no daemon could take the run (nothing of it was done)
     */
    public static int run(DaemonAddress address, String request, String startNote, PrintStream out, PrintStream err)
            throws Unavailable {
        for (int attempt = 0; ; attempt++) {
            SocketChannel found = connect(address.socket());
            try (SocketChannel channel = found != null ? found : start(address, startNote, err)) {
                DataOutputStream to = DaemonFrames.output(channel);
                DataInputStream from = DaemonFrames.input(channel);
                DaemonFrames.write(to, DaemonFrames.REQUEST, request);
                boolean answered = false;
                for (DaemonFrames.Frame frame; (frame = DaemonFrames.read(from)) != null; ) {
                    answered = true;
                    switch (frame.kind()) {
                        case DaemonFrames.OUT -> {
                            out.write(frame.payload());
                            out.flush();
                        }
                        case DaemonFrames.ERR -> {
                            err.write(frame.payload());
                            err.flush();
                        }
                        case DaemonFrames.EXIT -> {
                            return frame.exitCode();
                        }
                        default -> throw new IOException("a frame of unknown kind " + frame.kind());
                    }
                }
                if (!answered && attempt == 0) {
                    continue; // the daemon stopped (idle) just as this client came: start another
                }
                err.println("error: INTERNAL: " + address.title() + " stopped before the run ended (its log: "
                        + address.log() + ")");
                return 1;
            } catch (IOException e) {
                throw new Unavailable(address.title() + " failed (" + e.getMessage() + ")");
            }
        }
    }

    /** Asks the daemons of the home of {@code address}, if any, to stop once their runs end; whether one was there. */
    public static boolean stopAll(DaemonAddress address) {
        boolean any = stop(address.socket());
        for (Path other : address.otherSockets()) {
            any |= stop(other);
        }
        return any;
    }

    /** Asks the daemon at {@code socket}, if one listens, to stop once its runs end; whether one was there. */
    private static boolean stop(Path socket) {
        SocketChannel channel = connect(socket);
        if (channel == null) {
            return false;
        }
        try (channel) {
            DaemonFrames.write(DaemonFrames.output(channel), DaemonFrames.STOP, "");
            return DaemonFrames.read(DaemonFrames.input(channel)) != null;
        } catch (IOException e) {
            return false; // it stopped already
        }
    }

    /** A connection to the daemon at {@code socket}, or null when none listens there. */
    private static SocketChannel connect(Path socket) {
        if (!Files.exists(socket)) {
            return null;
        }
        try {
            return SocketChannel.open(UnixDomainSocketAddress.of(socket));
        } catch (IOException | UnsupportedOperationException e) {
            return null; // a stale socket file, left by a daemon that was killed
        }
    }

    /**
     * Starts the daemon (under the start lock: a client that waited for another's start connects to that daemon)
     * and connects to it once it listens.
     */
    private static SocketChannel start(DaemonAddress address, String startNote, PrintStream err) throws Unavailable {
        try {
            Files.createDirectories(address.lock().getParent());
            try (FileChannel lockFile = FileChannel.open(address.lock(), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                    FileLock lock = lockFile.lock()) {
                SocketChannel channel = connect(address.socket());
                if (channel != null) {
                    return channel;
                }
                for (Path other : address.otherSockets()) {
                    // One daemon per home: those of other builds or options stop once their runs end. A socket
                    // no daemon answers on was left by a killed one (under this lock, none is starting).
                    if (!stop(other)) {
                        Files.deleteIfExists(other);
                    }
                }
                err.println("note: starting " + address.title() + ", which keeps " + startNote + " ready for the next "
                        + "runs (it stops after " + idleText(address) + " without one; --no-daemon runs without it)");
                Process daemon = launch(address);
                String line = firstLine(daemon);
                if (!DaemonFrames.READY.equals(line)) {
                    daemon.destroy();
                    throw new Unavailable(address.title() + " did not start (see " + address.log() + ")");
                }
                channel = connect(address.socket());
                if (channel == null) {
                    throw new Unavailable(address.title() + " started but cannot be reached at " + address.socket());
                }
                return channel;
            }
        } catch (IOException e) {
            throw new Unavailable(address.title() + " could not be started (" + e.getMessage() + ")");
        }
    }

    private static String idleText(DaemonAddress address) {
        String idle = System.getProperty(address.idleProperty());
        return idle != null ? idle : DaemonFrames.DEFAULT_IDLE.toMinutes() + " minutes";
    }

    /**
     * Starts the daemon's process in a session of its own (so that Ctrl-C in the client's terminal or its closing
     * does not reach it), in the cubeguide home, with its standard error appended to the log.
     */
    private static Process launch(DaemonAddress address) throws IOException {
        Path log = address.log();
        if (Files.isRegularFile(log) && Files.size(log) > LOG_LIMIT) {
            Files.delete(log);
        }
        List<String> command = new ArrayList<>();
        Path setsid = Path.of("/usr/bin/setsid");
        if (Files.isExecutable(setsid)) {
            command.add(setsid.toString());
        }
        command.addAll(address.command()); // with this JVM's options: its idle property too, if given
        command.add(address.socket().toString());
        Process process = new ProcessBuilder(command)
                .directory(log.getParent().toFile())
                .redirectError(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .start();
        process.getOutputStream().close();
        return process;
    }

    /** The first line the starting daemon prints, or null when it ends (or says nothing for a minute) first. */
    private static String firstLine(Process daemon) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(daemon.getInputStream(), StandardCharsets.UTF_8));
        CompletableFuture<String> line = CompletableFuture.supplyAsync(() -> {
            try {
                return reader.readLine();
            } catch (IOException e) {
                return null;
            }
        });
        try {
            return line.get(START_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } catch (ExecutionException | TimeoutException e) {
            return null;
        } finally {
            daemon.getInputStream().close();
        }
    }
}

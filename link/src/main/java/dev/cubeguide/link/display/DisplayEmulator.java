package dev.cubeguide.link.display;

import dev.cubeguide.concurrent.DaemonThreads;
import dev.cubeguide.link.transport.ByteStream;
import dev.cubeguide.link.transport.ByteStreamListener;
import dev.cubeguide.link.transport.ByteStreams;
import dev.cubeguide.link.transport.Endpoint;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.Arrays;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The display device on a link: listens on a serial port or a TCP address, decodes what arrives and drives a
 * {@link DisplayDevice}. Each connection (or the serial port) has its own {@link PacketDecoder}; the device and
 * its guide are shared, so a guide survives a reconnect.
 *
 * <p>Per stream, one thread reads chunks as they arrive and another decodes them, so that the decoder learns when
 * the bytes that had arrived are used up ({@link PacketDecoder#endOfBurst()}) and when the line has been quiet for
 * the packet timeout in the middle of a packet ({@link PacketDecoder#timeout()}), whatever the transport.
 */
public final class DisplayEmulator implements AutoCloseable {
    /** A packet whose bytes stop for this long is dropped as incomplete. */
    public static final Duration DEFAULT_PACKET_TIMEOUT = Duration.ofMillis(250);

    private static final byte[] END = new byte[0];

    private final DisplayDevice device;
    private final long packetTimeoutMs;
    private final Consumer<String> log;
    private final Set<ByteStream> streams = ConcurrentHashMap.newKeySet();
    private volatile ByteStreamListener listener;
    private volatile boolean closed;
    private Thread acceptor;

    /**
     * @param device        the device to drive (not yet powered on)
     * @param packetTimeout how long a packet may pause before it is dropped as incomplete
     * @param log           diagnostic lines (connections, I/O errors); never the screens
     */
    public DisplayEmulator(DisplayDevice device, Duration packetTimeout, Consumer<String> log) {
        this.device = Objects.requireNonNull(device, "device");
        this.packetTimeoutMs = Math.max(1, packetTimeout.toMillis());
        this.log = Objects.requireNonNull(log, "log");
    }

    /**
     * Listens on {@code endpoint}, powers the device on (the title screen) and serves streams in the background:
     * {@link #listen} then {@link #startServing}.
     */
    public Endpoint start(Endpoint endpoint) {
        Endpoint bound = listen(endpoint);
        startServing();
        return bound;
    }

    /**
     * Opens the port or binds the address, and powers the device on (the title screen). Returns where it listens
     * (for {@code tcp:HOST:0}, with the port chosen). A missing or busy port, or a TCP port in use, is a
     * {@code BAD_REQUEST} before the title is shown. Peers can connect and send from now on: their bytes wait in the
     * operating system's buffers until {@link #startServing()} (the CLI prepares the solver's tables in between).
     */
    public synchronized Endpoint listen(Endpoint endpoint) {
        if (listener != null) {
            throw new IllegalStateException("already listening");
        }
        listener = ByteStreams.listen(endpoint);
        device.powerOn();
        log.accept("listening on " + listener.endpoint());
        return listener.endpoint();
    }

    /** Starts accepting and serving streams in the background. */
    public synchronized void startServing() {
        if (listener == null || acceptor != null) {
            throw new IllegalStateException("listen first, and once");
        }
        acceptor = DaemonThreads.start("display-accept", this::acceptLoop);
    }

    /** Waits until the emulator is closed. */
    public void awaitClose() throws InterruptedException {
        Thread thread;
        synchronized (this) {
            thread = acceptor;
        }
        if (thread != null) {
            thread.join();
        }
    }

    private void acceptLoop() {
        while (!closed) {
            ByteStream stream;
            try {
                stream = listener.accept();
            } catch (IOException | RuntimeException e) {
                if (!closed) {
                    log.accept("stopped listening: " + e.getMessage());
                }
                return;
            }
            DaemonThreads.start("display-" + stream.describe(), () -> serve(stream));
        }
    }

    /** Serves one stream until it ends (runs in the calling thread; closes the stream at the end). */
    public void serve(ByteStream stream) {
        streams.add(stream);
        log.accept("connected: " + stream.describe());
        PacketDecoder decoder = new PacketDecoder(device.listener());
        BlockingQueue<byte[]> chunks = new LinkedBlockingQueue<>();
        Thread reader = DaemonThreads.start("display-read-" + stream.describe(), () -> read(stream, chunks));
        try {
            while (true) {
                byte[] chunk = decoder.inPacket() ? chunks.poll(packetTimeoutMs, TimeUnit.MILLISECONDS)
                        : chunks.take();
                if (chunk == null) {
                    decoder.timeout();
                } else if (chunk == END) {
                    decoder.endOfStream();
                    break;
                } else {
                    decoder.feed(chunk);
                    if (chunks.isEmpty()) {
                        decoder.endOfBurst();
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            streams.remove(stream);
            closeQuietly(stream);
            log.accept("disconnected: " + stream.describe());
        }
    }

    private void read(ByteStream stream, BlockingQueue<byte[]> chunks) {
        byte[] buffer = new byte[4096];
        try {
            InputStream in = stream.input();
            int n;
            while ((n = in.read(buffer)) >= 0) {
                if (n > 0) {
                    chunks.add(Arrays.copyOf(buffer, n));
                }
            }
        } catch (IOException e) {
            if (!closed) {
                log.accept("read failed on " + stream.describe() + ": " + e.getMessage());
            }
        } finally {
            chunks.add(END);
        }
    }

    @Override
    public void close() {
        closed = true;
        ByteStreamListener open = listener;
        if (open != null) {
            try {
                open.close();
            } catch (IOException ignored) {
                // shutting down
            }
        }
        for (ByteStream stream : streams) {
            closeQuietly(stream);
        }
    }

    private static void closeQuietly(ByteStream stream) {
        try {
            stream.close();
        } catch (IOException ignored) {
            // the stream is finished either way
        }
    }
}

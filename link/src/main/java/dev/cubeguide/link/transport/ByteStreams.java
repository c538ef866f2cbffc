package dev.cubeguide.link.transport;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.SocketException;
import java.util.Map;
import java.util.concurrent.Semaphore;

/** Opens byte streams ({@code serial:} and {@code tcp:} endpoints) and listens for them. */
public final class ByteStreams {
    private ByteStreams() {
    }

    /**
     * The host side: opens the serial port, or connects to the TCP address. Other endpoint kinds are datagram
     * links, not byte streams: a {@code BAD_REQUEST}.
     */
    public static ByteStream open(Endpoint endpoint) {
        switch (endpoint.kind()) {
            case SERIAL: return SerialStream.open(endpoint);
            case TCP: return TcpStream.connect(endpoint);
            default: throw notAStream(endpoint);
        }
    }

    /** The device side: listens on {@code tcp:HOST:PORT} (port 0 picks a free one) or on a serial port. */
    public static ByteStreamListener listen(Endpoint endpoint) {
        switch (endpoint.kind()) {
            case SERIAL: return new SerialListener(endpoint);
            case TCP: return TcpListener.bind(endpoint);
            default: throw notAStream(endpoint);
        }
    }

    private static CubeGuideException notAStream(Endpoint endpoint) {
        return new CubeGuideException(ErrorCode.BAD_REQUEST, "'" + endpoint + "' is not a byte-stream endpoint; use "
                + "serial:/dev/ttyX[@BAUD] or tcp:HOST:PORT", Map.of("endpoint", endpoint.toString()));
    }

    /** A TCP server socket. */
    private static final class TcpListener implements ByteStreamListener {
        private final ServerSocket server;
        private final Endpoint endpoint;

        private TcpListener(ServerSocket server, Endpoint endpoint) {
            this.server = server;
            this.endpoint = endpoint;
        }

        static TcpListener bind(Endpoint endpoint) {
            try {
                ServerSocket server = new ServerSocket();
                server.setReuseAddress(true);
                server.bind(new InetSocketAddress(InetAddress.getByName(endpoint.address()), endpoint.port()));
                return new TcpListener(server, new Endpoint(Endpoint.Kind.TCP, endpoint.address(),
                        server.getLocalPort(), 0));
            } catch (IOException e) {
                throw new CubeGuideException(ErrorCode.BAD_REQUEST, "cannot listen on " + endpoint + ": "
                        + e.getMessage() + " (is the port in use?)", Map.of("endpoint", endpoint.toString()));
            }
        }

        @Override
        public ByteStream accept() throws IOException {
            return new TcpStream(server.accept());
        }

        @Override
        public Endpoint endpoint() {
            return endpoint;
        }

        @Override
        public void close() throws IOException {
            server.close();
        }
    }

    /**
     * A serial port as a listener: one stream at a time. The port is opened at once, so that a missing or busy port
     * is reported when listening starts.
     */
    private static final class SerialListener implements ByteStreamListener {
        private final Endpoint endpoint;
        private final Semaphore free = new Semaphore(0);
        private volatile boolean closed;
        private volatile SerialStream first;
        private volatile ByteStream current;

        SerialListener(Endpoint endpoint) {
            this.endpoint = endpoint;
            this.first = SerialStream.open(endpoint);
        }

        @Override
        public ByteStream accept() throws IOException {
            SerialStream stream = first;
            if (stream != null) {
                first = null;
                return track(stream);
            }
            try {
                free.acquire();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted", e);
            }
            if (closed) {
                throw new SocketException("listener closed");
            }
            return track(SerialStream.open(endpoint));
        }

        private ByteStream track(SerialStream stream) {
            ByteStream tracked = new ByteStream() {
                private boolean done;

                @Override
                public InputStream input() {
                    return stream.input();
                }

                @Override
                public OutputStream output() {
                    return stream.output();
                }

                @Override
                public String describe() {
                    return stream.describe();
                }

                @Override
                public synchronized void close() {
                    if (!done) {
                        done = true;
                        stream.close();
                        free.release();
                    }
                }
            };
            current = tracked;
            return tracked;
        }

        @Override
        public Endpoint endpoint() {
            return endpoint;
        }

        @Override
        public void close() throws IOException {
            closed = true;
            SerialStream unused = first;
            if (unused != null) {
                unused.close();
            }
            ByteStream open = current;
            if (open != null) {
                open.close();
            }
            free.release();
        }
    }
}

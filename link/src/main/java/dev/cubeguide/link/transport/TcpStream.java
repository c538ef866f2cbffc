package dev.cubeguide.link.transport;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.Map;

/** A TCP connection as a {@link ByteStream}, with Nagle's delay turned off (packets are small and interactive). */
public final class TcpStream implements ByteStream {
    /** How long a connect may take. */
    public static final int CONNECT_TIMEOUT_MS = 5000;

    private final Socket socket;
    private final String description;

    TcpStream(Socket socket) throws IOException {
        this.socket = socket;
        socket.setTcpNoDelay(true);
        this.description = "tcp:" + socket.getInetAddress().getHostAddress() + ":" + socket.getPort();
    }

    /** Connects to {@code tcp:HOST:PORT}; a refused or unreachable address is a {@code BAD_REQUEST}. */
    public static TcpStream connect(Endpoint endpoint) {
        if (endpoint.kind() != Endpoint.Kind.TCP) {
            throw new IllegalArgumentException("not a tcp endpoint: " + endpoint);
        }
        Socket socket = new Socket();
        try {
            socket.connect(new InetSocketAddress(endpoint.address(), endpoint.port()), CONNECT_TIMEOUT_MS);
            return new TcpStream(socket);
        } catch (IOException e) {
            try {
                socket.close();
            } catch (IOException ignored) {
                // nothing more to do: the connection never opened
            }
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "cannot connect to " + endpoint + ": "
                    + e.getMessage() + " (is the emulator or device listening there?)",
                    Map.of("endpoint", endpoint.toString()));
        }
    }

    @Override
    public InputStream input() throws IOException {
        return socket.getInputStream();
    }

    @Override
    public OutputStream output() throws IOException {
        return socket.getOutputStream();
    }

    @Override
    public String describe() {
        return description;
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}

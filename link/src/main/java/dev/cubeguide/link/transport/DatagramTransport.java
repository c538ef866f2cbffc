package dev.cubeguide.link.transport;

import java.io.IOException;

/**
 * An unreliable, message-oriented link: each {@link #send} may arrive once, twice, late, corrupted or never, like
 * a UDP datagram or an infrared packet. The reliable channel ({@code link.reliable}) runs over it. Implementations
 * allow {@code send} from several threads and {@code receive} from one.
 */
public interface DatagramTransport extends AutoCloseable {
    /** The largest datagram a transport must carry. */
    int MAX_DATAGRAM = 2048;

    /** Sends one datagram (at most {@link #MAX_DATAGRAM} bytes); it may be lost. */
    void send(byte[] datagram) throws IOException;

    /**
     * The next datagram that arrived, waiting at most {@code timeoutMillis} (at least 1 ms); null when none came.
     * Throws when the transport is closed.
     */
    byte[] receive(long timeoutMillis) throws IOException;

    /** For messages: {@code udp:127.0.0.1:9001}, {@code memory}, {@code serial:/dev/ttyUSB0}. */
    String describe();

    @Override
    void close() throws IOException;
}

package dev.cubeguide.link.transport;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * An open, bidirectional, reliable-in-order byte stream: a serial port or a TCP connection. The display-guide
 * protocol runs over it directly; the robot link runs its framed, acknowledged channel over it.
 */
public interface ByteStream extends AutoCloseable {
    InputStream input() throws IOException;

    OutputStream output() throws IOException;

    /** For messages: {@code serial:/dev/ttyUSB0}, {@code tcp:127.0.0.1:9000}. */
    String describe();

    @Override
    void close() throws IOException;
}

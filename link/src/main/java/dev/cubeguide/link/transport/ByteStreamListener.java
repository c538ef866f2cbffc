package dev.cubeguide.link.transport;

import java.io.IOException;

/**
 * The device side of a byte-stream link: hands out the streams of peers as they come. For TCP each
 * {@link #accept()} waits for the next connection; for a serial port it opens the port, and the next call waits
 * until the stream it returned is closed, then opens the port again (a device that was unplugged and plugged in).
 */
public interface ByteStreamListener extends AutoCloseable {
    /** The next stream; throws {@link IOException} once the listener is closed. */
    ByteStream accept() throws IOException;

    /** Where it listens, with the actual port for {@code tcp:HOST:0}: {@code tcp:127.0.0.1:40123}. */
    Endpoint endpoint();

    @Override
    void close() throws IOException;
}

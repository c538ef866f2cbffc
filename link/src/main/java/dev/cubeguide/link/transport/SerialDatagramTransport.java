package dev.cubeguide.link.transport;

import java.io.IOException;

/**
 * The robot link's datagrams over a serial port: the port is opened by {@link SerialStream} (jSerialComm; 8N1 at
 * the endpoint's baud rate) and datagrams are framed with SLIP ({@link SlipDatagramTransport}).
 */
public final class SerialDatagramTransport {
    private SerialDatagramTransport() {
    }

    /** Opens {@code endpoint} (kind SERIAL); a port that cannot be opened is a {@code BAD_REQUEST}. */
    public static DatagramTransport open(Endpoint endpoint) throws IOException {
        return new SlipDatagramTransport(SerialStream.open(endpoint));
    }
}

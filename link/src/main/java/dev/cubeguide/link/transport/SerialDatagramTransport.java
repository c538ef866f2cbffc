package dev.cubeguide.link.transport;

import com.fazecast.jSerialComm.SerialPort;
import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Map;

/**
 * The robot link's datagrams over a serial port: opens the port with jSerialComm (8 data bits, no parity, one stop
 * bit, the endpoint's baud rate) and frames datagrams with SLIP ({@link SlipDatagramTransport}).
 */
public final class SerialDatagramTransport {
    private SerialDatagramTransport() {
    }

    /** Opens {@code endpoint} (kind SERIAL); a port that cannot be opened is a {@code BAD_REQUEST}. */
    public static DatagramTransport open(Endpoint endpoint) throws IOException {
        if (endpoint.kind() != Endpoint.Kind.SERIAL) {
            throw new IllegalArgumentException("not a serial endpoint: " + endpoint);
        }
        SerialPort port = SerialPort.getCommPort(endpoint.address());
        port.setComPortParameters(endpoint.baudRate(), 8, SerialPort.ONE_STOP_BIT, SerialPort.NO_PARITY);
        port.setComPortTimeouts(SerialPort.TIMEOUT_READ_SEMI_BLOCKING, 100, 0);
        if (!port.openPort()) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "cannot open serial port '" + endpoint.address()
                    + "' (is it there, and free?)", Map.of("endpoint", endpoint.toString()));
        }
        return new SlipDatagramTransport(new PortStream(port, endpoint));
    }

    /** An open port as a byte stream. */
    private static final class PortStream implements ByteStream {
        private final SerialPort port;
        private final Endpoint endpoint;

        PortStream(SerialPort port, Endpoint endpoint) {
            this.port = port;
            this.endpoint = endpoint;
        }

        @Override
        public InputStream input() {
            return port.getInputStream();
        }

        @Override
        public OutputStream output() {
            return port.getOutputStream();
        }

        @Override
        public String describe() {
            return endpoint.toString();
        }

        @Override
        public void close() {
            port.closePort();
        }
    }
}

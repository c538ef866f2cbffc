package dev.cubeguide.link.transport;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.io.IOException;
import java.util.Map;

/** Opens the datagram transport an {@link Endpoint} names: UDP on loopback, or a serial port with SLIP framing. */
public final class DatagramTransports {
    private DatagramTransports() {
    }

    /** The sending side: connects to a UDP listener, or opens the serial port. */
    public static DatagramTransport connect(Endpoint endpoint) throws IOException {
        switch (endpoint.kind()) {
            case UDP: return UdpTransport.connect(endpoint.address(), endpoint.port());
            case SERIAL: return SerialDatagramTransport.open(endpoint);
            default: throw unsupported(endpoint);
        }
    }

    /** The listening side: binds a UDP port on loopback, or opens the serial port. */
    public static DatagramTransport listen(Endpoint endpoint) throws IOException {
        switch (endpoint.kind()) {
            case UDP: return UdpTransport.listen(endpoint.address(), endpoint.port());
            case SERIAL: return SerialDatagramTransport.open(endpoint);
            default: throw unsupported(endpoint);
        }
    }

    private static CubeGuideException unsupported(Endpoint endpoint) {
        return new CubeGuideException(ErrorCode.BAD_REQUEST, "the robot link runs over udp:127.0.0.1:PORT or "
                + "serial:DEVICE, not " + endpoint, Map.of("endpoint", endpoint.toString()));
    }
}

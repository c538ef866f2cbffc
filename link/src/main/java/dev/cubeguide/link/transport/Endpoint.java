package dev.cubeguide.link.transport;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Where a link connects or listens, written as text on the command line:
 * <ul>
 *   <li>{@code serial:/dev/ttyUSB0} (optionally {@code serial:/dev/ttyUSB0@115200} for the baud rate)</li>
 *   <li>{@code tcp:127.0.0.1:9000}</li>
 *   <li>{@code udp:127.0.0.1:9001}</li>
 *   <li>{@code memory} (an in-process pipe, for tests and the link test)</li>
 * </ul>
 *
 * @param kind     the transport
 * @param address  the device path for serial, the host for tcp and udp, empty for memory
 * @param port     the port for tcp and udp, else 0
 * @param baudRate the baud rate for serial (default 115200), else 0
 */
public record Endpoint(Kind kind, String address, int port, int baudRate) {
    /** The default serial baud rate. */
    public static final int DEFAULT_BAUD = 115_200;

    /** The transports. */
    public enum Kind { SERIAL, TCP, UDP, MEMORY }

    public Endpoint {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(address, "address");
    }

    /** Parses the text form; a malformed one is a {@code BAD_REQUEST} that shows the accepted forms. */
    public static Endpoint parse(String text) {
        if (text == null || text.isBlank()) {
            throw bad(text, "it is empty");
        }
        if (text.equals("memory")) {
            return new Endpoint(Kind.MEMORY, "", 0, 0);
        }
        int colon = text.indexOf(':');
        if (colon < 0) {
            throw bad(text, "it has no 'kind:' prefix");
        }
        String scheme = text.substring(0, colon);
        String rest = text.substring(colon + 1);
        switch (scheme) {
            case "serial": {
                int at = rest.lastIndexOf('@');
                String device = at < 0 ? rest : rest.substring(0, at);
                if (device.isEmpty()) {
                    throw bad(text, "the serial device is missing");
                }
                int baud = DEFAULT_BAUD;
                if (at >= 0) {
                    baud = parseNumber(text, rest.substring(at + 1), "baud rate", 1, 10_000_000);
                }
                return new Endpoint(Kind.SERIAL, device, 0, baud);
            }
            case "tcp":
            case "udp": {
                int portColon = rest.lastIndexOf(':');
                if (portColon <= 0) {
                    throw bad(text, "write it as " + scheme + ":HOST:PORT");
                }
                String host = rest.substring(0, portColon);
                int port = parseNumber(text, rest.substring(portColon + 1), "port", 0, 65_535);
                return new Endpoint(scheme.equals("tcp") ? Kind.TCP : Kind.UDP, host, port, 0);
            }
            default:
                throw bad(text, "'" + scheme + "' is not a transport");
        }
    }

    private static int parseNumber(String text, String number, String what, int min, int max) {
        try {
            int value = Integer.parseInt(number);
            if (value < min || value > max) {
                throw bad(text, "the " + what + " must be between " + min + " and " + max);
            }
            return value;
        } catch (NumberFormatException e) {
            throw bad(text, "the " + what + " '" + number + "' is not a number");
        }
    }

    private static CubeGuideException bad(String text, String why) {
        return new CubeGuideException(ErrorCode.BAD_REQUEST, "cannot use endpoint '" + text + "': " + why
                + " (use serial:/dev/ttyX[@BAUD], tcp:HOST:PORT, udp:HOST:PORT or memory)",
                Map.of("endpoint", String.valueOf(text)));
    }

    @Override
    public String toString() {
        switch (kind) {
            case SERIAL: return "serial:" + address + (baudRate == DEFAULT_BAUD ? "" : "@" + baudRate);
            case MEMORY: return "memory";
            default: return kind.name().toLowerCase(Locale.ROOT) + ":" + address + ":" + port;
        }
    }
}

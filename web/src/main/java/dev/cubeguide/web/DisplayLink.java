package dev.cubeguide.web;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.link.display.DisplayHost;
import dev.cubeguide.link.display.DisplayPacket;
import dev.cubeguide.link.transport.Endpoint;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * The link from the server to a display-guide device (or its emulator), for the page's "Send to display" panel.
 * The link is opened on first use and kept; after a failed send it is opened again once. One sender at a time.
 */
final class DisplayLink implements AutoCloseable {
    private final Endpoint endpoint;
    private DisplayHost host;

    DisplayLink(Endpoint endpoint) {
        this.endpoint = Objects.requireNonNull(endpoint, "endpoint");
        if (endpoint.kind() != Endpoint.Kind.SERIAL && endpoint.kind() != Endpoint.Kind.TCP) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "the display link runs over serial:/dev/ttyX or "
                    + "tcp:HOST:PORT, not " + endpoint, Map.of("endpoint", endpoint.toString()));
        }
    }

    Endpoint endpoint() {
        return endpoint;
    }

    /** Sends one packet; returns {@code {"sent","bytes","to"}}. An unreachable device is a {@code BAD_REQUEST}. */
    synchronized Map<String, Object> send(DisplayPacket packet) {
        try {
            open().send(packet);
        } catch (CubeGuideException first) {
            closeHost();
            open().send(packet);
        }
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("sent", packet.getClass().getSimpleName().toUpperCase(Locale.ROOT));
        answer.put("bytes", DisplayHost.hex(packet.toBytes()));
        answer.put("to", endpoint.toString());
        return answer;
    }

    private DisplayHost open() {
        if (host == null) {
            host = DisplayHost.open(endpoint);
        }
        return host;
    }

    private void closeHost() {
        if (host != null) {
            host.close();
            host = null;
        }
    }

    @Override
    public synchronized void close() {
        closeHost();
    }
}

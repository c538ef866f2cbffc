package dev.cubeguide.link.display;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.link.transport.ByteStream;
import dev.cubeguide.link.transport.ByteStreams;
import dev.cubeguide.link.transport.Endpoint;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Move;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The host side of the display guide: sends packets to a device (or the emulator) over a serial port or TCP.
 * The protocol is one way; nothing is read back.
 * <pre>
 * try (DisplayHost host = DisplayHost.open(Endpoint.parse("serial:/dev/ttyUSB0"))) {
 *     host.solve(Alg.parse("R U R' U'"));
 *     host.next();
 * }
 * </pre>
 * Not thread-safe: one caller at a time (the web server keeps one host per request or locks it).
 */
public final class DisplayHost implements AutoCloseable {
    private final ByteStream stream;
    private final OutputStream out;

    private DisplayHost(ByteStream stream) throws IOException {
        this.stream = stream;
        this.out = stream.output();
    }

    /** Opens the link; a missing, busy or unreachable endpoint is a {@code BAD_REQUEST}. */
    public static DisplayHost open(Endpoint endpoint) {
        ByteStream stream = ByteStreams.open(endpoint);
        try {
            return new DisplayHost(stream);
        } catch (IOException e) {
            closeQuietly(stream);
            throw ioFailure(endpoint.toString(), e);
        }
    }

    /** A host over a stream the caller opened (closed with the host). */
    public static DisplayHost over(ByteStream stream) throws IOException {
        return new DisplayHost(Objects.requireNonNull(stream, "stream"));
    }

    /**
     * The SOLVE packet of a scramble: expanded to face turns as the cube is finally held ({@link FaceTurns}).
     * More than 255 face turns is a {@code BAD_REQUEST} (send the cube with {@link #statePacket} instead).
     */
    public static DisplayPacket.Solve solvePacket(Alg scramble) {
        List<Move> turns = FaceTurns.relativeToHeld(scramble);
        if (turns.size() > DisplayPacket.MAX_MOVES) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "the scramble is " + turns.size()
                    + " face turns long, but a SOLVE packet holds at most " + DisplayPacket.MAX_MOVES
                    + "; send the cube as a state instead ('state FACELETS')",
                    Map.of("faceTurns", turns.size(), "max", DisplayPacket.MAX_MOVES));
        }
        return new DisplayPacket.Solve(turns);
    }

    /** The STATE packet of a cube (read as held when its centres were turned). */
    public static DisplayPacket.State statePacket(CubieCube cube) {
        return DisplayPacket.State.of(cube);
    }

    /** Sends SOLVE for the scramble; returns the packet sent. */
    public DisplayPacket solve(Alg scramble) {
        return send(solvePacket(scramble));
    }

    /** Sends STATE for the cube; returns the packet sent. */
    public DisplayPacket state(CubieCube cube) {
        return send(statePacket(cube));
    }

    /** Sends NEXT. */
    public DisplayPacket next() {
        return send(new DisplayPacket.Next());
    }

    /** Sends PREV. */
    public DisplayPacket prev() {
        return send(new DisplayPacket.Prev());
    }

    /** Sends one packet, all its bytes in one write; an I/O failure is a {@code BAD_REQUEST} naming the link. */
    public DisplayPacket send(DisplayPacket packet) {
        try {
            out.write(packet.toBytes());
            out.flush();
            return packet;
        } catch (IOException e) {
            throw ioFailure(stream.describe(), e);
        }
    }

    /** Where the packets go. */
    public String describe() {
        return stream.describe();
    }

    @Override
    public void close() {
        closeQuietly(stream);
    }

    /** The bytes as hex, two digits each, separated by spaces: {@code 3E 0A}. */
    public static String hex(byte[] bytes) {
        StringBuilder text = new StringBuilder();
        for (byte b : bytes) {
            if (text.length() > 0) {
                text.append(' ');
            }
            text.append(String.format("%02X", b & 0xFF));
        }
        return text.toString();
    }

    private static CubeGuideException ioFailure(String where, IOException e) {
        return new CubeGuideException(ErrorCode.BAD_REQUEST, "cannot send to " + where + ": " + e.getMessage(),
                Map.of("endpoint", where));
    }

    private static void closeQuietly(ByteStream stream) {
        try {
            stream.close();
        } catch (IOException ignored) {
            // closing after a failure: the first error is the one reported
        }
    }
}

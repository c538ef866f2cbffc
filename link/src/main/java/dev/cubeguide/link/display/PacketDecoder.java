package dev.cubeguide.link.display;

import dev.cubeguide.model.InvalidCubeException;
import dev.cubeguide.model.PackedCube;
import dev.cubeguide.notation.Move;
import dev.cubeguide.notation.MoveCode;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The device's streaming decoder: bytes in, packets and {@link BadPacket} reports out. It never throws (only the
 * listener can) and keeps no more than one packet's bytes (258).
 *
 * <h2>Framing</h2>
 * A packet starts with a header byte and its length follows from the header alone (NEXT and PREV: 2 bytes; STATE:
 * 18) or from the header and the count byte (SOLVE: N + 3). The terminator 0x0A is checked only at that computed
 * position; bytes inside a packet are never searched for 0x0A or for header bytes. That is what makes bytes which
 * look like a header or a terminator harmless where they stand: a count of 10 (0x0A), an L' move (0x50, the same
 * byte as 'P'), or any byte of a packed state.
 *
 * <h2>Checks, as each byte arrives</h2>
 * <ul>
 *   <li>SOLVE: every move byte must be a {@link MoveCode}. 0x0A in a move position is a COUNT_MISMATCH (the
 *       terminator came early), any other non-move byte an INVALID_MOVE. At the terminator position a move byte is a
 *       COUNT_MISMATCH (more moves than counted), any other byte but 0x0A a MISSING_TERMINATOR.</li>
 *   <li>NEXT, PREV: the byte after the header must be 0x0A (else MISSING_TERMINATOR).</li>
 *   <li>STATE: the unused high bits must be zero (the top 4 bits of the edges word, the top 24 of the corners
 *       word), checked as soon as their bytes arrive; then the terminator; then the 16 bytes must unpack to a legal
 *       cube ({@link PackedCube#toCubie()}). Each failure is an ILLEGAL_STATE, or MISSING_TERMINATOR.</li>
 * </ul>
 *
 * <h2>Resynchronisation</h2>
 * Outside a packet, a byte that is not a header is skipped (UNKNOWN_HEADER). When a packet fails a check, its
 * header byte is dropped and <em>every byte after it, including the offending one, is scanned again</em> as if it
 * had just arrived: the decoder resynchronises at the next header byte after the failed packet's header. So garbage
 * that merely looks like the start of a packet cannot swallow a real packet that follows it: the real packet's
 * bytes are rescanned and decoded. (Garbage that happens to form a complete well-formed packet is, of course, taken
 * as one: the protocol has no checksum.)
 *
 * <p>A packet cut off in the middle would hold the bytes after it until the line goes quiet: the reader calls
 * {@link #timeout()} when no byte arrived for a while, and {@link #endOfStream()} at the end; both fail the
 * unfinished packet (INCOMPLETE) and rescan its tail.
 *
 * <h2>Reports</h2>
 * One report per bad stretch, so that one burst of garbage gives one BAD_PACKET line: after a report the decoder
 * stays quiet (skipping non-header bytes, and not reporting packets that started in the stretch and fail) until a
 * packet decodes, or until {@link #endOfBurst()} says the bytes that had arrived are used up.
 */
public final class PacketDecoder {
    /** Where decoded packets and reports go. */
    public interface Listener {
        void packet(DisplayPacket packet);

        void badPacket(BadPacket report);
    }

    /** The longest packet: SOLVE with 255 moves. */
    static final int MAX_PACKET = DisplayPacket.MAX_MOVES + 3;
    private static final int STATE_PACKET = DisplayPacket.STATE_BYTES + 2;
    /** Offsets (in the packet) of the bytes of a STATE whose bits are all unused: corners word bits 63..40. */
    private static final int CORNERS_FIRST = 1 + 8;

    private final Listener listener;
    /** The bytes of the packet being read; {@code length == 0} between packets. Reused: the decoder is hot. */
    private final byte[] packet = new byte[MAX_PACKET];
    private int length;
    /** Bytes to scan again after a failure, in order, read from {@code replayStart}. */
    private final byte[] replay = new byte[MAX_PACKET];
    private int replayStart;
    private int replayEnd;
    /** True while skipping after a report: non-header bytes are dropped silently. */
    private boolean skipping;
    /** True once the current bad stretch was reported. */
    private boolean reported;
    /** True when the packet being read started inside an already reported stretch. */
    private boolean packetQuiet;
    /** Bytes taken in so far (for the offsets of reports). */
    private long position;
    /** The stream position of {@code packet[0]}. */
    private long packetPosition;

    public PacketDecoder(Listener listener) {
        this.listener = Objects.requireNonNull(listener, "listener");
    }

    /** A decoder that collects into lists, for tests and tools: {@link Collected}. */
    public static Collected collecting() {
        return new Collected();
    }

    /** Takes in bytes. */
    public void feed(byte[] bytes, int offset, int count) {
        for (int i = 0; i < count; i++) {
            feed(bytes[offset + i]);
        }
    }

    /** Takes in all of {@code bytes}. */
    public void feed(byte[] bytes) {
        feed(bytes, 0, bytes.length);
    }

    /** Takes in one byte. */
    public void feed(byte b) {
        step(b & 0xFF, position++);
        drainReplay();
    }

    /**
     * The bytes that had arrived are used up (the reader found no more waiting): the next bad byte starts a new
     * bad stretch and is reported. An unfinished packet is kept.
     */
    public void endOfBurst() {
        skipping = false;
        reported = false;
    }

    /**
     * The line has been quiet for the packet timeout: an unfinished packet is INCOMPLETE, and its tail is scanned
     * again (it may hold whole packets). Then a new stretch starts.
     */
    public void timeout() {
        while (length > 0) {
            fail(BadPacket.Reason.INCOMPLETE, describeUnfinished() + " before the line went quiet",
                    packetPosition + length);
            drainReplay();
        }
        endOfBurst();
    }

    /** The stream ended: like {@link #timeout()}. */
    public void endOfStream() {
        timeout();
    }

    /** True while a packet is partly read. */
    public boolean inPacket() {
        return length > 0;
    }

    private void drainReplay() {
        while (replayStart < replayEnd) {
            int b = replay[replayStart] & 0xFF;
            long at = position - (replayEnd - replayStart);
            replayStart++;
            step(b, at);
        }
    }

    private void step(int b, long at) {
        if (length == 0) {
            if (DisplayPacket.isHeader(b)) {
                packet[0] = (byte) b;
                length = 1;
                packetQuiet = reported;
                packetPosition = at;
            } else if (!skipping) {
                skipping = true;
                report(BadPacket.Reason.UNKNOWN_HEADER, String.format("0x%02X is not a packet header (a packet "
                        + "starts with 0x53 'S', 0x3E '>', 0x3C '<' or 0x50 'P'); skipping to the next header", b),
                        at);
            }
            return;
        }
        packet[length++] = (byte) b;
        switch (packet[0]) {
            case DisplayPacket.SOLVE:
                checkSolve(b, at);
                break;
            case DisplayPacket.STATE:
                checkState(b, at);
                break;
            default:
                checkCommand(b, at);
        }
    }

    private void checkCommand(int b, long at) {
        String name = packet[0] == DisplayPacket.NEXT ? "NEXT ('>')" : "PREV ('<')";
        if (b == DisplayPacket.TERMINATOR) {
            accept(packet[0] == DisplayPacket.NEXT ? new DisplayPacket.Next() : new DisplayPacket.Prev());
        } else {
            fail(BadPacket.Reason.MISSING_TERMINATOR, String.format("%s must be followed by 0x0A, not 0x%02X",
                    name, b), at);
        }
    }

    private void checkSolve(int b, long at) {
        if (length == 2) {
            return; // the count: any value 0..255
        }
        int count = packet[1] & 0xFF;
        int moveNumber = length - 2; // 1-based number of this byte if it is a move
        if (moveNumber <= count) {
            if (MoveCode.isValid(b)) {
                return;
            }
            if (b == DisplayPacket.TERMINATOR) {
                fail(BadPacket.Reason.COUNT_MISMATCH, String.format("SOLVE counts %s, but the terminator "
                        + "0x0A came after %d", moves(count), moveNumber - 1), at);
            } else {
                fail(BadPacket.Reason.INVALID_MOVE, String.format("SOLVE move %d of %d is 0x%02X, which is not a "
                        + "move code", moveNumber, count, b), at);
            }
            return;
        }
        if (b == DisplayPacket.TERMINATOR) {
            List<Move> moves = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                moves.add(MoveCode.decode(packet[2 + i] & 0xFF));
            }
            accept(new DisplayPacket.Solve(moves));
        } else if (MoveCode.isValid(b)) {
            fail(BadPacket.Reason.COUNT_MISMATCH, String.format("SOLVE counts %s, but a move byte 0x%02X "
                    + "follows them where the terminator 0x0A belongs", moves(count), b), at);
        } else {
            fail(BadPacket.Reason.MISSING_TERMINATOR, String.format("SOLVE of %s must end with 0x0A, not "
                    + "0x%02X", moves(count), b), at);
        }
    }

    private void checkState(int b, long at) {
        int index = length - 1; // offset within the packet
        if (index == 1 && (b & 0xF0) != 0) {
            fail(BadPacket.Reason.ILLEGAL_STATE, String.format("STATE byte 1 is 0x%02X, but the top 4 bits of "
                    + "the edges word are unused and must be 0", b), at);
        } else if (index >= CORNERS_FIRST && index < CORNERS_FIRST + 3 && b != 0) {
            fail(BadPacket.Reason.ILLEGAL_STATE, String.format("STATE byte %d is 0x%02X, but the top 24 bits of "
                    + "the corners word are unused and must be 0", index, b), at);
        } else if (index == STATE_PACKET - 1) {
            if (b != DisplayPacket.TERMINATOR) {
                fail(BadPacket.Reason.MISSING_TERMINATOR, String.format("STATE must end with 0x0A after its 16 "
                        + "bytes, not 0x%02X", b), at);
                return;
            }
            PackedCube packed = PackedCube.fromBytes(packet, 1);
            try {
                packed.toCubie();
            } catch (InvalidCubeException e) {
                fail(BadPacket.Reason.ILLEGAL_STATE, "STATE is not a legal cube: " + e.getMessage() + " ("
                        + e.code() + ")", at);
                return;
            }
            accept(new DisplayPacket.State(packed));
        }
    }

    private void accept(DisplayPacket decoded) {
        length = 0;
        skipping = false;
        reported = false;
        listener.packet(decoded);
    }

    /**
     * Reports (unless the stretch was reported, or the packet began inside it), then drops the header and queues
     * the rest of the packet to be scanned again, before any byte still to come.
     */
    private void fail(BadPacket.Reason reason, String message, long at) {
        boolean quiet = packetQuiet;
        int tail = length - 1;
        // the bytes not yet replayed stay after the tail
        int pending = replayEnd - replayStart;
        System.arraycopy(replay, replayStart, replay, tail, pending);
        System.arraycopy(packet, 1, replay, 0, tail);
        replayStart = 0;
        replayEnd = tail + pending;
        length = 0;
        skipping = true;
        if (!quiet) {
            report(reason, message, at);
        }
        reported = true;
    }

    private void report(BadPacket.Reason reason, String message, long at) {
        reported = true;
        listener.badPacket(new BadPacket(reason, reason.words() + ": " + message, at));
    }

    private String describeUnfinished() {
        switch (packet[0]) {
            case DisplayPacket.SOLVE:
                return length < 2 ? "SOLVE stopped before its count byte"
                        : String.format("SOLVE counts %s, but only %d arrived", moves(packet[1] & 0xFF), length - 2);
            case DisplayPacket.STATE:
                return String.format("STATE stopped after %d of its 16 bytes", length - 1);
            default:
                return (packet[0] == DisplayPacket.NEXT ? "NEXT ('>')" : "PREV ('<')")
                        + " stopped before its terminator 0x0A";
        }
    }

    private static String moves(int count) {
        return count == 1 ? "1 move" : count + " moves";
    }

    /** A listener that keeps everything, in order. */
    public static final class Collected implements Listener {
        private final PacketDecoder decoder = new PacketDecoder(this);
        private final List<Object> events = new ArrayList<>();

        /** The decoder feeding this collector. */
        public PacketDecoder decoder() {
            return decoder;
        }

        @Override
        public void packet(DisplayPacket packet) {
            events.add(packet);
        }

        @Override
        public void badPacket(BadPacket report) {
            events.add(report);
        }

        /** Packets and reports, in order. */
        public List<Object> events() {
            return List.copyOf(events);
        }

        /** The packets only. */
        public List<DisplayPacket> packets() {
            return events.stream().filter(DisplayPacket.class::isInstance).map(DisplayPacket.class::cast).toList();
        }

        /** The reports only. */
        public List<BadPacket> reports() {
            return events.stream().filter(BadPacket.class::isInstance).map(BadPacket.class::cast).toList();
        }
    }
}

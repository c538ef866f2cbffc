package dev.cubeguide.link.display;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.PackedCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Move;
import dev.cubeguide.notation.MoveCode;
import java.util.List;
import java.util.Objects;

/**
 * One packet of the display-guide protocol (host to device; see {@code docs/display-protocol.md}):
 * <pre>
 * SOLVE  0x53 N m1 .. mN 0x0A     N = 0..255 move bytes ({@link MoveCode}): the scramble, applied to a solved cube
 * NEXT   0x3E 0x0A                show the next step
 * PREV   0x3C 0x0A                show the previous step
 * STATE  0x50 s1 .. s16 0x0A      the cube itself, as the 16 bytes of {@link PackedCube} (edges word, then corners
 *                                 word, each big-endian)
 * </pre>
 */
public sealed interface DisplayPacket {
    /** 'S': a scramble follows. */
    int SOLVE = 0x53;
    /** '&gt;': next step. */
    int NEXT = 0x3E;
    /** '&lt;': previous step. */
    int PREV = 0x3C;
    /** 'P': a packed state follows. */
    int STATE = 0x50;
    /** '\n': the last byte of every packet. */
    int TERMINATOR = 0x0A;
    /** The most moves one SOLVE packet carries (the count is one byte). */
    int MAX_MOVES = 255;
    /** The bytes of a packed state. */
    int STATE_BYTES = 16;

    /** The bytes on the wire. */
    byte[] toBytes();

    /** True for the four header bytes. */
    static boolean isHeader(int b) {
        return b == SOLVE || b == NEXT || b == PREV || b == STATE;
    }

    /** SOLVE: face turns only, at most 255. */
    record Solve(List<Move> moves) implements DisplayPacket {
        public Solve {
            moves = List.copyOf(moves);
            if (moves.size() > MAX_MOVES) {
                throw new IllegalArgumentException("a SOLVE packet holds at most " + MAX_MOVES + " moves, not "
                        + moves.size());
            }
            for (Move move : moves) {
                if (!move.isFaceTurn()) {
                    throw new IllegalArgumentException("a SOLVE packet holds face turns only, not " + move);
                }
            }
        }

        /** The moves as an algorithm. */
        public Alg alg() {
            return Alg.of(moves);
        }

        /** The cube the device builds: the moves applied to a solved cube. */
        public CubieCube cube() {
            return CubieCube.of(alg());
        }

        @Override
        public byte[] toBytes() {
            byte[] bytes = new byte[moves.size() + 3];
            bytes[0] = (byte) SOLVE;
            bytes[1] = (byte) moves.size();
            for (int i = 0; i < moves.size(); i++) {
                bytes[i + 2] = (byte) MoveCode.encode(moves.get(i));
            }
            bytes[bytes.length - 1] = (byte) TERMINATOR;
            return bytes;
        }

        @Override
        public String toString() {
            return "SOLVE " + moves.size() + " moves" + (moves.isEmpty() ? "" : ": " + alg());
        }
    }

    /** NEXT. */
    record Next() implements DisplayPacket {
        @Override
        public byte[] toBytes() {
            return new byte[] {(byte) NEXT, (byte) TERMINATOR};
        }

        @Override
        public String toString() {
            return "NEXT";
        }
    }

    /** PREV. */
    record Prev() implements DisplayPacket {
        @Override
        public byte[] toBytes() {
            return new byte[] {(byte) PREV, (byte) TERMINATOR};
        }

        @Override
        public String toString() {
            return "PREV";
        }
    }

    /** STATE: a legal cube (the decoder only makes one from a packed state that unpacks to a legal cube). */
    record State(PackedCube packed) implements DisplayPacket {
        public State {
            Objects.requireNonNull(packed, "packed");
        }

        /** The packet for {@code cube} (normalised first when its centres were turned). */
        public static State of(CubieCube cube) {
            return new State(PackedCube.of(cube));
        }

        /** The cube; throws {@code InvalidCubeException} for an illegal packed state. */
        public CubieCube cube() {
            return packed.toCubie();
        }

        @Override
        public byte[] toBytes() {
            byte[] bytes = new byte[STATE_BYTES + 2];
            bytes[0] = (byte) STATE;
            System.arraycopy(packed.toBytes(), 0, bytes, 1, STATE_BYTES);
            bytes[bytes.length - 1] = (byte) TERMINATOR;
            return bytes;
        }

        @Override
        public String toString() {
            return String.format("STATE edges=%015x corners=%010x", packed.edges(), packed.corners());
        }
    }
}

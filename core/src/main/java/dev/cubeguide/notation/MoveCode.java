package dev.cubeguide.notation;

import dev.cubeguide.notation.NotationException.Reason;

/**
 * The one-byte move code of the microcontroller display guide.
 *
 * <pre>
 * bit:   7     6     5   4   3   2   1   0
 *       half  ccw    D   L   B   U   R   F     (bits 0-5: exactly one face bit set)
 * </pre>
 * Both bit 6 and bit 7 clear means a clockwise quarter turn; bit 6 alone is counter-clockwise; bit 7 alone a
 * half turn. Setting both, setting no face bit or more than one, is invalid. Examples: F = 0x01, R' = 0x42,
 * U2 = 0x84.
 */
public final class MoveCode {
    /** The face bit for each face in URFDLB order: U=bit2, R=bit1, F=bit0, D=bit5, L=bit4, B=bit3. */
    private static final int[] FACE_BIT = {1 << 2, 1 << 1, 1 << 0, 1 << 5, 1 << 4, 1 << 3};
    private static final int COUNTER_CLOCKWISE = 1 << 6;
    private static final int HALF = 1 << 7;

    private MoveCode() {
    }

    /** The byte (0..255) of a face turn. */
    public static int encode(Move move) {
        if (!move.isFaceTurn()) {
            throw new IllegalArgumentException("only face turns have a move code: " + move);
        }
        int code = FACE_BIT[move.face().ordinal()];
        if (move.amount() == 2) {
            code |= HALF;
        } else if (move.amount() == 3) {
            code |= COUNTER_CLOCKWISE;
        }
        return code;
    }

    /** True when {@code code} (0..255) is a valid move byte. */
    public static boolean isValid(int code) {
        if (code < 0 || code > 0xFF) {
            return false;
        }
        int faceBits = code & 0x3F;
        return Integer.bitCount(faceBits) == 1 && (code & (HALF | COUNTER_CLOCKWISE)) != (HALF | COUNTER_CLOCKWISE);
    }

    /** The move of a byte; throws {@link NotationException} (reason INVALID_MOVE_CODE) for any other byte. */
    public static Move decode(int code) {
        if (!isValid(code)) {
            throw new NotationException(Reason.INVALID_MOVE_CODE, 1, String.format("0x%02X", code & 0xFF),
                    String.format("0x%02X is not a move byte", code & 0xFF));
        }
        int faceBit = code & 0x3F;
        int face = 0;
        while (FACE_BIT[face] != faceBit) {
            face++;
        }
        int amount = (code & HALF) != 0 ? 2 : (code & COUNTER_CLOCKWISE) != 0 ? 3 : 1;
        return Move.of(Face.ofIndex(face), amount);
    }
}

package dev.cubeguide.model;

import dev.cubeguide.notation.Face;

/**
 * The 54 stickers in facelet-string order: U1..U9, R1..R9, F1..F9, D1..D9, L1..L9, B1..B9.
 *
 * <p>Each face is read row by row as seen from outside the cube; U is read holding F toward you, D holding F
 * away (F at the top of the D face as drawn). The net:
 * <pre>
 *              +------------+
 *              | U1  U2  U3 |
 *              | U4  U5  U6 |
 *              | U7  U8  U9 |
 * +------------+------------+------------+------------+
 * | L1  L2  L3 | F1  F2  F3 | R1  R2  R3 | B1  B2  B3 |
 * | L4  L5  L6 | F4  F5  F6 | R4  R5  R6 | B4  B5  B6 |
 * | L7  L8  L9 | F7  F8  F9 | R7  R8  R9 | B7  B8  B9 |
 * +------------+------------+------------+------------+
 *              | D1  D2  D3 |
 *              | D4  D5  D6 |
 *              | D7  D8  D9 |
 *              +------------+
 * </pre>
 * This is the order of Kociemba's programs and of min2phase. {@code ordinal()} is the index into the string;
 * the centre of face f is {@code 9 * f + 4}.
 */
public enum Facelet {
    U1, U2, U3, U4, U5, U6, U7, U8, U9,
    R1, R2, R3, R4, R5, R6, R7, R8, R9,
    F1, F2, F3, F4, F5, F6, F7, F8, F9,
    D1, D2, D3, D4, D5, D6, D7, D8, D9,
    L1, L2, L3, L4, L5, L6, L7, L8, L9,
    B1, B2, B3, B4, B5, B6, B7, B8, B9;

    private static final Facelet[] VALUES = values();

    /** The sticker at index 0..53. */
    public static Facelet ofIndex(int index) {
        return VALUES[index];
    }

    /** The face this sticker lies on. */
    public Face face() {
        return Face.ofIndex(ordinal() / 9);
    }

    /** The position 1..9 on its face. */
    public int number() {
        return ordinal() % 9 + 1;
    }

    /** True for the six centre stickers. */
    public boolean isCenter() {
        return ordinal() % 9 == 4;
    }
}

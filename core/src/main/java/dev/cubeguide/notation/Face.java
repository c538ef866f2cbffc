package dev.cubeguide.notation;

/**
 * The six faces in the URFDLB order of facelet strings and of the 18 face-move indices.
 *
 * <p>{@code ordinal()} is the face index used everywhere inside: U=0, R=1, F=2, D=3, L=4, B=5. Opposite faces
 * differ by 3.
 */
public enum Face {
    U, R, F, D, L, B;

    private static final Face[] VALUES = values();

    /** The face at index 0..5 in URFDLB order. */
    public static Face ofIndex(int index) {
        return VALUES[index];
    }

    /** The face named by one of the letters U R F D L B (upper case only). */
    public static Face ofLetter(char letter) {
        int index = "URFDLB".indexOf(letter);
        if (index < 0) {
            throw new IllegalArgumentException("not a face letter: " + letter);
        }
        return VALUES[index];
    }

    /** The face on the other side of the cube. */
    public Face opposite() {
        return VALUES[(ordinal() + 3) % 6];
    }

    /** The axis: 0 for U-D, 1 for R-L, 2 for F-B. */
    public int axis() {
        return ordinal() % 3;
    }

    /** The single letter of this face. */
    public char letter() {
        return name().charAt(0);
    }
}

package dev.cubeguide.model;

import dev.cubeguide.notation.Face;

/**
 * Prints a cube as an ASCII net in the layout of the Python {@code rubik-cube} package: the U face on top
 * (indented by four spaces), then L F R B in a row with one space between faces, then D. Each face is three rows
 * of three letters. The solved cube in colour letters (white U, green F, standard scheme, see {@link Color}):
 *
 * <pre>
 *     WWW
 *     WWW
 *     WWW
 * OOO GGG RRR BBB
 * OOO GGG RRR BBB
 * OOO GGG RRR BBB
 *     YYY
 *     YYY
 *     YYY
 * </pre>
 * Every line ends with a newline; there are no trailing spaces.
 */
public final class NetPrinter {
    private static final String INDENT = "    ";
    /** The faces of the middle band, left to right: L F R B. */
    private static final Face[] BAND = {Face.L, Face.F, Face.R, Face.B};

    private NetPrinter() {
    }

    /** The net of a facelet string, each sticker printed as the symbol it has in the string (54 characters). */
    public static String print(String facelets) {
        if (facelets.length() != 54) {
            throw new IllegalArgumentException("a facelet string has 54 characters, not " + facelets.length());
        }
        StringBuilder out = new StringBuilder(11 * 16);
        for (int row = 0; row < 3; row++) {
            out.append(INDENT).append(row(facelets, Face.U, row)).append('\n');
        }
        for (int row = 0; row < 3; row++) {
            for (int i = 0; i < BAND.length; i++) {
                if (i > 0) {
                    out.append(' ');
                }
                out.append(row(facelets, BAND[i], row));
            }
            out.append('\n');
        }
        for (int row = 0; row < 3; row++) {
            out.append(INDENT).append(row(facelets, Face.D, row)).append('\n');
        }
        return out.toString();
    }

    /** The net of a cube, stickers written as the letters of their home faces (U R F D L B). */
    public static String print(CubieCube cube) {
        return print(cube.toFacelets());
    }

    /**
     * The net of a cube in colour letters of the standard scheme ({@link Color}: W R G Y O B for the home faces
     * U R F D L B). A cube turned as a whole shows the colours where they now are: after {@code x} the top is green.
     */
    public static String printColors(CubieCube cube) {
        String facelets = cube.toFacelets();
        StringBuilder colours = new StringBuilder(54);
        for (int i = 0; i < 54; i++) {
            colours.append(Color.standard(Face.ofLetter(facelets.charAt(i))).letter());
        }
        return print(colours.toString());
    }

    private static String row(String facelets, Face face, int row) {
        int base = 9 * face.ordinal() + 3 * row;
        return facelets.substring(base, base + 3);
    }
}

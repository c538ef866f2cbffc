package dev.cubeguide.model;

/**
 * Prints a cube as an ASCII net in the layout of the Python {@code rubik-cube} package: the U face on top,
 * then L F R B in a row, then D, each sticker a letter separated by spaces.
 *
 * <pre>
 *       U U U
 *       U U U
 *       U U U
 * L L L F F F R R R B B B
 * L L L F F F R R R B B B
 * L L L F F F R R R B B B
 *       D D D
 *       D D D
 *       D D D
 * </pre>
 */
public final class NetPrinter {
    private NetPrinter() {
    }

    /** The net of a facelet string (any symbols; 54 characters). */
    public static String print(String facelets) {
        if (facelets.length() != 54) {
            throw new IllegalArgumentException("a facelet string has 54 characters");
        }
        StringBuilder out = new StringBuilder();
        String indent = "      ";
        for (int row = 0; row < 3; row++) {
            out.append(indent).append(row(facelets, 0, row)).append('\n');
        }
        int[] middle = {4, 2, 1, 5}; // L F R B
        for (int row = 0; row < 3; row++) {
            for (int i = 0; i < middle.length; i++) {
                if (i > 0) {
                    out.append(' ');
                }
                out.append(row(facelets, middle[i], row));
            }
            out.append('\n');
        }
        for (int row = 0; row < 3; row++) {
            out.append(indent).append(row(facelets, 3, row)).append('\n');
        }
        return out.toString();
    }

    /** The net of a cube, stickers written as face letters. */
    public static String print(CubieCube cube) {
        return print(cube.toFacelets());
    }

    private static String row(String facelets, int face, int row) {
        int base = 9 * face + 3 * row;
        return facelets.charAt(base) + " " + facelets.charAt(base + 1) + " " + facelets.charAt(base + 2);
    }
}

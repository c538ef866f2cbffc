package dev.cubeguide.model;

import dev.cubeguide.notation.Face;
import java.util.Locale;

/**
 * The six sticker colours of a standard cube, with the Western colour scheme as the default: white U, red R,
 * green F, yellow D, orange L, blue B. Facelet strings do not use these: there the centres define the colours.
 * They are for people (the net printer, the guide's "hold the cube with green facing you").
 */
public enum Color {
    WHITE('W'), RED('R'), GREEN('G'), YELLOW('Y'), ORANGE('O'), BLUE('B');

    private final char letter;

    Color(char letter) {
        this.letter = letter;
    }

    public char letter() {
        return letter;
    }

    /** The colour of {@code face}'s centre in the standard scheme. */
    public static Color standard(Face face) {
        return values()[face.ordinal()];
    }

    /** The lower-case English name ("white"). */
    public String displayName() {
        return name().toLowerCase(Locale.ROOT);
    }
}

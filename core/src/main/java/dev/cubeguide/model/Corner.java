package dev.cubeguide.model;

import dev.cubeguide.notation.Face;
import static dev.cubeguide.model.Facelet.*;

/**
 * The eight corner positions (and pieces), in Kociemba's order. Each lists its three stickers clockwise,
 * starting with the one on the U or D face; that sticker's position defines the corner's orientation
 * (0 when the piece's U/D colour is on the U/D face, 1 when it is one sticker clockwise from there, 2 when two).
 */
public enum Corner {
    URF(U9, R1, F3), UFL(U7, F1, L3), ULB(U1, L1, B3), UBR(U3, B1, R3),
    DFR(D3, F9, R7), DLF(D1, L9, F7), DBL(D7, B9, L7), DRB(D9, R9, B7);

    private final Facelet[] facelets;

    Corner(Facelet... facelets) {
        this.facelets = facelets;
    }

    /** The sticker at position k (0, 1, 2, clockwise from the U/D sticker). */
    public Facelet facelet(int k) {
        return facelets[k];
    }

    /** The home face of sticker k: for URF, k=0 is U, 1 is R, 2 is F. */
    public Face color(int k) {
        return facelets[k].face();
    }

    private static final Corner[] VALUES = values();

    public static Corner ofIndex(int index) {
        return VALUES[index];
    }
}

package dev.cubeguide.model;

import dev.cubeguide.notation.Face;
import static dev.cubeguide.model.Facelet.*;

/**
 * The twelve edge positions (and pieces), in Kociemba's order: the U layer, the D layer, then the E slice.
 * Sticker 0 of each edge is on U or D, or for the E-slice edges on F or B; an edge's orientation is 0 when its
 * sticker 0 colour lies on the position's sticker 0, else 1.
 */
public enum Edge {
    UR(U6, R2), UF(U8, F2), UL(U4, L2), UB(U2, B2), DR(D6, R8), DF(D2, F8),
    DL(D4, L8), DB(D8, B8), FR(F6, R4), FL(F4, L6), BL(B6, L4), BR(B4, R6);

    private final Facelet[] facelets;

    Edge(Facelet... facelets) {
        this.facelets = facelets;
    }

    public Facelet facelet(int k) {
        return facelets[k];
    }

    /** The home face of sticker k. */
    public Face color(int k) {
        return facelets[k].face();
    }

    private static final Edge[] VALUES = values();

    public static Edge ofIndex(int index) {
        return VALUES[index];
    }
}

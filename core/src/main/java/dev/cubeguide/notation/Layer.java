package dev.cubeguide.notation;

/**
 * What a move turns: one face, a face with the middle layer behind it (wide), a middle slice, or the whole
 * cube. The direction of each is the WCA one: a face turns clockwise as seen looking at that face; a wide
 * turn like its face; M like L, E like D, S like F; x like R, y like U, z like F.
 */
public enum Layer {
    U("U", Face.U), R("R", Face.R), F("F", Face.F), D("D", Face.D), L("L", Face.L), B("B", Face.B),
    UW("Uw", Face.U), RW("Rw", Face.R), FW("Fw", Face.F), DW("Dw", Face.D), LW("Lw", Face.L), BW("Bw", Face.B),
    M("M", Face.L), E("E", Face.D), S("S", Face.F),
    X("x", Face.R), Y("y", Face.U), Z("z", Face.F);

    private final String symbol;
    private final Face directionFace;

    Layer(String symbol, Face directionFace) {
        this.symbol = symbol;
        this.directionFace = directionFace;
    }

    /** The WCA symbol: {@code U}, {@code Rw}, {@code M}, {@code x}. */
    public String symbol() {
        return symbol;
    }

    /** The face whose clockwise turn gives this layer's clockwise direction (M turns like L). */
    public Face directionFace() {
        return directionFace;
    }

    public boolean isFace() {
        return ordinal() < 6;
    }

    public boolean isWide() {
        return ordinal() >= 6 && ordinal() < 12;
    }

    public boolean isSlice() {
        return this == M || this == E || this == S;
    }

    public boolean isRotation() {
        return this == X || this == Y || this == Z;
    }

    /** The face layer of a face or wide turn. */
    public static Layer ofFace(Face face) {
        return values()[face.ordinal()];
    }

    /** The wide layer of a face. */
    public static Layer wideOf(Face face) {
        return values()[6 + face.ordinal()];
    }
}

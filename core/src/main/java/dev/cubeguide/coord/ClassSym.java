package dev.cubeguide.coord;

/**
 * A symmetry coordinate packed in one int as {@link SymClasses} lays it out: {@code class << 4 | s}, where the
 * class's representative is {@code S x S^-1} for the U-D symmetry S numbered s (0..15); and the layout of the
 * conjugation tables that such a coordinate is read through, {@code [x * 16 + s]}. The two-phase and the optimal
 * searches keep the flip-slice and the corner permutation this way. Small static methods, so that the searches'
 * hot loops inline them; the asserts check the ranges when assertions are on (the tests), and cost nothing when off.
 */
public final class ClassSym {
    /** Bits of the symmetry, at the low end: the 16 U-D symmetries. */
    public static final int SYM_BITS = 4;
    private static final int SYM_MASK = (1 << SYM_BITS) - 1;

    private ClassSym() {
    }

    /** The packed coordinate of class {@code symClass} seen through symmetry {@code sym}. */
    public static int encode(int symClass, int sym) {
        assert symClass >= 0 && symClass < 1 << (31 - SYM_BITS) : symClass;
        assert sym >= 0 && sym <= SYM_MASK : sym;
        return symClass << SYM_BITS | sym;
    }

    /** The class (its representative's index). */
    public static int classOf(int classSym) {
        assert classSym >= 0 : classSym;
        return classSym >>> SYM_BITS;
    }

    /** The symmetry s that takes the coordinate to its representative. */
    public static int symOf(int classSym) {
        assert classSym >= 0 : classSym;
        return classSym & SYM_MASK;
    }

    /** The packed coordinate {@code classSym} with its symmetry replaced by {@code sym}: the same class. */
    public static int withSym(int classSym, int sym) {
        assert classSym >= 0 && sym >= 0 && sym <= SYM_MASK : classSym + "," + sym;
        return classSym & ~SYM_MASK | sym;
    }

    /**
     * The index of (x, s) in a conjugation table laid out {@code [x * 16 + s]}: the coordinate x seen through the
     * symmetry s ({@code S x S^-1}).
     */
    public static int conjIndex(int x, int sym) {
        assert x >= 0 && sym >= 0 && sym <= SYM_MASK : x + "," + sym;
        return x << SYM_BITS | sym;
    }
}

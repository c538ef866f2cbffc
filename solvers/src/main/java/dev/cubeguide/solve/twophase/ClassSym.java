package dev.cubeguide.solve.twophase;

/**
 * A symmetry coordinate packed in one int as {@link dev.cubeguide.coord.SymClasses} lays it out:
 * {@code class << 4 | s}, where the class's representative is {@code S x S^-1} for the U-D symmetry S numbered s
 * (0..15). The search keeps the flip-slice and the corner permutation this way.
 */
final class ClassSym {
    /** Bits of the symmetry, at the low end. */
    static final int SYM_BITS = 4;
    private static final int SYM_MASK = (1 << SYM_BITS) - 1;

    private ClassSym() {
    }

    static int encode(int symClass, int sym) {
        assert symClass >= 0 && symClass < 1 << (31 - SYM_BITS) : symClass;
        assert sym >= 0 && sym <= SYM_MASK : sym;
        return symClass << SYM_BITS | sym;
    }

    /** The class (its representative's index). */
    static int classOf(int classSym) {
        assert classSym >= 0 : classSym;
        return classSym >>> SYM_BITS;
    }

    /** The symmetry s that takes the coordinate to its representative. */
    static int symOf(int classSym) {
        assert classSym >= 0 : classSym;
        return classSym & SYM_MASK;
    }

    /**
     * The index of (x, s) in a conjugation table laid out {@code [x * 16 + s]}: the coordinate x seen through the
     * symmetry s ({@code S x S^-1}).
     */
    static int conjIndex(int x, int sym) {
        assert x >= 0 && sym >= 0 && sym <= SYM_MASK : x + "," + sym;
        return x << SYM_BITS | sym;
    }
}

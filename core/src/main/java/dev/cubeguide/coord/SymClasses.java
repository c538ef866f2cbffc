package dev.cubeguide.coord;

import dev.cubeguide.table.ArrayBytes;

/**
 * A symmetry reduction of a coordinate by the 16 symmetries that keep the U-D axis. Every raw value {@code x}
 * belongs to one class; the class's representative is its smallest raw value, and
 * {@code rep(classOf(x)) = S * x * S^-1} for {@code S = symmetryOf(x)}. {@code stabilizer(c)} has bit s set when
 * symmetry s maps the representative of class c onto itself (bit 0 is always set).
 *
 * <p>Class indices are kept in a {@code char} per raw value when there are at most 65,536 classes (every two-phase
 * coordinate), else in an {@code int} (the 1,523,864 classes of flip and sorted UD-slice edges of the optimal
 * solver's large table); {@link #classIndexArray()} serves only the narrow form.
 *
 * <p>The arrays are shared and must not be changed; searches read them directly for speed.
 */
public final class SymClasses {
    /** Class counts up to this fit in a char per raw value. */
    static final int NARROW_LIMIT = 1 << 16;

    /** The class of each raw value when narrow, else null. */
    private final char[] classIndex;
    /** The class of each raw value when wide, else null. */
    private final int[] wideClassIndex;
    private final byte[] symmetry;
    private final int[] representative;
    private final char[] stabilizer;

    /** From class indices as ints (-1 never occurs); stored narrow when the class count allows. */
    SymClasses(int[] classIndex, byte[] symmetry, int[] representative, char[] stabilizer) {
        if (representative.length <= NARROW_LIMIT) {
            this.classIndex = new char[classIndex.length];
            for (int i = 0; i < classIndex.length; i++) {
                this.classIndex[i] = (char) classIndex[i];
            }
            this.wideClassIndex = null;
        } else {
            this.classIndex = null;
            this.wideClassIndex = classIndex;
        }
        this.symmetry = symmetry;
        this.representative = representative;
        this.stabilizer = stabilizer;
    }

    private SymClasses(char[] classIndex, int[] wideClassIndex, byte[] symmetry, int[] representative,
            char[] stabilizer) {
        this.classIndex = classIndex;
        this.wideClassIndex = wideClassIndex;
        this.symmetry = symmetry;
        this.representative = representative;
        this.stabilizer = stabilizer;
    }

    /** {@code MOVE_CONJ[s * 18 + m]}: the move {@code S m S^-1}, for the 16 U-D symmetries. */
    private static final int[] MOVE_CONJ = new int[Symmetry.N_SYM_UD * Coordinates.N_MOVES];
    /** {@code PRODUCT[t << 4 | s]} ({@link ClassSym#conjIndex} layout): the U-D symmetry {@code T S}. */
    private static final int[] PRODUCT = new int[Symmetry.N_SYM_UD * Symmetry.N_SYM_UD];

    static {
        for (int s = 0; s < Symmetry.N_SYM_UD; s++) {
            for (int m = 0; m < Coordinates.N_MOVES; m++) {
                MOVE_CONJ[s * Coordinates.N_MOVES + m] = Symmetry.conjugateMove(s, m);
            }
            for (int t = 0; t < Symmetry.N_SYM_UD; t++) {
                PRODUCT[ClassSym.conjIndex(t, s)] = Symmetry.multiply(t, s);
            }
        }
    }

    /**
     * A symmetry coordinate's step: the entry {@code class << 4 | s} of x (so {@code rep = S x S^-1}) after move m,
     * from the entry alone and a move table on the classes, {@code classMove[c * 18 + m]} being the entry of
     * {@code rep(c) m}. With {@code m' = S m S^-1}, {@code x m = S^-1 (rep m') S}; if {@code rep m'} has class c'
     * and symmetry T, then x m has class c' and symmetry {@code T S}. For a class with symmetries of its own, S may
     * be another of the symmetries that reach the representative than {@link #symmetryOf} gives. The searches'
     * hot loops call this once per child, so it is kept small enough to inline.
     */
    public static int step(int[] classMove, int classSym, int m) {
        int s = ClassSym.symOf(classSym);
        int e = classMove[Coordinates.moveIndex(ClassSym.classOf(classSym), MOVE_CONJ[Coordinates.moveIndex(s, m)])];
        return ClassSym.withSym(e, PRODUCT[ClassSym.conjIndex(ClassSym.symOf(e), s)]);
    }

    /** The number of classes. */
    public int classCount() {
        return representative.length;
    }

    /** The number of raw values. */
    public int rawCount() {
        return symmetry.length;
    }

    public int classOf(int raw) {
        return classIndex != null ? classIndex[raw] : wideClassIndex[raw];
    }

    public int symmetryOf(int raw) {
        return symmetry[raw];
    }

    public int representative(int classIndex) {
        return representative[classIndex];
    }

    public int stabilizer(int classIndex) {
        return stabilizer[classIndex];
    }

    /** The class of each raw value (shared, read-only); only for at most 65,536 classes. */
    public char[] classIndexArray() {
        if (classIndex == null) {
            throw new IllegalStateException(classCount() + " classes do not fit in a char per raw value");
        }
        return classIndex;
    }

    /** The symmetry of each raw value (shared, read-only). */
    public byte[] symmetryArray() {
        return symmetry;
    }

    /**
     * {@code classOf(raw) << 4 | symmetryOf(raw)} for every raw value, in one int each: a search reads class and
     * symmetry with one memory access instead of two. A new array.
     */
    public int[] classSymArray() {
        int[] out = new int[rawCount()];
        for (int i = 0; i < out.length; i++) {
            out[i] = ClassSym.encode(classOf(i), symmetry[i]);
        }
        return out;
    }

    /**
     * Serialized form: classIndex (2 bytes each, or 4 above 65,536 classes), symmetry (1 byte each),
     * representative (4), stabilizer (2).
     */
    static long bytes(int raw, int classes) {
        return (classes <= NARROW_LIMIT ? 3L : 5L) * raw + 6L * classes;
    }

    void writeTo(byte[] out) {
        int at;
        if (classIndex != null) {
            ArrayBytes.putChars(classIndex, classIndex.length, out, 0);
            at = 2 * classIndex.length;
        } else {
            ArrayBytes.putInts(wideClassIndex, out, 0);
            at = 4 * wideClassIndex.length;
        }
        System.arraycopy(symmetry, 0, out, at, symmetry.length);
        at += symmetry.length;
        ArrayBytes.putInts(representative, out, at);
        at += 4 * representative.length;
        ArrayBytes.putChars(stabilizer, stabilizer.length, out, at);
    }

    static SymClasses readFrom(byte[] in, int raw, int classes) {
        char[] classIndex = null;
        int[] wideClassIndex = null;
        byte[] symmetry = new byte[raw];
        int[] representative = new int[classes];
        char[] stabilizer = new char[classes];
        int at;
        if (classes <= NARROW_LIMIT) {
            classIndex = new char[raw];
            ArrayBytes.getChars(in, 0, classIndex);
            at = 2 * raw;
        } else {
            wideClassIndex = new int[raw];
            ArrayBytes.getInts(in, 0, wideClassIndex);
            at = 4 * raw;
        }
        System.arraycopy(in, at, symmetry, 0, raw);
        at += raw;
        ArrayBytes.getInts(in, at, representative);
        at += 4 * classes;
        ArrayBytes.getChars(in, at, stabilizer);
        return new SymClasses(classIndex, wideClassIndex, symmetry, representative, stabilizer);
    }
}

package dev.cubeguide.coord;

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
            out[i] = classOf(i) << 4 | symmetry[i];
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
        java.nio.ByteBuffer b = java.nio.ByteBuffer.wrap(out);
        if (classIndex != null) {
            b.asCharBuffer().put(classIndex);
            b.position(2 * classIndex.length);
        } else {
            b.asIntBuffer().put(wideClassIndex);
            b.position(4 * wideClassIndex.length);
        }
        b.put(symmetry);
        b.asIntBuffer().put(representative);
        b.position(b.position() + 4 * representative.length);
        b.asCharBuffer().put(stabilizer);
    }

    static SymClasses readFrom(byte[] in, int raw, int classes) {
        java.nio.ByteBuffer b = java.nio.ByteBuffer.wrap(in);
        char[] classIndex = null;
        int[] wideClassIndex = null;
        byte[] symmetry = new byte[raw];
        int[] representative = new int[classes];
        char[] stabilizer = new char[classes];
        if (classes <= NARROW_LIMIT) {
            classIndex = new char[raw];
            b.asCharBuffer().get(classIndex);
            b.position(2 * raw);
        } else {
            wideClassIndex = new int[raw];
            b.asIntBuffer().get(wideClassIndex);
            b.position(4 * raw);
        }
        b.get(symmetry);
        b.asIntBuffer().get(representative);
        b.position(b.position() + 4 * classes);
        b.asCharBuffer().get(stabilizer);
        return new SymClasses(classIndex, wideClassIndex, symmetry, representative, stabilizer);
    }
}

package dev.cubeguide.coord;

/**
 * A symmetry reduction of a coordinate by the 16 symmetries that keep the U-D axis. Every raw value {@code x}
 * belongs to one class; the class's representative is its smallest raw value, and
 * {@code rep(classOf(x)) = S * x * S^-1} for {@code S = symmetryOf(x)}. {@code stabilizer(c)} has bit s set when
 * symmetry s maps the representative of class c onto itself (bit 0 is always set).
 *
 * <p>The arrays are shared and must not be changed; searches read them directly for speed.
 */
public final class SymClasses {
    private final char[] classIndex;
    private final byte[] symmetry;
    private final int[] representative;
    private final char[] stabilizer;

    SymClasses(char[] classIndex, byte[] symmetry, int[] representative, char[] stabilizer) {
        this.classIndex = classIndex;
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
        return classIndex.length;
    }

    public int classOf(int raw) {
        return classIndex[raw];
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

    /** The class of each raw value (shared, read-only). */
    public char[] classIndexArray() {
        return classIndex;
    }

    /** The symmetry of each raw value (shared, read-only). */
    public byte[] symmetryArray() {
        return symmetry;
    }

    /** Serialized form: classIndex (2 bytes each), symmetry (1 byte each), representative (4), stabilizer (2). */
    static long bytes(int raw, int classes) {
        return 3L * raw + 6L * classes;
    }

    void writeTo(byte[] out) {
        java.nio.ByteBuffer b = java.nio.ByteBuffer.wrap(out);
        b.asCharBuffer().put(classIndex);
        b.position(2 * classIndex.length);
        b.put(symmetry);
        b.asIntBuffer().put(representative);
        b.position(b.position() + 4 * representative.length);
        b.asCharBuffer().put(stabilizer);
    }

    static SymClasses readFrom(byte[] in, int raw, int classes) {
        java.nio.ByteBuffer b = java.nio.ByteBuffer.wrap(in);
        char[] classIndex = new char[raw];
        byte[] symmetry = new byte[raw];
        int[] representative = new int[classes];
        char[] stabilizer = new char[classes];
        b.asCharBuffer().get(classIndex);
        b.position(2 * raw);
        b.get(symmetry);
        b.asIntBuffer().get(representative);
        b.position(b.position() + 4 * classes);
        b.asCharBuffer().get(stabilizer);
        return new SymClasses(classIndex, symmetry, representative, stabilizer);
    }
}

package dev.cubeguide.table;

/**
 * Arrays of chars, shorts and ints read from and written into a table's bytes by hand, big-endian (as
 * {@link java.nio.ByteBuffer} lays them out, so stored tables keep their format) or little-endian: plain loops,
 * several times faster in the browser than the class library's buffer views, and as fast on the JVM.
 */
public final class ArrayBytes {
    private ArrayBytes() {
    }

    /** Fills {@code out} with the big-endian chars from byte {@code offset} of {@code bytes}. */
    public static void getChars(byte[] bytes, int offset, char[] out) {
        for (int i = 0, b = offset; i < out.length; i++, b += 2) {
            out[i] = (char) ((bytes[b] & 0xFF) << 8 | bytes[b + 1] & 0xFF);
        }
    }

    /** Writes the first {@code length} values big-endian from byte {@code offset} of {@code bytes}. */
    public static void putChars(char[] values, int length, byte[] bytes, int offset) {
        for (int i = 0, b = offset; i < length; i++, b += 2) {
            bytes[b] = (byte) (values[i] >>> 8);
            bytes[b + 1] = (byte) values[i];
        }
    }

    /** Fills {@code out} with the big-endian shorts from byte {@code offset} of {@code bytes}. */
    public static void getShorts(byte[] bytes, int offset, short[] out) {
        for (int i = 0, b = offset; i < out.length; i++, b += 2) {
            out[i] = (short) (bytes[b] << 8 | bytes[b + 1] & 0xFF);
        }
    }

    /** Writes the first {@code length} values big-endian from byte {@code offset} of {@code bytes}. */
    public static void putShorts(short[] values, int length, byte[] bytes, int offset) {
        for (int i = 0, b = offset; i < length; i++, b += 2) {
            bytes[b] = (byte) (values[i] >>> 8);
            bytes[b + 1] = (byte) values[i];
        }
    }

    /** Fills {@code out} with the big-endian ints from byte {@code offset} of {@code bytes}. */
    public static void getInts(byte[] bytes, int offset, int[] out) {
        for (int i = 0, b = offset; i < out.length; i++, b += 4) {
            out[i] = bytes[b] << 24 | (bytes[b + 1] & 0xFF) << 16 | (bytes[b + 2] & 0xFF) << 8 | bytes[b + 3] & 0xFF;
        }
    }

    /** Writes {@code values} big-endian from byte {@code offset} of {@code bytes}. */
    public static void putInts(int[] values, byte[] bytes, int offset) {
        for (int i = 0, b = offset; i < values.length; i++, b += 4) {
            int v = values[i];
            bytes[b] = (byte) (v >>> 24);
            bytes[b + 1] = (byte) (v >>> 16);
            bytes[b + 2] = (byte) (v >>> 8);
            bytes[b + 3] = (byte) v;
        }
    }

    /** Fills {@code out} with the little-endian ints from byte {@code offset} of {@code bytes}. */
    public static void getIntsLittleEndian(byte[] bytes, int offset, int[] out) {
        for (int i = 0, b = offset; i < out.length; i++, b += 4) {
            out[i] = IntsInBytes.get(bytes, b);
        }
    }

    /** Writes {@code values} little-endian from byte {@code offset} of {@code bytes}. */
    public static void putIntsLittleEndian(int[] values, byte[] bytes, int offset) {
        for (int i = 0, b = offset; i < values.length; i++, b += 4) {
            IntsInBytes.set(bytes, b, values[i]);
        }
    }
}

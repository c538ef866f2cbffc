package dev.cubeguide.table;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * Arrays of chars, shorts and ints read from and written into a table's bytes by hand, big-endian (as
 * {@link java.nio.ByteBuffer} lays them out, so stored tables keep their format) or little-endian: plain loops,
 * several times faster in the browser than the class library's buffer views.
 *
 * <p>On the JVM the reads of chars and ints go through buffer views once {@link #useBufferViews} has turned them on
 * (by {@link TableStore}, the JVM's store): their bulk copy runs at memory speed from the first call, where a loop
 * runs in the interpreter until it is compiled (a cold optimal solve spent about 35 ms of its 0.39 s in such loops
 * and their compilation). Both ways give the same values.
 */
public final class ArrayBytes {
    /** Whether reads use buffer views: set once, on the JVM, never in the browser. */
    private static volatile boolean bufferViews;

    private ArrayBytes() {
    }

    /** Whether reads of chars and ints use the class library's buffer views (true on the JVM only). */
    static void useBufferViews(boolean on) {
        bufferViews = on;
    }

    /** Fills {@code out} with the big-endian chars from byte {@code offset} of {@code bytes}. */
    public static void getChars(byte[] bytes, int offset, char[] out) {
        if (bufferViews) {
            ByteBuffer.wrap(bytes, offset, Character.BYTES * out.length).asCharBuffer().get(out);
            return;
        }
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
        if (bufferViews) {
            ByteBuffer.wrap(bytes, offset, Integer.BYTES * out.length).asIntBuffer().get(out);
            return;
        }
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
        if (bufferViews) {
            ByteBuffer.wrap(bytes, offset, Integer.BYTES * out.length).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer()
                    .get(out);
            return;
        }
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

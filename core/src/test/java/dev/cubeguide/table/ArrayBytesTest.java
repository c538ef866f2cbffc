package dev.cubeguide.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The hand-made reads and writes lay the values out as {@link ByteBuffer} does, so stored tables keep their format. */
class ArrayBytesTest {
    @Test
    void charsShortsAndIntsAreLaidOutAsByteBufferDoes() {
        Random random = new Random(4);
        char[] chars = new char[50];
        short[] shorts = new short[50];
        int[] ints = new int[50];
        for (int i = 0; i < 50; i++) {
            chars[i] = (char) random.nextInt(1 << 16);
            shorts[i] = (short) random.nextInt();
            ints[i] = random.nextInt();
        }
        byte[] bytes = new byte[3 + 100];
        ArrayBytes.putChars(chars, 50, bytes, 3);
        ByteBuffer expected = ByteBuffer.allocate(103);
        expected.position(3);
        expected.asCharBuffer().put(chars);
        assertThat(bytes).isEqualTo(expected.array());
        char[] charsBack = new char[50];
        ArrayBytes.getChars(bytes, 3, charsBack);
        assertThat(charsBack).isEqualTo(chars);

        byte[] shortBytes = new byte[100];
        ArrayBytes.putShorts(shorts, 50, shortBytes, 0);
        ByteBuffer shortBuffer = ByteBuffer.allocate(100);
        shortBuffer.asShortBuffer().put(shorts);
        assertThat(shortBytes).isEqualTo(shortBuffer.array());
        short[] shortsBack = new short[50];
        ArrayBytes.getShorts(shortBytes, 0, shortsBack);
        assertThat(shortsBack).isEqualTo(shorts);

        byte[] big = new byte[200];
        ArrayBytes.putInts(ints, big, 0);
        ByteBuffer bigBuffer = ByteBuffer.allocate(200);
        bigBuffer.asIntBuffer().put(ints);
        assertThat(big).isEqualTo(bigBuffer.array());
        int[] intsBack = new int[50];
        ArrayBytes.getInts(big, 0, intsBack);
        assertThat(intsBack).isEqualTo(ints);

        byte[] little = new byte[200];
        ArrayBytes.putIntsLittleEndian(ints, little, 0);
        ByteBuffer littleBuffer = ByteBuffer.allocate(200).order(ByteOrder.LITTLE_ENDIAN);
        littleBuffer.asIntBuffer().put(ints);
        assertThat(little).isEqualTo(littleBuffer.array());
        ArrayBytes.getIntsLittleEndian(little, 0, intsBack);
        assertThat(intsBack).isEqualTo(ints);
    }

    /** The loops (the browser's) and the buffer views (the JVM's) read the same values, at any offset. */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void bothWaysOfReadingGiveTheSameValues(boolean bufferViews) {
        byte[] bytes = new byte[4003];
        new Random(6).nextBytes(bytes);
        char[] chars = new char[1000];
        int[] ints = new int[1000];
        int[] little = new int[1000];
        try {
            ArrayBytes.useBufferViews(bufferViews);
            ArrayBytes.getChars(bytes, 3, chars);
            ArrayBytes.getInts(bytes, 3, ints);
            ArrayBytes.getIntsLittleEndian(bytes, 3, little);
        } finally {
            ArrayBytes.useBufferViews(true);
        }
        for (int i = 0; i < 1000; i++) {
            assertThat(chars[i]).isEqualTo(ByteBuffer.wrap(bytes).getChar(3 + 2 * i));
            assertThat(ints[i]).isEqualTo(ByteBuffer.wrap(bytes).getInt(3 + 4 * i));
            assertThat(little[i]).isEqualTo(ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).getInt(3 + 4 * i));
        }
    }
}

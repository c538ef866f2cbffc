package dev.cubeguide.table;

/** Little-endian ints inside a byte array, read and written by hand (for code that runs in a browser too). */
final class IntsInBytes {
    private IntsInBytes() {
    }

    static int get(byte[] array, int index) {
        return array[index] & 0xFF | (array[index + 1] & 0xFF) << 8 | (array[index + 2] & 0xFF) << 16
                | array[index + 3] << 24;
    }

    static void set(byte[] array, int index, int value) {
        array[index] = (byte) value;
        array[index + 1] = (byte) (value >>> 8);
        array[index + 2] = (byte) (value >>> 16);
        array[index + 3] = (byte) (value >>> 24);
    }
}

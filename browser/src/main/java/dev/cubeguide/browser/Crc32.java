package dev.cubeguide.browser;

/**
 * CRC-32 (the polynomial of {@link java.util.zip.CRC32}, the same values) eight bytes a step ("slicing by eight":
 * eight tables of 256 entries, one per byte of the step): about four times as fast as a byte a step, which the
 * class library's CRC32 does in the browser. The engine checks every table it reads from storage with it.
 */
final class Crc32 {
    /** {@code TABLE[k * 256 + b]}: the CRC of byte b followed by k zero bytes. */
    private static final int[] TABLE = table();

    private Crc32() {
    }

    private static int[] table() {
        int[] t = new int[8 * 256];
        for (int b = 0; b < 256; b++) {
            int c = b;
            for (int k = 0; k < 8; k++) {
                c = (c & 1) != 0 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1;
            }
            t[b] = c;
        }
        for (int k = 1; k < 8; k++) {
            for (int b = 0; b < 256; b++) {
                int previous = t[(k - 1) * 256 + b];
                t[k * 256 + b] = t[previous & 0xFF] ^ (previous >>> 8);
            }
        }
        return t;
    }

    /** The CRC-32 of {@code data}. */
    static int of(byte[] data) {
        int[] t = TABLE;
        int c = -1;
        int i = 0;
        for (int end = data.length - 7; i < end; i += 8) {
            int low = c ^ (data[i] & 0xFF | (data[i + 1] & 0xFF) << 8 | (data[i + 2] & 0xFF) << 16
                    | data[i + 3] << 24);
            c = t[7 * 256 + (low & 0xFF)] ^ t[6 * 256 + (low >>> 8 & 0xFF)] ^ t[5 * 256 + (low >>> 16 & 0xFF)]
                    ^ t[4 * 256 + (low >>> 24)] ^ t[3 * 256 + (data[i + 4] & 0xFF)] ^ t[2 * 256 + (data[i + 5] & 0xFF)]
                    ^ t[256 + (data[i + 6] & 0xFF)] ^ t[data[i + 7] & 0xFF];
        }
        for (; i < data.length; i++) {
            c = t[(c ^ data[i]) & 0xFF] ^ (c >>> 8);
        }
        return ~c;
    }
}

package dev.cubeguide.link.reliable;

/**
 * CRC-16/CCITT-FALSE (also called CRC-16/IBM-3740): polynomial 0x1021, initial value 0xFFFF, no reflection of
 * input or output, no final XOR. Its check value, the CRC of the ASCII bytes "123456789", is 0x29B1. With a
 * Hamming distance of 4 for messages up to 32,751 bits it detects every error of one, two or three flipped bits in
 * a frame, and every burst of up to 16 bits.
 *
 * <p>Source: the catalogue of parametrised CRC algorithms (Greg Cook, "Catalogue of parametrised CRC algorithms",
 * entry CRC-16/IBM-3740) and R. N. Williams, "A Painless Guide to CRC Error Detection Algorithms" (1993).
 */
public final class Crc16 {
    /** The generator polynomial x^16 + x^12 + x^5 + 1, without its top bit. */
    public static final int POLY = 0x1021;
    /** The register's initial value. */
    public static final int INIT = 0xFFFF;
    /** The CRC of "123456789". */
    public static final int CHECK = 0x29B1;

    private static final int[] TABLE = new int[256];

    static {
        for (int i = 0; i < 256; i++) {
            int crc = i << 8;
            for (int bit = 0; bit < 8; bit++) {
                crc = (crc & 0x8000) != 0 ? (crc << 1) ^ POLY : crc << 1;
            }
            TABLE[i] = crc & 0xFFFF;
        }
    }

    private Crc16() {
    }

    /** The CRC of {@code length} bytes of {@code data} from {@code offset}. */
    public static int of(byte[] data, int offset, int length) {
        int crc = INIT;
        for (int i = offset; i < offset + length; i++) {
            crc = ((crc << 8) ^ TABLE[((crc >>> 8) ^ data[i]) & 0xFF]) & 0xFFFF;
        }
        return crc;
    }

    /** The CRC of all of {@code data}. */
    public static int of(byte[] data) {
        return of(data, 0, data.length);
    }
}

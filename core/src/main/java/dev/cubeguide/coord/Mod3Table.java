package dev.cubeguide.coord;

/**
 * A distance table that keeps each distance modulo 3, five entries a byte as the base-3 digits of the byte's value
 * (0..242): 1.6 bits an entry, 40% of a {@link NibbleTable}. Entry i is digit {@code i % 5} of byte {@code i / 5}.
 *
 * <p>Neighbours' distances differ by at most one, so a residue and a neighbour's exact distance give the exact
 * distance ({@link #next}); a state's own distance is found by walking to the goal, each step to a neighbour whose
 * residue is one less. This is the mod-3 trick of Kociemba's two-phase solver.
 */
public final class Mod3Table {
    /** Entries a byte. */
    public static final int PER_BYTE = 5;
    /** {@code DIGIT[b * 5 + k]}: base-3 digit k of the byte value b (0..242). */
    private static final byte[] DIGIT = digits();
    /** {@code NEXT_DELTA[parent % 3 * 3 + residue]}: what a neighbour with that residue adds to the parent's distance. */
    private static final int[] NEXT_DELTA = {0, 1, -1, -1, 0, 1, 1, -1, 0};

    private Mod3Table() {
    }

    private static byte[] digits() {
        byte[] out = new byte[256 * PER_BYTE];
        for (int b = 0; b < 243; b++) {
            for (int k = 0, v = b; k < PER_BYTE; k++, v /= 3) {
                out[b * PER_BYTE + k] = (byte) (v % 3);
            }
        }
        return out;
    }

    /** The bytes that hold {@code entries} entries. */
    public static long bytes(long entries) {
        return (entries + PER_BYTE - 1) / PER_BYTE;
    }

    /** The residue (distance mod 3) of entry i of {@code packed}. */
    public static int get(byte[] packed, int i) {
        int b = i / PER_BYTE;
        return DIGIT[(packed[b] & 0xFF) * PER_BYTE + (i - b * PER_BYTE)];
    }

    /**
     * The exact distance of a neighbour with residue {@code residue} of an entry at exact distance {@code parent}:
     * parent - 1, parent or parent + 1.
     */
    public static int next(int parent, int residue) {
        return parent + NEXT_DELTA[parent % 3 * 3 + residue];
    }

    /** The residue of a neighbour one move closer to the goal than an entry at distance {@code distance}. */
    public static int closer(int distance) {
        return (distance + 2) % 3;
    }

    /**
     * Packs the exact distances of {@code exact} (a finished table: every entry below 15) into {@code target}, which
     * holds {@link #bytes} of its entries.
     */
    static void pack(NibbleTable exact, byte[] target) {
        pack(exact.data(), exact.entries(), target);
    }

    private static void pack(byte[] nibbles, long entries, byte[] target) {
        int whole = (int) (entries / PER_BYTE);
        for (int b = 0; b < whole; b++) {
            long first = (long) b * PER_BYTE;
            int value = 0;
            for (int k = PER_BYTE - 1; k >= 0; k--) {
                value = value * 3 + NibbleTable.get(nibbles, first + k) % 3;
            }
            target[b] = (byte) value;
        }
        if (whole < target.length) {
            int value = 0;
            for (long i = entries - 1; i >= (long) whole * PER_BYTE; i--) {
                value = value * 3 + NibbleTable.get(nibbles, i) % 3;
            }
            target[whole] = (byte) value;
        }
    }
}

package dev.cubeguide.coord;

/**
 * A distance table with the exact distance of each entry in 4 bits: 0..14 exactly, and 15 for "15 or more"
 * (the few entries that far are left unexpanded; 15 is still a valid lower bound). Entry i sits in byte
 * {@code i >> 1}, low nibble for even i. Twice the size of a table of distances mod 3 (Kociemba's 2-bit
 * layout), but one look-up gives the distance, with no walk to the goal or known neighbour.
 */
public final class NibbleTable {
    /** The marker of an entry not yet reached while building, and "15 or more" in a finished table. */
    static final int EMPTY = 15;

    private final byte[] data;
    private final long entries;

    NibbleTable(byte[] data, long entries) {
        this.data = data;
        this.entries = entries;
    }

    static long bytes(long entries) {
        return (entries + 1) / 2;
    }

    /** The distance of entry i: exact below 15, a lower bound when 15. */
    public int get(int i) {
        return get(data, i);
    }

    public long entries() {
        return entries;
    }

    /** The packed bytes (shared, read-only), for searches that inline {@link #get}. */
    public byte[] data() {
        return data;
    }

    // Entry i (an int index widens): 2 entries a byte, entry i in bits 4(i mod 2) and up.
    static int get(byte[] data, long i) {
        return data[(int) (i >>> 1)] >> ((int) (i & 1) << 2) & 15;
    }

    static void set(byte[] data, long i, int value) {
        int shift = (int) (i & 1) << 2;
        int b = (int) (i >>> 1);
        data[b] = (byte) (data[b] & ~(15 << shift) | value << shift);
    }
}

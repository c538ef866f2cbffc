package dev.cubeguide.coord;

/**
 * A distance table packed at 2 bits per entry, storing each distance modulo 3 (the value 3 marks an entry not
 * reached, which a finished table never has). Entry i sits in byte {@code i >> 2} at bits {@code 2 * (i & 3)}.
 *
 * <p>The exact distance is recovered from the residue when a neighbour's exact distance is known: neighbours
 * differ by at most one, so {@link #next(int, int)} turns (parent distance, child residue) into the child's
 * distance; from scratch, walk towards the goal choosing each time a neighbour whose residue is one less
 * (see {@link CoordTables#phase1Distance}). This is the mod-3 trick of Kociemba's two-phase and optimal solvers.
 */
public final class Mod3Table {
    /** The marker of an entry not yet reached while building. */
    static final int EMPTY = 3;

    private final byte[] data;
    private final long entries;

    Mod3Table(byte[] data, long entries) {
        this.data = data;
        this.entries = entries;
    }

    /** Bytes needed for {@code entries} entries. */
    static long bytes(long entries) {
        return (entries + 3) / 4;
    }

    /** The distance of entry i modulo 3. */
    public int get(int i) {
        return get(data, i);
    }

    /** The number of entries. */
    public long entries() {
        return entries;
    }

    /** The packed bytes (shared, read-only), for searches that inline {@link #get}. */
    public byte[] data() {
        return data;
    }

    /**
     * The exact distance of a neighbour whose residue is {@code childMod3}, given this entry's exact distance
     * {@code parent}: parent - 1, parent, or parent + 1.
     */
    public static int next(int parent, int childMod3) {
        return parent + NEXT_DELTA[parent % 3 * 4 + childMod3];
    }

    // delta[parent % 3][child residue]: residue (p-1)%3 gives -1, p%3 gives 0, (p+1)%3 gives +1.
    private static final int[] NEXT_DELTA = {
        0, 1, -1, 0,
        -1, 0, 1, 0,
        1, -1, 0, 0};

    // Entry i (an int index widens): 4 entries a byte, entry i in bits 2(i mod 4) and up.
    static void set(byte[] data, long i, int value) {
        int shift = (int) (i & 3) << 1;
        int b = (int) (i >>> 2);
        data[b] = (byte) (data[b] & ~(3 << shift) | value << shift);
    }

    static int get(byte[] data, long i) {
        return data[(int) (i >>> 2)] >> ((int) (i & 3) << 1) & 3;
    }
}

package dev.cubeguide.coord;

/**
 * A set of non-negative longs of fixed capacity, by open addressing with linear probing (each stored plus one, so that
 * 0 marks a free slot). Mutable and package-private: the H48 searches add hundreds of millions of keys and must not
 * allocate per key.
 */
final class LongSet {
    private final long[] slots;
    private final int shift;
    private long size;

    /** A set of 2^log2Capacity slots (at most 2^30), which holds up to 70% of them. */
    LongSet(int log2Capacity) {
        if (log2Capacity < 4 || log2Capacity > 30) {
            throw new IllegalArgumentException("capacity 2^" + log2Capacity);
        }
        slots = new long[1 << log2Capacity];
        shift = 64 - log2Capacity;
    }

    /** Adds key (at least 0); true when it was not in the set. */
    boolean add(long key) {
        long stored = key + 1;
        // Fibonacci hashing: the top bits of the product by 2^64 / golden ratio.
        int i = (int) ((stored * 0x9E37_79B9_7F4A_7C15L) >>> shift);
        while (true) {
            long s = slots[i];
            if (s == stored) {
                return false;
            }
            if (s == 0) {
                slots[i] = stored;
                if (++size * 10 > slots.length * 7L) {
                    throw new IllegalStateException("the set is full: give it a larger capacity");
                }
                return true;
            }
            i = (i + 1) & (slots.length - 1);
        }
    }

    long size() {
        return size;
    }
}

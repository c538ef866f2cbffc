package dev.cubeguide.solve.optimal;

import dev.cubeguide.coord.H48Table;

/**
 * A batch of H48 table look-ups, made in passes: every probe's corner class (unless given), then every slices' conjugate, then every
 * entry's index, then every entry. A probe's reads depend on each other and different probes' do not, so within a
 * pass the cache misses of all the probes are in flight together; the larger the batch, the more of them overlap.
 * Mutable and package-private: one per search thread, refilled for each batch and read back before the next.
 */
final class H48Probes {
    private final int[] corners;
    private final int[] slices;
    private final int[] flips;
    private final int[] classSyms;
    private final int[] conjugates;
    private final long[] indices;
    private final int[] codes;
    private int size;

    H48Probes(int capacity) {
        corners = new int[capacity];
        slices = new int[capacity];
        flips = new int[capacity];
        classSyms = new int[capacity];
        conjugates = new int[capacity];
        indices = new long[capacity];
        codes = new int[capacity];
    }

    /** Empties the batch. */
    void clear() {
        size = 0;
    }

    /** Adds the look-up of the coset (raw corners, slices, flips); returns its number in this batch. */
    int add(int corner, int slice, int flip) {
        corners[size] = corner;
        slices[size] = slice;
        flips[size] = flip;
        return size++;
    }

    /**
     * Adds the look-up of the coset whose corners' class and symmetry are known ({@code H48Coords.classSymAfter}),
     * so that {@link #run} skips its first read; returns its number in this batch.
     */
    int addClassSym(int classSym, int slice, int flip) {
        corners[size] = -1;
        classSyms[size] = classSym;
        slices[size] = slice;
        flips[size] = flip;
        return size++;
    }

    /** Makes every look-up of the batch, pass by pass. */
    void run(H48Table table) {
        final int n = size;
        for (int i = 0; i < n; i++) {
            // A batch holds one kind of look-up (a node's children, or their inverses): the branch is predicted.
            if (corners[i] >= 0) {
                classSyms[i] = table.classSymOf(corners[i]);
            }
        }
        for (int i = 0; i < n; i++) {
            conjugates[i] = table.conjugateOf(classSyms[i], slices[i]);
        }
        for (int i = 0; i < n; i++) {
            indices[i] = table.indexOfConjugate(classSyms[i], conjugates[i], flips[i]);
        }
        for (int i = 0; i < n; i++) {
            codes[i] = table.codeAt(indices[i]);
        }
    }

    /** Probe i's entry, after {@link #run}. */
    int code(int i) {
        return codes[i];
    }

    /** Probe i's entry index (for its fallback), after {@link #run}. */
    long index(int i) {
        return indices[i];
    }
}

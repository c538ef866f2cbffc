package dev.cubeguide.solve.optimal;

import dev.cubeguide.coord.H48Coords;
import dev.cubeguide.coord.H48Table;
import dev.cubeguide.model.CubieCube;
import java.nio.ByteBuffer;

/**
 * What the H48 search reads ({@link H48Worker}): the coordinates, the table and its fallback, shared read-only by
 * every search.
 */
final class H48Tables {
    final H48Coords coords;
    final H48Table table;
    /**
     * The exact corners-and-slices distances ({@code H48Fallback}), one byte each: an entry's bound at code 0. Mapped
     * from the store (117 MB that a copy would first have to zero and fill), or in the heap in the tests.
     */
    private final ByteBuffer fallback;
    final int base;

    H48Tables(H48Coords coords, H48Table table, ByteBuffer fallback) {
        this.coords = coords;
        this.table = table;
        this.fallback = fallback;
        this.base = table.base();
    }

    int codeAt(long index) {
        return table.codeAt(index);
    }

    /** The fallback (shared, read-only: for a copy of these tables with the table in the heap). */
    ByteBuffer fallbackBuffer() {
        return fallback;
    }

    /** The exact corners-and-slices distance of entry {@code index}'s coset. */
    int fallback(long index) {
        return fallback.get(table.fallbackIndexOf(index));
    }

    /** The bound of one coset's entry: base + code, or the fallback at code 0. */
    int bound(int corners, int slices, int flips) {
        return boundOfClassSym(table.classSymOf(corners), slices, flips);
    }

    /** {@link #bound} from the corners' class and symmetry ({@code H48Coords.classSymOf}). */
    int boundOfClassSym(int classSym, int slices, int flips) {
        long index = table.indexOfConjugate(classSym, table.conjugateOf(classSym, slices), flips);
        int code = codeAt(index);
        return code != 0 ? base + code : fallback(index);
    }

    /** A search's start: the cube's parts, its inverse packed, and the bounds of both. */
    record Root(int corners, int slices, int flips, long invCorners, long invEdges, int bound, int invBound) {
    }

    /** The bounds of one search of {@code cube}. */
    Pruning pruningOf(CubieCube cube) {
        return pruningOf(cube, base + 4);
    }

    /**
     * The same, its workers making the three levels below {@code levelsTogo} moves left together ({@link H48Worker};
     * -1 for never: the same nodes node by node, for the tests that compare the two).
     */
    Pruning pruningOf(CubieCube cube, int levelsTogo) {
        CubieCube inverse = cube.inverse();
        int corners = H48Coords.cornersOf(cube);
        int slices = H48Coords.slicesOf(cube);
        int flips = H48Coords.flipsOf(cube);
        int invBound = bound(H48Coords.cornersOf(inverse), H48Coords.slicesOf(inverse), H48Coords.flipsOf(inverse));
        int bound = Math.max(bound(corners, slices, flips), invBound);
        Root root = new Root(corners, slices, flips, PackedInverse.packCorners(inverse),
                PackedInverse.packEdges(inverse), bound, invBound);
        return new Pruning() {
            @Override
            public int rootLowerBound() {
                return root.bound();
            }

            @Override
            public TaskWorker newWorker(Search search) {
                return new H48Worker(H48Tables.this, search, root, levelsTogo);
            }
        };
    }
}

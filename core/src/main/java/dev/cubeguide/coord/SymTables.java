package dev.cubeguide.coord;

import static dev.cubeguide.coord.ClassSym.conjIndex;
import static dev.cubeguide.coord.Coordinates.N_CORNER_CLASS;
import static dev.cubeguide.coord.Coordinates.N_CORNER_PERM;
import static dev.cubeguide.coord.Coordinates.N_FLIP;
import static dev.cubeguide.coord.Coordinates.N_FLIPSLICE;
import static dev.cubeguide.coord.Coordinates.N_FLIPSLICE_CLASS;
import static dev.cubeguide.coord.Coordinates.N_MOVES;
import static dev.cubeguide.coord.Coordinates.N_SLICE;
import static dev.cubeguide.coord.Coordinates.N_SLICE_PERM;
import static dev.cubeguide.coord.Coordinates.N_SLICE_SORTED;
import static dev.cubeguide.coord.Coordinates.N_TWIST;
import static dev.cubeguide.coord.Coordinates.N_UD_EDGE_PERM;
import static dev.cubeguide.coord.Coordinates.moveIndex;
import static dev.cubeguide.coord.Symmetry.N_SYM_UD;

import dev.cubeguide.coord.MoveTables.Coordinate;
import java.util.Arrays;

/**
 * The builders of the symmetry tables: conjugation tables ({@code char[N * 16]}, entry {@link ClassSym#conjIndex}
 * {@code (x, s)}: the coordinate of {@code S x S^-1} for U-D symmetry s), the classes of the flip-slice and corner
 * permutation coordinates under the 16 U-D symmetries ({@link SymClasses}), and the move table on the flip-slice
 * classes.
 */
public final class SymTables {
    private SymTables() {
    }

    /** The 16 U-D symmetries 0..15: every column of a conjugation table. */
    private static int[] symmetries() {
        int[] out = new int[N_SYM_UD];
        for (int s = 0; s < N_SYM_UD; s++) {
            out[s] = s;
        }
        return out;
    }

    /** A conjugation table of a corner coordinate. */
    private static char[] cornerConj(int size, Coordinate coordinate) {
        Cubie tmp = new Cubie();
        return MoveTables.buildTransitionTable(size, N_SYM_UD, symmetries(), coordinate,
                (cube, sym, out) -> Symmetry.conjugateCorners(cube, sym, tmp, out));
    }

    /** A conjugation table of an edge coordinate. */
    private static char[] edgeConj(int size, Coordinate coordinate) {
        Cubie tmp = new Cubie();
        return MoveTables.buildTransitionTable(size, N_SYM_UD, symmetries(), coordinate,
                (cube, sym, out) -> Symmetry.conjugateEdges(cube, sym, tmp, out));
    }

    static char[] twistConj() {
        return cornerConj(N_TWIST, MoveTables.TWIST);
    }

    static char[] udEdgeConj() {
        return edgeConj(N_UD_EDGE_PERM, MoveTables.UD_EDGE_PERM);
    }

    /** The corner split conjugated by the 16 U-D symmetries (built, never stored). */
    static char[] cornerSplitConj() {
        return cornerConj(Coordinates.N_CORNER_SPLIT, MoveTables.CORNER_SPLIT);
    }

    /** The sorted UD-slice coordinate conjugated. */
    static char[] sliceSortedConj() {
        return edgeConj(N_SLICE_SORTED, MoveTables.SLICE_SORTED);
    }

    /**
     * The order of the four slice edges when they are in the slice, conjugated: entry {@code (order, s)} is the order
     * (0..23; the sorted slice coordinate of such a state) of {@code S x S^-1}. Small enough to compute on each call.
     */
    public static char[] slicePermConj() {
        return edgeConj(N_SLICE_PERM, MoveTables.SLICE_SORTED);
    }

    /**
     * The flip-slice classes. Conjugating a flip-slice by a U-D symmetry moves the slice edges' positions, and flips
     * the edges as the flip's conjugate, changed by what the symmetry does to the edges at those positions
     * (checked against cubie conjugation by CoordTablesTest): three small tables made from cubies give every
     * conjugate with two look-ups.
     */
    static SymClasses flipSliceClasses() {
        Cubie cube = new Cubie();
        Cubie tmp = new Cubie();
        Cubie out = new Cubie();
        int[] flipConj = new int[N_FLIP * N_SYM_UD];
        for (int f = 0; f < N_FLIP; f++) {
            cube.reset();
            Coordinates.setFlip(cube.eo, f);
            for (int s = 0; s < N_SYM_UD; s++) {
                Symmetry.conjugateEdges(cube, s, tmp, out);
                flipConj[conjIndex(f, s)] = Coordinates.flip(out.eo);
            }
        }
        // For each slice position and symmetry: the conjugate's slice position and the flip it gives the edges.
        int[] sliceConj = new int[N_SLICE * N_SYM_UD];
        int[] sliceFlip = new int[N_SLICE * N_SYM_UD];
        for (int x = 0; x < N_SLICE; x++) {
            cube.reset();
            Coordinates.setEdges4(cube.ep, MoveTables.SLICE_EDGES, Coordinates.edges4(x, 0));
            for (int s = 0; s < N_SYM_UD; s++) {
                Symmetry.conjugateEdges(cube, s, tmp, out);
                sliceConj[conjIndex(x, s)] = Coordinates.slice(out.ep);
                sliceFlip[conjIndex(x, s)] = Coordinates.flip(out.eo) ^ flipConj[conjIndex(0, s)];
            }
        }
        return buildClasses(N_FLIPSLICE, N_FLIPSLICE_CLASS, "flip-slice", (raw, conjugates) -> {
            int slice = raw / N_FLIP;
            int flip = raw % N_FLIP;
            for (int s = 0; s < N_SYM_UD; s++) {
                int x = conjIndex(slice, s);
                conjugates[s] = Coordinates.flipSlice(sliceConj[x], flipConj[conjIndex(flip, s)] ^ sliceFlip[x]);
            }
        });
    }

    static SymClasses cornerClasses() {
        Cubie cube = new Cubie();
        Cubie tmp = new Cubie();
        Cubie out = new Cubie();
        return buildClasses(N_CORNER_PERM, N_CORNER_CLASS, "corner", (raw, conjugates) -> {
            MoveTables.CORNER_PERM.set(cube, raw);
            for (int s = 0; s < N_SYM_UD; s++) {
                Symmetry.conjugateCorners(cube, s, tmp, out);
                conjugates[s] = MoveTables.CORNER_PERM.get(out);
            }
        });
    }

    /**
     * The flip-slice class and symmetry ({@link ClassSym}) reached from the representative of each class by each
     * move, entry {@link Coordinates#moveIndex} {@code (class, m)}: a move table on the symmetry coordinate.
     */
    static int[] flipSliceSymMove(SymClasses classes, int[] classSym, char[] flipMove, char[] sliceSortedMove) {
        int[] out = new int[N_FLIPSLICE_CLASS * N_MOVES];
        for (int c = 0; c < N_FLIPSLICE_CLASS; c++) {
            for (int m = 0; m < N_MOVES; m++) {
                out[moveIndex(c, m)] = classSym[flipSliceAfter(classes.representative(c), m, flipMove,
                        sliceSortedMove)];
            }
        }
        return out;
    }

    /** The raw flip-slice after move m from raw flip-slice {@code flipSlice}. */
    static int flipSliceAfter(int flipSlice, int m, char[] flipMove, char[] sliceSortedMove) {
        int flip = flipSlice % N_FLIP;
        int slice = flipSlice / N_FLIP;
        int sliceAfter = Coordinates.sliceOf(sliceSortedMove[moveIndex(Coordinates.edges4(slice, 0), m)]);
        return Coordinates.flipSlice(sliceAfter, flipMove[moveIndex(flip, m)]);
    }

    /** The 16 conjugates of a raw value, {@code S raw S^-1} for each U-D symmetry s, into {@code out[s]}. */
    @FunctionalInterface
    private interface Conjugates {
        void of(int raw, int[] out);
    }

    /**
     * The classes of a coordinate under the 16 U-D symmetries: raw values are visited in increasing order, and each
     * one not yet in a class becomes the representative of a new class, which its 16 conjugates join. For each raw
     * value it records its class and the symmetry S with {@code raw = S rep S^-1}, stored as S^-1 so that
     * {@code rep = S^-1 raw S}; for each class, the symmetries that fix its representative.
     */
    private static SymClasses buildClasses(int rawSize, int classCount, String name, Conjugates conjugates) {
        int[] classIndex = new int[rawSize];
        byte[] symmetry = new byte[rawSize];
        int[] reps = new int[classCount];
        char[] stabilizer = new char[classCount];
        Arrays.fill(classIndex, -1);
        int[] conj = new int[N_SYM_UD];
        int count = 0;
        for (int raw = 0; raw < rawSize; raw++) {
            if (classIndex[raw] != -1) {
                continue;
            }
            if (count == classCount) {
                throw new IllegalStateException("more " + name + " classes than expected");
            }
            conjugates.of(raw, conj);
            reps[count] = raw;
            for (int s = 0; s < N_SYM_UD; s++) {
                int other = conj[s];
                if (other == raw) {
                    stabilizer[count] |= (char) (1 << s);
                }
                if (classIndex[other] == -1) {
                    classIndex[other] = count;
                    symmetry[other] = (byte) Symmetry.inverse(s);
                }
            }
            count++;
        }
        if (count != classCount) {
            throw new IllegalStateException("expected " + classCount + " " + name + " classes, found " + count);
        }
        return new SymClasses(classIndex, symmetry, reps, stabilizer);
    }
}

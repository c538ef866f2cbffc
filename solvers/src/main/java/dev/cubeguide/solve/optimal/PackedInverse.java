package dev.cubeguide.solve.optimal;

import dev.cubeguide.coord.Coordinates;
import dev.cubeguide.coord.Symmetry;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Move;
import java.util.Arrays;
import java.util.List;

/**
 * The search's arithmetic on the inverse of the cube, which it keeps packed: each piece's field
 * {@code piece * 3 + orientation} (corners) or {@code piece * 2 + orientation} (edges) in 5 bits, position i at bits
 * {@code 5i}, 8 corner fields in one long and 12 edge fields in another. The inverse changes by a move on the left
 * ({@code (c m)^-1 = m^-1 c^-1}), which relabels every field by a fixed table ({@link #leftMultiply}); and the axis
 * coordinates of the inverse seen along each axis are sums of shares read off its fields ({@link #cornerShares},
 * {@link #edgeShares}), so the search follows one packed inverse instead of three. Read-only once built.
 */
final class PackedInverse {
    /**
     * {@code LEFT_CORNER[m * 24 + field]}: a corner field after {@code m^-1} is applied on the left; likewise
     * {@link #LEFT_EDGE} for edge fields.
     */
    static final int[] LEFT_CORNER = new int[Coordinates.N_MOVES * 24];
    static final int[] LEFT_EDGE = new int[Coordinates.N_MOVES * 24];

    static {
        for (int m = 0; m < Coordinates.N_MOVES; m++) {
            CubieCube left = CubieCube.of(Move.ofIndex(Coordinates.inverseMove(m)));
            for (int v = 0; v < 24; v++) {
                int p = v / 3;
                LEFT_CORNER[m * 24 + v] = left.corner(p) * 3 + (left.cornerOrientation(p) + v % 3) % 3;
                int e = v / 2;
                LEFT_EDGE[m * 24 + v] = left.edge(e) * 2 + (left.edgeOrientation(e) + v % 2) % 2;
            }
        }
    }
    /** The UD-slice position (0..494) from the 12-bit set of positions holding slice edges. */
    final int[] slicePosition = new int[1 << 12];
    /**
     * Seen along axis k the inverse is {@code z = S y S^-1} for the packed inverse y of the cube itself (axis 0). With
     * the cubie product, z's position i holds what y's position {@code j = S^-1(i)} holds, relabelled by S (piece p
     * becomes S(p), its orientation shifted by amounts that depend on p and i only). So each field of z is a fixed
     * function of one field of y, and so is its share of z's coordinates: {@code cornerShare[(8k + i) * 24 + v]} for
     * y's field v at position {@code cornerFrom[8k + i] / 5} is z's twist digit at i (times its place value) plus, at
     * bit 16 + i, whether a U-layer corner lands at i; the shares add up to {@code twist | uMask << 16}. Edges
     * likewise: flip bit plus, at bit 16 + i, whether a slice edge lands at i. Read off conjugated random cubes
     * ({@link #fillShares}).
     */
    private final int[] cornerShare = new int[3 * 8 * 24];
    private final int[] cornerFrom = new int[3 * 8];
    private final int[] edgeShare = new int[3 * 12 * 24];
    private final int[] edgeFrom = new int[3 * 12];

    /** The packed solved cube's corners and edges. */
    static final long SOLVED_CORNERS = packCorners(CubieCube.SOLVED);
    static final long SOLVED_EDGES = packEdges(CubieCube.SOLVED);

    private static final int[] POW3 = {1, 3, 9, 27, 81, 243, 729};

    /** For the axes seen through {@code axisSym[k]} ({@link OptimalTables#axisSym}). */
    PackedInverse(int[] axisSym) {
        int[] ep = new int[12];
        for (int mask = 0; mask < 1 << 12; mask++) {
            if (Integer.bitCount(mask) == 4) {
                int next = 0;
                for (int i = 0; i < 12; i++) {
                    ep[i] = (mask >>> i & 1) != 0 ? 8 + next++ : 0;
                }
                slicePosition[mask] = Coordinates.sliceSorted(ep) / 24;
            }
        }
        fillShares(axisSym);
    }

    /**
     * Fills the shares: for each axis and position i of the conjugate, the one position j of the cube whose field
     * decides i's (found as the j for which, over random cubes, i's field is a function of j's), and that function.
     */
    private void fillShares(int[] axisSym) {
        List<CubieCube> cubes = RandomCubes.randomStates(20261121, 400);
        for (int k = 0; k < 3; k++) {
            long[] from = new long[cubes.size()];
            long[] fromEdges = new long[cubes.size()];
            long[] to = new long[cubes.size()];
            long[] toEdges = new long[cubes.size()];
            for (int c = 0; c < cubes.size(); c++) {
                from[c] = packCorners(cubes.get(c));
                fromEdges[c] = packEdges(cubes.get(c));
                CubieCube z = Symmetry.conjugate(cubes.get(c), axisSym[k]);
                to[c] = packCorners(z);
                toEdges[c] = packEdges(z);
            }
            for (int i = 0; i < 8; i++) {
                int[] map = fieldMap(from, to, i, 8);
                cornerFrom[8 * k + i] = 5 * map[24];
                for (int v = 0; v < 24; v++) {
                    int z = map[v];
                    int share = i < 7 ? z % 3 * POW3[6 - i] : 0;
                    cornerShare[(8 * k + i) * 24 + v] = share | (z < 12 ? 1 << (16 + i) : 0);
                }
            }
            for (int i = 0; i < 12; i++) {
                int[] map = fieldMap(fromEdges, toEdges, i, 12);
                edgeFrom[12 * k + i] = 5 * map[24];
                for (int v = 0; v < 24; v++) {
                    int z = map[v];
                    int share = i < 11 ? (z & 1) << (10 - i) : 0;
                    edgeShare[(12 * k + i) * 24 + v] = share | (z >= 16 ? 1 << (16 + i) : 0);
                }
            }
        }
    }

    /**
     * For target position i: the source position j (at index 24) and the field map v -> field at i (indices 0..23)
     * such that every pair (from, to) of packed cubes agrees with it; every field value must occur.
     */
    private static int[] fieldMap(long[] from, long[] to, int i, int fields) {
        for (int j = 0; j < fields; j++) {
            int[] map = new int[25];
            Arrays.fill(map, -1);
            boolean consistent = true;
            for (int c = 0; c < from.length && consistent; c++) {
                int v = (int) (from[c] >>> 5 * j & 31);
                int z = (int) (to[c] >>> 5 * i & 31);
                consistent = map[v] < 0 || map[v] == z;
                map[v] = z;
            }
            int seen = 0;
            for (int v = 0; v < 24; v++) {
                seen += map[v] >= 0 ? 1 : 0;
            }
            if (consistent && seen == 24) {
                map[24] = j;
                return map;
            }
        }
        throw new IllegalStateException("no position decides position " + i + " of the conjugate");
    }

    /** The inverse seen along axis k, from the packed inverse's corners: {@code twist | uMask << 16}. */
    int cornerShares(int k, long packedCorners) {
        return sumOfShares(cornerShare, cornerFrom, 8 * k, 8, packedCorners);
    }

    /** The inverse seen along axis k, from the packed inverse's edges: {@code flip | sliceMask << 16}. */
    int edgeShares(int k, long packedEdges) {
        return sumOfShares(edgeShare, edgeFrom, 12 * k, 12, packedEdges);
    }

    /** The shares of the {@code fields} fields of a packed cube, for the axis whose rows start at {@code row}. */
    private static int sumOfShares(int[] share, int[] from, int row, int fields, long packed) {
        int sum = 0;
        for (int i = 0; i < fields; i++) {
            sum += share[(row + i) * 24 + (int) (packed >>> from[row + i] & 31)];
        }
        return sum;
    }

    /** The corners of a cube packed. */
    static long packCorners(CubieCube c) {
        long x = 0;
        for (int i = 0; i < 8; i++) {
            x |= (long) (c.corner(i) * 3 + c.cornerOrientation(i)) << 5 * i;
        }
        return x;
    }

    /** The edges of a cube packed. */
    static long packEdges(CubieCube c) {
        long x = 0;
        for (int i = 0; i < 12; i++) {
            x |= (long) (c.edge(i) * 2 + c.edgeOrientation(i)) << 5 * i;
        }
        return x;
    }

    /** The twist ({@link Coordinates#twist}) of packed corners. */
    static int packedTwist(long corners) {
        int twist = 0;
        for (int i = 0; i < 7; i++) {
            twist = 3 * twist + (int) (corners >>> 5 * i & 31) % 3;
        }
        return twist;
    }

    /** {@code slice << 11 | flip} ({@link Coordinates#slice}, {@link Coordinates#flip}) of packed edges. */
    int packedFlipSlice(long edges) {
        int flip = 0;
        int mask = 0;
        for (int i = 0; i < 12; i++) {
            int v = (int) (edges >>> 5 * i & 31);
            if (i < 11) {
                flip = 2 * flip + (v & 1);
            }
            if (v >= 16) {
                // A slice edge (FR, FL, BL, BR are edges 8..11).
                mask |= 1 << i;
            }
        }
        return slicePosition[mask] << 11 | flip;
    }

    /** {@code m^-1 x} for a packed cube x (corners or edges, by {@code left}) with {@code fields} fields. */
    static long leftMultiply(int[] left, int m, long x, int fields) {
        long out = 0;
        int row = m * 24;
        for (int i = 0; i < 5 * fields; i += 5) {
            out |= (long) left[row + (int) (x >>> i & 31)] << i;
        }
        return out;
    }
}

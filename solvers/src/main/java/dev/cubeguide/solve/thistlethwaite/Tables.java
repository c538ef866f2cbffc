package dev.cubeguide.solve.thistlethwaite;

import dev.cubeguide.coord.Coordinates;
import dev.cubeguide.coord.PairBfs;
import dev.cubeguide.table.ArrayBytes;
import dev.cubeguide.table.Progress;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableSource;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The move tables and the four complete distance tables. Immutable after construction and shared by every
 * search thread. The distance tables (one byte per state: the exact number of moves of that phase's move set
 * needed to reach the next group) are built by breadth-first search and cached in the {@link TableSource}; the
 * move tables are computed in memory on load.
 *
 * <p>Move tables are indexed {@code coordinate * 18 + move} with internal move indices (see {@link Frame});
 * entries for moves outside the group where a coordinate is defined are 0 and never read.
 */
final class Tables {
    /** Internal moves of each phase: G0, G1 = &lt;U,D,R,L,F2,B2&gt;, G2 = &lt;U,D,R2,L2,F2,B2&gt;, G3 half turns. */
    static final int[][] PHASE_MOVES = {
        {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17},
        {0, 1, 2, 3, 4, 5, 7, 9, 10, 11, 12, 13, 14, 16},
        {0, 1, 2, 4, 7, 9, 10, 11, 13, 16},
        {1, 4, 7, 10, 13, 16},
    };
    /** {@code IN_GROUP[k][m]}: internal move m lies in G(k+1), so a phase k+1 solution never ends with it. */
    static final boolean[][] IN_NEXT_GROUP = new boolean[4][18];

    static {
        for (int k = 0; k < 3; k++) {
            for (int m : PHASE_MOVES[k + 1]) {
                IN_NEXT_GROUP[k][m] = true;
            }
        }
    }

    static final TableSpec PHASE1 = new TableSpec("thistlethwaite-phase1", 2, Coords.N_FLIP,
            "Thistlethwaite phase 1 distances: edge orientation (2,048 states)");
    static final TableSpec PHASE2 = new TableSpec("thistlethwaite-phase2", 2, Coords.N_PHASE2,
            "Thistlethwaite phase 2 distances: corner orientation x slice edge positions (1,082,565 states)");
    static final TableSpec PHASE3 = new TableSpec("thistlethwaite-phase3", 1, Coords.N_PHASE3,
            "Thistlethwaite phase 3 distances: corner cosets of the half-turn group x slice edge positions (29,400)");
    static final TableSpec PHASE4 = new TableSpec("thistlethwaite-phase4", 1, Coords.N_PHASE4,
            "Thistlethwaite phase 4 distances: the half-turn group (663,552 states)");
    static final TableSpec MOVES = new TableSpec("thistlethwaite-moves", 2, Tables.MOVES_BYTES,
            "Thistlethwaite move tables: how each coordinate changes under each face turn");
    static final List<TableSpec> SPECS = List.of(MOVES, PHASE1, PHASE2, PHASE3, PHASE4);

    /** The byte stored for a state the search never reached (none, for a correct table). */
    static final byte UNREACHED = -1;

    // Phase 1 and 2 coordinates.
    short[] flipMove;
    short[] twistMove;
    /** Move table of a 12-bit position-set rank (0..494): used for the E-slice and the M-slice pieces. */
    short[] setMove;
    // Corner permutation and its coset (phase 3) and G3 member (phase 4) views.
    char[] cornerMove;
    short[] cosetOf;
    short[] cosetMove;
    byte[] cornerG3Of;
    // Phase 3 and 4 edges.
    /** Permutation of the eight U/D-layer edges (defined in G2). */
    char[] udEdgeMove;
    /** Permutation of the four E-slice edges in the E-slice (defined in G2). */
    byte[] eEdgeMove;
    /** The 70 rank of the M-slice positions, from a U/D-edge permutation rank. */
    byte[] comb8OfUd;
    /** The 70 rank of the M-slice positions from their 495 rank, or -1 when one sits in the E-slice. */
    byte[] comb8OfSet;
    byte[] comb8Move;
    /** (M order * 24 + S order), or -1 when the U/D edges are not in their slices. */
    short[] msOfUd;
    /** Phase 4 edge index 0..6911 of (ms * 24 + e order), or -1 for odd permutations. */
    short[] edgeG3Of;
    /** Phase 4 move tables with local move indices 0..5 (U2 R2 F2 D2 L2 B2). */
    byte[] cornerG3Move;
    short[] edgeG3Move;

    final byte[] dist1;
    final byte[] dist2;
    final byte[] dist3;
    final byte[] dist4;
    /** Per phase: {states reached, maximum depth}. */
    final int[][] stats = new int[4][];

    /** The solved values of the coordinates. */
    final int solvedSlice = Coordinates.subsetRank(Coords.E_SLICE_MASK);
    final int solvedMSet = Coordinates.subsetRank(Coords.M_SLICE_MASK);
    final int solvedPhase2 = solvedSlice;
    final int solvedPhase3 = Coordinates.subsetRank(Coords.M_SLICE_MASK);

    private Tables(TableSource store) {
        byte[] encoded = store.load(MOVES, (target, progress) -> {
            computeMoveTables();
            transfer(new Codec(target, true));
        });
        transfer(new Codec(encoded, false));
        if (cosetOf[0] != 0) {
            throw new IllegalStateException("the identity's corner coset must be 0");
        }
        // Each phase's states are pairs of coordinates (phase 1: the flip alone, paired with one value).
        dist1 = store.load(PHASE1, (target, progress) -> PairBfs.fill(target, 0, 1, ints(flipMove), 18,
                new int[18], 0, PHASE_MOVES[0], UNREACHED, progress));
        dist2 = store.load(PHASE2, (target, progress) -> PairBfs.fill(target, solvedPhase2, Coords.N_SLICE,
                ints(twistMove), 18, ints(setMove), 18, PHASE_MOVES[1], UNREACHED, progress));
        dist3 = store.load(PHASE3, (target, progress) -> PairBfs.fill(target, solvedPhase3, Coords.N_COMB8,
                ints(cosetMove), 18, ints(comb8Move), 18, PHASE_MOVES[2], UNREACHED, progress));
        dist4 = store.load(PHASE4, (target, progress) -> PairBfs.fill(target, 0, Coords.N_EDGE_G3,
                ints(cornerG3Move), 6, ints(edgeG3Move), 6, G3_LOCAL_MOVES, UNREACHED, progress));
        byte[][] dists = {dist1, dist2, dist3, dist4};
        for (int k = 0; k < 4; k++) {
            stats[k] = statistics(dists[k]);
        }
    }

    /** Computes every move and conversion table (about a second with a cold JIT; then cached as one file). */
    private void computeMoveTables() {
        flipMove = buildFlipMove();
        twistMove = buildTwistMove();
        setMove = buildSetMove();
        cornerMove = buildPermMove(8, false);
        udEdgeMove = buildPermMove(8, true);
        eEdgeMove = buildEEdgeMove();
        // Corner permutations of G3 by BFS with half turns from the identity.
        cornerG3Of = new byte[Coords.N_PERM8];
        Arrays.fill(cornerG3Of, (byte) -1);
        int[] g3 = new int[Coords.N_CORNER_G3];
        int count = 0;
        g3[count++] = 0;
        boolean[] seen = new boolean[Coords.N_PERM8];
        seen[0] = true;
        for (int head = 0; head < count; head++) {
            for (int m : PHASE_MOVES[3]) {
                int next = cornerMove[g3[head] * 18 + m];
                if (!seen[next]) {
                    seen[next] = true;
                    g3[count++] = next;
                }
            }
        }
        if (count != Coords.N_CORNER_G3) {
            throw new IllegalStateException("half-turn corner group has " + count + " elements");
        }
        Arrays.sort(g3);
        for (int i = 0; i < g3.length; i++) {
            cornerG3Of[g3[i]] = (byte) i;
        }
        cosetOf = buildCosets(g3);
        cosetMove = new short[Coords.N_CORNER_COSET * 18];
        int[] representative = new int[Coords.N_CORNER_COSET];
        Arrays.fill(representative, -1);
        for (int p = 0; p < Coords.N_PERM8; p++) {
            if (representative[cosetOf[p]] < 0) {
                representative[cosetOf[p]] = p;
            }
        }
        for (int c = 0; c < Coords.N_CORNER_COSET; c++) {
            for (int m = 0; m < 18; m++) {
                cosetMove[c * 18 + m] = cosetOf[cornerMove[representative[c] * 18 + m]];
            }
        }
        cornerG3Move = new byte[Coords.N_CORNER_G3 * 6];
        for (int i = 0; i < g3.length; i++) {
            for (int k = 0; k < 6; k++) {
                cornerG3Move[i * 6 + k] = cornerG3Of[cornerMove[g3[i] * 18 + PHASE_MOVES[3][k]]];
            }
        }
        comb8OfSet = new byte[Coords.N_SLICE];
        for (int r = 0; r < Coords.N_SLICE; r++) {
            int mask = Coordinates.subsetUnrank(r, 4);
            comb8OfSet[r] = (byte) ((mask & 0xF00) != 0 ? -1 : Coordinates.subsetRank(mask));
        }
        comb8Move = new byte[Coords.N_COMB8 * 18];
        for (int c = 0; c < Coords.N_COMB8; c++) {
            int set = Coordinates.subsetRank(Coordinates.subsetUnrank(c, 4));
            for (int m : PHASE_MOVES[2]) {
                comb8Move[c * 18 + m] = comb8OfSet[setMove[set * 18 + m]];
            }
        }
        comb8OfUd = new byte[Coords.N_PERM8];
        msOfUd = new short[Coords.N_PERM8];
        int[] ep = new int[12];
        for (int r = 0; r < Coords.N_PERM8; r++) {
            Coordinates.permutationUnrank(r, ep, 0, 8, 0);
            int mask = 0;
            for (int i = 0; i < 8; i++) {
                if ((Coords.M_SLICE_MASK >> ep[i] & 1) != 0) {
                    mask |= 1 << i;
                }
            }
            comb8OfUd[r] = (byte) Coordinates.subsetRank(mask);
            msOfUd[r] = (short) (mask == Coords.M_SLICE_MASK
                    ? Coords.slicePerm(ep, Coords.M_SLICE_MASK) * 24 + Coords.slicePerm(ep, Coords.S_SLICE_MASK) : -1);
        }
        edgeG3Of = new short[24 * 24 * 24];
        short[] edgeG3Raw = new short[Coords.N_EDGE_G3];
        int index = 0;
        for (int raw = 0; raw < edgeG3Of.length; raw++) {
            int parity = Coordinates.parityOfRank(raw / 576, 4) ^ Coordinates.parityOfRank(raw / 24 % 24, 4)
                    ^ Coordinates.parityOfRank(raw % 24, 4);
            if (parity == 0) {
                edgeG3Raw[index] = (short) raw;
                edgeG3Of[raw] = (short) index++;
            } else {
                edgeG3Of[raw] = -1;
            }
        }
        edgeG3Move = buildEdgeG3Move(edgeG3Raw);
    }

    /** Writes every move table into, or reads it from, the encoded form, always in this order. */
    private void transfer(Codec c) {
        flipMove = c.shorts(flipMove, Coords.N_FLIP * 18);
        twistMove = c.shorts(twistMove, Coords.N_TWIST * 18);
        setMove = c.shorts(setMove, Coords.N_SLICE * 18);
        cornerMove = c.chars(cornerMove, Coords.N_PERM8 * 18);
        cosetOf = c.shorts(cosetOf, Coords.N_PERM8);
        cosetMove = c.shorts(cosetMove, Coords.N_CORNER_COSET * 18);
        cornerG3Of = c.bytes(cornerG3Of, Coords.N_PERM8);
        udEdgeMove = c.chars(udEdgeMove, Coords.N_PERM8 * 18);
        eEdgeMove = c.bytes(eEdgeMove, Coords.N_PERM4 * 18);
        comb8OfUd = c.bytes(comb8OfUd, Coords.N_PERM8);
        comb8OfSet = c.bytes(comb8OfSet, Coords.N_SLICE);
        comb8Move = c.bytes(comb8Move, Coords.N_COMB8 * 18);
        msOfUd = c.shorts(msOfUd, Coords.N_PERM8);
        edgeG3Of = c.shorts(edgeG3Of, EDGE_G3_RAW);
        cornerG3Move = c.bytes(cornerG3Move, Coords.N_CORNER_G3 * 6);
        edgeG3Move = c.shorts(edgeG3Move, Coords.N_EDGE_G3 * 6);
        c.checkEnd();
    }

    /** Bytes of the encoded move tables, in the order of {@link #transfer}. */
    private static final int EDGE_G3_RAW = 24 * 24 * 24;
    private static final long MOVES_BYTES = 2L * (Coords.N_FLIP * 18 + Coords.N_TWIST * 18 + Coords.N_SLICE * 18
            + Coords.N_PERM8 * 18 + Coords.N_PERM8 + Coords.N_CORNER_COSET * 18 + Coords.N_PERM8 * 18
            + Coords.N_PERM8 + EDGE_G3_RAW + Coords.N_EDGE_G3 * 6)
            + Coords.N_PERM8 + Coords.N_PERM4 * 18 + Coords.N_PERM8 + Coords.N_SLICE + Coords.N_COMB8 * 18
            + Coords.N_CORNER_G3 * 6;

    /** Big-endian reading or writing of arrays at a moving offset. */
    private static final class Codec {
        private final byte[] bytes;
        private final boolean write;
        private int at;

        Codec(byte[] bytes, boolean write) {
            this.bytes = bytes;
            this.write = write;
        }

        short[] shorts(short[] array, int length) {
            if (write) {
                ArrayBytes.putShorts(array, length, bytes, at);
            } else {
                array = new short[length];
                ArrayBytes.getShorts(bytes, at, array);
            }
            at += 2 * length;
            return array;
        }

        char[] chars(char[] array, int length) {
            if (write) {
                ArrayBytes.putChars(array, length, bytes, at);
            } else {
                array = new char[length];
                ArrayBytes.getChars(bytes, at, array);
            }
            at += 2 * length;
            return array;
        }

        byte[] bytes(byte[] array, int length) {
            if (write) {
                System.arraycopy(array, 0, bytes, at, length);
            } else {
                array = Arrays.copyOfRange(bytes, at, at + length);
            }
            at += length;
            return array;
        }

        void checkEnd() {
            if (at != bytes.length) {
                throw new IllegalStateException("move tables: " + (bytes.length - at) + " bytes left over");
            }
        }
    }

    /** The tables of each source (one store per folder), loaded or built on first use. */
    private static final Map<TableSource, Tables> BY_STORE = new ConcurrentHashMap<>();

    /** The tables from {@code store}, loaded or built on first use (once per source). */
    static Tables of(TableSource store) {
        return BY_STORE.computeIfAbsent(store, source -> new Tables(source));
    }

    /** Phase 4's moves as its move tables number them (U2 R2 F2 D2 L2 B2). */
    private static final int[] G3_LOCAL_MOVES = {0, 1, 2, 3, 4, 5};

    private static int[] ints(short[] table) {
        int[] out = new int[table.length];
        for (int i = 0; i < table.length; i++) {
            out[i] = table[i];
        }
        return out;
    }

    private static int[] ints(byte[] table) {
        int[] out = new int[table.length];
        for (int i = 0; i < table.length; i++) {
            out[i] = table[i];
        }
        return out;
    }

    /** {states reached, maximum depth} of a distance table. */
    static int[] statistics(byte[] dist) {
        int reached = 0;
        int max = 0;
        for (byte d : dist) {
            if (d != UNREACHED) {
                reached++;
                max = Math.max(max, d);
            }
        }
        return new int[] {reached, max};
    }

    // ---- move tables ----

    private static short[] buildFlipMove() {
        short[] table = new short[Coords.N_FLIP * 18];
        int[] ep = identity(12);
        int[] eo = new int[12];
        int[] outEp = new int[12];
        int[] outEo = new int[12];
        for (int flip = 0; flip < Coords.N_FLIP; flip++) {
            Coordinates.setFlip(eo, flip);
            for (int m = 0; m < 18; m++) {
                Coords.moveEdges(ep, eo, m, outEp, outEo);
                table[flip * 18 + m] = (short) Coordinates.flip(outEo);
            }
        }
        return table;
    }

    private static short[] buildTwistMove() {
        short[] table = new short[Coords.N_TWIST * 18];
        int[] cp = identity(8);
        int[] co = new int[8];
        int[] outCp = new int[8];
        int[] outCo = new int[8];
        for (int twist = 0; twist < Coords.N_TWIST; twist++) {
            Coordinates.setTwist(co, twist);
            for (int m = 0; m < 18; m++) {
                Coords.moveCorners(cp, co, m, outCp, outCo);
                table[twist * 18 + m] = (short) Coordinates.twist(outCo);
            }
        }
        return table;
    }

    /** A position set moves with the pieces: after move m, position i holds what position MOVE_EP[m][i] held. */
    private static short[] buildSetMove() {
        short[] table = new short[Coords.N_SLICE * 18];
        for (int r = 0; r < Coords.N_SLICE; r++) {
            int mask = Coordinates.subsetUnrank(r, 4);
            for (int m = 0; m < 18; m++) {
                int moved = 0;
                for (int i = 0; i < 12; i++) {
                    if ((mask >> Coords.MOVE_EP[m][i] & 1) != 0) {
                        moved |= 1 << i;
                    }
                }
                table[r * 18 + m] = (short) Coordinates.subsetRank(moved);
            }
        }
        return table;
    }

    /** Permutation move table for the 8 corners, or the 8 U/D-layer edges under the G2 moves. */
    private static char[] buildPermMove(int n, boolean udEdges) {
        char[] table = new char[Coords.N_PERM8 * 18];
        int[] base = identity(12);
        int[] perm = new int[12];
        int[] tmp = new int[12];
        for (int r = 0; r < Coords.N_PERM8; r++) {
            Coordinates.permutationUnrank(r, base, 0, n, 0);
            for (int m : udEdges ? PHASE_MOVES[2] : PHASE_MOVES[0]) {
                System.arraycopy(base, 0, perm, 0, 12);
                if (udEdges) {
                    Coords.permuteEdges(perm, m, tmp);
                } else {
                    Coords.permuteCorners(perm, m, tmp);
                }
                table[r * 18 + m] = (char) Coordinates.permutationRank(perm, 0, n, 0);
            }
        }
        return table;
    }

    private static byte[] buildEEdgeMove() {
        byte[] table = new byte[24 * 18];
        int[] ep = identity(12);
        int[] tmp = new int[12];
        for (int r = 0; r < 24; r++) {
            for (int m : PHASE_MOVES[2]) {
                Coordinates.permutationUnrank(r, ep, 8, 4, 8);
                Coords.permuteEdges(ep, m, tmp);
                table[r * 18 + m] = (byte) Coordinates.permutationRank(ep, 8, 4, 8);
            }
        }
        return table;
    }

    /** Coset ids of G3·p, numbered in order of their smallest member. */
    private short[] buildCosets(int[] g3) {
        short[] coset = new short[Coords.N_PERM8];
        Arrays.fill(coset, (short) -1);
        int[][] members = new int[g3.length][8];
        for (int i = 0; i < g3.length; i++) {
            Coordinates.permutationUnrank(g3[i], members[i], 0, 8, 0);
        }
        int[] p = new int[8];
        int[] product = new int[8];
        short next = 0;
        for (int r = 0; r < Coords.N_PERM8; r++) {
            if (coset[r] >= 0) {
                continue;
            }
            Coordinates.permutationUnrank(r, p, 0, 8, 0);
            for (int[] h : members) {
                // (h then p): position i holds h[p[i]]
                for (int i = 0; i < 8; i++) {
                    product[i] = h[p[i]];
                }
                coset[Coordinates.permutationRank(product, 0, 8, 0)] = next;
            }
            next++;
        }
        if (next != Coords.N_CORNER_COSET) {
            throw new IllegalStateException(next + " corner cosets");
        }
        return coset;
    }

    private short[] buildEdgeG3Move(short[] raws) {
        short[] table = new short[Coords.N_EDGE_G3 * 6];
        int[] ep = new int[12];
        int[] four = new int[4];
        int[] tmp = new int[12];
        int[] mPositions = {1, 3, 5, 7};
        int[] sPositions = {0, 2, 4, 6};
        for (int i = 0; i < raws.length; i++) {
            for (int k = 0; k < 6; k++) {
                int raw = raws[i];
                Coordinates.permutationUnrank(raw / 576, four, 0, 4, 0);
                for (int j = 0; j < 4; j++) {
                    ep[mPositions[j]] = mPositions[four[j]];
                }
                Coordinates.permutationUnrank(raw / 24 % 24, four, 0, 4, 0);
                for (int j = 0; j < 4; j++) {
                    ep[sPositions[j]] = sPositions[four[j]];
                }
                Coordinates.permutationUnrank(raw % 24, ep, 8, 4, 8);
                Coords.permuteEdges(ep, PHASE_MOVES[3][k], tmp);
                int moved = (Coords.slicePerm(ep, Coords.M_SLICE_MASK) * 24 + Coords.slicePerm(ep, Coords.S_SLICE_MASK))
                        * 24 + Coordinates.permutationRank(ep, 8, 4, 8);
                table[i * 6 + k] = edgeG3Of[moved];
            }
        }
        return table;
    }

    private static int[] identity(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i;
        }
        return a;
    }
}

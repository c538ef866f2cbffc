package dev.cubeguide.solve.twophase;

import static dev.cubeguide.coord.Coordinates.N_CORNER_CLASS;
import static dev.cubeguide.coord.Coordinates.N_FLIP;
import static dev.cubeguide.coord.Coordinates.N_MOVES;
import static dev.cubeguide.coord.Coordinates.N_SLICE;
import static dev.cubeguide.coord.Coordinates.N_SLICE_PERM;
import static dev.cubeguide.coord.Coordinates.N_TWIST;
import static dev.cubeguide.coord.Symmetry.N_SYM_UD;

import dev.cubeguide.coord.ClassSym;
import dev.cubeguide.coord.CoordTables;
import dev.cubeguide.coord.Coordinates;
import dev.cubeguide.coord.EdgePairs;
import dev.cubeguide.coord.Mod3Table;
import dev.cubeguide.coord.SymClasses;
import dev.cubeguide.coord.SymTables;
import dev.cubeguide.coord.Symmetry;
import dev.cubeguide.table.ArrayBytes;
import dev.cubeguide.table.TableSource;
import dev.cubeguide.table.TableSpec;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The arrays the search reads, taken once from {@link CoordTables} into final fields so that the hot loops
 * index plain arrays. Immutable after construction (the arrays are shared and never written).
 */
final class SearchTables {
    /** The phase-1 states at most this far from the goal are known exactly from a small table. */
    static final int NEAR = 5;
    /**
     * The fewest moves that lead from the phase-1 goal back to it, leaving it at once and ending with a quarter turn
     * off the U-D axis (a phase-1 solution may pass the goal on its way only that far from its end): 5, checked by
     * SearchTablesTest.
     */
    static final int SHORTEST_RETURN = 5;
    private static final int NEAR_BITS = 17;
    /**
     * The search's copy of the near table has twice the stored one's slots (36% full instead of 73%, 2 MiB), so that a
     * look-up almost always finds its key, or the free slot of a state that is not near, in its first slot.
     */
    private static final int LOOKUP_BITS = NEAR_BITS + 1;
    /**
     * The near states (95,039 of them: 1 + 4 + 50 + 592 + 7,156 + 87,236 by distance) in an open-addressing table
     * (stored in 1 MiB, 73% full; spread over twice as many slots for the search, {@link #LOOKUP_BITS}):
     * {@code near[2 i]} is a key ({@code twist << 20 | flip << 9 | slice}, -1 for a free slot) and
     * {@code near[2 i + 1]} where the state's endings start in {@link #suffixes} ({@link #lookUp}).
     */
    private final int[] near;
    /** The number of near states (checked when they are found). */
    static final int NEAR_STATES = 95_039;
    /** The number of endings (checked when they are listed). */
    static final int ENDINGS = 277_388;
    /**
     * The move-mask table: 36 bits per phase-1 entry, and 8 bytes so that the last entry is read as a long. Its build
     * (18 reads per entry, each within its class's 1 KiB row of the exact table) is about 8.2 build steps per entry:
     * timed against the calibration on 2 cores.
     */
    static final TableSpec MOVES_SPEC = new TableSpec("twophase-moves", 1, CoordTables.N_PHASE1_ENTRIES * 36L / 8 + 8,
            "per phase-1 entry, the moves that lower its distance and those that keep it (2 x 18 bits)",
            (long) (CoordTables.N_PHASE1_ENTRIES * 8.2));

    /** The near table and the endings, as little-endian ints. */
    static final TableSpec ENDINGS_SPEC = new TableSpec("twophase-endings", 2,
            4L * ((2 << NEAR_BITS) + 2 * NEAR_STATES + ENDINGS),
            "phase-1 states within 5 moves of the goal and every ending of up to 5 moves from them");
    /**
     * The phase-1 endings of the near states (277,388 of them, with a two-int header per state: 1.8 MiB). From a
     * state's start b, the header {@code suffixes[b], suffixes[b + 1]} holds, 9 bits each from the low end, where
     * its lists for t = 2, 3, 4, 5 start and where the last ends, counted from {@code b + 2}, where the list for
     * t = 1 starts; each list holds the move sequences of exactly t moves that take the state to the phase-1 goal
     * (see {@link #fillSuffixes}), in the order a depth-first search meets them ({@link #endingsFrom},
     * {@link #endingsTo}). A state's header and first endings share a cache line.
     */
    final int[] suffixes;
    /** Bits per move in a suffix entry; the entry's top bits hold how many first moves it shares with the one before. */
    static final int SUFFIX_MOVE_BITS = 5;
    private static final int SUFFIX_MOVE_MASK = (1 << SUFFIX_MOVE_BITS) - 1;
    static final int SUFFIX_SHARED_SHIFT = 28;
    /** Every table the two-phase search reads. */
    static final List<TableSpec> SPECS = specs();

    private static List<TableSpec> specs() {
        List<TableSpec> out = new ArrayList<>(CoordTables.SPECS);
        out.add(ENDINGS_SPEC);
        out.add(MOVES_SPEC);
        return List.copyOf(out);
    }
    final CoordTables tables;
    final char[] twistMove;
    final char[] flipMove;
    final char[] sliceMove;
    /** UD-slice position (0..494) after a move, {@code [slice * 18 + m]}: 18 KB instead of the sorted 427 KB. */
    final char[] slicePosMove;
    final char[] cornerMove;
    final char[] uEdgesMove;
    final char[] dEdgesMove;
    final char[] udEdgeMove;
    final char[] twistConj;
    final char[] udEdgeConj;
    final char[] udEdgesMerge;
    final int[] flipSliceClassSym;
    /**
     * {@link CoordTables#flipSliceSymMove()} (4.6 MB): the children of a phase-1 node read one row of it instead
     * of one random place each in flipSliceClassSym.
     */
    final int[] flipSliceSymMove;
    /** Exact twist x slice position and flip x slice position distances: a cheap lower bound for starts. */
    final byte[] twistSlice;
    final byte[] flipSlice;
    /** Exact twist x flip distances, {@code [twist * 2048 + flip]}: the small set's third phase-1 bound (else null). */
    final byte[] twistFlip;
    /**
     * The exact phase-1 distances at 4 bits (67.2 MiB), entry {@code class * 2187 + twist'}; the full set's, as the
     * store maps them ({@link CoordTables#phase1ExactMapped}: a single solve copies none of it), else null.
     */
    final ByteBuffer phase1Exact;
    /** The same distances modulo 3 ({@link Mod3Table}, 26.9 MiB): the browser's full set's. */
    final byte[] phase1Mod3;
    /**
     * The move-mask table (604.8 MiB): for each phase-1 entry, 36 bits packed little-endian
     * ({@link #moveMasks(int)}): the 18 moves of the class representative that lower its distance (closer moves,
     * {@link #closerMoves}), then the 18 that keep it (level moves, {@link #levelMoves}); the other moves raise it
     * by one. A node without slack needs only its closer moves; one with slack knows every child's distance from the
     * two sets, without reading any child's entry. Its mapping and heap copy: {@link MoveMaskTable}.
     */
    private final MoveMaskTable moveMasks;
    /**
     * The corner permutation as a symmetry coordinate ({@code class << 4 | s}, rep = S x S^-1, as for the
     * flip-slice): {@code cornerClassMove[c * 18 + m]} is the class and symmetry of the representative of class c
     * after move m (2,768 x 18 ints, 195 KiB, with {@link SymClasses#step}). The search follows corners this way
     * instead of through the 1.4 MiB raw move table, and its corner bounds are read for the representative.
     */
    final int[] cornerClassMove;
    /** The class and symmetry of each raw corner permutation (for the starts). */
    final int[] cornerClassSym;
    /** The class of the solved corners (a class of its own: conjugates of the identity are the identity). */
    final int solvedCornerClass;
    /** {@link SymTables#slicePermConj()}: the slice order (0..23) conjugated, {@code [order * 16 + s]}. */
    final char[] slicePermConj;
    /**
     * Exact phase-2 distance of (corner class representative, slice order), {@code [class * 24 + order]} (65 KiB):
     * the corner-slice table restricted to the representatives; a state's is its representative's with the slice
     * order conjugated alike.
     */
    final byte[] cornerSliceRep;
    /**
     * The exact phase-2 distances at 4 bits (53.2 MiB), entry {@code class * 40320 + udEdge'}; mapped as
     * {@link #phase1Exact} is; null without phase 2's table.
     */
    final ByteBuffer phase2;
    /**
     * The browser's full set's phase-2 bound ({@link CoordTables#PHASE2_PAIRS}, 3.3 MiB), with the pairs of each
     * UD-edge permutation and their conjugation table; null otherwise.
     */
    private final byte[] phase2Pairs;
    private final char[] pairsOf;
    private final int[] pairsConj;
    final byte[] edgeSlice;

    /**
     * The search's tables from t: with the move-mask table as read by {@link MoveMaskTable#load}, the full set (with
     * the exact phase-1 and the phase-2 tables); with null, the small set ({@link SmallTableSet}), without them.
     */
    SearchTables(CoordTables t, MoveMaskTable moveMasks) {
        this(t, moveMasks, false, moveMasks != null);
    }

    /**
     * The browser's full set ({@link ResidueTableSet}): what the small set has, the phase-1 distances modulo 3 and
     * the phase-2 pattern table of the edge pairs.
     */
    static SearchTables withResidues(CoordTables t) {
        return new SearchTables(t, null, true, false);
    }

    private SearchTables(CoordTables t, MoveMaskTable moveMasks, boolean residues, boolean withPhase2) {
        boolean full = moveMasks != null;
        boolean symmetric = full || residues;
        tables = t;
        this.moveMasks = moveMasks;
        twistMove = t.twistMove();
        flipMove = t.flipMove();
        sliceMove = t.sliceSortedMove();
        slicePosMove = new char[N_SLICE * N_MOVES];
        for (int x = 0; x < N_SLICE; x++) {
            for (int m = 0; m < N_MOVES; m++) {
                slicePosMove[Coordinates.moveIndex(x, m)] = (char) Coordinates.sliceOf(
                        sliceMove[Coordinates.moveIndex(Coordinates.edges4(x, 0), m)]);
            }
        }
        cornerMove = t.cornerPermMove();
        uEdgesMove = t.uEdgesMove();
        dEdgesMove = t.dEdgesMove();
        udEdgeMove = t.udEdgePermMove();
        twistConj = t.twistConj();
        udEdgeConj = withPhase2 ? t.udEdgeConj() : null;
        udEdgesMerge = t.udEdgesMerge();
        flipSliceClassSym = symmetric ? t.flipSliceClassSym() : null;
        flipSliceSymMove = symmetric ? t.flipSliceSymMove() : null;
        twistSlice = t.twistSlicePruning();
        flipSlice = t.flipSlicePruning();
        twistFlip = symmetric ? null : t.twistFlipPruning();
        TableSource store = t.store();
        byte[] endings = store.load(ENDINGS_SPEC, (target, progress) -> new EndingsBuilder().write(target));
        int[] stored = new int[2 << NEAR_BITS];
        ArrayBytes.getIntsLittleEndian(endings, 0, stored);
        near = spread(stored);
        suffixes = new int[2 * NEAR_STATES + ENDINGS];
        ArrayBytes.getIntsLittleEndian(endings, 4 * stored.length, suffixes);
        phase1Exact = full ? t.phase1ExactMapped() : null;
        phase1Mod3 = residues ? t.phase1Mod3() : null;
        SymClasses corners = t.cornerClasses();
        cornerClassSym = corners.classSymArray();
        cornerClassMove = new int[N_CORNER_CLASS * N_MOVES];
        byte[] cornerSliceRaw = t.cornerSlicePruning();
        cornerSliceRep = new byte[N_CORNER_CLASS * N_SLICE_PERM];
        for (int c = 0; c < N_CORNER_CLASS; c++) {
            int rep = corners.representative(c);
            for (int m = 0; m < N_MOVES; m++) {
                int raw = cornerMove[Coordinates.moveIndex(rep, m)];
                cornerClassMove[Coordinates.moveIndex(c, m)] = cornerClassSym[raw];
            }
            System.arraycopy(cornerSliceRaw, rep * N_SLICE_PERM, cornerSliceRep, c * N_SLICE_PERM, N_SLICE_PERM);
        }
        slicePermConj = SymTables.slicePermConj();
        solvedCornerClass = ClassSym.classOf(cornerClassSym[0]);
        phase2 = withPhase2 ? t.phase2PruningMapped() : null;
        phase2Pairs = residues && !withPhase2 ? t.phase2Pairs().data() : null;
        pairsOf = phase2Pairs != null ? EdgePairs.ofPermutations() : null;
        pairsConj = phase2Pairs != null ? EdgePairs.conjTable() : null;
        edgeSlice = t.edgeSlicePruning();
    }

    int twistAfter(int twist, int m) {
        return twistMove[Coordinates.moveIndex(twist, m)];
    }

    int flipAfter(int flip, int m) {
        return flipMove[Coordinates.moveIndex(flip, m)];
    }

    /** The UD-slice position (0..494) after move m. */
    int slicePosAfter(int slicePos, int m) {
        return slicePosMove[Coordinates.moveIndex(slicePos, m)];
    }

    /** The slice edges sorted ({@link Coordinates#edges4}; the order alone, 0..23, in phase 2) after move m. */
    int sliceAfter(int sliceSorted, int m) {
        return sliceMove[Coordinates.moveIndex(sliceSorted, m)];
    }

    int uEdgesAfter(int uEdges, int m) {
        return uEdgesMove[Coordinates.moveIndex(uEdges, m)];
    }

    int dEdgesAfter(int dEdges, int m) {
        return dEdgesMove[Coordinates.moveIndex(dEdges, m)];
    }

    /** Phase 2's UD-edge permutation after the phase-2 move m. */
    int udEdgeAfter(int udEdge, int m) {
        return udEdgeMove[Coordinates.moveIndex(udEdge, m)];
    }

    /**
     * The UD-edge permutation (phase 2's edge coordinate) of a phase-2 start from its U and D edges (the D edges'
     * positions are then the D layer's, so only their order counts).
     */
    int udEdges(int uEdges, int dEdges) {
        return udEdgesMerge[uEdges * N_SLICE_PERM + dEdges % N_SLICE_PERM];
    }

    /** The exact phase-2 distance of the UD edges (raw) with the slice edges in this order (0..23). */
    int edgeSliceDistance(int udEdge, int order) {
        return edgeSlice[udEdge * N_SLICE_PERM + order];
    }

    /** The flip-slice's class and symmetry ({@link ClassSym}) of (UD-slice position 0..494, flip). */
    int flipSliceOf(int slicePos, int flip) {
        return flipSliceClassSym[Coordinates.flipSlice(slicePos, flip)];
    }

    /** Move j (from 0, the first) of an ending (an entry of {@link #suffixes}). */
    static int endingMove(int entry, int j) {
        assert j >= 0 && j < NEAR : j;
        return entry >>> (SUFFIX_MOVE_BITS * j) & SUFFIX_MOVE_MASK;
    }

    /** How many first moves an ending shares with the ending before it in its list. */
    static int sharedMoves(int entry) {
        return entry >>> SUFFIX_SHARED_SHIFT;
    }

    /** An ending's entry: its t moves ({@code path[0..t-1]}) and how many first moves it shares with the one before. */
    static int encodeEnding(int[] path, int t, int shared) {
        assert t >= 1 && t <= NEAR && shared >= 0 && shared <= t : t + "," + shared;
        int entry = shared << SUFFIX_SHARED_SHIFT;
        for (int j = 0; j < t; j++) {
            assert path[j] >= 0 && path[j] < Coordinates.N_MOVES : path[j];
            entry |= path[j] << (SUFFIX_MOVE_BITS * j);
        }
        return entry;
    }

    /** A near state's key: {@code twist << 20 | flip << 9 | slice position} (2,187 x 2,048 x 512 fit in 31 bits). */
    private static int nearKey(int twist, int flip, int slicePos) {
        assert twist >= 0 && twist < N_TWIST && flip >= 0 && flip < N_FLIP && slicePos >= 0 && slicePos < N_SLICE
                : twist + "," + flip + "," + slicePos;
        return twist << 20 | flip << 9 | slicePos;
    }

    private static int keyTwist(int key) {
        return key >>> 20;
    }

    private static int keyFlip(int key) {
        return key >>> 9 & 0x7FF;
    }

    private static int keySlicePos(int key) {
        return key & 0x1FF;
    }

    private static final int HEADER_BITS = 9;
    private static final int HEADER_MASK = (1 << HEADER_BITS) - 1;

    /** Where the endings of t moves start for the near state whose endings start at b ({@link #nearStartOf}). */
    int endingsFrom(int b, int t) {
        return t == 1 ? b + 2 : b + 2 + ((int) (header(b) >>> (HEADER_BITS * (t - 2))) & HEADER_MASK);
    }

    /** Where the endings of t moves end for the near state whose endings start at b. */
    int endingsTo(int b, int t) {
        return b + 2 + ((int) (header(b) >>> (HEADER_BITS * (t - 1))) & HEADER_MASK);
    }

    private long header(int b) {
        return suffixes[b] & 0xFFFFFFFFL | (long) suffixes[b + 1] << 32;
    }

    private static int nearSlot(int key, int bits) {
        return (key * 0x9E3779B1) >>> (32 - bits);
    }

    /** The stored near table's entries in a table of {@link #LOOKUP_BITS} slots, laid out alike. */
    private static int[] spread(int[] stored) {
        int[] out = new int[2 << LOOKUP_BITS];
        Arrays.fill(out, -1);
        for (int j = 0; j < stored.length; j += 2) {
            if (stored[j] != -1) {
                int i = nearSlot(stored[j], LOOKUP_BITS);
                while (out[2 * i] != -1) {
                    i = (i + 1) & ((1 << LOOKUP_BITS) - 1);
                }
                out[2 * i] = stored[j];
                out[2 * i + 1] = stored[j + 1];
            }
        }
        return out;
    }

    /**
     * Where in {@link #suffixes} the endings of (twist, flip, slice position) start; the state must be within
     * {@link #NEAR} moves of the goal.
     */
    int nearStartOf(int twist, int flip, int slice) {
        return lookUp(near, nearKey(twist, flip, slice), LOOKUP_BITS);
    }

    /**
     * The value of key in an open-addressing table laid out as {@link #near}, or -1 when the key is not there: one
     * probe almost always, the rest out of line (small methods are inlined by every compiler).
     */
    private static int lookUp(int[] table, int key, int bits) {
        int i = nearSlot(key, bits);
        int k = table[2 * i];
        return k == key ? table[2 * i + 1] : k == -1 ? -1 : probe(table, key, i, bits);
    }

    private static int probe(int[] table, int key, int from, int bits) {
        for (int i = (from + 1) & ((1 << bits) - 1);; i = (i + 1) & ((1 << bits) - 1)) {
            int k = table[2 * i];
            if (k == key) {
                return table[2 * i + 1];
            }
            if (k == -1) {
                return -1;
            }
        }
    }

    /**
     * Builds {@link #ENDINGS_SPEC}: the near states, found breadth first into an open-addressing table whose values
     * are {@code id << 4 | distance} while it is built, and every state's endings.
     */
    private final class EndingsBuilder {
        private final int[] table = new int[2 << NEAR_BITS];
        /** The near states' keys by id, in breadth-first order. */
        private int[] byId = new int[1 << 12];
        private int stateCount;

        /**
         * The phase-1 states within {@link #NEAR} moves of the goal, found by a breadth-first search.
         */
        private void fillNear() {
            Arrays.fill(table, -1);
            int[] frontier = {0};
            putNear(0, 0);
            for (int d = 1; d <= NEAR; d++) {
                int[] next = new int[frontier.length * N_MOVES];
                int count = 0;
                for (int key : frontier) {
                    int tw = keyTwist(key);
                    int f = keyFlip(key);
                    int sl = keySlicePos(key);
                    for (int m = 0; m < N_MOVES; m++) {
                        int child = nearKey(twistAfter(tw, m), flipAfter(f, m), slicePosAfter(sl, m));
                        if (nearDistance(child) > NEAR) {
                            putNear(child, d);
                            next[count++] = child;
                        }
                    }
                }
                frontier = Arrays.copyOf(next, count);
            }
            if (stateCount != NEAR_STATES) {
                throw new IllegalStateException("found " + stateCount + " phase-1 states within " + NEAR + " moves, not "
                        + NEAR_STATES);
            }
        }

        /** Finds the near states and their endings, and writes them as {@link #ENDINGS_SPEC} lays them out. */
        void write(byte[] target) {
            fillNear();
            int[] from = new int[NEAR_STATES * NEAR + 1];
            int[] endings = fillSuffixes(from);
            if (endings.length != ENDINGS) {
                throw new IllegalStateException("listed " + endings.length + " phase-1 endings, not " + ENDINGS);
            }
            int[] lists = new int[2 * NEAR_STATES + ENDINGS];
            int[] startOf = new int[NEAR_STATES];
            int at = 0;
            for (int id = 0; id < NEAR_STATES; id++) {
                int first = from[id * NEAR];
                long header = 0;
                for (int t = 2; t <= NEAR + 1; t++) {
                    // Field t - 2: where the list for t starts (for t = NEAR + 1: where the last one ends).
                    int offset = from[id * NEAR + t - 1] - first;
                    if (offset > HEADER_MASK) {
                        throw new IllegalStateException("near state " + id + " has " + offset + " endings, over 511");
                    }
                    header |= (long) offset << (HEADER_BITS * (t - 2));
                }
                startOf[id] = at;
                lists[at] = (int) header;
                lists[at + 1] = (int) (header >>> 32);
                int count = from[id * NEAR + NEAR] - first;
                System.arraycopy(endings, first, lists, at + 2, count);
                at += 2 + count;
            }
            for (int i = 0; i < table.length; i += 2) {
                if (table[i] != -1) {
                    table[i + 1] = startOf[idOf(table[i + 1])];
                }
            }
            ArrayBytes.putIntsLittleEndian(table, target, 0);
            ArrayBytes.putIntsLittleEndian(lists, target, 4 * table.length);
        }

        private void putNear(int key, int d) {
            int i = nearSlot(key, NEAR_BITS);
            while (table[2 * i] != -1) {
                i = (i + 1) & ((1 << NEAR_BITS) - 1);
            }
            if (stateCount == byId.length) {
                byId = Arrays.copyOf(byId, 2 * stateCount);
            }
            byId[stateCount] = key;
            table[2 * i] = key;
            table[2 * i + 1] = info(stateCount++, d);
        }

        /** A near state's value while the table is built: {@code id << 4 | distance}. */
        private static int info(int id, int distance) {
            assert id >= 0 && id < NEAR_STATES && distance >= 0 && distance <= NEAR : id + "," + distance;
            return id << 4 | distance;
        }

        private static int idOf(int info) {
            return info >>> 4;
        }

        private static int distanceOf(int info) {
            return info & 15;
        }

        /** The exact distance of a state within {@link #NEAR} moves, else NEAR + 1. */
        private int nearDistance(int key) {
            int info = lookUp(table, key, NEAR_BITS);
            return info < 0 ? NEAR + 1 : distanceOf(info);
        }

        private int nearDistance(int twist, int flip, int slice) {
            return nearDistance(nearKey(twist, flip, slice));
        }

        /**
         * Every near state's endings, for t = 1..NEAR. An ending is a path of exactly t moves to the goal that the
         * search may take: no face twice in a row and opposite faces in one order only, no state on the way at the
         * goal (none can be: see {@link #SHORTEST_RETURN}), and a last move off the phase-2 group (one ending in a
         * phase-2 move repeats a shorter phase-1 solution). The paths are listed in ascending move order, the order of
         * the depth-first search they replace, so the search finds the same solutions in the same order. An ending's
         * first move is not checked against the move before it: the search does that. Each entry holds its moves
         * ({@link #SUFFIX_MOVE_BITS} bits each, first move lowest) and, from bit {@link #SUFFIX_SHARED_SHIFT}, how many
         * first moves it shares with the entry before it in its list. One depth-first search per state finds the
         * endings of every length, each length's in ascending order, into {@link #byLength}.
         */
        private int[] fillSuffixes(int[] suffixFrom) {
            int[] out = new int[1 << 12];
            int count = 0;
            for (int id = 0; id < stateCount; id++) {
                int key = byId[id];
                Arrays.fill(lengthCount, 0);
                for (int[] last : previous) {
                    Arrays.fill(last, -1);
                }
                collectSuffixes(keyTwist(key), keyFlip(key), keySlicePos(key), 0, -1);
                for (int t = 1; t <= NEAR; t++) {
                    suffixFrom[id * NEAR + t - 1] = count;
                    int n = lengthCount[t];
                    if (count + n > out.length) {
                        out = Arrays.copyOf(out, Math.max(2 * out.length, count + n));
                    }
                    System.arraycopy(byLength[t], 0, out, count, n);
                    count += n;
                }
            }
            suffixFrom[stateCount * NEAR] = count;
            return Arrays.copyOf(out, count);
        }

        /** The endings of one state by length, {@code byLength[t][0..lengthCount[t]-1]}, as they are found. */
        private final int[][] byLength = new int[NEAR + 1][64];
        private final int[] lengthCount = new int[NEAR + 1];
        /** The moves of the path being searched, and the last ending of each length (its moves, for the sharing). */
        private final int[] path = new int[NEAR];
        private final int[][] previous = new int[NEAR + 1][NEAR];

        /**
         * The endings through the path {@code path[0..depth-1]} (at the state tw, f, sl), of every length up to NEAR:
         * a move that reaches the goal ends one (unless it is a phase-2 move) and is not followed further, as no
         * ending passes the goal (NEAR is at most {@link #SHORTEST_RETURN}); a move to a state that the moves left can still take to the goal is followed.
         */
        private void collectSuffixes(int tw, int f, int sl, int depth, int lastFace) {
            for (int m = 0; m < N_MOVES; m++) {
                if ((Search.ALLOWED[lastFace + 1] >>> (m / 3) & 1) == 0) {
                    continue;
                }
                int ct = twistAfter(tw, m);
                int cf = flipAfter(f, m);
                int cs = slicePosAfter(sl, m);
                int d = nearDistance(ct, cf, cs);
                path[depth] = m;
                if (d == 0) {
                    if (!Coordinates.isPhase2Move(m)) {
                        addEnding(depth + 1);
                    }
                } else if (depth + 1 + d <= NEAR) {
                    collectSuffixes(ct, cf, cs, depth + 1, m / 3);
                }
            }
        }

        /** Adds {@code path[0..t-1]} to the endings of length t, with the first moves it shares with the one before. */
        private void addEnding(int t) {
            int[] before = previous[t];
            int shared = 0;
            while (shared < t && path[shared] == before[shared]) {
                shared++;
            }
            System.arraycopy(path, 0, before, 0, t);
            if (lengthCount[t] == byLength[t].length) {
                byLength[t] = Arrays.copyOf(byLength[t], 2 * lengthCount[t]);
            }
            byLength[t][lengthCount[t]++] = encodeEnding(path, t, shared);
        }
    }

    static int nibble(byte[] packed, int i) {
        return packed[i >>> 1] >> ((i & 1) << 2) & 15;
    }

    /** Entry i of a table of 4-bit entries ({@link dev.cubeguide.coord.NibbleTable}'s layout) in a buffer. */
    static int nibble(ByteBuffer packed, int i) {
        return packed.get(i >>> 1) >> ((i & 1) << 2) & 15;
    }

    /** The exact phase-1 distance of (flip, UD-slice position 0..494, twist). */
    int phase1DistanceAt(int flip, int slice, int twist) {
        return nibble(phase1Exact, phase1IndexOf(flipSliceOf(slice, flip), twist));
    }

    /**
     * The class and symmetry of the flip-slice reached by move m from the one whose class and symmetry are cs (one
     * row of flipSliceSymMove per node; {@link SymClasses#step}).
     */
    int classSymAfter(int cs, int m) {
        return SymClasses.step(flipSliceSymMove, cs, m);
    }

    /** The corner class and symmetry after move m from class and symmetry cs. */
    int cornerAfter(int cs, int m) {
        return SymClasses.step(cornerClassMove, cs, m);
    }

    /** The exact phase-2 distance of corners (class and symmetry cs) with the slice edges in the slice in this order. */
    int cornerSliceDistance(int cs, int order) {
        return cornerSliceRep[ClassSym.classOf(cs) * N_SLICE_PERM
                + slicePermConj[ClassSym.conjIndex(order, ClassSym.symOf(cs))]];
    }

    /** The phase-1 table entry of the flip-slice with class and symmetry cs, and this twist. */
    int phase1IndexOf(int cs, int twist) {
        return phase1IndexOf(twistConj, cs, twist);
    }

    /** {@link #phase1IndexOf(int, int)} with the twist conjugation table given ({@link CoordTables#twistConj}). */
    static int phase1IndexOf(char[] twistConj, int cs, int twist) {
        return ClassSym.classOf(cs) * N_TWIST + twistConj[ClassSym.conjIndex(twist, ClassSym.symOf(cs))];
    }

    /**
     * The exact phase-1 distance of (flip, slice sorted, twist); with the small set, a lower bound
     * ({@link #phase1Bound}).
     */
    int phase1Distance(int flip, int sliceSorted, int twist) {
        int slicePos = Coordinates.sliceOf(sliceSorted);
        return phase1Exact != null ? phase1DistanceAt(flip, slicePos, twist)
                : phase1Mod3 != null ? phase1DistanceByWalk(twist, flip, slicePos)
                : phase1Bound(twist, flip, slicePos);
    }

    /**
     * The phase-1 distance of (flip, slice sorted, twist), a neighbour of a state at {@code parent}: as
     * {@link #phase1Distance}, but from the residue alone with the browser's full set.
     */
    int phase1DistanceNear(int parent, int flip, int sliceSorted, int twist) {
        if (phase1Mod3 == null) {
            return phase1Distance(flip, sliceSorted, twist);
        }
        int flipSlice = flipSliceOf(Coordinates.sliceOf(sliceSorted), flip);
        return Mod3Table.next(parent, residueAt(phase1IndexOf(flipSlice, twist)));
    }

    /** The phase-1 distance modulo 3 of entry i ({@link #phase1IndexOf}). */
    int residueAt(int i) {
        return Mod3Table.get(phase1Mod3, i);
    }

    /**
     * The exact phase-1 distance of (twist, flip, UD-slice position 0..494) from the residues: a walk towards the
     * goal, each step to the first neighbour whose residue is one less (so one move closer), until a near state,
     * whose distance its endings give ({@link #nearDistance}). About 4 steps for a random state.
     */
    int phase1DistanceByWalk(int twist, int flip, int slicePos) {
        int cs = flipSliceOf(slicePos, flip);
        int residue = residueAt(phase1IndexOf(cs, twist));
        for (int steps = 0;; steps++) {
            if (twist == 0 && flip == 0 && slicePos == 0) {
                return steps;
            }
            int start = nearStartOf(twist, flip, slicePos);
            if (start >= 0) {
                return steps + nearDistance(start);
            }
            int wanted = Mod3Table.closer(residue);
            int m = 0;
            while (residueAt(phase1IndexOf(classSymAfter(cs, m), twistAfter(twist, m))) != wanted) {
                m++;
            }
            cs = classSymAfter(cs, m);
            twist = twistAfter(twist, m);
            flip = flipAfter(flip, m);
            slicePos = slicePosAfter(slicePos, m);
            residue = wanted;
        }
    }

    /**
     * The exact phase-1 distance of the near state (not the goal) whose endings start at b: the fewest moves of its
     * endings (a shortest way to the goal is one of them: in the search's move order, it never passes the goal, and
     * it ends off the phase-2 group, else it would be longer than a way that stops a move earlier).
     */
    int nearDistance(int b) {
        for (int t = 1; t <= NEAR; t++) {
            if (endingsFrom(b, t) < endingsTo(b, t)) {
                return t;
            }
        }
        throw new IllegalStateException("a near state without endings");
    }

    /**
     * A lower bound of the phase-1 distance of (twist, flip, UD-slice position 0..494) from the small tables: the
     * largest of its twist-slice, flip-slice and twist-flip distances, or NEAR + 1 when that is at most NEAR but the state is not
     * one of the near states.
     */
    int phase1Bound(int twist, int flip, int slicePos) {
        int bound = Math.max(Math.max(twistSlice[twist * N_SLICE + slicePos], flipSlice[flip * N_SLICE + slicePos]),
                twistFlip[twist * N_FLIP + flip]);
        return bound <= NEAR && nearStartOf(twist, flip, slicePos) < 0 ? NEAR + 1 : bound;
    }

    /**
     * {@code CONJ_BITS[s * 1024 + half * 512 + x]}: the moves m whose conjugates {@code S m S^-1} under U-D symmetry s
     * are the moves {@code 9 * half + b} for the bits b of x. A node whose flip-slice has symmetry s (the table's
     * entry is its conjugate by S, the representative) lowers its distance with move m exactly when the
     * representative does with {@code S m S^-1} ({@link SymClasses#step}).
     */
    private static final int[] CONJ_BITS = conjBits();

    private static int[] conjBits() {
        int[] out = new int[N_SYM_UD * 1024];
        for (int s = 0; s < N_SYM_UD; s++) {
            for (int m = 0; m < N_MOVES; m++) {
                int r = Symmetry.conjugateMove(s, m);
                for (int x = 0; x < 512; x++) {
                    if ((x >>> (r % 9) & 1) != 0) {
                        out[s * 1024 + (r / 9) * 512 + x] |= 1 << m;
                    }
                }
            }
        }
        return out;
    }

    /** Phase-1 entry i's 36 bits in the move-mask table (its representative's closer and level moves). */
    long moveMasks(int i) {
        return moveMasks(moveMasks.copy(), moveMasks.mapped(), i);
    }

    /** Phase-1 entry i's 36 bits in the move-mask table, from its heap copy when there is one, else from the mapping. */
    static long moveMasks(byte[] copy, ByteBuffer mapped, int i) {
        return MoveMaskTable.read(copy, mapped, i);
    }

    /** The move-mask table's mapping. */
    ByteBuffer moveMaskTable() {
        return moveMasks.mapped();
    }

    /** The move-mask table's heap copy once made, else null. */
    byte[] moveMaskCopy() {
        return moveMasks.copy();
    }

    /** Starts the move-mask table's heap copy in the background ({@link MoveMaskTable#startHeapCopy}). */
    void startHeapCopy() {
        moveMasks.startHeapCopy();
    }

    /** Makes the move-mask table's heap copy now ({@link MoveMaskTable#copyToHeap}). */
    void copyToHeap() {
        moveMasks.copyToHeap();
    }

    /** The moves that lower the phase-1 distance of a node with move masks e and flip-slice symmetry s. */
    static int closerMoves(long e, int s) {
        return conjugated((int) e & 0x3FFFF, s);
    }

    /** The moves that keep the phase-1 distance of a node with move masks e and flip-slice symmetry s. */
    static int levelMoves(long e, int s) {
        return conjugated((int) (e >>> 18) & 0x3FFFF, s);
    }

    /** The moves m whose conjugates under symmetry s are in the representative's move set rep. */
    private static int conjugated(int rep, int s) {
        return CONJ_BITS[s * 1024 + (rep & 511)] | CONJ_BITS[s * 1024 + 512 + (rep >>> 9)];
    }

    /**
     * The browser's full set's phase-2 bound: the distance of the corners with the UD edges' opposite pairs
     * ({@link EdgePairs}), at most the phase-2 distance.
     */
    private int phase2PairsBound(int cornerCs, int udEdge) {
        int i = ClassSym.classOf(cornerCs) * EdgePairs.N + pairsConj[ClassSym.conjIndex(pairsOf[udEdge], ClassSym.symOf(cornerCs))];
        return phase2Pairs[i >>> 1] >> ((i & 1) << 2) & 15;
    }

    /**
     * A lower bound (exact below 15) of the phase-2 moves that solve corners and UD edges, from the corners' class
     * and symmetry and the raw UD-edge permutation.
     */
    int phase2Bound(int cornerCs, int udEdge) {
        if (phase2 == null) {
            return phase2Pairs == null ? 0 : phase2PairsBound(cornerCs, udEdge);
        }
        int i = ClassSym.classOf(cornerCs) * 40320 + udEdgeConj[ClassSym.conjIndex(udEdge, ClassSym.symOf(cornerCs))];
        return nibble(phase2, i);
    }
}

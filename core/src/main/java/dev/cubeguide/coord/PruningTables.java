package dev.cubeguide.coord;

import static dev.cubeguide.coord.Coordinates.N_CORNER_CLASS;
import static dev.cubeguide.coord.Coordinates.N_FLIP;
import static dev.cubeguide.coord.Coordinates.N_FLIPSLICE_CLASS;
import static dev.cubeguide.coord.Coordinates.N_MOVES;
import static dev.cubeguide.coord.Coordinates.N_SLICE;
import static dev.cubeguide.coord.Coordinates.N_SLICE_PERM;
import static dev.cubeguide.coord.Coordinates.N_TWIST;
import static dev.cubeguide.coord.Coordinates.N_UD_EDGE_PERM;
import static dev.cubeguide.coord.Coordinates.moveIndex;

import dev.cubeguide.table.Progress;
import java.util.Arrays;
import java.util.function.IntBinaryOperator;

/**
 * The builders of the pruning tables of one {@link CoordTables}, from its move and symmetry tables: breadth-first
 * searches over a pair of raw coordinates ({@link PairBfs}, one byte an entry) and over a symmetry class and a raw
 * coordinate ({@link SymBfs}, 4 bits an entry; {@link Mod3Bfs}, the distances modulo 3).
 */
final class PruningTables {
    private final CoordTables tables;

    PruningTables(CoordTables tables) {
        this.tables = tables;
    }

    void phase1(byte[] target, Progress progress) {
        new SymBfs(N_FLIPSLICE_CLASS, N_TWIST, Coordinates.allMoves(), flipSliceClassMove(),
                PairBfs.ints(tables.twistMove()), PairBfs.ints(tables.twistConj()), tables.flipSliceClasses(),
                tables.store().workers()).expectSteps(CoordTables.PHASE1_EXACT.buildSteps()).build(target, progress);
    }

    /**
     * Packs the exact phase-1 table when the store holds it; otherwise runs a breadth-first search of residues
     * ({@link Mod3Bfs}: one thread, 35 MB while it runs).
     */
    void phase1Mod3(byte[] target, Progress progress) {
        if (tables.store().isPresent(CoordTables.PHASE1_EXACT)) {
            Mod3Table.pack(tables.phase1Exact(), target);
            return;
        }
        new Mod3Bfs(N_FLIPSLICE_CLASS, N_TWIST, Coordinates.allMoves(), tables.flipSliceSymMove(),
                PairBfs.ints(tables.twistMove()), PairBfs.ints(tables.twistConj()), tables.flipSliceClasses())
                .build(target, progress);
    }

    /** (flip-slice class, move) to the {@link ClassSym} of the class representative after the move. */
    IntBinaryOperator flipSliceClassMove() {
        SymClasses fs = tables.flipSliceClasses();
        char[] fm = tables.flipMove();
        char[] sm = tables.sliceSortedMove();
        return (c, m) -> {
            int raw = SymTables.flipSliceAfter(fs.representative(c), m, fm, sm);
            return ClassSym.encode(fs.classOf(raw), fs.symmetryOf(raw));
        };
    }

    void phase2(byte[] target, Progress progress) {
        new SymBfs(N_CORNER_CLASS, N_UD_EDGE_PERM, Coordinates.phase2Moves(), cornerClassMove(),
                PairBfs.ints(tables.udEdgePermMove()), PairBfs.ints(tables.udEdgeConj()), tables.cornerClasses(),
                tables.store().workers()).expectSteps(CoordTables.PHASE2_PRUNING.buildSteps())
                .build(target, progress);
    }

    void phase2Pairs(byte[] target, Progress progress) {
        new SymBfs(N_CORNER_CLASS, EdgePairs.N, Coordinates.phase2Moves(), cornerClassMove(), EdgePairs.moveTable(),
                EdgePairs.conjTable(), tables.cornerClasses(), tables.store().workers()).build(target, progress);
    }

    /** (corner class, move) to the {@link ClassSym} of the class representative after the move. */
    private IntBinaryOperator cornerClassMove() {
        SymClasses cc = tables.cornerClasses();
        char[] cm = tables.cornerPermMove();
        return (c, m) -> {
            int raw = cm[moveIndex(cc.representative(c), m)];
            return ClassSym.encode(cc.classOf(raw), cc.symmetryOf(raw));
        };
    }

    void cornerSlice(byte[] target, Progress progress) {
        pairBfs(target, N_SLICE_PERM, PairBfs.ints(tables.cornerPermMove()), sliceOrderMove(),
                Coordinates.phase2Moves(), progress);
    }

    void edgeSlice(byte[] target, Progress progress) {
        pairBfs(target, N_SLICE_PERM, PairBfs.ints(tables.udEdgePermMove()), sliceOrderMove(),
                Coordinates.phase2Moves(), progress);
    }

    void twistSlice(byte[] target, Progress progress) {
        pairBfs(target, N_SLICE, PairBfs.ints(tables.twistMove()), slicePositionMove(), Coordinates.allMoves(),
                progress);
    }

    void flipSlice(byte[] target, Progress progress) {
        pairBfs(target, N_SLICE, PairBfs.ints(tables.flipMove()), slicePositionMove(), Coordinates.allMoves(),
                progress);
    }

    void twistFlip(byte[] target, Progress progress) {
        pairBfs(target, N_FLIP, PairBfs.ints(tables.twistMove()), PairBfs.ints(tables.flipMove()),
                Coordinates.allMoves(), progress);
    }

    /**
     * Breadth-first search over a pair of raw coordinates (a, b), entry {@code a * nB + b}, exact distance per byte,
     * from the solved entry 0 ({@link PairBfs}); both move tables {@link Coordinates#N_MOVES} moves a row.
     */
    private static void pairBfs(byte[] target, int nB, int[] moveA, int[] moveB, int[] moves, Progress progress) {
        PairBfs.fill(target, 0, nB, moveA, N_MOVES, moveB, N_MOVES, moves, (byte) -1, progress);
    }

    /** The UD-slice position (0..494, unsorted) after a move, entry {@link Coordinates#moveIndex}. */
    private int[] slicePositionMove() {
        char[] sm = tables.sliceSortedMove();
        int[] out = new int[N_SLICE * N_MOVES];
        for (int x = 0; x < N_SLICE; x++) {
            for (int m = 0; m < N_MOVES; m++) {
                out[moveIndex(x, m)] = Coordinates.sliceOf(sm[moveIndex(Coordinates.edges4(x, 0), m)]);
            }
        }
        return out;
    }

    /** The slice edges' order (0..23, the slice edges in the slice) after a phase-2 move: the first rows. */
    private int[] sliceOrderMove() {
        return PairBfs.ints(Arrays.copyOf(tables.sliceSortedMove(), N_SLICE_PERM * N_MOVES));
    }
}

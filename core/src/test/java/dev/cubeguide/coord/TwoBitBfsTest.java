package dev.cubeguide.coord;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.table.Progress;
import dev.cubeguide.table.SharedTestTables;
import dev.cubeguide.table.ThreadPoolWorkers;
import dev.cubeguide.table.Workers;
import java.nio.ByteBuffer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The direct 2-bit build gives, entry by entry, the codes of {@link SymBfs}'s exact distances, on a small
 * symmetry-reduced pair with the split table's shape: corner classes x (twist x corner parity), the other coordinate
 * a product of two as the real table's is (12.1 million entries, all 18 moves, classes with symmetries, distances
 * 0..11; the parity is fixed by the class, so half the entries are never reached and stay "b + 3 or more" in both),
 * at bases that put b + 2 below, at and past the end; on one thread and on the shared workers, forwards only,
 * backwards only and switching as the real build does; in one array and in parts whose ends fall inside rows.
 */
class TwoBitBfsTest {
    private static int[] classMove;
    private static SymClasses classes;
    private static TwoBitBfs.Other other;
    private static byte[] exact;
    private static final int PARITIES = 2;
    private static final long ENTRIES = (long) Coordinates.N_CORNER_CLASS * Coordinates.N_TWIST * PARITIES;

    @BeforeAll
    static void exactDistances() {
        CoordTables t = CoordTables.of(SharedTestTables.store());
        classes = t.cornerClasses();
        char[] cm = t.cornerPermMove();
        classMove = new int[Coordinates.N_CORNER_CLASS * 18];
        for (int c = 0; c < Coordinates.N_CORNER_CLASS; c++) {
            for (int m = 0; m < 18; m++) {
                int raw = cm[classes.representative(c) * 18 + m];
                classMove[c * 18 + m] = ClassSym.encode(classes.classOf(raw), classes.symmetryOf(raw));
            }
        }
        // The corner permutation's parity: every quarter turn changes it, a half turn and a conjugation keep it.
        char[] parityMove = new char[PARITIES * 18];
        char[] parityConj = new char[PARITIES * 16];
        for (int p = 0; p < PARITIES; p++) {
            for (int m = 0; m < 18; m++) {
                parityMove[p * 18 + m] = (char) (m % 3 == 1 ? p : 1 - p);
            }
            for (int s = 0; s < 16; s++) {
                parityConj[p * 16 + s] = (char) p;
            }
        }
        other = TwoBitBfs.Other.product(t.twistMove(), t.twistConj(), parityMove, parityConj);
        // The exact table, over the product's values as one coordinate.
        int[] otherMove = new int[other.count * 18];
        int[] otherConj = new int[other.count * 16];
        for (int o = 0; o < other.count; o++) {
            int twist = o / PARITIES;
            int p = o % PARITIES;
            for (int m = 0; m < 18; m++) {
                otherMove[o * 18 + m] = t.twistMove()[twist * 18 + m] * PARITIES + parityMove[p * 18 + m];
            }
            for (int s = 0; s < 16; s++) {
                otherConj[o * 16 + s] = other.conj(o, s);
                assertThat(otherConj[o * 16 + s]).isEqualTo(t.twistConj()[twist * 16 + s] * PARITIES + p);
            }
        }
        exact = new byte[(int) NibbleTable.bytes(ENTRIES)];
        new SymBfs(Coordinates.N_CORNER_CLASS, other.count, Coordinates.allMoves(), (c, m) -> classMove[c * 18 + m],
                otherMove, otherConj, classes, Workers.SAME_THREAD).build(exact, Progress.NONE);
    }

    private static TwoBitBfs bfs(Workers workers, int base) {
        return new TwoBitBfs(Coordinates.N_CORNER_CLASS, Coordinates.allMoves(), (c, m) -> classMove[c * 18 + m],
                other, classes, workers, base);
    }

    private static byte[] twoBit(Workers workers, int base, int forwardRatio) {
        byte[] data = new byte[(int) TwoBitPruning.bytes(ENTRIES)];
        bfs(workers, base).forwardRatio(forwardRatio).build(data, Progress.NONE);
        return data;
    }

    private static void assertCodesOfExact(byte[] data, int base) {
        byte[][] parts = {data};
        int[] byCode = new int[4];
        for (long i = 0; i < ENTRIES; i++) {
            int d = NibbleTable.get(exact, i);
            int code = TwoBitPruning.code(parts, i);
            if (code != TwoBitPruning.encode(d, base)) {
                throw new AssertionError("base " + base + ", entry " + i + ": distance " + d + ", code " + code);
            }
            byCode[code]++;
        }
        assertThat(byCode[0]).isPositive();
        // Half the entries are never reached (code 3); with b + 2 below 11 every code is used by reached ones too.
        assertThat(byCode[3]).isGreaterThanOrEqualTo((int) (ENTRIES / 2));
        if (base <= 8) {
            assertThat(byCode).doesNotContain(0);
        }
        // The same bytes as the 4-bit table turned into codes.
        byte[][] converted = TwoBitPruning.fromExact(new ByteBuffer[] {ByteBuffer.wrap(exact)}, 31, ENTRIES, base);
        assertThat(data).isEqualTo(converted[0]);
    }

    @Test
    void oneThreadSwitchingAsTheRealBuildDoes() {
        for (int base : new int[] {5, 8, 9, 10}) {
            assertCodesOfExact(twoBit(Workers.SAME_THREAD, base, 4), base);
        }
    }

    @Test
    void aTableInPartsWhoseRowsCrossThePartsIsTheSameTable() {
        // Parts of 2^18 entries: the class rows (4,374 entries) cross part ends, and the last part is shorter.
        int shift = 18;
        int partBytes = 1 << shift - 2;
        int whole = (int) TwoBitPruning.bytes(ENTRIES);
        byte[][] parts = new byte[(whole + partBytes - 1) / partBytes][];
        for (int p = 0; p < parts.length; p++) {
            parts[p] = new byte[Math.min(partBytes, whole - p * partBytes)];
        }
        bfs(ThreadPoolWorkers.SHARED, 8).build(parts, shift, Progress.NONE);
        byte[] joined = new byte[whole];
        for (int p = 0; p < parts.length; p++) {
            System.arraycopy(parts[p], 0, joined, p * partBytes, parts[p].length);
        }
        assertCodesOfExact(joined, 8);
    }

    @Test
    void allThreadsForwardsOnlyAndBackwardsOnly() {
        assertCodesOfExact(twoBit(ThreadPoolWorkers.SHARED, 8, 4), 8);
        // Ratio 0: every step forwards; a huge ratio: every step backwards.
        assertCodesOfExact(twoBit(ThreadPoolWorkers.SHARED, 7, 0), 7);
        assertCodesOfExact(twoBit(ThreadPoolWorkers.SHARED, 9, 1 << 30), 9);
    }
}

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
 * symmetry-reduced pair with the split table's shape: corner classes x twist (6.1 million entries, all 18 moves,
 * classes with symmetries, distances 0..11), at bases that put b + 2 below, at and past the end; on one thread and
 * on the shared workers, forwards only, backwards only and switching as the real build does.
 */
class TwoBitBfsTest {
    private static int[] classMove;
    private static int[] twistMove;
    private static int[] twistConj;
    private static SymClasses classes;
    private static byte[] exact;
    private static final long ENTRIES = (long) Coordinates.N_CORNER_CLASS * Coordinates.N_TWIST;

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
        twistMove = PairBfs.ints(t.twistMove());
        twistConj = PairBfs.ints(t.twistConj());
        exact = new byte[(int) NibbleTable.bytes(ENTRIES)];
        new SymBfs(Coordinates.N_CORNER_CLASS, Coordinates.N_TWIST, Coordinates.allMoves(),
                (c, m) -> classMove[c * 18 + m], twistMove, twistConj, classes, Workers.SAME_THREAD)
                .build(exact, Progress.NONE);
    }

    private static byte[] twoBit(Workers workers, int base, int forwardRatio) {
        byte[] data = new byte[(int) TwoBitPruning.bytes(ENTRIES)];
        new TwoBitBfs(Coordinates.N_CORNER_CLASS, Coordinates.N_TWIST, Coordinates.allMoves(),
                (c, m) -> classMove[c * 18 + m], twistMove, twistConj, classes, workers, base)
                .forwardRatio(forwardRatio).build(data, Progress.NONE);
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
        // The distances run to 11: with b + 3 at most 11 every code is used.
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
    void allThreadsForwardsOnlyAndBackwardsOnly() {
        assertCodesOfExact(twoBit(ThreadPoolWorkers.SHARED, 8, 4), 8);
        // Ratio 0: every step forwards; a huge ratio: every step backwards.
        assertCodesOfExact(twoBit(ThreadPoolWorkers.SHARED, 7, 0), 7);
        assertCodesOfExact(twoBit(ThreadPoolWorkers.SHARED, 9, 1 << 30), 9);
    }
}

package dev.cubeguide.coord;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Move;
import dev.cubeguide.table.SharedTestTables;
import java.util.Random;
import org.junit.jupiter.api.Test;

class CornerPruningTest {
    private static CornerPruning table() {
        return CornerPruning.of(CoordTables.of(SharedTestTables.store()));
    }

    private static int distance(CornerPruning t, CubieCube c) {
        return t.distance(Coordinates.cornerPerm(c), Coordinates.twist(c));
    }

    @Test
    void solvedIsZeroAndEveryMoveIsOne() {
        CornerPruning t = table();
        assertThat(distance(t, CubieCube.SOLVED)).isZero();
        for (int m = 0; m < 18; m++) {
            assertThat(distance(t, CubieCube.of(Move.ofIndex(m)))).isEqualTo(1);
        }
    }

    @Test
    void distancesAreConsistentWithTheirNeighbours() {
        CornerPruning t = table();
        for (CubieCube c : RandomCubes.randomStates(31, 300)) {
            int d = distance(t, c);
            assertThat(d).isBetween(1, 11);
            int closer = Integer.MAX_VALUE;
            for (int m = 0; m < 18; m++) {
                int n = distance(t, c.apply(Move.ofIndex(m)));
                assertThat(Math.abs(n - d)).isLessThanOrEqualTo(1);
                closer = Math.min(closer, n);
            }
            assertThat(closer).as("some move brings the corners closer").isEqualTo(d - 1);
        }
    }

    @Test
    void neverMoreThanTheScrambleLength() {
        CornerPruning t = table();
        Random random = new Random(8);
        for (int i = 0; i < 200; i++) {
            int length = i % 12;
            CubieCube c = CubieCube.of(RandomCubes.randomMoves(random, length));
            assertThat(distance(t, c)).isLessThanOrEqualTo(length);
        }
    }

    @Test
    void symmetricCubesHaveTheSameDistance() {
        CornerPruning t = table();
        for (CubieCube c : RandomCubes.randomStates(32, 50)) {
            for (int s = 0; s < Symmetry.N_SYM; s++) {
                assertThat(distance(t, Symmetry.conjugate(c, s))).isEqualTo(distance(t, c));
            }
        }
    }

    /**
     * A table built in parts (as the 4.59 GiB corner-split table must be, past Java's array limit), with every
     * forward step on all threads, holds the same distances as one built in one array by one thread: here the
     * corner table in parts of 2^20 entries.
     */
    @Test
    void aTableBuiltInPartsEqualsOneBuiltWhole() {
        CoordTables tables = CoordTables.of(SharedTestTables.store());
        byte[] whole = new byte[(int) NibbleTable.bytes(CornerPruning.N_ENTRIES)];
        CornerPruning.bfs(tables).parallelForwardFrom(Long.MAX_VALUE).build(whole, (done, total) -> { });
        int shift = 20;
        int count = (int) ((CornerPruning.N_ENTRIES + (1L << shift) - 1) >>> shift);
        byte[][] parts = new byte[count][];
        for (int p = 0; p < count; p++) {
            long entries = Math.min(1L << shift, CornerPruning.N_ENTRIES - ((long) p << shift));
            parts[p] = new byte[(int) NibbleTable.bytes(entries)];
        }
        CornerPruning.bfs(tables).forwardRatio(1000).build(parts, shift, (done, total) -> { });
        for (long i = 0; i < CornerPruning.N_ENTRIES; i++) {
            int inParts = NibbleTable.get(parts[(int) (i >>> shift)], i & ((1L << shift) - 1));
            if (inParts != NibbleTable.get(whole, i)) {
                assertThat(inParts).as("entry %d", i).isEqualTo(NibbleTable.get(whole, i));
            }
        }
        assertThat(whole).isEqualTo(table().table().data());
    }

    /**
     * The build reports its progress in steps: below the spec's count while it runs, never going back, and the
     * count it did last, which is the spec's (the figure the estimate scales).
     */
    @Test
    void theBuildReportsStepsUpToTheCountItsSpecRecords() {
        CoordTables tables = CoordTables.of(SharedTestTables.store());
        byte[] whole = new byte[(int) NibbleTable.bytes(CornerPruning.N_ENTRIES)];
        java.util.List<long[]> updates = new java.util.concurrent.CopyOnWriteArrayList<>();
        CornerPruning.bfs(tables).expectSteps(CornerPruning.SPEC.buildSteps())
                .build(whole, (done, total) -> updates.add(new long[] {done, total}));
        long[] last = updates.get(updates.size() - 1);
        assertThat(last[0]).isEqualTo(last[1]);
        assertThat((double) last[0]).isCloseTo(CornerPruning.SPEC.buildSteps(),
                org.assertj.core.data.Percentage.withPercentage(2));
        long before = 0;
        for (long[] u : updates.subList(0, updates.size() - 1)) {
            assertThat(u[1]).isEqualTo(CornerPruning.SPEC.buildSteps());
            assertThat(u[0]).isLessThan(u[1]).isGreaterThanOrEqualTo(before);
            before = u[0];
        }
    }
}

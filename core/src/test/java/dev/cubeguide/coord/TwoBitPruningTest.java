package dev.cubeguide.coord;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.withinPercentage;
import static org.assertj.core.api.Assumptions.assumeThat;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.table.ProgressFactory;
import dev.cubeguide.table.SharedTestTables;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableStore;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The 2-bit axis tables: every decoded value is a lower bound of the exact distance, and exact at base + 1 and
 * base + 2. The default run checks the code on a small instance (the corner table, 6 million exact distances, turned
 * into 2-bit codes at every base and checked entry by entry against the 4-bit values); the slow test checks every
 * entry of a prebuilt split table at 2 bits against the 4-bit one (folder named by {@code cubeguide.large.tables}),
 * building the 2-bit files there when missing; a second slow test builds the 2-bit table directly and compares it
 * byte for byte with the 4-bit table turned into codes and with the 2-bit files there.
 */
class TwoBitPruningTest {
    @Test
    void everyDecodedValueIsALowerBoundAndExactJustAboveTheBase() {
        for (int base = 0; base <= 13; base++) {
            for (int d = 0; d <= 15; d++) {
                int code = TwoBitPruning.encode(d, base);
                assertThat(code).isBetween(0, 3);
                // The fallback is a lower bound from elsewhere: any value up to d.
                for (int fallback = 0; fallback <= d; fallback++) {
                    assertThat(TwoBitPruning.decode(code, base, fallback)).isLessThanOrEqualTo(d);
                }
                if (d == base + 1 || d == base + 2) {
                    assertThat(TwoBitPruning.decode(code, base, 0)).isEqualTo(d);
                }
                assertThat(code == 0).isEqualTo(d <= base);
            }
        }
    }

    @Test
    void aSmallTableTurnedInto2BitsHoldsEveryEntrysBound() {
        NibbleTable exact = CornerPruning.of(CoordTables.of(SharedTestTables.store())).table();
        long entries = exact.entries();
        ByteBuffer[] nibbleParts = {ByteBuffer.wrap(exact.data()).asReadOnlyBuffer()};
        int[] seen = new int[16];
        for (int base = 0; base <= 11; base++) {
            byte[][] parts = TwoBitPruning.fromExact(nibbleParts, 31, entries, base);
            assertThat(parts).hasNumberOfRows(1);
            assertThat((long) parts[0].length).isEqualTo((entries + 3) / 4);
            for (long i = 0; i < entries; i++) {
                int d = exact.get((int) i);
                int code = TwoBitPruning.code(parts, i);
                assertThat(code).as("entry %d, distance %d, base %d", i, d, base)
                        .isEqualTo(TwoBitPruning.encode(d, base));
                if (base == 0) {
                    seen[d]++;
                }
            }
            ByteBuffer[] mapped = {ByteBuffer.wrap(parts[0]).asReadOnlyBuffer()};
            for (long i = 0; i < entries; i += 9973) {
                assertThat(TwoBitPruning.code(mapped, i)).isEqualTo(TwoBitPruning.code(parts, i));
            }
        }
        // The corner table's distances run from 0 to 11: the bases above cover every code.
        assertThat(seen[0]).isPositive();
        assertThat(seen[11]).isPositive();
    }

    @Test
    void theSplitTablesFilesHaveTheirOwnIdsAndHalfTheSize() {
        List<TableSpec> specs = TwoBitPruning.specs(CornerSplitPruning.Variant.SPLIT);
        assertThat(specs).hasSize(3);
        assertThat(specs.stream().mapToLong(TableSpec::sizeBytes).sum())
                .isEqualTo(CornerSplitPruning.Variant.SPLIT.entries / 4);
        assertThat(specs.get(0).id()).isEqualTo("coord-phase1-split-prun-b" + TwoBitPruning.BASE + "-0");
        for (TableSpec spec : specs) {
            assertThat(CornerSplitPruning.Variant.SPLIT.specs).noneMatch(s -> s.id().equals(spec.id()));
        }
    }

    /**
     * Every entry of the prebuilt split table at 2 bits against the 4-bit one, and the opening check; the lower
     * bound of a few thousand random states never above their exact distance.
     */
    @Test
    @Tag("slow")
    void thePrebuiltSplitTableAt2BitsMatchesThe4BitOneEntryByEntry() {
        TableStore store = largeTables();
        CornerSplitPruning.Variant split = CornerSplitPruning.Variant.SPLIT;
        CoordTables ct = CoordTables.of(store);
        CornerSplitPruning exact = CornerSplitPruning.of(ct, split);
        TwoBitPruning twoBit = TwoBitPruning.of(ct, split);
        assertThat(TwoBitPruning.ofExisting(ct, split)).containsSame(twoBit);
        assertThat(TwoBitSample.holds(twoBit)).isTrue();
        long[] byDistance = new long[16];
        ByteBuffer[] nibbles = exact.parts();
        ByteBuffer[] codes = twoBit.parts();
        for (long i = 0; i < split.entries; i++) {
            int d = CornerSplitPruning.distance(nibbles, i);
            byDistance[d]++;
            int code = TwoBitPruning.code(codes, i);
            if (code != TwoBitPruning.encode(d, TwoBitPruning.BASE)) {
                throw new AssertionError("entry " + i + ": distance " + d + ", code " + code);
            }
        }
        StringBuilder counts = new StringBuilder("split table entries by distance:");
        for (int d = 0; d < 16; d++) {
            counts.append(' ').append(d).append(": ").append(byDistance[d]);
        }
        System.out.println(counts);
        for (CubieCube c : RandomCubes.randomStates(35, 3000)) {
            long i = exact.index(Coordinates.flip(c), Coordinates.slice(c), Coordinates.twist(c),
                    c.cornerPermutation());
            assertThat(twoBit.lowerBound(i)).isLessThanOrEqualTo(exact.distance(i));
        }
    }

    /**
     * The direct build ({@link TwoBitBfs}) of the real split table, in the heap, against the 4-bit table of the folder
     * named by {@code cubeguide.large.tables} turned into codes ({@link TwoBitPruning#fromExact}), and against the
     * 2-bit files there: byte for byte; and the steps it counts are those its variant says ahead, the whole of its
     * progress bar. Needs 4.6 GiB of heap and the build's minutes.
     */
    @Test
    @Tag("slow")
    void theDirectBuildIsTheConvertedTableByteForByte() {
        TableStore store = largeTables();
        CornerSplitPruning.Variant split = CornerSplitPruning.Variant.SPLIT;
        CoordTables ct = CoordTables.of(store);
        byte[][] built = buildCountingItsSteps(store, ct, split);
        byte[][] converted = TwoBitPruning.fromExact(CornerSplitPruning.of(ct, split).parts(),
                CornerSplitPruning.PART_SHIFT, split.entries, TwoBitPruning.BASE);
        List<TableSpec> specs = TwoBitPruning.specs(split);
        assertThat(built.length).isEqualTo(specs.size());
        for (int p = 0; p < built.length; p++) {
            assertThat(Arrays.mismatch(built[p], converted[p])).as("part %d: first byte unlike the 4-bit table's", p)
                    .isEqualTo(-1);
            Optional<ByteBuffer> saved = store.mapIfPresent(specs.get(p));
            if (saved.isPresent()) {
                assertThat(ByteBuffer.wrap(built[p]).mismatch(saved.get().duplicate()))
                        .as("part %d: first byte unlike the saved file's", p).isEqualTo(-1);
            }
        }
    }

    /**
     * The direct build of the split and parity table (4.59 GiB in the heap, about 8 minutes) counts the steps its
     * variant says ahead, the whole of its progress bar, so the bar does not stand at 99% before the end. It needs
     * only the coordinate tables, so it runs on the tests' shared store.
     */
    @Test
    @Tag("slow")
    void theParityTablesBuildCountsTheStepsItsVariantSays() {
        TableStore store = SharedTestTables.store();
        buildCountingItsSteps(store, CoordTables.of(store), CornerSplitPruning.Variant.SPLIT_PARITY);
    }

    /**
     * Builds a variant's 2-bit table in the heap, and checks that the build's last progress report, the steps it
     * counted, is within 3% of what the variant says ahead ({@link TwoBitPruning#countedSteps}).
     */
    private static byte[][] buildCountingItsSteps(TableStore store, CoordTables ct,
            CornerSplitPruning.Variant variant) {
        long[] counted = {0};
        ProgressFactory shown = store.progressFactory();
        store.setProgressFactory(label -> new ProgressFactory.Bar() {
            @Override
            public void update(long done, long total) {
                counted[0] = total;
            }

            @Override
            public void close() {
            }
        });
        byte[][] built;
        try {
            built = TwoBitPruning.build(ct, variant);
        } finally {
            store.setProgressFactory(shown);
        }
        assertThat((double) counted[0]).as("steps counted against the variant's count ahead")
                .isCloseTo(TwoBitPruning.countedSteps(variant), withinPercentage(3));
        return built;
    }

    /** The folder named by {@code cubeguide.large.tables}, when it holds the 4-bit split table (else skipped). */
    private static TableStore largeTables() {
        String dir = System.getProperty("cubeguide.large.tables");
        assumeThat(dir).as("system property cubeguide.large.tables names a folder with the large table").isNotNull();
        TableStore store = TableStore.at(Path.of(dir));
        assumeThat(CornerSplitPruning.isPresent(store, CornerSplitPruning.Variant.SPLIT))
                .as("the 4-bit split table is in " + dir).isTrue();
        return store;
    }
}

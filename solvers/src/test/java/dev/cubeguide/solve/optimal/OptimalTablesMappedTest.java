package dev.cubeguide.solve.optimal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.cubeguide.coord.CoordTables;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.table.SharedTestTables;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableStore;
import dev.cubeguide.table.Workers;
import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The default set's axis table (the split table at 2 bits, 2.30 GiB in three files) is served mapped from its files,
 * not copied into the heap, and opening it checks each file's header and size and a sample of its entries: a part that is all zeros, though
 * its header and size are right, is refused on opening and reported by {@code verify}'s checksum; a truncated part is
 * refused. Nothing here builds the table a second time: the stores of these tests link to the shared test store's
 * files, which the first of them builds (minutes), so all of them are slow; the table layer's own checks of headers,
 * sizes and checksums run in the default run on small tables.
 */
@Tag("slow")
class OptimalTablesMappedTest {
    private static final AxisTable DEFAULT = AxisTable.DEFAULT;
    private static final List<TableSpec> PARTS = DEFAULT.specs();

    /** On a store of its own: the shared one's solver may have started a heap copy (MemoryPolicy.ADAPTIVE). */
    @Test
    void theAxisTableIsMappedFromItsFilesNotCopied(@TempDir Path dir) throws IOException {
        TableStore store = TableStore.at(dir);
        link(SharedTestTables.store(), store, OptimalTableSets.specs(AxisTable.DEFAULT), null);
        OptimalSolver solver = new OptimalSolver(store, null);
        solver.tables().prepare(MemoryPolicy.MAPPED);
        OptimalTables t = OptimalTableSets.of(store);
        assertThat(t.axis).isEqualTo(AxisTable.DEFAULT);
        assertThat(t.axisParts).hasSize(PARTS.size());
        for (int p = 0; p < t.axisParts.length; p++) {
            ByteBuffer part = t.axisParts[p];
            assertThat(part).isInstanceOf(MappedByteBuffer.class);
            assertThat(part.isReadOnly()).isTrue();
            assertThat((long) part.capacity()).isEqualTo(PARTS.get(p).sizeBytes());
        }
        assertThat(t.axisHeap).isNull();
        assertThat(t.distanceAt(0)).isZero();
        CubieCube cube = CubieCube.of(Alg.parse("R U2 F' L D2 B R' U"));
        assertThat(solver.solve(cube, SolveOptions.defaults()).optimal()).isTrue();
        assertThat(OptimalTableSets.of(store)).as("never copied under MAPPED").isSameAs(t);
        OptimalTableSets.forget(store);
    }

    /**
     * With {@code MemoryPolicy.HEAP} (benchmarks, long batches) the axis table is copied into the heap, entry for
     * entry, and the solves that follow read the copy. On a store of its own, dropped afterwards: the copy is 2.3 GiB.
     */
    @Test
    void theHeapPolicyCopiesTheAxisTableIntoTheHeap(@TempDir Path dir) throws IOException {
        TableStore shared = SharedTestTables.store();
        OptimalTables mapped = OptimalTableSets.of(shared);
        TableStore store = TableStore.at(dir);
        link(shared, store, OptimalTableSets.specs(AxisTable.DEFAULT), null);
        try {
            OptimalSolver solver = new OptimalSolver(store, null);
            solver.tables().prepare(MemoryPolicy.HEAP);
            OptimalTables heap = OptimalTableSets.of(store);
            assertThat(heap.axisHeap.length).isEqualTo(PARTS.size());
            for (int p = 0; p < heap.axisHeap.length; p++) {
                assertThat((long) heap.axisHeap[p].length).isEqualTo(PARTS.get(p).sizeBytes());
            }
            Random random = new Random(35);
            for (int i = 0; i < 10_000; i++) {
                long entry = (long) (random.nextDouble() * DEFAULT.variant.entries);
                assertThat(heap.distanceAt(entry)).isEqualTo(mapped.distanceAt(entry));
            }
            CubieCube cube = CubieCube.of(Alg.parse("R U2 F' L D2 B R' U"));
            Solution s = solver.solve(cube, SolveOptions.defaults());
            assertThat(s.optimal()).isTrue();
            assertThat(s.moves().length()).isLessThanOrEqualTo(8);
            assertThat(cube.apply(s.moves()).isSolved()).isTrue();
        } finally {
            OptimalTableSets.forget(store);
        }
    }

    /**
     * Under {@code MemoryPolicy.ADAPTIVE} (a server) the solver starts a heap copy once it has searched for a while;
     * the copy then takes the mapped tables' place for the solves that follow. Started here on this thread.
     */
    @Test
    void aStartedHeapCopyTakesTheMappedTablesPlace(@TempDir Path dir) throws IOException {
        TableStore store = TableStore.at(dir);
        link(SharedTestTables.store(), store, OptimalTableSets.specs(AxisTable.DEFAULT), null);
        try {
            OptimalTables mapped = OptimalTableSets.of(store);
            System.gc(); // another test's copy, dropped, must not count as heap in use
            assumeTrue(mapped.hasRoomForHeapCopy(), "the test JVM's heap has room for a 2.3 GiB copy");
            mapped.startHeapCopy(store, Workers.SAME_THREAD);
            OptimalTables copied = OptimalTableSets.of(store);
            assertThat(mapped.axisHeap).isNull();
            assertThat(copied.axisHeap).isNotNull();
            assertThat(copied.axisParts).isSameAs(mapped.axisParts);
            copied.startHeapCopy(store, Workers.SAME_THREAD);
            mapped.startHeapCopy(store, Workers.SAME_THREAD);
            assertThat(OptimalTableSets.of(store)).as("copied once").isSameAs(copied);
        } finally {
            OptimalTableSets.forget(store);
        }
    }

    @Test
    void aDamagedOrTruncatedPartIsFoundWhenOpened(@TempDir Path dir) throws IOException {
        TableStore shared = SharedTestTables.store();
        OptimalTableSets.of(shared);
        TableStore store = TableStore.at(dir);
        TableSpec last = PARTS.get(PARTS.size() - 1);
        link(shared, store, OptimalTableSets.specs(AxisTable.DEFAULT), last);
        // The last part: its real header, then zeros where its entries were (a hole, as a crash or a bad disk leaves),
        // made sparse so that the test writes next to nothing.
        int header = 8 + 4 + 2 + last.id().getBytes(StandardCharsets.UTF_8).length + 4 + 8;
        byte[] head = new byte[header];
        try (InputStream in = Files.newInputStream(shared.pathOf(last))) {
            assertThat(in.readNBytes(head, 0, header)).isEqualTo(header);
        }
        Path damaged = store.pathOf(last);
        Files.write(damaged, head);
        try (RandomAccessFile file = new RandomAccessFile(damaged.toFile(), "rw")) {
            file.setLength(header + last.sizeBytes() + 4);
        }
        assertThat(store.check(last)).isEqualTo(TableStore.FileState.PRESENT);
        assertThat(DEFAULT.opens(CoordTables.of(store))).isFalse();
        assertThat(store.verify(last)).isEqualTo(TableStore.FileState.CORRUPT);

        try (RandomAccessFile file = new RandomAccessFile(damaged.toFile(), "rw")) {
            file.setLength(header + last.sizeBytes());
        }
        assertThat(store.mapIfPresent(last)).isEmpty();
        assertThat(DEFAULT.opens(CoordTables.of(store))).isFalse();
        assertThat(store.check(last)).isEqualTo(TableStore.FileState.CORRUPT);
        assertThat(Files.size(damaged)).as("never rebuilt by ofExisting").isEqualTo(header + last.sizeBytes());
    }

    /** Links every file of {@code specs} but {@code except} in {@code to} to its file in {@code from}. */
    private static void link(TableStore from, TableStore to, List<TableSpec> specs, TableSpec except)
            throws IOException {
        for (TableSpec spec : specs) {
            if (!spec.equals(except)) {
                Files.createSymbolicLink(to.pathOf(spec), from.pathOf(spec));
            }
        }
    }
}

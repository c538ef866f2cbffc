package dev.cubeguide.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The store's defences: special files, leftovers of killed builds, one lock file, and the reasons it gives. */
class TableStoreTest {
    private static final TableSpec SMALL = new TableSpec("test-small", 1, 1000, "a test table");
    private static final TableSpec OTHER = new TableSpec("test-other", 1, 1000, "another test table");

    private static void fill(byte[] target, Progress progress) {
        for (int i = 0; i < target.length; i++) {
            target[i] = (byte) (i * 31);
        }
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    @Timeout(60) // a guard against a hang (the failure this test is about), not a measure of speed
    void aFifoInATablesPlaceIsReportedAndReplacedNeverOpened(@TempDir Path dir) throws Exception {
        TableStore store = TableStore.at(dir);
        Path file = store.pathOf(SMALL);
        Process mkfifo = new ProcessBuilder("mkfifo", file.toString()).start();
        Assumptions.assumeTrue(mkfifo.waitFor() == 0, "mkfifo is needed");

        assertThat(store.verify(SMALL)).isEqualTo(TableStore.FileState.CORRUPT);
        assertThat(store.loadIfValid(SMALL)).isEmpty();
        byte[] payload = store.load(SMALL, TableStoreTest::fill);
        assertThat(payload[3]).isEqualTo((byte) 93);
        assertThat(Files.isRegularFile(file)).isTrue();
        TableLoadEvent last = store.events().get(store.events().size() - 1);
        assertThat(last.rebuiltBecause()).contains("not a regular file");
    }

    @Test
    @Timeout(60)
    void aFifoInTheLockFilesPlaceDoesNotBlock(@TempDir Path dir) throws Exception {
        TableStore store = TableStore.at(dir);
        Process mkfifo = new ProcessBuilder("mkfifo", dir.resolve(TableStore.LOCK_FILE).toString()).start();
        Assumptions.assumeTrue(mkfifo.waitFor() == 0, "mkfifo is needed");
        assertThat(store.load(SMALL, TableStoreTest::fill)).hasSize(1000); // built in memory, with a warning
    }

    /**
     * A store told to keep its mappings resident (the solve daemon's) reads each file it maps from then on into
     * memory, and those it mapped before; heap copies and other stores are left alone.
     */
    @Test
    void aResidentStoreReadsEveryMappingItHandsOutIn(@TempDir Path dir) throws Exception {
        TableStore store = TableStore.at(dir);
        store.load(SMALL, TableStoreTest::fill);
        store.load(OTHER, TableStoreTest::fill);
        ByteBuffer early = store.mapIfPresent(SMALL).orElseThrow();
        assertThat(store.residentMappings().enabled()).isFalse();

        store.keepMappingsResident();
        store.mapIfPresent(SMALL).orElseThrow();
        store.mapIfValid(OTHER).orElseThrow();
        store.load(SMALL, TableStoreTest::fill);
        // The two mappings made since, and the one handed out before (an early load's).
        assertThat(store.residentMappings().awaitLoaded()).isEqualTo(3);
        java.lang.ref.Reference.reachabilityFence(early);
        assertThat(TableStore.at(dir.resolve("other")).residentMappings().enabled()).isFalse();
    }

    /** A long run keeps its store's mappings resident only for tables of gigabytes (the optimal solver's). */
    @Test
    void aLongRunKeepsOnlyGigabytesOfTablesResident(@TempDir Path dir) {
        TableStore small = TableStore.at(dir.resolve("small"));
        assertThat(TableStore.keepResidentForLongRun(java.util.Optional.of(small), List.of(SMALL, OTHER))).isFalse();
        assertThat(small.residentMappings().enabled()).isFalse();
        TableStore large = TableStore.at(dir.resolve("large"));
        TableSpec part = new TableSpec("test-large", 1, 3L << 29, "a large test table, never built");
        assertThat(TableStore.keepResidentForLongRun(java.util.Optional.of(large), List.of(part, SMALL))).isTrue();
        assertThat(large.residentMappings().enabled()).isTrue();
        assertThat(TableStore.keepResidentForLongRun(java.util.Optional.empty(), List.of(part))).isFalse();
    }

    /**
     * {@link TableStore#mapIfPresent} maps the file (no copy into the heap) after checking its header and size only:
     * a wrong header or a truncated file is refused, a changed payload byte is left to the caller's sample and to
     * {@link TableStore#verify}, which reads the checksum. It never builds.
     */
    @Test
    void mappingChecksTheHeaderAndSizeAndLeavesTheChecksumToVerify(@TempDir Path dir) throws IOException {
        TableStore store = TableStore.at(dir);
        assertThat(store.mapIfPresent(SMALL)).isEmpty();
        assertThat(Files.exists(store.pathOf(SMALL))).isFalse();
        byte[] payload = store.load(SMALL, TableStoreTest::fill);
        ByteBuffer mapped = store.mapIfPresent(SMALL).orElseThrow();
        assertThat(mapped).isInstanceOf(MappedByteBuffer.class);
        assertThat(mapped.isReadOnly()).isTrue();
        assertThat(mapped.capacity()).isEqualTo(payload.length);
        for (int i = 0; i < payload.length; i++) {
            assertThat(mapped.get(i)).isEqualTo(payload[i]);
        }

        Path file = store.pathOf(SMALL);
        byte[] bytes = Files.readAllBytes(file);
        byte[] changed = bytes.clone();
        changed[changed.length / 2] ^= 0x5A;
        Files.write(file, changed);
        assertThat(store.mapIfPresent(SMALL)).isPresent();
        assertThat(store.verify(SMALL)).isEqualTo(TableStore.FileState.CORRUPT);

        Files.write(file, Arrays.copyOf(bytes, bytes.length - 1));
        assertThat(store.mapIfPresent(SMALL)).isEmpty();
        byte[] otherHeader = bytes.clone();
        otherHeader[0] = 'X';
        Files.write(file, otherHeader);
        assertThat(store.mapIfPresent(SMALL)).isEmpty();
        assertThat(Files.readAllBytes(file)).isEqualTo(otherHeader);
    }

    @Test
    void leftoversOfAKilledBuildAreRemovedAndNoLockFileIsLeftPerTable(@TempDir Path dir) throws IOException {
        TableStore store = TableStore.at(dir);
        Files.write(dir.resolve(SMALL.fileName() + ".123456.tmp"), new byte[] {1, 2, 3});
        Files.write(dir.resolve(SMALL.fileName() + ".lock"), new byte[0]); // an earlier version's lock file
        Files.write(dir.resolve(OTHER.fileName() + ".99.tmp"), new byte[] {1}); // another table's: not touched
        store.load(SMALL, TableStoreTest::fill);
        assertThat(names(dir)).containsExactly(TableStore.LOCK_FILE, OTHER.fileName() + ".99.tmp", SMALL.fileName());
        store.load(OTHER, TableStoreTest::fill);
        assertThat(names(dir)).containsExactly(TableStore.LOCK_FILE, OTHER.fileName(), SMALL.fileName());
    }

    @Test
    void twoTablesBuildSideBySideInOneProcess(@TempDir Path dir) throws Exception {
        TableStore store = TableStore.at(dir);
        CountDownLatch bothBuilding = new CountDownLatch(2);
        TableBuilder waitingBuilder = (target, progress) -> {
            bothBuilding.countDown();
            try {
                bothBuilding.await(); // each build holds its own lock region while the other starts
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            fill(target, progress);
        };
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<byte[]>> builds = new ArrayList<>();
            if (TableStore.lockRegion(SMALL) == TableStore.lockRegion(OTHER)) {
                throw new AssertionError("pick test tables whose lock regions differ");
            }
            builds.add(pool.submit(() -> store.load(SMALL, waitingBuilder)));
            builds.add(pool.submit(() -> store.load(OTHER, waitingBuilder)));
            for (Future<byte[]> build : builds) {
                assertThat(build.get()).hasSize(1000);
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(store.verify(SMALL)).isEqualTo(TableStore.FileState.PRESENT);
        assertThat(store.verify(OTHER)).isEqualTo(TableStore.FileState.PRESENT);
    }

    @Test
    void reasonsAreWords() {
        assertThat(TableFile.reasonOf(new AccessDeniedException("/some/table.tbl"))).isEqualTo("permission denied");
        assertThat(TableFile.reasonOf(new CorruptTableException("checksum mismatch"))).isEqualTo("checksum mismatch");
    }
}

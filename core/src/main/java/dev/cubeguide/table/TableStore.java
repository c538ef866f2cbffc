package dev.cubeguide.table;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The on-disk cache of generated tables, in {@code $CUBEGUIDE_HOME/tables} (default
 * {@code ~/.cache/cubeguide/tables}).
 *
 * <p>Files have the format {@link TableFile} describes: a header, the payload and a CRC-32.
 * A table is built on first use, written to a temporary file in the same folder, flushed to disk and renamed
 * into place atomically, under a file lock so that two processes never build the same table at once (the
 * second one waits, then reads what the first wrote). A file whose header or checksum is wrong is rebuilt, and a
 * log line says so. When the folder cannot be written the table is built in memory and a warning is logged.
 *
 * <p>Locking: the store has one lock file, {@value #LOCK_FILE}, and each table locks one byte of it (at
 * {@link #lockRegion}), so builds of different tables go on side by side, in one process or several, and no lock
 * file is left beside each table. Under that lock, temporary files of the same table left by a build that was
 * killed are deleted (no other build of that table can be writing them), as is the per-table lock file of earlier
 * versions. Only regular files are read: a FIFO, device or folder in a table's place is reported as unusable (and
 * replaced by the rebuilt table), never opened, so that it cannot block the process.
 */
public final class TableStore implements TableSource {
    private static final System.Logger LOG = System.getLogger(TableStore.class.getName());
    private static final Map<Path, TableStore> STORES = new ConcurrentHashMap<>();
    /** The store's one lock file (see the class comment). */
    public static final String LOCK_FILE = "tables.lock";

    private final Path directory;
    /** One monitor per lock region: this process's threads take it before the region's file lock. */
    private final Map<Long, Object> locks = new ConcurrentHashMap<>();
    private final List<TableLoadEvent> events = new CopyOnWriteArrayList<>();
    private volatile ProgressFactory progressFactory = ProgressFactory.DEFAULT;
    private volatile Supplier<MemoryLimits> memoryLimits = MemoryLimits::now;
    /** The mappings this store hands out, read into memory once {@link #keepMappingsResident} is called. */
    private final ResidentMappings resident = new ResidentMappings(() -> LOG.log(System.Logger.Level.INFO,
            "reading the tables into memory from disk, about as long as copying them: the system had dropped some of "
                    + "them from its cache; once read, they stay in memory while in use"));

    static {
        // The JVM's store: the tables it loads are decoded with bulk copies (see ArrayBytes).
        ArrayBytes.useBufferViews(true);
    }

    private TableStore(Path directory) {
        this.directory = directory;
    }

    /** The store in {@code dir} (one instance per folder in this process). */
    public static TableStore at(Path dir) {
        return STORES.computeIfAbsent(dir.toAbsolutePath().normalize(), TableStore::new);
    }

    /**
     * The default store: {@code $CUBEGUIDE_HOME/tables}, where the system property {@code cubeguide.home}
     * overrides the environment variable, and {@code ~/.cache/cubeguide} is the fallback. A program that keeps its
     * tables elsewhere (the Spark job's {@code --tables DIR}) hands {@link #at} its folder instead.
     */
    public static TableStore defaultStore() {
        return at(TableHome.tablesFolder());
    }

    /**
     * From now on, reads every file this store maps into memory, and those it mapped before that are still in use
     * (for a long run: the solve daemon, a batch; see {@link ResidentMappings}).
     */
    public void keepMappingsResident() {
        resident.enable();
    }

    /**
     * Keeps the mappings of {@code source} resident ({@link #keepMappingsResident}) when it is a table store and the
     * {@code specs} a long run maps from it come to more than {@link #RESIDENT_FROM} bytes (the optimal solver's
     * sets, not the two-phase solver's 746 MiB, whose batches are CPU-bound and short); whether it does.
     */
    public static boolean keepResidentForLongRun(Optional<? extends TableSource> source, List<TableSpec> specs) {
        long bytes = 0;
        for (TableSpec spec : specs) {
            bytes += spec.sizeBytes();
        }
        if (bytes > RESIDENT_FROM && source.orElse(null) instanceof TableStore store) {
            store.keepMappingsResident();
            return true;
        }
        return false;
    }

    /** Tables of more than this ({@link #keepResidentForLongRun}): 1 GiB. */
    static final long RESIDENT_FROM = 1L << 30;

    /** The store's resident mappings ({@link #keepMappingsResident}): for tests. */
    ResidentMappings residentMappings() {
        return resident;
    }

    /** The cubeguide home folder (see {@link #defaultStore()}, {@link TableHome#path}). */
    public static Path home() {
        return TableHome.path();
    }

    public Path directory() {
        return directory;
    }

    /** The store's folder. */
    @Override
    public String toString() {
        return directory.toString();
    }

    /** Sets how build progress is shown (the CLI shows a bar on a terminal). */
    public void setProgressFactory(ProgressFactory factory) {
        this.progressFactory = factory;
    }

    /**
     * The memory this process may use for tables now ({@link MemoryLimits#now()} unless a test set others): read
     * before a large table set is built, mapped or copied into the heap, to refuse a set that does not fit.
     */
    public MemoryLimits memoryLimits() {
        return memoryLimits.get();
    }

    /** Sets where {@link #memoryLimits()} comes from (tests: fixed limits, to show a refusal on any machine). */
    public void setMemoryLimits(Supplier<MemoryLimits> limits) {
        this.memoryLimits = Objects.requireNonNull(limits, "limits");
    }

    /** How build progress is shown now (a server wraps it to report progress to its page as well). */
    public ProgressFactory progressFactory() {
        return progressFactory;
    }

    /** Every table made ready through this store in this process, in order. */
    @Override
    public List<TableLoadEvent> events() {
        return List.copyOf(events);
    }

    /** The path of a table's file. */
    public Path pathOf(TableSpec spec) {
        return directory.resolve(spec.fileName());
    }

    /**
     * The table's payload: read from the store when a valid file is there, otherwise built, saved and returned.
     * Safe to call from many threads and processes at once.
     */
    @Override
    public byte[] load(TableSpec spec, TableBuilder builder) {
        return readOrBuild(spec, TableFile::read, builder, built -> built);
    }

    /**
     * The table's payload as a read-only little-endian buffer mapped from its file (checked as {@link #load} checks
     * it), so that a large table costs neither a copy into the heap nor zeroed fresh memory: the process shares the
     * file's cached pages. A missing or damaged file is built and saved first, as by {@link #load}; when the store
     * cannot be written, the built payload is returned in a heap buffer.
     */
    @Override
    public ByteBuffer map(TableSpec spec, TableBuilder builder) {
        return resident.handOut(readOrBuild(spec, TableFile::mapChecked, builder, built -> {
            try {
                return TableFile.mapChecked(pathOf(spec), spec);
            } catch (IOException e) {
                return ByteBuffer.wrap(built).order(ByteOrder.LITTLE_ENDIAN);
            }
        }));
    }

    /** Reads a table file and checks it, or throws. */
    private interface FileReader<T> {
        T read(Path file, TableSpec spec) throws IOException;
    }

    /**
     * The table as {@code reader} gives it from a valid file, otherwise built, saved and given by {@code ofBuilt}
     * from the built payload; under the table's lock, the load or build recorded.
     */
    private <T> T readOrBuild(TableSpec spec, FileReader<T> reader, TableBuilder builder,
            Function<byte[], T> ofBuilt) {
        synchronized (monitorOf(spec)) {
            long start = System.nanoTime();
            Path file = pathOf(spec);
            String problem;
            try {
                T value = reader.read(file, spec);
                record(spec, false, start, spec.sizeBytes(), "");
                return value;
            } catch (NoSuchFileException e) {
                problem = "missing";
            } catch (IOException e) {
                problem = TableFile.reasonOf(e);
                LOG.log(System.Logger.Level.WARNING, "table " + spec.id() + " in " + file + " is unusable (" + problem
                        + "); rebuilding it");
            }
            return ofBuilt.apply(buildAndSave(spec, builder, file, start, problem));
        }
    }

    /**
     * The payload of {@code spec} mapped from its file when the file is in the store with the right header and size;
     * empty when it is missing or its header or size is wrong (logged, and left for a build to replace). The
     * payload's checksum is not read: opening costs the same whatever the table's size, the caller checks a sample of
     * the entries, and {@link #verify} reads the file whole. Never builds.
     */
    @Override
    public Optional<ByteBuffer> mapIfPresent(TableSpec spec) {
        return readIfValid(spec, TableFile::mapUnchecked).map(resident::handOut);
    }

    /**
     * The payload of {@code spec} when its file is in the store and valid, read and checked once; empty when the
     * file is missing or damaged (a damaged file is logged, and left for {@link #load} to rebuild on request).
     * Never builds: for tables that take long to build and are made only when asked for.
     */
    @Override
    public Optional<byte[]> loadIfValid(TableSpec spec) {
        return readIfValid(spec, TableFile::read);
    }

    /**
     * The payload of {@code spec} mapped from its file when the file is in the store and valid, its checksum read
     * through the mapping; empty when the file is missing or damaged (logged, and left for a build to replace).
     * Never builds.
     */
    @Override
    public Optional<ByteBuffer> mapIfValid(TableSpec spec) {
        return readIfValid(spec, TableFile::mapChecked).map(resident::handOut);
    }

    /**
     * The table as {@code reader} gives it from its file, the load recorded; empty when the file is missing or
     * {@code reader} finds it damaged (logged). Never builds.
     */
    private <T> Optional<T> readIfValid(TableSpec spec, FileReader<T> reader) {
        synchronized (monitorOf(spec)) {
            long start = System.nanoTime();
            Path file = pathOf(spec);
            try {
                T value = reader.read(file, spec);
                record(spec, false, start, spec.sizeBytes(), "");
                return Optional.of(value);
            } catch (NoSuchFileException e) {
                return Optional.empty();
            } catch (IOException e) {
                LOG.log(System.Logger.Level.WARNING, "table " + spec.id() + " in " + file + " is unusable ("
                        + TableFile.reasonOf(e) + "); not using it");
                return Optional.empty();
            }
        }
    }

    /** A progress bar from this store's progress factory, for a job called {@code label}. */
    @Override
    public ProgressFactory.Bar openProgress(String label) {
        return progressFactory.open(label);
    }

    /**
     * A progress bar from this store's progress factory for a table built outside {@link #load} (a table too large
     * for one array, built in parts and saved with {@link #save}): its part files, which progress together.
     */
    @Override
    public ProgressFactory.Bar openProgress(List<TableSpec> parts) {
        return progressFactory.openTables(parts);
    }

    /**
     * Writes a payload built elsewhere (a table too large for one array is built in parts, then each part saved
     * here), under the same file lock and atomic rename as {@link #load}. Throws when the store cannot be written.
     */
    @Override
    public void save(TableSpec spec, byte[] payload) throws IOException {
        if (payload.length != spec.sizeBytes()) {
            throw new IllegalArgumentException(spec.id() + " is " + spec.sizeBytes() + " bytes, not " + payload.length);
        }
        synchronized (monitorOf(spec)) {
            long start = System.nanoTime();
            underFileLock(spec, () -> {
                TableFile.write(pathOf(spec), spec, payload);
                record(spec, true, start, payload.length, "");
                return null;
            });
        }
    }

    /** Work done under a table's file lock. */
    private interface Locked<T> {
        T run() throws IOException;
    }

    /** The monitor this process's threads hold for {@code spec}'s lock region (one per region: no overlap). */
    private Object monitorOf(TableSpec spec) {
        return locks.computeIfAbsent(lockRegion(spec), k -> new Object());
    }

    /**
     * The byte of {@link #LOCK_FILE} that {@code spec}'s builds lock: a hash of its file name. Two tables that share
     * a byte only take turns; the caller holds {@link #monitorOf}, so one process never locks a byte twice.
     */
    static long lockRegion(TableSpec spec) {
        return spec.fileName().hashCode() & 0x7FFF_FFFFL;
    }

    /**
     * Runs {@code body} holding {@code spec}'s region of the store's lock file (waiting for another process that
     * holds it), after deleting what killed builds of the same table left behind.
     */
    private <T> T underFileLock(TableSpec spec, Locked<T> body) throws IOException {
        Files.createDirectories(directory);
        Path lockFile = directory.resolve(LOCK_FILE);
        if (Files.exists(lockFile) && !Files.isRegularFile(lockFile)) {
            throw new CorruptTableException("the lock file " + lockFile + " is not a regular file");
        }
        try (FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
             FileLock ignored = channel.lock(lockRegion(spec), 1, false)) {
            deleteLeftovers(spec);
            return body.run();
        }
    }

    /**
     * Deletes {@code spec}'s temporary files (a build killed before its rename leaves one) and its lock file of
     * earlier versions. Called under the table's file lock, so no live build of the table owns them.
     */
    private void deleteLeftovers(TableSpec spec) {
        try (DirectoryStream<Path> stale = Files.newDirectoryStream(directory,
                path -> {
                    String name = path.getFileName().toString();
                    return name.equals(spec.fileName() + ".lock")
                            || name.startsWith(spec.fileName() + ".") && name.endsWith(".tmp");
                })) {
            for (Path path : stale) {
                if (Files.deleteIfExists(path) && path.toString().endsWith(".tmp")) {
                    LOG.log(System.Logger.Level.INFO, "removed " + path.getFileName() + ", left by a build of table "
                            + spec.id() + " that was stopped");
                }
            }
        } catch (IOException | DirectoryIteratorException e) {
            LOG.log(System.Logger.Level.WARNING, "cannot clean up old files of table " + spec.id() + " in " + directory
                    + " (" + (e instanceof IOException io ? TableFile.reasonOf(io) : TableFile.reasonOf(
                            ((DirectoryIteratorException) e).getCause())) + ")");
        }
    }

    private byte[] buildAndSave(TableSpec spec, TableBuilder builder, Path file, long start, String problem) {
        try {
            return underFileLock(spec, () -> {
                // Another process may have built it while we waited for the lock.
                try {
                    return readRecorded(spec, file, start);
                } catch (IOException notThere) {
                    // build it ourselves
                }
                byte[] payload = build(spec, builder);
                TableFile.write(file, spec, payload);
                record(spec, true, start, payload.length, problem);
                return payload;
            });
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "cannot write table " + spec.id() + " to " + directory + " ("
                    + TableFile.reasonOf(e) + "); building it in memory for this run only");
            byte[] payload = build(spec, builder);
            record(spec, true, start, payload.length, problem);
            return payload;
        }
    }

    /** Reads and checks a table file and records the load. */
    private byte[] readRecorded(TableSpec spec, Path file, long start) throws IOException {
        byte[] payload = TableFile.read(file, spec);
        record(spec, false, start, payload.length, "");
        return payload;
    }

    private byte[] build(TableSpec spec, TableBuilder builder) {
        byte[] payload = new byte[(int) spec.sizeBytes()];
        long start = System.nanoTime();
        LOG.log(System.Logger.Level.INFO, "building table " + spec.id() + " (" + spec.description() + ", "
                + humanBytes(spec.sizeBytes()) + ")");
        long[] counted = {0};
        try (ProgressFactory.Bar bar = progressFactory.openTables(List.of(spec))) {
            builder.build(payload, (done, total) -> {
                counted[0] = total;
                bar.update(done, total);
            });
        }
        LOG.log(System.Logger.Level.INFO, "built table " + spec.id() + " in "
                + Duration.ofNanos(System.nanoTime() - start).toMillis() + " ms");
        // A builder that counts its work in steps reports their total last: the figure its spec's buildSteps holds.
        LOG.log(System.Logger.Level.DEBUG, () -> "table " + spec.id() + ": progress total " + counted[0]
                + ", build steps in its spec " + spec.buildSteps());
        return payload;
    }

    private void record(TableSpec spec, boolean built, long start, long bytes, String problem) {
        events.add(new TableLoadEvent(spec, built, Duration.ofNanos(System.nanoTime() - start), bytes, problem));
    }

    /** True when the table's file is in the store (a regular file; not checked: loading checks it). */
    @Override
    public boolean isPresent(TableSpec spec) {
        return Files.isRegularFile(pathOf(spec));
    }

    /** Table builds run on the process's thread pool. */
    @Override
    public Workers workers() {
        return ThreadPoolWorkers.SHARED;
    }

    /** The state of one table file. */
    public enum FileState { PRESENT, MISSING, CORRUPT }

    /**
     * Checks a table file's header and size only, without reading its payload or building anything: fast, for a
     * status report ({@link #verify} also checks the checksum).
     */
    public FileState check(TableSpec spec) {
        Path file = pathOf(spec);
        try {
            TableFile.requireRegularFile(file);
            try (InputStream raw = Files.newInputStream(file);
                 DataInputStream in = new DataInputStream(new BufferedInputStream(raw, 512))) {
                TableFile.checkHeader(in, spec, Files.size(file));
            }
            return FileState.PRESENT;
        } catch (NoSuchFileException e) {
            return FileState.MISSING;
        } catch (IOException e) {
            return FileState.CORRUPT;
        }
    }

    /** Checks a table file, its checksum included, without building anything or keeping its payload. */
    public FileState verify(TableSpec spec) {
        try {
            TableFile.readChecked(pathOf(spec), spec, false);
            return FileState.PRESENT;
        } catch (NoSuchFileException e) {
            return FileState.MISSING;
        } catch (IOException e) {
            return FileState.CORRUPT;
        }
    }

    /** Size on disk of a table file, or 0 when it is missing. */
    public long fileSize(TableSpec spec) {
        try {
            return Files.size(pathOf(spec));
        } catch (IOException e) {
            return 0;
        }
    }

    /** Deletes a table's file (for tests and {@code tables build --force}). */
    public void delete(TableSpec spec) throws IOException {
        Files.deleteIfExists(pathOf(spec));
    }

    /** "12.3 MiB" ({@link TableSpec#humanBytes}). */
    public static String humanBytes(long bytes) {
        return TableSpec.humanBytes(bytes);
    }

    /** All table files currently in the folder (for {@code tables status}). */
    public List<Path> files() {
        return TableHome.tableFiles(directory);
    }
}

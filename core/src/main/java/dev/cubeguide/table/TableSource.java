package dev.cubeguide.table;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Optional;

/**
 * Where the search code gets its tables: the payload of a {@link TableSpec}, read from wherever this source keeps
 * tables, or built by its {@link TableBuilder} (and kept) when it has none. The search code sees tables only through
 * this interface, so that the same search runs on the JVM, over the file-backed {@link TableStore}, and in a
 * browser, over {@link MemoryTableSource}, whose tables the page keeps in the browser's storage.
 *
 * <p>Implementations are safe to call from many threads; a table is built at most once per source.
 */
public interface TableSource {
    /** The table's payload: read when this source has a valid copy, otherwise built, kept and returned. */
    byte[] load(TableSpec spec, TableBuilder builder);

    /**
     * The table's payload as a read-only little-endian buffer. A source that can map its files (the
     * {@link TableStore}) maps them, so that a large table costs neither a copy nor fresh memory; by default it is
     * {@link #load}'s array, wrapped.
     */
    default ByteBuffer map(TableSpec spec, TableBuilder builder) {
        return ByteBuffer.wrap(load(spec, builder)).order(ByteOrder.LITTLE_ENDIAN).asReadOnlyBuffer()
                .order(ByteOrder.LITTLE_ENDIAN);
    }

    /** The payload when this source holds a valid copy; empty otherwise. Never builds. */
    Optional<byte[]> loadIfValid(TableSpec spec);

    /**
     * The payload as a read-only little-endian buffer when this source holds the table, without reading it whole;
     * empty otherwise. Never builds. A source that can map its files (the {@link TableStore}) maps the file and
     * checks only its header and size, so that opening costs the same whatever the table's size: the caller checks a
     * sample of the entries, and the full checksum is left to the build and to {@code tables verify}. By default it
     * is {@link #loadIfValid}'s array, wrapped.
     */
    default Optional<ByteBuffer> mapIfPresent(TableSpec spec) {
        return loadIfValid(spec).map(payload -> ByteBuffer.wrap(payload).order(ByteOrder.LITTLE_ENDIAN)
                .asReadOnlyBuffer().order(ByteOrder.LITTLE_ENDIAN));
    }

    /**
     * The payload as a read-only little-endian buffer when this source holds a valid copy, checked whole as
     * {@link #loadIfValid} checks it but not copied: a source that can map its files (the {@link TableStore}) maps
     * the file, so that the process shares the file's cached pages instead of zeroing fresh memory for a copy. Empty
     * otherwise; never builds. By default it is {@link #loadIfValid}'s array, wrapped.
     */
    default Optional<ByteBuffer> mapIfValid(TableSpec spec) {
        return loadIfValid(spec).map(payload -> ByteBuffer.wrap(payload).order(ByteOrder.LITTLE_ENDIAN)
                .asReadOnlyBuffer().order(ByteOrder.LITTLE_ENDIAN));
    }

    /** Keeps a payload built elsewhere (a table built in parts saves each part). */
    void save(TableSpec spec, byte[] payload) throws IOException;

    /** True when the source holds the table (unchecked: loading checks it), so that using it builds nothing. */
    boolean isPresent(TableSpec spec);

    /** A progress display for a job called {@code label}. */
    ProgressFactory.Bar openProgress(String label);

    /**
     * A progress display for a table built outside {@link #load} (a table too large for one array, built in parts
     * and kept with {@link #save}): its parts, which progress together, in {@link TableSpec#buildSteps() steps}.
     */
    default ProgressFactory.Bar openProgress(List<TableSpec> parts) {
        return openProgress("building " + ProgressFactory.labelOf(parts));
    }

    /** Every table made ready through this source so far, in order. */
    List<TableLoadEvent> events();

    /** Where the parallel parts of this source's table builds run. */
    Workers workers();
}

package dev.cubeguide.table;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Tables held in memory: a payload handed in with {@link #put} (a browser reads it from its storage and checks it
 * first) is used as it is; a missing one is built on first use and kept, and {@link #built()} lists what was built
 * so that the caller can store it. For the browser build and for tests. Thread-safe (one lock).
 */
public final class MemoryTableSource implements TableSource {
    private final Map<String, byte[]> tables = new HashMap<>();
    private final List<TableLoadEvent> events = new ArrayList<>();
    private final List<TableSpec> built = new ArrayList<>();
    private final Workers workers;
    private final ProgressFactory progressFactory;

    /** A source whose builds run on {@code workers} and report to {@code progressFactory}. */
    public MemoryTableSource(Workers workers, ProgressFactory progressFactory) {
        this.workers = workers;
        this.progressFactory = progressFactory;
    }

    /** A source that builds on the calling thread and shows no progress. */
    public MemoryTableSource() {
        this(Workers.SAME_THREAD, ProgressFactory.DEFAULT);
    }

    /** Hands in a payload read from elsewhere (already checked); it must be the spec's size. */
    public synchronized void put(TableSpec spec, byte[] payload) {
        requireSize(spec, payload);
        tables.put(spec.fileName(), payload);
    }

    /** The payload of {@code spec} when this source holds it. */
    public synchronized Optional<byte[]> get(TableSpec spec) {
        return Optional.ofNullable(tables.get(spec.fileName()));
    }

    /** Forgets a table (the next use builds it again). */
    public synchronized void remove(TableSpec spec) {
        tables.remove(spec.fileName());
    }

    /** The tables built (not handed in) so far, in the order they were built. */
    public synchronized List<TableSpec> built() {
        return List.copyOf(built);
    }

    @Override
    public synchronized byte[] load(TableSpec spec, TableBuilder builder) {
        long start = System.nanoTime();
        byte[] payload = tables.get(spec.fileName());
        if (payload != null) {
            events.add(new TableLoadEvent(spec, false, Duration.ofNanos(System.nanoTime() - start), payload.length, ""));
            return payload;
        }
        payload = new byte[(int) spec.sizeBytes()];
        try (ProgressFactory.Bar bar = progressFactory.openTables(List.of(spec))) {
            builder.build(payload, bar);
        }
        tables.put(spec.fileName(), payload);
        built.add(spec);
        events.add(new TableLoadEvent(spec, true, Duration.ofNanos(System.nanoTime() - start), payload.length,
                "missing"));
        return payload;
    }

    @Override
    public synchronized Optional<byte[]> loadIfValid(TableSpec spec) {
        return get(spec);
    }

    @Override
    public synchronized void save(TableSpec spec, byte[] payload) {
        requireSize(spec, payload);
        if (tables.put(spec.fileName(), payload) == null) {
            built.add(spec);
        }
    }

    @Override
    public synchronized boolean isPresent(TableSpec spec) {
        return tables.containsKey(spec.fileName());
    }

    @Override
    public ProgressFactory.Bar openProgress(String label) {
        return progressFactory.open(label);
    }

    @Override
    public synchronized List<TableLoadEvent> events() {
        return List.copyOf(events);
    }

    @Override
    public Workers workers() {
        return workers;
    }

    private static void requireSize(TableSpec spec, byte[] payload) {
        if (payload.length != spec.sizeBytes()) {
            throw new IllegalArgumentException(spec.id() + " is " + spec.sizeBytes() + " bytes, not " + payload.length);
        }
    }
}

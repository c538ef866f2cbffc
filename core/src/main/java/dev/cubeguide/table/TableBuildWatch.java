package dev.cubeguide.table;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A store's record of how far each table's build has come: installed once as the store's progress display, in front
 * of whatever display was there (which still shows everything), it keeps each table's fraction of its build steps
 * done, by table id. A fraction stays after its build ends (the file is then written and renamed into place), so a
 * plan counts it until the file is there ({@link BuildPlan#fractionDone}).
 *
 * <p>A display opened by label alone ({@code "building <id or id prefix>"}, as older code does) counts for every
 * table whose id starts with the label's.
 */
public final class TableBuildWatch implements ProgressFactory {
    private static final String PREFIX = "building ";
    private volatile ProgressFactory shown;
    private final Map<String, Double> byId = new ConcurrentHashMap<>();
    private final Map<String, Double> byLabel = new ConcurrentHashMap<>();

    private TableBuildWatch(ProgressFactory shown) {
        this.shown = shown;
    }

    /** The watch of {@code store}, installed in front of its display the first time. */
    public static TableBuildWatch on(TableStore store) {
        synchronized (store) {
            if (store.progressFactory() instanceof TableBuildWatch watch) {
                return watch;
            }
            TableBuildWatch watch = new TableBuildWatch(store.progressFactory());
            store.setProgressFactory(watch);
            return watch;
        }
    }

    /** Shows builds on {@code display} from now on (what the watch has recorded stays). */
    public void show(ProgressFactory display) {
        this.shown = display;
    }

    /** The display the watch shows builds on. */
    public ProgressFactory shown() {
        return shown;
    }

    /** The fraction of {@code spec}'s build done: 0 before it started (or when no build was seen). */
    public double fraction(TableSpec spec) {
        double best = byId.getOrDefault(spec.id(), 0.0);
        for (Map.Entry<String, Double> bar : byLabel.entrySet()) {
            if (spec.id().startsWith(bar.getKey())) {
                best = Math.max(best, bar.getValue());
            }
        }
        return best;
    }

    /** Whether a build of {@code spec} has started in this process. */
    public boolean started(TableSpec spec) {
        if (byId.containsKey(spec.id())) {
            return true;
        }
        return byLabel.keySet().stream().anyMatch(spec.id()::startsWith);
    }

    @Override
    public Bar open(String label) {
        String id = label.startsWith(PREFIX) ? label.substring(PREFIX.length()) : label;
        return recording(shown.open(label), fraction -> byLabel.put(id, fraction));
    }

    @Override
    public Bar openTables(List<TableSpec> specs) {
        return recording(shown.openTables(specs), fraction -> specs.forEach(s -> byId.put(s.id(), fraction)));
    }

    /** Where a bar's fraction goes. */
    private interface Sink {
        void put(double fraction);
    }

    private static Bar recording(Bar bar, Sink sink) {
        sink.put(0.0);
        return new Bar() {
            @Override
            public void update(long done, long total) {
                bar.update(done, total);
                if (total > 0) {
                    sink.put(Math.max(0, Math.min(1.0, (double) done / total)));
                }
            }

            @Override
            public void close() {
                bar.close();
            }
        };
    }
}

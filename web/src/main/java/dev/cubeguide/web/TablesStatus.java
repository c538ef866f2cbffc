package dev.cubeguide.web;

import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.SolverTables;
import dev.cubeguide.table.ProgressFactory;
import dev.cubeguide.table.TableSource;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableStore;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Future;

/**
 * {@code GET /api/tables}: for each solver, whether its tables are ready, missing (its first use builds them) or
 * being built, how far a build has come, and about how long a first build takes. The page reads it to say so up
 * front and to show a build's progress while the person waits.
 *
 * <p>Progress comes from the progress bars of the server's table store ({@link ServerOptions#registry()}), one per
 * table, labelled {@code "building <id>"} or {@code "building <id prefix>"} for a table split into files, which {@link BuildProgress} records alongside
 * whatever display was installed before. A solver's percent is its table bytes done: files already in the store
 * count whole, the table being built counts by its bar's fraction.
 */
final class TablesStatus {
    /**
     * First-build times measured from an empty home on 2 cores (docs/BENCHMARKS.md): two-phase about 37 s, optimal
     * about 6.2 min; rounded up, since a busy machine builds slower.
     */
    private static final Map<String, Integer> MEASURED_BUILD_SECONDS = Map.of("twophase", 45, "optimal", 400);
    /** The build rate assumed for a solver with no measured time: two-phase's 746 MiB in 37 s is about 20 MiB/s. */
    private static final long ESTIMATED_BYTES_PER_SECOND = 20L << 20;

    private final ServerOptions options;
    private final Map<String, Future<?>> builds;

    private TablesStatus(ServerOptions options, Map<String, Future<?>> builds) {
        this.options = options;
        this.builds = builds;
    }

    /** The handler of {@code GET /api/tables}; {@code builds} are the server's table builds by solver name. */
    static Handler handler(ServerOptions options, Map<String, Future<?>> builds) {
        BuildProgress.install(options.registry().store());
        return new TablesStatus(options, builds)::answer;
    }

    private void answer(Context ctx) {
        List<Map<String, Object>> list = new ArrayList<>();
        for (String name : options.solverNames()) {
            list.add(status(options.solvers().apply(name)));
        }
        ctx.json(Map.of("tables", list));
    }

    private Map<String, Object> status(Solver solver) {
        SolverTables tables = solver.tables();
        TableSource store = tables.store().orElse(options.registry().store());
        List<TableSpec> specs = tables.specs();
        long total = 0;
        long filed = 0;
        double building = 0;
        for (TableSpec spec : specs) {
            total += spec.sizeBytes();
            if (store.isPresent(spec)) {
                filed += spec.sizeBytes();
            } else {
                building += BuildProgress.fraction(spec) * spec.sizeBytes();
            }
        }
        Future<?> build = builds.get(solver.name());
        String state;
        int percent;
        if (filed == total || tables.ready() || build != null && build.isDone()) {
            state = "ready";
            percent = 100;
        } else if (build != null) {
            state = "building";
            percent = (int) Math.min(99, Math.floor(100.0 * (filed + building) / total));
        } else {
            state = "missing";
            percent = (int) Math.floor(100.0 * filed / total);
        }
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("solver", solver.name());
        entry.put("state", state);
        entry.put("percent", percent);
        entry.put("firstBuildSeconds", MEASURED_BUILD_SECONDS.getOrDefault(solver.name(),
                (int) Math.max(1, (total + ESTIMATED_BYTES_PER_SECOND - 1) / ESTIMATED_BYTES_PER_SECOND)));
        entry.put("bytes", total);
        return entry;
    }

    /**
     * The store's progress display with a record of each bar's fraction done by label, installed once per store; a
     * bar keeps its last fraction after it closes (its file is being written, then the store holds the file).
     */
    static final class BuildProgress implements ProgressFactory {
        private static final String PREFIX = "building ";
        private static final Map<String, Double> FRACTIONS = new ConcurrentHashMap<>();
        private final ProgressFactory shown;

        private BuildProgress(ProgressFactory shown) {
            this.shown = shown;
        }

        static synchronized void install(TableStore store) {
            if (!(store.progressFactory() instanceof BuildProgress)) {
                store.setProgressFactory(new BuildProgress(store.progressFactory()));
            }
        }

        /** The fraction done of the bar building this table (or the split table it is a file of), 0 when none. */
        static double fraction(TableSpec spec) {
            double best = 0;
            for (Map.Entry<String, Double> bar : FRACTIONS.entrySet()) {
                if (spec.id().startsWith(bar.getKey())) {
                    best = Math.max(best, bar.getValue());
                }
            }
            return best;
        }

        @Override
        public Bar open(String label) {
            Bar bar = shown.open(label);
            String id = label.startsWith(PREFIX) ? label.substring(PREFIX.length()) : label;
            FRACTIONS.put(id, 0.0);
            return new Bar() {
                @Override
                public void update(long done, long total) {
                    bar.update(done, total);
                    if (total > 0) {
                        FRACTIONS.put(id, Math.min(1.0, (double) done / total));
                    }
                }

                @Override
                public void close() {
                    bar.close();
                }
            };
        }
    }
}

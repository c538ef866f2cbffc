package dev.cubeguide.cli;

import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.table.BuildPlan;
import dev.cubeguide.table.ProgressFactory;
import dev.cubeguide.table.TableBuildWatch;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableStore;
import java.io.PrintWriter;
import java.util.List;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * How a run of the command line shows table builds: the display of its store's builds ({@link TableBuildWatch}).
 * A command that is about to build a solver's tables says so first and shows one display for the whole build
 * ({@link #prepare}); a table built any other way (by a solver deep inside a command) gets a display of its own.
 * While a display shows, the store's own line per table is not logged: the display says it all.
 */
final class TableBuilds implements ProgressFactory {
    /** The store's logger, kept so that its level stays set while a display shows. */
    private static final Logger STORE_LOG = Logger.getLogger(TableStore.class.getName());
    private final TableStore store;
    private final TableBuildWatch watch;
    private final Terminal terminal;
    private final Supplier<PrintWriter> err;
    private BuildDisplay active;

    private TableBuilds(TableStore store, Terminal terminal, Supplier<PrintWriter> err) {
        this.store = store;
        this.watch = TableBuildWatch.on(store);
        this.terminal = terminal;
        this.err = err;
    }

    /** Shows {@code store}'s builds on {@code err} (read at each build: a test may set it later). */
    static TableBuilds install(TableStore store, Terminal terminal, Supplier<PrintWriter> err) {
        TableBuilds builds = new TableBuilds(store, terminal, err);
        builds.watch.show(builds);
        return builds;
    }

    /** Shows nothing of {@code store}'s builds (a server reports them in its own log). */
    static void silence(TableStore store) {
        TableBuildWatch.on(store).show(ProgressFactory.DEFAULT);
    }

    /**
     * Loads or builds {@code solver}'s tables as {@code policy} says; when some must be built, says first what, how
     * big and about how long (with {@code note} after), and shows the build's progress until it ends. Tables that
     * would not fit in the memory the process may use are refused first ({@code MEMORY}), before anything shows.
     */
    static void prepare(TableStore store, Solver solver, MemoryPolicy policy, String note) {
        solver.tables().requireMemory(policy);
        build(store, solver.tables().buildPlan(solver.name()), note, () -> solver.tables().prepare(policy));
    }

    /**
     * Runs {@code body}, which builds what {@code plan} says (or loads it): when the plan has something to build and
     * the store's builds are shown here, said first (with {@code note} after) and shown until it ends.
     */
    static void build(TableStore store, BuildPlan plan, String note, Runnable body) {
        if (plan.isEmpty() || !(store.progressFactory() instanceof TableBuildWatch watch)
                || !(watch.shown() instanceof TableBuilds builds)) {
            body.run();
            return;
        }
        builds.showing(plan, note, body);
    }

    /** Runs {@code body} while showing {@code plan}'s build in one display. */
    private void showing(BuildPlan plan, String note, Runnable body) {
        BuildDisplay display = begin(plan, note);
        boolean built = false;
        try {
            body.run();
            built = true;
        } finally {
            end(display, built);
        }
    }

    private synchronized BuildDisplay begin(BuildPlan plan, String note) {
        if (active != null) {
            return null;
        }
        active = new BuildDisplay(plan, plan.seconds(), watch, store::isPresent,
                terminal, err.get());
        STORE_LOG.setLevel(Level.WARNING);
        active.start(note);
        return active;
    }

    private synchronized void end(BuildDisplay display, boolean built) {
        if (display == null || display != active) {
            return;
        }
        display.finish(built);
        active = null;
        STORE_LOG.setLevel(null);
    }

    /**
     * A build known by its label alone ({@code "building <id>"}, as older code opens them): shown as a table of that
     * id, whose fraction the watch keeps by label.
     */
    @Override
    public Bar open(String label) {
        String id = label.replaceFirst("^building ", "").toLowerCase(java.util.Locale.ROOT)
                .replaceAll("[^a-z0-9.-]", "-").replaceFirst("^[^a-z0-9]+", "");
        return openTables(List.of(new TableSpec(id.isEmpty() ? "table" : id, 1, 0, label, 1)));
    }

    /** A table built outside {@link #prepare}: a display of its own, unless one shows already. */
    @Override
    public Bar openTables(List<TableSpec> specs) {
        BuildDisplay display;
        synchronized (this) {
            if (active != null) {
                return SILENT;
            }
            BuildPlan plan = new BuildPlan(List.of(new BuildPlan.Part("the table " + ProgressFactory.labelOf(specs)
                    + " (" + specs.get(0).description() + ")", specs)));
            display = begin(plan, "");
        }
        return new Bar() {
            @Override
            public void update(long done, long total) {
            }

            @Override
            public void close() {
                end(display, true);
            }
        };
    }
}

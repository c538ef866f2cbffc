package dev.cubeguide.cli;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.registry.SolverRegistry;
import dev.cubeguide.table.BuildPlan;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableStore;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code cubeguide tables build|status|verify [--solver NAME]}: the generated tables of every solver (or one),
 * through each solver's table lifecycle only ({@link Solver#tables()}: specs, prepare, report), so each solver's
 * tables appear here without changes to this class.
 * <ul>
 *   <li>{@code status}: each table file's state (present, missing, corrupt), its size on disk, and the solver's
 *       report lines;</li>
 *   <li>{@code build}: loads or builds every table (a progress bar on a terminal), then prints the status; a file
 *       whose checksum is wrong is rebuilt, even where opening checks only a sample ({@link #removeDamaged}); with
 *       {@code --large} also the tables built only on request ({@code tables().largeSpecs()}, such as the optimal
 *       solver's 14.1 GiB H48 set, about 15 minutes);</li>
 *   <li>{@code verify}: checks every file's header and checksum; exits 1 when one is corrupt.</li>
 * </ul>
 */
@Command(name = "tables", mixinStandardHelpOptions = true,
        description = "Build, list or check the generated tables in $CUBEGUIDE_HOME/tables.")
final class TablesCommand implements Callable<Integer> {
    /** What to do. */
    enum Action { build, status, verify }

    @Parameters(index = "0", paramLabel = "build|status|verify", description = "build, status or verify")
    Action action;

    @Option(names = "--solver", paramLabel = "NAME", description = "only this solver's tables (default: all)")
    String solver;

    @Option(names = "--large", description = "build: also the large tables built only on request "
            + "(optimal: 14.1 GiB, about 15 minutes on 2 cores; 'solve --solver optimal' uses it when present)")
    boolean large;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        SolverRegistry registry = Main.solvers(spec);
        TableStore store = registry.store();
        List<Solver> solvers = new ArrayList<>();
        for (String name : solver == null ? registry.names() : List.of(solver)) {
            solvers.add(registry.get(name));
        }
        if (large && solvers.stream().allMatch(s -> s.tables().largeSpecs().isEmpty())) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST,
                    "--large: " + (solver == null ? "no solver" : solver) + " has no large tables",
                    Map.of("solver", solver == null ? "all" : solver));
        }
        out.println("table folder: " + store.directory());
        int corrupt = 0;
        Set<TableSpec> seen = new LinkedHashSet<>();
        Set<TableSpec> present = new LinkedHashSet<>();
        Set<TableSpec> missing = new LinkedHashSet<>();
        if (action == Action.build) {
            // A set that does not fit in the memory this process may use is refused before anything is built.
            for (Solver s : solvers) {
                if (large) {
                    s.tables().requireMemoryForLarge();
                }
                s.tables().requireMemory(MemoryPolicy.MAPPED);
            }
            removeDamaged(store, solvers, out);
        }
        for (Solver s : solvers) {
            if (action == Action.build && large && !s.tables().largeSpecs().isEmpty()) {
                long start = System.nanoTime();
                List<TableSpec> missingLarge = s.tables().largeSpecs().stream()
                        .filter(t -> store.check(t) != TableStore.FileState.PRESENT).toList();
                TableBuilds.build(store, new BuildPlan(List.of(new BuildPlan.Part("the " + s.name()
                        + " solver's large tables", missingLarge))), "", s.tables()::buildLarge);
                out.printf(Locale.ROOT, "%s: large tables ready in %.1f s%n", s.name(), (System.nanoTime() - start) / 1e9);
            }
            if (action == Action.build && !s.tables().specs().isEmpty()) {
                long start = System.nanoTime();
                TableBuilds.prepare(store, s, MemoryPolicy.MAPPED, "");
                out.printf(Locale.ROOT, "%s: tables ready in %.1f s%n", s.name(), (System.nanoTime() - start) / 1e9);
            }
            // The tables in use, then the large ones not in use (built only on request).
            List<TableSpec> specs = new ArrayList<>(s.tables().specs());
            for (TableSpec t : s.tables().largeSpecs()) {
                if (!specs.contains(t)) {
                    specs.add(t);
                }
            }
            out.println(s.name() + ": " + (specs.isEmpty() ? "no tables" : specs.size() + " tables")
                    + s.tables().activeSet().map(set -> ", using the " + set + " set").orElse(""));
            long total = 0;
            for (TableSpec t : specs) {
                // A status reads each file's header only; verify reads it whole and checks its checksum.
                TableStore.FileState state = action == Action.verify ? store.verify(t) : store.check(t);
                long size = store.fileSize(t);
                total += size;
                if (state == TableStore.FileState.CORRUPT && seen.add(t)) {
                    corrupt++;
                } else if (state == TableStore.FileState.PRESENT) {
                    present.add(t);
                } else if (state == TableStore.FileState.MISSING) {
                    missing.add(t);
                }
                out.printf(Locale.ROOT, "  %-26s v%-2d %-8s %10s  %s%n", t.id(), t.version(),
                        state.name().toLowerCase(Locale.ROOT), state == TableStore.FileState.MISSING ? "-"
                                : TableStore.humanBytes(size), t.description());
            }
            if (!specs.isEmpty()) {
                out.println("  total on disk: " + TableStore.humanBytes(total));
            }
            if (action != Action.verify) {
                for (String line : s.tables().report()) {
                    out.println("  " + line);
                }
            }
        }
        if (action == Action.verify) {
            out.println("verified " + (present.size() + corrupt + missing.size()) + " table files: " + present.size()
                    + " good, " + corrupt + " corrupt, " + missing.size() + " not built"
                    + (corrupt > 0 ? "" : missing.isEmpty() ? "" : " (built on first use, or by 'cubeguide tables build')"));
        }
        out.flush();
        if (action == Action.verify && corrupt > 0) {
            PrintWriter err = spec.commandLine().getErr();
            err.println("error: " + corrupt + " table file(s) are corrupt; run 'cubeguide tables build' to rebuild them");
            err.flush();
            return Cli.FAILURE;
        }
        return Cli.OK;
    }

    /**
     * Deletes the table files of {@code solvers} (with their large ones under {@code --large}) whose header and size
     * are right but whose checksum is not, so that the build that follows replaces them. Opening a table of
     * gigabytes checks only a sample of its entries (the optimal solver's axis tables), so without this a damaged
     * byte that {@code tables verify} reports would outlive the {@code tables build} that verify points to.
     */
    private void removeDamaged(TableStore store, List<Solver> solvers, PrintWriter out) {
        Set<TableSpec> specs = new LinkedHashSet<>();
        for (Solver s : solvers) {
            specs.addAll(s.tables().specs());
            s.tables().companions().forEach(c -> specs.addAll(c.tables().specs()));
            if (large) {
                specs.addAll(s.tables().largeSpecs());
            }
        }
        for (TableSpec t : specs) {
            if (store.check(t) == TableStore.FileState.PRESENT && store.verify(t) == TableStore.FileState.CORRUPT) {
                out.println("table " + t.id() + " is damaged (checksum mismatch); rebuilding it");
                out.flush();
                try {
                    store.delete(t);
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot delete the damaged table " + store.pathOf(t), e);
                }
            }
        }
    }
}

package dev.cubeguide.solve.optimal;

import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.SolverTables;
import dev.cubeguide.table.TableSource;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableStore;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The optimal solver's table lifecycle ({@link OptimalSolver#tables()}): which set the search uses (the large H48
 * set when it is in the store, else the default H48 set, built on first use; a set of earlier versions while it is
 * the only one there), preparing it under a memory policy, the memory checks that refuse a set that does not fit,
 * the large set's build on request, and the lines of {@code tables status}.
 */
final class OptimalSolverTables implements SolverTables {
    private final OptimalSolver solver;

    OptimalSolverTables(OptimalSolver solver) {
        this.solver = solver;
    }

    /**
     * The H48 set the search uses, from the files in the store (none opened): the first of {@link H48Set#KNOWN}
     * filed, else the default set to be built; empty when an axis table of earlier versions is the only set there (or
     * the solver was given tables), which the search then uses.
     */
    private Optional<H48Set> h48InUse() {
        TableStore home = solver.store();
        if (solver.searchesGivenTables()) {
            return Optional.empty();
        }
        return H48Set.filedIn(home).or(() -> OptimalTableSets.filedAxis(home).isPresent() ? Optional.empty()
                : Optional.of(H48Set.DEFAULT));
    }

    /** The tables the search uses now: the large set when it is in the store, else the default set. */
    @Override
    public List<TableSpec> specs() {
        return h48InUse().map(set -> set.specs)
                .orElseGet(() -> OptimalTableSets.specs(OptimalTableSets.largestFiled(solver.store())));
    }

    @Override
    public Optional<TableSource> store() {
        return Optional.of(solver.store());
    }

    @Override
    public void prepare(MemoryPolicy policy) {
        // Mapped (opening checks headers, sizes and a sample: no copy, fast whatever the size), or for HEAP
        // copied into the heap, whose huge pages make the search's reads faster once the copy is paid for.
        solver.memoryPolicy(Objects.requireNonNull(policy, "policy"));
        solver.alongsideCompanions(() -> {
            Optional<H48Set> h48 = solver.h48Set();
            if (h48.isPresent()) {
                if (policy == MemoryPolicy.HEAP) {
                    h48.get().inHeap(solver.store());
                }
            } else if (policy == MemoryPolicy.HEAP && !solver.searchesGivenTables()) {
                OptimalTableSets.inHeap(solver.store());
            } else {
                solver.searchTables();
            }
        }, companions().stream().map(Named::tables).toList());
    }

    /**
     * Building an H48 set needs its table's size and about 1.1 GiB more of heap ({@link H48Set#buildHeapBytes}),
     * copying it into the heap ({@code HEAP}) its size and 0.5 GiB; mapping it needs its size of the machine's
     * memory, beside what the companions map (the two-phase solver's move-mask table, 605 MiB), which they map under
     * every policy here ({@link #prepare}). The axis tables of earlier versions are checked the same way.
     */
    @Override
    public void requireMemory(MemoryPolicy policy) {
        long companionsMapped = companions().stream().mapToLong(c -> c.tables().mappedBytes()).sum();
        Optional<H48Set> h48 = h48InUse();
        if (h48.isPresent()) {
            h48.get().requireMemoryToBuild(solver.store());
            if (policy == MemoryPolicy.HEAP) {
                h48.get().requireHeapForCopy(solver.store());
                OptimalTableSets.requireMapped(solver.store().memoryLimits(), null, 0, companionsMapped);
            } else {
                h48.get().requireMapped(solver.store(), companionsMapped);
            }
            return;
        }
        OptimalTableSets.requireMemory(solver.store(), policy == MemoryPolicy.HEAP,
                companionsMapped);
    }

    /**
     * {@code HEAP} when the copy fits: a batch of optimal solves searches for seconds per cube, and searches
     * the heap copy faster than the mapping (on huge pages, about twice as fast for the H48 table), so the copy
     * (seconds per process) pays for itself within the first cubes. Otherwise {@code MAPPED}: slower, not refused.
     */
    @Override
    public MemoryPolicy batchPolicy() {
        TableStore home = solver.store();
        boolean fits = h48InUse().map(set -> set.fitsInHeap(home))
                .orElseGet(() -> OptimalTableSets.fitsInHeap(home));
        return fits ? MemoryPolicy.HEAP
                : MemoryPolicy.MAPPED;
    }

    @Override
    public void requireMemoryForLarge() {
        H48Set.LARGE.requireMemoryToBuild(solver.store());
    }

    /** The two-phase solver that gives its upper bounds and answers when time runs out. */
    @Override
    public List<Named> companions() {
        Solver twoPhase = solver.twoPhase();
        return twoPhase == null ? List.of() : List.of(new Named(twoPhase.name(), twoPhase.tables()));
    }

    @Override
    public Optional<String> purpose() {
        TableStore home = solver.store();
        long entries = h48InUse().map(set -> set.entries)
                .orElseGet(() -> OptimalTableSets.largestFiled(home).variant.entries);
        return Optional.of(String.format(Locale.ROOT, "the optimal solver's tables, chiefly the exact "
                + "distance to its goal of %.1f billion positions", entries / 1e9));
    }

    /**
     * The sets' description; first, in a home that holds only a table of earlier versions, which one is in
     * use and how to change to a current set.
     */
    @Override
    public List<String> report() {
        TableStore home = solver.store();
        Optional<H48Set> h48 = H48Set.filedIn(home);
        if (h48.isPresent() && h48.get().earlier) {
            return afterInUse(String.format(Locale.ROOT, "optimal: in use, the large set of earlier versions "
                    + "(the H48 table at %d flip bits, %s); the current large set (%s) solves about %s. To use "
                    + "it, run 'tables build --solver optimal --large' (about %s), then remove %s",
                    h48.get().flipBits, TableSpec.humanBytes(h48.get().bytes()),
                    TableSpec.humanBytes(H48Set.LARGE.bytes()), LARGE_OVER_EARLIER, LARGE_BUILD,
                    fileNames(h48.get().parts)));
        }
        Optional<AxisTable> filed = OptimalTableSets.filedAxis(home);
        if (filed.isEmpty() || h48.isPresent()) {
            return TABLE_REPORT;
        }
        AxisTable axis = filed.get();
        String kind = axis == AxisTable.LAYERS ? "corner layers at 4 bits"
                : axis == AxisTable.CORNER_SPLIT ? "corner split at 4 bits"
                : axis == AxisTable.SPLIT_TWO_BIT ? "corner split at 2 bits"
                : "corner split and parity at 2 bits";
        return afterInUse(String.format(Locale.ROOT, "optimal: in use, the %s set of earlier versions (the axis "
                + "table of %s, %s); the current default set (%s) solves about %s, the large set (%s) about %s. To "
                + "use one, remove %s and run 'tables build --solver optimal' (about %s), or with --large for the "
                + "large set (about %s)", axis.label, kind, TableSpec.humanBytes(axis.bytes()),
                TableSpec.humanBytes(H48Set.DEFAULT.bytes()), DEFAULT_OVER_AXIS,
                TableSpec.humanBytes(H48Set.LARGE.bytes()), LARGE_OVER_AXIS, fileNames(axis.specs()), DEFAULT_BUILD,
                LARGE_BUILD));
    }

    @Override
    public List<TableSpec> largeSpecs() {
        return H48Set.LARGE.specs;
    }

    @Override
    public void buildLarge() {
        H48Set.LARGE.build(solver.store());
    }

    @Override
    public Optional<String> activeSet() {
        TableStore home = solver.store();
        return Optional.of(h48InUse().map(set -> set.label).orElseGet(() -> OptimalTableSets.largestFiled(home).label));
    }

    /** The report: the line saying which earlier set is in use, then the sets' description. */
    private static List<String> afterInUse(String inUse) {
        List<String> lines = new ArrayList<>();
        lines.add(inUse);
        lines.addAll(TABLE_REPORT);
        return lines;
    }

    private static String fileNames(List<TableSpec> specs) {
        return specs.stream().map(TableSpec::fileName).collect(Collectors.joining(", "));
    }

    /** How much faster the current sets solve than the earlier ones (measured: median of random states). */
    private static final String LARGE_OVER_EARLIER = "a sixth faster (1.7 times fewer nodes)";
    private static final String DEFAULT_OVER_AXIS = "twice as fast";
    private static final String LARGE_OVER_AXIS = "five times as fast";
    /**
     * The builds on 2 cores, rounded up for slower machines: the large set's 8.6 min and the default set's
     * {@value #DEFAULT_BUILD_MEASURED} measured on a Zen 4 EPYC VM.
     */
    private static final String LARGE_BUILD = "15 minutes";
    private static final String DEFAULT_BUILD = "6 minutes";
    private static final String DEFAULT_BUILD_MEASURED = "5 min 26 s (with the two-phase solver's tables)";

    private static final List<String> TABLE_REPORT = List.of("optimal (default, built on first use): "
            + "15,048,633,600 entries (3,393 corner classes x 34,650 slice positions x 128 flips of 7 edges, 2 bits "
            + "above a base of 9: exactly 10, exactly 11, 12 or more, or 9 or less with the exact corners and slices "
            + "distance (118 million entries, 1 byte, 112 MiB) as the fallback, 3.50 GiB in 4 files), looked up on "
            + "the cube and its inverse",
            "optimal (large, built by 'tables build --solver optimal --large', used when present): "
                    + "60,194,534,400 entries (the same at 512 flips of 9 edges, 14.0 GiB in 15 files) in place of "
                    + "the default set; the tables of earlier versions (H48 at 8 flip bits, 7.01 GiB; the axis "
                    + "tables: corner split at 2 bits, 2.30 GiB; corner layers, 2.30 GiB; corner split, 4.59 GiB; "
                    + "split and parity, 4.59 GiB) are used when present and neither current set is");
}

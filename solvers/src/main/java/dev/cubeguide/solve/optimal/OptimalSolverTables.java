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
 * set when it is in the store, else the default axis tables), preparing it under a memory policy, the memory checks
 * that refuse a set that does not fit, the large set's build on request, and the lines of {@code tables status}.
 */
final class OptimalSolverTables implements SolverTables {
    private final OptimalSolver solver;

    OptimalSolverTables(OptimalSolver solver) {
        this.solver = solver;
    }

    /** The tables the search uses now: with the large table when it is in the store, else the default set. */
    @Override
    public List<TableSpec> specs() {
        TableStore home = solver.store();
        return H48Set.filedIn(home).map(set -> set.specs)
                .orElseGet(() -> OptimalTableSets.specs(OptimalTableSets.largestFiled(home)));
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
            Optional<H48Set> h48 = solver.h48Open();
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
     * Building the axis table or copying it into the heap ({@code HEAP}) needs its size and
     * {@link OptimalTableSets#WORKING_BYTES} of heap; mapping it needs its size of the machine's memory, beside
     * what the companions map (the two-phase solver's move-mask table, 605 MiB), which they map under every
     * policy here ({@link #prepare}).
     */
    @Override
    public void requireMemory(MemoryPolicy policy) {
        long companionsMapped = companions().stream().mapToLong(c -> c.tables().mappedBytes()).sum();
        Optional<H48Set> h48 = H48Set.filedIn(solver.store());
        if (h48.isPresent()) {
            if (policy == MemoryPolicy.HEAP) {
                h48.get().requireHeapForCopy(solver.store());
            }
            h48.get().requireMapped(solver.store(), companionsMapped);
            return;
        }
        OptimalTableSets.requireMemory(solver.store(), policy == MemoryPolicy.HEAP,
                companionsMapped);
    }

    /**
     * {@code HEAP} when the copy fits: a batch of optimal solves searches for seconds per cube, and searches
     * the heap copy about a sixth faster than the mapping (measured with the mapping on 4 KiB pages), so
     * the copy (about 0.6 s per process for the default set) pays for itself within the first cubes.
     * Otherwise {@code MAPPED}: slower, not refused.
     */
    @Override
    public MemoryPolicy batchPolicy() {
        TableStore home = solver.store();
        boolean fits = H48Set.filedIn(home).map(set -> set.fitsInHeap(home))
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
        long entries = H48Set.filedIn(home).map(set -> set.entries)
                .orElseGet(() -> OptimalTableSets.largestFiled(home).variant.entries);
        return Optional.of(String.format(Locale.ROOT, "the optimal solver's tables, chiefly the exact "
                + "distance to its goal of %.1f billion positions", entries / 1e9));
    }

    /**
     * The sets' description; first, in a home that holds only a table of earlier versions, which one is in
     * use and how to change to the current default set.
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
        AxisTable filed = OptimalTableSets.largestFiled(home);
        if (!filed.earlier() || h48.isPresent()) {
            return TABLE_REPORT;
        }
        String files = fileNames(filed.specs());
        String kind = filed == AxisTable.LAYERS ? "corner layers at 4 bits"
                : filed == AxisTable.CORNER_SPLIT ? "corner split at 4 bits"
                : "corner split and parity at 2 bits";
        return afterInUse(String.format(Locale.ROOT, "optimal: in use, the %s set of earlier versions (%s, "
                + "%s); ", filed.label, kind, TableSpec.humanBytes(filed.bytes()))
                + (filed == AxisTable.LAYERS
                        ? "the current default set (the same size) searches about 1.5 times fewer nodes. To "
                                + "use it, remove " + files + " and run 'tables build --solver optimal' (about "
                                + "4 minutes)"
                        : "the current large set (" + TableSpec.humanBytes(H48Set.LARGE.bytes()) + ") "
                                + "solves about " + LARGE_OVER_AXIS + ", and the default set (2.3 GiB) about "
                                + "as fast. To use one, remove " + files + " and run 'tables build --solver "
                                + "optimal' (about 4 minutes), or with --large for the large set (about "
                                + LARGE_BUILD + ")"));
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
        return Optional.of(H48Set.filedIn(home).isPresent() ? H48Set.LABEL
                : OptimalTableSets.largestFiled(home).label);
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

    /** How much faster the large set solves than the earlier sets (measured: median of random states). */
    private static final String LARGE_OVER_EARLIER = "a sixth faster (1.7 times fewer nodes)";
    private static final String LARGE_OVER_AXIS = "twice as fast";
    /** The large set's build on 2 cores: 8.6 min measured on a Zen 4 EPYC VM, rounded up for slower machines. */
    private static final String LARGE_BUILD = "15 minutes";

    private static final List<String> TABLE_REPORT = List.of("optimal (default, built on first use): 9,863,588,700 "
            + "entries (64,430 flip-slice classes x 2,187 twists x 70 corner splits, 2 bits above a base of 9: "
            + "exactly 10, exactly 11, 12 or more, or 9 or less with Reid's phase-1 table (140 million entries, 4 "
            + "bits, 67 MiB) as the fallback, 2.30 GiB in 3 files) looked up on three axes of the cube and of its "
            + "inverse; corner table 6,053,616 entries (2,768 corner classes x 2,187 twists, 4 bits, 2.9 MiB)",
            "optimal (large, built by 'tables build --solver optimal --large', used when present): "
                    + "60,194,534,400 entries (3,393 corner classes x 34,650 slice positions x 512 flips of 9 "
                    + "edges, 2 bits above a base of 9: exactly 10, exactly 11, 12 or more, or 9 or less with the "
                    + "exact corners and slices distance (118 million entries, 1 byte, 112 MiB) as the fallback, "
                    + "14.0 GiB in 15 files), looked up on the cube and its inverse in place of the default set; the "
                    + "tables of earlier versions (H48 at 8 flip bits, 7.01 GiB; corner layers, 2.30 GiB; corner "
                    + "split, 4.59 GiB; split and parity, 4.59 GiB) are used when present and neither current set is");
}

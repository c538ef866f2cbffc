package dev.cubeguide.solve;

import dev.cubeguide.table.BuildPlan;
import dev.cubeguide.table.TableSource;
import dev.cubeguide.table.TableSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A solver's table lifecycle, apart from its solving: which table files it uses, whether they are ready, loading or
 * building them ahead of the first solve under a {@link MemoryPolicy}, and a report for {@code tables status}.
 * Table-free solvers have {@link #NONE}.
 */
public interface SolverTables {
    /** The tables of a solver that needs none. */
    SolverTables NONE = inMemory(() -> { }, List::of);

    /**
     * The tables of a solver that keeps none on disk: {@code build} makes its small tables in memory (once),
     * {@code report} describes them.
     */
    static SolverTables inMemory(Runnable build, Supplier<List<String>> report) {
        return new SolverTables() {
            @Override
            public List<TableSpec> specs() {
                return List.of();
            }

            @Override
            public Optional<TableSource> store() {
                return Optional.empty();
            }

            @Override
            public void prepare(MemoryPolicy policy) {
                build.run();
            }

            @Override
            public List<String> report() {
                return report.get();
            }
        };
    }

    /** The table files the solver uses now (empty for table-free solvers). */
    List<TableSpec> specs();

    /** The source the tables are in (the file store on the JVM); empty for table-free solvers. */
    Optional<TableSource> store();

    /** True when every table is in the source, so that the first solve builds nothing (it may still load). */
    default boolean ready() {
        return store().map(s -> specs().stream().allMatch(s::isPresent)).orElse(true);
    }

    /**
     * Loads or builds every table now, so that the first solve is fast, and keeps them as {@code policy} says; the
     * {@link #companions()}' tables too.
     */
    void prepare(MemoryPolicy policy);

    /**
     * Refuses, as {@code ErrorCode.MEMORY}, when preparing these tables under {@code policy} would need more memory
     * than the process may use (building or copying them into the heap: its heap limit; mapping them: the machine's
     * available memory), with the size needed, the size available and how to give more; before anything is built,
     * so that a command can say so before it starts. {@link #prepare} checks this too. Does nothing by default: only
     * table sets of gigabytes need the check.
     */
    default void requireMemory(MemoryPolicy policy) {
    }

    /**
     * The bytes these tables map from their files once prepared under {@link MemoryPolicy#MAPPED} or
     * {@link MemoryPolicy#ADAPTIVE} (the two-phase solver's move-mask table): what they take of the machine's memory
     * when another solver prepares them as its companion. 0 by default.
     */
    default long mappedBytes() {
        return 0;
    }

    /**
     * The memory choice for a run of many solves in one process (a batch): {@link MemoryPolicy#HEAP} where the
     * solver's searches are long enough for a heap copy to pay for itself within the run and the copy fits in the
     * heap, else {@link MemoryPolicy#MAPPED} (a short solver's tables are read fast enough mapped, under the
     * launcher's C1-only JIT). {@code MAPPED} by default.
     */
    default MemoryPolicy batchPolicy() {
        return MemoryPolicy.MAPPED;
    }

    /**
     * What these tables are, in words a person understands ("the optimal solver's table of the exact distance to
     * its goal of 4.93 billion positions"), for the line said before they are built; empty for the plain "the NAME
     * solver's tables".
     */
    default Optional<String> purpose() {
        return Optional.empty();
    }

    /**
     * The tables of other solvers that this solver's first solve builds as well (the optimal solver's two-phase
     * fallback), which {@link #prepare} prepares too. Empty by default.
     */
    default List<Named> companions() {
        return List.of();
    }

    /** A solver's tables with its name, for {@link #companions()}. */
    record Named(String solver, SolverTables tables) {
    }

    /**
     * What preparing these tables now would build: the files missing from the store, with the companions', each
     * group in words; {@link BuildPlan#NOTHING} when all are there. {@code solver} names these tables' solver.
     */
    default BuildPlan buildPlan(String solver) {
        return plan(solver, SolverTables::missing);
    }

    /**
     * The plan of every table these tables use, built or not: what a first build makes, for saying up front how
     * long a first use takes.
     */
    default BuildPlan fullPlan(String solver) {
        return plan(solver, SolverTables::specs);
    }

    /** The table files not in the store now (a table-free solver has none). */
    default List<TableSpec> missing() {
        return store().map(s -> specs().stream().filter(spec -> !s.isPresent(spec)).toList()).orElse(List.of());
    }

    /** These tables' {@code which} files and each companion's, each group in words. */
    private BuildPlan plan(String solver, Function<SolverTables, List<TableSpec>> which) {
        List<BuildPlan.Part> parts = new ArrayList<>();
        parts.add(new BuildPlan.Part(purpose().orElse("the " + solver + " solver's tables"), which.apply(this)));
        for (Named companion : companions()) {
            parts.add(new BuildPlan.Part(companion.tables().purpose().orElse("the " + companion.solver()
                    + " solver's tables"), which.apply(companion.tables())));
        }
        return new BuildPlan(parts);
    }

    /**
     * Lines for {@code cubeguide tables status}: per-table facts such as the number of states and the maximum
     * depth found by breadth-first search, and what the last load or build did.
     */
    List<String> report();

    /**
     * Tables built only on request ({@code tables build --large}) that make the solver faster when present, such as
     * the optimal solver's large table. Empty by default.
     */
    default List<TableSpec> largeSpecs() {
        return List.of();
    }

    /**
     * Refuses, as {@code ErrorCode.MEMORY}, when building the {@link #largeSpecs()} would need more heap than the
     * process may use (see {@link #requireMemory}); {@link #buildLarge()} checks this too. Does nothing by default.
     */
    default void requireMemoryForLarge() {
    }

    /** Builds (or loads) the {@link #largeSpecs()}; may take long. Does nothing by default. */
    default void buildLarge() {
    }

    /**
     * Which of its table sets the solver uses now, for reports (the optimal solver: {@code "default"} or
     * {@code "large"}); empty for solvers with one set.
     */
    default Optional<String> activeSet() {
        return Optional.empty();
    }
}

package dev.cubeguide.solve.optimal;

import dev.cubeguide.coord.CoordTables;
import dev.cubeguide.coord.CornerPruning;
import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.table.MemoryLimits;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableStore;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Which optimal table set a store holds, and its {@link OptimalTables} loaded once per store: the best axis table
 * present ({@link AxisTable#IN_ORDER}), mapped or copied into the heap, the large set's build on request, and the
 * memory checks that refuse a set that does not fit before anything is built, mapped or copied. The search's arrays
 * themselves are {@link OptimalTables}'.
 */
final class OptimalTableSets {
    private static final Map<TableStore, OptimalTables> BY_STORE = new ConcurrentHashMap<>();

    private OptimalTableSets() {
    }

    /**
     * The tables of {@code store}, loaded (or built) on first use: with the best axis table whose files are in the
     * store and valid ({@link AxisTable#IN_ORDER}; the tables of earlier versions are never built), else with the
     * default set (built here when missing, minutes, once).
     * Looked up again when tables appear or go.
     */
    static OptimalTables of(TableStore store) {
        AxisTable axis = largestPresent(store);
        OptimalTables t = BY_STORE.get(store);
        if (t == null || t.axis != axis) {
            synchronized (BY_STORE) {
                t = BY_STORE.get(store);
                if (t == null || t.axis != axis) {
                    requireMemory(store, axis, false, 0);
                    t = new OptimalTables(store, axis, false);
                    BY_STORE.put(store, t);
                }
            }
        }
        return t;
    }

    /**
     * The tables of {@code store} with the axis table copied into the heap ({@code MemoryPolicy.HEAP}); from now on
     * {@link #of} gives these, while searches already running keep the ones they started with.
     */
    static OptimalTables inHeap(TableStore store) {
        AxisTable axis = largestPresent(store);
        synchronized (BY_STORE) {
            OptimalTables t = BY_STORE.get(store);
            if (t == null || t.axis != axis || t.axisHeap == null) {
                requireMemory(store, axis, true, 0);
                t = new OptimalTables(store, axis, true);
                BY_STORE.put(store, t);
            }
            return t;
        }
    }

    /**
     * The heap a command needs beside the tables it builds or copies there: the small tables (coordinates, corners),
     * the two-phase solver's heap tables that bound the search, the searches' own arrays, and room for the collector
     * to place the 1 GiB parts whole.
     */
    static final long WORKING_BYTES = 512L << 20;

    /** The bytes of {@code axis}'s table: its parts together. */
    static long bytes(AxisTable axis) {
        return axis.bytes();
    }

    /**
     * Refuses ({@code MEMORY}) when the tables of {@code store} do not fit, before anything is built, mapped or
     * copied: building the axis table (when its files are missing) holds it in the heap with the command's
     * {@link #WORKING_BYTES}, as does a heap copy; otherwise it is mapped, and needs its size of the machine's
     * available memory, as do the {@code companionsMapped} bytes the two-phase solver maps beside it. Tables already
     * loaded as asked need nothing more.
     */
    static void requireMemory(TableStore store, boolean heap, long companionsMapped) {
        AxisTable axis = largestFiled(store);
        OptimalTables t = BY_STORE.get(store);
        if (t != null && t.axis == axis && (!heap || t.axisHeap != null)) {
            return;
        }
        requireMemory(store, axis, heap, companionsMapped);
    }

    private static void requireMemory(TableStore store, AxisTable axis, boolean heap, long companionsMapped) {
        String tables = "the optimal solver's " + axis.label + " tables (" + TableSpec.humanBytes(bytes(axis)) + ")";
        boolean build = !axis.isPresent(store);
        MemoryLimits limits = limits(store, build || heap ? bytes(axis) + WORKING_BYTES : 0);
        if (build) {
            limits.requireHeap("Building " + tables, bytes(axis) + WORKING_BYTES);
        }
        if (heap) {
            limits.requireHeap("Copying " + tables + " into the heap", bytes(axis) + WORKING_BYTES);
        }
        if (!heap) {
            requireMapped(limits, tables, bytes(axis), companionsMapped);
        } else {
            requireMapped(limits, null, 0, companionsMapped);
        }
    }

    /**
     * Refuses ({@code MEMORY}) when mapping {@code tables} (named so, {@code bytes} of them; null for none: they are in
     * the heap) with the {@code companionsMapped} bytes the two-phase solver maps beside them does not fit in the
     * machine's available memory.
     */
    static void requireMapped(MemoryLimits limits, String tables, long bytes, long companionsMapped) {
        String twoPhase = "the two-phase solver's mapped tables (" + TableSpec.humanBytes(companionsMapped) + ")";
        if (tables != null) {
            limits.requireMapped("Solving with " + tables + (companionsMapped == 0 ? "" : " and " + twoPhase),
                    bytes + companionsMapped);
        } else if (companionsMapped > 0) {
            limits.requireMapped("Solving with " + twoPhase, companionsMapped);
        }
    }

    /**
     * The store's memory limits; when the heap seems short of {@code heapBytes}, read again after a collection:
     * garbage counts as held until it is collected (a forgotten heap copy, a finished build), and a refusal must
     * never be wrong.
     */
    static MemoryLimits limits(TableStore store, long heapBytes) {
        MemoryLimits limits = store.memoryLimits();
        if (heapBytes > limits.heapFree()) {
            System.gc();
            limits = store.memoryLimits();
        }
        return limits;
    }

    /**
     * Whether the axis table copied into the heap fits there now (or is there already): {@code MemoryPolicy.HEAP}
     * would not be refused for the heap.
     */
    static boolean fitsInHeap(TableStore store) {
        try {
            requireMemory(store, true, 0);
            return true;
        } catch (CubeGuideException e) {
            if (e.code() != ErrorCode.MEMORY) {
                throw e;
            }
            return false;
        }
    }


    /** Drops what {@link #of} keeps for {@code store} (for tests: a heap copy holds gigabytes). */
    static void forget(TableStore store) {
        BY_STORE.remove(store);
    }

    /**
     * The first of {@link AxisTable#IN_ORDER} whose files are in the store and valid, else the default one (to be
     * built). The first time one is, this opens it (each file mapped and checked once per process; the search then
     * uses what was opened).
     */
    static AxisTable largestPresent(TableStore store) {
        return openingAxis(store).orElse(AxisTable.DEFAULT);
    }

    /**
     * The axis table searched when no H48 set is in the store: the first of {@link AxisTable#IN_ORDER} whose files
     * are in the store and open; empty when none does (the default H48 set is then built).
     */
    static Optional<AxisTable> openingAxis(TableStore store) {
        OptimalTables t = BY_STORE.get(store);
        for (AxisTable axis : AxisTable.IN_ORDER) {
            if (axis.isPresent(store) && (t != null && t.axis == axis || axis.opens(CoordTables.of(store)))) {
                return Optional.of(axis);
            }
        }
        return Optional.empty();
    }

    /**
     * The axis table the files in the store give, in {@link #largestPresent}'s order, without loading any (reports;
     * loading checks them).
     */
    static AxisTable largestFiled(TableStore store) {
        return filedAxis(store).orElse(AxisTable.DEFAULT);
    }

    /** The first of {@link AxisTable#IN_ORDER} whose files are in the store, without loading any; empty for none. */
    static Optional<AxisTable> filedAxis(TableStore store) {
        return AxisTable.IN_ORDER.stream().filter(axis -> axis.isPresent(store)).findFirst();
    }

    /** The table files of the search with {@code axis}, smallest first. */
    static List<TableSpec> specs(AxisTable axis) {
        List<TableSpec> specs = new ArrayList<>(List.of(CoordTables.TWIST_MOVE, CoordTables.FLIP_MOVE,
                CoordTables.SLICE_SORTED_MOVE, CoordTables.CORNER_PERM_MOVE, CoordTables.TWIST_CONJ,
                CoordTables.CORNER_SYM, CornerPruning.SPEC, CoordTables.FLIPSLICE_SYM, CoordTables.FLIPSLICE_SYM_MOVE));
        specs.addAll(axis.specs());
        if (axis.twoBit) {
            specs.add(CoordTables.PHASE1_EXACT);
        }
        return List.copyOf(specs);
    }
}

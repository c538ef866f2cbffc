package dev.cubeguide.solve.optimal;

import dev.cubeguide.coord.H48Coords;
import dev.cubeguide.coord.H48Fallback;
import dev.cubeguide.coord.H48Table;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Move;
import dev.cubeguide.table.MemoryLimits;
import dev.cubeguide.table.ProgressFactory;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableStore;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One of the optimal solver's H48 sets: the exact H48 table at {@code flipBits} flip bits above a base of 9 (3,393
 * corner classes x 34,650 slice positions x 2^flipBits entries, 2 bits each, in files of 1 GiB), its fallback (the
 * exact corners-and-slices distances, 112 MiB) and the coordinates' tables (20 MiB).
 *
 * <p>{@link #DEFAULT}, at 7 flip bits (3.50 GiB), is the default set, built on first use. {@link #LARGE}, at 9 flip
 * bits (14.0 GiB), is the large set: built only on request ({@code tables build --solver optimal --large}), used in
 * place of the default set whenever it is in the store. {@link #EARLIER}, at 8 flip bits (7.01 GiB), was the large
 * set of earlier versions: still used when it is in the store and LARGE is not, never built. A single solve maps a
 * set: opening checks the files' headers and sizes and a sample of entries, so it costs the same whatever the
 * table's size; a batch or a server copies it into the heap ({@link #inHeap}) when the heap has room.
 */
final class H48Set {
    static final int BASE = 9;
    /**
     * The table build's steps ({@link dev.cubeguide.table.BuildCalibration}) at 9 flip bits, spread over its parts by
     * size. With the marks made by target class ({@code H48SlabBuild}) the whole large set took 8.6 minutes on a
     * 2-core EPYC VM (Zen 4), about 7 of them the table's, where the earlier 57 billion steps had it at about 18.
     */
    private static final long LARGE_BUILD_STEPS = 22_000_000_000L;
    /**
     * The same at 7 flip bits: the table alone took 205.7 s on that VM (its marks land in a table a quarter the size,
     * which stays in the caches more), so half the large set's steps.
     */
    private static final long DEFAULT_BUILD_STEPS = 11_000_000_000L;

    /** The default set: 7 flip bits, 15.0 billion entries, 3.50 GiB in 4 files; built on first use. */
    static final H48Set DEFAULT = new H48Set(7, "default", false, DEFAULT_BUILD_STEPS);
    /** The large set: 9 flip bits, 60.2 billion entries, 14.0 GiB in 15 files. */
    static final H48Set LARGE = new H48Set(9, "large", false, LARGE_BUILD_STEPS);
    /** The large set of earlier versions: 8 flip bits, 30.1 billion entries, 7.01 GiB in 8 files. */
    static final H48Set EARLIER = new H48Set(8, "large", true, LARGE_BUILD_STEPS);
    /** The sets a store may hold, the one to use first. */
    static final List<H48Set> KNOWN = List.of(LARGE, EARLIER, DEFAULT);

    final int flipBits;
    /** The set's name in reports ({@code tables().activeSet()}): "default" or "large". */
    final String label;
    /** Whether this set is of an earlier version: used when filed, never built. */
    final boolean earlier;
    /** The table's entries: corner classes x slices x 2^flipBits flips. */
    final long entries;
    /** The table's parts: 1 GiB each but the last. */
    final List<TableSpec> parts;
    /** The bytes of the table's parts together. */
    private final long tableBytes;
    /** Every file of the set, smallest first. */
    final List<TableSpec> specs;
    /** The heap a build needs: the table, the fallback, the set of classes within 8 moves and working room. */
    final long buildHeapBytes;
    /**
     * The same under G1 ({@link MemoryLimits#heapInRegions}): half the table more. At h = 9 (14.0 GiB) a fresh build
     * ran out of memory with 17 GiB and with 19 GiB of heap, and placed all fifteen parts with 21 GiB.
     */
    final long buildHeapBytesInRegions;
    /** The heap a copy of the table needs: its parts, and room for the collector to place them whole. */
    final long copyHeapBytes;

    private final Map<TableStore, H48Tables> open = new ConcurrentHashMap<>();
    /** The stores whose copy into the heap has been started ({@link #startHeapCopy}). */
    private final Set<TableStore> copying = ConcurrentHashMap.newKeySet();
    private static final System.Logger LOG = System.getLogger(H48Set.class.getName());

    private H48Set(int flipBits, String label, boolean earlier, long buildSteps) {
        this.flipBits = flipBits;
        this.label = label;
        this.earlier = earlier;
        this.entries = (long) H48Coords.CLASSES * H48Coords.SLICES << flipBits;
        this.parts = parts(flipBits, entries, buildSteps);
        this.tableBytes = bytesOf(parts);
        List<TableSpec> all = new ArrayList<>(List.of(H48Coords.SPEC, H48Fallback.SPEC));
        all.addAll(parts);
        this.specs = List.copyOf(all);
        this.buildHeapBytes = tableBytes + H48Fallback.SPEC.sizeBytes() + (1L << 30);
        this.buildHeapBytesInRegions = tableBytes / 2 * 3 + H48Fallback.SPEC.sizeBytes() + (1L << 30);
        this.copyHeapBytes = tableBytes + (512L << 20);
    }

    /** The first of {@link #KNOWN} whose files are all in the store. */
    static Optional<H48Set> filedIn(TableStore store) {
        return KNOWN.stream().filter(set -> set.isFiled(store)).findFirst();
    }

    private static List<TableSpec> parts(int flipBits, long entries, long buildSteps) {
        // The sizes without making the coordinates: classes x slices x 2^h entries, 4 to a byte, in parts of 1 GiB.
        long bytes = entries >>> 2;
        long part = 1L << 30;
        int count = (int) ((bytes + part - 1) / part);
        List<TableSpec> out = new ArrayList<>();
        for (int p = 0; p < count; p++) {
            long size = Math.min(part, bytes - p * part);
            out.add(new TableSpec("optimal-h48-h" + flipBits + "-b" + BASE + "-" + p, 1, size, "exact H48 distances "
                    + "(corner class x slices x " + flipBits + " flips, 2 bits above " + BASE + "), part " + (p + 1)
                    + " of " + count, (long) ((double) buildSteps * size / bytes)));
        }
        return List.copyOf(out);
    }

    static long bytesOf(List<TableSpec> specs) {
        return specs.stream().mapToLong(TableSpec::sizeBytes).sum();
    }

    /** The bytes the set maps: all its files. */
    long bytes() {
        return bytesOf(specs);
    }

    /** Whether every file of the set is in the store (not checked: opening checks them). */
    boolean isFiled(TableStore store) {
        return specs.stream().allMatch(store::isPresent);
    }

    /** The set opened from the store when all of it is there and sound; empty otherwise. Never builds the table. */
    Optional<H48Tables> ofExisting(TableStore store) {
        H48Tables known = open.get(store);
        if (known != null || !isFiled(store)) {
            return Optional.ofNullable(known);
        }
        synchronized (open) {
            known = open.get(store);
            if (known == null) {
                known = openFrom(store);
                if (known == null) {
                    return Optional.empty();
                }
                open.put(store, known);
            }
            return Optional.of(known);
        }
    }

    private H48Tables openFrom(TableStore store) {
        ByteBuffer[] mapped = new ByteBuffer[parts.size()];
        for (int p = 0; p < mapped.length; p++) {
            Optional<ByteBuffer> part = store.mapIfPresent(parts.get(p));
            if (part.isEmpty()) {
                return null;
            }
            mapped[p] = part.get();
        }
        Optional<ByteBuffer> fallback = store.mapIfValid(H48Fallback.SPEC);
        if (fallback.isEmpty()) {
            return null;
        }
        H48Coords coords = H48Coords.of(store);
        H48Tables tables = new H48Tables(coords, H48Table.mapped(coords, flipBits, BASE, mapped), fallback.get());
        if (!sampleHolds(tables)) {
            LOG.log(System.Logger.Level.WARNING, "the optimal solver's " + label + " table (" + flipBits
                    + " flip bits) in " + store + " is damaged (sampled entries above their cubes' distances); not "
                    + "using it");
            return null;
        }
        return tables;
    }

    /**
     * Builds the set into the store with a progress bar (the coordinates, the fallback, then the table), and opens
     * it. Kept files are reused; a build killed halfway leaves only whole files, each written to a temporary file
     * and renamed into place, and opening checks every one.
     */
    H48Tables build(TableStore store) {
        synchronized (open) {
            Optional<H48Tables> existing = ofExisting(store);
            if (existing.isPresent()) {
                return existing.get();
            }
            requireMemoryToBuild(store);
            H48Coords coords = H48Coords.of(store);
            H48Fallback.of(store, coords);
            try (ProgressFactory.Bar bar = store.openProgress(parts)) {
                H48Table table = H48Table.build(coords, flipBits, BASE, H48Table.SET_DEPTH,
                        Runtime.getRuntime().availableProcessors(), line -> { }, bar);
                for (int p = 0; p < parts.size(); p++) {
                    store.save(parts.get(p), table.builtPart(p));
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot save the optimal solver's " + label + " table to " + store, e);
            }
        }
        return ofExisting(store).orElseThrow(() -> new IllegalStateException("the " + label + " table did not open"));
    }

    /**
     * Refuses ({@code MEMORY}) when the set, with the {@code companionsMapped} bytes the two-phase solver maps beside
     * it, is more than the machine's available memory; nothing once the set is open.
     */
    void requireMapped(TableStore store, long companionsMapped) {
        if (!open.containsKey(store)) {
            OptimalTableSets.requireMapped(store.memoryLimits(), tablesNamed(), bytes(), companionsMapped);
        }
    }

    /** "the optimal solver's default tables (3.6 GiB)": the set in messages. */
    private String tablesNamed() {
        return "the optimal solver's " + label + " tables (" + TableSpec.humanBytes(bytes()) + ")";
    }

    /** Refuses ({@code MEMORY}) when building the set would not fit in the heap; nothing when it is built. */
    void requireMemoryToBuild(TableStore store) {
        if (isFiled(store)) {
            return;
        }
        String what = "Building " + tablesNamed();
        MemoryLimits limits = OptimalTableSets.limits(store, buildHeapBytes);
        if (limits.heapInRegions()) {
            limits.requireHeap(what + " with the G1 collector, whose runs of whole regions leave gaps between the "
                    + "table's 1 GiB parts (with -XX:+UseParallelGC -Xmn256m, as the launcher runs it, "
                    + TableSpec.humanBytes(buildHeapBytes) + "),", buildHeapBytesInRegions);
        } else {
            limits.requireHeap(what, buildHeapBytes);
        }
        limits.requireHeapInMachine(what, buildHeapBytes);
    }

    /**
     * The set with its table copied into the heap ({@code MemoryPolicy.HEAP}: a batch or a server, whose searches
     * then read it about twice as fast, on huge pages); from now on {@link #ofExisting} gives the copy, while
     * searches already running keep the mapping. Refuses ({@code MEMORY}) when the copy does not fit in the heap.
     */
    H48Tables inHeap(TableStore store) {
        synchronized (open) {
            H48Tables mapped = ofExisting(store).orElseThrow(() -> new IllegalStateException("no " + label + " set in "
                    + store));
            if (mapped.table.inHeap()) {
                return mapped;
            }
            requireHeapForCopy(store);
            H48Tables copy = new H48Tables(mapped.coords, mapped.table.copiedToHeap(), mapped.fallbackBuffer());
            open.put(store, copy);
            return copy;
        }
    }

    /**
     * Starts the copy into the heap on the store's background thread (or on this thread without one), once per store
     * and only with twice the table's size of heap to spare ({@code MemoryPolicy.ADAPTIVE}: a server that has
     * searched for a while will search on); a copy that fails leaves the mapping serving.
     */
    void startHeapCopy(TableStore store) {
        Runtime runtime = Runtime.getRuntime();
        long headroom = runtime.maxMemory() - (runtime.totalMemory() - runtime.freeMemory());
        if (headroom < 2 * tableBytes || !copying.add(store)) {
            return;
        }
        Runnable copy = () -> {
            try {
                inHeap(store);
            } catch (OutOfMemoryError | RuntimeException e) {
                // The mapping serves on (the search reads it somewhat slower than a heap array).
            }
        };
        if (!store.workers().startInBackground("table-copy-optimal-" + label, copy)) {
            copy.run();
        }
    }

    /** Refuses ({@code MEMORY}) when copying the table into the heap would not fit; nothing once it is there. */
    void requireHeapForCopy(TableStore store) {
        H48Tables opened = open.get(store);
        if (opened != null && opened.table.inHeap()) {
            return;
        }
        OptimalTableSets.limits(store, copyHeapBytes).requireHeap("Copying " + tablesNamed() + " into the heap",
                copyHeapBytes);
    }

    /**
     * Whether a batch should copy the table into the heap: it is there already, or the heap has twice the table's
     * size to spare. With less, the copy's gigabyte parts crowd the heap that the batch's solves allocate in (a
     * 20-cube batch under the launcher's 10 GiB ran out of memory once with the copy), so the batch maps it.
     */
    boolean fitsInHeap(TableStore store) {
        H48Tables opened = open.get(store);
        long spare = OptimalTableSets.limits(store, 2 * tableBytes).heapFree();
        return opened != null && opened.table.inHeap() || spare >= 2 * tableBytes;
    }

    /** Drops what {@link #ofExisting} keeps for {@code store} (tests). */
    void forget(TableStore store) {
        open.remove(store);
        copying.remove(store);
    }

    /**
     * Whether sampled entries are sound: the solved cube's is at code 0 with fallback 0; for cubes made by n random
     * moves (n up to the base + 2, a fixed seed) neither the cube's nor its inverse's bound is above n; and most
     * random states' entries are above the base, as 99% of all entries are. Random bytes or a shifted file put most
     * cosets at code 3 (the base + 3 or more) and fail the second; a file of zeros (every entry "the base or less")
     * fails the third.
     */
    static boolean sampleHolds(H48Tables t) {
        if (boundOf(t, CubieCube.SOLVED) != 0) {
            return false;
        }
        SplittableRandom random = new SplittableRandom(20261202);
        for (int i = 0; i < 96; i++) {
            int n = 1 + i % (t.base + 2);
            CubieCube cube = CubieCube.SOLVED;
            for (int k = 0; k < n; k++) {
                cube = cube.apply(Move.ofIndex(random.nextInt(18)));
            }
            if (boundOf(t, cube) > n || boundOf(t, cube.inverse()) > n) {
                return false;
            }
        }
        int aboveBase = 0;
        List<CubieCube> states = RandomCubes.randomStates(20261202, 32);
        for (CubieCube state : states) {
            aboveBase += boundOf(t, state) > t.base ? 1 : 0;
        }
        return aboveBase >= states.size() * 3 / 4;
    }

    private static int boundOf(H48Tables t, CubieCube cube) {
        return t.bound(H48Coords.cornersOf(cube), H48Coords.slicesOf(cube), H48Coords.flipsOf(cube));
    }
}

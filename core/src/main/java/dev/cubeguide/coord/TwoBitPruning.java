package dev.cubeguide.coord;

import dev.cubeguide.table.ProgressFactory;
import dev.cubeguide.table.TableSource;
import dev.cubeguide.table.TableSpec;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * An axis table of {@link CornerSplitPruning} (same entries, same index) stored at 2 bits per entry instead of 4,
 * relative to a base distance b ({@link #BASE}):
 * <ul>
 *   <li>1 and 2: the distance is exactly b + 1, b + 2;</li>
 *   <li>3: the distance is at least b + 3;</li>
 *   <li>0: the distance is at most b: the entry gives no lower bound, and the reader takes one from elsewhere (a
 *       fallback: Reid's exact phase-1 distance of the same flip-slice class and twist, whose goal contains this
 *       table's, so it is never larger; or the parent's bound minus one).</li>
 * </ul>
 * Every decoded value is a lower bound of the true distance, which is all the optimal search needs: the three-axis
 * maximum, de Bondt's +1 (sound for lower bounds too: the distance is at least {@code max(max L, min L + 1)} when
 * no L is 0) and the inverse's "a face turn keeps its own axis's distance" all hold for lower bounds. Nearly all
 * entries of the split table are between b + 1 and b + 3, so this halves the table for a small loss of bound.
 *
 * <p>Entry i sits in part {@code i >>> 32} (2^32 entries, 1 GiB), byte {@code (i & (2^32 - 1)) >>> 2}, bits
 * {@code 2 (i mod 4)} and up. The files have their own ids (the base in the id), so a 4-bit file is never read as a
 * 2-bit one or the other way, and a change of base never reads old files.
 *
 * <p>Built directly by {@link TwoBitBfs} in the table's own 2 bits an entry (no 4-bit table in between);
 * {@link #fromExact} turns a 4-bit table into the same codes (tests compare the two).
 *
 * <p>Source: T. Rokicki's nxopt stores its pruning tables at 2 bits per entry relative to a base value, with a
 * second look-up where the entry says "at most the base"; nissy's H48 tables at 2 bits do the same.
 */
public final class TwoBitPruning {
    /** The base b. The split table's distances: see docs/BENCHMARKS.md (nearly all between 10 and 12). */
    public static final int BASE = 9;
    /** Entries per part, as a shift (1 GiB at 2 bits). */
    public static final int PART_SHIFT = 32;
    private static final long PART_MASK = (1L << PART_SHIFT) - 1;

    private record Key(CoordTables tables, CornerSplitPruning.Variant variant) {
    }

    private static final Map<Key, TwoBitPruning> LOADED = new ConcurrentHashMap<>();
    private static final System.Logger LOG = System.getLogger(TwoBitPruning.class.getName());

    private final CornerSplitPruning.Variant variant;
    private final ByteBuffer[] parts;
    private final int[] fsClassSym;
    private final char[] twistConj;
    private final char[] cornerConj;
    private final byte[] phase1;

    private TwoBitPruning(CoordTables tables, CornerSplitPruning.Variant variant, ByteBuffer[] parts) {
        this.variant = variant;
        this.parts = parts;
        this.fsClassSym = tables.flipSliceClassSym();
        this.twistConj = tables.twistConj();
        this.cornerConj = variant.buildConj();
        this.phase1 = tables.phase1Exact().data();
    }

    /** The part files of a variant's 2-bit table, in order. */
    public static List<TableSpec> specs(CornerSplitPruning.Variant variant) {
        long bytes = bytes(variant.entries);
        long partBytes = 1L << (PART_SHIFT - 2);
        int count = (int) ((bytes + partBytes - 1) / partBytes);
        List<TableSpec> specs = new ArrayList<>();
        for (int p = 0; p < count; p++) {
            long size = Math.min(partBytes, bytes - p * partBytes);
            specs.add(new TableSpec(variant.idPrefix() + "-b" + BASE + "-" + p, 1, size,
                    "distance of flip-slice class x twist x " + variant.coordinate + ", 2 bits above " + BASE
                            + ", part " + (p + 1) + " of " + count + " (" + variant.twoBitUse + ")",
                    (long) ((double) buildSteps(variant) * size / bytes)));
        }
        return List.copyOf(specs);
    }

    /**
     * The steps of the whole direct build of a variant's table ({@link TwoBitBfs}'s weights): its
     * {@link CornerSplitPruning.Variant#twoBitStepsPerEntry} for each entry.
     */
    static long buildSteps(CornerSplitPruning.Variant variant) {
        return (long) (variant.entries * variant.twoBitStepsPerEntry);
    }

    /**
     * The steps {@link TwoBitBfs} counts in the whole direct build of a variant's table, which its progress is a
     * fraction of ({@link CornerSplitPruning.Variant#twoBitCountedPerEntry}).
     */
    static long countedSteps(CornerSplitPruning.Variant variant) {
        return (long) (variant.entries * variant.twoBitCountedPerEntry);
    }

    static long bytes(long entries) {
        return (entries + 3) / 4;
    }

    /** The code of exact distance d: 0 at most the base, else {@code min(d - base, 3)}. */
    public static int encode(int distance, int base) {
        return distance <= base ? 0 : Math.min(distance - base, 3);
    }

    /** The lower bound of a code: {@code base + code}, or {@code fallback} (a lower bound from elsewhere) for 0. */
    public static int decode(int code, int base, int fallback) {
        return code == 0 ? fallback : base + code;
    }

    /** The code of entry i of a table held in mapped parts. Static and small, so that search loops inline it. */
    public static int code(ByteBuffer[] parts, long i) {
        return parts[(int) (i >>> PART_SHIFT)].get((int) ((i & PART_MASK) >>> 2)) >> (((int) i & 3) << 1) & 3;
    }

    /** The code of entry i of a table held in heap parts. */
    public static int code(byte[][] parts, long i) {
        return parts[(int) (i >>> PART_SHIFT)][(int) ((i & PART_MASK) >>> 2)] >> (((int) i & 3) << 1) & 3;
    }

    /**
     * The 2-bit table of a 4-bit one held in parts of {@code 1 << nibbleShift} entries (two a byte, the even one
     * in the low half), {@code entries} entries in all, in parts of 2^32 entries. Needs {@code nibbleShift >= 2}.
     */
    public static byte[][] fromExact(ByteBuffer[] nibbleParts, int nibbleShift, long entries, int base) {
        // A byte of the 4-bit table (two entries) to those two entries' codes, 4 bits.
        int[] pair = new int[256];
        for (int b = 0; b < 256; b++) {
            pair[b] = encode(b & 15, base) | encode(b >>> 4, base) << 2;
        }
        long bytes = bytes(entries);
        long partBytes = 1L << (PART_SHIFT - 2);
        int count = (int) ((bytes + partBytes - 1) / partBytes);
        byte[][] out = new byte[count][];
        byte[] chunk = new byte[1 << 16];
        long nibbleMask = (1L << nibbleShift) - 1;
        for (int p = 0; p < count; p++) {
            out[p] = new byte[(int) Math.min(partBytes, bytes - p * partBytes)];
            byte[] o = out[p];
            // Out byte j of part p holds entries e = (p << 32) + 4j .. + 3: nibble bytes e / 2 and e / 2 + 1 of the
            // nibble part holding e (4 divides a part's entries, so both are in it).
            for (int j = 0; j < o.length; j += chunk.length / 2) {
                int n = Math.min(chunk.length / 2, o.length - j);
                long e = ((long) p << PART_SHIFT) + 4L * j;
                ByteBuffer src = nibbleParts[(int) (e >>> nibbleShift)];
                int at = (int) ((e & nibbleMask) >>> 1);
                int have = Math.min(2 * n, src.capacity() - at);
                src.get(at, chunk, 0, have);
                java.util.Arrays.fill(chunk, have, 2 * n, (byte) 0);
                for (int k = 0; k < n; k++) {
                    o[j + k] = (byte) (pair[chunk[2 * k] & 255] | pair[chunk[2 * k + 1] & 255] << 4);
                }
            }
        }
        return out;
    }

    /**
     * The 2-bit table of {@code tables}' store: mapped from its files, or when they are missing or damaged built
     * ({@link #build}: minutes) and saved.
     */
    public static TwoBitPruning of(CoordTables tables, CornerSplitPruning.Variant variant) {
        synchronized (LOADED) {
            Key key = new Key(tables, variant);
            TwoBitPruning known = LOADED.get(key);
            if (known == null) {
                known = mapped(tables, variant).orElseGet(() -> new TwoBitPruning(tables, variant,
                        buildAndSave(tables, variant)));
                LOADED.put(key, known);
            }
            return known;
        }
    }

    /** The table when its files are in the store and pass the opening checks; never built. */
    public static Optional<TwoBitPruning> ofExisting(CoordTables tables, CornerSplitPruning.Variant variant) {
        if (!isPresent(tables.store(), variant)) {
            return Optional.empty();
        }
        synchronized (LOADED) {
            Key key = new Key(tables, variant);
            TwoBitPruning known = LOADED.get(key);
            if (known == null) {
                Optional<TwoBitPruning> mapped = mapped(tables, variant);
                if (mapped.isEmpty()) {
                    return Optional.empty();
                }
                known = mapped.get();
                LOADED.put(key, known);
            }
            return Optional.of(known);
        }
    }

    /** Whether every part file is in {@code store} (not checked; loading checks them). */
    public static boolean isPresent(TableSource store, CornerSplitPruning.Variant variant) {
        return specs(variant).stream().allMatch(store::isPresent);
    }

    private static Optional<TwoBitPruning> mapped(CoordTables tables, CornerSplitPruning.Variant variant) {
        List<TableSpec> specs = specs(variant);
        ByteBuffer[] parts = new ByteBuffer[specs.size()];
        for (int p = 0; p < parts.length; p++) {
            Optional<ByteBuffer> part = tables.store().mapIfPresent(specs.get(p));
            if (part.isEmpty()) {
                return Optional.empty();
            }
            parts[p] = part.get();
        }
        TwoBitPruning table = new TwoBitPruning(tables, variant, parts);
        if (!TwoBitSample.holds(table)) {
            LOG.log(System.Logger.Level.WARNING, "the 2-bit " + variant.name().toLowerCase(Locale.ROOT) + " table in "
                    + tables.store() + " is damaged (sampled entries do not fit their neighbours); not using it");
            return Optional.empty();
        }
        return Optional.of(table);
    }

    /** Builds the table directly ({@link #build}), saves its parts and maps them back from the saved files. */
    private static ByteBuffer[] buildAndSave(CoordTables tables, CornerSplitPruning.Variant variant) {
        byte[][] built = build(tables, variant);
        List<TableSpec> specs = specs(variant);
        TableSource store = tables.store();
        ByteBuffer[] parts = new ByteBuffer[built.length];
        for (int p = 0; p < built.length; p++) {
            try {
                store.save(specs.get(p), built[p]);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot save table " + specs.get(p).id() + " to " + store, e);
            }
        }
        for (int p = 0; p < built.length; p++) {
            parts[p] = store.mapIfPresent(specs.get(p)).orElse(ByteBuffer.wrap(built[p]).asReadOnlyBuffer());
        }
        return parts;
    }

    /**
     * Builds the whole table in memory by {@link TwoBitBfs} (its own size and a few small arrays; no 4-bit table),
     * on the store's workers, with a progress bar from the store.
     */
    static byte[][] build(CoordTables tables, CornerSplitPruning.Variant variant) {
        List<TableSpec> specs = specs(variant);
        byte[][] parts = new byte[specs.size()][];
        for (int p = 0; p < parts.length; p++) {
            parts[p] = new byte[(int) specs.get(p).sizeBytes()];
        }
        TwoBitBfs.Other other = TwoBitBfs.Other.product(tables.twistMove(), tables.twistConj(), variant.buildMove(),
                variant.buildConj());
        try (ProgressFactory.Bar bar = tables.store().openProgress(specs)) {
            new TwoBitBfs(Coordinates.N_FLIPSLICE_CLASS, Coordinates.allMoves(),
                    new PruningTables(tables).flipSliceClassMove(), other, tables.flipSliceClasses(),
                    tables.store().workers(), BASE).expectSteps(countedSteps(variant)).build(parts, PART_SHIFT, bar);
        }
        return parts;
    }

    public CornerSplitPruning.Variant variant() {
        return variant;
    }

    /** The parts (shared, read-only): read them with {@link #code(ByteBuffer[], long)}. */
    public ByteBuffer[] parts() {
        return parts;
    }

    /** The entry of a (flip, UD-slice position, twist, corner permutation) state: {@link CornerSplitPruning#index}. */
    public long index(int flip, int slice, int twist, int[] cornerPermutation) {
        return CornerSplitPruning.index(variant, fsClassSym, twistConj, cornerConj, flip, slice, twist,
                variant.ofCorners(cornerPermutation));
    }

    /** The code of entry i. */
    public int code(long i) {
        return code(parts, i);
    }

    /**
     * A lower bound of entry i's distance: exact at b + 1 and b + 2; for code 0, Reid's phase-1 distance of the
     * entry's flip-slice class and twist (entry {@code i / corners} of {@link CoordTables#phase1Exact()}).
     */
    public int lowerBound(long i) {
        return decode(code(i), BASE, phase1Fallback(phase1, variant.corners, i));
    }

    /** Reid's exact phase-1 distance of axis entry i, a lower bound of its distance (4-bit phase-1 table). */
    public static int phase1Fallback(byte[] phase1, int corners, long i) {
        long p = i / corners;
        return phase1[(int) (p >>> 1)] >> (((int) p & 1) << 2) & 15;
    }
}

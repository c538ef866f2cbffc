package dev.cubeguide.coord;

import dev.cubeguide.table.Progress;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * An exact H48 pruning table with h of the 11 flip bits, at 2 bits per entry above a base: for each entry (corner
 * class x slices x the first h flips, all in the frame of the class's representative), the smallest distance to the
 * H48 goal group among the 2^(11-h) cosets it stands for. Code 0 is "base or less", 1 and 2 are exactly base + 1 and
 * base + 2, 3 is "base + 3 or more".
 *
 * <p>The build reaches every coset within base + 2 moves one by one, since an entry's value is not determined by the
 * entries next to it (a breadth-first search over the entries themselves bounds nothing past the h = 0 table): a
 * breadth-first search keeps the classes of the cosets up to {@link #SET_DEPTH} moves in a set; each such coset's
 * entry is marked 0, and from each at that depth a depth-first search of base + 2 - SET_DEPTH more moves
 * marks the entries of what it reaches with their depth's code (a coset reached on a longer path than its distance
 * is marked too high there and right on its shortest path; the table keeps the smallest). A class whose
 * representative has symmetries of its own has each of its cosets marked in all the frames those symmetries give,
 * so that a look-up in the frame of {@link H48Coords#cornerClassSym} finds it whichever was reached. The marks are
 * made one target corner class at a time, each class's slab in a core's cache ({@link H48SlabBuild}).
 *
 * <p>Source: S. Tronto, "The H48 optimal solver" (nissy's documentation): the table of the minimum over the flip
 * completions, and the set of the cosets up to 8 moves with a depth-first search from them.
 */
public final class H48Table {
    /** The cosets up to this many moves are kept (as classes) in a set, for the tables of bases 7 to 9. */
    public static final int SET_DEPTH = 8;

    private final H48Coords h;
    private final int flipBits;
    private final int flipMask;
    private final int base;
    private final long entries;
    private final H48Entries codes;

    private H48Table(H48Coords h, int flipBits, int base, ByteBuffer[] mapped) {
        this(h, flipBits, base, mapped == null ? H48Entries.inHeap(entriesOf(h, flipBits))
                : H48Entries.mapped(entriesOf(h, flipBits), mapped));
    }

    private H48Table(H48Coords h, int flipBits, int base, H48Entries codes) {
        this.h = h;
        this.flipBits = flipBits;
        this.flipMask = (1 << flipBits) - 1;
        this.base = base;
        this.entries = entriesOf(h, flipBits);
        this.codes = codes;
    }

    /** The number of entries with {@code flipBits} flip bits: classes x slices x 2^flipBits. */
    public static long entriesOf(H48Coords h, int flipBits) {
        return (long) h.classCount() * H48Coords.SLICES << flipBits;
    }

    /** The bytes of the table's payload in parts of at most 1 GiB, as the table store holds them. */
    public static long[] partSizes(H48Coords h, int flipBits) {
        long n = entriesOf(h, flipBits);
        long[] sizes = new long[H48Entries.partCount(n)];
        for (int p = 0; p < sizes.length; p++) {
            sizes[p] = H48Entries.partBytes(n, p);
        }
        return sizes;
    }

    /** A table over parts mapped from the table store (each of {@link #partSizes}'s size). */
    public static H48Table mapped(H48Coords h, int flipBits, int base, ByteBuffer[] parts) {
        long[] sizes = partSizes(h, flipBits);
        if (parts.length != sizes.length) {
            throw new IllegalArgumentException(parts.length + " parts, not " + sizes.length);
        }
        for (int p = 0; p < parts.length; p++) {
            if (parts[p].capacity() != sizes[p]) {
                throw new IllegalArgumentException("part " + p + " is " + parts[p].capacity() + " bytes");
            }
        }
        return new H48Table(h, flipBits, base, parts);
    }

    /**
     * This table with its entries copied into the heap (seconds for gigabytes): the JVM can back the heap with huge
     * pages, where the search's random reads miss the TLB far less often than on a mapping's 4 KiB pages.
     */
    public H48Table copiedToHeap() {
        return new H48Table(h, flipBits, base, codes.copiedToHeap());
    }

    /** Whether the entries are in the heap (built or copied there), not mapped. */
    public boolean inHeap() {
        return codes.inHeap();
    }

    /** Part p of a table built in the heap (its bytes as the store saves them). */
    public byte[] builtPart(int p) {
        return codes.heapPart(p);
    }

    public long entries() {
        return entries;
    }

    public int base() {
        return base;
    }

    /**
     * Builds the table on {@code threads} threads, with the cosets up to {@code setDepth} moves in the set (base + 2
     * - setDepth must be 1 to 3); {@code log} gets a line per stage.
     */
    public static H48Table build(H48Coords h, int flipBits, int base, int setDepth, int threads,
            Consumer<String> log) {
        return build(h, flipBits, base, setDepth, threads, log, Progress.NONE);
    }

    /**
     * {@link #build(H48Coords, int, int, int, int, Consumer)} reporting to {@code progress} the marks made, of all of
     * them (the set's own search, a few percent of the time, comes first).
     */
    public static H48Table build(H48Coords h, int flipBits, int base, int setDepth, int threads,
            Consumer<String> log, Progress progress) {
        if (base + 2 - setDepth < 1 || base + 2 - setDepth > 3 || setDepth > base) {
            throw new IllegalArgumentException("base " + base + " with the set to " + setDepth + " moves");
        }
        H48Table t = new H48Table(h, flipBits, base, (ByteBuffer[]) null);
        long[][] levels = H48Classes.byDepth(h, setDepth, log);
        new H48SlabBuild(h, flipBits, levels, setDepth, base + 2 - setDepth, t::codeOf).run(t.codes, threads, log,
                progress);
        return t;
    }

    private int codeOf(int depth) {
        return depth <= base ? 0 : Math.min(depth - base, 3);
    }

    private long index(int k, int e, int f) {
        return ((long) k * H48Coords.SLICES + e) << flipBits | (f & flipMask);
    }

    /** The code of the coset (raw corners, slices, flips): 0 for base or less, else the distance minus base. */
    public int code(int corners, int slices, int flips) {
        return codeAt(indexOf(corners, slices, flips));
    }

    /**
     * The entry of the coset (raw corners, slices, flips): {@code (class * SLICES + slices') << flipBits | flips'}, the
     * slices and flips conjugated into the frame of the class's representative.
     */
    public long indexOf(int corners, int slices, int flips) {
        int classSym = h.cornerClassSym[corners];
        return indexOfConjugate(classSym, conjugateOf(classSym, slices), flips);
    }

    /** The corners' class and symmetry ({@code class * 64 + symmetry}, {@link #conjugateOf}). */
    public int classSymOf(int corners) {
        return h.cornerClassSym[corners];
    }

    /**
     * The slices conjugated into the frame of the corners' class ({@link #classSymOf}), with the mask the flips take
     * from them, packed: the second read of {@link #indexOf}.
     */
    public int conjugateOf(int classSym, int slices) {
        return h.sliceConjugate[slices * Symmetry.N_SYM + (classSym & 63)];
    }

    /** {@link #indexOf} from the corners' {@link #classSymOf} and the slices' {@link #conjugateOf}. */
    public long indexOfConjugate(int classSym, int conjugate, int flips) {
        int flipsSeen = h.flipPerm[flips * Symmetry.N_SYM + (classSym & 63)] ^ H48Coords.conjugateFlipMask(conjugate);
        return index(classSym >>> 6, H48Coords.conjugateSlicesOf(conjugate), flipsSeen);
    }

    /** The code at entry {@code index} ({@link #indexOf}). */
    public int codeAt(long index) {
        return codes.code(index);
    }

    /** The entry of the h = 0 fallback ({@link H48Fallback#distances}) that entry {@code index} falls back to. */
    public int fallbackIndexOf(long index) {
        return (int) (index >>> flipBits);
    }

    /** Writes the entries to {@code file} as they are in memory (a measuring aid, not the table store's format). */
    public void writeTo(Path file) throws IOException {
        codes.writeTo(file);
    }

    /** A table written by {@link #writeTo}, with the same coordinates, flip bits and base, read into the heap. */
    public static H48Table readFrom(H48Coords h, int flipBits, int base, Path file) throws IOException {
        H48Table t = new H48Table(h, flipBits, base, (ByteBuffer[]) null);
        t.codes.readFrom(file);
        return t;
    }

    /** How many entries hold each code. */
    public long[] distribution() {
        return codes.distribution();
    }
}

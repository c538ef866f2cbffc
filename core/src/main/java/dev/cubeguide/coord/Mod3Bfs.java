package dev.cubeguide.coord;

import dev.cubeguide.table.Progress;
import java.util.Arrays;

/**
 * Breadth-first search over a symmetry-reduced coordinate pair ({@code class x other}, entry
 * {@code class * others + other}, as {@link SymBfs}) that keeps each distance modulo 3, then packs the residues five
 * to a byte ({@link Mod3Table}): the browser's phase-1 table, built by one thread with int indices only (the
 * JavaScript engine pays dearly for longs) in a working table of 2 bits an entry (3 marks one not reached), 35 MB
 * for the phase-1 table instead of {@link SymBfs}'s 70 MB.
 *
 * <p>A step from depth d finds the entries at d + 1. While few entries are at d, the step expands them forwards,
 * taken from a list when the step before made one (up to {@link #LIST_LIMIT} entries), else found by a scan; an
 * entry at d - 3 has the same residue and is expanded too, which adds nothing (its neighbours are all reached). Once
 * many are, every entry not reached looks for a neighbour with the residue of d: a neighbour of an entry at least
 * d + 1 away is at least d away, so that residue means d. As in {@link SymBfs}, an entry reached forwards also fills
 * its twins under the symmetries of its class's representative.
 */
final class Mod3Bfs {
    private static final int EMPTY = 3;
    /** The most entries of a forward step's list of new entries (4 MiB): a larger step is scanned for instead. */
    private static final int LIST_LIMIT = 1 << 20;
    /** Expand forwards while {@code frontier * FORWARD_RATIO < entries not reached}, as {@link SymBfs}. */
    private static final int FORWARD_RATIO = 3;

    private final int classes;
    private final int others;
    private final int[] moves;
    private final int[] classMove;
    private final int[] otherMove;
    private final int[] otherConj;
    private final SymClasses sym;
    /** The working table: 4 entries a byte, 2 bits each, entry i at bits {@code 2 (i mod 4)} of byte i / 4. */
    private byte[] work;
    /** The list of the entries reached by the last forward step, or null when it made too many. */
    private int[] list = new int[64];
    private int listSize;
    private boolean listed;

    /**
     * @param classMove  {@code [class * 18 + m]}: the class and symmetry ({@link ClassSym}) of the class's
     *                   representative after move m
     * @param otherMove  the other coordinate after move m, {@code [other * 18 + m]}
     * @param otherConj  the other coordinate conjugated by the 16 U-D symmetries, {@code [other * 16 + s]}
     */
    Mod3Bfs(int classes, int others, int[] moves, int[] classMove, int[] otherMove, int[] otherConj, SymClasses sym) {
        this.classes = classes;
        this.others = others;
        this.moves = moves;
        this.classMove = classMove;
        this.otherMove = otherMove;
        this.otherConj = otherConj;
        this.sym = sym;
    }

    /** Fills {@code packed} ({@link Mod3Table#bytes} of the entries) with every entry's distance modulo 3. */
    void build(byte[] packed, Progress progress) {
        int total = Math.multiplyExact(classes, others);
        work = new byte[(total + 3) / 4];
        Arrays.fill(work, (byte) 0xFF);
        set(0, 0);
        list[0] = 0;
        listSize = 1;
        listed = true;
        int filled = 1;
        int frontier = 1;
        for (int depth = 0; filled < total; depth++) {
            int added;
            if ((long) frontier * FORWARD_RATIO < total - filled) {
                added = forward(depth % 3);
            } else {
                listed = false;
                added = backward(depth % 3, filled, total, progress);
            }
            if (added == 0) {
                throw new IllegalStateException("coordinate pair not connected: " + (total - filled) + " entries left");
            }
            filled += added;
            frontier = added;
            progress.update(filled, total);
        }
        pack(packed, total);
        work = null;
        list = null;
        progress.update(total, total);
    }

    private int get(int i) {
        return work[i >>> 2] >> ((i & 3) << 1) & 3;
    }

    private void set(int i, int value) {
        int shift = (i & 3) << 1;
        int b = i >>> 2;
        work[b] = (byte) (work[b] & ~(3 << shift) | value << shift);
    }

    /** One step forwards from the entries with residue {@code current}; returns how many it reached. */
    private int forward(int current) {
        int next = (current + 1) % 3;
        int[] from = listed ? Arrays.copyOf(list, listSize) : null;
        listSize = 0;
        listed = true;
        int added = 0;
        if (from != null) {
            for (int i : from) {
                added += expand(i / others, i % others, next);
            }
            return added;
        }
        for (int c = 0; c < classes; c++) {
            int base = c * others;
            for (int o = 0; o < others; o++) {
                if (get(base + o) == current) {
                    added += expand(c, o, next);
                }
            }
        }
        return added;
    }

    /** Reaches the entries one move from (c, o) not reached yet, and their twins; returns how many. */
    private int expand(int c, int o, int next) {
        int added = 0;
        int row = c * 18;
        for (int m : moves) {
            int cs = classMove[row + m];
            int nc = ClassSym.classOf(cs);
            int nbase = nc * others;
            int no = otherConj[ClassSym.conjIndex(otherMove[Coordinates.moveIndex(o, m)], ClassSym.symOf(cs))];
            if (get(nbase + no) != EMPTY) {
                continue;
            }
            added += reach(nbase + no, next);
            int stab = sym.stabilizer(nc);
            if (stab != 1) {
                for (int s = 1; s < 16; s++) {
                    if ((stab >>> s & 1) != 0) {
                        int twin = nbase + otherConj[ClassSym.conjIndex(no, s)];
                        if (get(twin) == EMPTY) {
                            added += reach(twin, next);
                        }
                    }
                }
            }
        }
        return added;
    }

    /** Sets an empty entry and lists it while the list has room; returns 1. */
    private int reach(int i, int value) {
        set(i, value);
        if (listed) {
            if (listSize == LIST_LIMIT) {
                listed = false;
            } else {
                if (listSize == list.length) {
                    list = Arrays.copyOf(list, 2 * listSize);
                }
                list[listSize++] = i;
            }
        }
        return 1;
    }

    /** One step backwards to the entries one move from one with residue {@code current}; returns how many. */
    private int backward(int current, int filled, int total, Progress progress) {
        int next = (current + 1) % 3;
        int n = moves.length;
        int[] nbase = new int[n];
        int[] nsym = new int[n];
        int added = 0;
        for (int c = 0; c < classes; c++) {
            int base = c * others;
            for (int k = 0; k < n; k++) {
                int cs = classMove[c * 18 + moves[k]];
                nbase[k] = ClassSym.classOf(cs) * others;
                nsym[k] = ClassSym.symOf(cs);
            }
            for (int o = 0; o < others; o++) {
                if (get(base + o) != EMPTY) {
                    continue;
                }
                int row = o * 18;
                for (int k = 0; k < n; k++) {
                    if (get(nbase[k] + otherConj[ClassSym.conjIndex(otherMove[row + moves[k]], nsym[k])]) == current) {
                        set(base + o, next);
                        added++;
                        break;
                    }
                }
            }
            if ((c & 1023) == 1023) {
                progress.update(filled + added, total);
            }
        }
        return added;
    }

    /** Packs the residues of the working table five to a byte, as {@link Mod3Table} reads them. */
    private void pack(byte[] packed, int total) {
        for (int b = 0; b < packed.length; b++) {
            int first = b * Mod3Table.PER_BYTE;
            int value = 0;
            for (int i = Math.min(total, first + Mod3Table.PER_BYTE) - 1; i >= first; i--) {
                value = value * 3 + get(i);
            }
            packed[b] = (byte) value;
        }
    }
}

package dev.cubeguide.coord;

import dev.cubeguide.table.Progress;
import java.util.Arrays;

/**
 * Breadth-first search over a pair of raw coordinates (a, b), entry {@code a * nB + b}, filling each entry's exact
 * distance (a byte) from a start entry: the small distance tables of the two-phase and Thistlethwaite solvers.
 * Each step expands the entries at the current depth forwards while they are few; once they are many, every entry
 * not yet reached looks for a neighbour at the current depth instead (the move sets are closed under inverses, so a
 * neighbour one way is one the other way), and stops at the first. Plain loops over the move tables, no call per
 * step: one thread builds a million-entry table in a few tens of milliseconds, in a browser too.
 */
public final class PairBfs {
    /** Expand forwards while {@code frontier * FORWARD_RATIO < entries not reached}. */
    private static final int FORWARD_RATIO = 4;

    private PairBfs() {
    }

    /**
     * Fills {@code dist} ({@code nA * nB} entries): the start's entry 0, each other entry its distance from it, or
     * {@code unreached} when no sequence of {@code moves} leads there.
     *
     * @param moveA  the first coordinate after move m, {@code [a * strideA + m]}
     * @param moveB  the second coordinate after move m, {@code [b * strideB + m]}
     * @param moves  the moves (column indices into both tables), closed under inverses
     */
    public static void fill(byte[] dist, int start, int nB, int[] moveA, int strideA, int[] moveB, int strideB,
            int[] moves, byte unreached, Progress progress) {
        int total = dist.length;
        Arrays.fill(dist, unreached);
        dist[start] = 0;
        int filled = 1;
        int frontier = 1;
        for (int depth = 0; filled < total; depth++) {
            int added = (long) frontier * FORWARD_RATIO < total - filled
                    ? forward(dist, depth, nB, moveA, strideA, moveB, strideB, moves, unreached)
                    : backward(dist, depth, nB, moveA, strideA, moveB, strideB, moves, unreached);
            if (added == 0) {
                break;
            }
            filled += added;
            frontier = added;
            progress.update(filled, total);
        }
        progress.update(total, total);
    }

    /** One step forwards: the entries at {@code depth} give their unreached neighbours depth + 1; returns how many. */
    private static int forward(byte[] dist, int depth, int nB, int[] moveA, int strideA, int[] moveB, int strideB,
            int[] moves, byte unreached) {
        byte current = (byte) depth;
        byte next = (byte) (depth + 1);
        int nA = dist.length / nB;
        int added = 0;
        for (int a = 0; a < nA; a++) {
            int rowA = a * strideA;
            int base = a * nB;
            for (int b = 0; b < nB; b++) {
                if (dist[base + b] != current) {
                    continue;
                }
                int rowB = b * strideB;
                for (int m : moves) {
                    int j = moveA[rowA + m] * nB + moveB[rowB + m];
                    if (dist[j] == unreached) {
                        dist[j] = next;
                        added++;
                    }
                }
            }
        }
        return added;
    }

    /** One step backwards: each unreached entry with a neighbour at {@code depth} gets depth + 1; returns how many. */
    private static int backward(byte[] dist, int depth, int nB, int[] moveA, int strideA, int[] moveB, int strideB,
            int[] moves, byte unreached) {
        byte current = (byte) depth;
        byte next = (byte) (depth + 1);
        int nA = dist.length / nB;
        int added = 0;
        for (int a = 0; a < nA; a++) {
            int rowA = a * strideA;
            int base = a * nB;
            for (int b = 0; b < nB; b++) {
                if (dist[base + b] != unreached) {
                    continue;
                }
                int rowB = b * strideB;
                for (int m : moves) {
                    if (dist[moveA[rowA + m] * nB + moveB[rowB + m]] == current) {
                        dist[base + b] = next;
                        added++;
                        break;
                    }
                }
            }
        }
        return added;
    }

    /** A char table widened to ints (move tables whose values fit 16 bits). */
    public static int[] ints(char[] table) {
        int[] out = new int[table.length];
        for (int i = 0; i < table.length; i++) {
            out[i] = table[i];
        }
        return out;
    }
}

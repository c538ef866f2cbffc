package dev.cubeguide.scan;

import dev.cubeguide.model.Corner;
import dev.cubeguide.model.Edge;
import java.util.ArrayList;
import java.util.List;

/**
 * The cheapest ways to put one kind of piece (the 8 corners or the 12 edges) into its positions, each piece once,
 * with a legal orientation total (corner twists sum to 0 mod 3, edge flips to 0 mod 2), for each permutation
 * parity.
 *
 * <p>Costs are per position, piece and orientation ({@code cost[(position * n + piece) * m + orientation]}, the
 * sum of the position's sticker costs for the colours that piece shows there). Permutations come from
 * {@link KBestAssignments} in increasing order of their cost with each piece in its cheapest orientation, a lower
 * bound of their cost with the orientation total enforced; that cost comes from a dynamic programme over the
 * positions with the running total mod m as its state. Enumeration stops once the bound passes what is needed:
 * the best legal arrangement of each parity, and every arrangement within a margin of the best cube (for the
 * confidences).
 *
 * <p>Mutable, one instance per resolution (the hot path of {@link ColorResolver}).
 */
final class PieceSearch {
    /** One legal arrangement: the piece and orientation at each position, its cost and its permutation parity. */
    record Arrangement(int[] pieces, int[] orientations, double cost, int parity) {
    }

    /** The geometry of a kind of piece: its positions' stickers and its pieces' colours. */
    enum Kind {
        CORNERS(8, 3), EDGES(12, 2);

        final int count;
        final int orientations;
        /** The facelet index of sticker k of position i: {@code sticker[i][k]}. */
        final int[][] sticker;
        /** The colour (home face 0..5) of slot j of piece p: {@code colour[p][j]}. */
        final int[][] colour;

        Kind(int count, int orientations) {
            this.count = count;
            this.orientations = orientations;
            sticker = new int[count][orientations];
            colour = new int[count][orientations];
            for (int i = 0; i < count; i++) {
                for (int k = 0; k < orientations; k++) {
                    if (orientations == 3) {
                        sticker[i][k] = Corner.ofIndex(i).facelet(k).ordinal();
                        colour[i][k] = Corner.ofIndex(i).color(k).ordinal();
                    } else {
                        sticker[i][k] = Edge.ofIndex(i).facelet(k).ordinal();
                        colour[i][k] = Edge.ofIndex(i).color(k).ordinal();
                    }
                }
            }
        }

        /**
         * The colour that piece p in orientation o shows on sticker k of its position. A corner in orientation o has
         * its U/D colour (slot 0) o stickers clockwise of the position's U/D sticker, so sticker k shows slot
         * k - o; an edge flipped (o = 1) shows its slots swapped.
         */
        int colourAt(int piece, int orientation, int k) {
            int slot = orientations == 3 ? (k - orientation + 3) % 3 : k ^ orientation;
            return colour[piece][slot];
        }
    }

    private final Kind kind;
    private final int n;
    private final int m;
    private final double[] cost;
    private final KBestAssignments permutations;
    private final List<Arrangement> found = new ArrayList<>();
    private final Arrangement[] bestOfParity = new Arrangement[2];

    /** @param stickerCost the cost of each sticker (0..53) showing each colour (0..5): {@code [s * 6 + c]} */
    PieceSearch(Kind kind, double[] stickerCost) {
        this.kind = kind;
        this.n = kind.count;
        this.m = kind.orientations;
        cost = pieceCosts(kind, stickerCost);
        permutations = new KBestAssignments(cheapest(kind, cost, null), n);
    }

    /**
     * The cost of each piece p in each position i and orientation o, {@code [(i * n + p) * m + o]}: the sum of its
     * stickers' costs for the colours it shows there.
     */
    static double[] pieceCosts(Kind kind, double[] stickerCost) {
        int n = kind.count;
        int m = kind.orientations;
        double[] cost = new double[n * n * m];
        for (int i = 0; i < n; i++) {
            for (int p = 0; p < n; p++) {
                for (int o = 0; o < m; o++) {
                    double sum = 0;
                    for (int k = 0; k < m; k++) {
                        sum += stickerCost[kind.sticker[i][k] * 6 + kind.colourAt(p, o, k)];
                    }
                    cost[(i * n + p) * m + o] = sum;
                }
            }
        }
        return cost;
    }

    /**
     * The cost of each piece in each position in its cheapest orientation, {@code [i * n + p]}; that orientation
     * goes to {@code orientation[i * n + p]} when it is not null.
     */
    static double[] cheapest(Kind kind, double[] pieceCost, int[] orientation) {
        int n = kind.count;
        int m = kind.orientations;
        double[] cheapest = new double[n * n];
        for (int ip = 0; ip < n * n; ip++) {
            int best = 0;
            for (int o = 1; o < m; o++) {
                if (pieceCost[ip * m + o] < pieceCost[ip * m + best]) {
                    best = o;
                }
            }
            cheapest[ip] = pieceCost[ip * m + best];
            if (orientation != null) {
                orientation[ip] = best;
            }
        }
        return cheapest;
    }

    Kind kind() {
        return kind;
    }

    /** The best legal arrangement with this parity (0 even, 1 odd), or null when none was found. */
    Arrangement best(int parity) {
        return bestOfParity[parity];
    }

    /** Every arrangement evaluated so far (each permutation with its best legal orientations). */
    List<Arrangement> found() {
        return found;
    }

    /**
     * Enumerates permutations until the best legal arrangement of each parity is known, or {@code limit}
     * permutations have been evaluated.
     */
    void findBothParities(int limit) {
        while (found.size() < limit) {
            double bound = permutations.peekCost();
            if (bound >= KBestAssignments.INFEASIBLE / 2) {
                return;
            }
            boolean evenKnown = bestOfParity[0] != null && bestOfParity[0].cost <= bound;
            boolean oddKnown = bestOfParity[1] != null && bestOfParity[1].cost <= bound;
            if (evenKnown && oddKnown) {
                return;
            }
            evaluateNext();
        }
    }

    /** Enumerates every permutation whose lower bound is at most {@code bound}, up to {@code limit} in all. */
    void findWithin(double bound, int limit) {
        while (found.size() < limit && permutations.peekCost() <= bound) {
            evaluateNext();
        }
    }

    private void evaluateNext() {
        int[] pieces = permutations.next();
        int[] orientations = new int[n];
        double total = bestOrientations(pieces, orientations);
        if (total >= KBestAssignments.INFEASIBLE / 2) {
            return;
        }
        Arrangement arrangement = new Arrangement(pieces, orientations, total, parity(pieces));
        found.add(arrangement);
        Arrangement best = bestOfParity[arrangement.parity];
        if (best == null || total < best.cost) {
            bestOfParity[arrangement.parity] = arrangement;
        }
    }

    /**
     * The cheapest orientations of the pieces {@code pieces} with a legal total, written into {@code out}; returns
     * their cost. forward[i][r] is the cheapest cost of positions 0..i-1 with orientation total r mod m.
     */
    private double bestOrientations(int[] pieces, int[] out) {
        double[][] forward = forward(pieces);
        // Walk back from total 0 at the end, choosing at each position an orientation consistent with the forward costs.
        int residue = 0;
        double total = forward[n][0];
        for (int i = n - 1; i >= 0; i--) {
            double target = forward[i + 1][residue];
            for (int o = 0; o < m; o++) {
                int before = ((residue - o) % m + m) % m;
                if (forward[i][before] + cost[(i * n + pieces[i]) * m + o] == target) {
                    out[i] = o;
                    residue = before;
                    break;
                }
            }
        }
        return total;
    }

    private double[][] forward(int[] pieces) {
        double[][] forward = new double[n + 1][m];
        java.util.Arrays.fill(forward[0], KBestAssignments.INFEASIBLE);
        forward[0][0] = 0;
        for (int i = 0; i < n; i++) {
            java.util.Arrays.fill(forward[i + 1], KBestAssignments.INFEASIBLE);
            for (int r = 0; r < m; r++) {
                for (int o = 0; o < m; o++) {
                    double c = forward[i][r] + cost[(i * n + pieces[i]) * m + o];
                    int next = (r + o) % m;
                    if (c < forward[i + 1][next]) {
                        forward[i + 1][next] = c;
                    }
                }
            }
        }
        return forward;
    }

    /**
     * For the pieces of {@code arrangement}: the cheapest legal cost with position i in orientation o, for every i
     * and o ({@code [i * m + o]}), from the forward costs and the matching backward ones.
     */
    double[] orientationAlternatives(Arrangement arrangement) {
        int[] pieces = arrangement.pieces;
        double[][] forward = forward(pieces);
        // backward[i][r]: cheapest cost of positions i..n-1 that brings a running total r to 0 mod m.
        double[][] backward = new double[n + 1][m];
        java.util.Arrays.fill(backward[n], KBestAssignments.INFEASIBLE);
        backward[n][0] = 0;
        for (int i = n - 1; i >= 0; i--) {
            for (int r = 0; r < m; r++) {
                double best = KBestAssignments.INFEASIBLE;
                for (int o = 0; o < m; o++) {
                    best = Math.min(best, cost[(i * n + pieces[i]) * m + o] + backward[i + 1][(r + o) % m]);
                }
                backward[i][r] = best;
            }
        }
        double[] alternatives = new double[n * m];
        for (int i = 0; i < n; i++) {
            for (int o = 0; o < m; o++) {
                double best = KBestAssignments.INFEASIBLE;
                for (int r = 0; r < m; r++) {
                    best = Math.min(best, forward[i][r] + cost[(i * n + pieces[i]) * m + o] + backward[i + 1][(r + o) % m]);
                }
                alternatives[i * m + o] = best;
            }
        }
        return alternatives;
    }

    /** The parity of a permutation: 0 even, 1 odd; a permutation of n elements in c cycles has parity n - c. */
    static int parity(int[] permutation) {
        int cycles = 0;
        int seen = 0;
        for (int start = 0; start < permutation.length; start++) {
            if ((seen & 1 << start) == 0) {
                cycles++;
                for (int i = start; (seen & 1 << i) == 0; i = permutation[i]) {
                    seen |= 1 << i;
                }
            }
        }
        return (permutation.length - cycles) & 1;
    }
}

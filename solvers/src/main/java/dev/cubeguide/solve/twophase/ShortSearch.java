package dev.cubeguide.solve.twophase;

import dev.cubeguide.coord.Coordinates;
import dev.cubeguide.coord.Symmetry;

/**
 * A bounded optimal search for cubes at most {@link #MAX_LENGTH} moves from solved, run before the two-phase
 * search so that short positions get their shortest solution (solved: none; one move: that move). IDA* whose
 * lower bound is the largest exact phase-1 distance seen along the three axes (Reid's bound), with a node
 * budget: a cube the bound cannot prune well (say a long half-turn scramble) falls through to two-phase.
 *
 * <p>Mutable and package-private: one instance per solve, arrays allocated once.
 */
final class ShortSearch {
    static final int MAX_LENGTH = 7;
    private static final long NODE_BUDGET = 300_000;

    private final SearchTables t;
    private final int[][] flip = new int[3][MAX_LENGTH + 1];
    private final int[][] twist = new int[3][MAX_LENGTH + 1];
    private final int[][] slice = new int[3][MAX_LENGTH + 1];
    private final int[][] dist = new int[3][MAX_LENGTH + 1];
    private final int[] corner = new int[MAX_LENGTH + 1];
    private final int[] uEdges = new int[MAX_LENGTH + 1];
    private final int[] dEdges = new int[MAX_LENGTH + 1];
    private final int[] moves = new int[MAX_LENGTH];
    /** CONJ[a][m]: move m as seen along axis a. */
    private static final int[][] CONJ = conjugates();
    private long nodes;
    /** No solution is shorter than this: every length below it was searched in full by the last solve. */
    private int provenAtLeast;

    ShortSearch(SearchTables tables) {
        this.t = tables;
    }

    private static int[][] conjugates() {
        int[][] conj = new int[3][18];
        for (int a = 0; a < 3; a++) {
            for (int m = 0; m < 18; m++) {
                conj[a][m] = Symmetry.conjugateMove(16 * a, m);
            }
        }
        return conj;
    }

    /**
     * The moves of an optimal solution of at most MAX_LENGTH moves, or null when none was found.
     * {@code axes[a]} is the cube seen along axis a (the two-phase directions without inverse or pre-move).
     */
    int[] solve(Direction[] axes) {
        int bound = 0;
        for (int a = 0; a < 3; a++) {
            flip[a][0] = axes[a].flip;
            twist[a][0] = axes[a].twist;
            slice[a][0] = axes[a].slice;
            dist[a][0] = axes[a].distance();
            bound = Math.max(bound, dist[a][0]);
        }
        int[] scratch = new int[12];
        corner[0] = axes[0].corner(scratch);
        uEdges[0] = axes[0].uEdges(scratch);
        dEdges[0] = axes[0].dEdges(scratch);
        nodes = 0;
        provenAtLeast = bound;
        for (int length = bound; length <= MAX_LENGTH; length++) {
            int result = search(0, length);
            if (result == 0) {
                provenAtLeast = length + 1;
            }
            if (result > 0) {
                int[] out = new int[length];
                System.arraycopy(moves, 0, out, 0, length);
                return out;
            }
            if (result < 0) {
                return null;
            }
        }
        return null;
    }

    /** 1 found, 0 not at this length, -1 out of budget. */
    private int search(int n, int togo) {
        if (togo == 0) {
            return corner[n] == 0 && twist[0][n] == 0 && flip[0][n] == 0 && slice[0][n] == 0
                    && uEdges[n] == Coordinates.SOLVED_U_EDGES && dEdges[n] == Coordinates.SOLVED_D_EDGES ? 1 : 0;
        }
        if (++nodes > NODE_BUDGET) {
            return -1;
        }
        int lastFace = n == 0 ? -1 : moves[n - 1] / 3;
        for (int m = 0; m < 18; m++) {
            int face = m / 3;
            if (face == lastFace || face == lastFace - 3) {
                continue;
            }
            boolean ok = true;
            for (int a = 0; a < 3 && ok; a++) {
                int ma = CONJ[a][m];
                int f = t.flipAfter(flip[a][n], ma);
                int tw = t.twistAfter(twist[a][n], ma);
                int s = t.sliceAfter(slice[a][n], ma);
                int d = t.phase1DistanceNear(dist[a][n], f, s, tw);
                if (d >= togo) {
                    ok = false;
                } else {
                    flip[a][n + 1] = f;
                    twist[a][n + 1] = tw;
                    slice[a][n + 1] = s;
                    dist[a][n + 1] = d;
                }
            }
            if (!ok) {
                continue;
            }
            corner[n + 1] = t.cornerMove[Coordinates.moveIndex(corner[n], m)];
            uEdges[n + 1] = t.uEdgesAfter(uEdges[n], m);
            dEdges[n + 1] = t.dEdgesAfter(dEdges[n], m);
            moves[n] = m;
            int r = search(n + 1, togo - 1);
            if (r != 0) {
                return r;
            }
        }
        return 0;
    }

    long nodes() {
        return nodes;
    }

    /** The length below which the last {@link #solve} proved that no solution exists. */
    int provenAtLeast() {
        return provenAtLeast;
    }
}

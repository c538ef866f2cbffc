package dev.cubeguide.solve.beginner;

/**
 * Stage 1: among the shortest crosses, the one after which the first-layer corners are cheapest. A depth-first
 * search over canonical face-turn sequences (no face twice in a row, opposite faces in one order) that only
 * takes turns bringing the cross one turn closer, by the exact cross distance table; each complete cross is
 * scored by the corner stage's table. At most {@link #MAX_CROSSES} crosses are scored, in move order, so the
 * time per cube is bounded. Mutable search state: one instance per solve.
 */
final class CrossSearch {
    /** The most shortest crosses scored per cube. */
    static final int MAX_CROSSES = 64;

    private final Tables tables;
    private final int length;
    private final int[][] edges;
    private final int[][] corners;
    private final int[] path;
    private int[] best;
    private int bestScore = Integer.MAX_VALUE;
    private int scored;

    CrossSearch(Tables tables, int[] crossEdgeStates, int[] cornerStates) {
        this.tables = tables;
        this.length = tables.crossDistance[tables.cross.encode(crossEdgeStates)] & 0xFF;
        this.edges = new int[length + 1][Group.K];
        this.corners = new int[length + 1][Group.K];
        this.path = new int[length];
        edges[0] = crossEdgeStates.clone();
        corners[0] = cornerStates.clone();
    }

    /** The chosen cross moves (face-move indices). */
    int[] solve() {
        search(0, -1);
        return best;
    }

    private void search(int depth, int lastFace) {
        if (scored >= MAX_CROSSES) {
            return;
        }
        if (depth == length) {
            scored++;
            int cost = tables.corners.cost[tables.firstCorners.encode(corners[depth])];
            int score = StageTable.stageTurns(cost);
            if (score < bestScore) {
                bestScore = score;
                best = path.clone();
            }
            return;
        }
        int[] from = edges[depth];
        int[] to = edges[depth + 1];
        for (int m = 0; m < Pieces.N_MOVES; m++) {
            int face = m / 3;
            if (face == lastFace || (lastFace >= 0 && face % 3 == lastFace % 3 && face < lastFace)) {
                continue;
            }
            for (int i = 0; i < Group.K; i++) {
                to[i] = Pieces.EDGE_MOVE[from[i]][m];
            }
            if ((tables.crossDistance[tables.cross.encode(to)] & 0xFF) != length - depth - 1) {
                continue;
            }
            for (int i = 0; i < Group.K; i++) {
                corners[depth + 1][i] = Pieces.CORNER_MOVE[corners[depth][i]][m];
            }
            path[depth] = m;
            search(depth + 1, face);
        }
    }
}

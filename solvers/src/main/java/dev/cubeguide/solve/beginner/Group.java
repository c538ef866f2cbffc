package dev.cubeguide.solve.beginner;

import java.util.Arrays;

/**
 * Four pieces of one kind, tracked together: the coordinate of a cross, of the first-layer corners or of the
 * middle-layer edges.
 *
 * <p>Coordinate: {@code ((p0 * n + p1) * n + p2) * n + p3) * o^4 + ((o0 * o + o1) * o + o2) * o + o3}, where
 * {@code p_i} is the position (0..n-1) and {@code o_i} the orientation (0..o-1) of the i-th piece of
 * {@link #pieces}; n = 8, o = 3 for corners and n = 12, o = 2 for edges. Range 0..{@link #size} - 1 (sparse:
 * indices with two pieces in one position are never reached). Solved value {@link #solved}: every piece at its
 * own position, orientation 0.
 */
final class Group {
    /** Pieces in a group. */
    static final int K = 4;

    final boolean corners;
    final int[] pieces;
    final int positions;
    final int orientations;
    final int orientationCount;
    /** 331,776 for both kinds: 8^4 * 3^4 = 12^4 * 2^4. */
    final int size;
    final int solved;
    private final int[][] move;
    /** Position and orientation of each piece state, looked up rather than divided on the hot path. */
    private final int[] positionOf = new int[24];
    private final int[] orientationOf = new int[24];

    Group(boolean corners, int... pieces) {
        this.corners = corners;
        this.pieces = pieces.clone();
        this.positions = corners ? 8 : 12;
        this.orientations = corners ? 3 : 2;
        this.orientationCount = orientations * orientations * orientations * orientations;
        this.size = positions * positions * positions * positions * orientationCount;
        this.move = corners ? Pieces.CORNER_MOVE : Pieces.EDGE_MOVE;
        for (int state = 0; state < 24; state++) {
            positionOf[state] = state / orientations;
            orientationOf[state] = state % orientations;
        }
        int[] home = new int[K];
        for (int i = 0; i < K; i++) {
            home[i] = pieces[i] * orientations;
        }
        this.solved = encode(home);
    }

    int encode(int[] states) {
        int p = 0;
        int o = 0;
        for (int i = 0; i < K; i++) {
            p = p * positions + positionOf[states[i]];
            o = o * orientations + orientationOf[states[i]];
        }
        return p * orientationCount + o;
    }

    void decode(int index, int[] states) {
        int p = index / orientationCount;
        int o = index % orientationCount;
        for (int i = K - 1; i >= 0; i--) {
            states[i] = (p % positions) * orientations + o % orientations;
            p /= positions;
            o /= orientations;
        }
    }

    /** The piece-state table of this kind: {@code [state][move]}. */
    int[][] moveTable() {
        return move;
    }

    /** Breadth-first distances (face turns) from every index to {@link #solved}; 255 where unreachable. */
    byte[] distances() {
        byte[] dist = new byte[size];
        Arrays.fill(dist, (byte) -1);
        int[] queue = new int[size];
        int head = 0;
        int tail = 0;
        dist[solved] = 0;
        queue[tail++] = solved;
        int[] states = new int[K];
        int[] next = new int[K];
        while (head < tail) {
            int index = queue[head++];
            int d = dist[index] & 0xFF;
            decode(index, states);
            for (int m = 0; m < Pieces.N_MOVES; m++) {
                for (int i = 0; i < K; i++) {
                    next[i] = move[states[i]][m];
                }
                int n = encode(next);
                if (dist[n] == -1) {
                    dist[n] = (byte) (d + 1);
                    queue[tail++] = n;
                }
            }
        }
        return dist;
    }
}

package dev.cubeguide.solve.beginner;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Move;
import java.util.function.IntUnaryOperator;

/**
 * Where single pieces go under the 18 face turns. A piece state is {@code position * orientations + orientation}:
 * corners 0..23 ({@code 3 * position + twist}), edges 0..23 ({@code 2 * position + flip}), with positions and
 * orientations as in {@link CubieCube}. Tables are filled once when the class is first used.
 */
final class Pieces {
    /** Number of corner piece states: 8 positions times 3 twists. */
    static final int N_CORNER_STATES = 24;
    /** Number of edge piece states: 12 positions times 2 flips. */
    static final int N_EDGE_STATES = 24;
    /** Number of face turns. */
    static final int N_MOVES = 18;

    /** CORNER_MOVE[state][move]: the corner state after the move. */
    static final int[][] CORNER_MOVE = new int[N_CORNER_STATES][N_MOVES];
    /** EDGE_MOVE[state][move]: the edge state after the move. */
    static final int[][] EDGE_MOVE = new int[N_EDGE_STATES][N_MOVES];

    static {
        for (int m = 0; m < N_MOVES; m++) {
            CubieCube move = CubieCube.of(Move.ofIndex(m));
            int[] corners = cornerMap(move);
            int[] edges = edgeMap(move);
            for (int s = 0; s < N_CORNER_STATES; s++) {
                CORNER_MOVE[s][m] = corners[s];
            }
            for (int s = 0; s < N_EDGE_STATES; s++) {
                EDGE_MOVE[s][m] = edges[s];
            }
        }
    }

    private Pieces() {
    }

    /** {@code [state]}: the corner state after applying {@code cube} (a move sequence) to a piece in that state. */
    static int[] cornerMap(CubieCube cube) {
        return stateMap(8, 3, cube::corner, cube::cornerOrientation);
    }

    /** {@code [state]}: the edge state after applying {@code cube} to a piece in that state. */
    static int[] edgeMap(CubieCube cube) {
        return stateMap(12, 2, cube::edge, cube::edgeOrientation);
    }

    private static int[] stateMap(int positions, int orientations, IntUnaryOperator pieceAt,
            IntUnaryOperator orientationAt) {
        int[] map = new int[positions * orientations];
        for (int q = 0; q < positions; q++) {
            int from = pieceAt.applyAsInt(q);
            for (int o = 0; o < orientations; o++) {
                map[from * orientations + o] = q * orientations + (o + orientationAt.applyAsInt(q)) % orientations;
            }
        }
        return map;
    }

    /** The state of corner piece {@code piece} in {@code cube}. */
    static int cornerState(CubieCube cube, int piece) {
        return stateOf(piece, 8, 3, cube::corner, cube::cornerOrientation);
    }

    /** The state of edge piece {@code piece} in {@code cube}. */
    static int edgeState(CubieCube cube, int piece) {
        return stateOf(piece, 12, 2, cube::edge, cube::edgeOrientation);
    }

    private static int stateOf(int piece, int positions, int orientations, IntUnaryOperator pieceAt,
            IntUnaryOperator orientationAt) {
        for (int q = 0; q < positions; q++) {
            if (pieceAt.applyAsInt(q) == piece) {
                return q * orientations + orientationAt.applyAsInt(q);
            }
        }
        throw new IllegalArgumentException("no piece " + piece);
    }
}

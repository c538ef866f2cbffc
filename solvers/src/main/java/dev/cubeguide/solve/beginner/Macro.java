package dev.cubeguide.solve.beginner;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * A short face-turn sequence that keeps a set of pieces in place (the cross, the first layer, or the first two
 * layers), with where it sends every single corner and edge state. Macros are found by a depth-first search over
 * all canonical face-turn sequences up to a length, pruned by the exact distance tables of the pieces to keep.
 */
final class Macro {
    final int[] moves;
    final int[] cornerMap;
    final int[] edgeMap;
    final int[] inverseCornerMap;
    final int[] inverseEdgeMap;

    Macro(int[] moves) {
        this.moves = moves.clone();
        CubieCube cube = CubieCube.of(Alg.ofIndices(moves, moves.length));
        this.cornerMap = Pieces.cornerMap(cube);
        this.edgeMap = Pieces.edgeMap(cube);
        this.inverseCornerMap = invert(cornerMap);
        this.inverseEdgeMap = invert(edgeMap);
    }

    int length() {
        return moves.length;
    }

    private static int[] invert(int[] map) {
        int[] inverse = new int[map.length];
        for (int s = 0; s < map.length; s++) {
            inverse[map[s]] = s;
        }
        return inverse;
    }

    /**
     * Every face-turn sequence of at most {@code maxLength} turns that leaves the pieces of {@code keep} solved,
     * neither starts nor ends with a U turn (a U turn before or after is its own macro), one per distinct
     * {@code effect} (the shortest, then the first in move order), plus U, U2 and U'.
     */
    static List<Macro> generate(int maxLength, Group[] keep, byte[][] keepDistances, ToLongFunction<CubieCube> effect) {
        Map<Long, int[]> found = new LinkedHashMap<>();
        for (int u = 0; u < 3; u++) {
            found.put(effect.applyAsLong(CubieCube.of(Alg.ofIndices(new int[] {u}, 1))), new int[] {u});
        }
        int[][][] states = new int[maxLength + 1][keep.length][Group.K];
        for (int g = 0; g < keep.length; g++) {
            keep[g].decode(keep[g].solved, states[0][g]);
        }
        int[] path = new int[maxLength];
        for (int length = 1; length <= maxLength; length++) {
            search(0, length, -1, path, states, keep, keepDistances, effect, found);
        }
        List<Macro> macros = new ArrayList<>(found.size());
        for (int[] moves : found.values()) {
            macros.add(new Macro(moves));
        }
        return macros;
    }

    private static void search(int depth, int length, int lastFace, int[] path, int[][][] states, Group[] keep,
            byte[][] keepDistances, ToLongFunction<CubieCube> effect, Map<Long, int[]> found) {
        if (depth == length) {
            if (lastFace == 0) {
                return;
            }
            for (int g = 0; g < keep.length; g++) {
                if (keep[g].encode(states[depth][g]) != keep[g].solved) {
                    return;
                }
            }
            int[] moves = Arrays.copyOf(path, length);
            long key = effect.applyAsLong(CubieCube.of(Alg.ofIndices(moves, length)));
            found.putIfAbsent(key, moves);
            return;
        }
        int remaining = length - depth - 1;
        for (int m = 0; m < Pieces.N_MOVES; m++) {
            int face = m / 3;
            if (face == lastFace || (lastFace >= 0 && face % 3 == lastFace % 3 && face < lastFace)
                    || (depth == 0 && face == 0)) {
                continue;
            }
            boolean prune = false;
            for (int g = 0; g < keep.length && !prune; g++) {
                int[][] table = keep[g].moveTable();
                int[] from = states[depth][g];
                int[] to = states[depth + 1][g];
                for (int i = 0; i < Group.K; i++) {
                    to[i] = table[from[i]][m];
                }
                prune = (keepDistances[g][keep[g].encode(to)] & 0xFF) > remaining;
            }
            if (prune) {
                continue;
            }
            path[depth] = m;
            search(depth + 1, length, face, path, states, keep, keepDistances, effect, found);
        }
    }
}

package dev.cubeguide.solve.optimal;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.PackedCube;
import dev.cubeguide.notation.Move;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Test-only exact distances by meeting in the middle: a breadth-first ball of radius {@link #SOLVED_RADIUS}
 * around the solved cube (built once, about 620,000 packed states), and for each cube a ball of radius
 * {@link #CUBE_RADIUS} around it; the distance is the least {@code k + d} over states at distance k from the cube
 * and d from solved. Exact for every cube at most {@code SOLVED_RADIUS + CUBE_RADIUS} = 9 moves away. Shares no
 * code with the solver (plain cubie multiplication, no tables), so it checks the solver independently.
 */
final class BidirectionalBfs {
    static final int SOLVED_RADIUS = 5;
    static final int CUBE_RADIUS = 4;
    private static final CubieCube[] MOVES = new CubieCube[18];

    static {
        for (int m = 0; m < 18; m++) {
            MOVES[m] = CubieCube.of(Move.ofIndex(m));
        }
    }

    private final Map<PackedCube, Integer> fromSolved = new HashMap<>();

    BidirectionalBfs() {
        List<CubieCube> layer = List.of(CubieCube.SOLVED);
        fromSolved.put(PackedCube.of(CubieCube.SOLVED), 0);
        for (int depth = 1; depth <= SOLVED_RADIUS; depth++) {
            List<CubieCube> next = new ArrayList<>();
            for (CubieCube c : layer) {
                for (CubieCube m : MOVES) {
                    CubieCube n = c.multiply(m);
                    if (fromSolved.putIfAbsent(PackedCube.of(n), depth) == null) {
                        next.add(n);
                    }
                }
            }
            layer = next;
        }
    }

    /** The exact distance of {@code cube}, or -1 when it is more than 9 moves from solved. */
    int distance(CubieCube cube) {
        int best = Integer.MAX_VALUE;
        Set<PackedCube> seen = new HashSet<>();
        List<CubieCube> layer = List.of(cube);
        seen.add(PackedCube.of(cube));
        for (int k = 0; k <= CUBE_RADIUS && k < best; k++) {
            for (CubieCube c : layer) {
                Integer d = fromSolved.get(PackedCube.of(c));
                if (d != null) {
                    best = Math.min(best, k + d);
                }
            }
            if (k == CUBE_RADIUS) {
                break;
            }
            List<CubieCube> next = new ArrayList<>();
            for (CubieCube c : layer) {
                for (CubieCube m : MOVES) {
                    CubieCube n = c.multiply(m);
                    if (seen.add(PackedCube.of(n))) {
                        next.add(n);
                    }
                }
            }
            layer = next;
        }
        return best == Integer.MAX_VALUE ? -1 : best;
    }
}

package dev.cubeguide.model;

import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Move;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seeded random cubes.
 *
 * <p>{@link #randomState(Random)} draws uniformly from all 43,252,003,274,489,856,000 reachable states: a uniform
 * permutation of the corners and of the edges (Fisher-Yates), made to agree in parity by swapping the last two
 * edges when they differ (a bijection between odd and even permutations, so uniformity is kept), and uniform
 * orientations of all but the last corner and edge, whose orientation is then forced by the sum rules.
 */
public final class RandomCubes {
    private RandomCubes() {
    }

    /** A uniformly random reachable state. */
    public static CubieCube randomState(Random random) {
        int[] cp = shuffled(8, random);
        int[] ep = shuffled(12, random);
        if (CubieCube.parity(cp) != CubieCube.parity(ep)) {
            int t = ep[10];
            ep[10] = ep[11];
            ep[11] = t;
        }
        int[] co = new int[8];
        int twist = 0;
        for (int i = 0; i < 7; i++) {
            co[i] = random.nextInt(3);
            twist += co[i];
        }
        co[7] = (3 - twist % 3) % 3;
        int[] eo = new int[12];
        int flip = 0;
        for (int i = 0; i < 11; i++) {
            eo[i] = random.nextInt(2);
            flip += eo[i];
        }
        eo[11] = flip & 1;
        return CubieCube.of(cp, co, ep, eo);
    }

    /**
     * A uniformly random state at least two moves from solved, as the WCA scrambler requires (the solved cube and
     * the 18 states one move away are redrawn).
     */
    public static CubieCube randomScrambleState(Random random) {
        while (true) {
            CubieCube cube = randomState(random);
            if (!isWithinOneMove(cube)) {
                return cube;
            }
        }
    }

    /** True for the solved cube and the 18 cubes one face turn from it. */
    public static boolean isWithinOneMove(CubieCube cube) {
        CubieCube normalized = cube.normalized();
        if (normalized.isSolved()) {
            return true;
        }
        for (int m = 0; m < 18; m++) {
            if (normalized.equals(CubieCube.of(Move.ofIndex(m)))) {
                return true;
            }
        }
        return false;
    }

    /** {@code count} random states from one seed, reproducibly. */
    public static List<CubieCube> randomStates(long seed, int count) {
        Random random = new Random(seed);
        List<CubieCube> cubes = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            cubes.add(randomState(random));
        }
        return cubes;
    }

    /**
     * A random face-turn scramble of {@code length} moves. It never turns the same face twice in a row, and never
     * turns a face, its opposite, then the first face again (as in {@code R L R}), since either would waste a move.
     */
    public static Alg randomMoves(Random random, int length) {
        List<Move> moves = new ArrayList<>(length);
        int last = -1;
        int beforeLast = -1;
        while (moves.size() < length) {
            int face = random.nextInt(6);
            if (face == last || (last >= 0 && face % 3 == last % 3 && face == beforeLast)) {
                continue;
            }
            moves.add(Move.ofIndex(3 * face + random.nextInt(3)));
            beforeLast = last;
            last = face;
        }
        return Alg.of(moves);
    }

    private static int[] shuffled(int n, Random random) {
        int[] values = new int[n];
        for (int i = 0; i < n; i++) {
            values[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = values[i];
            values[i] = values[j];
            values[j] = t;
        }
        return values;
    }
}

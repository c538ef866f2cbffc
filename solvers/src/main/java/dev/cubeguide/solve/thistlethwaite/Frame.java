package dev.cubeguide.solve.thistlethwaite;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;

/**
 * The change of frame between the user's cube and the internal one. Thistlethwaite's chain, as the guide writes
 * it, first forbids quarter turns of U and D, then of F and B, then of L and R. Kociemba's orientation
 * conventions (which {@link CubieCube} uses) are instead kept by U, D, R, L quarter turns (edges) and by U, D
 * quarter turns (corners). Looking at the cube after the whole-cube rotation {@code x' z} maps U to F, R to D,
 * F to L, D to B, L to U and B to R, so the guide's chain becomes the chain of {@link Coords} with the usual
 * conventions. Internally the cube is {@code (x' z)⁻¹ · c · (x' z)} and an internal move index i is the user's
 * move {@code (i + 12) mod 18}.
 */
final class Frame {
    private static final CubieCube ROTATION = CubieCube.of(Alg.parse("x' z"));
    private static final CubieCube ROTATION_INVERSE = ROTATION.inverse();

    private Frame() {
    }

    /** The user's move index for an internal move index. */
    static int toUser(int internalMove) {
        return (internalMove + 12) % 18;
    }

    /** The internal move index for a user's move index. */
    static int toInternal(int userMove) {
        return (userMove + 6) % 18;
    }

    /** The internal cube for a cube with standard centres. */
    static CubieCube toInternal(CubieCube cube) {
        return ROTATION_INVERSE.multiply(cube).multiply(ROTATION);
    }

    /** A cube's pieces as the arrays the searches use: {cp, co, ep, eo}. */
    static int[][] arrays(CubieCube cube) {
        int[][] out = {new int[8], new int[8], new int[12], new int[12]};
        for (int i = 0; i < CubieCube.CORNERS; i++) {
            out[0][i] = cube.corner(i);
            out[1][i] = cube.cornerOrientation(i);
        }
        for (int i = 0; i < CubieCube.EDGES; i++) {
            out[2][i] = cube.edge(i);
            out[3][i] = cube.edgeOrientation(i);
        }
        return out;
    }

    /** The user's moves for internal move indices {@code moves[from..to)}. */
    static Alg userAlg(int[] moves, int from, int to) {
        int[] user = new int[to - from];
        for (int i = from; i < to; i++) {
            user[i - from] = toUser(moves[i]);
        }
        return Alg.ofIndices(user, user.length);
    }
}

package dev.cubeguide.solve.optimal;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Move;

/** The searches' answers (move indices) applied to a cube, for the tests that check them. */
final class AppliedMoves {
    private AppliedMoves() {
    }

    static CubieCube applied(CubieCube cube, int[] moves) {
        CubieCube c = cube;
        for (int m : moves) {
            c = c.apply(Move.ofIndex(m));
        }
        return c;
    }
}

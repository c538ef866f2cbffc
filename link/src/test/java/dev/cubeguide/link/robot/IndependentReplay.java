package dev.cubeguide.link.robot;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;

/**
 * Replays effects on a cube model that knows nothing of robots. Uses {@link CubieCube} until the sticker-level
 * simulator of the core test jar is available on this branch.
 */
final class IndependentReplay {
    private IndependentReplay() {
    }

    static boolean solves(CubieCube start, Alg effects) {
        return start.apply(Alg.parse(effects.toString())).isSolved();
    }
}

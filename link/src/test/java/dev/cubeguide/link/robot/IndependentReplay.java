package dev.cubeguide.link.robot;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.testing.StickerSimulator;

/**
 * Replays effects on a cube model that knows nothing of robots, nor of {@link CubieCube}'s move tables: the
 * sticker-permutation simulator of the core test jar, with its own notation reader.
 */
final class IndependentReplay {
    private IndependentReplay() {
    }

    static boolean solves(CubieCube start, Alg effects) {
        return StickerSimulator.isSolved(StickerSimulator.apply(start.toFacelets(), effects.toString()));
    }
}

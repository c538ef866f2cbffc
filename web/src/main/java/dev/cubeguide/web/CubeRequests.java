package dev.cubeguide.web;

import static dev.cubeguide.web.ApiException.badRequest;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubeValidator;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import java.util.List;
import java.util.Map;

/** The cube of a request, given as a scramble or as facelets: what the solve, parse and display routes share. */
final class CubeRequests {
    private CubeRequests() {
    }

    /** Passes when exactly one of {@code scramble} and {@code facelets} is given; a 400 otherwise. */
    static void requireOneCube(String scramble, String facelets) {
        if ((scramble == null) == (facelets == null)) {
            throw badRequest("give exactly one of \"scramble\" (moves from solved) and \"facelets\" (54 stickers)",
                    Map.of("fields", List.of("scramble", "facelets")));
        }
    }

    /** The cube of a scramble or a facelet string; call it inside a solve slot (notation can cost). */
    static CubieCube cubeOf(String scramble, String facelets) {
        requireOneCube(scramble, facelets);
        return facelets != null ? CubeValidator.validate(facelets) : CubieCube.of(parseAlg(scramble)).normalized();
    }

    /**
     * Notation to moves, within the parser's limits. A stack overflow (nesting deeper than any parser limit
     * allows) is bad notation, not a bug.
     */
    static Alg parseAlg(String notation) {
        try {
            return Alg.parse(notation);
        } catch (StackOverflowError e) {
            throw new CubeGuideException(ErrorCode.BAD_NOTATION, "the notation is nested too deeply to read",
                    Map.of("length", notation.length()));
        }
    }
}

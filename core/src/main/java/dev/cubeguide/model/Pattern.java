package dev.cubeguide.model;

import dev.cubeguide.notation.Alg;
import java.util.Objects;

/**
 * A named pattern a person can turn a cube into ("solve to"), such as the checkerboard: its name (lower case,
 * words joined by hyphens: {@code cube-in-a-cube}), its title for people, and face turns that make it from the
 * solved cube. Face turns only, so that the pattern keeps the standard centres. Immutable.
 */
public record Pattern(String name, String title, Alg moves) {
    public Pattern {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(moves, "moves");
        if (!moves.moves().stream().allMatch(m -> m.isFaceTurn())) {
            throw new IllegalArgumentException("a pattern is made with face turns only: " + moves);
        }
    }

    /** The pattern as a cube state (standard centres). */
    public CubieCube cube() {
        return CubieCube.of(moves);
    }

    /** The pattern's 54-sticker facelet string, in the letters of the faces (URFDLB). */
    public String facelets() {
        return cube().toFacelets();
    }
}

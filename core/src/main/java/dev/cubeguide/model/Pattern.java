package dev.cubeguide.model;

import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Move;
import java.util.LinkedHashMap;
import java.util.Map;
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
        for (Move m : moves.moves()) {
            if (!m.isFaceTurn()) {
                throw new IllegalArgumentException("a pattern is made with face turns only: " + moves);
            }
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

    /** The public shape of {@code GET /api/patterns}' entries: {@code {"name","title","moves","facelets"}}. */
    public Map<String, Object> toMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("name", name);
        map.put("title", title);
        map.put("moves", moves.toString());
        map.put("facelets", facelets());
        return map;
    }
}

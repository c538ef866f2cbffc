package dev.cubeguide.model;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Face;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;

/**
 * The named patterns, and reading the target of a solve "to" a pattern: a name, or any facelet string.
 *
 * <p>A pattern is read by its own centres, as every facelet string is: its centres define its colours. So a named
 * pattern fits any cube, whatever symbols the cube was written in. A pattern written in the same symbols as the
 * cube must have the cube's centres: with other centres it is the same pattern seen with the cube held another way,
 * and the error says how to hold it ({@link #target}).
 */
public final class Patterns {
    /** The named patterns, in the order people are offered them. */
    private static final List<Pattern> NAMED = List.of(
            new Pattern("checkerboard", "Checkerboard", Alg.parse("U2 D2 F2 B2 L2 R2")),
            new Pattern("superflip", "Superflip", Alg.parse("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2")),
            new Pattern("cube-in-a-cube", "Cube in a cube", Alg.parse("F L F U' R U F2 L2 U' L' B D' B' L2 U")),
            new Pattern("cube-in-a-cube-in-a-cube", "Cube in a cube in a cube",
                    Alg.parse("U' L' U' F' R2 B' R F U B2 U B' L U' F U R F'")),
            new Pattern("six-spots", "Six spots", Alg.parse("U D' R L' F B' U D'")),
            new Pattern("four-spots", "Four spots", Alg.parse("F2 B2 U D' R2 L2 U D'")),
            new Pattern("cross", "Cross", Alg.parse("U F B' L2 U2 L2 F' B U2 L2 U")),
            new Pattern("solved", "Solved", Alg.EMPTY));
    /** The 24 ways of holding a cube, as rotations from the usual one: which face comes on top, then turns about U. */
    private static final List<Alg> HOLDS = holds();
    /** A text this long without spaces is taken for a facelet string (the longest name is 24 characters). */
    private static final int FACELETS_FROM = 27;

    private Patterns() {
    }

    /** Every named pattern, in the order people are offered them. */
    public static List<Pattern> named() {
        return NAMED;
    }

    /**
     * The named pattern called {@code name}: case, spaces, hyphens and underscores do not matter ({@code "Cube in a
     * cube"}, {@code cube_in_a_cube} and {@code cube-in-a-cube} are one pattern).
     */
    public static Optional<Pattern> byName(String name) {
        String key = key(name);
        for (Pattern p : NAMED) {
            if (key(p.name()).equals(key)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    private static String key(String name) {
        StringBuilder out = new StringBuilder();
        for (char c : name.toLowerCase(Locale.ROOT).toCharArray()) {
            if (!Character.isWhitespace(c) && c != '_' && c != '-') {
                out.append(c);
            }
        }
        return out.toString();
    }

    /**
     * The target state of a solve to {@code pattern}, with the standard centres: a named pattern, or a facelet string
     * read by its own centres. {@code cubeFacelets} is the cube as given, in its own symbols: a pattern written in
     * the same symbols must have the same centres.
     *
     * @throws InvalidCubeException the pattern's facelets are not a cube: the validation code, the message starting
     *                              "the target pattern", {@code "target": true} in the detail
     * @throws CubeGuideException   {@code BAD_REQUEST} for an unknown name, or for a pattern whose centres are not
     *                              the cube's (the detail's {@code "hold"} is the rotation to hold the cube by)
     */
    public static CubieCube target(String pattern, String cubeFacelets) {
        String text = pattern.strip();
        Optional<Pattern> named = byName(text);
        if (named.isPresent()) {
            return named.get().cube();
        }
        if (text.length() < FACELETS_FROM || text.indexOf(' ') >= 0) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "'" + text + "' is not a named pattern; choose one of "
                    + String.join(", ", names()) + ", or give the pattern's 54 stickers as a facelet string",
                    Map.of("field", "to", "patterns", names()));
        }
        CubieCube target;
        try {
            target = CubeValidator.validate(text);
        } catch (InvalidCubeException e) {
            Map<String, Object> detail = new LinkedHashMap<>(e.detail());
            detail.put("target", true);
            throw new InvalidCubeException(e.reason(), "the target pattern: " + e.getMessage(), detail);
        }
        checkCentres(text, cubeFacelets);
        return target;
    }

    /** The names of the named patterns. */
    public static List<String> names() {
        List<String> out = new ArrayList<>();
        for (Pattern p : NAMED) {
            out.add(p.name());
        }
        return out;
    }

    /**
     * A pattern in the cube's own symbols must have the cube's centres; otherwise the error names the rotation that
     * brings the cube's centres where the pattern has them.
     */
    private static void checkCentres(String pattern, String cube) {
        if (cube.length() != 54 || !sameSymbols(pattern, cube) || centres(pattern).equals(centres(cube))) {
            return;
        }
        for (Alg hold : HOLDS) {
            CubieCube turned = CubieCube.of(hold);
            StringBuilder seen = new StringBuilder();
            for (Face f : Face.values()) {
                seen.append(cube.charAt(9 * turned.center(f).ordinal() + 4));
            }
            if (seen.toString().equals(centres(pattern))) {
                char top = pattern.charAt(9 * Face.U.ordinal() + 4);
                char front = pattern.charAt(9 * Face.F.ordinal() + 4);
                throw new CubeGuideException(ErrorCode.BAD_REQUEST, "the target pattern has its centres where the cube"
                        + " has others: hold the cube turned by " + hold + " (the " + top + " centre on top, the "
                        + front + " centre in front) and give it as you then see it, or write the pattern with the"
                        + " cube's centres", Map.of("field", "to", "hold", hold.toString(), "top",
                                String.valueOf(top), "front", String.valueOf(front)));
            }
        }
        // The symbols are the same six, so the centres are those six in another order: one of the 24 holds fits,
        // unless the order is a mirror image, which no way of holding gives.
        throw new CubeGuideException(ErrorCode.BAD_REQUEST, "the target pattern's centres are a mirror image of the"
                + " cube's: no way of holding the cube gives them", Map.of("field", "to"));
    }

    private static boolean sameSymbols(String a, String b) {
        return symbols(a).equals(symbols(b));
    }

    private static Set<Character> symbols(String facelets) {
        Set<Character> out = new HashSet<>();
        for (char c : facelets.toCharArray()) {
            out.add(c);
        }
        return out;
    }

    private static String centres(String facelets) {
        StringBuilder out = new StringBuilder();
        for (int f = 0; f < 6; f++) {
            out.append(facelets.charAt(9 * f + 4));
        }
        return out.toString();
    }

    private static List<Alg> holds() {
        List<Alg> out = new ArrayList<>();
        for (String top : new String[] {"", "x", "x2", "x'", "z", "z'"}) {
            for (String turn : new String[] {"", "y", "y2", "y'"}) {
                out.add(Alg.parse((top + " " + turn).strip()));
            }
        }
        return List.copyOf(out);
    }
}

package dev.cubeguide.notation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.model.CubieCube;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tag;

/**
 * Fuzzing the parser with hostile texts, deep (brackets, conjugates and inverted groups nested up to 150 deep, past
 * the limit of 100) and wide (long runs with large repeat counts, near and past the 100,000-move limit), with stray
 * characters mixed in. Every text either parses to an Alg within the limits, whose expansion has the length worked
 * out beforehand and whose inverse undoes it, or fails with a {@link NotationException} whose column lies in the
 * text. The default run takes a few hundred texts; {@code -Pslow} runs many thousands.
 */
class NotationFuzzTest {
    private static final String[] MOVES = {"R", "U'", "F2", "D", "L'", "B2'", "Rw", "r'", "M2", "E", "S'", "x", "y2", "z'"};
    private static final String[] STRAY = {"", "", "", "", " ", "(", ")", "[", "]", ",", ":", "'", "2", "0", "Q", "w",
        "\u2019", "\t", "99999", "\u00e9"};

    /** A random text nested up to {@code maxDepth} deep, with runs up to {@code maxWidth} items and repeats. */
    static String text(Random random, int maxDepth, int maxWidth) {
        StringBuilder out = new StringBuilder();
        write(random, out, random.nextInt(maxDepth + 1), maxWidth);
        return out.toString();
    }

    /** Writes one level: a run of items, one of which (when depth is left) nests the rest, so the size stays linear. */
    private static void write(Random random, StringBuilder out, int depth, int maxWidth) {
        int items = 1 + random.nextInt(Math.max(1, depth == 0 ? maxWidth : 3));
        int nested = random.nextInt(items);
        for (int i = 0; i < items; i++) {
            out.append(i > 0 ? " " : "").append(STRAY[random.nextInt(STRAY.length)]);
            if (depth == 0 || i != nested) {
                out.append(MOVES[random.nextInt(MOVES.length)]);
                continue;
            }
            switch (random.nextInt(3)) {
                case 0 -> {
                    out.append('(');
                    write(random, out, depth - 1, maxWidth);
                    out.append(')').append(repeat(random)).append(random.nextBoolean() ? "'" : "");
                }
                case 1 -> {
                    out.append('[').append(MOVES[random.nextInt(MOVES.length)]).append(": ");
                    write(random, out, depth - 1, maxWidth);
                    out.append(']').append(random.nextInt(4) == 0 ? repeat(random) : "");
                }
                default -> {
                    out.append('[');
                    write(random, out, depth - 1, maxWidth);
                    out.append(", ").append(MOVES[random.nextInt(MOVES.length)]).append(']');
                }
            }
        }
    }

    private static String repeat(Random random) {
        return switch (random.nextInt(5)) {
            case 0 -> "";
            case 1 -> Integer.toString(2 + random.nextInt(5));
            case 2 -> Integer.toString(10 + random.nextInt(990));
            case 3 -> Integer.toString(1000 + random.nextInt(9001));
            default -> Integer.toString(random.nextInt(20_000));
        };
    }

    @Provide
    Arbitrary<String> deep() {
        return Arbitraries.randomValue(random -> text(random, 150, 3));
    }

    @Provide
    Arbitrary<String> wide() {
        return Arbitraries.randomValue(random -> text(random, 4, 400));
    }

    /** The parser's contract on any text (see the class comment). */
    static void check(String text) {
        Alg alg;
        try {
            alg = Alg.parse(text);
        } catch (NotationException e) {
            assertThat(e.column()).isBetween(1, text.length() + 1);
            assertThat(e.getMessage()).contains("column " + e.column()).doesNotContain("Exception");
            return;
        }
        assertThat(alg.expandedLength()).isLessThanOrEqualTo(Alg.MAX_EXPANDED_LENGTH);
        assertThat(alg.expansionWork()).isLessThanOrEqualTo(Alg.MAX_EXPANSION_WORK);
        assertThat(alg.moves()).hasSize((int) alg.expandedLength());
        Alg inverse = alg.inverse();
        assertThat(inverse.expandedLength()).isEqualTo(alg.expandedLength());
        if (alg.expandedLength() <= 2_000) {
            assertThat(CubieCube.of(alg.concat(inverse))).isEqualTo(CubieCube.SOLVED);
            assertThat(Alg.parse(alg.toString()).moves()).isEqualTo(alg.moves());
        }
    }

    @Property(tries = 300, seed = "20261125")
    void deepTextsParseWithinTheLimitsOrFailAtAColumn(@ForAll("deep") String text) {
        check(text);
    }

    @Property(tries = 150, seed = "20261126")
    void wideTextsParseWithinTheLimitsOrFailAtAColumn(@ForAll("wide") String text) {
        check(text);
    }

    @Property(tries = 300, seed = "20261127")
    void anyStringParsesOrFailsAtAColumn(@ForAll String text) {
        check(text);
    }

    @Property(tries = 20_000, seed = "20261128")
    @Tag("slow")
    void manyDeepTexts(@ForAll("deep") String text) {
        check(text);
    }

    @Property(tries = 5_000, seed = "20261129")
    @Tag("slow")
    void manyWideTexts(@ForAll("wide") String text) {
        check(text);
    }
}

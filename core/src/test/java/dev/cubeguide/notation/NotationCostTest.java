package dev.cubeguide.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.NotationException.Reason;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The parser's cost model: the expanded length and the expansion's work are worked out from the tree before any
 * expansion, bracket nesting is bounded before the parser recurses, and inversion never re-expands. The hostile
 * texts here took seconds to minutes and gigabytes, or overflowed the stack, before the limits: each now fails (or
 * parses) after reading its text once.
 */
class NotationCostTest {

    /** {@code ((((R U R' U')10000)25)')...'} with {@code levels} inverted groups around it. */
    private static String nestedInvertedGroups(int levels, String core) {
        return "(".repeat(levels) + core + ")'".repeat(levels);
    }

    @Test
    void nestedInvertedGroupsOverTheLengthLimitFailWithoutExpanding() {
        for (int levels : new int[] {40, 60}) {
            String text = nestedInvertedGroups(levels, "((R U R' U')10000)25");
            assertThatThrownBy(() -> Alg.parse(text))
                    .isInstanceOfSatisfying(NotationException.class, e -> {
                        assertThat(e.reason()).isEqualTo(Reason.TOO_LONG);
                        assertThat(e.getMessage()).contains("more than 100000 moves").contains("column");
                    });
        }
    }

    @Test
    void nestedInvertedGroupsWithinTheLimitsGiveTheRightMoves() {
        // 60 inversions of (R U R' U')10000: an even number, so the moves are the group's own.
        Alg alg = Alg.parse(nestedInvertedGroups(60, "(R U R' U')10000"));
        assertThat(alg.expandedLength()).isEqualTo(40_000);
        assertThat(alg.moves()).hasSize(40_000);
        assertThat(alg.moves().subList(0, 4)).isEqualTo(Alg.parse("R U R' U'").moves());
        Alg odd = Alg.parse(nestedInvertedGroups(41, "(R U F)3"));
        assertThat(odd.moves()).isEqualTo(Alg.parse("(F' U' R')3").moves());
    }

    @Test
    void deepNestingFailsAtTheFirstBracketPastTheLimit() {
        for (String open : new String[] {"(", "[R: "}) {
            String close = open.equals("(") ? ")" : "]";
            String text = open.repeat(6_000) + "R" + close.repeat(6_000);
            assertThatThrownBy(() -> Alg.parse(text))
                    .isInstanceOfSatisfying(NotationException.class, e -> {
                        assertThat(e.reason()).isEqualTo(Reason.TOO_DEEP);
                        assertThat(e.column()).isEqualTo(Alg.MAX_NESTING * open.length() + 1);
                        assertThat(e.getMessage()).contains("nest more than 100 deep");
                    });
        }
        String deepest = "(".repeat(Alg.MAX_NESTING) + "R" + ")".repeat(Alg.MAX_NESTING);
        assertThat(Alg.parse(deepest).moves()).containsExactly(Move.of(Face.R, 1));
        assertThat(Alg.parse("[R: ".repeat(Alg.MAX_NESTING) + "U" + "]".repeat(Alg.MAX_NESTING)).length())
                .isEqualTo(2 * Alg.MAX_NESTING + 1);
    }

    @Test
    void groupsThatExpandToFewMovesAreBoundedByTheirWork() {
        // Ten thousand passes over a thousand empty groups expand to one move each but visit ten million nodes.
        String text = "(R" + " ()".repeat(1_000) + ")10000";
        assertThatThrownBy(() -> Alg.parse(text))
                .isInstanceOfSatisfying(NotationException.class, e -> {
                    assertThat(e.reason()).isEqualTo(Reason.TOO_LONG);
                    assertThat(e.getMessage()).contains("repeat too often");
                });
    }

    @Test
    void theLengthIsKnownBeforeTheMovesAreListed() {
        Alg alg = Alg.parse("[((R U)100)10, (F)7]2 [x: (M' U)4]'");
        assertThat(alg.expandedLength()).isEqualTo(2 * 2 * (2000 + 7) + 2 + 8);
        assertThat(alg.moves()).hasSize((int) alg.expandedLength());
        assertThat(alg.depth()).isEqualTo(4);
    }

    @Test
    void theInverseOfADeepTreeIsTheReversedInvertedExpansion() {
        Alg alg = Alg.parse(nestedInvertedGroups(30, "[R U: [F, D'2]] (L B')3'"));
        List<Move> expected = new ArrayList<>();
        for (int i = alg.moves().size() - 1; i >= 0; i--) {
            expected.add(alg.moves().get(i).inverse());
        }
        assertThat(alg.inverse().moves()).isEqualTo(expected);
        assertThat(CubieCube.of(alg.concat(alg.inverse()))).isEqualTo(CubieCube.SOLVED);
    }
}

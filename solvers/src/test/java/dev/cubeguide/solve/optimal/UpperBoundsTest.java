package dev.cubeguide.solve.optimal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.SearchLimits;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveException;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.SolverInfo;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * What the optimal search asks the two-phase solver for before each bound ({@link Search#askBefore}), and how
 * {@link UpperBounds} turns an ask into the two-phase solver's options and keeps the shortest answer.
 */
class UpperBoundsTest {
    private static final CubieCube CUBE = CubieCube.of(Alg.parse("R U F"));

    /** A two-phase stand-in: answers each solve with the next queued solution, and records the options asked. */
    private static final class Scripted implements Solver {
        final Deque<String> answers = new ArrayDeque<>();
        final List<SolveOptions> asked = new ArrayList<>();

        Scripted(String... answers) {
            this.answers.addAll(List.of(answers));
        }

        @Override
        public String name() {
            return "scripted";
        }

        @Override
        public SolverInfo info() {
            return new SolverInfo("scripted", "Scripted (test double)", "queued answers", 20, "-", true);
        }

        @Override
        public Solution solve(CubieCube cube, SolveOptions options) {
            asked.add(options);
            String next = answers.poll();
            if (next == null) {
                throw SolveException.noSolution(name(), options.maxLengthOr(20));
            }
            Alg moves = Alg.parse(next);
            return new Solution(name(), moves, List.of(), false, OptionalInt.empty(), 0, Duration.ZERO);
        }
    }

    @Test
    void belowEighteenMovesTheAskStopsAtTheFirstSolutionAMoveLonger() {
        assertThat(Search.askBefore(17, null, 20)).isEqualTo(new Search.Ask(18, 18));
        assertThat(Search.askBefore(17, new int[20], 20)).isEqualTo(new Search.Ask(18, 18));
        assertThat(Search.askBefore(12, new int[19], 20)).isEqualTo(new Search.Ask(13, 13));
    }

    /** Cube 2 of the random states: the ask for 18 before bound 17 failed; before bound 18 a 19 is no help. */
    @Test
    void fromEighteenMovesTheAskGoesOnForTheBoundItself() {
        assertThat(Search.askBefore(18, new int[20], 20)).isEqualTo(new Search.Ask(19, 18));
        assertThat(Search.askBefore(18, null, 20)).isEqualTo(new Search.Ask(19, 18));
        assertThat(Search.askBefore(19, null, 20)).isEqualTo(new Search.Ask(20, 19));
        assertThat(Search.askBefore(19, null, 19)).isEqualTo(new Search.Ask(19, 19));
    }

    @Test
    void withASolutionAMoveLongerKnownTheAskIsForTheBound() {
        assertThat(Search.askBefore(17, new int[18], 20)).isEqualTo(new Search.Ask(17, 17));
        assertThat(Search.askBefore(18, new int[19], 20)).isEqualTo(new Search.Ask(18, 18));
    }

    @Test
    void theAimBecomesTheTwoPhaseTargetWithinTheBound() {
        Scripted twoPhase = new Scripted("F' U' R' U U' R R'", "F' U' R'");
        UpperBounds bounds = new UpperBounds(CUBE, twoPhase, SolveOptions.defaults(), SearchLimits.NONE);
        assertThat(bounds.best()).hasSize(7);

        int[] found = bounds.within(6, 3, Duration.ofSeconds(2));

        assertThat(found).hasSize(3);
        SolveOptions asked = twoPhase.asked.get(1);
        assertThat(asked.maxLength()).isEqualTo(OptionalInt.of(6));
        assertThat(asked.targetLength()).isEqualTo(OptionalInt.of(3));
        assertThat(asked.timeout()).contains(Duration.ofSeconds(2));
        // Held: a later ask the answer meets does not run the two-phase solver again.
        assertThat(bounds.within(4, 4, Duration.ofSeconds(2))).isSameAs(found);
        assertThat(twoPhase.asked).hasSize(2);
    }

    @Test
    void aLongerAnswerIsKeptOnlyWhenShorterThanTheBestAndReturnedOnlyWithinTheBound() {
        Scripted twoPhase = new Scripted("F' U' R' U U'", "F' U' R' U U' R R'", "F' U' R' U2 U U");
        UpperBounds bounds = new UpperBounds(CUBE, twoPhase, SolveOptions.defaults(), SearchLimits.NONE);

        assertThat(bounds.within(4, 3, Duration.ofSeconds(1))).as("7 moves: none within 4").isNull();
        assertThat(bounds.best()).hasSize(5);
        assertThat(bounds.within(5, 4, Duration.ofMillis(1))).as("too small a budget: the 5 at hand").hasSize(5);
        assertThat(twoPhase.asked).hasSize(2);
        assertThat(bounds.within(5, 4, Duration.ofSeconds(1))).as("a longer 6 is not kept").hasSize(5);
        assertThat(bounds.best()).hasSize(5);
    }

    @Test
    void aFailedOrWrongAnswerCountsAsNone() {
        Scripted twoPhase = new Scripted("F' U' R' U U'", "U R F");
        UpperBounds bounds = new UpperBounds(CUBE, twoPhase, SolveOptions.defaults(), SearchLimits.NONE);

        assertThat(bounds.within(4, 4, Duration.ofSeconds(1))).as("moves that do not solve the cube").isNull();
        assertThat(bounds.within(4, 4, Duration.ofSeconds(1))).as("no solution in time").isNull();
        assertThat(bounds.best()).hasSize(5);
    }
}

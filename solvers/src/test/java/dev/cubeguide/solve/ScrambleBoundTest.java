package dev.cubeguide.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.optimize.MoveOptimizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A cube given as moves is never answered by two-phase or Thistlethwaite with more moves than the scramble
 * (expanded to face turns and optimized, in HTM), and a short scramble gets an optimal solution. Budgets are counted
 * in nodes, so that nothing depends on the machine.
 */
class ScrambleBoundTest {
    private static final Solver TWO_PHASE = TestRegistry.SHARED.get("twophase");
    private static final Solver THISTLETHWAITE = TestRegistry.SHARED.get("thistlethwaite");

    /** Seeded scrambles of 5 to 12 random face turns (never the same face twice in a row). */
    static List<Alg> shortScrambles(long seed, int count) {
        Random random = new Random(seed);
        List<Alg> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            out.add(RandomCubes.randomMoves(random, 5 + i % 8));
        }
        return out;
    }

    @Test
    void theUndoingOfAScrambleIsItsInverseInFaceTurnsOptimized() {
        Alg scramble = Alg.parse("R U R' U' Rw M' x y2 (R U)2 U'");
        Alg undo = MoveOptimizer.undo(scramble);
        assertThat(undo.moves()).allMatch(m -> m.isFaceTurn());
        assertThat(CubieCube.of(scramble).normalized().apply(undo).isSolved()).isTrue();
        assertThat(undo.htm()).isLessThanOrEqualTo(scramble.expandToFaceTurns().htm());
        assertThat(MoveOptimizer.undo(Alg.parse("R R R U U'")).toString()).isEqualTo("R");
    }

    @Test
    void neverLongerThanTheScramble() {
        List<Alg> scrambles = shortScrambles(3210, 48);
        scrambles.add(Alg.parse("R U R' U' F2 D L2 B' U2 R"));
        scrambles.add(Alg.parse("M2 E2 S2"));
        scrambles.add(Alg.parse("Rw U Rw' x y R U2 z"));
        scrambles.add(Alg.parse("R2 L2 U2 D2 F2 B2 R2 L2 U2 D2 F2 B2"));
        for (Alg scramble : scrambles) {
            SolveInput input = SolveInput.ofMoves(scramble, null, SolveOptions.defaults().withThreads(1));
            int bound = MoveOptimizer.undo(scramble).htm();
            for (Solver solver : List.of(TWO_PHASE, THISTLETHWAITE)) {
                for (SolveOptions options : List.of(input.options(),
                        input.options().withDeterministic(true).withBudget(BudgetTest.PAGE_BUDGET))) {
                    Solution s = solver.solve(input.cube(), options);
                    assertThat(input.reachedBy(s)).as("%s solves %s", solver.name(), scramble).isTrue();
                    assertThat(s.length()).as("%s on %s (%s)", solver.name(), scramble, s.moves())
                            .isLessThanOrEqualTo(bound);
                }
            }
        }
    }

    @Test
    void theScrambleAnswersWhenNothingShorterIsFound() {
        // A bound of 5 moves and no room for the search: the scramble undone is the answer, named as such.
        Alg scramble = Alg.parse("R U F D L");
        SolveInput input = SolveInput.ofMoves(scramble, null, SolveOptions.defaults().withMaxLength(5));
        Solution s = THISTLETHWAITE.solve(input.cube(), input.options().withMaxLength(5));
        assertThat(input.reachedBy(s)).isTrue();
        assertThat(s.length()).isLessThanOrEqualTo(5);
        // A known solution that does not solve the cube is ignored.
        Solution ignored = TWO_PHASE.solve(input.cube(), SolveOptions.defaults().withKnownSolution(Alg.parse("U")));
        assertThat(input.reachedBy(ignored)).isTrue();
    }

    @Test
    void shortScramblesAreSolvedOptimallyWithThePagesBudget() {
        // Every answer marked optimal, with the page's budget: the search went through every shorter length.
        int optimal = 0;
        List<Alg> scrambles = shortScrambles(3211, 40);
        for (Alg scramble : scrambles) {
            SolveInput input = SolveInput.ofMoves(scramble, null, BudgetTest.PAGE);
            Solution s = TWO_PHASE.solve(input.cube(), input.options());
            assertThat(input.reachedBy(s)).isTrue();
            optimal += s.optimal() ? 1 : 0;
        }
        assertThat(optimal).isGreaterThanOrEqualTo(scrambles.size() * 95 / 100);
    }

    /**
     * Against the optimal solver: with the page's budget, at least 95% of the answers to 5- to 12-move scrambles are
     * optimal, and every answer the two-phase solver marks optimal is.
     */
    @Test
    @Tag("slow")
    void shortScramblesAreOptimalAsTheOptimalSolverSays() {
        Solver optimal = TestRegistry.SHARED.get("optimal");
        List<Alg> scrambles = shortScrambles(3212, 200);
        int matched = 0;
        for (Alg scramble : scrambles) {
            SolveInput input = SolveInput.ofMoves(scramble, null, BudgetTest.PAGE);
            Solution s = TWO_PHASE.solve(input.cube(), input.options());
            Solution best = optimal.solve(input.cube(), SolveOptions.defaults());
            assertThat(best.optimal()).isTrue();
            assertThat(s.length()).isGreaterThanOrEqualTo(best.length());
            if (s.optimal()) {
                assertThat(s.length()).as("marked optimal: %s for %s", s.moves(), scramble).isEqualTo(best.length());
            }
            matched += s.length() == best.length() ? 1 : 0;
        }
        assertThat(matched).isGreaterThanOrEqualTo(scrambles.size() * 95 / 100);
    }
}

package dev.cubeguide.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.Pattern;
import dev.cubeguide.model.Patterns;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Solving to a pattern: the solution takes the cube to the pattern ({@code target⁻¹ · cube} is what is solved). */
class PatternSolveTest {
    private static final Solver TWO_PHASE = TestRegistry.SHARED.get("twophase");
    private static final Solver THISTLETHWAITE = TestRegistry.SHARED.get("thistlethwaite");
    private static final Solver BEGINNER = TestRegistry.SHARED.get("beginner");

    @Test
    void everyNamedPatternFromTwoHundredSeededCubes() {
        List<CubieCube> cubes = RandomCubes.randomStates(3220, 200);
        for (Pattern pattern : Patterns.named()) {
            SolveOptions options = SolveOptions.defaults().withThreads(1).withTarget(pattern.cube());
            for (CubieCube cube : cubes) {
                Solution s = TWO_PHASE.solve(cube, options);
                assertThat(cube.apply(s.moves())).as("%s to %s", cube, pattern.name()).isEqualTo(pattern.cube());
                assertThat(s.length()).isLessThanOrEqualTo(20);
            }
            for (CubieCube cube : cubes.subList(0, 20)) {
                Solution s = THISTLETHWAITE.solve(cube, options);
                assertThat(cube.apply(s.moves())).as("%s to %s", cube, pattern.name()).isEqualTo(pattern.cube());
            }
        }
    }

    @Test
    void aPatternFromAScrambleWithABudget() {
        SolveInput input = SolveInput.ofMoves(Alg.parse("R U"), "checkerboard", BudgetTest.PAGE);
        Solution s = TWO_PHASE.solve(input.cube(), input.options());
        assertThat(input.reachedBy(s)).isTrue();
        assertThat(input.pattern()).contains(Patterns.byName("checkerboard").orElseThrow().cube());
        // From the pattern itself, nothing to do; from the solved cube, the pattern's own length at most.
        Pattern superflip = Patterns.byName("superflip").orElseThrow();
        assertThat(TWO_PHASE.solve(superflip.cube(), SolveOptions.defaults().withTarget(superflip.cube())).length())
                .isZero();
        assertThat(TWO_PHASE.solve(CubieCube.SOLVED, SolveOptions.defaults().withTarget(superflip.cube())).length())
                .isLessThanOrEqualTo(20);
    }

    @Test
    void theBeginnerSolverRefusesAPatternButNotTheSolvedCube() {
        CubieCube cube = CubieCube.of(Alg.parse("R U F"));
        SolveOptions toCheckerboard = SolveOptions.defaults()
                .withTarget(Patterns.byName("checkerboard").orElseThrow().cube());
        assertThatThrownBy(() -> BEGINNER.solve(cube, toCheckerboard)).isInstanceOfSatisfying(
                CubeGuideException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.BAD_REQUEST);
                    assertThat(e.getMessage()).contains("beginner", "pattern");
                });
        SolveOptions toSolved = SolveOptions.defaults().withTarget(CubieCube.SOLVED);
        assertThat(toSolved.target()).isEmpty();
        assertThat(cube.apply(BEGINNER.solve(cube, toSolved).moves()).isSolved()).isTrue();
    }

    @Test
    @Tag("slow")
    void theOptimalSolverSolvesToAPattern() {
        Solver optimal = TestRegistry.SHARED.get("optimal");
        for (Pattern pattern : Patterns.named()) {
            CubieCube cube = RandomCubes.randomStates(3221, 1).get(0);
            Solution s = optimal.solve(cube, SolveOptions.defaults().withTarget(pattern.cube()));
            assertThat(cube.apply(s.moves())).isEqualTo(pattern.cube());
            assertThat(s.optimal()).isTrue();
        }
    }
}

package dev.cubeguide.link.robot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class RobotTranslatorTest {
    private final RobotTranslator threeJaw = new RobotTranslator(RobotProfiles.builtIn("three-jaw"));

    @Test
    void aFaceTheRobotHoldsIsTurnedDirectly() {
        RobotPlan plan = threeJaw.plan(Alg.parse("R L' D2"));
        assertThat(plan.manoeuvres()).extracting(Manoeuvre::action)
                .containsExactly("turn R +1", "turn L -1", "turn D +2");
        assertThat(plan.totalMs()).isEqualTo(400 + 400 + 700);
        assertThat(plan.rotations()).isZero();
        assertThat(plan.regrips()).isZero();
    }

    @Test
    void aFaceOutOfReachIsBroughtToAJawAndTheEffectIsInTheHeldFrame() {
        RobotPlan plan = threeJaw.plan(Alg.parse("U"));
        assertThat(plan.turns()).isEqualTo(1);
        assertThat(plan.rotations()).isEqualTo(1);
        Manoeuvre turn = plan.manoeuvres().stream().filter(m -> m.kind() == Manoeuvre.Kind.TURN).findFirst()
                .orElseThrow();
        // After x or x' the U centre sits at B or F... the three-jaw must bring U to L, R or D: x2 brings it to D.
        assertThat(List.of("D", "L", "R", "D'", "L'", "R'")).contains(turn.effect().toString().substring(0, 1));
        assertThat(CubieCube.SOLVED.apply(Alg.parse("U'")).apply(plan.effects()).isSolved()).isTrue();
    }

    @Test
    void thePlannerBeatsTheNaiveTranslationOnLongSolutions() {
        Random random = new Random(7);
        long planned = 0;
        long naive = 0;
        for (String name : RobotProfiles.BUILT_IN) {
            RobotTranslator t = new RobotTranslator(RobotProfiles.builtIn(name));
            for (int i = 0; i < 20; i++) {
                Alg solution = RandomCubes.randomMoves(random, 20);
                PlanComparison c = t.compare(solution);
                planned += c.plan().totalMs();
                naive += c.naive().totalMs();
                assertThat(c.savingMs()).isNotNegative();
            }
        }
        assertThat(planned).isLessThan(naive);
    }

    @Test
    void rotationsWideTurnsAndSlicesInASolutionAreFoldedIntoTheFaces() {
        Alg solution = Alg.parse("x Rw M' U y E");
        RobotPlan plan = threeJaw.plan(solution);
        CubieCube scrambled = CubieCube.of(solution.inverse());
        assertThat(scrambled.apply(plan.effects()).isSolved()).isTrue();
        assertThat(new RobotSimulator(threeJaw.profile()).run(scrambled, plan).solved()).isTrue();
    }

    @Test
    void theEmptySolutionNeedsNoAction() {
        assertThat(threeJaw.plan(Alg.EMPTY).manoeuvres()).isEmpty();
    }

    @Test
    void choosingAmongMoreSolutionsIsNeverSlowerAndIncludesTheSingleOne() {
        RobotTranslator twoGripper = new RobotTranslator(RobotProfiles.builtIn("two-gripper"));
        Random random = new Random(11);
        for (int i = 0; i < 30; i++) {
            Alg scramble = RandomCubes.randomMoves(random, 12);
            CubieCube cube = CubieCube.of(scramble);
            // An injected source: the inverse scramble first, then variants that end with extra identities.
            SolutionSource source = (c, count) -> {
                List<Alg> list = new ArrayList<>();
                list.add(scramble.inverse());
                for (int k = 1; k < count; k++) {
                    Alg extra = RandomCubes.randomMoves(new Random(k * 100 + 3), 2);
                    list.add(scramble.inverse().concat(extra).concat(extra.inverse()));
                }
                return count == 1 ? list.subList(0, 1) : list.subList(1, list.size());
            };
            BestPlanChooser chooser = new BestPlanChooser(twoGripper, source);
            BestPlanChooser.Choice one = chooser.choose(cube, 1);
            BestPlanChooser.Choice eight = chooser.choose(cube, 8);
            assertThat(eight.candidates()).contains(one.candidates().get(0));
            assertThat(eight.best().plan().totalMs()).isLessThanOrEqualTo(one.best().plan().totalMs());
        }
    }

    @Test
    void aCandidateThatDoesNotSolveIsSkipped() {
        CubieCube cube = CubieCube.of(Alg.parse("R U"));
        BestPlanChooser chooser = new BestPlanChooser(threeJaw,
                (c, n) -> n == 1 ? List.of(Alg.parse("U' R'")) : List.of(Alg.parse("U R"), Alg.parse("U' R'")));
        BestPlanChooser.Choice choice = chooser.choose(cube, 3);
        assertThat(choice.candidates()).extracting(Alg::toString).containsExactly("U' R'");
        assertThatThrownBy(() -> new BestPlanChooser(threeJaw, (c, n) -> List.of(Alg.parse("U"))).choose(cube, 1))
                .isInstanceOfSatisfying(CubeGuideException.class,
                        e -> assertThat(e.code()).isEqualTo(ErrorCode.NO_SOLUTION));
    }
}

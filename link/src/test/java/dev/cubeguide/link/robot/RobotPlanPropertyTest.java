package dev.cubeguide.link.robot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Move;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The must-show properties on every built-in profile, over seeded random solutions (the inverse of a random
 * scramble of 1..25 moves): the plan simulates to solved with every action possible; replaying the effects alone
 * on an independent cube model solves the cube; every effect is one the profile allows; the plan is never slower
 * than the naive translation, and the naive plan simulates too. 1,000 per profile by default; the full 10,000
 * run with {@code -Pslow}.
 */
class RobotPlanPropertyTest {
    static List<String> profiles() {
        return RobotProfiles.BUILT_IN;
    }

    @ParameterizedTest
    @MethodSource("profiles")
    void randomSolutionsSimulateToSolved(String name) {
        check(name, 1_000, 1);
    }

    @Tag("slow")
    @ParameterizedTest
    @MethodSource("profiles")
    void tenThousandRandomSolutionsSimulateToSolved(String name) {
        check(name, 10_000, 2);
    }

    private static void check(String name, int count, long seed) {
        RobotProfile profile = RobotProfiles.builtIn(name);
        RobotTranslator translator = new RobotTranslator(profile);
        RobotSimulator simulator = new RobotSimulator(profile);
        Set<String> allowed = allowedEffects(profile);
        Random random = new Random(seed * 31 + name.hashCode());
        for (int i = 0; i < count; i++) {
            Alg scramble = RandomCubes.randomMoves(random, 1 + random.nextInt(25));
            CubieCube cube = CubieCube.of(scramble);
            Alg solution = scramble.inverse();
            PlanComparison both = translator.compare(solution);
            RobotPlan plan = both.plan();

            RobotSimulator.Result result = simulator.run(cube, plan);
            assertThat(result.solved()).as("%s: %s", name, solution).isTrue();
            assertThat(result.totalMs()).isEqualTo(plan.totalMs());
            assertThat(simulator.run(cube, both.naive()).solved()).isTrue();

            // Replay the effects alone on the cube model, independently of the robot state.
            assertThat(IndependentReplay.solves(cube, plan.effects())).as("%s: %s", name, solution).isTrue();
            for (Manoeuvre m : plan.manoeuvres()) {
                assertThat(allowed).as("effect of %s", m.action()).contains(m.effect().toString());
            }
            assertThat(plan.turns()).isEqualTo(solution.length());
            assertThat(plan.totalMs()).isLessThanOrEqualTo(both.naive().totalMs());
        }
    }

    /** The effects a profile allows: its motions' effects with their amounts, and the empty effect. */
    static Set<String> allowedEffects(RobotProfile profile) {
        Set<String> set = new HashSet<>();
        set.add("");
        for (RobotProfile.Motion m : profile.motions()) {
            for (int a : m.amounts()) {
                set.add(Move.of(m.layer(), a).toString());
            }
        }
        return set;
    }
}

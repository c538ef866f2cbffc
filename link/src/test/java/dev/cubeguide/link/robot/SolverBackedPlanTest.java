package dev.cubeguide.link.robot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.SolverInfo;
import dev.cubeguide.solve.registry.Solvers;
import dev.cubeguide.testing.TestHome;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** {@code --choose-best} through the {@link Solver} interface: a stand-in solver, and the real two-phase one. */
class SolverBackedPlanTest {
    /** Tables a solver builds go to the build's test folder, never the user's home. */
    @BeforeAll
    static void testHome() {
        TestHome.use();
    }

    /** Gives the inverse of a known scramble, padded differently for each further solution. */
    private static final class StandIn implements Solver {
        private final Alg scramble;

        StandIn(Alg scramble) {
            this.scramble = scramble;
        }

        @Override
        public String name() {
            return "stand-in";
        }

        @Override
        public SolverInfo info() {
            return new SolverInfo("stand-in", "stand-in", "test", 0, "", false);
        }

        @Override
        public Solution solve(CubieCube cube, SolveOptions options) {
            return solution(scramble.inverse());
        }

        @Override
        public List<Solution> solveMany(CubieCube cube, SolveOptions options, int count) {
            List<Solution> out = new ArrayList<>();
            for (int k = 0; k < count; k++) {
                Alg pad = RandomCubes.randomMoves(new Random(k), 1);
                out.add(solution(pad.concat(pad.inverse()).concat(scramble.inverse())));
            }
            return out;
        }

        private static Solution solution(Alg moves) {
            return new Solution("stand-in", moves, List.of(), false, OptionalInt.empty(), 0, Duration.ZERO);
        }
    }

    @Test
    void theSolverAdapterFeedsTheChooser() {
        Alg scramble = Alg.parse("R U2 F' L D B2");
        CubieCube cube = CubieCube.of(scramble);
        for (String name : RobotProfiles.BUILT_IN) {
            RobotTranslator t = new RobotTranslator(RobotProfiles.builtIn(name));
            BestPlanChooser chooser = new BestPlanChooser(t,
                    SolutionSource.of(new StandIn(scramble), SolveOptions.defaults()));
            BestPlanChooser.Choice one = chooser.choose(cube, 1);
            BestPlanChooser.Choice eight = chooser.choose(cube, 8);
            assertThat(one.candidates()).hasSize(1);
            assertThat(eight.candidates().size()).isGreaterThan(1);
            assertThat(eight.best().plan().totalMs()).isLessThanOrEqualTo(one.best().plan().totalMs());
        }
    }

    /** Hidden (random) cubes solved by the two-phase solver: K = 8 never slower than K = 1; effects replay. */
    @Tag("slow")
    @Test
    void twoPhaseChooseBestEightIsNeverWorseThanOneAndReplaysToSolved() {
        Solver twophase = Solvers.get("twophase");
        SolveOptions options = SolveOptions.defaults().withDeterministic(true);
        for (String name : RobotProfiles.BUILT_IN) {
            RobotProfile profile = RobotProfiles.builtIn(name);
            BestPlanChooser chooser = new BestPlanChooser(new RobotTranslator(profile),
                    SolutionSource.of(twophase, options));
            for (CubieCube cube : RandomCubes.randomStates(17, 20)) {
                BestPlanChooser.Choice one = chooser.choose(cube, 1);
                BestPlanChooser.Choice eight = chooser.choose(cube, 8);
                assertThat(eight.best().plan().totalMs()).isLessThanOrEqualTo(one.best().plan().totalMs());
                RobotPlan plan = eight.best().plan();
                assertThat(new RobotSimulator(profile).run(cube, plan).solved()).isTrue();
                assertThat(IndependentReplay.solves(cube, plan.effects())).isTrue();
            }
        }
    }
}

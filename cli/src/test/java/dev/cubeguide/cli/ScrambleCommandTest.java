package dev.cubeguide.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Move;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.TestSolvers;
import dev.cubeguide.solve.registry.SolverRegistry;
import dev.cubeguide.solve.twophase.TwoPhaseSolver;
import dev.cubeguide.testing.StickerSimulator;
import dev.cubeguide.testing.UniformityCheck;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ScrambleCommandTest {

    /**
     * Stands in for a real solver so that the command's own logic (seeding, order, output) can be tested: it
     * answers every state with the empty solution, so the scrambles it gives are NOT real scrambles.
     */
    private static final Solver EMPTY_ANSWERS =
            TestSolvers.of("empty", (cube, options) -> TestSolvers.solution("empty", Alg.EMPTY));

    @Test
    void randomMoveScramblesArePlainLinesOrJson() {
        CliRun plain = CliRun.of("scramble", "--moves", "20", "--count", "5", "--seed", "9");
        assertThat(plain.exit()).isEqualTo(0);
        assertThat(plain.lines()).hasSize(5);
        for (String line : plain.lines()) {
            List<Move> moves = Alg.parse(line).moves();
            assertThat(moves).hasSize(20);
            for (int i = 1; i < moves.size(); i++) {
                assertThat(moves.get(i).face()).isNotEqualTo(moves.get(i - 1).face());
            }
        }
        CliRun json = CliRun.of("scramble", "--moves", "20", "--count", "5", "--seed", "9", "--json");
        assertThat(json.exit()).isEqualTo(0);
        List<JsonNode> nodes = json.json();
        assertThat(nodes).hasSize(5);
        for (int i = 0; i < 5; i++) {
            String scramble = nodes.get(i).get("scramble").asText();
            assertThat(scramble).isEqualTo(plain.lines().get(i));
            assertThat(nodes.get(i).get("facelets").asText()).isEqualTo(StickerSimulator.apply(scramble));
        }
    }

    @Test
    void theSameSeedGivesTheSameScrambles() {
        CliRun a = CliRun.of("scramble", "--moves", "25", "--count", "50", "--seed", "123", "--json");
        CliRun b = CliRun.of("scramble", "--moves", "25", "--count", "50", "--seed", "123", "--json");
        CliRun c = CliRun.of("scramble", "--moves", "25", "--count", "50", "--seed", "124", "--json");
        assertThat(a.out()).isEqualTo(b.out());
        assertThat(a.out()).isNotEqualTo(c.out());
    }

    @Test
    void randomStateIsTheDefaultAndDrawsStatesInSeedOrder() {
        SolverRegistry solvers = CliTestSolvers.REGISTRY.with(SolverRegistry.DEFAULT, EMPTY_ANSWERS);
        CliRun run = CliRun.on(solvers, "scramble", "--seed", "77", "--count", "40", "--json");
        assertThat(run.exit()).isEqualTo(0);
        List<JsonNode> nodes = run.json();
        assertThat(nodes).hasSize(40);
        Random random = new Random(77);
        for (JsonNode node : nodes) {
            assertThat(node.get("facelets").asText()).isEqualTo(RandomCubes.randomScrambleState(random).toFacelets());
            assertThat(node.has("scramble")).isTrue();
        }
        assertThat(CliRun.on(solvers, "scramble", "--seed", "77", "--count", "40", "--json", "--random-state").out())
                .isEqualTo(run.out());
    }

    @Test
    void badOptionsExitTwo() {
        assertThat(CliRun.of("scramble", "--count", "0").exit()).isEqualTo(2);
        assertThat(CliRun.of("scramble", "--moves", "0").exit()).isEqualTo(2);
        CliRun both = CliRun.of("scramble", "--moves", "5", "--random-state");
        assertThat(both.exit()).isEqualTo(2);
        assertThat(both.err()).startsWith("error: BAD_REQUEST: ");
        assertThat(CliRun.of("scramble", "--seed", "x").exit()).isEqualTo(2);
    }

    @Test
    void aFailingSolverIsReportedOnceWithoutAStackTrace() {
        SolverRegistry solvers = CliTestSolvers.REGISTRY.with(SolverRegistry.DEFAULT, TestSolvers.of("broken",
                (cube, options) -> {
                    throw new IllegalStateException("the test solver fails");
                }));
        CliRun run = CliRun.on(solvers, "scramble", "--count", "3");
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("error: INTERNAL: ").contains("the test solver fails");
        assertThat(run.noStackTrace()).isTrue();
    }

    /**
     * The must-show check through the command line with the default solver, two-phase (on the build's shared test
     * tables, so that they are built once per build): 2000 random-state scrambles produce the facelets printed
     * beside them (checked with the independent simulator), are uniform by chi-square, never within a move of
     * solved, and come out the same under the same seed.
     */
    @Test
    void twoThousandRandomStateScramblesAreUniformAndReproducible() {
        assertThat(CliTestSolvers.REGISTRY.defaultSolver()).isInstanceOf(TwoPhaseSolver.class);
        assertTwoThousandScramblesAreUniformAndReproducible();
    }

    private static void assertTwoThousandScramblesAreUniformAndReproducible() {
        CliRun run = CliRun.of("scramble", "--seed", "2026", "--count", "2000", "--json");
        assertThat(run.exit()).isEqualTo(0);
        List<CubieCube> states = new ArrayList<>();
        for (JsonNode node : run.json()) {
            String scramble = node.get("scramble").asText();
            String facelets = StickerSimulator.apply(scramble);
            assertThat(node.get("facelets").asText()).isEqualTo(facelets);
            states.add(CubieCube.fromFacelets(facelets));
        }
        assertThat(states).hasSize(2000);
        UniformityCheck.assertUniform(states);
        assertThat(states).noneMatch(RandomCubes::isWithinOneMove);
        assertThat(CliRun.of("scramble", "--seed", "2026", "--count", "2000", "--json").out()).isEqualTo(run.out());
    }
}

package dev.cubeguide.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Face;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.ShortSolver;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveException;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.SolverInfo;
import dev.cubeguide.solve.SolverTables;
import dev.cubeguide.solve.TestSolvers;
import dev.cubeguide.solve.beginner.BeginnerOptions;
import dev.cubeguide.solve.registry.SolverRegistry;
import dev.cubeguide.solve.thistlethwaite.ThistlethwaiteOptions;
import dev.cubeguide.solve.twophase.TwoPhaseSolver;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableSource;
import dev.cubeguide.testing.RandomAlgs;
import dev.cubeguide.testing.StickerSimulator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SolveCommandTest {
    /** Solves cubes up to three moves from solved (a test double, see ShortSolver). */
    private static final Solver SHORT = new ShortSolver(3);

    /** The test double as "short" and in the default solver's place; the other solvers are real. */
    private SolverRegistry solvers = CliTestSolvers.REGISTRY.with("short", SHORT).with(SolverRegistry.DEFAULT, SHORT);

    @Test
    void solvesAScramble() {
        CliRun run = CliRun.on(solvers, "solve", "R U");
        assertThat(run.exit()).isEqualTo(0);
        assertThat(run.out()).isEqualTo("U' R'\n");
        assertThat(CliRun.on(solvers, "solve", "R", "U").out()).isEqualTo("U' R'\n");
        // A cube turned as a whole is solved as held.
        assertThat(CliRun.on(solvers, "solve", "R y").out()).isEqualTo("F'\n");
        // The empty scramble is the solved cube, whose solution is empty.
        CliRun solved = CliRun.on(solvers, "solve", "");
        assertThat(solved.exit()).isEqualTo(0);
        assertThat(solved.out()).isEqualTo("\n");
    }

    @Test
    void jsonHasTheDesignShape() throws Exception {
        CliRun run = CliRun.on(solvers, "solve", "--json", "R U F");
        assertThat(run.exit()).isEqualTo(0);
        JsonNode node = run.json().get(0);
        assertThat(node.get("solver").asText()).isEqualTo("short");
        assertThat(node.get("input").asText()).isEqualTo(StickerSimulator.apply("R U F"));
        assertThat(node.get("solution").asText()).isEqualTo("F' U' R'");
        assertThat(node.get("length").asInt()).isEqualTo(3);
        assertThat(node.get("metric").asText()).isEqualTo("HTM");
        assertThat(node.get("optimal").asBoolean()).isTrue();
        assertThat(node.get("timeMs").isNumber()).isTrue();
        assertThat(node.get("stages").get(0).get("name").asText()).isEqualTo("search");
        assertThat(node.get("stages").get(0).get("moves").asText()).isEqualTo("F' U' R'");
        List<String> keys = new ArrayList<>();
        node.fieldNames().forEachRemaining(keys::add);
        assertThat(keys).startsWith("solver", "input", "solution", "length", "metric", "optimal", "timeMs", "stages");
    }

    @Test
    void aSolverWithTableSetsNamesTheOneThatAnswered() throws Exception {
        Solver withSets = new Solver() {
            @Override
            public String name() {
                return "short";
            }

            @Override
            public SolverInfo info() {
                return SHORT.info();
            }

            @Override
            public Solution solve(CubieCube cube, SolveOptions options) {
                return SHORT.solve(cube, options);
            }

            @Override
            public SolverTables tables() {
                return new SolverTables() {
                    @Override
                    public List<TableSpec> specs() {
                        return List.of();
                    }

                    @Override
                    public Optional<TableSource> store() {
                        return Optional.empty();
                    }

                    @Override
                    public void prepare(MemoryPolicy policy) {
                    }

                    @Override
                    public List<String> report() {
                        return List.of();
                    }

                    @Override
                    public Optional<String> activeSet() {
                        return Optional.of("large");
                    }
                };
            }
        };
        solvers = CliTestSolvers.REGISTRY.with(SolverRegistry.DEFAULT, withSets);
        JsonNode node = CliRun.on(solvers, "solve", "--json", "R U F").json().get(0);
        assertThat(node.get("table").asText()).isEqualTo("large");
        solvers = CliTestSolvers.REGISTRY.with(SolverRegistry.DEFAULT, SHORT);
        assertThat(CliRun.on(solvers, "solve", "--json", "R U F").json().get(0).has("table")).isFalse();
    }

    @Test
    void solvesAFaceletString() {
        String facelets = StickerSimulator.apply("L2 D'").replace('U', '1').replace('R', '2');
        CliRun run = CliRun.on(solvers, "solve", "--facelets", facelets);
        assertThat(run.exit()).isEqualTo(0);
        assertThat(run.out()).isEqualTo("D L2\n");
    }

    @Test
    void exitCodes() {
        CliRun bad = CliRun.on(solvers, "solve", "R U2 X");
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.err()).startsWith("error: BAD_NOTATION: ");
        CliRun invalid = CliRun.on(solvers, "solve", "--facelets", StickerSimulator.SOLVED.substring(1));
        assertThat(invalid.exit()).isEqualTo(2);
        assertThat(invalid.err()).startsWith("error: BAD_LENGTH: ");
        CliRun tooFar = CliRun.on(solvers, "solve", "R U F D");
        assertThat(tooFar.exit()).isEqualTo(3);
        assertThat(tooFar.err()).startsWith("error: NO_SOLUTION: ");
        CliRun tooFarJson = CliRun.on(solvers, "solve", "--json", "--max-length", "1", "R U");
        assertThat(tooFarJson.exit()).isEqualTo(3);
        assertThat(tooFarJson.json().get(0).get("error").get("code").asText()).isEqualTo("NO_SOLUTION");
        CliRun unknown = CliRun.on(solvers, "solve", "--solver", "nope", "R");
        assertThat(unknown.exit()).isEqualTo(2);
        assertThat(unknown.err()).startsWith("error: BAD_REQUEST: unknown solver 'nope'");
        assertThat(CliRun.on(solvers, "solve").exit()).isEqualTo(2);
        assertThat(CliRun.on(solvers, "solve", "--timeout", "soon", "R").exit()).isEqualTo(2);
        assertThat(CliRun.on(solvers, "solve", "--first-layer", "Q", "R").exit()).isEqualTo(2);
        for (CliRun run : List.of(bad, invalid, tooFar, unknown)) {
            assertThat(run.noStackTrace()).isTrue();
        }
    }

    @Test
    void timeoutExitsThreeAndAWrongAnswerExitsOne() {
        solvers = CliTestSolvers.REGISTRY.with(SolverRegistry.DEFAULT, TestSolvers.of("slow", (cube, options) -> {
            throw SolveException.timeout("slow", 5);
        }));
        CliRun timeout = CliRun.on(solvers, "solve", "--timeout", "5ms", "R");
        assertThat(timeout.exit()).isEqualTo(3);
        assertThat(timeout.err()).startsWith("error: TIMEOUT: ");
        solvers = CliTestSolvers.REGISTRY.with(SolverRegistry.DEFAULT,
                TestSolvers.of("wrong", (cube, options) -> TestSolvers.solution("wrong", Alg.parse("U"))));
        CliRun wrong = CliRun.on(solvers, "solve", "R");
        assertThat(wrong.exit()).isEqualTo(1);
        assertThat(wrong.err()).startsWith("error: INTERNAL: ").contains("does not solve");
        assertThat(wrong.noStackTrace()).isTrue();
    }

    @Test
    void optionsReachTheSolver() {
        AtomicReference<SolveOptions> seen = new AtomicReference<>();
        for (String name : List.of("beginner", SolverRegistry.DEFAULT)) {
            solvers = solvers.with(name, TestSolvers.of(name, (cube, options) -> {
                seen.set(options);
                return SHORT.solve(options.searched(cube), options);
            }));
        }
        assertThat(CliRun.on(solvers, "solve", "--solver", "beginner", "--max-length", "3", "--timeout", "1.5s", "--threads", "2",
                "--deterministic", "--target-length", "2", "--lean", "--first-layer", "U", "--allow-rotations", "R").exit())
                .isEqualTo(0);
        SolveOptions options = seen.get();
        assertThat(options.maxLength()).isEqualTo(OptionalInt.of(3));
        assertThat(options.timeout()).contains(Duration.ofMillis(1500));
        assertThat(options.threads()).isEqualTo(2);
        assertThat(options.deterministic()).isTrue();
        assertThat(options.targetLength()).isEqualTo(OptionalInt.of(2));
        assertThat(options.solverOptions(ThistlethwaiteOptions.class, ThistlethwaiteOptions.DEFAULTS).lean()).isTrue();
        assertThat(options.solverOptions(BeginnerOptions.class, BeginnerOptions.DEFAULTS))
                .isEqualTo(new BeginnerOptions(Face.U, true));
        assertThat(CliRun.on(solvers, "solve", "R").exit()).isEqualTo(0);
        // A scramble is also the known solution, undone: no answer is longer.
        assertThat(seen.get()).isEqualTo(SolveOptions.defaults().withScramble(Alg.parse("R")));
        assertThat(seen.get().knownSolution()).contains(Alg.parse("R'"));
        String pattern = CubieCube.of(Alg.parse("R U")).toFacelets();
        assertThat(CliRun.on(solvers, "solve", "--budget", "300ms", "--to", pattern, "R").exit()).isEqualTo(0);
        assertThat(seen.get().budget()).contains(Duration.ofMillis(300));
        assertThat(seen.get().target()).contains(CubieCube.fromFacelets(pattern));
        assertThat(CliRun.on(solvers, "solve", "--facelets", CubieCube.of(Alg.parse("R")).toFacelets()).exit())
                .isEqualTo(0);
        assertThat(seen.get()).isEqualTo(SolveOptions.defaults());
    }

    @Test
    void batchKeepsInputOrderAndGoesOnAfterBadLines(@TempDir Path dir) throws Exception {
        Random random = new Random(4);
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            lines.add(RandomAlgs.faceTurns(random, random.nextInt(4)));
        }
        lines.set(17, "R U (");
        lines.set(60, "R U F D L"); // too far for the test solver
        Path file = dir.resolve("scrambles.txt");
        Files.write(file, lines);
        CliRun run = CliRun.on(solvers, "solve", "--batch", file.toString(), "--threads", "3");
        assertThat(run.exit()).isEqualTo(0);
        List<JsonNode> nodes = run.json();
        assertThat(nodes).hasSize(200);
        for (int i = 0; i < 200; i++) {
            JsonNode node = nodes.get(i);
            if (i == 17) {
                assertThat(node.get("error").get("code").asText()).isEqualTo("BAD_NOTATION");
            } else if (i == 60) {
                assertThat(node.get("error").get("code").asText()).isEqualTo("NO_SOLUTION");
            } else {
                CubieCube cube = CubieCube.of(Alg.parse(lines.get(i)));
                assertThat(node.get("input").asText()).isEqualTo(cube.toFacelets());
                assertThat(cube.apply(Alg.parse(node.get("solution").asText())).isSolved()).isTrue();
            }
        }
        assertThat(run.err()).contains("2 of 200 lines");
    }

    @Test
    void batchOfFaceletsFromStandardInput() {
        String input = StickerSimulator.apply("R") + "\nnot a cube\n" + StickerSimulator.apply("F2 B") + "\n";
        CliRun run = CliRun.withInput(solvers, input, "solve", "--facelets", "--batch", "-");
        assertThat(run.exit()).isEqualTo(0);
        assertThat(run.json()).hasSize(3);
        assertThat(run.json().get(0).get("solution").asText()).isEqualTo("R'");
        assertThat(run.json().get(1).get("error").get("code").asText()).isEqualTo("BAD_LENGTH");
        assertThat(run.json().get(2).get("solution").asText()).isEqualTo("F2 B'");
    }

    @Test
    void durations() {
        assertThat(Cli.parseDuration("500ms")).isEqualTo(Duration.ofMillis(500));
        assertThat(Cli.parseDuration("2s")).isEqualTo(Duration.ofSeconds(2));
        assertThat(Cli.parseDuration("1.5s")).isEqualTo(Duration.ofMillis(1500));
        assertThat(Cli.parseDuration("1m")).isEqualTo(Duration.ofMinutes(1));
        assertThat(Cli.parseDuration("2h")).isEqualTo(Duration.ofHours(2));
        assertThat(Cli.parseDuration("PT2S")).isEqualTo(Duration.ofSeconds(2));
        assertThat(Cli.parseDuration("pt0.25s")).isEqualTo(Duration.ofMillis(250));
        for (String bad : new String[] {"5", "", "2 days", "-1s", "PT-1S", "s"}) {
            assertThatThrownBy(() -> Cli.parseDuration(bad)).isInstanceOfSatisfying(CubeGuideException.class,
                    e -> assertThat(e.code()).isEqualTo(ErrorCode.BAD_REQUEST));
        }
    }

    /** The issue's examples: a budget finds the ten moves of a ten-move scramble; a pattern is reached. */
    @Test
    void aBudgetAndAPatternWithTheRealSolvers(@TempDir Path dir) throws Exception {
        solvers = CliTestSolvers.REGISTRY;
        CliRun budget = CliRun.on(solvers, "solve", "--budget", "300ms", "--deterministic", "--json",
                "R U R' U' F2 D L2 B' U2 R");
        assertThat(budget.exit()).isEqualTo(0);
        assertThat(budget.json().get(0).get("length").asInt()).isLessThanOrEqualTo(10);
        CliRun toPattern = CliRun.on(solvers, "solve", "--to", "checkerboard", "--json", "R U");
        assertThat(toPattern.exit()).isEqualTo(0);
        JsonNode answer = toPattern.json().get(0);
        List<String> shown = CliRun.on(solvers, "show", "--pattern", "checkerboard").lines();
        String checkerboard = shown.get(shown.size() - 1);
        assertThat(answer.get("target").asText()).isEqualTo(checkerboard);
        List<String> made = CliRun.on(solvers, "show", "R U " + answer.get("solution").asText()).lines();
        assertThat(made.get(made.size() - 1)).isEqualTo(checkerboard);
        for (String solver : List.of("thistlethwaite", "twophase")) {
            CliRun batch = CliRun.withInput(solvers, "R U\nF2 D'\nR U [\n", "solve", "--solver", solver, "--to",
                    "superflip", "--budget", "20ms", "--deterministic", "--batch", "-");
            assertThat(batch.exit()).isEqualTo(0);
            List<JsonNode> lines = batch.json();
            assertThat(lines).hasSize(3);
            for (int i = 0; i < 2; i++) {
                String scramble = i == 0 ? "R U" : "F2 D'";
                assertThat(CubieCube.of(Alg.parse(scramble)).apply(Alg.parse(lines.get(i).get("solution").asText()))
                        .toFacelets()).isEqualTo(lines.get(i).get("target").asText());
            }
            assertThat(lines.get(2).get("error").get("code").asText()).isEqualTo("BAD_NOTATION");
        }
    }

    @Test
    void badBudgetsAndPatternsExitTwo() {
        solvers = CliTestSolvers.REGISTRY;
        CliRun tooLong = CliRun.on(solvers, "solve", "--budget", "61s", "R U");
        assertThat(tooLong.exit()).isEqualTo(2);
        assertThat(tooLong.err()).startsWith("error: BAD_REQUEST: ").contains("budget");
        assertThat(CliRun.on(solvers, "solve", "--budget", "-5ms", "R U").exit()).isEqualTo(2);
        CliRun unknown = CliRun.on(solvers, "solve", "--to", "chessboard", "R U");
        assertThat(unknown.exit()).isEqualTo(2);
        assertThat(unknown.err()).startsWith("error: BAD_REQUEST: ").contains("checkerboard");
        CliRun invalid = CliRun.on(solvers, "solve", "--json", "--to", StickerSimulator.SOLVED.substring(1), "R U");
        assertThat(invalid.exit()).isEqualTo(2);
        assertThat(invalid.err()).startsWith("error: BAD_LENGTH: the target pattern");
        CliRun beginner = CliRun.on(solvers, "solve", "--solver", "beginner", "--to", "checkerboard", "R U");
        assertThat(beginner.exit()).isEqualTo(2);
        assertThat(beginner.err()).contains("beginner").contains("pattern");
        assertThat(CliRun.on(solvers, "solve", "--solver", "beginner", "--to", "solved", "R U").exit()).isEqualTo(0);
        String turned = CubieCube.of(Alg.parse("U2 D2 F2 B2 L2 R2 y")).toFacelets();
        CliRun held = CliRun.on(solvers, "solve", "--to", turned, "R U");
        assertThat(held.exit()).isEqualTo(2);
        assertThat(held.err()).contains("hold the cube turned by y");
        for (CliRun run : List.of(tooLong, unknown, invalid, beginner, held)) {
            assertThat(run.noStackTrace()).isTrue();
        }
    }

    /** Real solvers already on main, through the registry: every answer is checked by the command and here. */
    @Test
    void solvesRandomScramblesWithRealSolvers(@TempDir Path dir) throws Exception {
        solvers = CliTestSolvers.REGISTRY;
        Random random = new Random(1);
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            lines.add(RandomAlgs.text(random, 10, 2));
        }
        lines.set(5, "R U [");
        Path file = dir.resolve("scrambles.txt");
        Files.write(file, lines);
        for (String solver : new String[] {"thistlethwaite", "beginner"}) {
            CliRun run = CliRun.on(solvers, "solve", "--solver", solver, "--batch", file.toString(), "--threads", "2");
            assertThat(run.exit()).isEqualTo(0);
            List<JsonNode> nodes = run.json();
            assertThat(nodes).hasSize(30);
            for (int i = 0; i < lines.size(); i++) {
                JsonNode node = nodes.get(i);
                if (i == 5) {
                    assertThat(node.get("error").get("code").asText()).isEqualTo("BAD_NOTATION");
                    continue;
                }
                assertThat(node.get("solver").asText()).isEqualTo(solver);
                CubieCube cube = CubieCube.of(Alg.parse(lines.get(i)));
                assertThat(cube.apply(Alg.parse(node.get("solution").asText())).isSolved()).as(lines.get(i)).isTrue();
                assertThat(node.get("stages").size()).isGreaterThan(0);
            }
        }
        // Given as facelets, so that the scramble undone (six moves) does not answer in its place.
        CliRun single = CliRun.on(solvers, "solve", "--solver", "thistlethwaite", "--facelets",
                CubieCube.of(Alg.parse("R U R' U' F2 D")).toFacelets());
        assertThat(single.exit()).isEqualTo(0);
        assertThat(CubieCube.of(Alg.parse("R U R' U' F2 D")).apply(Alg.parse(single.lines().get(0))).isSolved()).isTrue();
        assertThat(single.lines()).hasSizeGreaterThan(1); // one line per stage follows the solution
    }

    /** With the default solver, two-phase (on the build's shared test tables). */
    @Test
    void solvesRandomScramblesWithTheDefaultSolver(@TempDir Path dir) throws Exception {
        solvers = CliTestSolvers.REGISTRY;
        assertThat(solvers.defaultSolver()).isSameAs(CliTestSolvers.TWO_PHASE).isInstanceOf(TwoPhaseSolver.class);
        Random random = new Random(1);
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            lines.add(RandomAlgs.text(random, 10, 2));
        }
        Path file = dir.resolve("scrambles.txt");
        Files.write(file, lines);
        CliRun run = CliRun.on(solvers, "solve", "--json", "--batch", file.toString());
        assertThat(run.exit()).isEqualTo(0);
        for (int i = 0; i < lines.size(); i++) {
            JsonNode node = run.json().get(i);
            assertThat(node.get("solver").asText()).isEqualTo("twophase");
            CubieCube cube = CubieCube.of(Alg.parse(lines.get(i)));
            assertThat(cube.apply(Alg.parse(node.get("solution").asText())).isSolved()).isTrue();
            assertThat(node.get("length").asInt()).isLessThanOrEqualTo(20);
        }
        CliRun single = CliRun.on(solvers, "solve", "--json", "R U R' U' F2 D");
        assertThat(single.exit()).isEqualTo(0);
        assertThat(single.json().get(0).get("solver").asText()).isEqualTo("twophase");
    }
}

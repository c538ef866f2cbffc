package dev.cubeguide.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.cubeguide.bench.BenchmarkRunner.SolverRun;
import dev.cubeguide.bench.BenchmarkRunner.Status;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Move;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveException;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.SolverInfo;
import dev.cubeguide.solve.Stage;
import dev.cubeguide.table.Progress;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

class BenchmarkRunnerTest {

    /** Answers cubes made from known scrambles with the inverse scramble; one cube it gets wrong, one times out. */
    private static class LookupSolver implements Solver {
        final Map<CubieCube, Alg> answers = new HashMap<>();
        CubieCube wrong;
        CubieCube slow;
        final String name;

        LookupSolver(String name) {
            this.name = name;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public SolverInfo info() {
            return new SolverInfo(name, name, "test", 100, "", false);
        }

        @Override
        public Solution solve(CubieCube cube, SolveOptions options) {
            if (cube.equals(slow)) {
                throw SolveException.timeout(name, 1);
            }
            Alg moves = cube.equals(wrong) ? Alg.parse("R") : answers.getOrDefault(cube, Alg.EMPTY);
            return new Solution(name, moves, List.of(), false, OptionalInt.empty(), 7, Duration.ZERO);
        }
    }

    private static List<CubieCube> cubes(LookupSolver solver, int count) {
        Random random = new Random(5);
        List<CubieCube> cubes = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Alg scramble = RandomCubes.randomMoves(random, 5 + i % 10);
            CubieCube cube = CubieCube.of(scramble);
            solver.answers.put(cube, scramble.inverse());
            cubes.add(cube);
        }
        return cubes;
    }

    private static BenchmarkRunner.Options options(int count) {
        return new BenchmarkRunner.Options(count, 3, Optional.empty(), 1, OptionalInt.empty(), 2);
    }

    @Test
    void countsSolvedFailedAndTimedOutCubes() {
        LookupSolver solver = new LookupSolver("lookup");
        List<CubieCube> cubes = cubes(solver, 20);
        solver.wrong = cubes.get(3);
        solver.slow = cubes.get(7);
        SolverRun run = BenchmarkRunner.run(solver, options(20), cubes, Progress.NONE);
        assertThat(run.cubes()).hasSize(20);
        assertThat(BenchmarkReport.count(run, Status.SOLVED)).isEqualTo(18);
        assertThat(BenchmarkReport.count(run, Status.FAILED)).isEqualTo(1);
        assertThat(BenchmarkReport.count(run, Status.TIMEOUT)).isEqualTo(1);
        Map<String, Object> json = BenchmarkReport.toMap(run, MachineInfo.current());
        assertThat(json).containsKeys("solver", "count", "seed", "solved", "failed", "timedOut", "moves", "timeMs",
                "nodes", "tableLoadMs", "tables", "machine");
        assertThat(json.get("solved")).isEqualTo(18L);
        @SuppressWarnings("unchecked")
        Map<String, Object> moves = (Map<String, Object>) json.get("moves");
        assertThat(moves).containsKeys("mean", "min", "max", "histogram");
        @SuppressWarnings("unchecked")
        Map<String, Object> time = (Map<String, Object>) json.get("timeMs");
        assertThat(time).containsKeys("median", "p90", "p99", "mean", "max");
    }

    @Test
    void markdownCsvAndPlot() throws Exception {
        LookupSolver a = new LookupSolver("first");
        LookupSolver b = new LookupSolver("second");
        List<CubieCube> cubes = cubes(a, 12);
        b.answers.putAll(a.answers);
        List<SolverRun> runs = List.of(BenchmarkRunner.run(a, options(12), cubes, Progress.NONE),
                BenchmarkRunner.run(b, options(12), cubes, Progress.NONE));
        String markdown = BenchmarkReport.markdown(runs, MachineInfo.current());
        assertThat(markdown).contains("| solver | cubes | solved |").contains("| first | 12 | 12 | 0 |")
                .contains("| second | 12 | 12 | 0 |").contains("Machine:");
        String csv = BenchmarkReport.csv(runs);
        assertThat(csv.split("\n")).hasSize(1 + 24);
        assertThat(csv).startsWith("solver,cube,facelets,status,length,timeMs,nodes,optimal,solution");
        String svg = SvgPlot.render(runs, "test <plot>");
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        Document document = factory.newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        assertThat(document.getDocumentElement().getLocalName()).isEqualTo("svg");
        assertThat(document.getElementsByTagName("polyline").getLength()).isEqualTo(4); // 2 panels x 2 solvers
        assertThat(svg).contains("Solution length").contains("Solve time").contains("first (n=12)")
                .contains("second (n=12)").contains("share of solved cubes");
    }

    @Test
    void stageMovesAreAggregatedByNameAndAddUpToTheMeanLength() {
        // Two stages whose order differs from cube to cube, as the two-phase solver's do (from the inverse, phase 2
        // comes first).
        List<CubieCube> cubes = new ArrayList<>();
        Map<CubieCube, Alg> inverses = new HashMap<>();
        Random random = new Random(8);
        for (int i = 0; i < 6; i++) {
            Alg scramble = RandomCubes.randomMoves(random, 6);
            cubes.add(CubieCube.of(scramble));
            inverses.put(cubes.get(i), scramble.inverse());
        }
        LookupSolver staged = new LookupSolver("staged") {
            @Override
            public Solution solve(CubieCube cube, SolveOptions options) {
                List<Move> moves = inverses.get(cube).moves();
                Stage first = new Stage("first", Alg.of(moves.subList(0, 2)), Optional.empty());
                Stage rest = new Stage("rest", Alg.of(moves.subList(2, moves.size())), Optional.empty());
                List<Stage> stages = cubes.indexOf(cube) % 2 == 0 ? List.of(first, rest) : List.of(rest, first);
                return new Solution("staged", inverses.get(cube), stages, false, OptionalInt.empty(), 0,
                        Duration.ZERO);
            }
        };
        SolverRun run = BenchmarkRunner.run(staged, options(6), cubes, Progress.NONE);
        List<Map<String, Object>> stages = BenchmarkReport.stageMoves(run);
        assertThat(stages).extracting(stage -> stage.get("name")).containsExactly("first", "rest");
        double sum = stages.stream().mapToDouble(stage -> (double) stage.get("meanMoves")).sum();
        assertThat(sum).isCloseTo(BenchmarkReport.lengthStats(run).mean(), within(0.02));
        assertThat(stages.get(0).get("maxMoves")).isEqualTo(2);
    }

    @Test
    void theClockTimesCallsAndPassesAndKeepsFailures() {
        Timing.Timed<String> ok = Timing.call(() -> "done");
        assertThat(ok.value()).isEqualTo("done");
        assertThat(ok.failure()).isNull();
        assertThat(ok.lap().wallNanos()).isNotNegative();
        Timing.Timed<String> failed = Timing.call(() -> {
            throw SolveException.timeout("t", 1);
        });
        assertThat(failed.value()).isNull();
        assertThat(failed.failure()).isInstanceOf(SolveException.class);
        int[] calls = new int[1];
        assertThat(Timing.passes(3, () -> calls[0]++)).hasSize(3);
        Timing.warmUp(4, i -> {
            calls[0]++;
            throw new IllegalStateException("a failed warm-up call is dropped");
        });
        assertThat(calls[0]).isEqualTo(7);
    }

    @Test
    void statsUseNearestRank() {
        Stats stats = Stats.of(new double[] {5, 1, 4, 2, 3, 6, 7, 8, 9, 10});
        assertThat(stats.median()).isEqualTo(5);
        assertThat(stats.p90()).isEqualTo(9);
        assertThat(stats.p99()).isEqualTo(10);
        assertThat(stats.mean()).isEqualTo(5.5);
        assertThat(Stats.of(new double[0]).count()).isZero();
    }

    @Test
    void timeoutsAreCountedNotHidden() {
        LookupSolver solver = new LookupSolver("t");
        List<CubieCube> cubes = cubes(solver, 3);
        solver.slow = cubes.get(0);
        SolverRun run = BenchmarkRunner.run(solver, options(3), cubes, Progress.NONE);
        assertThat(run.cubes().get(0).status()).isEqualTo(Status.TIMEOUT);
        assertThat(ErrorCode.TIMEOUT).isNotNull();
    }
}

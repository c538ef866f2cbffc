package dev.cubeguide.solve.twophase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cubeguide.coord.CoordTables;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.InvalidCubeException;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Move;
import dev.cubeguide.solve.Cancellation;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveException;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.SolverContract;
import dev.cubeguide.solve.Stage;
import dev.cubeguide.table.SharedTestTables;
import dev.cubeguide.table.TableLoadEvent;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TwoPhaseSolverTest extends SolverContract {
    /** One solver over the shared test tables (built once per test run). */
    static final TwoPhaseSolver SOLVER = new TwoPhaseSolver(SharedTestTables.store());
    private static final CubieCube SUPERFLIP = CubieCube.of(
            Alg.parse("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2"));

    @Override
    protected Solver solver() {
        return SOLVER;
    }

    @Override
    protected int randomStateCount() {
        return 2000;
    }

    @Test
    void everySingleMoveIsSolvedByItsInverse() {
        for (int m = 0; m < 18; m++) {
            Solution s = SOLVER.solve(CubieCube.of(Move.ofIndex(m)));
            assertThat(s.moves().moves()).containsExactly(Move.ofIndex(m).inverse());
            assertThat(s.optimal()).isTrue();
        }
    }

    @Test
    void knownPositions() {
        assertThat(SOLVER.solve(CubieCube.SOLVED).moves().isEmpty()).isTrue();
        assertThat(solveAndCheck(SUPERFLIP).length()).isLessThanOrEqualTo(20);
        Solution sixHalfTurns = solveAndCheck(CubieCube.of(Alg.parse("U2 D2 F2 B2 L2 R2")));
        assertThat(sixHalfTurns.length()).isEqualTo(6);
        assertThat(solveAndCheck(CubieCube.of(Alg.parse("R U R' U' F2 D"))).length()).isEqualTo(6);
    }

    @Test
    void stagesAreTheTwoPhases() {
        Solution s = solveAndCheck(RandomCubes.randomState(new Random(1)));
        assertThat(s.stages()).extracting(Stage::name).containsExactlyInAnyOrder("phase 1", "phase 2");
        assertThat(s.optimal()).isFalse();
        assertThat(s.nodes()).isPositive();
    }

    @Test
    void invalidCubesGiveValidationCodes() {
        int[] cp = {0, 1, 2, 3, 4, 5, 6, 7};
        int[] ep = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
        int[] co = new int[8];
        int[] eo = new int[12];
        co[0] = 1;
        assertCode(CubieCube.of(cp, co, ep, eo), ErrorCode.TWISTED_CORNER);
        eo[3] = 1;
        assertCode(CubieCube.of(cp, new int[8], ep, eo), ErrorCode.FLIPPED_EDGE);
        int[] swapped = {1, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
        assertCode(CubieCube.of(cp, new int[8], swapped, new int[12]), ErrorCode.PARITY);
    }

    private static void assertCode(CubieCube cube, ErrorCode code) {
        assertThatThrownBy(() -> SOLVER.solve(cube)).isInstanceOf(InvalidCubeException.class)
                .satisfies(e -> assertThat(((InvalidCubeException) e).code()).isEqualTo(code));
    }

    @Test
    void aTooSmallMaxLengthGivesNoSolution() {
        CubieCube five = CubieCube.of(Alg.parse("R U F D L"));
        assertThatThrownBy(() -> SOLVER.solve(five, SolveOptions.defaults().withMaxLength(3)))
                .isInstanceOf(SolveException.class)
                .satisfies(e -> assertThat(((SolveException) e).code()).isEqualTo(ErrorCode.NO_SOLUTION));
        assertThat(SOLVER.solve(five, SolveOptions.defaults().withMaxLength(5)).length()).isEqualTo(5);
    }

    @Test
    void theTimeoutIsHonoured() {
        // 14 moves is out of reach for almost every random cube: the search must give up at the timeout with the
        // best it has (none) rather than run on.
        CubieCube cube = RandomCubes.randomState(new Random(77));
        SolveOptions options = SolveOptions.defaults().withMaxLength(14).withTimeout(Duration.ofMillis(150));
        try {
            Solution s = SOLVER.solve(cube, options);
            assertThat(s.length()).isLessThanOrEqualTo(14);
        } catch (SolveException e) {
            assertThat(e.code()).isEqualTo(ErrorCode.TIMEOUT);
        }
        // With a timeout and a reachable length, the best solution so far comes back.
        Solution s = SOLVER.solve(cube, SolveOptions.defaults().withTargetLength(10)
                .withTimeout(Duration.ofMillis(100)));
        assertThat(cube.apply(s.moves()).isSolved()).isTrue();
        assertThat(s.length()).isLessThanOrEqualTo(20);
    }

    @Test
    void aCancelledSearchStops() {
        Cancellation cancel = new Cancellation();
        cancel.cancel();
        CubieCube cube = RandomCubes.randomState(new Random(78));
        assertThatThrownBy(() -> SOLVER.solve(cube, SolveOptions.defaults().withMaxLength(14).withCancellation(cancel)))
                .isInstanceOf(SolveException.class)
                .satisfies(e -> assertThat(((SolveException) e).code()).isEqualTo(ErrorCode.TIMEOUT));
    }

    @Test
    void anytimeModeReportsShorterAndShorterSolutions() {
        CubieCube cube = RandomCubes.randomState(new Random(79));
        List<Integer> lengths = new ArrayList<>();
        Solution s = SOLVER.solve(cube, SolveOptions.defaults().withTimeout(Duration.ofMillis(200)).withThreads(1)
                .withOnImprovement(found -> lengths.add(found.length())));
        assertThat(lengths).isNotEmpty();
        for (int i = 1; i < lengths.size(); i++) {
            assertThat(lengths.get(i)).isLessThan(lengths.get(i - 1));
        }
        assertThat(s.length()).isEqualTo(lengths.get(lengths.size() - 1));
        assertThat(cube.apply(s.moves()).isSolved()).isTrue();
    }

    @Test
    void targetLengthIsReachedWhenTimeAllows() {
        CubieCube cube = RandomCubes.randomState(new Random(80));
        Solution s = SOLVER.solve(cube, SolveOptions.defaults().withTargetLength(19)
                .withTimeout(Duration.ofSeconds(20)));
        assertThat(s.length()).isLessThanOrEqualTo(19);
    }

    @Test
    void deterministicModeGivesTheSameAnswerWhateverTheThreadCount() {
        for (CubieCube cube : RandomCubes.randomStates(81, 20)) {
            SolveOptions options = SolveOptions.defaults().withDeterministic(true);
            Solution one = SOLVER.solve(cube, options.withThreads(1));
            Solution four = SOLVER.solve(cube, options.withThreads(4));
            assertThat(four.moves()).isEqualTo(one.moves());
        }
    }

    @Test
    void solveManyReturnsDifferentSolutions() {
        CubieCube cube = RandomCubes.randomState(new Random(82));
        List<Solution> many = SOLVER.solveMany(cube, SolveOptions.defaults(), 5);
        assertThat(many).hasSize(5);
        Set<Alg> distinct = new HashSet<>();
        for (Solution s : many) {
            assertThat(cube.apply(s.moves()).isSolved()).isTrue();
            assertThat(s.length()).isLessThanOrEqualTo(20);
            distinct.add(s.moves());
        }
        assertThat(distinct).hasSize(5);
        for (int i = 1; i < many.size(); i++) {
            assertThat(many.get(i).length()).isGreaterThanOrEqualTo(many.get(i - 1).length());
        }
        assertThat(SOLVER.solveMany(CubieCube.SOLVED, SolveOptions.defaults(), 3)).hasSize(1);
    }

    @Test
    void aLargeMaxLengthIsFine() {
        CubieCube cube = RandomCubes.randomState(new Random(84));
        assertThat(SOLVER.solve(cube, SolveOptions.defaults().withMaxLength(200)).length()).isLessThanOrEqualTo(40);
        List<Solution> many = SOLVER.solveMany(cube, SolveOptions.defaults().withMaxLength(200), 40);
        assertThat(many).hasSize(40);
        for (Solution s : many) {
            assertThat(cube.apply(s.moves()).isSolved()).isTrue();
        }
    }

    @Test
    void infoAndTables() {
        assertThat(SOLVER.info().maxMoves()).isEqualTo(20);
        assertThat(SOLVER.tables().specs()).contains(CoordTables.PHASE1_EXACT, CoordTables.PHASE2_PRUNING, SearchTables.MOVES_SPEC,
                SearchTables.ENDINGS_SPEC);
        SOLVER.tables().prepare(MemoryPolicy.MAPPED);
        assertThat(SOLVER.tables().report()).isNotEmpty();
    }

    @Test
    void aDeletedOrCorruptTableIsRebuiltWithoutACrash(@TempDir Path dir) throws IOException {
        TableStore shared = SharedTestTables.store();
        SOLVER.tables().prepare(MemoryPolicy.MAPPED);
        for (TableSpec spec : SOLVER.tables().specs()) {
            Files.copy(shared.pathOf(spec), dir.resolve(spec.fileName()));
        }
        TableStore store = TableStore.at(dir);
        Files.delete(store.pathOf(CoordTables.TWIST_MOVE));
        Path flip = store.pathOf(CoordTables.FLIP_MOVE);
        byte[] bytes = Files.readAllBytes(flip);
        bytes[100] ^= 1;
        Files.write(flip, bytes);

        TwoPhaseSolver fresh = new TwoPhaseSolver(store);
        CubieCube cube = RandomCubes.randomState(new Random(83));
        Solution s = fresh.solve(cube);
        assertThat(cube.apply(s.moves()).isSolved()).isTrue();
        List<String> rebuilt = store.events().stream().filter(TableLoadEvent::built).map(e -> e.spec().id()).toList();
        assertThat(rebuilt).contains(CoordTables.TWIST_MOVE.id(), CoordTables.FLIP_MOVE.id());
        assertThat(store.verify(CoordTables.FLIP_MOVE)).isEqualTo(TableStore.FileState.PRESENT);
    }
}

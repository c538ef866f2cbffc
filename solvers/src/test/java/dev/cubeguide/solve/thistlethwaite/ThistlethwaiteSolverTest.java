package dev.cubeguide.solve.thistlethwaite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cubeguide.coord.Coordinates;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.InvalidCubeException;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Move;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveException;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.SolverContract;
import dev.cubeguide.solve.Stage;
import dev.cubeguide.solve.TestRegistry;
import dev.cubeguide.table.SharedTestTables;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class ThistlethwaiteSolverTest extends SolverContract {
    private static final int[] PHASE_BOUND = {7, 10, 13, 15};

    @Override
    protected Solver solver() {
        return TestRegistry.SHARED.get("thistlethwaite");
    }

    @Override
    protected int randomStateCount() {
        return 5000;
    }

    @Test
    void infoStatesTheBound() {
        assertThat(solver().info().maxMoves()).isEqualTo(45);
        assertThat(solver().name()).isEqualTo("thistlethwaite");
        assertThat(solver().tables().specs()).hasSize(5);
    }

    /** Each stage stays within its phase's bound and uses only its group's moves, and lands in the next group. */
    @Test
    void everyPhaseStaysInItsBoundAndGroup() {
        List<CubieCube> cubes = RandomCubes.randomStates(4, 1000);
        Tables t = Tables.of(SharedTestTables.store());
        for (CubieCube cube : cubes) {
            Solution solution = solver().solve(cube);
            assertThat(solution.stages()).extracting(Stage::name)
                    .containsExactly("phase 1", "phase 2", "phase 3", "phase 4");
            CubieCube state = cube;
            for (int k = 0; k < 4; k++) {
                Alg moves = solution.stages().get(k).moves();
                assertThat(moves.htm()).as("phase %d of %s", k + 1, solution.moves()).isLessThanOrEqualTo(PHASE_BOUND[k]);
                for (Move move : moves.moves()) {
                    assertThat(inGroup(k, move)).as("%s in phase %d", move, k + 1).isTrue();
                }
                state = state.apply(moves);
                assertThat(reachedGroup(t, k + 1, state)).as("after phase %d of %s", k + 1, solution.moves()).isTrue();
            }
        }
    }

    /** The user's moves allowed in phase k+1 (group G_k): U/D quarter turns leave after phase 1, F/B after 2. */
    static boolean inGroup(int k, Move move) {
        boolean quarter = move.amount() != 2;
        String face = move.face().name();
        switch (k) {
            case 0:
                return true;
            case 1:
                return !quarter || !(face.equals("U") || face.equals("D"));
            case 2:
                return !quarter || face.equals("L") || face.equals("R");
            default:
                return !quarter;
        }
    }

    /** Whether a user cube lies in G_k, tested on the internal coordinates. */
    static boolean reachedGroup(Tables t, int k, CubieCube user) {
        CubieCube c = Frame.toInternal(user);
        int[][] pieces = Frame.arrays(c);
        int[] cp = pieces[0];
        int[] co = pieces[1];
        int[] ep = pieces[2];
        int[] eo = pieces[3];
        boolean g1 = Coordinates.flip(eo) == 0;
        boolean g2 = g1 && Coordinates.twist(co) == 0 && Coords.edgeSet(ep, Coords.E_SLICE_MASK) == t.solvedSlice;
        boolean g3 = g2 && t.cornerG3Of[Coordinates.permutationRank(cp, 0, 8, 0)] >= 0
                && Coords.edgeSet(ep, Coords.M_SLICE_MASK) == t.solvedMSet;
        switch (k) {
            case 1:
                return g1;
            case 2:
                return g2;
            case 3:
                return g3;
            default:
                return c.isSolved();
        }
    }

    @Test
    void meanLengthIsAtMostThirtyAndNeverOverFortyFive() {
        List<CubieCube> cubes = RandomCubes.randomStates(20261122L, 1000);
        int total = 0;
        int max = 0;
        for (CubieCube cube : cubes) {
            int length = solveAndCheck(cube).length();
            total += length;
            max = Math.max(max, length);
        }
        assertThat(total / 1000.0).isLessThanOrEqualTo(30.0);
        assertThat(max).isLessThanOrEqualTo(45);
    }

    @Test
    void manyThreadsShareOneSolver() {
        List<CubieCube> cubes = RandomCubes.randomStates(9, 400);
        List<Solution> solutions = cubes.parallelStream().map(cube -> solver().solve(cube)).toList();
        for (int i = 0; i < cubes.size(); i++) {
            assertThat(cubes.get(i).apply(solutions.get(i).moves()).isSolved()).isTrue();
            assertThat(solutions.get(i).moves()).isEqualTo(solver().solve(cubes.get(i)).moves());
        }
    }

    @Test
    void solveManyGivesDifferentSolutionsShortestFirst() {
        for (CubieCube cube : RandomCubes.randomStates(10, 50)) {
            List<Solution> many = solver().solveMany(cube, SolveOptions.defaults(), 5);
            assertThat(many).hasSizeBetween(1, 5);
            assertThat(many.stream().map(Solution::moves).distinct().count()).isEqualTo(many.size());
            for (int i = 0; i < many.size(); i++) {
                assertThat(cube.apply(many.get(i).moves()).isSolved()).isTrue();
                assertThat(many.get(i).length()).isLessThanOrEqualTo(45);
                if (i > 0) {
                    assertThat(many.get(i).length()).isGreaterThanOrEqualTo(many.get(i - 1).length());
                }
            }
        }
        CubieCube cube = RandomCubes.randomState(new Random(10));
        assertThat(solver().solveMany(cube, SolveOptions.defaults(), 1).get(0).moves())
                .isEqualTo(solver().solve(cube).moves());
        assertThat(solver().solveMany(cube, SolveOptions.defaults(), 5)).hasSizeGreaterThan(1);
    }

    @Test
    void countsNodes() {
        Solution solution = solver().solve(RandomCubes.randomState(new Random(5)));
        assertThat(solution.nodes()).isPositive();
    }

    @Test
    void respectsAMaximumLengthOrSaysNoSolution() {
        CubieCube cube = RandomCubes.randomState(new Random(6));
        int usual = solver().solve(cube).length();
        SolveOptions tighter = SolveOptions.defaults().withMaxLength(usual - 1);
        try {
            Solution shorter = solver().solve(cube, tighter);
            assertThat(shorter.length()).isLessThan(usual);
            assertThat(cube.apply(shorter.moves()).isSolved()).isTrue();
        } catch (SolveException e) {
            assertThat(e.code()).isEqualTo(ErrorCode.NO_SOLUTION);
        }
        assertThatThrownBy(() -> solver().solve(cube, SolveOptions.defaults().withMaxLength(3)))
                .isInstanceOf(SolveException.class)
                .satisfies(e -> assertThat(((SolveException) e).code()).isEqualTo(ErrorCode.NO_SOLUTION));
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void invalidCubesAreRejectedAtOnce() {
        int[] cp = {0, 1, 2, 3, 4, 5, 6, 7};
        int[] ep = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
        int[] twisted = {1, 0, 0, 0, 0, 0, 0, 0};
        int[] flipped = {1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
        int[] swapped = {1, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
        for (boolean lean : new boolean[] {false, true}) {
            SolveOptions options = SolveOptions.defaults().with(new ThistlethwaiteOptions(lean));
            assertThatThrownBy(() -> solver().solve(CubieCube.of(cp, twisted, ep, new int[12]), options))
                    .isInstanceOf(InvalidCubeException.class).hasMessageContaining("twist")
                    .satisfies(e -> assertThat(((InvalidCubeException) e).code()).isEqualTo(ErrorCode.TWISTED_CORNER));
            assertThatThrownBy(() -> solver().solve(CubieCube.of(cp, new int[8], ep, flipped), options))
                    .isInstanceOf(InvalidCubeException.class)
                    .satisfies(e -> assertThat(((InvalidCubeException) e).code()).isEqualTo(ErrorCode.FLIPPED_EDGE));
            assertThatThrownBy(() -> solver().solve(CubieCube.of(cp, new int[8], swapped, new int[12]), options))
                    .isInstanceOf(InvalidCubeException.class)
                    .satisfies(e -> assertThat(((InvalidCubeException) e).code()).isEqualTo(ErrorCode.PARITY));
        }
    }

    @Test
    void leanModeSolvesShortScrambles() {
        Random random = new Random(7);
        SolveOptions lean = SolveOptions.defaults().with(new ThistlethwaiteOptions(true));
        for (int i = 0; i < 12; i++) {
            Alg scramble = RandomCubes.randomMoves(random, 1 + i % 3);
            CubieCube cube = CubieCube.of(scramble);
            Solution solution = solver().solve(cube, lean);
            assertThat(cube.apply(solution.moves()).isSolved()).as("lean solves %s", scramble).isTrue();
            assertThat(solution.stages()).hasSize(4);
            Alg joined = Alg.EMPTY;
            for (Stage stage : solution.stages()) {
                joined = joined.concat(stage.moves());
            }
            assertThat(joined).isEqualTo(solution.moves());
            assertThat(solution.length()).isLessThanOrEqualTo(45);
            if (!cube.isSolved()) {
                assertThat(solution.nodes()).isPositive();
            }
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void leanModeStopsAtItsTimeout() {
        CubieCube cube = RandomCubes.randomState(new Random(8));
        SolveOptions lean = SolveOptions.defaults().with(new ThistlethwaiteOptions(true)).withTimeout(Duration.ofMillis(200));
        assertThatThrownBy(() -> solver().solve(cube, lean)).isInstanceOf(SolveException.class)
                .satisfies(e -> assertThat(((SolveException) e).code()).isEqualTo(ErrorCode.TIMEOUT));
    }

    @Test
    void leanMemoryIsReportedAndSmall() {
        assertThat(ThistlethwaiteSolver.leanMemoryBytes()).isBetween(500, 6656);
        assertThat(solver().tables().report()).anyMatch(line -> line.contains("lean mode"));
    }

    @Test
    void mergesTurnsAcrossPhaseBoundaries() {
        // internal indices: U=0, U2=1, U'=2, D=9, D2=10, R=3, F=6
        int[][] merged = ThistlethwaiteSolver.mergeBoundaries(new int[][] {{3, 0}, {1, 3}, {}, {}});
        assertThat(merged[0]).containsExactly(3, 2);
        assertThat(merged[1]).containsExactly(3);
        // opposite faces commute: "U D" then "U2" gives "U' D"
        merged = ThistlethwaiteSolver.mergeBoundaries(new int[][] {{0, 9}, {1, 6}, {}, {}});
        assertThat(merged[0]).containsExactly(2, 9);
        assertThat(merged[1]).containsExactly(6);
        // a phase emptied by merging passes the merge on: "U" + "" + "U2" over an empty phase
        merged = ThistlethwaiteSolver.mergeBoundaries(new int[][] {{6, 0}, {}, {10, 1}, {}});
        assertThat(merged[0]).containsExactly(6, 2);
        assertThat(merged[2]).containsExactly(10);
        // a full cancellation removes both turns
        merged = ThistlethwaiteSolver.mergeBoundaries(new int[][] {{6, 1}, {1, 3}, {}, {}});
        assertThat(merged[0]).containsExactly(6);
        assertThat(merged[1]).containsExactly(3);
    }
}

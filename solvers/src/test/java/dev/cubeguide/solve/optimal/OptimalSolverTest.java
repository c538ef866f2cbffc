package dev.cubeguide.solve.optimal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
import dev.cubeguide.solve.SolverInfo;
import dev.cubeguide.solve.registry.Solvers;
import dev.cubeguide.solve.twophase.TwoPhaseSolver;
import dev.cubeguide.table.SharedTestTables;
import dev.cubeguide.table.TableStore;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.Random;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The optimal solver: the shared contract, exact lengths on positions whose distance is known (named positions,
 * and random positions of up to 9 moves measured by a test-only bidirectional BFS), the timeout, cancellation and
 * length-limit behaviour. Here on the small instance of the default set's axis table ({@link SmallAxisTables}: the
 * default set's search, its table in seconds); {@link OptimalDefaultSetTest} (slow) runs the same on the real one,
 * with random states and the superflip.
 *
 * <p>The contract runs with a 10-second timeout: its positions include 20-move scrambles of random-state
 * difficulty, which take minutes to solve optimally here. On timeout the solver answers with the two-phase
 * solution marked not optimal, which the contract accepts. For the same reason the contract's random-state test
 * uses 3 states instead of 2,000 (each costs a timeout); the optimality of random states is checked in the slow tests.
 */
class OptimalSolverTest extends SolverContract {
    /** The two-phase solver on the shared test store (never the default store: no test builds tables at home). */
    static final Solver TWO_PHASE = new TwoPhaseSolver(SharedTestTables.store());
    private static BidirectionalBfs bfs;

    /**
     * Both solvers' tables loaded before any test: the contract's 10-second limit is the search's, and on a busy
     * machine loading the two-phase tables on first use could eat the reserve in which the fallback answers.
     */
    @BeforeAll
    static void loadTables() {
        new OptimalSolver(SharedTestTables.store(), TWO_PHASE, SmallAxisTables.tables()).tables()
                .prepare(MemoryPolicy.ADAPTIVE);
    }

    /** The axis tables searched: here the small instance ({@link SmallAxisTables}); the real default set's in slow. */
    OptimalTables searchedTables() {
        return SmallAxisTables.tables();
    }

    /** The solver under test, with {@code fallback} as its two-phase solver. */
    OptimalSolver solverWith(Solver fallback) {
        return new OptimalSolver(SharedTestTables.store(), fallback, searchedTables());
    }

    /**
     * A depth at which a random state's iteration is millions of nodes but which the search reaches within a second:
     * with the small instance's weaker bound (root bound 11 for the cube of {@link #aStopUnwindsTheWholeSearchAtOnce}),
     * depth 15 begins after 0.4 s and its iteration is 9 million nodes; with the real default set's, depth 16.
     */
    int deepIterationDepth() {
        return 15;
    }

    @Override
    protected Solver solver() {
        return solverWith(TWO_PHASE);
    }

    @Override
    protected SolveOptions options() {
        return SolveOptions.defaults().withTimeout(Duration.ofSeconds(10));
    }

    @Override
    protected int randomStateCount() {
        return 3;
    }

    private static synchronized BidirectionalBfs bfs() {
        if (bfs == null) {
            bfs = new BidirectionalBfs();
        }
        return bfs;
    }

    Solution solveOptimally(CubieCube cube) {
        Solution s = solver().solve(cube, SolveOptions.defaults());
        assertThat(cube.apply(s.moves()).isSolved()).as("solves %s", cube).isTrue();
        assertThat(s.optimal()).isTrue();
        assertThat(s.solver()).isEqualTo("optimal");
        return s;
    }

    static final String SUPERFLIP = "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2";

    @Test
    void namedPositionsHaveTheirKnownLengths() {
        assertThat(solveOptimally(CubieCube.SOLVED).length()).isZero();
        for (int m = 0; m < 18; m++) {
            assertThat(solveOptimally(CubieCube.of(Move.ofIndex(m))).length()).isEqualTo(1);
        }
        assertThat(solveOptimally(CubieCube.of(Alg.parse("R U R' U'"))).length()).isEqualTo(4);
        assertThat(solveOptimally(CubieCube.of(Alg.parse("U2 D2 F2 B2 L2 R2"))).length()).isEqualTo(6);
        assertThat(solveOptimally(CubieCube.of(Alg.parse("R U R' U R U2 R'"))).length()).isEqualTo(7);
        assertThat(solveOptimally(CubieCube.of(Alg.parse("F R U R' U' F'"))).length()).isEqualTo(6);
        CubieCube sixSpot = CubieCube.of(Alg.parse("U D' R L' F B' U D'"));
        assertThat(solveOptimally(sixSpot).length()).isEqualTo(bfs().distance(sixSpot));
    }

    /**
     * A symmetric cube searches one task per class of first-move pairs under its symmetries: none skipped for a
     * cube without symmetry, most for the superflip (48 symmetries), and symmetric positions still come out at
     * their exact length on one thread and on several.
     */
    @Test
    void symmetricCubesSkipTheTasksTheirSymmetriesRepeat() {
        for (CubieCube c : RandomCubes.randomStates(5, 20)) {
            assertThat(Search.repeatedTasks(c)).doesNotContain(true);
        }
        boolean[] superflip = Search.repeatedTasks(CubieCube.of(Alg.parse(SUPERFLIP)));
        int kept = 0;
        for (boolean repeated : superflip) {
            kept += repeated ? 0 : 1;
        }
        assertThat(superflip).hasSize(243);
        assertThat(kept).isEqualTo(9);
        CubieCube checkerboard = CubieCube.of(Alg.parse("U2 D2 F2 B2 L2 R2"));
        assertThat(Search.repeatedTasks(checkerboard)).contains(true);
        CubieCube sixSpot = CubieCube.of(Alg.parse("U D' R L' F B' U D'"));
        assertThat(Search.repeatedTasks(sixSpot)).contains(true);
        for (int threads : new int[] {1, 2}) {
            for (CubieCube c : List.of(checkerboard, sixSpot)) {
                Solution s = solver().solve(c, SolveOptions.defaults().withThreads(threads));
                assertThat(c.apply(s.moves()).isSolved()).isTrue();
                assertThat(s.optimal()).isTrue();
                assertThat(s.length()).isEqualTo(c == checkerboard ? 6 : bfs().distance(c));
            }
        }
    }

    @Test
    void randomPositionsOfUpToNineMovesComeOutAtTheirBfsDistance() {
        Random random = new Random(20261121L);
        int checked = 0;
        for (int length = 3; length <= 9; length++) {
            for (int k = 0; k < 2; k++) {
                CubieCube cube = CubieCube.of(RandomCubes.randomMoves(random, length));
                int distance = bfs().distance(cube);
                assertThat(distance).isBetween(0, length);
                assertThat(solveOptimally(cube).length()).as("optimal length of %s", cube.toFacelets())
                        .isEqualTo(distance);
                checked++;
            }
        }
        assertThat(checked).isEqualTo(14);
    }

    /**
     * The search reads the heap copy's arrays ({@code MemoryPolicy.HEAP}) as it reads the mapped parts: seeded cubes
     * of up to 9 moves come out at their distance on one thread and on two.
     */
    @Test
    void theHeapCopyIsSearchedAsTheMappedPartsAre() {
        Random random = new Random(20261203L);
        OptimalSolver inHeap = new OptimalSolver(SharedTestTables.store(), null, SmallAxisTables.tablesInHeap());
        for (int i = 0; i < 12; i++) {
            CubieCube cube = CubieCube.of(RandomCubes.randomMoves(random, 4 + i % 6));
            int distance = bfs().distance(cube);
            for (int threads = 1; threads <= 2; threads++) {
                Solution s = inHeap.solve(cube, SolveOptions.defaults().withThreads(threads));
                assertThat(cube.apply(s.moves()).isSolved()).isTrue();
                assertThat(s.length()).as("cube %d, %d threads", i, threads).isEqualTo(distance);
                assertThat(s.optimal()).isTrue();
            }
        }
    }

    @Test
    void theRootLowerBoundNeverExceedsTheDistance() {
        Random random = new Random(7);
        List<CubieCube> cubes = new ArrayList<>();
        List<Integer> distances = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            CubieCube cube = CubieCube.of(RandomCubes.randomMoves(random, 1 + i % 9));
            cubes.add(cube);
            distances.add(bfs().distance(cube));
        }
        List<int[]> bounds = OptimalSolver.rootBounds(searchedTables(), cubes);
        for (int i = 0; i < cubes.size(); i++) {
            assertThat(bounds.get(i)[4]).as("bound of cube %d", i).isLessThanOrEqualTo(distances.get(i));
        }
    }

    @Test
    void theThreeAxesAreTheThreeDifferentSubgroups() {
        List<int[]> bounds = OptimalSolver.rootBounds(searchedTables(),
                List.of(CubieCube.of(Alg.parse("U")), CubieCube.of(Alg.parse("R")), CubieCube.of(Alg.parse("F")),
                        CubieCube.of(Alg.parse("D2")), CubieCube.of(Alg.parse("F2")), CubieCube.of(Alg.parse("F2 B2"))));
        // A quarter turn lies in the goal of its own axis only.
        assertThat(bounds.get(0)).startsWith(0, 1, 1);
        assertThat(bounds.get(1)).startsWith(1, 0, 1);
        assertThat(bounds.get(2)).startsWith(1, 1, 0);
        // A half turn lies in its own axis's goal, and in Reid's phase-1 goal of the others, but moves corners out of
        // their split there: exactly 1 away, which the default set's 2-bit table (exact from 10 on) reads as the
        // phase-1 distance, 0, a lower bound.
        assertThat(bounds.get(3)).startsWith(0).satisfies(b -> assertThat(b[1]).isBetween(0, 1),
                b -> assertThat(b[2]).isBetween(0, 1));
        assertThat(bounds.get(4)).satisfies(b -> assertThat(b[0]).isBetween(0, 1),
                b -> assertThat(b[1]).isBetween(0, 1), b -> assertThat(b[2]).isZero());
        // Half turns of the F and B faces are in the phase-1 goals of all three axes.
        assertThat(bounds.get(5)).startsWith(0, 0, 0);
    }

    @Test
    void theCornerClassStepAgreesWithTheRawCornerMoveTable() {
        OptimalTables t = searchedTables();
        Random random = new Random(7);
        for (int walk = 0; walk < 200; walk++) {
            int cp = 0;
            int entry = t.cornerClassSym(0);
            for (int step = 0; step < 30; step++) {
                int m = random.nextInt(18);
                cp = t.cornerMove[cp * 18 + m];
                entry = t.cornerStep(entry, m);
                // The class must agree; the symmetry may differ by one that fixes the representative.
                assertThat(entry >>> 4).isEqualTo(t.cornerClassSym(cp) >>> 4);
                int twist = random.nextInt(2187);
                assertThat(t.cornerDistanceOf(entry, twist)).isEqualTo(t.cornerDistance(cp, twist));
            }
        }
    }

    @Test
    void theAnswerDoesNotDependOnTheThreadCount() {
        CubieCube cube = CubieCube.of(RandomCubes.randomMoves(new Random(3), 11));
        SolveOptions deterministic = SolveOptions.defaults().withDeterministic(true);
        Solution one = solver().solve(cube, deterministic.withThreads(1));
        Solution two = solver().solve(cube, deterministic.withThreads(2));
        Solution three = solver().solve(cube, deterministic.withThreads(3));
        assertThat(two.moves()).isEqualTo(one.moves());
        assertThat(three.moves()).isEqualTo(one.moves());
        assertThat(one.nodes()).isPositive();
    }

    @Test
    void progressNamesTheDepthAndTheNodeRate() {
        List<String> lines = new CopyOnWriteArrayList<>();
        solver().solve(CubieCube.of(RandomCubes.randomMoves(new Random(4), 10)),
                SolveOptions.defaults().withOnProgress(lines::add));
        assertThat(lines).isNotEmpty();
        assertThat(lines.get(lines.size() - 1)).contains("depth").contains("nodes/s");
    }

    @Test
    void aLengthLimitBelowTheOptimumIsNoSolution() {
        assertThatThrownBy(() -> solver().solve(CubieCube.of(Alg.parse("R U R' U'")),
                SolveOptions.defaults().withMaxLength(3)))
                .isInstanceOf(SolveException.class)
                .extracting(e -> ((SolveException) e).code()).isEqualTo(ErrorCode.NO_SOLUTION);
        assertThat(solver().solve(CubieCube.of(Alg.parse("R U R' U'")), SolveOptions.defaults().withMaxLength(4))
                .length()).isEqualTo(4);
    }

    @Test
    void aTimeoutReportsTheBoundProvenSoFar() {
        CubieCube cube = RandomCubes.randomStates(99, 1).get(0);
        try {
            Solution s = solver().solve(cube, SolveOptions.defaults().withTimeout(Duration.ofMillis(300)));
            // The two-phase fallback: a solution, not proven optimal, with the proven bound.
            assertThat(cube.apply(s.moves()).isSolved()).isTrue();
            assertThat(s.lowerBound()).isPresent();
            assertThat(s.optimal()).isEqualTo(s.length() <= s.lowerBound().getAsInt());
            assertThat(s.optimal() || s.lowerBound().isPresent()).isTrue();
        } catch (SolveException e) {
            assertThat(e.code()).isEqualTo(ErrorCode.TIMEOUT);
            assertThat(e.getMessage()).contains("no solution shorter than");
            assertThat((Integer) e.detail().get("lowerBound")).isBetween(10, 20);
        }
    }

    /**
     * Unless a deterministic answer is asked for, a solution from the two-phase solver is proved instead of found:
     * once every shorter bound is searched, the last bound is skipped, and the answer is that solution.
     */
    @Test
    void aTwoPhaseSolutionOfTheOptimalLengthIsProvedInsteadOfSearchedFor() {
        // A cube whose optimal solution has two opposite-face turns side by side: swapped, they make another
        // optimal solution that the search itself never gives (it turns U before D, R before L, F before B).
        CubieCube cube = null;
        Solution searched = null;
        Alg other = null;
        for (int seed = 21; other == null; seed++) {
            cube = CubieCube.of(RandomCubes.randomMoves(new Random(seed), 12));
            searched = solver().solve(cube, SolveOptions.defaults().withDeterministic(true));
            int[] moves = searched.moves().toIndices();
            for (int i = 0; i + 1 < moves.length && other == null; i++) {
                if (moves[i + 1] / 3 == moves[i] / 3 + 3) {
                    int first = moves[i];
                    moves[i] = moves[i + 1];
                    moves[i + 1] = first;
                    other = Alg.ofIndices(moves, moves.length);
                }
            }
        }
        assertThat(other).isNotEqualTo(searched.moves());
        assertThat(cube.apply(other).isSolved()).isTrue();
        List<String> progress = new CopyOnWriteArrayList<>();
        Solution proved = solverWith(answering(other)).solve(cube,
                SolveOptions.defaults().withOnProgress(progress::add));
        assertThat(proved.moves()).isEqualTo(other);
        assertThat(proved.optimal()).isTrue();
        assertThat(proved.lowerBound()).hasValue(searched.length());
        assertThat(proved.nodes()).isLessThan(searched.nodes());
        // Asked for one move more than the bound about to be searched, the two-phase solver gave its solution before
        // the last bound below it: once that bound held none, the solution was proven, and its own bound never began.
        int length = searched.length();
        assertThat(progress).noneMatch(line -> line.contains("searching depth " + length + ","))
                .anyMatch(line -> line.contains("searching depth " + (length - 1) + ",") && line.endsWith("; none of "
                        + (length - 1) + " moves, so the two-phase solver's " + length + "-move solution is optimal"));
        // Deterministic: the search's own answer, the two-phase solver not asked.
        Solution again = solverWith(answering(other)).solve(cube,
                SolveOptions.defaults().withDeterministic(true));
        assertThat(again.moves()).isEqualTo(searched.moves());
        assertThat(again.nodes()).isGreaterThan(proved.nodes());
    }

    /** A longer two-phase solution proves nothing: the search goes on to the optimum. */
    @Test
    void aLongerTwoPhaseSolutionDoesNotEndTheSearch() {
        CubieCube cube = CubieCube.of(RandomCubes.randomMoves(new Random(22), 12));
        Solution searched = solver().solve(cube, SolveOptions.defaults().withDeterministic(true));
        Alg longer = Alg.parse(searched.moves() + " U U'");
        Solution s = solverWith(answering(longer)).solve(cube,
                SolveOptions.defaults());
        assertThat(s.moves()).isEqualTo(searched.moves());
        assertThat(s.optimal()).isTrue();
    }

    /** A two-phase solution one move past the length limit is never the answer, even once the limit is searched. */
    @Test
    void aTwoPhaseSolutionPastTheLengthLimitIsNotAnswered() {
        CubieCube cube = CubieCube.of(RandomCubes.randomMoves(new Random(22), 12));
        Solution searched = solver().solve(cube, SolveOptions.defaults().withDeterministic(true));
        Solver stub = answering(searched.moves());
        assertThatThrownBy(() -> solverWith(stub).solve(cube,
                SolveOptions.defaults().withMaxLength(searched.length() - 1)))
                .isInstanceOfSatisfying(SolveException.class,
                        e -> assertThat(e.code()).isEqualTo(ErrorCode.NO_SOLUTION));
    }

    /** A stand-in two-phase solver that answers {@code moves} whenever they fit the length limit (else none). */
    private static Solver answering(Alg moves) {
        return new Solver() {
            @Override
            public String name() {
                return "stub";
            }

            @Override
            public SolverInfo info() {
                return new SolverInfo("stub", "stub", "a fixed answer", 25, "", false);
            }

            @Override
            public Solution solve(CubieCube c, SolveOptions o) {
                if (moves.length() > o.maxLengthOr(20)) {
                    throw SolveException.noSolution("stub", o.maxLengthOr(20));
                }
                return new Solution("stub", moves, List.of(), false, OptionalInt.empty(), 0, Duration.ZERO);
            }
        };
    }

    @Test
    void onTimeoutTheFallbackAnswersMarkedNotOptimalWithTheProvenBound() {
        Alg scramble = RandomCubes.randomMoves(new Random(12), 25);
        CubieCube cube = CubieCube.of(scramble);
        Solver stub = answering(scramble.inverse());
        Solver withFallback = solverWith(stub);
        Solution s = withFallback.solve(cube, SolveOptions.defaults().withTimeout(Duration.ofMillis(200))
                .withMaxLength(25));
        assertThat(s.solver()).isEqualTo("optimal");
        assertThat(s.moves()).isEqualTo(scramble.inverse());
        assertThat(s.optimal()).isFalse();
        assertThat(s.lowerBound().getAsInt()).isBetween(8, 20);
        assertThat(s.optimal()).isFalse();
        assertThat(s.lowerBound()).isPresent();
    }

    @Test
    void theRegistryHasTheOptimalSolver() {
        assertThat(Solvers.get("optimal")).isInstanceOf(OptimalSolver.class);
        assertThat(Solvers.get("optimal").info().optimal()).isTrue();
        assertThat(solver().tables().specs()).isNotEmpty();
    }

    @Test
    void cancellationStopsTheSearch() {
        Cancellation flag = new Cancellation();
        flag.cancel();
        CubieCube cube = RandomCubes.randomStates(98, 1).get(0);
        long start = System.nanoTime();
        try {
            Solution s = solver().solve(cube, SolveOptions.defaults().withCancellation(flag));
            assertThat(cube.apply(s.moves()).isSolved()).isTrue();
        } catch (SolveException e) {
            assertThat(e.code()).isEqualTo(ErrorCode.TIMEOUT);
        }
        assertThat(System.nanoTime() - start).isLessThan(Duration.ofSeconds(60).toNanos());
    }

    /**
     * A stop must unwind every level of the depth-first search at once. Cancelled as a deep iteration begins
     * ({@link #deepIterationDepth}), the search may look at only a few thousand more nodes (one check interval per
     * level), not finish the whole iteration, which for a random state is millions of nodes.
     */
    @Test
    void aStopUnwindsTheWholeSearchAtOnce() {
        Cancellation flag = new Cancellation();
        AtomicLong nodesAtStop = new AtomicLong(-1);
        int deep = deepIterationDepth();
        Pattern line = Pattern.compile("searching depth (\\d+), ([\\d,]+) nodes");
        SolveOptions options = SolveOptions.defaults().withThreads(1).withCancellation(flag).withOnProgress(text -> {
            Matcher m = line.matcher(text);
            if (m.find() && Integer.parseInt(m.group(1)) >= deep && nodesAtStop.get() < 0) {
                nodesAtStop.set(Long.parseLong(m.group(2).replace(",", "")));
                flag.cancel();
            }
        });
        CubieCube cube = RandomCubes.randomStates(98, 1).get(0);
        long nodes;
        try {
            nodes = solver().solve(cube, options).nodes();
        } catch (SolveException e) {
            nodes = ((Number) e.detail().get("nodes")).longValue();
        }
        assertThat(nodesAtStop.get()).as("the search reached depth %d", deep).isPositive();
        assertThat(nodes - nodesAtStop.get()).isLessThan(200_000L);
    }

    @Test
    void anUnsolvableCubeIsRejectedWithItsReason() {
        int[] co = new int[8];
        co[0] = 1;
        CubieCube twisted = CubieCube.of(new int[] {0, 1, 2, 3, 4, 5, 6, 7}, co,
                new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, new int[12]);
        assertThatThrownBy(() -> solver().solve(twisted, SolveOptions.defaults()))
                .isInstanceOf(InvalidCubeException.class)
                .extracting(e -> ((InvalidCubeException) e).code()).isEqualTo(ErrorCode.TWISTED_CORNER);
    }

    @Test
    void neverLongerThanTheTwoPhaseSolver() {
        Random random = new Random(11);
        for (int i = 0; i < 4; i++) {
            CubieCube cube = CubieCube.of(RandomCubes.randomMoves(random, 12));
            Solution optimal = solveOptimally(cube);
            Solution twoPhase = TWO_PHASE.solve(cube);
            assertThat(optimal.length()).isLessThanOrEqualTo(twoPhase.length());
        }
    }
}

package dev.cubeguide.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.solve.thistlethwaite.ThistlethwaiteSolver;
import dev.cubeguide.solve.twophase.TwoPhaseSolver;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The budget: how long the two-phase and Thistlethwaite solvers go on looking for a shorter solution. Counted in
 * search nodes ({@code deterministic}) wherever a figure is checked, so that nothing depends on the machine's speed
 * or load; the clock's budget is checked with a clock the test drives, and timed for real only in the slow profile.
 */
class BudgetTest {
    private static final Solver TWO_PHASE = TestRegistry.SHARED.get("twophase");
    private static final Solver THISTLETHWAITE = TestRegistry.SHARED.get("thistlethwaite");
    /** The page's budget. */
    static final Duration PAGE_BUDGET = Duration.ofMillis(300);
    /** The page's budget in search nodes: the same answers on any machine. */
    static final SolveOptions PAGE = SolveOptions.defaults().withThreads(1).withDeterministic(true)
            .withBudget(PAGE_BUDGET);

    @Test
    void aBudgetFindsShorterSolutionsThatStillSolve() {
        List<CubieCube> cubes = RandomCubes.randomStates(3201, 6);
        int fast = 0;
        int budgeted = 0;
        for (CubieCube cube : cubes) {
            Solution first = TWO_PHASE.solve(cube, SolveOptions.defaults().withThreads(1));
            Solution best = TWO_PHASE.solve(cube, PAGE);
            assertThat(cube.apply(best.moves()).isSolved()).as("%s solves %s", best.moves(), cube).isTrue();
            assertThat(best.length()).isLessThanOrEqualTo(first.length());
            fast += first.length();
            budgeted += best.length();
        }
        // About 19.8 moves at once and 18.2 with the page's budget, on average.
        assertThat(budgeted).isLessThanOrEqualTo(fast - cubes.size());
        assertThat(budgeted / (double) cubes.size()).isLessThanOrEqualTo(18.8);
    }

    @Test
    void aDeterministicBudgetGivesTheSameAnswerEveryTime() {
        CubieCube cube = RandomCubes.randomStates(3202, 1).get(0);
        SolveOptions options = PAGE.withBudget(Duration.ofMillis(40));
        Solution once = TWO_PHASE.solve(cube, options);
        assertThat(TWO_PHASE.solve(cube, options.withThreads(2)).moves()).isEqualTo(once.moves());
        Solution again = THISTLETHWAITE.solve(cube, options);
        assertThat(THISTLETHWAITE.solve(cube, options).moves()).isEqualTo(again.moves());
    }

    @Test
    void aDeterministicBudgetIsRespectedWithinTwentyMilliseconds() {
        // Counted in nodes at the solver's rate, the search stops within 20 ms' worth of nodes of its budget.
        long budgetNodes = 60 * TwoPhaseSolver.BUDGET_NODES_PER_MS;
        for (CubieCube cube : RandomCubes.randomStates(3203, 3)) {
            Solution s = TWO_PHASE.solve(cube, PAGE.withBudget(Duration.ofMillis(60)));
            assertThat(s.nodes()).isLessThanOrEqualTo(budgetNodes + 20 * TwoPhaseSolver.BUDGET_NODES_PER_MS);
        }
    }

    @Test
    void theClockBudgetStopsTheSearchAtItsFirstLookPastTheEnd() {
        // A clock that moves on a millisecond each time it is read: the search stops at its first look past the
        // budget's end, whatever the machine's speed.
        for (Solver solver : List.of(TWO_PHASE, THISTLETHWAITE)) {
            AtomicLong now = new AtomicLong();
            AtomicLong readsPastEnd = new AtomicLong();
            long budgetNanos = PAGE_BUDGET.toNanos();
            SolveOptions ticking = SolveOptions.defaults().withThreads(1).withBudget(PAGE_BUDGET).withClock(() -> {
                long t = now.addAndGet(1_000_000);
                if (t > budgetNanos + 1_000_000) {
                    readsPastEnd.incrementAndGet();
                }
                return t;
            });
            CubieCube cube = RandomCubes.randomStates(3204, 1).get(0);
            Solution s = solver.solve(cube, ticking);
            assertThat(cube.apply(s.moves()).isSolved()).isTrue();
            assertThat(now.get()).as(solver.name()).isGreaterThan(budgetNanos);
            assertThat(readsPastEnd.get()).as(solver.name()).isLessThanOrEqualTo(1);
        }
    }

    @Test
    void aBudgetStopsAtAProvenOptimalSolution() {
        // Ten moves, which the search proves optimal long before the budget ends.
        CubieCube cube = CubieCube.of(dev.cubeguide.notation.Alg.parse("R U R' U' F2 D L2 B' U2 R"));
        Solution s = TWO_PHASE.solve(cube, SolveOptions.defaults().withThreads(1).withDeterministic(true)
                .withBudget(Duration.ofSeconds(60)));
        assertThat(s.length()).isLessThanOrEqualTo(10);
        assertThat(s.optimal()).isTrue();
        assertThat(s.nodes()).isLessThan(60_000 * TwoPhaseSolver.BUDGET_NODES_PER_MS / 10);
    }

    @Test
    void aTargetLengthEndsTheBudgetEarly() {
        CubieCube cube = RandomCubes.randomStates(3205, 1).get(0);
        Solution s = TWO_PHASE.solve(cube, PAGE.withBudget(Duration.ofSeconds(60)).withTargetLength(20));
        assertThat(s.length()).isLessThanOrEqualTo(20);
        assertThat(s.nodes()).isLessThan(TwoPhaseSolver.BUDGET_NODES_PER_MS * 1000);
    }

    @Test
    void thistlethwaiteKeepsItsBoundAndImprovesWithABudget() {
        List<CubieCube> cubes = RandomCubes.randomStates(3206, 5);
        int fast = 0;
        int budgeted = 0;
        for (CubieCube cube : cubes) {
            Solution first = THISTLETHWAITE.solve(cube, SolveOptions.defaults());
            Solution best = THISTLETHWAITE.solve(cube, PAGE.withBudget(Duration.ofMillis(20)));
            assertThat(cube.apply(best.moves()).isSolved()).isTrue();
            assertThat(best.length()).isLessThanOrEqualTo(Math.min(first.length(), ThistlethwaiteSolver.MAX_MOVES));
            fast += first.length();
            budgeted += best.length();
        }
        assertThat(budgeted).isLessThan(fast);
    }

    @Test
    void aBudgetOutsideZeroToSixtySecondsIsRefused() {
        for (Duration bad : List.of(Duration.ofMillis(-1), Duration.ofSeconds(60).plusMillis(1), Duration.ofDays(1))) {
            assertThatThrownBy(() -> SolveOptions.defaults().withBudget(bad))
                    .isInstanceOfSatisfying(CubeGuideException.class,
                            e -> assertThat(e.code()).isEqualTo(ErrorCode.BAD_REQUEST));
        }
        assertThat(SolveOptions.defaults().withBudget(Duration.ZERO).budget()).contains(Duration.ZERO);
        assertThat(SolveOptions.defaults().withBudget(Duration.ofSeconds(60)).budget()).contains(Duration.ofSeconds(60));
    }

    /**
     * The budget on the real clock, over many cubes: the median solve ends within 20 ms of it. In the slow profile
     * only, since a loaded machine can stall any one solve.
     */
    @Test
    @Tag("slow")
    void theClockBudgetIsRespectedWithinTwentyMilliseconds() {
        List<Double> overshoot = new ArrayList<>();
        for (CubieCube cube : RandomCubes.randomStates(3207, 40)) {
            long start = System.nanoTime();
            Solution s = TWO_PHASE.solve(cube, SolveOptions.defaults().withThreads(1).withBudget(PAGE_BUDGET));
            double ms = (System.nanoTime() - start) / 1e6;
            assertThat(cube.apply(s.moves()).isSolved()).isTrue();
            overshoot.add(ms - PAGE_BUDGET.toMillis());
        }
        Collections.sort(overshoot);
        assertThat(overshoot.get(overshoot.size() / 2)).isLessThanOrEqualTo(20.0);
    }

    /** The page's budget on seeded random states, counted in nodes: the mean length meets the issue's target. */
    @Test
    @Tag("slow")
    void thePagesBudgetMeetsTheMeanLengthTarget() {
        List<CubieCube> cubes = RandomCubes.randomStates(3208, 200);
        int total = 0;
        for (CubieCube cube : cubes) {
            Solution s = TWO_PHASE.solve(cube, PAGE);
            assertThat(cube.apply(s.moves()).isSolved()).isTrue();
            total += s.length();
        }
        assertThat(total / (double) cubes.size()).isLessThanOrEqualTo(18.3);
    }
}

package dev.cubeguide.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.solve.beginner.BeginnerSolver;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class SearchLimitsTest {
    @Test
    void withoutATimeoutThereIsNoDeadlineAndNothingStopsTheSearch() {
        SearchLimits limits = SearchLimits.startingNow(SolveOptions.defaults());
        assertThat(limits.hasDeadline()).isFalse();
        assertThat(limits.remaining()).isEmpty();
        assertThat(limits.reached()).isFalse();
        assertThat(SearchLimits.NONE.reached()).isFalse();
    }

    @Test
    void aPassedDeadlineOrACancellationIsReached() {
        assertThat(SearchLimits.of(SolveOptions.defaults().withTimeout(Duration.ZERO), System.nanoTime() - 1)
                .reached()).isTrue();
        Cancellation flag = new Cancellation();
        SearchLimits limits = SearchLimits.startingNow(SolveOptions.defaults().withCancellation(flag));
        assertThat(limits.reached()).isFalse();
        flag.cancel();
        assertThat(limits.reached()).isTrue();
    }

    @Test
    void theNeverFlagCannotBeSet() {
        Cancellation.NEVER.cancel();
        assertThat(Cancellation.NEVER.isCancelled()).isFalse();
    }

    @Test
    void aHugeTimeoutSaturatesInsteadOfWrappingIntoThePast() {
        SearchLimits limits = SearchLimits.of(SolveOptions.defaults().withTimeout(SolveOptions.MAX_TIMEOUT),
                Long.MAX_VALUE - 5);
        assertThat(limits.reached()).isFalse();
    }

    @Test
    void aReserveBringsTheDeadlineForwardAndLeavesTheRestToTheFallback() {
        SearchLimits limits = SearchLimits.startingNow(SolveOptions.defaults().withTimeout(Duration.ofHours(1)));
        SearchLimits search = limits.reserving(Duration.ofMinutes(30));
        assertThat(search.remaining().orElseThrow()).isLessThanOrEqualTo(Duration.ofMinutes(30));
        assertThat(limits.remaining().orElseThrow()).isGreaterThan(Duration.ofMinutes(59));
        SolveOptions fallback = limits.applyTo(SolveOptions.defaults());
        assertThat(fallback.timeout().orElseThrow()).isBetween(Duration.ofMinutes(59), Duration.ofHours(1));
        assertThat(SearchLimits.NONE.reserving(Duration.ofSeconds(1)).hasDeadline()).isFalse();
    }

    @Test
    void checksComeOncePerInterval() {
        assertThat(SearchLimits.due(0)).isTrue();
        assertThat(SearchLimits.due(SearchLimits.CHECK_INTERVAL)).isTrue();
        assertThat(SearchLimits.due(SearchLimits.CHECK_INTERVAL + 1)).isFalse();
        assertThat(SearchLimits.crossedCheck(SearchLimits.CHECK_INTERVAL - 1, SearchLimits.CHECK_INTERVAL)).isTrue();
        assertThat(SearchLimits.crossedCheck(1, SearchLimits.CHECK_INTERVAL - 1)).isFalse();
        assertThat(SearchLimits.crossedCheck(5, 5 + 3L * SearchLimits.CHECK_INTERVAL)).isTrue();
    }

    @Test
    void theBeginnerSolverHonoursCancellationToo() {
        Cancellation flag = new Cancellation();
        flag.cancel();
        assertThatThrownBy(() -> new BeginnerSolver().solve(RandomCubes.randomStates(3, 1).get(0),
                SolveOptions.defaults().withCancellation(flag)))
                .isInstanceOfSatisfying(SolveException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.TIMEOUT));
    }
}

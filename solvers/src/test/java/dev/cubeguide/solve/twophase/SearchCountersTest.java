package dev.cubeguide.solve.twophase;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The profiling counters' public view: names over {@link SearchStats}' layout, and differences and sums that leave
 * the last solution alone.
 */
class SearchCountersTest {

    private static SearchCounters counters(long base, int lastTask) {
        long[] values = new long[SearchStats.SIZE];
        for (int k = 0; k < SearchStats.COUNTERS; k++) {
            values[k] = base + k;
        }
        values[SearchStats.LAST_PHASE1_LENGTH] = 11;
        values[SearchStats.LAST_PRE_MOVE] = 1;
        values[SearchStats.LAST_TASK] = lastTask;
        return new SearchCounters(values);
    }

    @Test
    void namesReadTheirPlaceInTheLayout() {
        SearchCounters c = counters(1000, Task.encode(12, 5));
        assertThat(c.phase1NodesByTogo(3)).isEqualTo(1000 + SearchStats.NODES_BY_TOGO + 3);
        assertThat(c.phase1NodesByLength(9)).isEqualTo(1000 + SearchStats.NODES_BY_LENGTH + 9);
        assertThat(c.leaves()).isEqualTo(1000 + SearchStats.LEAVES);
        assertThat(c.phase2Nodes()).isEqualTo(1000 + SearchStats.PHASE2_NODES);
        assertThat(c.phase2StartsBySlack(SearchCounters.SLACK_LAST)).isEqualTo(1000 + SearchStats.SLACK
                + SearchStats.SLACK_LAST);
        assertThat(c.farNodesBySlack(SearchCounters.FAR_SLACK_LAST)).isEqualTo(1000 + SearchStats.FAR_BY_SLACK + 3);
        assertThat(c.lastPhase1Length()).isEqualTo(11);
        assertThat(c.lastHadPreMoves()).isTrue();
        assertThat(c.lastTaskLength()).isEqualTo(12);
        assertThat(c.lastTaskDirection()).isEqualTo(5);
    }

    @Test
    void differencesAndSumsCountOnlyTheCounters() {
        SearchCounters before = counters(10, Task.encode(9, 1));
        SearchCounters after = counters(25, Task.encode(12, 5));
        SearchCounters one = after.minus(before);
        assertThat(one.leaves()).isEqualTo(15);
        assertThat(one.phase1NodesByTogo(0)).isEqualTo(15);
        assertThat(one.lastTaskLength()).isEqualTo(12);
        SearchCounters sum = one.plus(before);
        assertThat(sum.leaves()).isEqualTo(after.leaves());
        assertThat(sum.lastTaskDirection()).isEqualTo(1); // the last solution is the added one's
    }

    @Test
    void theCountersAreOffUnlessAsked() {
        assertThat(SearchCounters.enabled()).isEqualTo(Boolean.getBoolean("cubeguide.twophase.stats"));
    }
}

package dev.cubeguide.solve.twophase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * The search's own packed ints: each helper decodes what it encoded, and refuses (by assert) what does not fit. The
 * packings it shares with the optimal search are core's ({@code ClassSymTest}).
 */
class TwoPhasePackingTest {
    @Test
    void tasksKeepLengthAndDirection() {
        for (int length = 0; length <= 30; length++) {
            for (int direction = 0; direction < Direction.ALL; direction++) {
                int task = Task.encode(length, direction);
                assertThat(Task.length(task)).isEqualTo(length);
                assertThat(Task.direction(task)).isEqualTo(direction);
            }
        }
        // Ascending tasks are ascending lengths, as the work list hands them out.
        assertThat(Task.encode(12, Direction.ALL - 1)).isLessThan(Task.encode(13, 0));
    }

    @Test
    void endingsKeepMovesAndSharedPrefix() {
        int[] path = {17, 0, 9, 4, 12};
        for (int t = 1; t <= SearchTables.NEAR; t++) {
            for (int shared = 0; shared <= t; shared++) {
                int entry = SearchTables.encodeEnding(path, t, shared);
                assertThat(SearchTables.sharedMoves(entry)).isEqualTo(shared);
                for (int j = 0; j < t; j++) {
                    assertThat(SearchTables.endingMove(entry, j)).isEqualTo(path[j]);
                }
            }
        }
    }

    @Test
    void outOfRangeValuesAreRefusedWithAssertionsOn() {
        assertThatThrownBy(() -> Task.encode(3, 1 << 16)).isInstanceOf(AssertionError.class);
        assertThatThrownBy(() -> SearchTables.encodeEnding(new int[] {1, 2}, 2, 3)).isInstanceOf(AssertionError.class);
    }
}

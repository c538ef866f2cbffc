package dev.cubeguide.solve.twophase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The search's packed ints: each helper decodes what it encoded, and refuses (by assert) what does not fit. */
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
    void classSymKeepsClassAndSymmetry() {
        for (int c : new int[] {0, 1, 2767, 64_430}) {
            for (int s = 0; s < 16; s++) {
                int cs = ClassSym.encode(c, s);
                assertThat(ClassSym.classOf(cs)).isEqualTo(c);
                assertThat(ClassSym.symOf(cs)).isEqualTo(s);
                assertThat(ClassSym.conjIndex(c, s)).isEqualTo(c * 16 + s);
            }
        }
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
    void moveIndexIsTheRowOfTheCoordinate() {
        assertThat(SearchTables.moveIndex(0, 0)).isZero();
        assertThat(SearchTables.moveIndex(2186, 17)).isEqualTo(2186 * 18 + 17);
    }

    @Test
    void outOfRangeValuesAreRefusedWithAssertionsOn() {
        assertThatThrownBy(() -> Task.encode(3, 1 << 16)).isInstanceOf(AssertionError.class);
        assertThatThrownBy(() -> ClassSym.encode(5, 16)).isInstanceOf(AssertionError.class);
        assertThatThrownBy(() -> SearchTables.moveIndex(4, 18)).isInstanceOf(AssertionError.class);
        assertThatThrownBy(() -> SearchTables.encodeEnding(new int[] {1, 2}, 2, 3)).isInstanceOf(AssertionError.class);
    }
}

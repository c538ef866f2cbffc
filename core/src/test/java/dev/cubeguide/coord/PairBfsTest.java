package dev.cubeguide.coord;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.table.Progress;
import java.util.ArrayDeque;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class PairBfsTest {
    /** Twist x slice position, by PairBfs and by a plain queue: the same distances. */
    @Test
    void fillsTheDistancesAQueueFinds() {
        int nA = Coordinates.N_TWIST;
        int nB = Coordinates.N_SLICE;
        int[] moveA = PairBfs.ints(MoveTables.twist());
        char[] sorted = MoveTables.sliceSorted();
        int[] moveB = new int[nB * 18];
        for (int x = 0; x < nB; x++) {
            for (int m = 0; m < 18; m++) {
                moveB[x * 18 + m] = sorted[x * 24 * 18 + m] / 24;
            }
        }
        byte[] dist = new byte[nA * nB];
        PairBfs.fill(dist, 0, nB, moveA, 18, moveB, 18, Coordinates.allMoves(), (byte) -1, Progress.NONE);
        byte[] expected = new byte[nA * nB];
        Arrays.fill(expected, (byte) -1);
        expected[0] = 0;
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(0);
        while (!queue.isEmpty()) {
            int i = queue.poll();
            for (int m = 0; m < 18; m++) {
                int j = moveA[i / nB * 18 + m] * nB + moveB[i % nB * 18 + m];
                if (expected[j] < 0) {
                    expected[j] = (byte) (expected[i] + 1);
                    queue.add(j);
                }
            }
        }
        assertThat(dist).isEqualTo(expected);
    }

    @Test
    void entriesNoMoveReachesKeepTheUnreachedMark() {
        // Two coordinates of 2 values each, where the moves never change the second: (x, 1) is never reached.
        byte[] dist = new byte[4];
        int[] flipA = {1, 0};
        int[] keepB = {0, 1};
        PairBfs.fill(dist, 0, 2, flipA, 1, keepB, 1, new int[] {0}, (byte) 99, Progress.NONE);
        assertThat(dist).containsExactly(0, 99, 1, 99);
    }
}

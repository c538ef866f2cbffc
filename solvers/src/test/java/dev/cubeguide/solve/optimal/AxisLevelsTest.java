package dev.cubeguide.solve.optimal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.solve.SearchLimits;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The axis search making three levels together ({@link Worker#expandLevels}) against node by node, on the small
 * instance of the default set's table ({@link SmallAxisTables}: 2-bit codes above a base of 7, their fallback, de
 * Bondt's +1, the inverse's reads).
 */
class AxisLevelsTest {
    private static Search.Outcome search(OptimalTables tables, CubieCube cube, int levelsTogo, int maxLength,
            int threads) {
        return new Search(AxisPruning.of(tables, cube, levelsTogo), cube, threads, SearchLimits.NONE, null, null)
                .run(maxLength);
    }


    /**
     * Wherever the levels start (also where every bound prunes within them; a solve starts them at 13 moves left),
     * a search with the bound one below the distance (no solution, every bound searched in full) counts the same
     * nodes as node by node, and the full search gives the same answer, which solves the cube in its distance.
     */
    @Test
    void theLevelsMadeTogetherSearchTheSameNodes() {
        BidirectionalBfs bfs = new BidirectionalBfs();
        Random random = new Random(13);
        for (OptimalTables tables : new OptimalTables[] {SmallAxisTables.tables(), SmallAxisTables.tablesInHeap()}) {
            for (int i = 0; i < 8; i++) {
                CubieCube cube = CubieCube.of(RandomCubes.randomMoves(random, 7 + i % 3));
                int distance = bfs.distance(cube);
                Search.Outcome byNodes = search(tables, cube, -1, distance - 1, 1);
                assertThat(byNodes.moves()).isNull();
                int[] answer = search(tables, cube, -1, 20, 1).moves();
                assertThat(answer).hasSize(distance);
                assertThat(AppliedMoves.applied(cube, answer).isSolved()).isTrue();
                for (int levelsTogo = 3; levelsTogo <= distance; levelsTogo++) {
                    assertThat(search(tables, cube, levelsTogo, distance - 1, 1).nodes())
                            .as("cube %d from %d", i, levelsTogo).isEqualTo(byNodes.nodes());
                    assertThat(search(tables, cube, levelsTogo, 20, 1).moves()).as("cube %d from %d", i, levelsTogo)
                            .isEqualTo(answer);
                    int[] twoThreads = search(tables, cube, levelsTogo, 20, 2).moves();
                    assertThat(twoThreads).hasSize(distance);
                    assertThat(AppliedMoves.applied(cube, twoThreads).isSolved()).isTrue();
                }
            }
        }
    }
}

package dev.cubeguide.solve.optimal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.coord.H48Coords;
import dev.cubeguide.coord.H48Table;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.solve.SearchLimits;
import java.nio.ByteBuffer;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The search over the H48 table ({@link H48Worker}) on a small instance of the table: 1 flip bit above a base of
 * 3 (the set to 3 moves), with a fallback of zeros (a sound, weak bound: the worker's code paths, not the large
 * set's strength). Every answer must solve its cube in exactly its distance, found independently by meeting in
 * the middle ({@link BidirectionalBfs}).
 */
class H48SearchTest {
    private static H48Tables tables;
    private static BidirectionalBfs bfs;

    @BeforeAll
    static void build() {
        H48Coords h = new H48Coords();
        H48Table table = H48Table.build(h, 1, 3, 3, 2, line -> { });
        tables = new H48Tables(h, table, ByteBuffer.wrap(new byte[h.classCount() * H48Coords.SLICES]));
        bfs = new BidirectionalBfs();
    }

    private static int[] solve(CubieCube cube, int threads) {
        Search search = new Search(tables.pruningOf(cube), cube, threads, SearchLimits.NONE, null, null);
        Search.Outcome outcome = search.run(20);
        assertThat(outcome.moves()).as("a solution").isNotNull();
        return outcome.moves();
    }


    /** Seeded cubes of 1 to 9 random moves, on one thread and on two: solved, in exactly their distance. */
    @Test
    void solvesEachCubeInExactlyItsDistance() {
        Random random = new Random(20261202);
        for (int i = 0; i < 120; i++) {
            CubieCube cube = CubieCube.of(RandomCubes.randomMoves(random, 1 + i % 9));
            int distance = bfs.distance(cube);
            for (int threads = 1; threads <= 2; threads++) {
                int[] moves = solve(cube, threads);
                assertThat(AppliedMoves.applied(cube, moves).isSolved()).as("cube %d solved", i).isTrue();
                assertThat(moves).as("cube %d, %d threads", i, threads).hasSize(distance);
            }
        }
    }

    /** Without a shortcut the earliest task's solution wins, so the answer does not depend on the threads. */
    @Test
    void thePureSearchsAnswerIsTheSameOnAnyNumberOfThreads() {
        Random random = new Random(7);
        for (int i = 0; i < 10; i++) {
            CubieCube cube = CubieCube.of(RandomCubes.randomMoves(random, 9));
            assertThat(solve(cube, 2)).isEqualTo(solve(cube, 1));
        }
    }

    /**
     * Making three levels together searches exactly the nodes that node by node does, wherever the levels start
     * (here also where entries, the fallback and pathmax prune within them; a solve starts them at the base + 4 moves
     * left): with the bound one below the distance (no solution, every bound searched in full) the node counts are
     * equal, and the full search's answer is the same.
     */
    @Test
    void theLevelsMadeTogetherSearchTheSameNodes() {
        Random random = new Random(5);
        for (int i = 0; i < 12; i++) {
            CubieCube cube = CubieCube.of(RandomCubes.randomMoves(random, 9));
            int distance = bfs.distance(cube);
            Search.Outcome byNodes = search(cube, -1, distance - 1);
            assertThat(byNodes.moves()).isNull();
            int[] answer = search(cube, -1, 20).moves();
            for (int levelsTogo = 3; levelsTogo <= tables.base + 4; levelsTogo++) {
                assertThat(search(cube, levelsTogo, distance - 1).nodes()).as("cube %d from %d", i, levelsTogo)
                        .isEqualTo(byNodes.nodes());
                assertThat(search(cube, levelsTogo, 20).moves()).as("cube %d from %d", i, levelsTogo)
                        .isEqualTo(answer);
            }
        }
    }

    private static Search.Outcome search(CubieCube cube, int levelsTogo, int maxLength) {
        return new Search(tables.pruningOf(cube, levelsTogo), cube, 1, SearchLimits.NONE, null, null).run(maxLength);
    }

    /** The root's bound is a lower bound: never above the distance, and the solved cube's is 0. */
    @Test
    void theRootBoundIsALowerBound() {
        assertThat(tables.pruningOf(CubieCube.SOLVED).rootLowerBound()).isZero();
        Random random = new Random(11);
        for (int i = 0; i < 60; i++) {
            CubieCube cube = CubieCube.of(RandomCubes.randomMoves(random, 1 + i % 9));
            assertThat(tables.pruningOf(cube).rootLowerBound()).isLessThanOrEqualTo(bfs.distance(cube));
        }
    }

    /** The sample that opening the large set checks holds on a sound table, and fails on zeros and on ones. */
    @Test
    void theOpeningSampleTellsASoundTableFromAFilledOne() {
        assertThat(H48Set.sampleHolds(tables)).isTrue();
        H48Coords h = tables.coords;
        for (byte fill : new byte[] {0, -1}) {
            long[] sizes = H48Table.partSizes(h, 1);
            ByteBuffer[] parts = new ByteBuffer[sizes.length];
            for (int p = 0; p < parts.length; p++) {
                byte[] bytes = new byte[(int) sizes[p]];
                java.util.Arrays.fill(bytes, fill);
                parts[p] = ByteBuffer.wrap(bytes);
            }
            H48Tables filled = new H48Tables(h, H48Table.mapped(h, 1, 3, parts),
                    ByteBuffer.wrap(new byte[h.classCount() * H48Coords.SLICES]));
            assertThat(H48Set.sampleHolds(filled)).as("filled with %d", fill).isFalse();
        }
    }
}

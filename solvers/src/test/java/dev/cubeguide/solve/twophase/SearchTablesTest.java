package dev.cubeguide.solve.twophase;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.coord.CoordTables;
import dev.cubeguide.coord.Coordinates;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class SearchTablesTest {
    private static final SearchTables T = TwoPhaseSolverTest.SOLVER.searchTables();

    /**
     * Following the flip-slice class and symmetry move by move (as the phase-1 search does) always gives the
     * same phase-1 table entry's value as looking the raw coordinates up.
     */
    @Test
    void classSymmetryStepsAgreeWithTheRawLookup() {
        Random random = new Random(3);
        for (CubieCube cube : RandomCubes.randomStates(11, 200)) {
            int flip = Coordinates.flip(cube);
            int slice = Coordinates.sliceSorted(cube) / 24;
            int twist = Coordinates.twist(cube);
            int cs = T.flipSliceClassSym[slice << 11 | flip];
            for (int step = 0; step < 40; step++) {
                int m = random.nextInt(18);
                flip = T.flipMove[flip * 18 + m];
                slice = T.slicePosMove[slice * 18 + m];
                twist = T.twistMove[twist * 18 + m];
                cs = T.classSymAfter(cs, m);
                int raw = T.flipSliceClassSym[slice << 11 | flip];
                assertThat(cs >>> 4).isEqualTo(raw >>> 4);
                assertThat(SearchTables.nibble(T.phase1Exact, T.phase1IndexOf(cs, twist)))
                        .isEqualTo(T.phase1DistanceAt(flip, slice, twist));
            }
        }
    }

    /**
     * Corners followed as class and symmetry (as the search does, through all 18 moves) stay the raw corner
     * permutation's class, and their corner-slice and phase-2 bounds, read for the representative with the slice
     * order and UD edges conjugated alike, equal the raw tables' values.
     */
    @Test
    void cornersFollowedBySymmetryGiveTheRawBounds() {
        Random random = new Random(21);
        int[] phase2 = Coordinates.phase2Moves();
        for (CubieCube cube : RandomCubes.randomStates(23, 100)) {
            int corner = Coordinates.cornerPerm(cube);
            int cs = T.cornerClassSym[corner];
            for (int step = 0; step < 40; step++) {
                int m = random.nextInt(18);
                corner = T.cornerMove[corner * 18 + m];
                cs = T.cornerAfter(cs, m);
                assertThat(cs >>> 4).isEqualTo(T.cornerClassSym[corner] >>> 4);
            }
            // The bounds are phase-2 ones: check them on phase-2 states with these corners.
            int order = 0;
            int edge = 0;
            for (int step = 0; step < 30; step++) {
                int m = phase2[random.nextInt(phase2.length)];
                corner = T.cornerMove[corner * 18 + m];
                cs = T.cornerAfter(cs, m);
                order = T.sliceMove[order * 18 + m];
                edge = T.udEdgeMove[edge * 18 + m];
                assertThat(T.cornerSliceDistance(cs, order))
                        .isEqualTo(T.tables.cornerSlicePruning()[corner * 24 + order]);
                assertThat(T.phase2Bound(cs, edge))
                        .isEqualTo(T.tables.phase2Pruning().get(T.tables.phase2Index(corner, edge)));
            }
        }
        assertThat(T.cornerClassSym[0] >>> 4).isEqualTo(T.solvedCornerClass);
    }

    /**
     * The move-mask table reads the same from a heap copy as from its mapping: checked on a copy of its first 16 MiB
     * (a copy of the whole table is made only when the heap has room for it, which a shared test JVM may not).
     */
    @Test
    void theMoveMaskTableReadsTheSameFromAHeapCopy() {
        byte[] prefix = new byte[1 << 24];
        T.moveMaskTable().get(0, prefix);
        int entries = (int) ((prefix.length - 8L) * 8 / 36);
        Random random = new Random(5);
        for (int k = 0; k < 100_000; k++) {
            int i = k == 0 ? 0 : k == 1 ? entries - 1 : random.nextInt(entries);
            assertThat(SearchTables.moveMasks(prefix, T.moveMaskTable(), i))
                    .isEqualTo(SearchTables.moveMasks(null, T.moveMaskTable(), i));
        }
    }

    /**
     * The move-mask table gives, for any state reached along a walk (its entry and symmetry as the search follows
     * them), exactly the moves after which the exact phase-1 distance is one less (closer moves) and exactly those
     * after which it is the same (level moves), and every other move raises it by one: checked against the
     * distances of all 18 children, for states at every distance.
     */
    @Test
    void moveMasksGiveEachChildsDistance() {
        Random random = new Random(13);
        int checked = 0;
        for (CubieCube cube : RandomCubes.randomStates(17, 300)) {
            int flip = Coordinates.flip(cube);
            int slice = Coordinates.sliceSorted(cube) / 24;
            int twist = Coordinates.twist(cube);
            int cs = T.flipSliceClassSym[slice << 11 | flip];
            for (int step = 0; step < 30; step++) {
                int d = T.phase1DistanceAt(flip, slice, twist);
                long masks = T.moveMasks(T.phase1IndexOf(cs, twist));
                int closer = SearchTables.closerMoves(masks, cs & 15);
                int level = SearchTables.levelMoves(masks, cs & 15);
                for (int m = 0; m < 18; m++) {
                    int child = T.phase1DistanceAt(T.flipMove[flip * 18 + m], T.slicePosMove[slice * 18 + m],
                            T.twistMove[twist * 18 + m]);
                    int expected = (closer >>> m & 1) != 0 ? d - 1 : (level >>> m & 1) != 0 ? d : d + 1;
                    assertThat(child).as("move %d from distance %d", m, d).isEqualTo(expected);
                }
                checked++;
                // Walk mostly downhill so that near states are checked too.
                int m = closer != 0 && random.nextInt(4) != 0 ? Integer.numberOfTrailingZeros(closer)
                        : random.nextInt(18);
                flip = T.flipMove[flip * 18 + m];
                slice = T.slicePosMove[slice * 18 + m];
                twist = T.twistMove[twist * 18 + m];
                cs = T.classSymAfter(cs, m);
            }
        }
        assertThat(checked).isEqualTo(9000);
    }

    /**
     * The endings listed for a state near the phase-1 goal are exactly the move sequences of that length that
     * reach the goal with no face turned twice in a row, opposite faces in one order, no stop at the goal on the
     * way and a last move off the phase-2 group, in ascending move order: checked against all 18^t sequences for
     * states reached by random short scrambles.
     */
    @Test
    void endingsAreEverySequenceToTheGoalInSearchOrder() {
        Random random = new Random(5);
        for (int sample = 0; sample < 60; sample++) {
            int twist = 0;
            int flip = 0;
            int slice = 0;
            int length = 1 + random.nextInt(SearchTables.NEAR);
            for (int i = 0; i < length; i++) {
                int m = random.nextInt(18);
                twist = T.twistMove[twist * 18 + m];
                flip = T.flipMove[flip * 18 + m];
                slice = T.slicePosMove[slice * 18 + m];
            }
            int start = T.nearStartOf(twist, flip, slice);
            for (int t = 1; t <= SearchTables.NEAR; t++) {
                List<String> expected = new ArrayList<>();
                bruteForce(twist, flip, slice, t, -1, "", expected);
                List<String> listed = new ArrayList<>();
                int[] previous = new int[t];
                for (int k = T.endingsFrom(start, t); k < T.endingsTo(start, t); k++) {
                    int entry = T.suffixes[k];
                    int shared = entry >>> SearchTables.SUFFIX_SHARED_SHIFT;
                    StringBuilder b = new StringBuilder();
                    for (int j = 0; j < t; j++) {
                        int m = entry >>> (SearchTables.SUFFIX_MOVE_BITS * j) & 31;
                        if (j < shared) {
                            assertThat(m).isEqualTo(previous[j]);
                        }
                        previous[j] = m;
                        b.append(m).append(' ');
                    }
                    listed.add(b.toString());
                }
                assertThat(listed).as("state %d/%d/%d, %d moves", twist, flip, slice, t).isEqualTo(expected);
            }
        }
    }

    /**
     * The endings pass the phase-1 goal on their way only with at least {@link SearchTables#SHORTEST_RETURN} moves
     * to go: a path from the goal back to it whose last move is a quarter turn off the U-D axis (as a phase-1
     * solution's must be) has at least that many moves, and some have exactly that many. (A return that passes the
     * goal on its way holds a shorter one, so paths without a stop there are enough.)
     */
    @Test
    void aPhase1PathFromTheGoalBackToItNeedsFiveMoves() {
        for (int length = 1; length <= SearchTables.SHORTEST_RETURN; length++) {
            List<String> returns = new ArrayList<>();
            bruteForce(0, 0, 0, length, -1, "", returns);
            if (length < SearchTables.SHORTEST_RETURN) {
                assertThat(returns).as("returns of %d moves", length).isEmpty();
            } else {
                assertThat(returns).isNotEmpty();
            }
        }
    }

    /** All sequences of exactly togo moves from the state to the phase-1 goal, in ascending move order. */
    private static void bruteForce(int twist, int flip, int slice, int togo, int lastFace, String prefix,
            List<String> out) {
        for (int m = 0; m < 18; m++) {
            int face = m / 3;
            if (face == lastFace || face == lastFace - 3) {
                continue;
            }
            int t = T.twistMove[twist * 18 + m];
            int f = T.flipMove[flip * 18 + m];
            int s = T.slicePosMove[slice * 18 + m];
            boolean goal = t == 0 && f == 0 && s == 0;
            if (togo == 1) {
                if (goal && !Coordinates.isPhase2Move(m)) {
                    out.add(prefix + m + " ");
                }
            } else if (!goal) {
                bruteForce(t, f, s, togo - 1, face, prefix + m + " ", out);
            }
        }
    }

    /**
     * The move-mask table is opened on a sample of its entries (its checksum left to the build and to {@code tables
     * verify}): the stored table passes, and a payload of zeros, of random bytes or shifted by a byte fails, so that
     * the store checks it whole and rebuilds it.
     */
    @Test
    void theMoveMaskSampleTellsTheTableFromDamagedOnes() {
        CoordTables coord = T.tables;
        ByteBuffer stored = T.moveMaskTable();
        assertThat(MoveMaskTable.sampleHolds(coord, stored)).isTrue();
        // One array of the table's size serves for each damaged payload in turn.
        byte[] damaged = new byte[stored.capacity()];
        ByteBuffer view = ByteBuffer.wrap(damaged).order(ByteOrder.LITTLE_ENDIAN);
        assertThat(MoveMaskTable.sampleHolds(coord, view)).isFalse();
        new Random(9).nextBytes(damaged);
        assertThat(MoveMaskTable.sampleHolds(coord, view)).isFalse();
        stored.get(1, damaged, 0, damaged.length - 1);
        assertThat(MoveMaskTable.sampleHolds(coord, view)).isFalse();
    }
}

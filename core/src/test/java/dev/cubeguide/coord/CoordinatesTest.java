package dev.cubeguide.coord;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Move;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

class CoordinatesTest {

    @Test
    void solvedCubeHasTheDocumentedValues() {
        CubieCube solved = CubieCube.SOLVED;
        assertThat(Coordinates.twist(solved)).isZero();
        assertThat(Coordinates.flip(solved)).isZero();
        assertThat(Coordinates.slice(solved)).isZero();
        assertThat(Coordinates.sliceSorted(solved)).isZero();
        assertThat(Coordinates.cornerPerm(solved)).isZero();
        assertThat(Coordinates.udEdgePerm(solved.edgePermutation())).isZero();
        assertThat(Coordinates.slicePerm(solved.edgePermutation())).isZero();
        assertThat(Coordinates.uEdges(solved)).isEqualTo(Coordinates.SOLVED_U_EDGES);
        assertThat(Coordinates.dEdges(solved)).isEqualTo(Coordinates.SOLVED_D_EDGES);
    }

    @Test
    void twistAndFlipRoundTripOverTheirWholeRange() {
        int[] co = new int[8];
        for (int t = 0; t < Coordinates.N_TWIST; t++) {
            Coordinates.setTwist(co, t);
            assertThat(Arrays.stream(co).sum() % 3).isZero();
            assertThat(Coordinates.twist(co)).isEqualTo(t);
        }
        int[] eo = new int[12];
        for (int f = 0; f < Coordinates.N_FLIP; f++) {
            Coordinates.setFlip(eo, f);
            assertThat(Arrays.stream(eo).sum() % 2).isZero();
            assertThat(Coordinates.flip(eo)).isEqualTo(f);
        }
    }

    @Test
    void sortedEdgeCoordinatesRoundTripForEveryEdgeGroup() {
        int[] ep = new int[12];
        for (int first : new int[] {0, 4, 8}) {
            for (int x = 0; x < Coordinates.N_SLICE_SORTED; x++) {
                Coordinates.setEdges4(ep, first, x);
                assertThat(Arrays.stream(ep).sorted().toArray()).containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11);
                assertThat(Coordinates.edges4(ep, first)).isEqualTo(x);
            }
        }
    }

    @Test
    void permutationsRoundTrip() {
        int[] p = new int[8];
        for (int x = 0; x < Coordinates.N_CORNER_PERM; x++) {
            Coordinates.permutationUnrank(x, p, 8);
            assertThat(Coordinates.permutationRank(p, 8)).isEqualTo(x);
        }
        int[] ep = new int[12];
        for (int x = 0; x < 24; x++) {
            Coordinates.setEdges4(ep, 8, x);
            assertThat(Coordinates.slicePerm(ep)).isEqualTo(x);
        }
    }

    @Test
    void phase2CubesHaveSliceZeroAndSliceSortedBelow24() {
        Random random = new Random(7);
        int[] phase2 = Coordinates.phase2Moves();
        for (int i = 0; i < 200; i++) {
            CubieCube c = CubieCube.SOLVED;
            for (int k = 0; k < 30; k++) {
                c = c.apply(Move.ofIndex(phase2[random.nextInt(phase2.length)]));
            }
            assertThat(Coordinates.twist(c)).isZero();
            assertThat(Coordinates.flip(c)).isZero();
            assertThat(Coordinates.slice(c)).isZero();
            assertThat(Coordinates.sliceSorted(c)).isLessThan(24)
                    .isEqualTo(Coordinates.slicePerm(c.edgePermutation()));
        }
    }

    @Test
    void moveHelpers() {
        assertThat(Coordinates.inverseMove(0)).isEqualTo(2);
        assertThat(Coordinates.inverseMove(4)).isEqualTo(4);
        assertThat(Coordinates.inverseMove(17)).isEqualTo(15);
        assertThat(Coordinates.isPhase2Move(4)).isTrue();
        assertThat(Coordinates.isPhase2Move(3)).isFalse();
        assertThat(Coordinates.axis(9)).isZero();
        CubieCube c = RandomCubes.randomState(new Random(3));
        assertThat(Coordinates.cornerPerm(c.apply(Alg.parse("U2")))).isNotNegative();
    }

    @Test
    void permutationRankIsTheLehmerCodeAtAnyOffsetAndBase() {
        int[] p = new int[8];
        int[] shifted = new int[12];
        for (int x = 0; x < Coordinates.N_CORNER_PERM; x++) {
            Coordinates.permutationUnrank(x, p, 8);
            assertThat(lehmerByDefinition(p)).isEqualTo(x);
            Coordinates.permutationUnrank(x, shifted, 3, 8, 4);
            for (int i = 0; i < 8; i++) {
                assertThat(shifted[3 + i]).isEqualTo(p[i] + 4);
            }
            assertThat(Coordinates.permutationRank(shifted, 3, 8, 4)).isEqualTo(x);
            assertThat(Coordinates.parityOfRank(x, 8)).isEqualTo(inversions(p) & 1);
        }
    }

    /** The Lehmer rank as its definition reads: later smaller entries, times (n-1-i)!. */
    private static int lehmerByDefinition(int[] p) {
        int rank = 0;
        for (int i = 0; i < p.length; i++) {
            int smaller = 0;
            for (int j = i + 1; j < p.length; j++) {
                smaller += p[j] < p[i] ? 1 : 0;
            }
            rank = rank * (p.length - i) + smaller;
        }
        return rank;
    }

    private static int inversions(int[] p) {
        int count = 0;
        for (int i = 0; i < p.length; i++) {
            for (int j = i + 1; j < p.length; j++) {
                count += p[j] < p[i] ? 1 : 0;
            }
        }
        return count;
    }

    @Test
    void subsetRankIsThePlaceInIncreasingMaskOrder() {
        int[] next = new int[13];
        for (int mask = 0; mask < 1 << 12; mask++) {
            int k = Integer.bitCount(mask);
            int rank = next[k]++;
            assertThat(Coordinates.subsetRank(mask)).isEqualTo(rank);
            assertThat(Coordinates.subsetUnrank(rank, k)).isEqualTo(mask);
        }
        assertThat(next[4]).isEqualTo(Coordinates.N_SLICE);
    }

    @Test
    void sortedEdgesAreThePositionSetCountedFromTheTopAndTheOrderRank() {
        Random random = new Random(11);
        for (int i = 0; i < 500; i++) {
            int[] ep = RandomCubes.randomState(random).edgePermutation();
            for (int first : new int[] {0, 4, 8}) {
                int topDown = 0;
                int[] order = new int[4];
                int found = 0;
                for (int j = 0; j < 12; j++) {
                    if (ep[j] >= first && ep[j] < first + 4) {
                        topDown |= 1 << (11 - j);
                        order[found++] = ep[j] - first;
                    }
                }
                int position = 0;
                for (int mask = 0; mask < topDown; mask++) {
                    position += Integer.bitCount(mask) == 4 ? 1 : 0;
                }
                assertThat(Coordinates.edges4(ep, first)).isEqualTo(24 * position + lehmerByDefinition(order));
            }
        }
    }

    @Test
    void outOfRangeRanksAreRefusedWithAssertionsOn() {
        assertThatThrownBy(() -> Coordinates.permutationUnrank(24, new int[4], 4))
                .isInstanceOf(AssertionError.class);
        assertThatThrownBy(() -> Coordinates.subsetUnrank(495, 4)).isInstanceOf(AssertionError.class);
    }
}

package dev.cubeguide.solve.thistlethwaite;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.coord.Coordinates;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Move;
import dev.cubeguide.solve.TestRegistry;
import dev.cubeguide.table.SharedTestTables;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The BFS statistics (the guide's Table 1), and move tables that agree with cubie multiplication. */
class TablesTest {
    private final Tables t = Tables.of(SharedTestTables.store());

    @Test
    void phaseSizesAndDepthsAreTheGuidesTableOne() {
        assertThat(t.stats[0]).containsExactly(2048, 7);
        assertThat(t.stats[1]).containsExactly(1_082_565, 10);
        assertThat(t.stats[2]).containsExactly(29_400, 13);
        assertThat(t.stats[3]).containsExactly(663_552, 15);
        List<String> report = TestRegistry.SHARED.get("thistlethwaite").tables().report();
        assertThat(report.get(0)).contains("2048 states, max depth 7");
        assertThat(report.get(1)).contains("1082565 states, max depth 10");
        assertThat(report.get(2)).contains("29400 states, max depth 13");
        assertThat(report.get(3)).contains("663552 states, max depth 15");
    }

    @Test
    void theFrameMapsEveryUserMoveToAnInternalFaceTurn() {
        for (int m = 0; m < 18; m++) {
            assertThat(Frame.toInternal(CubieCube.of(Move.ofIndex(m))))
                    .isEqualTo(CubieCube.of(Move.ofIndex(Frame.toInternal(m))));
            assertThat(Frame.toUser(Frame.toInternal(m))).isEqualTo(m);
        }
    }

    /** A cube as the searches' arrays. */
    private static final class Arrays4 {
        final int[] cp;
        final int[] co;
        final int[] ep;
        final int[] eo;

        Arrays4(CubieCube c) {
            int[][] pieces = Frame.arrays(c);
            cp = pieces[0];
            co = pieces[1];
            ep = pieces[2];
            eo = pieces[3];
        }
    }

    @Test
    void moveTablesAgreeWithCubieMultiplication() {
        Random random = new Random(11);
        for (CubieCube cube : RandomCubes.randomStates(12, 300)) {
            Arrays4 a = new Arrays4(cube);
            for (int m = 0; m < 18; m++) {
                Arrays4 b = new Arrays4(cube.multiply(CubieCube.of(Move.ofIndex(m))));
                assertThat((int) t.flipMove[Coordinates.flip(a.eo) * 18 + m]).isEqualTo(Coordinates.flip(b.eo));
                assertThat((int) t.twistMove[Coordinates.twist(a.co) * 18 + m]).isEqualTo(Coordinates.twist(b.co));
                for (int pieces : new int[] {Coords.E_SLICE_MASK, Coords.M_SLICE_MASK}) {
                    assertThat((int) t.setMove[Coords.edgeSet(a.ep, pieces) * 18 + m])
                            .isEqualTo(Coords.edgeSet(b.ep, pieces));
                }
                int corners = Coordinates.permutationRank(a.cp, 0, 8, 0);
                int moved = Coordinates.permutationRank(b.cp, 0, 8, 0);
                assertThat((int) t.cornerMove[corners * 18 + m]).isEqualTo(moved);
                assertThat(t.cosetMove[t.cosetOf[corners] * 18 + m]).isEqualTo(t.cosetOf[moved]);
            }
        }
        // G2 states: random <U,D,R2,L2,F2,B2> sequences; the U/D edges, the E edges and the M positions.
        for (int n = 0; n < 300; n++) {
            CubieCube cube = randomIn(random, Tables.PHASE_MOVES[2], 30);
            Arrays4 a = new Arrays4(cube);
            for (int m : Tables.PHASE_MOVES[2]) {
                Arrays4 b = new Arrays4(cube.multiply(CubieCube.of(Move.ofIndex(m))));
                assertThat((int) t.udEdgeMove[Coordinates.permutationRank(a.ep, 0, 8, 0) * 18 + m])
                        .isEqualTo(Coordinates.permutationRank(b.ep, 0, 8, 0));
                assertThat((int) t.eEdgeMove[Coordinates.permutationRank(a.ep, 8, 4, 8) * 18 + m])
                        .isEqualTo(Coordinates.permutationRank(b.ep, 8, 4, 8));
                int comb = t.comb8OfUd[Coordinates.permutationRank(a.ep, 0, 8, 0)];
                assertThat(t.comb8Move[comb * 18 + m])
                        .isEqualTo(t.comb8OfUd[Coordinates.permutationRank(b.ep, 0, 8, 0)]);
                assertThat(t.comb8OfSet[Coords.edgeSet(b.ep, Coords.M_SLICE_MASK)])
                        .isEqualTo(t.comb8OfUd[Coordinates.permutationRank(b.ep, 0, 8, 0)]);
            }
        }
        // G3 states: random half-turn sequences; phase 4 indices through the tables and from the cubies agree.
        for (int n = 0; n < 300; n++) {
            CubieCube cube = randomIn(random, Tables.PHASE_MOVES[3], 30);
            for (int k = 0; k < 6; k++) {
                CubieCube next = cube.multiply(CubieCube.of(Move.ofIndex(Tables.PHASE_MOVES[3][k])));
                int[] here = phase4(cube);
                int[] there = phase4(next);
                assertThat(here[0]).isNotNegative();
                assertThat(here[1]).isNotNegative();
                assertThat((int) t.cornerG3Move[here[0] * 6 + k]).isEqualTo(there[0]);
                assertThat((int) t.edgeG3Move[here[1] * 6 + k]).isEqualTo(there[1]);
            }
        }
    }

    private int[] phase4(CubieCube cube) {
        Arrays4 a = new Arrays4(cube);
        int corner = t.cornerG3Of[Coordinates.permutationRank(a.cp, 0, 8, 0)];
        int ud = Coordinates.permutationRank(a.ep, 0, 8, 0);
        int edge = t.edgeG3Of[t.msOfUd[ud] * 24 + Coordinates.permutationRank(a.ep, 8, 4, 8)];
        return new int[] {corner, edge};
    }

    private static CubieCube randomIn(Random random, int[] moves, int length) {
        CubieCube cube = CubieCube.SOLVED;
        for (int i = 0; i < length; i++) {
            cube = cube.multiply(CubieCube.of(Move.ofIndex(moves[random.nextInt(moves.length)])));
        }
        return cube;
    }

    @Test
    void distancesChangeByAtMostOneAndAlwaysHaveADownhillMove() {
        Random random = new Random(13);
        for (int n = 0; n < 2000; n++) {
            int s = random.nextInt(Coords.N_PHASE2);
            int d = t.dist2[s];
            boolean downhill = d == 0;
            for (int m : Tables.PHASE_MOVES[1]) {
                int next = t.twistMove[s / Coords.N_SLICE * 18 + m] * Coords.N_SLICE + t.setMove[s % Coords.N_SLICE * 18 + m];
                assertThat(Math.abs(t.dist2[next] - d)).isLessThanOrEqualTo(1);
                downhill |= t.dist2[next] == d - 1;
            }
            assertThat(downhill).isTrue();
        }
        for (int n = 0; n < 2000; n++) {
            int s = random.nextInt(Coords.N_PHASE4);
            int d = t.dist4[s];
            boolean downhill = d == 0;
            for (int k = 0; k < 6; k++) {
                int next = t.cornerG3Move[s / Coords.N_EDGE_G3 * 6 + k] * Coords.N_EDGE_G3
                        + t.edgeG3Move[s % Coords.N_EDGE_G3 * 6 + k];
                assertThat(Math.abs(t.dist4[next] - d)).isLessThanOrEqualTo(1);
                downhill |= t.dist4[next] == d - 1;
            }
            assertThat(downhill).isTrue();
        }
    }
}

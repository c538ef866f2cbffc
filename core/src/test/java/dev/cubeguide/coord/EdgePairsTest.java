package dev.cubeguide.coord;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class EdgePairsTest {
    /** Moves and conjugation act on the pairs alone: every permutation's image has its pairs' image. */
    @Test
    void movesAndSymmetriesMapPairsToPairs() {
        int[] moves = EdgePairs.moveTable();
        int[] conj = EdgePairs.conjTable();
        Cubie cube = new Cubie();
        Cubie tmp = new Cubie();
        Cubie out = new Cubie();
        Cubie[] moveCubes = new Cubie[18];
        for (int m = 0; m < 18; m++) {
            moveCubes[m] = Cubie.move(m);
        }
        for (int perm = 0; perm < Coordinates.N_UD_EDGE_PERM; perm++) {
            Coordinates.setUdEdgePerm(cube.ep, perm);
            int pairs = EdgePairs.of(perm);
            for (int m : Coordinates.phase2Moves()) {
                Cubie.edgeMultiply(cube, moveCubes[m], out);
                assertThat(EdgePairs.of(Coordinates.udEdgePerm(out.ep))).isEqualTo(moves[pairs * 18 + m]);
            }
            for (int s = 0; s < 16; s++) {
                Symmetry.conjugateEdges(cube, s, tmp, out);
                assertThat(EdgePairs.of(Coordinates.udEdgePerm(out.ep))).isEqualTo(conj[pairs * 16 + s]);
            }
        }
    }

    @Test
    void thereAre2520ValuesAndTheSolvedOneIsZero() {
        boolean[] seen = new boolean[EdgePairs.N];
        for (int perm = 0; perm < Coordinates.N_UD_EDGE_PERM; perm++) {
            seen[EdgePairs.of(perm)] = true;
        }
        for (boolean s : seen) {
            assertThat(s).isTrue();
        }
        assertThat(EdgePairs.of(0)).isZero();
    }
}

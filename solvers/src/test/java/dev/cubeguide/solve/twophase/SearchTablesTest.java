package dev.cubeguide.solve.twophase;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.coord.Coordinates;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
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
                assertThat(T.phase1ResidueOfIndex(T.phase1IndexOf(cs, twist)))
                        .isEqualTo(T.phase1ResidueAt(flip, slice, twist));
            }
        }
    }
}

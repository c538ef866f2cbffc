package dev.cubeguide.solve.twophase;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.coord.ClassSym;
import dev.cubeguide.coord.CoordTables;
import dev.cubeguide.coord.Coordinates;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.table.SharedTestTables;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The browser's full table set (the phase-1 distances modulo 3, the edge-pairs phase-2 bound) finds the very
 * solutions of the JVM's full set, and knows every phase-1 distance the JVM's does. Over the shared test store, whose
 * exact phase-1 table the residues are packed from (Mod3BfsTest checks the browser's own search of them).
 */
class ResidueTableSetTest {
    static final TwoPhaseSolver RESIDUES = TwoPhaseSolver.onResidueTables(SharedTestTables.store());

    @Test
    void theResidueSetGivesTheFullSetsSolutions() {
        SolveOptions options = SolveOptions.defaults().withDeterministic(true);
        for (CubieCube cube : RandomCubes.randomStates(12, 200)) {
            Alg full = TwoPhaseSolverTest.SOLVER.solve(cube, options).moves();
            Alg residues = RESIDUES.solve(cube, options).moves();
            assertThat(residues).as(cube.toFacelets()).isEqualTo(full);
            assertThat(cube.apply(residues).isSolved()).isTrue();
        }
    }

    @Test
    void shortScramblesAndLengthLimitsToo() {
        Random random = new Random(6);
        for (int i = 0; i < 60; i++) {
            CubieCube cube = CubieCube.SOLVED.apply(RandomCubes.randomMoves(random, 1 + i % 12));
            SolveOptions options = SolveOptions.defaults().withDeterministic(true).withMaxLength(18 + i % 4);
            assertThat(RESIDUES.solve(cube, options).moves()).as(cube.toFacelets())
                    .isEqualTo(TwoPhaseSolverTest.SOLVER.solve(cube, options).moves());
        }
    }

    /**
     * A state's distance found by walking down the residues equals the exact table's, and so does a neighbour's
     * worked out from the state's distance and its own residue.
     */
    @Test
    void walksAndNeighboursGiveTheExactDistances() {
        SearchTables residues = RESIDUES.searchTables();
        SearchTables exact = TwoPhaseSolverTest.SOLVER.searchTables();
        Random random = new Random(8);
        for (CubieCube cube : RandomCubes.randomStates(13, 300)) {
            int flip = Coordinates.flip(cube);
            int slice = Coordinates.sliceSorted(cube);
            int twist = Coordinates.twist(cube);
            for (int step = 0; step < 20; step++) {
                int d = exact.phase1Distance(flip, slice, twist);
                assertThat(residues.phase1Distance(flip, slice, twist)).isEqualTo(d);
                int m = random.nextInt(18);
                flip = exact.flipAfter(flip, m);
                slice = exact.sliceAfter(slice, m);
                twist = exact.twistAfter(twist, m);
                assertThat(residues.phase1DistanceNear(d, flip, slice, twist))
                        .isEqualTo(exact.phase1Distance(flip, slice, twist));
            }
        }
    }

    /** The edge-pairs bound never exceeds the exact phase-2 distance, and is often close to it. */
    @Test
    void theEdgePairsBoundIsALowerBoundOfThePhase2Distance() {
        SearchTables residues = RESIDUES.searchTables();
        SearchTables exact = TwoPhaseSolverTest.SOLVER.searchTables();
        CoordTables coord = CoordTables.of(SharedTestTables.store());
        Random random = new Random(9);
        int close = 0;
        int samples = 20_000;
        for (int i = 0; i < samples; i++) {
            int corner = random.nextInt(Coordinates.N_CORNER_PERM);
            int edge = random.nextInt(Coordinates.N_UD_EDGE_PERM);
            int cs = exact.cornerClassSym[corner];
            int bound = residues.phase2Bound(cs, edge);
            int distance = coord.phase2Pruning().get(coord.phase2Index(corner, edge));
            assertThat(bound).as("corner %d, edges %d", corner, edge).isLessThanOrEqualTo(distance);
            close += distance - bound <= 1 ? 1 : 0;
            assertThat(ClassSym.classOf(cs)).isEqualTo(coord.cornerClasses().classOf(corner));
        }
        assertThat(close).isGreaterThan(samples / 2);
    }
}

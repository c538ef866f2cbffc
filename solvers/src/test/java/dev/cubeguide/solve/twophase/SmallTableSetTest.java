package dev.cubeguide.solve.twophase;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.table.MemoryTableSource;
import dev.cubeguide.table.TableSpec;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The browser's small table set finds the very solutions of the full set: the same moves for
 * {@code --deterministic} (one thread walks the task order) on seeded random states and short scrambles, at the
 * default length and at shorter limits.
 */
class SmallTableSetTest {
    private static final MemoryTableSource SOURCE = new MemoryTableSource();
    static final TwoPhaseSolver SMALL = TwoPhaseSolver.onSmallTables(SOURCE);

    @Test
    void theSmallSetGivesTheFullSetsSolutions() {
        SolveOptions options = SolveOptions.defaults().withDeterministic(true);
        for (CubieCube cube : RandomCubes.randomStates(11, 150)) {
            Alg full = TwoPhaseSolverTest.SOLVER.solve(cube, options).moves();
            Alg small = SMALL.solve(cube, options).moves();
            assertThat(small).as(cube.toFacelets()).isEqualTo(full);
            assertThat(cube.apply(small).isSolved()).isTrue();
        }
    }

    @Test
    void shortScramblesAndLengthLimitsToo() {
        Random random = new Random(5);
        for (int i = 0; i < 60; i++) {
            CubieCube cube = CubieCube.SOLVED.apply(RandomCubes.randomMoves(random, 1 + i % 12));
            SolveOptions options = SolveOptions.defaults().withDeterministic(true).withMaxLength(18 + i % 4);
            assertThat(SMALL.solve(cube, options).moves()).as(cube.toFacelets())
                    .isEqualTo(TwoPhaseSolverTest.SOLVER.solve(cube, options).moves());
        }
    }

    @Test
    void theSmallSetIsSmall() {
        SMALL.solve(RandomCubes.randomStates(3, 1).get(0), SolveOptions.defaults());
        long bytes = 0;
        for (TableSpec spec : SMALL.tables().specs()) {
            assertThat(SOURCE.isPresent(spec)).as(spec.id()).isTrue();
            bytes += spec.sizeBytes();
        }
        assertThat(bytes).isLessThan(16L << 20);
        assertThat(SOURCE.built()).containsExactlyInAnyOrderElementsOf(List.copyOf(SMALL.tables().specs()));
    }
}

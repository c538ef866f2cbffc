package dev.cubeguide.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Move;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The contract every solver passes, shared by all solver tests: apply the scramble and then the solution, and
 * the cube must be solved, within the solver's bound. Subclasses name the solver and how many seeded random
 * states to try (thousands for the fast solvers).
 */
public abstract class SolverContract {

    /** The solver under test. */
    protected abstract Solver solver();

    /** Options used for every solve in the contract. */
    protected SolveOptions options() {
        return SolveOptions.defaults();
    }

    /** How many seeded random states {@link #solvesSeededRandomStates()} tries. */
    protected int randomStateCount() {
        return 2000;
    }

    /** The longest solution allowed. */
    protected int bound() {
        return solver().info().maxMoves();
    }

    /** Solves and checks; returns the solution for further checks. */
    protected Solution solveAndCheck(CubieCube cube) {
        Solution solution = solver().solve(cube, options());
        assertThat(cube.apply(solution.moves()).isSolved())
                .as("%s solves %s with %s", solver().name(), cube.toFacelets(), solution.moves())
                .isTrue();
        assertThat(solution.length()).as("length of %s", solution.moves()).isLessThanOrEqualTo(bound());
        assertThat(solution.solver()).isEqualTo(solver().name());
        Alg joined = Alg.EMPTY;
        for (Stage stage : solution.stages()) {
            joined = joined.concat(stage.moves());
        }
        if (!solution.stages().isEmpty()) {
            assertThat(cube.apply(joined).isSolved()).as("the stages together solve the cube").isTrue();
        }
        return solution;
    }

    @Test
    void solvesSeededRandomStates() {
        List<CubieCube> cubes = RandomCubes.randomStates(20261121L, randomStateCount());
        for (CubieCube cube : cubes) {
            solveAndCheck(cube);
        }
    }

    /** Every solver honours its {@link SearchLimits}: cancelled before it starts, it stops with TIMEOUT or answers. */
    @Test
    void aCancelledSolveEndsWithTimeoutOrACorrectAnswer() {
        Cancellation cancelled = new Cancellation();
        cancelled.cancel();
        CubieCube cube = RandomCubes.randomStates(77, 1).get(0);
        try {
            Solution solution = solver().solve(cube, options().withCancellation(cancelled));
            assertThat(cube.apply(solution.moves()).isSolved()).isTrue();
        } catch (SolveException stopped) {
            assertThat(stopped.code()).isEqualTo(ErrorCode.TIMEOUT);
        }
    }

    @Test
    void solvedCubeNeedsNoMoves() {
        assertThat(solveAndCheck(CubieCube.SOLVED).length()).isZero();
    }

    @Test
    void solvesEverySingleMove() {
        for (int m = 0; m < 18; m++) {
            solveAndCheck(CubieCube.of(Move.ofIndex(m)));
        }
    }

    @Test
    void solvesKnownPositions() {
        for (String alg : new String[] {
            "R U R' U'", "U2 D2 F2 B2 L2 R2", "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2",
            "R U R' U R U2 R'", "F R U R' U' F'", "R2 L2 U2 D2"}) {
            solveAndCheck(CubieCube.of(Alg.parse(alg)));
        }
    }

    @Test
    void solvesACubeHeldInAnotherOrientation() {
        CubieCube turned = CubieCube.of(Alg.parse("R U F' x y2 M E' S"));
        Solution solution = solver().solve(turned.normalized(), options());
        assertThat(turned.apply(solution.moves()).isSolved()).isTrue();
    }
}

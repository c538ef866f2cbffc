package dev.cubeguide.solve;

import dev.cubeguide.solve.registry.Solvers;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Move;
import dev.cubeguide.solve.twophase.TwoPhaseSolver;
import dev.cubeguide.table.SharedTestTables;
import dev.cubeguide.testing.StickerSimulator;
import dev.cubeguide.testing.TestHome;
import dev.cubeguide.testing.UniformityCheck;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ScramblerTest {

    @Test
    void aScrambleIsTheInverseOfTheSolutionAndProducesTheState() {
        Scrambler scrambler = new Scrambler(new ShortSolver(4));
        for (String alg : new String[] {"R U", "F2 D' L", "B U2 R' D", "R L"}) {
            CubieCube state = CubieCube.of(Alg.parse(alg));
            Scrambler.Scramble scramble = scrambler.scrambleOf(state);
            assertThat(scramble.state()).isEqualTo(state);
            assertThat(CubieCube.of(scramble.moves())).isEqualTo(state);
            assertThat(StickerSimulator.apply(scramble.moves().toString())).isEqualTo(state.toFacelets());
        }
    }

    @Test
    void randomStateScramblesUseOneDeterministicThread() {
        List<SolveOptions> seen = new ArrayList<>();
        Solver recording = TestSolvers.of("recording", (cube, options) -> {
            seen.add(options);
            return TestSolvers.solution("recording", Alg.EMPTY);
        });
        Scrambler scrambler = new Scrambler(recording);
        Scrambler.Scramble first = scrambler.randomState(new Random(5));
        assertThat(seen).hasSize(1);
        assertThat(seen.get(0).threads()).isEqualTo(1);
        assertThat(seen.get(0).deterministic()).isTrue();
        assertThat(RandomCubes.isWithinOneMove(first.state())).isFalse();
        assertThat(scrambler.randomState(new Random(5)).state()).isEqualTo(first.state());
    }

    @Test
    void randomMoveScramblesAreReproducibleAndNeverRepeatAFace() {
        Scrambler.Scramble a = Scrambler.randomMoves(new Random(3), 25);
        assertThat(Scrambler.randomMoves(new Random(3), 25)).isEqualTo(a);
        assertThat(a.moves().length()).isEqualTo(25);
        assertThat(a.state()).isEqualTo(CubieCube.of(a.moves()));
        List<Move> moves = a.moves().moves();
        for (int i = 1; i < moves.size(); i++) {
            assertThat(moves.get(i).face()).isNotEqualTo(moves.get(i - 1).face());
        }
    }

    /**
     * 2000 random-state scrambles made with a real solver that is already on main (Thistlethwaite): each produces
     * its state, the states are uniform by chi-square, and the same seed gives the same scrambles.
     */
    @Test
    void twoThousandRandomStateScramblesWithARealSolverAreUniformAndReproducible() {
        TestHome.use();
        assertTwoThousandScramblesAreUniformAndReproducible(new Scrambler(Solvers.get("thistlethwaite")));
    }

    /**
     * The must-show check with the two-phase solver, the default solver (here on the
     * build's shared test tables, so that they are built once per build).
     */
    @Test
    void twoThousandTwoPhaseScramblesAreUniformAndReproducible() {
        assertThat(Solvers.defaultSolver()).isInstanceOf(TwoPhaseSolver.class);
        assertTwoThousandScramblesAreUniformAndReproducible(new Scrambler(new TwoPhaseSolver(SharedTestTables.store())));
    }

    private static void assertTwoThousandScramblesAreUniformAndReproducible(Scrambler scrambler) {
        List<CubieCube> states = new ArrayList<>();
        List<Alg> scrambles = new ArrayList<>();
        Random random = new Random(20261121L);
        for (int i = 0; i < 2000; i++) {
            Scrambler.Scramble scramble = scrambler.randomState(random);
            CubieCube produced = CubieCube.of(scramble.moves());
            assertThat(produced).isEqualTo(scramble.state());
            assertThat(RandomCubes.isWithinOneMove(produced)).isFalse();
            states.add(produced);
            scrambles.add(scramble.moves());
        }
        UniformityCheck.assertUniform(states);
        // The same seed gives the same scrambles (the command-line test replays all 2000; 300 suffice here).
        Random again = new Random(20261121L);
        for (int i = 0; i < 300; i++) {
            assertThat(scrambler.randomState(again).moves()).isEqualTo(scrambles.get(i));
        }
    }
}

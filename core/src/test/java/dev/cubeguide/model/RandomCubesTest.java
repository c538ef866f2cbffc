package dev.cubeguide.model;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Move;
import dev.cubeguide.testing.UniformityCheck;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class RandomCubesTest {

    @Test
    void randomStatesAreUniform() {
        List<CubieCube> cubes = RandomCubes.randomStates(20261121L, 20_000);
        for (UniformityCheck.Result result : UniformityCheck.check(cubes)) {
            assertThat(result.passes()).as(result.toString()).isTrue();
        }
    }

    @Test
    void theCheckRejectsShortScrambles() {
        Random random = new Random(3);
        List<CubieCube> cubes = new ArrayList<>();
        for (int i = 0; i < 2000; i++) {
            cubes.add(CubieCube.of(RandomCubes.randomMoves(random, 4)));
        }
        assertThat(UniformityCheck.check(cubes)).anyMatch(result -> !result.passes());
    }

    @Test
    void randomStatesAreReachableAndReproducible() {
        List<CubieCube> first = RandomCubes.randomStates(42, 2000);
        assertThat(first).allMatch(CubieCube::isSolvable);
        assertThat(first).allMatch(CubieCube::hasStandardCenters);
        assertThat(RandomCubes.randomStates(42, 2000)).isEqualTo(first);
        assertThat(RandomCubes.randomStates(43, 2000)).isNotEqualTo(first);
        for (CubieCube cube : first.subList(0, 200)) {
            assertThat(CubieCube.fromFacelets(cube.toFacelets())).isEqualTo(cube);
        }
    }

    @Test
    void randomMoveScramblesNeverTurnTheSameFaceTwiceInARow() {
        Random random = new Random(11);
        int[] faceCounts = new int[6];
        for (int i = 0; i < 2000; i++) {
            Alg scramble = RandomCubes.randomMoves(random, 25);
            assertThat(scramble.length()).isEqualTo(25);
            List<Move> moves = scramble.moves();
            for (int k = 0; k < moves.size(); k++) {
                assertThat(moves.get(k).isFaceTurn()).isTrue();
                faceCounts[moves.get(k).face().ordinal()]++;
                if (k > 0) {
                    assertThat(moves.get(k).face()).as(scramble.toString()).isNotEqualTo(moves.get(k - 1).face());
                }
                if (k > 1 && moves.get(k).face().axis() == moves.get(k - 1).face().axis()) {
                    assertThat(moves.get(k).face()).as(scramble.toString()).isNotEqualTo(moves.get(k - 2).face());
                }
            }
        }
        for (int count : faceCounts) {
            assertThat(count).isBetween(2000 * 25 / 6 - 1500, 2000 * 25 / 6 + 1500);
        }
        assertThat(RandomCubes.randomMoves(new Random(1), 30)).isEqualTo(RandomCubes.randomMoves(new Random(1), 30));
    }

    @Test
    void scrambleStatesAreNeverWithinOneMoveOfSolved() {
        // A Random that first asks for the solved cube (every shuffle step keeps its element, every twist and
        // flip 0), then for the cube one R turn away, then behaves normally.
        CubieCube r = CubieCube.of(Move.ofIndex(3));
        Random scripted = new ScriptedRandom(List.of(CubieCube.SOLVED, r), 99);
        CubieCube drawn = RandomCubes.randomScrambleState(scripted);
        assertThat(RandomCubes.isWithinOneMove(drawn)).isFalse();
        assertThat(((ScriptedRandom) scripted).scriptedDraws()).isEqualTo(2);

        assertThat(RandomCubes.isWithinOneMove(CubieCube.SOLVED)).isTrue();
        for (int m = 0; m < 18; m++) {
            assertThat(RandomCubes.isWithinOneMove(CubieCube.of(Move.ofIndex(m)))).isTrue();
        }
        assertThat(RandomCubes.isWithinOneMove(CubieCube.of(Alg.parse("R U")))).isFalse();
        assertThat(RandomCubes.isWithinOneMove(CubieCube.of(Alg.parse("x")))).isTrue();
        Random random = new Random(8);
        for (int i = 0; i < 500; i++) {
            assertThat(RandomCubes.isWithinOneMove(RandomCubes.randomScrambleState(random))).isFalse();
        }
    }

    /**
     * Replays the draws that make {@link RandomCubes#randomState(Random)} produce given cubes (which must have even
     * permutations, so that no parity fix-up happens), then falls back to a seeded generator.
     */
    private static final class ScriptedRandom extends Random {
        private static final long serialVersionUID = 1L;
        private final List<Integer> script = new ArrayList<>();
        private int next;
        private final int draws;

        ScriptedRandom(List<CubieCube> cubes, long seed) {
            super(seed);
            for (CubieCube cube : cubes) {
                addShuffle(cube.cornerPermutation());
                addShuffle(cube.edgePermutation());
                for (int i = 0; i < 7; i++) {
                    script.add(cube.cornerOrientation(i));
                }
                for (int i = 0; i < 11; i++) {
                    script.add(cube.edgeOrientation(i));
                }
            }
            draws = cubes.size();
        }

        /** The Fisher-Yates choices (from the top) that produce {@code target}. */
        private void addShuffle(int[] target) {
            int n = target.length;
            int[] values = new int[n];
            for (int i = 0; i < n; i++) {
                values[i] = i;
            }
            for (int i = n - 1; i > 0; i--) {
                int j = 0;
                while (values[j] != target[i]) {
                    j++;
                }
                script.add(j);
                int t = values[i];
                values[i] = values[j];
                values[j] = t;
            }
        }

        int scriptedDraws() {
            return next >= script.size() ? draws : -1;
        }

        @Override
        public int nextInt(int bound) {
            if (next < script.size()) {
                int value = script.get(next++);
                if (value >= bound) {
                    throw new IllegalStateException("script out of step");
                }
                return value;
            }
            return super.nextInt(bound);
        }
    }
}

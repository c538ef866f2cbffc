package dev.cubeguide.bench.tools;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Move;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The coset count's move tables against the cubie model, and its counts against every move sequence. */
class H48CosetsTest {
    @Test
    void aMoveOnTheKeyIsTheMoveOnTheCube() {
        H48Cosets.MoveTables tables = new H48Cosets.MoveTables();
        for (CubieCube cube : RandomCubes.randomStates(48, 200)) {
            long key = H48Cosets.keyOf(cube);
            for (int m = 0; m < 18; m++) {
                assertThat(tables.move(key, m)).as("move %d", m)
                        .isEqualTo(H48Cosets.keyOf(cube.apply(Move.ofIndex(m))));
            }
        }
    }

    @Test
    void theGoalGroupHoldsTheHalfTurnsAndTheSliceMovesTwiceButNoQuarterTurn() {
        long solved = H48Cosets.keyOf(CubieCube.SOLVED);
        assertThat(H48Cosets.keyOf(CubieCube.of(Alg.parse("U2 R2 F2 D2 L2 B2")))).isEqualTo(solved);
        assertThat(H48Cosets.keyOf(CubieCube.of(Alg.parse("R")))).isNotEqualTo(solved);
        assertThat(H48Cosets.keyOf(CubieCube.of(Alg.parse("U D'")))).isNotEqualTo(solved);
    }

    /** Every sequence of up to four moves, applied to cubies: the cosets first reached at each length. */
    @Test
    void theCountsByDepthAreThoseOfAllMoveSequences() {
        Map<Long, Integer> depthOf = new HashMap<>();
        List<CubieCube> level = List.of(CubieCube.SOLVED);
        depthOf.put(H48Cosets.keyOf(CubieCube.SOLVED), 0);
        for (int depth = 1; depth <= 4; depth++) {
            List<CubieCube> next = new ArrayList<>();
            for (CubieCube cube : level) {
                for (int m = 0; m < 18; m++) {
                    CubieCube child = cube.apply(Move.ofIndex(m));
                    next.add(child);
                    depthOf.putIfAbsent(H48Cosets.keyOf(child), depth);
                }
            }
            level = next;
        }
        long[] bySequences = new long[5];
        depthOf.values().forEach(d -> bySequences[d]++);
        assertThat(H48Cosets.countByDepth(4)).containsExactly(bySequences);
        assertThat(bySequences).containsExactly(1, 6, 75, 888, 11_082);
    }
}

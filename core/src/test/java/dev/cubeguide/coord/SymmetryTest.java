package dev.cubeguide.coord;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Move;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SymmetryTest {

    @Test
    void theSymmetriesFormAGroup() {
        assertThat(Symmetry.multiply(0, 0)).isZero();
        for (int a = 0; a < Symmetry.N_SYM; a++) {
            assertThat(Symmetry.multiply(a, Symmetry.inverse(a))).isZero();
            assertThat(Symmetry.multiply(Symmetry.inverse(a), a)).isZero();
            for (int b = 0; b < Symmetry.N_SYM; b++) {
                for (int c = 0; c < Symmetry.N_SYM; c += 7) {
                    assertThat(Symmetry.multiply(Symmetry.multiply(a, b), c))
                            .isEqualTo(Symmetry.multiply(a, Symmetry.multiply(b, c)));
                }
            }
        }
    }

    @Test
    void theFirstSixteenKeepTheUdAxis() {
        for (int s = 0; s < Symmetry.N_SYM_UD; s++) {
            for (int m = 0; m < 18; m++) {
                assertThat(Coordinates.axis(Symmetry.conjugateMove(s, m))).as("s=%d m=%d", s, m)
                        .isEqualTo(Coordinates.axis(m) == 0 ? 0 : Coordinates.axis(Symmetry.conjugateMove(s, m)));
                if (Coordinates.axis(m) == 0) {
                    assertThat(Coordinates.axis(Symmetry.conjugateMove(s, m))).isZero();
                }
                assertThat(Coordinates.isPhase2Move(Symmetry.conjugateMove(s, m))).isEqualTo(Coordinates.isPhase2Move(m));
            }
        }
        // URF3 moves the U-D axis to another axis.
        assertThat(Coordinates.axis(Symmetry.conjugateMove(16, 0))).isNotZero();
    }

    @Test
    void conjugationCommutesWithMoves() {
        List<CubieCube> cubes = RandomCubes.randomStates(11, 10);
        for (CubieCube c : cubes) {
            for (int s = 0; s < Symmetry.N_SYM; s++) {
                CubieCube conj = Symmetry.conjugate(c, s);
                assertThat(conj.isSolvable()).isTrue();
                assertThat(Symmetry.conjugate(conj, Symmetry.inverse(s))).isEqualTo(c);
                for (int m = 0; m < 18; m++) {
                    CubieCube moved = Symmetry.conjugate(c.apply(Move.ofIndex(m)), s);
                    assertThat(moved).isEqualTo(conj.apply(Move.ofIndex(Symmetry.conjugateMove(s, m))));
                }
            }
        }
    }

    @Test
    void conjugationMapsMovesOntoMovesBijectively() {
        for (int s = 0; s < Symmetry.N_SYM; s++) {
            Set<Integer> images = new HashSet<>();
            for (int m = 0; m < 18; m++) {
                images.add(Symmetry.conjugateMove(s, m));
                assertThat(Symmetry.conjugateMove(Symmetry.inverse(s), Symmetry.conjugateMove(s, m))).isEqualTo(m);
            }
            assertThat(images).hasSize(18);
        }
        // A reflection turns clockwise into anticlockwise.
        assertThat(Symmetry.isReflection(1)).isTrue();
        assertThat(Symmetry.conjugateMove(1, 0)).isEqualTo(2);
    }
}

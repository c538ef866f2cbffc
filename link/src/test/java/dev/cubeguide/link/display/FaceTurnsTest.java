package dev.cubeguide.link.display;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Move;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Scrambles with rotations, wide turns and slices become face turns relative to the cube as held. */
class FaceTurnsTest {
    @Test
    void faceTurnsStayAsTheyAre() {
        assertThat(Alg.of(FaceTurns.relativeToHeld(Alg.parse("R U2 F' (L D)2")))).hasToString("R U2 F' L D L D");
    }

    @Test
    void aTurnBeforeARotationIsRenamed() {
        // R then x: the R face is still on the right; U then x: the old U face is now at B
        assertThat(Alg.of(FaceTurns.relativeToHeld(Alg.parse("R x")))).hasToString("R");
        assertThat(Alg.of(FaceTurns.relativeToHeld(Alg.parse("U x")))).hasToString("B");
        assertThat(Alg.of(FaceTurns.relativeToHeld(Alg.parse("x U")))).hasToString("U");
        assertThat(Alg.of(FaceTurns.relativeToHeld(Alg.parse("F y'")))).hasToString("R");
    }

    @Test
    void theDeviceBuildsTheCubeAsHeld() {
        for (String scramble : List.of("M2 E S'", "Rw U' Fw2 Dw' Lw Bw", "x y2 z' R", "[Rw, U] M' y [S: E2]",
                "R U R' U' x' M' U2 z Bw'", "(r U' r' F) y' (R' F R)")) {
            Alg alg = Alg.parse(scramble);
            List<Move> turns = FaceTurns.relativeToHeld(alg);
            assertThat(turns).allMatch(Move::isFaceTurn);
            assertThat(CubieCube.of(Alg.of(turns))).as(scramble).isEqualTo(CubieCube.of(alg).normalized());
            assertThat(DisplayHost.solvePacket(alg).cube()).isEqualTo(CubieCube.of(alg).normalized());
        }
    }

    @Test
    void moreThan255FaceTurnsIsAClearError() {
        Alg long128Slices = Alg.parse("(M)128");
        assertThatThrownBy(() -> DisplayHost.solvePacket(long128Slices))
                .isInstanceOf(CubeGuideException.class)
                .hasMessageContaining("256 face turns long, but a SOLVE packet holds at most 255");
        assertThat(DisplayHost.solvePacket(Alg.parse("(R)255")).moves()).hasSize(255);
    }
}

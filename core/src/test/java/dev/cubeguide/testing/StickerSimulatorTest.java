package dev.cubeguide.testing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The model agrees with the independent sticker simulator, and the simulator itself is sane. */
class StickerSimulatorTest {

    @Test
    void simulatorKnowsTheClassicPatterns() {
        assertThat(StickerSimulator.apply("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2"))
                .isEqualTo("UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB");
        assertThat(StickerSimulator.apply("U2 D2 F2 B2 L2 R2"))
                .isEqualTo("UDUDUDUDURLRLRLRLRFBFBFBFBFDUDUDUDUDLRLRLRLRLBFBFBFBFB");
        assertThat(StickerSimulator.apply("R U R' U'"))
                .isEqualTo("UULUUFUUFRRUBRRURRFFDFFUFFFDDRDDDDDDBLLLLLLLLBRRBBBBBB");
        assertThat(StickerSimulator.apply("(R U R' U')6")).isEqualTo(StickerSimulator.SOLVED);
        assertThat(StickerSimulator.apply("(R U)105")).isEqualTo(StickerSimulator.SOLVED);
        assertThat(StickerSimulator.apply("x").substring(0, 9)).isEqualTo("FFFFFFFFF");
        assertThat(StickerSimulator.isSolved(StickerSimulator.apply("x y z' (M)4"))).isTrue();
    }

    @Test
    void simulatorMovesHaveOrderFour() {
        for (String move : "U R F D L B M E S x y z Uw Rw Fw Dw Lw Bw".split(" ")) {
            assertThat(StickerSimulator.apply("(" + move + ")4")).as(move).isEqualTo(StickerSimulator.SOLVED);
            assertThat(StickerSimulator.apply(move)).as(move).isNotEqualTo(StickerSimulator.SOLVED);
        }
    }

    @Test
    void cubieCubeAgreesWithTheSimulatorOnRandomAlgs() {
        Random random = new Random(20261121L);
        for (int i = 0; i < 5000; i++) {
            String text = RandomAlgs.text(random, 8, 3);
            String expected = StickerSimulator.apply(text);
            assertThat(CubieCube.of(Alg.parse(text)).toFacelets()).as(text).isEqualTo(expected);
        }
    }

    @Test
    void everySingleMoveAgrees() {
        for (String layer : "U R F D L B Uw Rw Fw Dw Lw Bw u r f d l b M E S x y z".split(" ")) {
            for (String suffix : new String[] {"", "'", "2", "2'"}) {
                String text = layer + suffix;
                assertThat(CubieCube.of(Alg.parse(text)).toFacelets()).as(text)
                        .isEqualTo(StickerSimulator.apply(text));
            }
        }
    }

    @Test
    void movesApplyToAnyStartingState() {
        Random random = new Random(7);
        for (int i = 0; i < 500; i++) {
            String first = RandomAlgs.text(random, 6, 2);
            String second = RandomAlgs.text(random, 6, 2);
            CubieCube start = CubieCube.of(Alg.parse(first));
            assertThat(start.apply(Alg.parse(second)).toFacelets())
                    .isEqualTo(StickerSimulator.apply(StickerSimulator.apply(first), second));
        }
    }
}

package dev.cubeguide.model;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.notation.Alg;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PackedCubeTest {

    private static ErrorCode codeOf(PackedCube packed) {
        try {
            packed.toCubie();
        } catch (InvalidCubeException e) {
            return e.code();
        }
        return null;
    }

    @Test
    void solvedCubeGoldenWords() {
        PackedCube solved = PackedCube.of(CubieCube.SOLVED);
        long edges = 0;
        for (int i = 0; i < 12; i++) {
            edges |= (long) i << (5 * i);
        }
        long corners = 0;
        for (int i = 0; i < 8; i++) {
            corners |= (long) i << (5 * i);
        }
        assertThat(solved.edges()).isEqualTo(edges);
        assertThat(solved.corners()).isEqualTo(corners);
        assertThat(solved.toBytes()).hasSize(16);
        assertThat(solved.toBytes()[15]).isEqualTo((byte) (corners & 0xFF));
        assertThat(solved.toBytes()[7]).isEqualTo((byte) (edges & 0xFF));
    }

    @Test
    void orientationBits() {
        // F flips UF (position 1) and twists URF (position 0) by 1.
        PackedCube f = PackedCube.of(CubieCube.of(Alg.parse("F")));
        CubieCube cube = CubieCube.of(Alg.parse("F"));
        assertThat((f.edges() >>> 5) & 0x1F).isEqualTo(cube.edge(1) | cube.edgeOrientation(1) << 4);
        assertThat(f.corners() & 0x1F).isEqualTo(cube.corner(0) | cube.cornerOrientation(0) << 3);
        assertThat(cube.edgeOrientation(1)).isEqualTo(1);
        assertThat(cube.cornerOrientation(0)).isNotZero();
    }

    @Test
    void roundTripsOnRandomStatesAndBytes() {
        Random random = new Random(77);
        for (int i = 0; i < 3000; i++) {
            CubieCube cube = RandomCubes.randomState(random);
            PackedCube packed = PackedCube.of(cube);
            assertThat(packed.edges() >>> 60).isZero();
            assertThat(packed.corners() >>> 40).isZero();
            assertThat(packed.toCubie()).isEqualTo(cube);
            byte[] wire = new byte[20];
            System.arraycopy(packed.toBytes(), 0, wire, 2, 16);
            assertThat(PackedCube.fromBytes(wire, 2)).isEqualTo(packed);
            assertThat(PackedCube.fromBytes(packed.toBytes(), 0).toCubie()).isEqualTo(cube);
        }
    }

    @Test
    void aTurnedCubeIsPackedAsHeld() {
        CubieCube turned = CubieCube.of(Alg.parse("R U x y'"));
        assertThat(PackedCube.of(turned).toCubie()).isEqualTo(turned.normalized());
    }

    @Test
    void badWordsAreRejectedWithCodes() {
        PackedCube solved = PackedCube.of(CubieCube.SOLVED);
        assertThat(codeOf(new PackedCube(solved.edges() | 1L << 62, solved.corners()))).isEqualTo(ErrorCode.BAD_PACKET);
        assertThat(codeOf(new PackedCube(solved.edges(), solved.corners() | 1L << 45))).isEqualTo(ErrorCode.BAD_PACKET);
        // Edge position 0 holds piece 13.
        assertThat(codeOf(new PackedCube(solved.edges() & ~0xFL | 13, solved.corners()))).isEqualTo(ErrorCode.NO_SUCH_EDGE);
        // Edge position 0 holds piece 1 twice.
        assertThat(codeOf(new PackedCube(solved.edges() & ~0xFL | 1, solved.corners()))).isEqualTo(ErrorCode.DUPLICATE_EDGE);
        assertThat(codeOf(new PackedCube(solved.edges(), solved.corners() & ~0x7L | 1))).isEqualTo(ErrorCode.DUPLICATE_CORNER);
        assertThat(codeOf(new PackedCube(solved.edges(), solved.corners() | 3L << 3))).isEqualTo(ErrorCode.TWISTED_CORNER);
        assertThat(codeOf(new PackedCube(solved.edges(), solved.corners() | 1L << 3))).isEqualTo(ErrorCode.TWISTED_CORNER);
        assertThat(codeOf(new PackedCube(solved.edges() | 1L << 4, solved.corners()))).isEqualTo(ErrorCode.FLIPPED_EDGE);
        long swapped = solved.edges() & ~0x3FFL | 1 | 0 << 5;
        assertThat(codeOf(new PackedCube(swapped, solved.corners()))).isEqualTo(ErrorCode.PARITY);
    }
}

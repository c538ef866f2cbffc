package dev.cubeguide.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Layer;
import dev.cubeguide.notation.Move;
import dev.cubeguide.testing.RandomAlgs;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

class CubieCubeTest {

    private static CubieCube power(String alg, int times) {
        CubieCube step = CubieCube.of(Alg.parse(alg));
        CubieCube cube = CubieCube.SOLVED;
        for (int i = 0; i < times; i++) {
            cube = cube.multiply(step);
        }
        return cube;
    }

    @Test
    void groupLaws() {
        assertThat(power("R U", 105)).isEqualTo(CubieCube.SOLVED);
        assertThat(power("R U R' U'", 6)).isEqualTo(CubieCube.SOLVED);
        assertThat(power("R U2 D' B D'", 1260)).isEqualTo(CubieCube.SOLVED);
        assertThat(power("R U", 35)).isNotEqualTo(CubieCube.SOLVED);
        assertThat(power("R U", 21)).isNotEqualTo(CubieCube.SOLVED);
        assertThat(power("R U2 D' B D'", 630)).isNotEqualTo(CubieCube.SOLVED);
    }

    @Test
    void everyFaceMoveHasOrderFour() {
        for (int m = 0; m < 18; m += 3) {
            CubieCube quarter = CubieCube.of(Move.ofIndex(m));
            assertThat(quarter.multiply(quarter).multiply(quarter).multiply(quarter)).isEqualTo(CubieCube.SOLVED);
            assertThat(quarter.multiply(quarter)).isEqualTo(CubieCube.of(Move.ofIndex(m + 1)));
            assertThat(quarter.inverse()).isEqualTo(CubieCube.of(Move.ofIndex(m + 2)));
        }
    }

    @Test
    void oppositeFacesCommute() {
        for (String pair : new String[] {"U D", "R L", "F B"}) {
            String[] faces = pair.split(" ");
            assertThat(CubieCube.of(Alg.parse(faces[0] + " " + faces[1])))
                    .isEqualTo(CubieCube.of(Alg.parse(faces[1] + " " + faces[0])));
        }
        assertThat(CubieCube.of(Alg.parse("U R"))).isNotEqualTo(CubieCube.of(Alg.parse("R U")));
    }

    @Test
    void knownFaceletStrings() throws IOException {
        try (InputStream in = getClass().getResourceAsStream("/positions.txt")) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            for (String line : text.split("\n")) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] fields = line.split("\\|", -1);
                CubieCube fromFacelets = CubieCube.fromFacelets(fields[1]);
                assertThat(fromFacelets.toFacelets()).as(fields[0]).isEqualTo(fields[1]);
                if (!fields[3].isBlank()) {
                    assertThat(CubieCube.of(Alg.parse(fields[3])).toFacelets()).as(fields[0]).isEqualTo(fields[1]);
                }
            }
        }
    }

    @Test
    void superflip() {
        assertThat(CubieCube.of(Alg.parse("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2")).toFacelets())
                .isEqualTo("UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB");
    }

    @Test
    void rotationsAndSlicesReorientTheCube() {
        assertThat(CubieCube.of(Alg.parse("x")).isSolved()).isTrue();
        assertThat(CubieCube.of(Alg.parse("x")).hasStandardCenters()).isFalse();
        assertThat(CubieCube.of(Alg.parse("x")).toFacelets().charAt(4)).isEqualTo('F');
        assertThat(CubieCube.of(Alg.parse("M")).isSolved()).isFalse();
        assertThat(CubieCube.of(Alg.parse("(M)4")).isSolved()).isTrue();
        // Rw is L x; M is R L' x'; E is U D' y'; S is F' B z.
        assertThat(CubieCube.of(Alg.parse("Rw"))).isEqualTo(CubieCube.of(Alg.parse("L x")));
        assertThat(CubieCube.of(Alg.parse("r"))).isEqualTo(CubieCube.of(Alg.parse("R M'")));
        assertThat(CubieCube.of(Alg.parse("M"))).isEqualTo(CubieCube.of(Alg.parse("R L' x'")));
        assertThat(CubieCube.of(Alg.parse("E"))).isEqualTo(CubieCube.of(Alg.parse("U D' y'")));
        assertThat(CubieCube.of(Alg.parse("S"))).isEqualTo(CubieCube.of(Alg.parse("F' B z")));
        assertThat(CubieCube.of(Alg.parse("x"))).isEqualTo(CubieCube.of(Alg.parse("R M' L'")));
        assertThat(CubieCube.of(Alg.parse("y"))).isEqualTo(CubieCube.of(Alg.parse("U E' D'")));
        assertThat(CubieCube.of(Alg.parse("z"))).isEqualTo(CubieCube.of(Alg.parse("F S B'")));
        // After R y the turned layer faces the person holding the cube: as held, it is an F turn.
        assertThat(CubieCube.of(Alg.parse("R y")).normalized()).isEqualTo(CubieCube.of(Alg.parse("F")));
        // x keeps the R layer on the right.
        assertThat(CubieCube.of(Alg.parse("R x")).normalized()).isEqualTo(CubieCube.of(Alg.parse("R")));
        assertThat(CubieCube.of(Alg.parse("M2 U M2 U2 M2 U M2")).isSolvable()).isTrue();
    }

    @Test
    void inverseTimesCubeIsIdentity() {
        CubieCube cube = CubieCube.of(Alg.parse("R U F' M2 x Dw' S"));
        assertThat(cube.inverse().multiply(cube).isSolved()).isTrue();
        assertThat(cube.multiply(cube.inverse())).isEqualTo(CubieCube.SOLVED);
    }

    @Test
    void everyMoveOfEveryKindHasOrderFour() {
        for (Layer layer : Layer.values()) {
            CubieCube quarter = CubieCube.of(Move.of(layer, 1));
            assertThat(quarter).as(layer.symbol()).isNotEqualTo(CubieCube.SOLVED);
            assertThat(quarter.multiply(quarter).multiply(quarter).multiply(quarter)).as(layer.symbol())
                    .isEqualTo(CubieCube.SOLVED);
            assertThat(quarter.multiply(quarter)).isEqualTo(CubieCube.of(Move.of(layer, 2)));
            assertThat(quarter.inverse()).isEqualTo(CubieCube.of(Move.of(layer, 3)));
            assertThat(CubieCube.of(Move.of(layer, 2)).multiply(CubieCube.of(Move.of(layer, 2))))
                    .isEqualTo(CubieCube.SOLVED);
        }
    }

    @Test
    void oppositeFacesCommuteForEveryAmount() {
        for (int face = 0; face < 3; face++) {
            for (int a = 1; a <= 3; a++) {
                for (int b = 1; b <= 3; b++) {
                    CubieCube first = CubieCube.of(Move.ofIndex(3 * face + a - 1));
                    CubieCube second = CubieCube.of(Move.ofIndex(3 * (face + 3) + b - 1));
                    assertThat(first.multiply(second)).isEqualTo(second.multiply(first));
                }
            }
        }
        // Adjacent faces do not commute.
        for (int f = 0; f < 6; f++) {
            for (int g = 0; g < 6; g++) {
                if (f % 3 != g % 3) {
                    CubieCube a = CubieCube.of(Move.ofIndex(3 * f));
                    CubieCube b = CubieCube.of(Move.ofIndex(3 * g));
                    assertThat(a.multiply(b)).isNotEqualTo(b.multiply(a));
                }
            }
        }
    }

    @Test
    void faceletRoundTripsOnRandomStates() {
        Random random = new Random(2026);
        for (int i = 0; i < 2000; i++) {
            CubieCube cube = RandomCubes.randomState(random);
            String facelets = cube.toFacelets();
            assertThat(CubieCube.fromFacelets(facelets)).isEqualTo(cube);
            assertThat(CubieCube.fromFacelets(facelets).toFacelets()).isEqualTo(facelets);
            assertThat(new FaceletCube(facelets).toCubie()).isEqualTo(cube);
            assertThat(FaceletCube.of(cube).facelets()).isEqualTo(facelets);
            assertThat(cube.isSolvable()).isTrue();
        }
    }

    @Test
    void multiplicationIsAssociativeAndInverseWorksOnRandomStates() {
        Random random = new Random(9);
        for (int i = 0; i < 500; i++) {
            CubieCube a = RandomCubes.randomState(random);
            CubieCube b = RandomCubes.randomState(random);
            CubieCube c = CubieCube.of(Alg.parse(RandomAlgs.text(random, 6, 2)));
            assertThat(a.multiply(b).multiply(c)).isEqualTo(a.multiply(b.multiply(c)));
            assertThat(a.multiply(a.inverse())).isEqualTo(CubieCube.SOLVED);
            assertThat(c.inverse().multiply(c)).isEqualTo(CubieCube.SOLVED);
            assertThat(a.inverse().inverse()).isEqualTo(a);
        }
    }

    @Test
    void accessorsReturnCopies() {
        CubieCube cube = CubieCube.of(Alg.parse("R U"));
        int[] cp = cube.cornerPermutation();
        cp[0] = 99;
        assertThat(cube.cornerPermutation()[0]).isNotEqualTo(99);
        assertThat(cube.corner(0)).isEqualTo(cube.cornerPermutation()[0]);
        assertThatThrownBy(() -> CubieCube.of(new int[8], new int[8], new int[12], new int[12]))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void solvabilityFollowsTheInvariants() {
        int[] identity8 = {0, 1, 2, 3, 4, 5, 6, 7};
        int[] identity12 = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
        int[] oneFlip = new int[12];
        oneFlip[0] = 1;
        int[] oneTwist = new int[8];
        oneTwist[0] = 1;
        int[] swapped = identity12.clone();
        swapped[0] = 1;
        swapped[1] = 0;
        assertThat(CubieCube.of(identity8, new int[8], identity12, oneFlip).isSolvable()).isFalse();
        assertThat(CubieCube.of(identity8, oneTwist, identity12, new int[12]).isSolvable()).isFalse();
        assertThat(CubieCube.of(identity8, new int[8], swapped, new int[12]).isSolvable()).isFalse();
        assertThat(CubieCube.of(Alg.parse("M E S x y z r")).isSolvable()).isTrue();
    }
}

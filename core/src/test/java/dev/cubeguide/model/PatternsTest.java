package dev.cubeguide.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.notation.Alg;
import java.util.List;
import org.junit.jupiter.api.Test;

class PatternsTest {
    private static final String SOLVED = CubieCube.SOLVED.toFacelets();

    @Test
    void theNamedPatternsIncludeThoseTheIssueAsksFor() {
        assertThat(Patterns.names()).contains("checkerboard", "superflip", "cube-in-a-cube", "six-spots", "cross",
                "solved");
        for (Pattern pattern : Patterns.named()) {
            CubieCube cube = pattern.cube();
            assertThat(cube.hasStandardCenters()).as(pattern.name()).isTrue();
            assertThat(cube.isSolvable()).as(pattern.name()).isTrue();
            assertThat(CubeValidator.validate(pattern.facelets())).isEqualTo(cube);
        }
    }

    @Test
    void thePicturesAreTheFamousOnes() {
        String checkerboard = Patterns.byName("checkerboard").orElseThrow().facelets();
        for (int face = 0; face < 6; face++) {
            String f = checkerboard.substring(9 * face, 9 * face + 9);
            char centre = f.charAt(4);
            for (int i = 0; i < 9; i++) {
                // Corners and centre one colour, edges the opposite face's.
                assertThat(f.charAt(i) == centre).as("checkerboard face %d sticker %d", face, i).isEqualTo(i % 2 == 0);
            }
        }
        String superflip = Patterns.byName("superflip").orElseThrow().facelets();
        for (int face = 0; face < 6; face++) {
            String f = superflip.substring(9 * face, 9 * face + 9);
            for (int i = 0; i < 9; i++) {
                assertThat(f.charAt(i) == f.charAt(4)).as("superflip face %d sticker %d", face, i).isEqualTo(i % 2 == 0);
            }
        }
        String spots = Patterns.byName("six spots").orElseThrow().facelets();
        for (int face = 0; face < 6; face++) {
            String f = spots.substring(9 * face, 9 * face + 9);
            assertThat(f.chars().filter(c -> c == f.charAt(0)).count()).as("six spots face %d", face).isEqualTo(8);
            assertThat(f.charAt(4)).isNotEqualTo(f.charAt(0));
        }
        assertThat(Patterns.byName("solved").orElseThrow().facelets()).isEqualTo(SOLVED);
    }

    @Test
    void namesIgnoreCaseSpacesHyphensAndUnderscores() {
        for (String name : List.of("cube-in-a-cube", "Cube in a cube", "CUBE_IN_A_CUBE", "cubeinacube")) {
            assertThat(Patterns.byName(name)).map(Pattern::name).contains("cube-in-a-cube");
        }
        assertThat(Patterns.byName("chess")).isEmpty();
    }

    @Test
    void aTargetIsANameOrAFaceletStringReadByItsOwnCentres() {
        Pattern checkerboard = Patterns.byName("checkerboard").orElseThrow();
        assertThat(Patterns.target("checkerboard", SOLVED)).isEqualTo(checkerboard.cube());
        // The same pattern in colour letters, for a cube written in face letters.
        String colours = checkerboard.facelets().replace('U', 'W').replace('D', 'Y').replace('F', 'G');
        assertThat(Patterns.target(colours, SOLVED)).isEqualTo(checkerboard.cube());
        assertThat(Patterns.target("  " + checkerboard.facelets() + " ", SOLVED)).isEqualTo(checkerboard.cube());
    }

    @Test
    void anInvalidPatternGetsItsValidationCodeAndSaysItIsTheTarget() {
        String twisted = CubieCube.of(new int[] {0, 1, 2, 3, 4, 5, 6, 7}, new int[] {1, 0, 0, 0, 0, 0, 0, 0},
                new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, new int[12]).toFacelets();
        assertThatThrownBy(() -> Patterns.target(twisted, SOLVED)).isInstanceOfSatisfying(InvalidCubeException.class,
                e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.TWISTED_CORNER);
                    assertThat(e.getMessage()).startsWith("the target pattern");
                    assertThat(e.detail()).containsEntry("target", true);
                });
        assertThatThrownBy(() -> Patterns.target(SOLVED.substring(1) + "XX", SOLVED))
                .isInstanceOfSatisfying(InvalidCubeException.class, e -> assertThat(e.detail()).containsEntry("target", true));
        assertThatThrownBy(() -> Patterns.target(SOLVED.substring(3), SOLVED))
                .isInstanceOfSatisfying(InvalidCubeException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.BAD_LENGTH);
                    assertThat(e.detail()).containsEntry("target", true);
                });
    }

    @Test
    void anUnknownNameListsTheNamedPatterns() {
        assertThatThrownBy(() -> Patterns.target("chessboard", SOLVED)).isInstanceOfSatisfying(CubeGuideException.class,
                e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.BAD_REQUEST);
                    assertThat(e.getMessage()).contains("checkerboard", "superflip");
                    assertThat(e.detail()).containsEntry("field", "to");
                });
    }

    @Test
    void aPatternInTheCubesSymbolsWithOtherCentresSaysHowToHoldTheCube() {
        // The checkerboard as seen with the cube turned by x: its centres are elsewhere.
        String turned = Patterns.byName("checkerboard").orElseThrow().cube().apply(Alg.parse("x")).toFacelets();
        assertThatThrownBy(() -> Patterns.target(turned, SOLVED)).isInstanceOfSatisfying(CubeGuideException.class, e -> {
            assertThat(e.code()).isEqualTo(ErrorCode.BAD_REQUEST);
            assertThat(e.getMessage()).contains("hold the cube turned by x");
            assertThat(e.detail()).containsEntry("hold", "x").containsEntry("top", "F").containsEntry("front", "D");
        });
        // The cube held the way the message says has the pattern's centres.
        String held = CubieCube.of(Alg.parse("R U x")).toFacelets();
        assertThat(Patterns.target(turned, held)).isEqualTo(CubieCube.fromFacelets(turned));
    }
}

package dev.cubeguide.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.notation.Alg;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class CubeValidatorTest {
    private static final String SOLVED = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";

    /** {@code facelets} with the stickers named in pairs set: set(s, "U1", 'X', "R2", 'F'). */
    private static String set(String facelets, Object... stickerSymbol) {
        char[] out = facelets.toCharArray();
        for (int i = 0; i < stickerSymbol.length; i += 2) {
            out[Facelet.valueOf((String) stickerSymbol[i]).ordinal()] = (Character) stickerSymbol[i + 1];
        }
        return new String(out);
    }

    private static InvalidCubeException failure(String facelets) {
        try {
            CubeValidator.validate(facelets);
        } catch (InvalidCubeException e) {
            return e;
        }
        throw new AssertionError("expected " + facelets + " to be invalid");
    }

    private static void assertCode(String facelets, ErrorCode code) {
        InvalidCubeException e = failure(facelets);
        assertThat(e.code()).as(e.getMessage()).isEqualTo(code);
        assertThat(e.reason()).isEqualTo(code);
    }

    @Test
    void badLength() {
        for (String facelets : new String[] {"", SOLVED.substring(1), SOLVED + "U", "UUU"}) {
            InvalidCubeException e = failure(facelets);
            assertThat(e.code()).isEqualTo(ErrorCode.BAD_LENGTH);
            assertThat(e.detail()).containsEntry("length", facelets.length()).containsEntry("expected", 54);
            assertThat(e.getMessage()).contains(Integer.toString(facelets.length()));
        }
        assertThat(failure(null).code()).isEqualTo(ErrorCode.BAD_LENGTH);
    }

    @Test
    void centersNotDistinct() {
        InvalidCubeException e = failure(set(SOLVED, "R5", 'U'));
        assertThat(e.code()).isEqualTo(ErrorCode.CENTERS_NOT_DISTINCT);
        assertThat(e.detail()).containsEntry("stickers", "U5 R5").containsEntry("symbol", "U");
        assertThat(e.getMessage()).contains("U5 R5");
    }

    @Test
    void unknownColor() {
        InvalidCubeException e = failure(set(SOLVED, "F7", 'X', "B2", 'X'));
        assertThat(e.code()).isEqualTo(ErrorCode.UNKNOWN_COLOR);
        assertThat(e.detail()).containsEntry("stickers", "F7 B2").containsEntry("symbol", "X");
        assertThat(e.getMessage()).contains("F7").contains("'X'");
    }

    @Test
    void colorCount() {
        InvalidCubeException e = failure(set(SOLVED, "U1", 'R'));
        assertThat(e.code()).isEqualTo(ErrorCode.COLOR_COUNT);
        assertThat(e.detail().get("counts")).isEqualTo(Map.of("U", 8, "R", 10, "F", 9, "D", 9, "L", 9, "B", 9));
        assertThat(e.getMessage()).contains("'U'").contains("appears 8 times").contains("'R'").contains("10 times");
    }

    @Test
    void noSuchEdge() {
        // UF shows U twice; UB shows F and B, which are opposite. The first position read is reported.
        InvalidCubeException e = failure(set(SOLVED, "F2", 'U', "U2", 'F'));
        assertThat(e.code()).isEqualTo(ErrorCode.NO_SUCH_EDGE);
        assertThat(e.detail()).containsEntry("position", "UF").containsEntry("stickers", "U8 F2")
                .containsEntry("colors", "UU");
        assertThat(e.getMessage()).contains("U8 F2");
    }

    @Test
    void noSuchEdgeComesBeforeAnEarlierDuplicate() {
        // Position UF holds a second UR piece, and position BR holds the impossible pair B/F.
        InvalidCubeException e = failure(set(SOLVED, "F2", 'R', "R6", 'F'));
        assertThat(e.code()).isEqualTo(ErrorCode.NO_SUCH_EDGE);
        assertThat(e.detail()).containsEntry("position", "BR").containsEntry("stickers", "B4 R6");
    }

    @Test
    void duplicateEdge() {
        // UF becomes a second UR, DR becomes a second DF: UF and DR are missing.
        InvalidCubeException e = failure(set(SOLVED, "F2", 'R', "R8", 'F'));
        assertThat(e.code()).isEqualTo(ErrorCode.DUPLICATE_EDGE);
        assertThat(e.detail()).containsEntry("piece", "UR").containsEntry("positions", List.of("UR", "UF"))
                .containsEntry("stickers", "U6 R2 U8 F2").containsEntry("missing", List.of("UF", "DR"));
        assertThat(e.getMessage()).contains("UR").contains("U6 R2 U8 F2");
    }

    @Test
    void noSuchCorner() {
        // URF with two stickers swapped: real colours in mirror-image order.
        InvalidCubeException e = failure(set(SOLVED, "R1", 'F', "F3", 'R'));
        assertThat(e.code()).isEqualTo(ErrorCode.NO_SUCH_CORNER);
        assertThat(e.detail()).containsEntry("position", "URF").containsEntry("stickers", "U9 R1 F3")
                .containsEntry("colors", "UFR").containsEntry("mirrored", true);
        assertThat(e.getMessage()).contains("mirror");
        // A corner with two opposite colours.
        String opposite = set(SOLVED, "R1", 'D', "D3", 'R');
        assertCode(opposite, ErrorCode.NO_SUCH_CORNER);
        assertThat(failure(opposite).detail()).containsEntry("mirrored", false);
    }

    @Test
    void duplicateCorner() {
        // UFL holds a second URF, DRB a second DBL: UFL and DRB are missing.
        String facelets = set(SOLVED, "F1", 'R', "L3", 'F', "R9", 'B', "B7", 'L');
        InvalidCubeException e = failure(facelets);
        assertThat(e.code()).isEqualTo(ErrorCode.DUPLICATE_CORNER);
        assertThat(e.detail()).containsEntry("piece", "URF").containsEntry("positions", List.of("URF", "UFL"))
                .containsEntry("stickers", "U9 R1 F3 U7 F1 L3").containsEntry("missing", List.of("UFL", "DRB"));
    }

    @Test
    void flippedEdgeNamesTheCulprit() {
        InvalidCubeException e = failure(set(SOLVED, "U8", 'F', "F2", 'U'));
        assertThat(e.code()).isEqualTo(ErrorCode.FLIPPED_EDGE);
        assertThat(e.detail()).containsEntry("culprit", "UF").containsEntry("stickers", "U8 F2")
                .containsEntry("pieces", List.of("UF"));
        assertThat(e.getMessage()).contains("UF").contains("U8 F2");
        // Flipped in a scrambled cube: no single culprit, but the flipped pieces are listed.
        String scrambled = CubieCube.of(Alg.parse("R U F' L2 D B")).toFacelets();
        InvalidCubeException scrambledError = failure(set(scrambled, "U8", scrambled.charAt(19), "F2", scrambled.charAt(7)));
        assertThat(scrambledError.code()).isEqualTo(ErrorCode.FLIPPED_EDGE);
        assertThat(scrambledError.detail()).containsKey("pieces");
    }

    @Test
    void twistedCornerNamesTheCulprit() {
        InvalidCubeException e = failure(set(SOLVED, "U9", 'F', "R1", 'U', "F3", 'R'));
        assertThat(e.code()).isEqualTo(ErrorCode.TWISTED_CORNER);
        assertThat(e.detail()).containsEntry("culprit", "URF").containsEntry("stickers", "U9 R1 F3")
                .containsEntry("twist", "clockwise");
        assertThat(e.getMessage()).contains("URF").contains("counter-clockwise");
        InvalidCubeException other = failure(set(SOLVED, "D7", 'B', "B9", 'L', "L7", 'D'));
        assertThat(other.code()).isEqualTo(ErrorCode.TWISTED_CORNER);
        assertThat(other.detail()).containsEntry("culprit", "DBL");
    }

    @Test
    void parityNamesTheSwappedPair() {
        InvalidCubeException e = failure(set(SOLVED, "R2", 'F', "F2", 'R'));
        assertThat(e.code()).isEqualTo(ErrorCode.PARITY);
        assertThat(e.detail()).containsEntry("culprit", List.of("UR", "UF"));
        assertThat(e.getMessage()).contains("UR").contains("UF");
        // Two corners swapped: URF (U9 R1 F3) and UFL (U7 F1 L3).
        InvalidCubeException corners = failure(set(SOLVED, "R1", 'F', "F3", 'L', "F1", 'R', "L3", 'F'));
        assertThat(corners.code()).isEqualTo(ErrorCode.PARITY);
        assertThat(corners.detail()).containsEntry("culprit", List.of("URF", "UFL"));
    }

    @Test
    void checksRunInTheDocumentedOrder() {
        String flipped = set(SOLVED, "U8", 'F', "F2", 'U');
        String flippedAndTwisted = set(flipped, "U9", 'F', "R1", 'U', "F3", 'R');
        assertCode(flippedAndTwisted, ErrorCode.FLIPPED_EDGE);
        String twistedAndSwapped = set(SOLVED, "U9", 'F', "R1", 'U', "F3", 'R', "R2", 'F', "F2", 'R');
        assertCode(twistedAndSwapped, ErrorCode.TWISTED_CORNER);
        // A bad corner and a bad edge: the edge is reported.
        assertCode(set(SOLVED, "R1", 'F', "F3", 'R', "U8", 'F', "F2", 'U', "R2", 'F', "F6", 'R'), ErrorCode.NO_SUCH_EDGE);
        // Unknown symbols come before colour counts; distinct centres before both.
        assertCode(set(SOLVED, "U1", 'X'), ErrorCode.UNKNOWN_COLOR);
        assertCode(set(SOLVED, "U5", 'R', "U1", 'X'), ErrorCode.CENTERS_NOT_DISTINCT);
        assertCode(set(SOLVED, "U5", 'R', "U1", 'X') + "U", ErrorCode.BAD_LENGTH);
        // A duplicate edge before any corner problem.
        assertCode(set(SOLVED, "F2", 'R', "R8", 'F', "R1", 'F', "F3", 'R'), ErrorCode.DUPLICATE_EDGE);
        // A duplicate corner before orientation problems.
        assertCode(set(SOLVED, "F1", 'R', "L3", 'F', "R9", 'B', "B7", 'L', "U8", 'F', "F2", 'U'),
                ErrorCode.DUPLICATE_CORNER);
    }

    @Test
    void anySixSymbolsAreAcceptedAndTheCentresDefineTheColours() {
        Random random = new Random(5);
        for (int i = 0; i < 200; i++) {
            CubieCube cube = RandomCubes.randomState(random);
            String facelets = cube.toFacelets();
            for (String symbols : new String[] {"WRGYOB", "012345", "abcdef", "BGORWY", "xyz+-*"}) {
                StringBuilder recoloured = new StringBuilder();
                for (char c : facelets.toCharArray()) {
                    recoloured.append(symbols.charAt("URFDLB".indexOf(c)));
                }
                assertThat(CubieCube.fromFacelets(recoloured.toString())).isEqualTo(cube);
            }
        }
    }

    @Test
    void aCubeHeldAnotherWayIsReadAsHeld() {
        CubieCube turned = CubieCube.of(Alg.parse("R U x y"));
        assertThat(CubieCube.fromFacelets(turned.toFacelets())).isEqualTo(turned.normalized());
        assertThat(CubieCube.fromFacelets(CubieCube.of(Alg.parse("x y z2")).toFacelets())).isEqualTo(CubieCube.SOLVED);
    }

    @Test
    void everyErrorCodeOfValidationIsReachable() {
        List<ErrorCode> codes = List.of(ErrorCode.BAD_LENGTH, ErrorCode.CENTERS_NOT_DISTINCT, ErrorCode.UNKNOWN_COLOR,
                ErrorCode.COLOR_COUNT, ErrorCode.NO_SUCH_EDGE, ErrorCode.DUPLICATE_EDGE, ErrorCode.NO_SUCH_CORNER,
                ErrorCode.DUPLICATE_CORNER, ErrorCode.FLIPPED_EDGE, ErrorCode.TWISTED_CORNER, ErrorCode.PARITY);
        List<String> examples = List.of(SOLVED + "U", set(SOLVED, "R5", 'U'), set(SOLVED, "U1", 'X'),
                set(SOLVED, "U1", 'R'), set(SOLVED, "F2", 'U', "U2", 'F'), set(SOLVED, "F2", 'R', "R8", 'F'),
                set(SOLVED, "R1", 'F', "F3", 'R'), set(SOLVED, "F1", 'R', "L3", 'F', "R9", 'B', "B7", 'L'),
                set(SOLVED, "U8", 'F', "F2", 'U'), set(SOLVED, "U9", 'F', "R1", 'U', "F3", 'R'),
                set(SOLVED, "R2", 'F', "F2", 'R'));
        for (int i = 0; i < codes.size(); i++) {
            InvalidCubeException e = failure(examples.get(i));
            assertThat(e.code()).isEqualTo(codes.get(i));
            assertThat(e.toMap()).containsEntry("code", codes.get(i).name()).containsKeys("message", "detail");
            assertThat(e.getMessage()).isNotBlank();
        }
    }

    @Test
    void validCubesPass() {
        assertThatThrownBy(() -> CubeValidator.validate("x")).isInstanceOf(InvalidCubeException.class);
        assertThat(CubeValidator.validate(SOLVED)).isEqualTo(CubieCube.SOLVED);
    }
}

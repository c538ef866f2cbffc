package dev.cubeguide.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.error.ErrorCode;
import org.junit.jupiter.api.Test;

class CubeLineTest {
    private static final String SOLVED = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";

    @Test
    void aLineWithoutAnIdTakesItsLineNumber() {
        assertThat(CubeLine.parse("  " + SOLVED + " ", 7)).contains(new CubeLine("7", 7, SOLVED, null));
    }

    @Test
    void theIdIsTheTextBeforeTheFirstComma() {
        assertThat(CubeLine.parse("wca-2024-1 , " + SOLVED, 3)).contains(new CubeLine("wca-2024-1", 3, SOLVED, null));
        assertThat(CubeLine.parse("a,b,c", 1)).contains(new CubeLine("a", 1, "b,c", null));
    }

    @Test
    void blankLinesAreSkippedAndAByteOrderMarkDropped() {
        assertThat(CubeLine.parse("   ", 2)).isEmpty();
        assertThat(CubeLine.parse("\uFEFF" + SOLVED, 1)).contains(new CubeLine("1", 1, SOLVED, null));
    }

    @Test
    void anEmptyOrOverlongIdIsABadLineUnderItsLineNumber() {
        assertThat(CubeLine.parse("," + SOLVED, 4)).contains(new CubeLine("4", 4, SOLVED, ErrorCode.BAD_REQUEST));
        assertThat(CubeLine.parse("x".repeat(CubeLine.MAX_TEXT + 1) + "," + SOLVED, 5).orElseThrow().problem())
                .isEqualTo(ErrorCode.BAD_REQUEST);
    }

    @Test
    void longTextIsCutToABoundedLength() {
        assertThat(CubeLine.parse("U".repeat(10_000), 1).orElseThrow().facelets()).hasSize(CubeLine.MAX_TEXT);
    }
}

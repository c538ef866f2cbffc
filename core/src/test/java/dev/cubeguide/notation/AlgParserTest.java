package dev.cubeguide.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.notation.NotationException.Reason;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AlgParserTest {

    private static String moves(String text) {
        return Alg.parse(text).moves().stream().map(Move::toString).collect(Collectors.joining(" "));
    }

    @Test
    void faceTurnsWithEverySuffix() {
        Alg alg = Alg.parse("U R' F2 D2' L'2 B");
        assertThat(alg.moves()).containsExactly(Move.of(Face.U, 1), Move.of(Face.R, 3), Move.of(Face.F, 2),
                Move.of(Face.D, 2), Move.of(Face.L, 2), Move.of(Face.B, 1));
        assertThat(alg.toString()).isEqualTo("U R' F2 D2 L2 B");
        assertThat(alg.htm()).isEqualTo(6);
        assertThat(alg.qtm()).isEqualTo(9);
        assertThat(Alg.parse("R’ U′").toString()).isEqualTo("R' U'");
    }

    @Test
    void wideTurnsInBothSpellings() {
        assertThat(Alg.parse("Rw r Uw' u' Fw2 f2 Dw d Lw l Bw b").moves()).extracting(Move::layer).containsExactly(
                Layer.RW, Layer.RW, Layer.UW, Layer.UW, Layer.FW, Layer.FW, Layer.DW, Layer.DW, Layer.LW, Layer.LW,
                Layer.BW, Layer.BW);
        assertThat(Alg.parse("r u' f2").toString()).isEqualTo("Rw Uw' Fw2");
    }

    @Test
    void slicesAndRotations() {
        assertThat(moves("M E' S2 x y' z2")).isEqualTo("M E' S2 x y' z2");
        Alg alg = Alg.parse("M x");
        assertThat(alg.htm()).isEqualTo(1);
        assertThat(alg.length()).isEqualTo(2);
        assertThat(alg.moves().get(0).layer().isSlice()).isTrue();
        assertThat(alg.moves().get(1).layer().isRotation()).isTrue();
    }

    @Test
    void groupsWithRepetition() {
        assertThat(moves("(R U)3")).isEqualTo("R U R U R U");
        assertThat(moves("(R U)")).isEqualTo("R U");
        assertThat(moves("(R U)2'")).isEqualTo("U' R' U' R'");
        assertThat(moves("(R U)'")).isEqualTo("U' R'");
        assertThat(Alg.parse("(R U)6").length()).isEqualTo(12);
        assertThat(Alg.parse("(R U)6").toString()).isEqualTo("(R U)6");
        assertThat(Alg.parse("( R  U )12").toString()).isEqualTo("(R U)12");
    }

    @Test
    void commutatorsAndConjugates() {
        assertThat(moves("[R, U]")).isEqualTo("R U R' U'");
        assertThat(moves("[R: U]")).isEqualTo("R U R'");
        assertThat(moves("[R U: F]")).isEqualTo("R U F U' R'");
        assertThat(moves("[R U, D]")).isEqualTo("R U D U' R' D'");
        assertThat(Alg.parse("[R,U]").toString()).isEqualTo("[R, U]");
        assertThat(Alg.parse("[R :U]").toString()).isEqualTo("[R: U]");
        assertThat(moves("[R, U]2")).isEqualTo("R U R' U' R U R' U'");
    }

    @Test
    void nesting() {
        assertThat(moves("[F: [R, U]]")).isEqualTo("F R U R' U' F'");
        assertThat(moves("[[R: U], D]")).isEqualTo("R U R' D R U' R' D'");
        assertThat(moves("([R, U] (F)2)2")).isEqualTo("R U R' U' F F R U R' U' F F");
        assertThat(moves("[(R U)2: [M, x]]")).isEqualTo("R U R U M x M' x' U' R' U' R'");
        String nested = "[F: ([R, U]2 M')3] (x y)2'";
        // An inverted group is written out inverted: (x y)2' is (y' x')2.
        assertThat(Alg.parse(nested).toString()).isEqualTo("[F: ([R, U]2 M')3] (y' x')2");
        assertThat(Alg.parse("([R, U])").toString()).isEqualTo("([R, U])");
        assertThat(Alg.parse("[R, U]").toString()).isEqualTo("[R, U]");
    }

    @Test
    void noSpacesNeeded() {
        assertThat(moves("RUR'U'")).isEqualTo("R U R' U'");
        assertThat(moves("R2'U2")).isEqualTo("R2 U2");
        assertThat(moves("rUw2M'x")).isEqualTo("Rw Uw2 M' x");
    }

    @Test
    void emptyAndBlankTextIsTheEmptyAlg() {
        assertThat(Alg.parse("")).isEqualTo(Alg.EMPTY);
        assertThat(Alg.parse("  \t\n ")).isEqualTo(Alg.EMPTY);
        assertThat(Alg.parse("()").length()).isZero();
    }

    @ParameterizedTest(name = "{0} -> {1} at column {2}")
    @CsvSource(delimiter = '|', value = {
        "R U #|UNEXPECTED_CHARACTER|5|#",
        "R, U|UNEXPECTED_CHARACTER|2|,",
        "R: U|UNEXPECTED_CHARACTER|2|:",
        "(R U]|UNEXPECTED_CHARACTER|5|]",
        "[R, U: F]|UNEXPECTED_CHARACTER|6|:",
        "R Q2 U|UNKNOWN_MOVE|3|Q2",
        "Mw|UNKNOWN_MOVE|1|Mw",
        "R m|UNKNOWN_MOVE|3|m",
        "X|UNKNOWN_MOVE|1|X",
        "R3|BAD_SUFFIX|1|R3",
        "F U22|BAD_SUFFIX|3|U22",
        "U2''|BAD_SUFFIX|1|U2''",
        "R (U F|UNCLOSED_GROUP|3|(",
        "[R, U|UNCLOSED_GROUP|1|[",
        "[R|UNCLOSED_GROUP|1|[",
        "R U)|UNMATCHED_CLOSE|4|)",
        "]|UNMATCHED_CLOSE|1|]",
        "(R U)0|BAD_REPEAT|6|0",
        "(R)10001|BAD_REPEAT|4|10001",
        "((R U)1000)1000|TOO_LONG|12|1000",
        "((R U)100)500 R|TOO_LONG|15|R",
        "[R U]|MISSING_SEPARATOR|5|]",
        "[R U (F)]|MISSING_SEPARATOR|9|]",
        "[, U]|EMPTY_BRACKET|1|[",
        "x [R: ]|EMPTY_BRACKET|3|[R: ]"})
    void errorsCarryReasonColumnAndToken(String text, Reason reason, int column, String token) {
        assertThatThrownBy(() -> Alg.parse(text))
                .isInstanceOfSatisfying(NotationException.class, e -> {
                    assertThat(e.reason()).isEqualTo(reason);
                    assertThat(e.column()).isEqualTo(column);
                    assertThat(e.token()).isEqualTo(token);
                    assertThat(e.code()).isEqualTo(ErrorCode.BAD_NOTATION);
                    assertThat(e.getMessage()).contains("column " + column);
                    assertThat(e.detail()).containsEntry("reason", reason.name()).containsEntry("column", column);
                });
    }

    @Test
    void everyReasonIsCovered() {
        // INVALID_MOVE_CODE comes from MoveCode (see MoveCodeTest); every other reason from the table above.
        assertThat(List.of(Reason.values())).hasSize(11); // TOO_DEEP: NotationCostTest
        assertThatThrownBy(() -> MoveCode.decode(0))
                .isInstanceOfSatisfying(NotationException.class, e -> {
                    assertThat(e.reason()).isEqualTo(Reason.INVALID_MOVE_CODE);
                    assertThat(e.column()).isEqualTo(1);
                });
    }

    @Test
    void hugeRepeatsFailFastWithoutExpanding() {
        assertThatThrownBy(() -> Alg.parse("(((R U)9999)9999)9999"))
                .isInstanceOfSatisfying(NotationException.class, e -> assertThat(e.reason()).isEqualTo(Reason.TOO_LONG));
        assertThatThrownBy(() -> Alg.parse("[((R)1000)1000, ((U)1000)1000]"))
                .isInstanceOfSatisfying(NotationException.class, e -> assertThat(e.reason()).isEqualTo(Reason.TOO_LONG));
        assertThat(Alg.parse("((R U)100)100").length()).isEqualTo(20_000);
    }

    @Test
    void canonicalFormatRoundTrips() {
        for (String text : new String[] {
            "R U' F2 Rw M x", "r2 u' M' E S2 x y' z2", "(R U)6", "[R, U]", "[R: U]", "[F: [R, U]]",
            "[R, U]2", "([R, U])", "[R: U]3'", "(R U R' U')6 [x: (M' U)4]", ""}) {
            Alg alg = Alg.parse(text);
            assertThat(Alg.parse(alg.toString())).as(text).isEqualTo(alg);
            assertThat(Alg.parse(alg.toString()).toString()).isEqualTo(alg.toString());
        }
        assertThat(Alg.parse("R2'   U'2 r").toString()).isEqualTo("R2 U2 Rw");
    }

    @Test
    void inverseKeepsTheStructure() {
        assertThat(Alg.parse("R U").inverse().toString()).isEqualTo("U' R'");
        assertThat(Alg.parse("R2 x M'").inverse().toString()).isEqualTo("M x' R2");
        assertThat(Alg.parse("[R, U]").inverse().toString()).isEqualTo("[U, R]");
        assertThat(Alg.parse("[F: R U]").inverse().toString()).isEqualTo("[F: U' R']");
        assertThat(Alg.parse("(R U)6").inverse().toString()).isEqualTo("(U' R')6");
        Alg alg = Alg.parse("[F: [R, U]] (x M)2 Dw'");
        assertThat(alg.inverse().inverse()).isEqualTo(alg);
        List<Move> reversed = new ArrayList<>();
        for (Move move : alg.moves()) {
            reversed.add(0, move.inverse());
        }
        assertThat(alg.inverse().moves()).isEqualTo(reversed);
    }

    @Test
    void mirrorSwapsLeftAndRight() {
        assertThat(Alg.parse("R U F D L B").mirror().toString()).isEqualTo("L' U' F' D' R' B'");
        assertThat(Alg.parse("Rw r Lw' Uw").mirror().toString()).isEqualTo("Lw' Lw' Rw Uw'");
        assertThat(Alg.parse("M M' E S x y z").mirror().toString()).isEqualTo("M M' E' S' x y' z'");
        assertThat(Alg.parse("[R, U] (R2 F)3").mirror().toString()).isEqualTo("[L', U'] (L2 F')3");
        assertThat(Alg.parse("[F: [R, U]]").mirror().mirror()).isEqualTo(Alg.parse("[F: [R, U]]"));
    }

    @Test
    void expansionToFaceTurnsAndRotations() {
        assertThat(Alg.parse("Rw").expandToFaceTurns().toString()).isEqualTo("L x");
        assertThat(Alg.parse("Lw'").expandToFaceTurns().toString()).isEqualTo("R' x");
        assertThat(Alg.parse("Uw2").expandToFaceTurns().toString()).isEqualTo("D2 y2");
        assertThat(Alg.parse("M").expandToFaceTurns().toString()).isEqualTo("R L' x'");
        assertThat(Alg.parse("E").expandToFaceTurns().toString()).isEqualTo("U D' y'");
        assertThat(Alg.parse("S").expandToFaceTurns().toString()).isEqualTo("B F' z");
        assertThat(Alg.parse("[R, U] x").expandToFaceTurns().toString()).isEqualTo("R U R' U' x");
        for (Move move : Alg.parse("[r: M E S] (Fw d)2 b'").expandToFaceTurns().moves()) {
            assertThat(move.layer().isFace() || move.layer().isRotation()).as(move.toString()).isTrue();
        }
    }

    @Test
    void indicesAndConcatenation() {
        Alg alg = Alg.parse("U U2 U' R B'");
        assertThat(alg.toIndices()).containsExactly(0, 1, 2, 3, 17);
        assertThat(Alg.ofIndices(alg.toIndices(), 5).moves()).isEqualTo(alg.moves());
        assertThat(Alg.parse("R").concat(Alg.parse("U")).toString()).isEqualTo("R U");
        assertThat(Alg.EMPTY.concat(Alg.parse("U"))).isEqualTo(Alg.parse("U"));
        assertThatThrownBy(() -> Alg.parse("M").toIndices()).isInstanceOf(IllegalStateException.class);
        for (int i = 0; i < 18; i++) {
            assertThat(Move.ofIndex(i).index()).isEqualTo(i);
            assertThat(Move.ofIndex(i).face().ordinal()).isEqualTo(i / 3);
            assertThat(Move.ofIndex(i).amount()).isEqualTo(i % 3 + 1);
        }
    }
}

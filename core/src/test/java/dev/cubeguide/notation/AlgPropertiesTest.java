package dev.cubeguide.notation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.testing.RandomAlgs;
import dev.cubeguide.testing.StickerSimulator;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Laws of parse, format, inverse, mirror and expansion over random algs of every token kind. */
class AlgPropertiesTest {

    @Provide
    Arbitrary<String> algs() {
        return Arbitraries.randomValue(random -> RandomAlgs.text(random, 8, 3));
    }

    @Property(tries = 500, seed = "20261122")
    void parseOfFormatIsTheSameAlg(@ForAll("algs") String text) {
        Alg alg = Alg.parse(text);
        assertThat(Alg.parse(alg.toString())).isEqualTo(alg);
        assertThat(Alg.parse(alg.toString()).toString()).isEqualTo(alg.toString());
    }

    @Property(tries = 500, seed = "20261123")
    void anAlgFollowedByItsInverseIsTheIdentity(@ForAll("algs") String text) {
        Alg alg = Alg.parse(text);
        assertThat(CubieCube.of(alg.concat(alg.inverse()))).isEqualTo(CubieCube.SOLVED);
        assertThat(CubieCube.of(alg.inverse().concat(alg))).isEqualTo(CubieCube.SOLVED);
        assertThat(CubieCube.of(alg.inverse())).isEqualTo(CubieCube.of(alg).inverse());
        assertThat(alg.inverse().inverse()).isEqualTo(alg);
    }

    @Property(tries = 500, seed = "20261124")
    void mirrorIsAnInvolutionAndReflectsTheState(@ForAll("algs") String text) {
        Alg alg = Alg.parse(text);
        assertThat(alg.mirror().mirror()).isEqualTo(alg);
        assertThat(CubieCube.of(alg.mirror()).toFacelets())
                .isEqualTo(StickerSimulator.mirror(CubieCube.of(alg).toFacelets()));
    }

    @Property(tries = 500, seed = "20261125")
    void expansionToFaceTurnsGivesTheSameState(@ForAll("algs") String text) {
        Alg alg = Alg.parse(text);
        Alg expanded = alg.expandToFaceTurns();
        assertThat(CubieCube.of(expanded)).isEqualTo(CubieCube.of(alg));
        assertThat(expanded.htm()).isGreaterThanOrEqualTo(alg.htm());
        for (Move move : expanded.moves()) {
            assertThat(move.layer().isFace() || move.layer().isRotation()).isTrue();
        }
    }

    @Property(tries = 300, seed = "20261126")
    void theModelAgreesWithTheIndependentSimulator(@ForAll("algs") String text) {
        assertThat(CubieCube.of(Alg.parse(text)).toFacelets()).isEqualTo(StickerSimulator.apply(text));
    }

    @Provide
    Arbitrary<String> noise() {
        return Arbitraries.strings().withChars("URFDLBurfdlbMESxyzwQX'2 3()[],:0#\u2019").ofMaxLength(30);
    }

    @Property(tries = 3000, seed = "20261127")
    void anyTextParsesOrFailsWithAColumn(@ForAll("noise") String text) {
        try {
            Alg alg = Alg.parse(text);
            assertThat(Alg.parse(alg.toString())).isEqualTo(alg);
        } catch (NotationException e) {
            assertThat(e.column()).isBetween(1, text.length() + 1);
            assertThat(e.getMessage()).contains("column " + e.column());
        }
    }
}

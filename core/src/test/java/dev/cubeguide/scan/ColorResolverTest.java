package dev.cubeguide.scan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubeValidator;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

class ColorResolverTest {
    /** Plain sticker shades in face order (white U, red R, green F, yellow D, orange L, blue B). */
    private static final Rgb[] CLEAN = {
        new Rgb(0xE8, 0xE8, 0xE8), new Rgb(0xB7, 0x12, 0x34), new Rgb(0x00, 0x9B, 0x48),
        new Rgb(0xFF, 0xD5, 0x00), new Rgb(0xFF, 0x58, 0x00), new Rgb(0x00, 0x46, 0xAD)};

    static List<Rgb> clean(String faceLetters) {
        List<Rgb> readings = new ArrayList<>();
        for (char c : faceLetters.toCharArray()) {
            readings.add(CLEAN["URFDLB".indexOf(c)]);
        }
        return readings;
    }

    @Test
    void cleanReadingsAreReadExactlyWithNothingToCheck() {
        Random random = new Random(1);
        for (int i = 0; i < 50; i++) {
            String cube = RandomCubes.randomState(random).toFacelets();
            ScanResult result = ColorResolver.resolve(clean(cube));
            assertThat(result.facelets()).isEqualTo(cube);
            assertThat(result.uncertain()).isEmpty();
            assertThat(java.util.Arrays.stream(result.confidence()).boxed().toList()).allSatisfy(c -> assertThat(c).isGreaterThan(0.99));
        }
        assertThat(ColorResolver.resolve(clean(CubieCube.SOLVED.toFacelets())).facelets())
                .isEqualTo(CubieCube.SOLVED.toFacelets());
    }

    @Test
    void theResultIsImmutable() {
        ScanResult result = ColorResolver.resolve(clean(CubieCube.SOLVED.toFacelets()));
        double[] confidence = result.confidence();
        confidence[0] = -1;
        assertThat(result.confidence()[0]).isPositive().isEqualTo(result.confidence(0));
        assertThatThrownBy(() -> result.uncertain().add(1)).isInstanceOf(UnsupportedOperationException.class);
        assertThat(result.toMap()).containsOnlyKeys("facelets", "uncertain", "confidence");
    }

    /**
     * The camera model, 300 seeded cubes per light (the "must show" figures): nearly all exactly right, every
     * answer valid, every wrong cube with one of its wrong stickers among the uncertain ones, few flags indoors.
     */
    @Test
    void simulatedCamerasIndoorAndHardLight() {
        Sweep indoor = Sweep.run(SimulatedCamera.Light.INDOOR, 300, 2026_11_25L);
        assertThat(indoor.exact).isGreaterThanOrEqualTo(298);
        assertThat(indoor.wrongUnflagged).isZero();
        assertThat(indoor.flagged / 300.0).isLessThanOrEqualTo(2.0);
        assertThat(indoor.nearestExact).isLessThan(90); // the lighting is hard enough that nearest colour fails often

        Sweep hard = Sweep.run(SimulatedCamera.Light.HARD, 300, 2026_11_26L);
        assertThat(hard.exact).isGreaterThanOrEqualTo(288);
        assertThat(hard.wrongUnflagged).isZero();
        assertThat(hard.nearestExact).isLessThanOrEqualTo(15);
    }

    @Test
    @Tag("slow")
    void simulatedCamerasLargeSweep() {
        Sweep indoor = Sweep.run(SimulatedCamera.Light.INDOOR, 3000, 11);
        assertThat(indoor.exact).isGreaterThanOrEqualTo(2980);
        assertThat(indoor.wrongUnflagged).isZero();
        assertThat(indoor.flagged / 3000.0).isLessThanOrEqualTo(2.0);
        Sweep hard = Sweep.run(SimulatedCamera.Light.HARD, 3000, 12);
        assertThat(hard.exact).isGreaterThanOrEqualTo(2880);
        assertThat(hard.wrongUnflagged).isLessThanOrEqualTo(3);
    }

    /** One seeded run of the camera model through the resolver. */
    static final class Sweep {
        int exact;
        int nearestExact;
        int wrongUnflagged;
        int unresolved;
        long flagged;

        static Sweep run(SimulatedCamera.Light light, int count, long seed) {
            Sweep sweep = new Sweep();
            Random random = new Random(seed);
            for (int i = 0; i < count; i++) {
                String truth = RandomCubes.randomState(random).toFacelets();
                List<Rgb> readings = SimulatedCamera.photograph(truth, light, random);
                if (NearestCentre.read(readings).equals(truth)) {
                    sweep.nearestExact++;
                }
                ScanResult result;
                try {
                    result = ColorResolver.resolve(readings);
                } catch (CubeGuideException e) {
                    assertThat(e.code()).isEqualTo(ErrorCode.SCAN_UNRESOLVED);
                    sweep.unresolved++;
                    continue;
                }
                CubeValidator.validate(result.facelets());
                sweep.flagged += result.uncertain().size();
                if (result.facelets().equals(truth)) {
                    sweep.exact++;
                } else {
                    boolean flagged = false;
                    for (int s = 0; s < 54; s++) {
                        flagged |= result.facelets().charAt(s) != truth.charAt(s) && result.uncertain().contains(s);
                    }
                    sweep.wrongUnflagged += flagged ? 0 : 1;
                }
            }
            return sweep;
        }
    }

    @Test
    void oneColourEverywhereIsUnresolved() {
        List<Rgb> grey = Collections.nCopies(54, new Rgb(120, 120, 120));
        assertThatThrownBy(() -> ColorResolver.resolve(grey))
                .isInstanceOfSatisfying(CubeGuideException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.SCAN_UNRESOLVED);
                    assertThat(e.detail().get("stickers").toString()).contains("U5");
                });
    }

    @Test
    void twoCentresOfTheSameColourAreUnresolvedAndNamed() {
        List<Rgb> readings = clean(RandomCubes.randomState(new Random(3)).toFacelets());
        readings.set(31, readings.get(4)); // the D centre reads white, like the U centre
        assertThatThrownBy(() -> ColorResolver.resolve(readings))
                .isInstanceOfSatisfying(CubeGuideException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.SCAN_UNRESOLVED);
                    assertThat(e.detail().get("stickers")).isEqualTo("U5 D5");
                    assertThat(e.getMessage()).contains("U5").contains("D5");
                });
    }

    @Test
    void badInputNamesTheIndex() {
        List<Rgb> short53 = clean(CubieCube.SOLVED.toFacelets()).subList(0, 53);
        assertThatThrownBy(() -> ColorResolver.resolve(short53))
                .isInstanceOfSatisfying(CubeGuideException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.BAD_REQUEST);
                    assertThat(e.getMessage()).contains("54").contains("53");
                });
        List<String> texts = new ArrayList<>(Collections.nCopies(54, "#ffffff"));
        texts.set(7, "#ffgfff");
        assertThatThrownBy(() -> Rgb.parseAll(texts))
                .isInstanceOfSatisfying(CubeGuideException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.BAD_REQUEST);
                    assertThat(e.getMessage()).contains("reading 7 (U8)").contains("#ffgfff");
                    assertThat(e.detail()).containsEntry("index", 7);
                });
        assertThatThrownBy(() -> Rgb.parseLine("#fff #000000"))
                .hasMessageContaining("54").hasMessageContaining("2 were given");
        assertThat(Rgb.parse("A1b2C3")).isEqualTo(new Rgb(0xA1, 0xB2, 0xC3));
        assertThat(Rgb.parse("#a1b2c3").hex()).isEqualTo("#a1b2c3");
        assertThat(Rgb.parseLine("#000000," + " #ffffff".repeat(53)).get(0)).isEqualTo(new Rgb(0, 0, 0));
        assertThat(Rgb.parseLine("[\"#000000\"" + ", \"#FFFFFF\"".repeat(53) + "]")).hasSize(54)
                .endsWith(new Rgb(255, 255, 255));
    }
}

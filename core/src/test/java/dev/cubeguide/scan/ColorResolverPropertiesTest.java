package dev.cubeguide.scan;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubeValidator;
import dev.cubeguide.model.RandomCubes;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** Whatever the readings, the answer is a valid cube with well-formed confidences, or SCAN_UNRESOLVED. */
class ColorResolverPropertiesTest {

    @Property(tries = 200, seed = "20261125")
    void anyReadingsGiveAValidCubeOrUnresolved(@ForAll long seed, @ForAll @IntRange(min = 0, max = 54) int scrambled) {
        Random random = new Random(seed);
        String truth = RandomCubes.randomState(random).toFacelets();
        SimulatedCamera.Light light = random.nextBoolean() ? SimulatedCamera.Light.INDOOR : SimulatedCamera.Light.HARD;
        List<Rgb> readings = new ArrayList<>(SimulatedCamera.photograph(truth, light, random));
        // Replace some readings by arbitrary colours: from a camera's cube to noise.
        for (int i = 0; i < scrambled; i++) {
            readings.set(random.nextInt(54), new Rgb(random.nextInt(256), random.nextInt(256), random.nextInt(256)));
        }
        try {
            ScanResult result = ColorResolver.resolve(readings);
            CubeValidator.validate(result.facelets());
            assertThat(java.util.Arrays.stream(result.confidence()).boxed().toList()).hasSize(54).allSatisfy(c -> assertThat(c).isBetween(0.0, 1.0));
            assertThat(result.uncertain()).isSorted().allSatisfy(s -> assertThat(s).isBetween(0, 53));
            for (int f = 0; f < 6; f++) {
                assertThat(result.facelets().charAt(f * 9 + 4)).isEqualTo("URFDLB".charAt(f));
                assertThat(result.confidence(f * 9 + 4)).isEqualTo(1.0);
            }
        } catch (CubeGuideException e) {
            assertThat(e.code()).isEqualTo(ErrorCode.SCAN_UNRESOLVED);
            assertThat(e.detail().get("stickers").toString()).isNotBlank();
        }
    }

    @Property(tries = 100, seed = "20261126")
    void cleanReadingsOfAnyCubeAreExact(@ForAll long seed) {
        String truth = RandomCubes.randomState(new Random(seed)).toFacelets();
        assertThat(ColorResolver.resolve(ColorResolverTest.clean(truth)).facelets()).isEqualTo(truth);
    }
}

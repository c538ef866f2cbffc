package dev.cubeguide.model;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tag;

/**
 * Fuzzing facelet strings: random strings, and valid cubes damaged by a few random edits (a sticker changed, two
 * swapped, one inserted or removed, the case or the symbols changed). Each is either a cube whose facelets read back
 * the same way up to the symbols, or a {@link CubeGuideException} with a cube-validation code and a message in words;
 * never another exception. The default run is a few hundred strings; {@code -Pslow} runs many thousands.
 */
class FaceletFuzzTest {
    private static final String SYMBOLS = "URFDLBurfdlbWYGOxz ?\u00e9";

    @Provide
    Arbitrary<String> damaged() {
        return Arbitraries.randomValue(FaceletFuzzTest::damagedCube);
    }

    static String damagedCube(Random random) {
        StringBuilder text = new StringBuilder(RandomCubes.randomState(random).toFacelets());
        int edits = random.nextInt(4);
        for (int e = 0; e < edits; e++) {
            int at = random.nextInt(text.length());
            switch (random.nextInt(5)) {
                case 0 -> text.setCharAt(at, SYMBOLS.charAt(random.nextInt(SYMBOLS.length())));
                case 1 -> {
                    int other = random.nextInt(text.length());
                    char c = text.charAt(at);
                    text.setCharAt(at, text.charAt(other));
                    text.setCharAt(other, c);
                }
                case 2 -> text.insert(at, SYMBOLS.charAt(random.nextInt(SYMBOLS.length())));
                case 3 -> text.deleteCharAt(at);
                default -> {
                    String from = "URFDLB";
                    String to = random.nextBoolean() ? "WRGYOB" : "urfdlb";
                    for (int i = 0; i < text.length(); i++) {
                        int k = from.indexOf(text.charAt(i));
                        if (k >= 0) {
                            text.setCharAt(i, to.charAt(k));
                        }
                    }
                }
            }
        }
        return text.toString();
    }

    static void check(String facelets) {
        CubieCube cube;
        try {
            cube = CubieCube.fromFacelets(facelets);
        } catch (CubeGuideException e) {
            assertThat(e.code().ordinal()).as(e.code().name()).isLessThanOrEqualTo(ErrorCode.PARITY.ordinal());
            assertThat(e.getMessage()).isNotBlank().doesNotContain("java.").doesNotContain("Exception");
            return;
        }
        assertThat(facelets).hasSize(54);
        String back = cube.toFacelets();
        // The same stickers, up to the symbols: each symbol maps to one letter, and the map is one to one.
        Map<Character, Character> letters = new HashMap<>();
        for (int i = 0; i < 54; i++) {
            Character before = letters.putIfAbsent(facelets.charAt(i), back.charAt(i));
            assertThat(before == null || before == back.charAt(i)).isTrue();
        }
        assertThat(new HashSet<>(letters.values())).hasSize(6);
    }

    @Property(tries = 500, seed = "20261125")
    void damagedCubesAreCubesOrNamedErrors(@ForAll("damaged") String facelets) {
        check(facelets);
    }

    @Property(tries = 300, seed = "20261126")
    void anyStringIsACubeOrANamedError(@ForAll String facelets) {
        check(facelets);
    }

    @Property(tries = 20_000, seed = "20261127")
    @Tag("slow")
    void manyDamagedCubes(@ForAll("damaged") String facelets) {
        check(facelets);
    }
}

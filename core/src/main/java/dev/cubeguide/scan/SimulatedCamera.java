package dev.cubeguide.scan;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubieCube;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/**
 * A model of the colour readings a camera gives of a cube, one photo per face, for tests, the benchmark and robot
 * builders without a camera at hand. Deterministic for a given {@link Random}.
 *
 * <p>Each reading is made in linear light (sRGB decoded) and encoded back to 8-bit sRGB:
 * <ul>
 *   <li>the brand's shades: one of four palettes (classic stickers, bright stickerless, a darker set, a
 *       pastel set), each colour jittered per cube, and each sticker a little on its own;</li>
 *   <li>per face (each photo has its own light): exposure, white balance (a warm/cool shift and a green/magenta
 *       tint as per-channel gains) and a linear brightness gradient across the face in a random direction;</li>
 *   <li>per sticker: glare on some (the reading mixed toward the light's white, which desaturates and
 *       brightens it; clipped at full scale) and noise (Gaussian, in 8-bit units).</li>
 * </ul>
 * {@link Light#HARD} is strong mixed light: on its readings the nearest-centre rule ({@link NearestCentre}) reads
 * about 2% of cubes exactly; on {@link Light#INDOOR} about 15% (2000 cubes, seed 1: 1.8% and 15.4%).
 */
public final class SimulatedCamera {
    /** How hard the light is. */
    public enum Light {
        /** An ordinary room: moderate exposure and white-balance differences between photos, a little glare. */
        INDOOR(0.5, 0.36, 0.12, 0.22, 0.03, 0.4, 4.0, 10),
        /** Strong mixed light: large exposure and colour casts per face, strong gradients, frequent glare, noise. */
        HARD(0.65, 0.5, 0.20, 0.40, 0.05, 0.55, 6.0, 16);

        final double exposure;
        final double warmth;
        final double tint;
        final double gradient;
        final double glareChance;
        final double glareStrength;
        final double noise;
        final double shadeJitter;

        Light(double exposure, double warmth, double tint, double gradient, double glareChance, double glareStrength,
                double noise, double shadeJitter) {
            this.exposure = exposure;
            this.warmth = warmth;
            this.tint = tint;
            this.gradient = gradient;
            this.glareChance = glareChance;
            this.glareStrength = glareStrength;
            this.noise = noise;
            this.shadeJitter = shadeJitter;
        }

        /** The light named {@code indoor} or {@code hard} (any case); {@code BAD_REQUEST} otherwise. */
        public static Light parse(String name) {
            for (Light light : values()) {
                if (light.name().equalsIgnoreCase(name == null ? "" : name.trim())) {
                    return light;
                }
            }
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "unknown light '" + name + "'; use indoor or hard",
                    Map.of("value", String.valueOf(name)));
        }

        /** The lower-case name ("indoor"). */
        public String displayName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * Sticker palettes in sRGB, colours in face order (white U, red R, green F, yellow D, orange L, blue B): the
     * classic sticker shades, a bright stickerless plastic, a darker set and a pastel set.
     */
    private static final int[][] PALETTES = {
        {0xF4F4F4, 0xB71234, 0x009B48, 0xFFD500, 0xFF5800, 0x0046AD},
        {0xFFFFFF, 0xEE1111, 0x11DD33, 0xFFEE00, 0xFF9900, 0x1133FF},
        {0xE0E0DA, 0xA01020, 0x10803A, 0xE8C800, 0xE85A10, 0x103A90},
        {0xF8F6F0, 0xD83040, 0x40C070, 0xF8E860, 0xF89040, 0x4070D8},
    };

    private SimulatedCamera() {
    }

    /** The 54 readings (URFDLB facelet order) of {@code cube}, shown in the standard colours. */
    public static List<Rgb> photograph(CubieCube cube, Light light, Random random) {
        return photograph(cube.toFacelets(), light, random);
    }

    /** The 54 readings of a cube given as a facelet string in face letters ({@code U R F D L B}). */
    public static List<Rgb> photograph(String faceLetters, Light light, Random random) {
        if (faceLetters.length() != Rgb.STICKERS) {
            throw new IllegalArgumentException("a facelet string has 54 stickers");
        }
        int[] base = PALETTES[random.nextInt(PALETTES.length)];
        double[][] shade = new double[6][3];
        for (int c = 0; c < 6; c++) {
            for (int ch = 0; ch < 3; ch++) {
                int value = base[c] >> (16 - 8 * ch) & 0xFF;
                shade[c][ch] = toLinear(clamp(value + random.nextGaussian() * light.shadeJitter));
            }
        }
        List<Rgb> readings = new ArrayList<>(Rgb.STICKERS);
        for (int f = 0; f < 6; f++) {
            double exposure = Math.exp((random.nextDouble() * 2 - 1) * light.exposure);
            double warmth = (random.nextDouble() * 2 - 1) * light.warmth;
            double tint = (random.nextDouble() * 2 - 1) * light.tint;
            double[] gain = {exposure * Math.exp(warmth), exposure * Math.exp(tint), exposure * Math.exp(-warmth)};
            double angle = random.nextDouble() * 2 * Math.PI;
            double slope = random.nextDouble() * light.gradient;
            for (int k = 0; k < 9; k++) {
                int s = f * 9 + k;
                int colour = "URFDLB".indexOf(faceLetters.charAt(s));
                if (colour < 0) {
                    throw new IllegalArgumentException("face letters are U R F D L B: " + faceLetters.charAt(s));
                }
                double across = (k % 3 - 1) * Math.cos(angle) + (k / 3 - 1) * Math.sin(angle);
                double brightness = Math.max(0.05, 1 + slope * across);
                double glare = random.nextDouble() < light.glareChance ? light.glareStrength * (0.4 + 0.6 * random.nextDouble()) : 0;
                int[] channel = new int[3];
                for (int ch = 0; ch < 3; ch++) {
                    double sticker = shade[colour][ch] * (1 + 0.03 * random.nextGaussian());
                    double lit = sticker * gain[ch] * brightness;
                    lit = (1 - glare) * lit + glare * gain[ch] * 1.2;
                    double encoded = toSrgb(Math.min(1, Math.max(0, lit))) + random.nextGaussian() * light.noise;
                    channel[ch] = (int) Math.round(clamp(encoded));
                }
                readings.add(new Rgb(channel[0], channel[1], channel[2]));
            }
        }
        return List.copyOf(readings);
    }

    private static double clamp(double value) {
        return Math.max(0, Math.min(255, value));
    }

    private static double toLinear(double value8) {
        double v = value8 / 255.0;
        return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }

    /** Linear light 0..1 to an sRGB value 0..255. */
    private static double toSrgb(double linear) {
        double v = linear <= 0.0031308 ? linear * 12.92 : 1.055 * Math.pow(linear, 1 / 2.4) - 0.055;
        return v * 255;
    }
}

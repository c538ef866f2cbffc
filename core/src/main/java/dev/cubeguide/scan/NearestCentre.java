package dev.cubeguide.scan;

import java.util.List;

/**
 * The simplest reading of a scan, for comparison only: each sticker takes the colour of the centre whose sRGB
 * reading is nearest (Euclidean). It ignores the lighting of each photo and the cube's structure, so its answer
 * need not be a cube that can exist; {@link ColorResolver} is the reader to use.
 */
public final class NearestCentre {
    private NearestCentre() {
    }

    /** The facelet string (face letters) of the nearest centre for each of the 54 readings. */
    public static String read(List<Rgb> readings) {
        Rgb.checkCount(readings.size());
        StringBuilder out = new StringBuilder(Rgb.STICKERS);
        for (Rgb reading : readings) {
            int nearest = 0;
            long best = Long.MAX_VALUE;
            for (int f = 0; f < 6; f++) {
                Rgb centre = readings.get(f * 9 + 4);
                long dr = reading.red() - centre.red();
                long dg = reading.green() - centre.green();
                long db = reading.blue() - centre.blue();
                long distance = dr * dr + dg * dg + db * db;
                if (distance < best) {
                    best = distance;
                    nearest = f;
                }
            }
            out.append("URFDLB".charAt(nearest));
        }
        return out.toString();
    }
}

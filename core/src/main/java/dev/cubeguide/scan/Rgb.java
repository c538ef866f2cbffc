package dev.cubeguide.scan;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One colour reading: 8-bit sRGB channels (0..255), as a camera or a colour sensor gives them.
 *
 * @param red the red channel, 0..255
 * @param green the green channel, 0..255
 * @param blue the blue channel, 0..255
 */
public record Rgb(int red, int green, int blue) {
    /** The number of readings of a whole cube, one per sticker in URFDLB facelet order. */
    public static final int STICKERS = 54;

    public Rgb {
        if ((red | green | blue) < 0 || red > 255 || green > 255 || blue > 255) {
            throw new IllegalArgumentException("sRGB channels are 0..255: " + red + ", " + green + ", " + blue);
        }
    }

    /**
     * Parses {@code #rrggbb} (the {@code #} is optional, hex digits in either case). Throws {@code BAD_REQUEST}
     * naming the text when it is not one.
     */
    public static Rgb parse(String text) {
        return parse(text, -1);
    }

    /**
     * Parses reading number {@code index} of a list (0..53): like {@link #parse(String)}, and the error names the
     * index and its sticker ({@code "reading 12 (R4)"}).
     */
    public static Rgb parse(String text, int index) {
        String t = text == null ? "" : text.trim();
        String hex = t.startsWith("#") ? t.substring(1) : t;
        if (hex.length() == 6) {
            int value = 0;
            boolean ok = true;
            for (int i = 0; i < 6 && ok; i++) {
                int digit = Character.digit(hex.charAt(i), 16);
                ok = digit >= 0;
                value = value << 4 | Math.max(digit, 0);
            }
            if (ok) {
                return new Rgb(value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF);
            }
        }
        String shown = t.length() > 20 ? t.substring(0, 20) + "..." : t;
        String where = index >= 0 ? "reading " + index + " (" + stickerName(index) + ")" : "a colour reading";
        Map<String, Object> detail = index >= 0 ? Map.of("index", index, "value", shown) : Map.of("value", shown);
        throw new CubeGuideException(ErrorCode.BAD_REQUEST,
                where + " is '" + shown + "', which is not a colour written #rrggbb (six hex digits)", detail);
    }

    /**
     * Parses a whole cube's readings, in facelet order: exactly {@link #STICKERS} of them, or {@code BAD_REQUEST}
     * naming the count, or the first bad reading's index.
     */
    public static List<Rgb> parseAll(List<String> texts) {
        checkCount(texts.size());
        List<Rgb> out = new ArrayList<>(STICKERS);
        for (int i = 0; i < STICKERS; i++) {
            out.add(parse(texts.get(i), i));
        }
        return List.copyOf(out);
    }

    /**
     * Parses readings written in one line, separated by spaces or commas ({@code "#ffffff, #ffffff ..."}; quotes and
     * square brackets count as separators too, so a JSON array of strings reads as well); see {@link #parseAll(List)}.
     */
    public static List<Rgb> parseLine(String line) {
        String trimmed = line == null ? "" : line.replaceAll("[\\[\\]\"]", " ").trim();
        List<String> parts = trimmed.isEmpty() ? List.of() : List.of(trimmed.split("[\\s,]+"));
        return parseAll(parts);
    }

    /** Throws {@code BAD_REQUEST} unless {@code count} is {@link #STICKERS}. */
    static void checkCount(int count) {
        if (count != STICKERS) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST,
                    "a scan needs 54 colour readings (9 per face, in URFDLB order), but " + count + " were given",
                    Map.of("count", count, "expected", STICKERS));
        }
    }

    /** {@code #rrggbb} in lower case. */
    public String hex() {
        return String.format(Locale.ROOT, "#%02x%02x%02x", red, green, blue);
    }

    @Override
    public String toString() {
        return hex();
    }

    /** The facelet name of sticker {@code index} ("R4"); the index itself when it is outside 0..53. */
    static String stickerName(int index) {
        return index >= 0 && index < STICKERS ? "URFDLB".charAt(index / 9) + Integer.toString(index % 9 + 1)
                : Integer.toString(index);
    }
}

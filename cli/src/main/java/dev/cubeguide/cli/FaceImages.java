package dev.cubeguide.cli;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.scan.Rgb;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;

/**
 * Reads the 54 colour readings from six photos, one per face (ImageIO: JPEG, PNG, BMP, GIF).
 *
 * <p>Each photo holds a 3×3 grid: a square of side {@code size} times the photo's shorter side, centred at
 * ({@code centerX}, {@code centerY}) as fractions of the width and height. Each sticker's reading is the median,
 * per channel, of the middle 40% of its cell (away from the black edges between stickers, which a face off
 * centre by 8% of the grid, 10% larger or smaller, or turned by 10 degrees brings into the cell's outer part; the
 * median ignores small glare spots). The cells are read row by row from the top left, as the facelet order reads each face: U with F at the
 * bottom of the picture, D with F at the top, the four side faces with U on top.
 *
 * @param size the grid's side as a fraction of the shorter side, 0.05..1
 * @param centerX the grid's centre as a fraction of the width, 0..1
 * @param centerY the grid's centre as a fraction of the height, 0..1
 */
record FaceImages(double size, double centerX, double centerY) {
    /** The default grid: 60% of the shorter side, centred (the page's guide square). */
    static final FaceImages DEFAULT = new FaceImages(0.6, 0.5, 0.5);
    /** Photos larger than this (pixels) are refused, which bounds the memory a bad file can take. */
    private static final long MAX_PIXELS = 64L * 1024 * 1024;

    FaceImages {
        if (!(size >= 0.05 && size <= 1) || !(centerX >= 0 && centerX <= 1) || !(centerY >= 0 && centerY <= 1)) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST,
                    "the grid's size must be 0.05..1 of the shorter side and its centre x,y fractions 0..1 of the photo",
                    Map.of("size", size, "centerX", centerX, "centerY", centerY));
        }
    }

    /** Parses {@code --grid-center x,y}. */
    static double[] parseCenter(String text) {
        String[] parts = text == null ? new String[0] : text.trim().split("\\s*,\\s*");
        try {
            if (parts.length == 2) {
                return new double[] {Double.parseDouble(parts[0]), Double.parseDouble(parts[1])};
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new CubeGuideException(ErrorCode.BAD_REQUEST,
                "--grid-center takes x,y as fractions of the photo's width and height, like 0.5,0.5; not '" + text + "'",
                Map.of("value", String.valueOf(text)));
    }

    /** The 54 readings of six photos in URFDLB order. */
    List<Rgb> read(List<Path> photos) {
        if (photos.size() != 6) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST,
                    "--images takes six photos, one per face in the order U R F D L B, but " + photos.size() + " were given",
                    Map.of("count", photos.size()));
        }
        List<Rgb> readings = new ArrayList<>(Rgb.STICKERS);
        for (int f = 0; f < 6; f++) {
            readings.addAll(sample(load(photos.get(f), "URFDLB".charAt(f))));
        }
        return readings;
    }

    private static BufferedImage load(Path photo, char face) {
        try {
            if (!Files.isRegularFile(photo)) {
                throw new IOException("no such file");
            }
            BufferedImage image = ImageIO.read(photo.toFile());
            if (image == null) {
                throw new IOException("not an image ImageIO can read (use JPEG or PNG)");
            }
            if ((long) image.getWidth() * image.getHeight() > MAX_PIXELS) {
                throw new IOException("larger than " + MAX_PIXELS / (1024 * 1024) + " megapixels");
            }
            return image;
        } catch (IOException | RuntimeException e) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST,
                    "cannot read the " + face + " photo " + photo + ": " + e.getMessage(),
                    Map.of("face", String.valueOf(face), "file", photo.toString()));
        }
    }

    /** The nine readings of one photo, row by row. */
    List<Rgb> sample(BufferedImage image) {
        int width = image.getWidth();
        int height = image.getHeight();
        double side = size * Math.min(width, height);
        double left = centerX * width - side / 2;
        double top = centerY * height - side / 2;
        double cell = side / 3;
        List<Rgb> readings = new ArrayList<>(9);
        for (int row = 0; row < 3; row++) {
            for (int col = 0; col < 3; col++) {
                // The middle 40% of the cell: 0.3 of a cell in from each side.
                int x0 = clamp((int) Math.round(left + (col + 0.3) * cell), width);
                int x1 = clamp((int) Math.round(left + (col + 0.7) * cell), width);
                int y0 = clamp((int) Math.round(top + (row + 0.3) * cell), height);
                int y1 = clamp((int) Math.round(top + (row + 0.7) * cell), height);
                readings.add(median(image, x0, Math.max(x1, x0 + 1), y0, Math.max(y1, y0 + 1)));
            }
        }
        return readings;
    }

    private static int clamp(int value, int limit) {
        return Math.max(0, Math.min(limit - 1, value));
    }

    /** The per-channel median of the pixels in [x0, x1) × [y0, y1), sampled on at most a 64×64 lattice. */
    private static Rgb median(BufferedImage image, int x0, int x1, int y0, int y1) {
        int stepX = Math.max(1, (x1 - x0) / 64);
        int stepY = Math.max(1, (y1 - y0) / 64);
        int n = ((x1 - x0 + stepX - 1) / stepX) * ((y1 - y0 + stepY - 1) / stepY);
        int[][] channel = new int[3][n];
        int i = 0;
        for (int y = y0; y < y1 && y < image.getHeight(); y += stepY) {
            for (int x = x0; x < x1 && x < image.getWidth(); x += stepX) {
                int argb = image.getRGB(x, y);
                channel[0][i] = argb >> 16 & 0xFF;
                channel[1][i] = argb >> 8 & 0xFF;
                channel[2][i] = argb & 0xFF;
                i++;
            }
        }
        int[] out = new int[3];
        for (int c = 0; c < 3; c++) {
            int[] values = Arrays.copyOf(channel[c], i);
            Arrays.sort(values);
            out[c] = values[values.length / 2];
        }
        return new Rgb(out[0], out[1], out[2]);
    }
}

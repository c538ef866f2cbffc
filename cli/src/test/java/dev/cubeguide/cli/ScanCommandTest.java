package dev.cubeguide.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.NetPrinter;
import dev.cubeguide.model.RandomCubes;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScanCommandTest {
    /** Sticker shades in face order (white U, red R, green F, yellow D, orange L, blue B). */
    private static final int[] SHADES = {0xE8E8E8, 0xB71234, 0x009B48, 0xFFD500, 0xFF5800, 0x0046AD};
    private static final String CUBE = RandomCubes.randomState(new Random(5)).toFacelets();

    private static String colours(String faceLetters, String separator) {
        List<String> out = new ArrayList<>();
        for (char c : faceLetters.toCharArray()) {
            out.add(String.format("#%06x", SHADES["URFDLB".indexOf(c)]));
        }
        return String.join(separator, out);
    }

    @Test
    void colorsPrintTheNetAndTheFaceletString() {
        CliRun run = CliRun.of("scan", "--colors", colours(CUBE, " "));
        assertThat(run.exit()).isEqualTo(0);
        assertThat(run.out()).isEqualTo(NetPrinter.printColors(CubieCube.fromFacelets(CUBE)) + CUBE + "\n"
                + "every sticker read with confidence\n");
        CliRun json = CliRun.of("scan", "--json", "--colors", colours(CUBE, ","));
        assertThat(json.exit()).isEqualTo(0);
        JsonNode node = json.json().get(0);
        assertThat(node.get("facelets").asText()).isEqualTo(CUBE);
        assertThat(node.get("uncertain").isArray()).isTrue();
        assertThat(node.get("confidence").size()).isEqualTo(54);
        List<String> fields = new ArrayList<>();
        node.fieldNames().forEachRemaining(fields::add);
        assertThat(fields).containsExactly("facelets", "uncertain", "confidence");
    }

    @Test
    void badReadingsExitTwoNamingTheIndex() {
        String[] readings = colours(CUBE, " ").split(" ");
        readings[12] = "#12345z";
        CliRun bad = CliRun.of("scan", "--colors", String.join(" ", readings));
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.err()).startsWith("error: BAD_REQUEST: reading 12 (R4)");
        assertThat(bad.noStackTrace()).isTrue();
        CliRun few = CliRun.of("scan", "--json", "--colors", "#ffffff #000000");
        assertThat(few.exit()).isEqualTo(2);
        assertThat(few.json().get(0).get("error").get("message").asText()).contains("54");
        CliRun grey = CliRun.of("scan", "--colors", "#777777 ".repeat(54));
        assertThat(grey.exit()).isEqualTo(2);
        assertThat(grey.err()).startsWith("error: SCAN_UNRESOLVED: ");
        CliRun none = CliRun.of("scan");
        assertThat(none.exit()).isEqualTo(2);
        assertThat(none.err()).contains("--colors");
    }

    @Test
    void batchGivesOneLinePerInputLineAndGoesOn(@TempDir Path dir) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.write((colours(CUBE, " ") + "\n").getBytes(StandardCharsets.UTF_8));
        bytes.write("#ffffff #zzzzzz\n".getBytes(StandardCharsets.UTF_8));
        bytes.write(new byte[] {'#', 'f', 'f', (byte) 0xC3, (byte) 0x28, '\n'}); // not UTF-8
        bytes.write(("#777777 ".repeat(54) + "\n").getBytes(StandardCharsets.UTF_8));
        bytes.write((colours(CUBE, ",") + "\n").getBytes(StandardCharsets.UTF_8));
        Path file = dir.resolve("readings.txt");
        Files.write(file, bytes.toByteArray());
        CliRun run = CliRun.of("scan", "--batch", file.toString(), "--json");
        assertThat(run.exit()).isEqualTo(0);
        List<JsonNode> lines = run.json();
        assertThat(lines).hasSize(5);
        assertThat(lines.get(0).get("facelets").asText()).isEqualTo(CUBE);
        assertThat(lines.get(1).get("error").get("code").asText()).isEqualTo("BAD_REQUEST");
        assertThat(lines.get(2).get("error").get("message").asText()).contains("UTF-8");
        assertThat(lines.get(3).get("error").get("code").asText()).isEqualTo("SCAN_UNRESOLVED");
        assertThat(lines.get(4).get("facelets").asText()).isEqualTo(CUBE);
        assertThat(run.err()).contains("3 of 5 lines");

        CliRun stdin = CliRun.withInput(colours(CUBE, " ") + "\n", "scan", "--batch", "-", "--json");
        assertThat(stdin.json().get(0).get("facelets").asText()).isEqualTo(CUBE);
    }

    /** Six photos drawn as the facelet net reads each face: a 3x3 grid of stickers with black gaps. */
    private static List<String> drawPhotos(Path dir, String cube, int width, int height, double size, double cx,
            double cy) throws IOException {
        return drawPhotos(dir, cube, width, height, size, cx, cy, 0);
    }

    private static List<String> drawPhotos(Path dir, String cube, int width, int height, double size, double cx,
            double cy, double degrees) throws IOException {
        List<String> paths = new ArrayList<>();
        Random random = new Random(9);
        for (int f = 0; f < 6; f++) {
            BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
            Graphics2D g = image.createGraphics();
            g.setColor(new Color(90, 80, 70));
            g.fillRect(0, 0, width, height);
            double side = size * Math.min(width, height);
            double left = cx * width - side / 2;
            double top = cy * height - side / 2;
            g.rotate(Math.toRadians(degrees), cx * width, cy * height);
            g.setColor(Color.BLACK);
            g.fillRect((int) left, (int) top, (int) side, (int) side);
            double cell = side / 3;
            for (int k = 0; k < 9; k++) {
                g.setColor(new Color(SHADES["URFDLB".indexOf(cube.charAt(f * 9 + k))]));
                g.fillRect((int) (left + (k % 3 + 0.08) * cell), (int) (top + (k / 3 + 0.08) * cell),
                        (int) (0.84 * cell), (int) (0.84 * cell));
            }
            // A little glare spot on one sticker: the median of the inner part ignores it.
            g.setColor(Color.WHITE);
            int k = random.nextInt(9);
            g.fillOval((int) (left + (k % 3 + 0.4) * cell), (int) (top + (k / 3 + 0.4) * cell), (int) (cell / 8), (int) (cell / 8));
            g.dispose();
            Path file = dir.resolve("URFDLB".charAt(f) + ".png");
            ImageIO.write(image, "png", file.toFile());
            paths.add(file.toString());
        }
        return paths;
    }

    @Test
    void imagesAreSampledOnAGridCentredInEachPhoto(@TempDir Path dir) throws IOException {
        List<String> args = new ArrayList<>(List.of("scan", "--json", "--images"));
        args.addAll(drawPhotos(dir, CUBE, 400, 300, 0.6, 0.5, 0.5));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertThat(run.exit()).as(run.err()).isEqualTo(0);
        assertThat(run.json().get(0).get("facelets").asText()).isEqualTo(CUBE);
    }

    /** A face 10% larger than the grid, 8% of it off centre and turned by 10 degrees is still read exactly. */
    @Test
    void imagesTolerateAFaceOffCentreLargerAndTurned(@TempDir Path dir) throws IOException {
        List<String> args = new ArrayList<>(List.of("scan", "--json", "--images"));
        args.addAll(drawPhotos(dir, CUBE, 400, 300, 0.66, 0.5 + 0.057 * 0.6 * 300 / 400, 0.5 - 0.057 * 0.6, 10));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertThat(run.exit()).as(run.err()).isEqualTo(0);
        assertThat(run.json().get(0).get("facelets").asText()).isEqualTo(CUBE);
    }

    @Test
    void theGridCanBeMovedAndResizedForRobotCameras(@TempDir Path dir) throws IOException {
        List<String> args = new ArrayList<>(List.of("scan", "--grid-size", "0.4", "--grid-center", "0.3,0.6", "--json",
                "--images"));
        args.addAll(drawPhotos(dir, CUBE, 320, 480, 0.4, 0.3, 0.6));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertThat(run.exit()).as(run.err()).isEqualTo(0);
        assertThat(run.json().get(0).get("facelets").asText()).isEqualTo(CUBE);

        CliRun five = CliRun.of("scan", "--images", "a.png", "b.png", "c.png", "d.png", "e.png");
        assertThat(five.exit()).isEqualTo(2);
        assertThat(five.err()).contains("six photos");
        Path text = dir.resolve("not-an-image.png");
        Files.writeString(text, "hello");
        List<String> bad = new ArrayList<>(List.of("scan", "--images"));
        for (int i = 0; i < 6; i++) {
            bad.add(text.toString());
        }
        CliRun unreadable = CliRun.of(bad.toArray(String[]::new));
        assertThat(unreadable.exit()).isEqualTo(2);
        assertThat(unreadable.err()).startsWith("error: BAD_REQUEST: cannot read the U photo");
        CliRun badCenter = CliRun.of("scan", "--grid-center", "half", "--images", "a", "b", "c", "d", "e", "f");
        assertThat(badCenter.exit()).isEqualTo(2);
        assertThat(badCenter.err()).contains("--grid-center");
    }

    @Test
    void benchScanReportsAccuracyAndSpeed() {
        CliRun run = CliRun.of("bench", "--scan", "--count", "30", "--seed", "2", "--light", "hard", "--warmup", "0", "--json");
        assertThat(run.exit()).as(run.err()).isEqualTo(0);
        JsonNode node = run.json().get(0);
        assertThat(node.get("light").asText()).isEqualTo("hard");
        assertThat(node.get("count").asInt()).isEqualTo(30);
        assertThat(node.get("exact").asInt()).isBetween(25, 30);
        assertThat(node.get("cubesPerSecond").asLong()).isPositive();
        assertThat(node.has("nearestCentreExact")).isTrue();
        CliRun badLight = CliRun.of("bench", "--scan", "--light", "dusk");
        assertThat(badLight.exit()).isEqualTo(2);
        assertThat(CliRun.of("bench").exit()).isEqualTo(2);
    }
}

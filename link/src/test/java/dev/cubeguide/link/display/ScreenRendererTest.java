package dev.cubeguide.link.display;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The 320×240 PNG and the 40×12 text screen. */
class ScreenRendererTest {
    private static final List<Screen> ALL = List.of(new Screen.Title(), new Screen.Solving(),
            new Screen.Step(1, 21, "R'", null), new Screen.Step(3, 21, "U2", "R'"), new Screen.Solved(),
            new Screen.Error("BAD_PACKET", "count mismatch: SOLVE counts 5 moves, but the terminator 0x0A came "
                    + "after 2 and the rest of this message is long enough to wrap over several lines"));

    @Test
    void pngsAre320By240(@TempDir Path dir) throws Exception {
        for (int i = 0; i < ALL.size(); i++) {
            Path file = dir.resolve("screen-" + i + ".png");
            ScreenRenderer.writePng(ALL.get(i), file);
            BufferedImage image = ImageIO.read(file.toFile());
            assertThat(image.getWidth()).isEqualTo(320);
            assertThat(image.getHeight()).isEqualTo(240);
        }
        assertThat(Files.list(dir).count()).isEqualTo(ALL.size());
    }

    @Test
    void theTextScreenIsAFramed40By12Block() {
        for (Screen screen : ALL) {
            List<String> lines = ScreenRenderer.text(screen).lines().toList();
            assertThat(lines).hasSize(14);
            assertThat(lines).allSatisfy(line -> assertThat(line).hasSize(42));
        }
        String step = ScreenRenderer.text(new Screen.Step(3, 21, "U2", "R'"));
        assertThat(step).contains("Step 3 of 21", ">>  U2  <<", "up face half turn", "Previous: R'");
        assertThat(ScreenRenderer.text(new Screen.Step(1, 21, "F", null))).contains("Previous: -");
        assertThat(ScreenRenderer.text(new Screen.Solved())).contains("Solved! Congratulations.");
        assertThat(ScreenRenderer.text(new Screen.Title())).contains("Solving Guide");
    }

    @Test
    void movesInWords() {
        assertThat(ScreenRenderer.describe("R'")).isEqualTo("right face counter-clockwise");
        assertThat(ScreenRenderer.describe("F")).isEqualTo("front face clockwise");
        assertThat(ScreenRenderer.describe("B2")).isEqualTo("back face half turn");
    }
}

package dev.cubeguide.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cubeguide.model.NetPrinter;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.testing.RandomAlgs;
import dev.cubeguide.testing.StickerSimulator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ShowCommandTest {
    private static final String SOLVED = StickerSimulator.SOLVED;

    @Test
    void showsTheNetAndTheFaceletString() {
        CliRun run = CliRun.of("show", "R U R' U'");
        assertThat(run.exit()).isEqualTo(0);
        String facelets = StickerSimulator.apply("R U R' U'");
        assertThat(run.out()).isEqualTo(NetPrinter.printColors(CubieCube.fromFacelets(facelets)) + facelets + "\n");
        assertThat(run.err()).isEmpty();
        // Unquoted words are joined into one alg.
        assertThat(CliRun.of("show", "R", "U", "R'", "U'").out()).isEqualTo(run.out());
    }

    @Test
    void json() {
        CliRun run = CliRun.of("show", "--json", "x");
        assertThat(run.exit()).isEqualTo(0);
        JsonNode node = run.json().get(0);
        assertThat(node.get("facelets").asText()).isEqualTo(StickerSimulator.apply("x"));
        assertThat(node.get("net").asText()).startsWith("    GGG\n");
        assertThat(run.lines()).hasSize(1);
    }

    @Test
    void faceletsWithAnySymbols() {
        String facelets = StickerSimulator.apply("F R' D2");
        String coloured = facelets.replace('U', 'W').replace('F', 'G').replace('D', 'Y').replace('L', 'O');
        CliRun run = CliRun.of("show", "--json", "--facelets", coloured);
        assertThat(run.exit()).isEqualTo(0);
        assertThat(run.json().get(0).get("facelets").asText()).isEqualTo(facelets);
    }

    @Test
    void badInputExitsTwoWithTheCode() {
        CliRun bad = CliRun.of("show", "R Q");
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.err()).startsWith("error: BAD_NOTATION: ").contains("column 3");
        assertThat(bad.noStackTrace()).isTrue();
        CliRun twisted = CliRun.of("show", "--facelets", set(set(set(SOLVED, 8, 'F'), 9, 'U'), 20, 'R'));
        assertThat(twisted.exit()).isEqualTo(2);
        assertThat(twisted.err()).startsWith("error: TWISTED_CORNER: ");
        CliRun json = CliRun.of("show", "--json", "--facelets", "UUU");
        assertThat(json.exit()).isEqualTo(2);
        assertThat(json.json().get(0).get("error").get("code").asText()).isEqualTo("BAD_LENGTH");
        assertThat(CliRun.of("show").exit()).isEqualTo(2);
        assertThat(CliRun.of("show", "--nonsense").exit()).isEqualTo(2);
    }

    @Test
    void batchOfAlgsMatchesTheIndependentSimulator(@TempDir Path dir) throws Exception {
        Random random = new Random(12);
        List<String> algs = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            algs.add(RandomAlgs.text(random, 8, 3));
        }
        algs.add(150, "R U )");
        Path file = dir.resolve("algs.txt");
        Files.write(file, algs);
        CliRun run = CliRun.of("show", "--batch", file.toString());
        assertThat(run.exit()).isEqualTo(0);
        List<JsonNode> lines = run.json();
        assertThat(lines).hasSize(algs.size());
        for (int i = 0; i < algs.size(); i++) {
            if (i == 150) {
                assertThat(lines.get(i).get("error").get("code").asText()).isEqualTo("BAD_NOTATION");
                assertThat(lines.get(i).get("error").get("detail").get("column").asInt()).isEqualTo(5);
            } else {
                assertThat(lines.get(i).get("facelets").asText()).as(algs.get(i)).isEqualTo(StickerSimulator.apply(algs.get(i)));
                assertThat(lines.get(i).has("net")).isTrue();
            }
        }
        assertThat(run.err()).contains("1 of 301 lines");
    }

    @Test
    void batchOfFaceletsGivesTheExactErrorCodes() {
        String good = StickerSimulator.apply("R U F");
        String input = String.join("\n", good, SOLVED + "U", set(SOLVED, 13, 'U'), set(SOLVED, 0, 'X'),
                set(SOLVED, 0, 'R'), set(set(SOLVED, 19, 'U'), 1, 'F'), set(set(SOLVED, 19, 'R'), 16, 'F'),
                set(set(SOLVED, 9, 'F'), 20, 'R'), swap(SOLVED, 7, 19), "", good) + "\n";
        CliRun run = CliRun.withInput(input, "show", "--facelets", "--batch", "-");
        assertThat(run.exit()).isEqualTo(0);
        List<String> codes = new ArrayList<>();
        for (JsonNode node : run.json()) {
            codes.add(node.has("error") ? node.get("error").get("code").asText() : "OK");
        }
        assertThat(codes).containsExactly("OK", "BAD_LENGTH", "CENTERS_NOT_DISTINCT", "UNKNOWN_COLOR", "COLOR_COUNT",
                "NO_SUCH_EDGE", "DUPLICATE_EDGE", "NO_SUCH_CORNER", "FLIPPED_EDGE", "BAD_LENGTH", "OK");
        assertThat(run.json().get(0).get("facelets").asText()).isEqualTo(good);
        assertThat(run.noStackTrace()).isTrue();
    }

    @Test
    void batchFilesWithAByteOrderMarkAndWindowsLineEnds() {
        CliRun run = CliRun.withInput("\uFEFFR U\r\nx\r\n", "show", "--batch", "-");
        assertThat(run.exit()).isEqualTo(0);
        assertThat(run.json()).extracting(node -> node.get("facelets").asText())
                .containsExactly(StickerSimulator.apply("R U"), StickerSimulator.apply("x"));
    }

    @Test
    void missingBatchFileIsBadInput() {
        CliRun run = CliRun.of("show", "--batch", "/no/such/file.txt");
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).startsWith("error: BAD_REQUEST: no such batch file");
        assertThat(CliRun.of("show", "--batch", "-", "R").exit()).isEqualTo(2);
    }

    private static String set(String facelets, int index, char symbol) {
        char[] out = facelets.toCharArray();
        out[index] = symbol;
        return new String(out);
    }

    private static String swap(String facelets, int a, int b) {
        char[] out = facelets.toCharArray();
        char t = out[a];
        out[a] = out[b];
        out[b] = t;
        return new String(out);
    }

    @Test
    void showsANamedPattern() {
        CliRun run = CliRun.of("show", "--json", "--pattern", "Cube in a cube");
        assertThat(run.exit()).isEqualTo(0);
        assertThat(run.json().get(0).get("facelets").asText())
                .isEqualTo(dev.cubeguide.model.Patterns.byName("cube-in-a-cube").orElseThrow().facelets());
        CliRun unknown = CliRun.of("show", "--pattern", "chessboard");
        assertThat(unknown.exit()).isEqualTo(2);
        assertThat(unknown.err()).startsWith("error: BAD_REQUEST: ").contains("superflip");
        assertThat(CliRun.of("show", "--pattern", "superflip", "R U").exit()).isEqualTo(2);
    }
}

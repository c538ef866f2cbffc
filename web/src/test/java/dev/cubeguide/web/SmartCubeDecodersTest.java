package dev.cubeguide.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The smart cube decoders (web/js/smartcube) on golden vectors, run by Node's own test runner: the FIPS-197
 * known answer and Node's AES for the WebCrypto block cipher, and for every cube family packets built by an
 * independent encoder, including lost notifications. Node 20's WebCrypto is the browser's API. Skipped where
 * there is no Node.
 */
class SmartCubeDecodersTest {
    private static final Path TESTS = Paths.get("src", "test", "js", "smartcube");

    @Test
    void decodersPassTheirGoldenVectors() throws IOException, InterruptedException {
        Path node = Paths.get("/usr/bin/node");
        assumeTrue(Files.isExecutable(node), "node is not installed");
        Process process = new ProcessBuilder(List.of(node.toString(), "--experimental-detect-module", "--test"))
                .directory(TESTS.toFile())
                .redirectErrorStream(true)
                .start();
        process.getOutputStream().close();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        // Reading to the end waits for the runner; the bound only keeps a broken runner from hanging the build.
        boolean finished = process.waitFor(5, TimeUnit.MINUTES);
        assertThat(finished).as("node --test finished").isTrue();
        assertThat(process.exitValue()).as(output).isZero();
        assertThat(output).contains("# fail 0").doesNotContain("not ok");
    }
}

package dev.cubeguide.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SiteCommandTest {
    @TempDir
    Path temp;

    @Test
    void writesTheSiteAndWritesItAgainOverItself() throws IOException {
        Path out = temp.resolve("site");
        CliRun first = CliRun.of("site", "--out", out.toString());
        assertThat(first.exit()).as(first.err()).isZero();
        assertThat(first.out()).contains("wrote the guide's site to").contains("gzipped");
        for (String file : new String[] {"index.html", "sw.js", "manifest.webmanifest", "js/app.js", "js/site.js",
            "icons/icon-192.png", "icons/icon-512.png", "vendor/three/build/three.module.min.js",
            "vendor/three/build/three.core.min.js"}) {
            assertThat(out.resolve(file)).as(file).isRegularFile();
        }
        assertThat(Files.readString(out.resolve("js/site.js"))).contains("server: false");
        // A file left from an older build goes; the folder is brought up to date.
        Files.writeString(out.resolve("js/old.js"), "// an older build's module");
        CliRun again = CliRun.of("site", "--out", out.toString());
        assertThat(again.exit()).as(again.err()).isZero();
        assertThat(out.resolve("js/old.js")).doesNotExist();
        assertThat(out.resolve("index.html")).isRegularFile();
    }

    @Test
    void refusesAFolderThatHoldsSomethingElse() throws IOException {
        Path mine = Files.createDirectories(temp.resolve("mine"));
        Files.writeString(mine.resolve("notes.txt"), "keep me");
        CliRun run = CliRun.of("site", "--out", mine.toString());
        assertThat(run.exit()).isEqualTo(Cli.BAD_INPUT);
        assertThat(run.err()).startsWith("error: BAD_REQUEST: ").contains("not empty");
        assertThat(mine.resolve("notes.txt")).hasContent("keep me");
        CliRun file = CliRun.of("site", "--out", mine.resolve("notes.txt").toString());
        assertThat(file.exit()).isEqualTo(Cli.BAD_INPUT);
        assertThat(file.err()).contains("is a file");
    }
}

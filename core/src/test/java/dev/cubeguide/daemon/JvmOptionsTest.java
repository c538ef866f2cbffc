package dev.cubeguide.daemon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class JvmOptionsTest {
    @Test
    void theOptionsAreTheArgumentsBeforeTheJarOrTheMainClassButTheClassPath() {
        assertThat(JvmOptions.fromArguments(List.of("-Xmx10g", "-XX:SharedArchiveFile=/a b/c.jsa", "-Xlog:cds=off",
                "-jar", "/x/cubeguide.jar", "solve", "--solver", "optimal"))).containsExactly("-Xmx10g",
                        "-XX:SharedArchiveFile=/a b/c.jsa", "-Xlog:cds=off");
        assertThat(JvmOptions.fromArguments(List.of("--add-opens=java.base/java.lang=ALL-UNNAMED", "-Xmx10g", "-cp",
                "a.jar:b.jar", "dev.cubeguide.spark.SolveJob", "-Xmx1g"))).containsExactly(
                        "--add-opens=java.base/java.lang=ALL-UNNAMED", "-Xmx10g");
        assertThat(JvmOptions.fromArguments(List.of("--class-path=a.jar", "-Dx=1", "Main"))).containsExactly("-Dx=1");
        assertThat(JvmOptions.fromArguments(List.of("Main", "-Xmx1g"))).isEmpty();
    }

    @Test
    void whatTheJvmMaySeeOtherwiseThanWrittenIsLeftToTheJvm() {
        assertThat(JvmOptions.fromArguments(List.of("@options.txt", "Main"))).isNull();
        assertThat(JvmOptions.fromArguments(List.of("--add-opens", "java.base/java.lang=ALL-UNNAMED", "Main"))).isNull();
        assertThat(JvmOptions.fromArguments(List.of("-m", "app/dev.App"))).isNull();
        assertThat(JvmOptions.fromArguments(List.of("-Xmx1g"))).isNull();
    }

    @Test
    void onLinuxThisJvmsOptionsAreTheManagementBeansWhenItsCommandLineTellsThem() throws Exception {
        Path cmdline = Path.of("/proc/self/cmdline");
        assumeTrue(Files.isReadable(cmdline), "no /proc here");
        List<String> expected = ManagementFactory.getRuntimeMXBean().getInputArguments();
        List<String> read = JvmOptions.ofThisJvm();
        assertThat(read).isEqualTo(expected);
    }
}

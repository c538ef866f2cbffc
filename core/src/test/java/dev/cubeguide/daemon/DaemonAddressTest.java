package dev.cubeguide.daemon;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DaemonAddressTest {
    @TempDir
    Path home;

    @Test
    void aWatchedFileThatChangesNamesAnotherDaemonOfTheSameHome() throws Exception {
        Path table = Files.writeString(home.resolve("a.tbl"), "table");
        DaemonAddress before = DaemonAddress.forThisJvm("solve", home, DaemonAddressTest.class, List.of(table));
        assertThat(DaemonAddress.forThisJvm("solve", home, DaemonAddressTest.class, List.of(table))).isEqualTo(before);

        Files.writeString(table, "a table rebuilt");
        DaemonAddress after = DaemonAddress.forThisJvm("solve", home, DaemonAddressTest.class, List.of(table));

        assertThat(after.socket()).isNotEqualTo(before.socket());
        assertThat(after.lock()).isEqualTo(before.lock()).isEqualTo(home.resolve("solve-daemon.lock"));
        Files.createFile(after.socket());
        Files.createFile(home.resolve(DaemonAddress.forThisJvm("batch", home, DaemonAddressTest.class).socket()
                .getFileName()));
        assertThat(before.otherSockets()).containsExactly(after.socket());
    }

    @Test
    void theDaemonIsStartedWithTheHomeAsTheClientResolvedIt() {
        DaemonAddress address = DaemonAddress.forThisJvm("solve", home, DaemonAddressTest.class);
        assertThat(address.command()).contains("-Dcubeguide.home=" + home.toAbsolutePath())
                .endsWith(DaemonAddressTest.class.getName()).noneMatch(option -> option.startsWith("-Dcubeguide.terminal="));
        String classPath = address.command().get(address.command().indexOf("-cp") + 1);
        assertThat(classPath.split(java.io.File.pathSeparator)).allMatch(entry -> Path.of(entry).isAbsolute());
        assertThat(address.title()).isEqualTo("the solve daemon");
        assertThat(address.idleProperty()).isEqualTo("cubeguide.solve.idle");
    }

    @Test
    void aDaemonsOwnOptionsFollowTheClientsAndGiveWayToTheClientsOwnChoice() {
        DaemonAddress address = DaemonAddress.forThisJvm("solve", home, DaemonAddressTest.class, List.of(),
                List.of("-XX:+UseTransparentHugePages"));
        assertThat(address.command()).contains("-XX:+UseTransparentHugePages");
        assertThat(address.socket()).isEqualTo(DaemonAddress.forThisJvm("solve", home, DaemonAddressTest.class).socket());

        assertThat(DaemonAddress.namesSetting(List.of("-Xmx4g", "-XX:-UseTransparentHugePages"),
                "-XX:+UseTransparentHugePages")).isTrue();
        assertThat(DaemonAddress.namesSetting(List.of("-Xmx4g"), "-Xmx10g")).isFalse();
        assertThat(DaemonAddress.namesSetting(List.of("-XX:MaxRAM=1g"), "-XX:MaxRAM=2g")).isTrue();
        assertThat(DaemonAddress.namesSetting(List.of("-Xmx4g"), "-XX:+UseTransparentHugePages")).isFalse();
    }
}

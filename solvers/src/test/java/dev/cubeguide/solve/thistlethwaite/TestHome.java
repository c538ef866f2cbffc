package dev.cubeguide.solve.thistlethwaite;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * Points the default table store away from the user's home, once per test JVM unless a home is already set: into
 * the build's shared test-table folder (the system property {@code cubeguide.test.tables}, see SharedTestTables)
 * when there is one, so later runs reuse the tables, else into a temporary folder deleted at exit.
 */
final class TestHome {
    private TestHome() {
    }

    static synchronized void use() {
        if (System.getProperty("cubeguide.home") != null) {
            return;
        }
        try {
            String shared = System.getProperty("cubeguide.test.tables");
            if (shared != null && !shared.isBlank()) {
                Path home = Files.createDirectories(Path.of(shared).resolve("thistlethwaite-home"));
                System.setProperty("cubeguide.home", home.toString());
                return;
            }
            Path home = Files.createTempDirectory("cubeguide-thistle-test");
            System.setProperty("cubeguide.home", home.toString());
            Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(home)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void delete(Path folder) {
        try (Stream<Path> paths = Files.walk(folder)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // best effort
        }
    }
}

package dev.cubeguide.solve.thistlethwaite;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Points the table store at a temporary folder (once per test JVM, unless a home is already set). */
final class TestHome {
    private TestHome() {
    }

    static synchronized void use() {
        if (System.getProperty("cubeguide.home") != null) {
            return;
        }
        try {
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

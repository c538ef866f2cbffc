package dev.cubeguide.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Keeps tests that reach {@code TableStore.defaultStore()} (for example through the solver registry or the
 * command line) away from the user's home: unless the system property {@code cubeguide.home} is already set, it
 * is set once per test JVM to the build's test home (the property {@code cubeguide.test.home}, whose
 * {@code tables} folder is the shared test-table folder of {@code SharedTestTables}), so that all modules and
 * later runs share the tables, or else to a fresh temporary folder.
 */
public final class TestHome {
    private TestHome() {
    }

    /** Sets {@code cubeguide.home} if it is not set; returns the home in use. */
    public static synchronized Path use() {
        String current = System.getProperty("cubeguide.home");
        if (current != null && !current.isBlank()) {
            return Path.of(current);
        }
        try {
            String shared = System.getProperty("cubeguide.test.home");
            Path home = shared != null && !shared.isBlank()
                    ? Files.createDirectories(Path.of(shared))
                    : Files.createTempDirectory("cubeguide-test-home");
            System.setProperty("cubeguide.home", home.toString());
            return home;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

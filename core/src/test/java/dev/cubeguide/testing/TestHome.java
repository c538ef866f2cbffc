package dev.cubeguide.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Keeps tests that reach {@code TableStore.defaultStore()} (for example through the solver registry or the
 * command line) away from the user's home: unless the system property {@code cubeguide.home} is already set, it
 * is set once per test JVM to {@code home} inside the build's shared test-table folder (the property
 * {@code cubeguide.test.tables}), so later runs reuse the tables, or else to a fresh temporary folder.
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
            String shared = System.getProperty("cubeguide.test.tables");
            Path home = shared != null && !shared.isBlank()
                    ? Files.createDirectories(Path.of(shared).resolve("home"))
                    : Files.createTempDirectory("cubeguide-test-home");
            System.setProperty("cubeguide.home", home.toString());
            return home;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

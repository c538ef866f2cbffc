package dev.cubeguide.table;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * One table store shared by every test class of a test run, so that large tables (the two-phase pruning
 * tables take tens of seconds) are built once per run, not once per class. The folder is the system property
 * {@code cubeguide.test.tables} when set (the build points it at {@code target/test-home/tables} of the project root,
 * so that core and solvers share it), otherwise a temporary folder made once per JVM. Never the user's home.
 */
public final class SharedTestTables {
    private static volatile TableStore store;

    private SharedTestTables() {
    }

    public static TableStore store() {
        TableStore s = store;
        if (s == null) {
            synchronized (SharedTestTables.class) {
                s = store;
                if (s == null) {
                    s = TableStore.at(folder());
                    store = s;
                }
            }
        }
        return s;
    }

    private static Path folder() {
        String configured = System.getProperty("cubeguide.test.tables");
        try {
            if (configured != null && !configured.isBlank()) {
                return Files.createDirectories(Path.of(configured));
            }
            Path temp = Files.createTempDirectory("cubeguide-test-tables");
            temp.toFile().deleteOnExit();
            return temp;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

package dev.cubeguide.table;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Where the tables live and which files are there, without opening a {@link TableStore}: the solve daemon's client
 * names its daemon from these before it exits, so this class loads nothing else (no logging, no lambdas, no
 * streams), each of which costs a cold JVM milliseconds (measured on a 2-core VM: the first lambda about 6 ms, the
 * first string concatenation about 11 ms, the logging set-up about 13 ms).
 */
public final class TableHome {
    private TableHome() {
    }

    /**
     * The cubeguide home folder: the system property {@code cubeguide.home}, else the environment variable
     * {@code CUBEGUIDE_HOME}, else {@code ~/.cache/cubeguide}.
     */
    public static Path path() {
        String property = System.getProperty("cubeguide.home");
        if (property != null && !property.isBlank()) {
            return Path.of(property);
        }
        String env = System.getenv("CUBEGUIDE_HOME");
        if (env != null && !env.isBlank()) {
            return Path.of(env);
        }
        return Path.of(System.getProperty("user.home"), ".cache", "cubeguide");
    }

    /** The default store's folder ({@link TableStore#defaultStore}): {@code tables} in the home, absolute, normalized. */
    public static Path tablesFolder() {
        return path().resolve("tables").toAbsolutePath().normalize();
    }

    /** The table files ({@code *.tbl}) in {@code folder}, sorted; none when there is no such folder. */
    public static List<Path> tableFiles(Path folder) {
        List<Path> out = new ArrayList<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder)) {
            for (Path file : files) {
                if (file.getFileName().toString().endsWith(".tbl")) {
                    out.add(file);
                }
            }
        } catch (IOException e) {
            // no folder yet: no files
        }
        Collections.sort(out);
        return out;
    }
}

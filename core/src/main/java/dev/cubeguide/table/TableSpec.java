package dev.cubeguide.table;

import java.util.Locale;
import java.util.Objects;

/**
 * What identifies a table file: a stable id (a file-name-safe word such as {@code twophase-flipslice-prun}),
 * a version that is raised whenever the table's contents or encoding change, the exact payload size in bytes,
 * and a line for people.
 */
public record TableSpec(String id, int version, long sizeBytes, String description) {
    public TableSpec {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(description, "description");
        if (!id.matches("[a-z0-9][a-z0-9.-]*")) {
            throw new IllegalArgumentException("table ids are lower-case words with digits, '.' and '-': " + id);
        }
        if (version < 1 || sizeBytes < 0 || sizeBytes > Integer.MAX_VALUE - 64) {
            throw new IllegalArgumentException("bad version or size for table " + id);
        }
    }

    /** The file name in the store: {@code <id>.v<version>.tbl}. */
    public String fileName() {
        return id + ".v" + version + ".tbl";
    }

    /** A size for people: "12.3 MiB". */
    public static String humanBytes(long bytes) {
        if (bytes < 1024) {
            return bytes + " B";
        }
        String[] units = {"KiB", "MiB", "GiB", "TiB"};
        double value = bytes;
        int unit = -1;
        while (value >= 1024 && unit < units.length - 1) {
            value /= 1024;
            unit++;
        }
        return String.format(Locale.ROOT, "%.1f %s", value, units[unit]);
    }
}

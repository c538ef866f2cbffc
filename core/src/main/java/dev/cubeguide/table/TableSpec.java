package dev.cubeguide.table;

import java.util.Locale;
import java.util.Objects;

/**
 * What identifies a table file: a stable id (a file-name-safe word such as {@code twophase-flipslice-prun}),
 * a version that is raised whenever the table's contents or encoding change, the exact payload size in bytes,
 * and a line for people; and how much work building it is, in {@link BuildCalibration} steps (one step costs about
 * what one read of an entry at a random place in a table far larger than the processor's caches costs), from which
 * {@link BuildPlan} estimates how long a build takes on the machine at hand.
 *
 * <p>A builder that reports its progress in steps ({@link Progress#update}, {@code total} = {@link #buildSteps})
 * lets the progress shown follow the work done; any other builder's fraction is taken as the share of its steps.
 */
public record TableSpec(String id, int version, long sizeBytes, String description, long buildSteps) {
    /** The steps assumed per payload byte for a table that declares none: its bytes written once, with lookups. */
    static final int DEFAULT_STEPS_PER_BYTE = 2;

    public TableSpec {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(description, "description");
        if (!id.matches("[a-z0-9][a-z0-9.-]*")) {
            throw new IllegalArgumentException("table ids are lower-case words with digits, '.' and '-': " + id);
        }
        if (version < 1 || sizeBytes < 0 || sizeBytes > Integer.MAX_VALUE - 64 || buildSteps < 0) {
            throw new IllegalArgumentException("bad version, size or build steps for table " + id);
        }
    }

    /** A table whose build is a pass over its bytes ({@value #DEFAULT_STEPS_PER_BYTE} steps a byte). */
    public TableSpec(String id, int version, long sizeBytes, String description) {
        this(id, version, sizeBytes, description, sizeBytes * DEFAULT_STEPS_PER_BYTE);
    }

    /** This spec with its build's work counted as {@code steps} (see the class comment). */
    public TableSpec withBuildSteps(long steps) {
        return new TableSpec(id, version, sizeBytes, description, steps);
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

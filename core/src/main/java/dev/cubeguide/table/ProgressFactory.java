package dev.cubeguide.table;

import java.util.List;

/**
 * Makes a progress display for a long job. The default shows nothing (the store logs a line at the start and end of
 * each build); the CLI installs a display on its terminal, and {@link TableBuildWatch} records how far each table's
 * build has come for reports.
 */
public interface ProgressFactory {
    /** A progress display that is closed when the job ends. */
    interface Bar extends Progress, AutoCloseable {
        @Override
        void close();
    }

    /** Opens a display for a job called {@code label}. */
    Bar open(String label);

    /**
     * Opens a display for the build of one table, or of a table held in several files ({@code specs}, its parts,
     * which progress together). Builders report their progress in {@link TableSpec#buildSteps()} where they can.
     */
    default Bar openTables(List<TableSpec> specs) {
        return open("building " + labelOf(specs));
    }

    /** The id of one table, or the ids' common beginning for a table in parts ({@code coord-phase1-layers-prun}). */
    static String labelOf(List<TableSpec> specs) {
        String label = specs.get(0).id();
        for (TableSpec spec : specs) {
            int same = 0;
            while (same < Math.min(label.length(), spec.id().length()) && label.charAt(same) == spec.id().charAt(same)) {
                same++;
            }
            label = label.substring(0, same);
        }
        return label.endsWith("-") ? label.substring(0, label.length() - 1) : label;
    }

    /** A display that shows nothing. */
    Bar SILENT = new Bar() {
        @Override
        public void update(long done, long total) {
        }

        @Override
        public void close() {
        }
    };

    /** Shows nothing (the store logs start and end lines itself). */
    ProgressFactory DEFAULT = label -> SILENT;
}

package dev.cubeguide.table;

/**
 * Makes a progress display for a long job. The default logs a line at the start and end only; the CLI installs
 * {@link TerminalProgress} when standard error is a terminal.
 */
public interface ProgressFactory {
    /** A progress display that is closed when the job ends. */
    interface Bar extends Progress, AutoCloseable {
        @Override
        void close();
    }

    /** Opens a display for a job called {@code label}. */
    Bar open(String label);

    /** Shows nothing (the store logs start and end lines itself). */
    ProgressFactory DEFAULT = label -> new Bar() {
        @Override
        public void update(long done, long total) {
        }

        @Override
        public void close() {
        }
    };
}

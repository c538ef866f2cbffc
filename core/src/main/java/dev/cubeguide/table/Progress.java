package dev.cubeguide.table;

/** Progress of a long job, such as building a table. Implementations are thread-safe. */
public interface Progress {
    /** No reporting. */
    Progress NONE = (done, total) -> { };

    /** {@code done} units of {@code total} are finished. */
    void update(long done, long total);
}

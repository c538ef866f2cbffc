package dev.cubeguide.table;

/** Fills a table's payload. Must be deterministic: the same spec always gives the same bytes. */
@FunctionalInterface
public interface TableBuilder {
    /**
     * Writes the payload into {@code target} (exactly {@link TableSpec#sizeBytes()} long, zeroed), reporting
     * progress as it goes.
     */
    void build(byte[] target, Progress progress);
}

package dev.cubeguide.table;

import java.time.Duration;

/**
 * One table made ready: whether it was built or read from the store, how long that took, and its size.
 * {@code rebuiltBecause} says why an existing file was not used (missing, corrupt), or is empty.
 */
public record TableLoadEvent(TableSpec spec, boolean built, Duration elapsed, long bytes, String rebuiltBecause) {
}

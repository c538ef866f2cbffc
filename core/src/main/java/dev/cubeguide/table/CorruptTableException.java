package dev.cubeguide.table;

import java.io.IOException;

/** A table file that cannot be trusted: wrong magic, version, id, size or checksum. */
final class CorruptTableException extends IOException {
    private static final long serialVersionUID = 1L;

    CorruptTableException(String message) {
        super(message);
    }
}

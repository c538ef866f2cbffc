package dev.cubeguide.model;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.util.Map;

/**
 * A facelet string or packed state that is not a legal cube. {@link #reason()} is one of the validation codes
 * ({@code BAD_LENGTH} .. {@code PARITY}); {@link #detail()} names the stickers ({@code "stickers": "U9 R1 F3"})
 * or pieces ({@code "pieces": ["URF"]}) at fault.
 */
public final class InvalidCubeException extends CubeGuideException {
    private static final long serialVersionUID = 1L;

    public InvalidCubeException(ErrorCode reason, String message, Map<String, ?> detail) {
        super(reason, message, detail);
    }

    /** The validation code; the same as {@link #code()}. */
    public ErrorCode reason() {
        return code();
    }
}

package dev.cubeguide.notation;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Text that is not valid notation ({@link ErrorCode#BAD_NOTATION}). It carries the 1-based column where the
 * problem starts, the offending token and the reason.
 */
public final class NotationException extends CubeGuideException {
    private static final long serialVersionUID = 1L;

    /** Why the text is not notation. */
    public enum Reason {
        UNEXPECTED_CHARACTER,
        UNKNOWN_MOVE,
        BAD_SUFFIX,
        UNCLOSED_GROUP,
        UNMATCHED_CLOSE,
        BAD_REPEAT,
        MISSING_SEPARATOR,
        EMPTY_BRACKET,
        INVALID_MOVE_CODE,
        /** The algorithm would expand to more moves than {@link Alg#MAX_EXPANDED_LENGTH}, or its groups would be
         *  walked more often than {@link Alg#MAX_EXPANSION_WORK} times. */
        TOO_LONG,
        /** Brackets nest deeper than {@link Alg#MAX_NESTING}. */
        TOO_DEEP
    }

    private final Reason reason;
    private final int column;
    private final String token;

    public NotationException(Reason reason, int column, String token, String message) {
        super(ErrorCode.BAD_NOTATION, message + " at column " + column + (token.isEmpty() ? "" : " ('" + token + "')"),
                detailOf(reason, column, token));
        this.reason = reason;
        this.column = column;
        this.token = token;
    }

    private static Map<String, Object> detailOf(Reason reason, int column, String token) {
        Map<String, Object> detail = new LinkedHashMap<>();
        detail.put("reason", reason.name());
        detail.put("column", column);
        detail.put("token", token);
        return detail;
    }

    public Reason reason() {
        return reason;
    }

    /** The 1-based column of the first character of the offending token. */
    public int column() {
        return column;
    }

    /** The offending text (possibly empty at the end of input). */
    public String token() {
        return token;
    }
}

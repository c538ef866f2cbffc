package dev.cubeguide.web;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorAnswer;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.error.ErrorKind;
import java.util.List;
import java.util.Map;

/**
 * The error body of every failed request: {@code {"error":{"code","message","detail"}}}. The codes are those of
 * {@link ErrorCode} (the input codes with HTTP 400), and the HTTP-only codes of this layer, each the name of
 * its {@link ErrorKind}, whose status it is answered with: {@link #BUSY} (503),
 * {@link #NOT_FOUND} (404), {@link #METHOD_NOT_ALLOWED} (405),
 * {@link #REQUEST_TIMEOUT} (408), {@link #PAYLOAD_TOO_LARGE} (413), {@link #UNSUPPORTED_MEDIA_TYPE} (415) and
 * {@link #TABLES_MISSING} (503). {@link #INTERNAL} (500) is a bug, never caused by input: its answer carries only a
 * reference id, which the server log prints beside the details.
 *
 * <p>No answer names a Java class or repeats an exception's text: {@link ErrorAnswer} (one rule for the CLI, the
 * server and the browser's engine) keeps such words out of every message and detail, whatever input they echo.
 */
final class ApiError {
    /** Too many solves are running; retry after the {@code Retry-After} seconds. */
    static final String BUSY = ErrorKind.BUSY.name();
    /** No such API path (HTTP 404). */
    static final String NOT_FOUND = ErrorKind.NOT_FOUND.name();
    /** A bug in the server; details are in the server log, never in the answer. */
    static final String INTERNAL = ErrorCode.INTERNAL.name();
    /** A malformed request (bad JSON, a bad field or parameter). */
    static final String BAD_REQUEST = ErrorCode.BAD_REQUEST.name();
    /** The path exists but not for this method (HTTP 405, with {@code Allow}). */
    static final String METHOD_NOT_ALLOWED = ErrorKind.METHOD_NOT_ALLOWED.name();
    /** The request body did not arrive within the server's read timeout (HTTP 408). */
    static final String REQUEST_TIMEOUT = ErrorKind.REQUEST_TIMEOUT.name();
    /** The request body is larger than the server accepts (HTTP 413). */
    static final String PAYLOAD_TOO_LARGE = ErrorKind.PAYLOAD_TOO_LARGE.name();
    /** A body that is not declared {@code application/json} (HTTP 415). */
    static final String UNSUPPORTED_MEDIA_TYPE = ErrorKind.UNSUPPORTED_MEDIA_TYPE.name();
    /**
     * The solver's tables are not on this server, and requests may not start their build here (HTTP 503): the
     * message gives the command that builds them.
     */
    static final String TABLES_MISSING = ErrorKind.TABLES_MISSING.name();

    /** The refusals Jetty itself may answer with a status of their own (see {@link #codeOfStatus}). */
    private static final List<ErrorKind> REQUEST_REFUSALS = List.of(ErrorKind.REQUEST_TIMEOUT,
            ErrorKind.PAYLOAD_TOO_LARGE, ErrorKind.UNSUPPORTED_MEDIA_TYPE, ErrorKind.NOT_FOUND,
            ErrorKind.METHOD_NOT_ALLOWED);

    private ApiError() {
    }

    /**
     * The code of an answer known only by its status: its refusal's, else {@code INTERNAL} (5xx) or
     * {@code BAD_REQUEST}.
     */
    static String codeOfStatus(int status) {
        for (ErrorKind kind : REQUEST_REFUSALS) {
            if (kind.httpStatus() == status) {
                return kind.name();
            }
        }
        return status >= 500 ? INTERNAL : BAD_REQUEST;
    }

    static Map<String, Object> of(CubeGuideException e) {
        return ErrorAnswer.of(e);
    }

    static Map<String, Object> of(String code, String message, Map<String, ?> detail) {
        return ErrorAnswer.of(code, message, detail);
    }

    /** The answer to a bug: a plain sentence and the reference the log prints with the details. */
    static Map<String, Object> internal(String reference) {
        return ErrorAnswer.internal("Something went wrong on the server (reference " + reference + ").", reference);
    }
}

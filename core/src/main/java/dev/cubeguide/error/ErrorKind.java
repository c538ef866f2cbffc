package dev.cubeguide.error;

/**
 * The one map from what went wrong to how each front end says so: the exit code of the command line and the batch
 * job, and the status of the HTTP API. Every {@link ErrorCode} belongs to one kind ({@link #of(ErrorCode)}); the
 * kinds that only HTTP meets (a missing path, a slow body, a busy server) are the HTTP layer's own codes, and take
 * the exit code of their family: 2 for a refused request, 1 for a service that cannot answer now.
 *
 * <p>These numbers are public contracts: scripts match on the exit codes, clients on the statuses.
 */
public enum ErrorKind {
    /** Bad input: facelets, notation, colour readings, options, a request body or packet. Exit 2, HTTP 400. */
    BAD_INPUT(2, 400),
    /**
     * No solution within the limits asked: none exists within the length, or the time limit ran out first. Exit 3
     * (the command line's "no solution"), HTTP 400. The batch job reports these per cube, in its rows.
     */
    NO_SOLUTION(3, 400),
    /** No such API path (HTTP 404). */
    NOT_FOUND(2, 404),
    /** The path exists, but not for this method (HTTP 405). */
    METHOD_NOT_ALLOWED(2, 405),
    /** The request body did not arrive within the read timeout (HTTP 408). */
    REQUEST_TIMEOUT(2, 408),
    /** The request body is larger than the limit (HTTP 413). */
    PAYLOAD_TOO_LARGE(2, 413),
    /** A body not declared {@code application/json} (HTTP 415). */
    UNSUPPORTED_MEDIA_TYPE(2, 415),
    /**
     * The tables do not fit in the memory the process may use ({@link ErrorCode#MEMORY}). Exit 2: the command was
     * refused before it started, as a bad option is, and runs when given more memory (a larger heap, free memory).
     * HTTP 503: a server short of memory is not the client's fault, and may answer once memory is freed.
     */
    MEMORY(2, 503),
    /** Every solve slot is taken, or a solver's tables are being built: try again soon (HTTP 503). */
    BUSY(1, 503),
    /** A solver's tables are not built, and this server may not build them on request (HTTP 503). */
    TABLES_MISSING(1, 503),
    /**
     * A failure that is not the input's: a link whose peer is gone, a cluster without executors. Exit 1; HTTP
     * answers it as it answers a bug (500).
     */
    FAILURE(1, 500),
    /** A bug, never caused by input: exit 1, HTTP 500 (the details go to the log, never to the answer). */
    INTERNAL(1, 500);

    private final int exitCode;
    private final int httpStatus;

    ErrorKind(int exitCode, int httpStatus) {
        this.exitCode = exitCode;
        this.httpStatus = httpStatus;
    }

    /** The exit code of the command line and the batch job. */
    public int exitCode() {
        return exitCode;
    }

    /** The status of the HTTP API's answer. */
    public int httpStatus() {
        return httpStatus;
    }

    /** True for a failure of the program or its surroundings (exit 1 and HTTP 5xx), not an answer about the input. */
    public boolean isFailure() {
        return this == FAILURE || this == INTERNAL;
    }

    /** The kind of every library code (a new code will not compile until it is given its kind here). */
    public static ErrorKind of(ErrorCode code) {
        return switch (code) {
            case BAD_LENGTH, CENTERS_NOT_DISTINCT, UNKNOWN_COLOR, COLOR_COUNT, NO_SUCH_EDGE, DUPLICATE_EDGE,
                    NO_SUCH_CORNER, DUPLICATE_CORNER, FLIPPED_EDGE, TWISTED_CORNER, PARITY, BAD_NOTATION, BAD_PACKET,
                    BAD_REQUEST, SCAN_UNRESOLVED -> BAD_INPUT;
            case NO_SOLUTION, TIMEOUT -> NO_SOLUTION;
            case MEMORY -> MEMORY;
            case LINK -> FAILURE;
            case INTERNAL -> INTERNAL;
        };
    }

    /** The kind of a failure: its code's for a {@link CubeGuideException}, else {@link #INTERNAL} (a bug). */
    public static ErrorKind of(Throwable failure) {
        return failure instanceof CubeGuideException e ? of(e.code()) : INTERNAL;
    }
}

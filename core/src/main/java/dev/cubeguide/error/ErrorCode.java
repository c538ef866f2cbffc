package dev.cubeguide.error;

/**
 * The stable error codes shared by the library, the command line and the HTTP API.
 *
 * <p>Scripts match on these names, so they never change. The order of the cube-validation codes is the
 * order in which {@code CubeValidator} checks a facelet string. The codes from {@link #LINK} on are not about
 * the input: they report a failed link or a bug. Answers of one front end (HTTP's busy, missing path, wrong
 * method) are that front end's own codes, not the library's.
 */
public enum ErrorCode {
    /** A facelet string that is not 54 symbols long. */
    BAD_LENGTH,
    /** The six centre stickers do not all differ. */
    CENTERS_NOT_DISTINCT,
    /** A sticker whose symbol is not the symbol of any centre. */
    UNKNOWN_COLOR,
    /** A colour that does not appear exactly nine times. */
    COLOR_COUNT,
    /** Two edge stickers whose colours no edge piece carries. */
    NO_SUCH_EDGE,
    /** The same edge piece appears twice. */
    DUPLICATE_EDGE,
    /** Three corner stickers whose colours no corner piece carries, or carries in mirror order. */
    NO_SUCH_CORNER,
    /** The same corner piece appears twice. */
    DUPLICATE_CORNER,
    /** The edge orientations do not sum to zero: one edge is flipped in place. */
    FLIPPED_EDGE,
    /** The corner orientations do not sum to zero modulo 3: one corner is twisted in place. */
    TWISTED_CORNER,
    /** Corner and edge permutation parities differ: two pieces are swapped. */
    PARITY,
    /** Text that is not valid cube notation. */
    BAD_NOTATION,
    /** No solution exists within the requested limits. */
    NO_SOLUTION,
    /** The time limit expired before any solution was found. */
    TIMEOUT,
    /** A malformed packet on the display or robot link. */
    BAD_PACKET,
    /** A request that is malformed in some other way (bad JSON, a bad option value). */
    BAD_REQUEST,
    /**
     * Colour readings (a camera's or a colour sensor's) that no valid cube fits reasonably: two centres look alike,
     * or too many stickers match no colour. The detail names the stickers at fault.
     */
    SCAN_UNRESOLVED,
    /**
     * The tables a command needs do not fit in the memory the process may use: its heap limit for what it holds in
     * the heap, the machine's available memory for what it maps from files. Said before the command starts; the
     * message gives the size needed, the size available and how to give more. Not the input's fault, and not a bug:
     * the command as run cannot be done here (CLI exit 2, HTTP 503; {@link ErrorKind#MEMORY}).
     */
    MEMORY,
    /**
     * The display or robot link failed (the peer is gone, a port closed). Not bad input: the CLI exits 1.
     */
    LINK,
    /** A bug, never caused by input (CLI exit 1, HTTP 500); the details go to the log, not to the user. */
    INTERNAL;

    /**
     * True for the codes from {@link #LINK} on: a failure of the link, the service or the program, not an answer
     * about the input (the CLI exits 1 for these, the HTTP API answers 5xx: {@link ErrorKind#isFailure()}).
     */
    public boolean isFailure() {
        return ErrorKind.of(this).isFailure();
    }
}

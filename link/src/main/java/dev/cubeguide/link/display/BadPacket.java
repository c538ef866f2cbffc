package dev.cubeguide.link.display;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.util.Map;
import java.util.Objects;

/**
 * A malformed stretch of input, as the decoder reports it (error code {@link ErrorCode#BAD_PACKET}).
 *
 * @param reason  what was wrong
 * @param message a sentence naming the byte and where it was, starting with the reason in words
 * @param offset  the number of bytes the decoder had taken in before the offending byte (counted from the first
 *                byte it was ever fed), for finding the spot in a capture
 */
public record BadPacket(Reason reason, String message, long offset) {
    /** The kinds of malformed input (the list, plus a packet cut off by silence or end of stream). */
    public enum Reason {
        /** A byte where a packet must start is not one of the four header bytes. */
        UNKNOWN_HEADER("unknown header"),
        /** A SOLVE count that does not match the moves that follow (0x0A early, or more moves than counted). */
        COUNT_MISMATCH("count mismatch"),
        /** The byte where the 0x0A terminator belongs is something else. */
        MISSING_TERMINATOR("missing terminator"),
        /** A byte in the moves of a SOLVE packet is not a move code. */
        INVALID_MOVE("invalid move byte"),
        /** The 16 bytes of a STATE packet do not unpack to a legal cube. */
        ILLEGAL_STATE("illegal state"),
        /** A packet stopped before its end: the line went quiet or the stream ended. */
        INCOMPLETE("incomplete packet");

        private final String words;

        Reason(String words) {
            this.words = words;
        }

        /** The reason in words, the start of every message: {@code count mismatch}. */
        public String words() {
            return words;
        }
    }

    public BadPacket {
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(message, "message");
    }

    /** As an exception with code {@code BAD_PACKET} and detail {@code {"reason","offset"}}. */
    public CubeGuideException toException() {
        return new CubeGuideException(ErrorCode.BAD_PACKET, message, Map.of("reason", reason.name(),
                "offset", offset));
    }
}

package dev.cubeguide.spark;

import dev.cubeguide.error.ErrorCode;
import java.io.Serializable;
import java.util.Optional;

/**
 * One non-blank input line: its id, its 1-based line number, the facelet text, and the problem with the line itself
 * (an empty or overlong id) when there is one. The facelet text is checked later, by the solving task.
 *
 * @param id       the text before the first comma, or the line number when the line has no comma
 * @param line     the 1-based line number in the input (for a folder, in its files read in name order)
 * @param facelets the text after the first comma, or the whole line; trimmed, at most {@link #MAX_TEXT} characters
 * @param problem  the code of what is wrong with the line itself, or null
 */
record CubeLine(String id, long line, String facelets, ErrorCode problem) implements Serializable {
    /** The longest id kept, and the longest facelet text kept in a result row (a facelet string is 54). */
    static final int MAX_TEXT = 200;

    /**
     * The cube on line {@code line} of the input, or empty for a blank line (blank lines are skipped; they still
     * count for line numbers). A byte order mark at the start is dropped.
     */
    static Optional<CubeLine> parse(String text, long line) {
        String t = text.startsWith("\uFEFF") ? text.substring(1) : text;
        t = t.strip();
        if (t.isEmpty()) {
            return Optional.empty();
        }
        String number = Long.toString(line);
        int comma = t.indexOf(',');
        if (comma < 0) {
            return Optional.of(new CubeLine(number, line, bounded(t), null));
        }
        String id = t.substring(0, comma).strip();
        String facelets = bounded(t.substring(comma + 1).strip());
        if (id.isEmpty() || id.length() > MAX_TEXT) {
            return Optional.of(new CubeLine(number, line, facelets, ErrorCode.BAD_REQUEST));
        }
        return Optional.of(new CubeLine(id, line, facelets, null));
    }

    private static String bounded(String text) {
        return text.length() <= MAX_TEXT ? text : text.substring(0, MAX_TEXT);
    }
}

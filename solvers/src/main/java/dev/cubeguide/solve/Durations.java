package dev.cubeguide.solve;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Durations as people write them for {@code --timeout}: one parser for the command line and the Spark job. */
public final class Durations {
    /** The longest duration accepted by any option: 30 days. */
    public static final Duration MAX_DURATION = Duration.ofDays(30);
    private static final Pattern WITH_UNIT = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|h)");

    private Durations() {
    }

    /**
     * A duration as people write it: {@code 500ms}, {@code 2s}, {@code 1.5s}, {@code 1m}, {@code 1h}, or ISO-8601
     * ({@code PT2S}), at most {@link #MAX_DURATION}. A bare number is refused, since its unit would be a guess.
     * Throws {@code BAD_REQUEST}.
     */
    public static Duration parse(String text) {
        String t = text == null ? "" : text.trim();
        try {
            if (t.startsWith("P") || t.startsWith("p")) {
                Duration duration = Duration.parse(t.toUpperCase(Locale.ROOT));
                if (!duration.isNegative()) {
                    return withinLimit(text, duration);
                }
            } else {
                Matcher m = WITH_UNIT.matcher(t);
                if (m.matches()) {
                    BigDecimal value = new BigDecimal(m.group(1));
                    long unitNanos = switch (m.group(2)) {
                        case "ms" -> 1_000_000L;
                        case "s" -> 1_000_000_000L;
                        case "m" -> 60_000_000_000L;
                        default -> 3_600_000_000_000L;
                    };
                    BigDecimal nanos = value.multiply(BigDecimal.valueOf(unitNanos));
                    if (nanos.compareTo(BigDecimal.valueOf(MAX_DURATION.toNanos())) > 0) {
                        return withinLimit(text, MAX_DURATION.plusNanos(1));
                    }
                    return Duration.ofNanos(nanos.longValue());
                }
            }
        } catch (DateTimeParseException | ArithmeticException e) {
            // fall through to the error below
        }
        throw new CubeGuideException(ErrorCode.BAD_REQUEST, "'" + text + "' is not a duration; write it like 500ms, 2s, 1m or PT2S",
                Map.of("value", String.valueOf(text)));
    }

    private static Duration withinLimit(String text, Duration duration) {
        if (duration.compareTo(MAX_DURATION) > 0) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST,
                    "'" + text + "' is longer than the longest duration accepted, " + MAX_DURATION.toDays() + " days",
                    Map.of("value", text));
        }
        return duration;
    }
}

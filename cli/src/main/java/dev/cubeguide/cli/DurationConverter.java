package dev.cubeguide.cli;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.ITypeConverter;

/** Reads a duration written as {@code 500ms}, {@code 2s}, {@code 1.5s}, {@code 2m}, {@code 1h} or ISO-8601 {@code PT2S}. */
public final class DurationConverter implements ITypeConverter<Duration> {
    private static final Pattern SIMPLE = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|h)");

    @Override
    public Duration convert(String text) {
        return parse(text);
    }

    /** Parses a duration; a malformed one is a {@code BAD_REQUEST}. */
    public static Duration parse(String text) {
        String trimmed = text.trim().toLowerCase(Locale.ROOT);
        Matcher matcher = SIMPLE.matcher(trimmed);
        if (matcher.matches()) {
            double value = Double.parseDouble(matcher.group(1));
            double millis = switch (matcher.group(2)) {
                case "ms" -> value;
                case "s" -> value * 1000;
                case "m" -> value * 60_000;
                default -> value * 3_600_000;
            };
            return Duration.ofNanos(Math.round(millis * 1_000_000));
        }
        try {
            Duration duration = Duration.parse(text.trim().toUpperCase(Locale.ROOT));
            if (!duration.isNegative()) {
                return duration;
            }
        } catch (DateTimeParseException e) {
            // fall through to the error below
        }
        throw new CubeGuideException(ErrorCode.BAD_REQUEST, "'" + text + "' is not a duration (write 500ms, 2s, 1m or PT2S)",
                Map.of("value", text));
    }
}

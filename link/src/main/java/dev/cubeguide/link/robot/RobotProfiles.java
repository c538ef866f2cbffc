package dev.cubeguide.link.robot;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The built-in robot profiles ({@code three-jaw}, {@code two-gripper}, {@code tilt-turntable}), stored as JSON
 * resources next to this class, and the loader for profiles written by users.
 */
public final class RobotProfiles {
    /** The names of the built-in profiles. */
    public static final List<String> BUILT_IN = List.of("three-jaw", "two-gripper", "tilt-turntable");

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);

    private RobotProfiles() {
    }

    /** A built-in profile; an unknown name is a {@code BAD_REQUEST} listing the known ones. */
    public static RobotProfile builtIn(String name) {
        if (!BUILT_IN.contains(name)) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "unknown robot profile '" + name + "' (known: "
                    + String.join(", ", BUILT_IN) + "; or use --profile-file FILE.json)", Map.of("profile", name));
        }
        try (InputStream in = RobotProfiles.class.getResourceAsStream("profiles/" + name + ".json")) {
            if (in == null) {
                throw new IllegalStateException("built-in profile resource missing: " + name);
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), name + ".json");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every built-in profile. */
    public static List<RobotProfile> builtIns() {
        return BUILT_IN.stream().map(RobotProfiles::builtIn).toList();
    }

    /** Reads and validates a profile file. */
    public static RobotProfile load(Path file) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "cannot read robot profile file '" + file + "': "
                    + e.getMessage(), Map.of("file", file.toString()));
        }
        return parse(text, file.toString());
    }

    /** Parses and validates profile JSON; {@code source} names it in messages. */
    public static RobotProfile parse(String json, String source) {
        RobotProfile profile;
        try {
            profile = JSON.readValue(json, RobotProfile.class);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? "" : " at line " + e.getLocation().getLineNr() + ", column "
                    + e.getLocation().getColumnNr();
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "bad robot profile " + source + where + ": "
                    + e.getOriginalMessage(), Map.of("source", source));
        }
        if (profile == null) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "robot profile " + source + " is empty",
                    Map.of("source", source));
        }
        return profile.validate();
    }

    /** The profile as JSON (the same shape {@link #parse} reads). */
    public static String toJson(RobotProfile profile) {
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(profile);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}

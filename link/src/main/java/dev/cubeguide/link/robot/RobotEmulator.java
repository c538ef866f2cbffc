package dev.cubeguide.link.robot;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.link.reliable.PeerGoneException;
import dev.cubeguide.link.reliable.ReliableChannel;
import dev.cubeguide.model.CubieCube;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A robot on the other end of the link: receives the {@link RobotWire} messages of one run, executes each action
 * in a {@link RobotSimulator} (so an impossible action is refused exactly as on the real machine), and at
 * {@code end} reports the cube's state.
 */
public final class RobotEmulator {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final RobotProfile profile;

    public RobotEmulator(RobotProfile profile) {
        this.profile = Objects.requireNonNull(profile, "profile");
    }

    /**
     * The report of a run.
     *
     * @param profile  the profile
     * @param executed actions executed
     * @param robotMs  robot time of those actions, from the profile
     * @param cube     the cube at the end (centres where the robot left them)
     * @param solved   every face shows one colour
     * @param error    why the robot stopped early, or null
     */
    public record Report(String profile, int executed, long robotMs, CubieCube cube, boolean solved, String error) {
        /** {@code {"profile","executed","robotMs","facelets","solved"}} (and {@code "error"} when it stopped). */
        public Map<String, Object> toMap() {
            Map<String, Object> map = new LinkedHashMap<>();
            map.put("profile", profile);
            map.put("executed", executed);
            map.put("robotMs", robotMs);
            map.put("facelets", cube == null ? null : cube.toFacelets());
            map.put("solved", solved);
            if (error != null) {
                map.put("error", error);
            }
            return map;
        }
    }

    /**
     * Serves one run on {@code channel}: waits up to {@code idleMs} for each message, executes until {@code end}
     * or a refused message, replies, and returns the report.
     */
    public Report serve(ReliableChannel channel, long idleMs) throws IOException {
        RobotSimulator.Session session = null;
        while (true) {
            byte[] payload = channel.receive(idleMs);
            if (payload == null) {
                throw new IOException("no message from the host for " + idleMs + " ms on " + channel.describe());
            }
            String message = RobotWire.text(payload).trim();
            try {
                if (message.startsWith(RobotWire.START + " ")) {
                    session = start(message);
                } else if (message.equals(RobotWire.END)) {
                    requireStarted(session, message);
                    Report report = new Report(profile.name(), session.steps(), session.elapsedMs(), session.cube(),
                            session.cube().isSolved(), null);
                    channel.send(RobotWire.bytes(RobotWire.DONE + " " + json(report.toMap())));
                    try {
                        channel.flush();
                    } catch (PeerGoneException reportUnconfirmed) {
                        // Every command was executed; only the host's receipt of the report is unknown.
                    }
                    return report;
                } else {
                    requireStarted(session, message);
                    session.execute(message);
                }
            } catch (CubeGuideException e) {
                channel.send(RobotWire.bytes(RobotWire.ERROR + " " + e.code() + " " + e.getMessage()));
                channel.flush();
                return new Report(profile.name(), session == null ? 0 : session.steps(),
                        session == null ? 0 : session.elapsedMs(), session == null ? null : session.cube(), false,
                        e.getMessage());
            }
        }
    }

    private RobotSimulator.Session start(String message) {
        String[] words = message.split(" ");
        if (words.length != 3) {
            throw new CubeGuideException(ErrorCode.BAD_PACKET, "a start message is 'start PROFILE FACELETS', not '"
                    + message + "'");
        }
        if (!words[1].equals(profile.name())) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "the host planned for profile '" + words[1]
                    + "' but this robot is '" + profile.name() + "'");
        }
        return new RobotSimulator(profile).start(CubieCube.fromFacelets(words[2]));
    }

    private static void requireStarted(RobotSimulator.Session session, String message) {
        if (session == null) {
            throw new CubeGuideException(ErrorCode.BAD_PACKET, "'" + message + "' came before 'start'");
        }
    }

    private static String json(Map<String, Object> map) {
        try {
            return JSON.writeValueAsString(map);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}

package dev.cubeguide.link.robot;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.link.reliable.ReliableChannel;
import dev.cubeguide.model.CubieCube;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The robot link's messages, one per reliable-channel payload, in UTF-8 text.
 * <pre>
 * host -> robot   start PROFILE FACELETS      a new run: the profile's name and the cube as put in the robot
 *                 ACTION                      one manoeuvre's action, such as "turn R -1" or "open D"
 *                 end                         the plan is complete
 * robot -> host   done JSON                   the robot's report after "end" (see {@link RobotEmulator.Report})
 *                 error CODE MESSAGE          the robot refused a message; it stops
 * </pre>
 */
public final class RobotWire {
    /** The first word of the message that starts a run. */
    public static final String START = "start";
    /** The message that ends a run. */
    public static final String END = "end";
    /** The first word of the robot's report. */
    public static final String DONE = "done";
    /** The first word of the robot's refusal. */
    public static final String ERROR = "error";

    private RobotWire() {
    }

    static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    static String text(byte[] payload) {
        return new String(payload, StandardCharsets.UTF_8);
    }

    /**
     * The host's side: sends {@code plan} for the cube {@code cube} over {@code channel} and waits up to
     * {@code replyTimeoutMs} for the robot's report. Returns {@code {"sent","retransmits","elapsedMs","robot"}}.
     */
    public static Map<String, Object> send(ReliableChannel channel, CubieCube cube, RobotPlan plan,
            long replyTimeoutMs) throws IOException {
        long start = System.nanoTime();
        channel.send(bytes(START + " " + plan.profile() + " " + cube.toFacelets()));
        for (Manoeuvre m : plan.manoeuvres()) {
            channel.send(bytes(m.action()));
        }
        channel.send(bytes(END));
        channel.flush();
        byte[] reply = channel.receive(replyTimeoutMs);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("sent", plan.manoeuvres().size() + 2);
        out.put("retransmits", channel.stats().retransmits());
        out.put("elapsedMs", (System.nanoTime() - start) / 1_000_000);
        if (reply == null) {
            throw new IOException("the robot at " + channel.describe() + " took every command but sent no report "
                    + "within " + replyTimeoutMs + " ms");
        }
        String text = text(reply);
        if (text.startsWith(ERROR + " ")) {
            String[] parts = text.split(" ", 3);
            ErrorCode code;
            try {
                code = ErrorCode.valueOf(parts[1]);
            } catch (IllegalArgumentException e) {
                code = ErrorCode.BAD_REQUEST;
            }
            throw new CubeGuideException(code, "the robot refused the plan: " + (parts.length > 2 ? parts[2] : text));
        }
        out.put("robot", text.startsWith(DONE + " ") ? text.substring(DONE.length() + 1) : text);
        return out;
    }
}

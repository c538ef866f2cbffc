package dev.cubeguide.link.robot;

import dev.cubeguide.notation.Alg;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * One step of a robot plan.
 *
 * @param kind   what sort of step
 * @param action the command the robot executes, such as {@code turn R -1}, {@code rotate D +1}, {@code open D},
 *               {@code twist R -1}
 * @param effect what it does to the cube, in the frame of the cube as it is held at that moment: one face turn
 *               ({@code R}, {@code D'}), one whole-cube rotation ({@code x}, {@code y2}), or nothing (empty) for a
 *               gripper that only opens, closes or turns while open
 * @param ms     how long it takes, from the profile
 */
public record Manoeuvre(Kind kind, String action, Alg effect, int ms) {
    /** The sorts of step. */
    public enum Kind {
        /** A face turn. */
        TURN,
        /** A whole-cube rotation. */
        ROTATE,
        /** A gripper releases the cube. */
        OPEN,
        /** A gripper grips the cube. */
        CLOSE,
        /** An open gripper turns back toward its rest (no effect on the cube). */
        TWIST
    }

    public Manoeuvre {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(action, "action");
        Objects.requireNonNull(effect, "effect");
    }

    /** The JSON object {@code {"action","effect","ms"}}. */
    public Map<String, Object> toMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("action", action);
        map.put("effect", effect.toString());
        map.put("ms", ms);
        return map;
    }
}

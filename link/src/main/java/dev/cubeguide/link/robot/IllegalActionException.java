package dev.cubeguide.link.robot;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.util.Map;

/**
 * An action the robot cannot make in its present state (or does not know). A {@code BAD_REQUEST}: plans and
 * commands are input. The detail names the step (0-based), the action and the {@link Reason}.
 */
public final class IllegalActionException extends CubeGuideException {
    private static final long serialVersionUID = 1L;

    /** Why the action is impossible. */
    public enum Reason {
        /** The text is no action of this profile. */
        UNKNOWN_ACTION,
        /** The motion does not allow this amount. */
        BAD_AMOUNT,
        /** A gripper that always holds the cube was told to open. */
        CANNOT_OPEN,
        /** Opening a gripper that is already open, or closing one that is closed. */
        ALREADY,
        /** Opening the last closed gripper would drop the cube. */
        UNSUPPORTED,
        /** A gripper the motion turns or holds with is open: nothing holds the face or the rest of the cube. */
        NOT_HELD,
        /** A closed gripper blocks the motion (it would stop a whole-cube rotation, or tear the cube). */
        BLOCKED,
        /** Turning a closed gripper on its own (use a motion) is not a twist. */
        GRIPPER_CLOSED,
        /** A gripper would go past the end of its travel. */
        ANGLE_LIMIT,
        /** The plan claims an effect the action does not have. */
        EFFECT_MISMATCH
    }

    private final Reason reason;

    IllegalActionException(Reason reason, int step, String action, String message) {
        super(ErrorCode.BAD_REQUEST, "step " + (step + 1) + " '" + action + "': " + message,
                Map.of("reason", reason.name(), "step", step, "action", action));
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }
}

package dev.cubeguide.link.robot;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.notation.Face;
import dev.cubeguide.notation.Layer;
import dev.cubeguide.notation.Move;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A robot described as data: its grippers, the motions it can make, what each motion needs (which grippers
 * closed, which open) and how long every action takes. Loaded from JSON by {@link RobotProfiles}; the planner
 * ({@link RobotTranslator}) and the simulator ({@link RobotSimulator}) both read only this description.
 *
 * <p>The robot's state is, for every gripper, whether it is closed on the cube and its angle in quarter turns
 * from its rest position, plus the orientation of the cube. A gripper with {@code minAngle}/{@code maxAngle}
 * (a servo with limited travel) must stay within them; one without limits turns freely and its angle is not
 * tracked. The cube must always be held: an action that would leave no gripper closed is impossible.
 *
 * <p>Every motion turns a set of grippers (possibly none, like a tilt arm) and has one effect in the frame of the
 * cube as it is held: a face turn ({@code kind = TURN}, effect {@code R}, {@code D}...) or a whole-cube rotation
 * ({@code kind = ROTATE}, effect {@code x}, {@code y}, {@code z}). A motion with effect E and signed amount a
 * changes the angle of each gripper it turns by +a when the gripper's face is the face E turns like, and by -a
 * when it is the opposite face (turning L and R together by x: R goes +1, L goes -1).
 *
 * @param name        the name used by {@code --profile}
 * @param description one paragraph for people
 * @param grippers    the grippers (jaws, cage, turntable)
 * @param startClosed the grippers closed at the start (angles start at 0, the cube in its home orientation)
 * @param motions     the motions
 */
public record RobotProfile(String name, String description, List<Gripper> grippers, List<String> startClosed,
        List<Motion> motions) {

    /** What a motion does to the cube. */
    public enum Kind { TURN, ROTATE }

    /**
     * One gripper.
     *
     * @param name           its name in actions ({@code open R}, {@code twist R -1})
     * @param face           the face of the cube it holds (the position, in the robot's frame)
     * @param canOpen        false for a gripper that always holds the cube (a turntable)
     * @param minAngle       lowest angle in quarter turns from rest, or null for unlimited travel
     * @param maxAngle       highest angle in quarter turns from rest, or null for unlimited travel
     * @param openMs         time to open (release the cube)
     * @param closeMs        time to close (grip the cube)
     * @param twistQuarterMs time to turn the open gripper by a quarter turn (going back toward rest)
     * @param twistHalfMs    time to turn the open gripper by a half turn
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Gripper(String name, Face face, boolean canOpen, Integer minAngle, Integer maxAngle, int openMs,
            int closeMs, int twistQuarterMs, int twistHalfMs) {
        /** True when the gripper's travel is limited and its angle must be tracked. */
        @JsonIgnore
        public boolean limited() {
            return minAngle != null || maxAngle != null;
        }

        /** True when {@code angle} is within the travel. */
        public boolean allows(int angle) {
            return (minAngle == null || angle >= minAngle) && (maxAngle == null || angle <= maxAngle);
        }
    }

    /**
     * One motion.
     *
     * @param action    the action's name in plans and on the wire ({@code turn R}, {@code rotate D}, {@code tilt});
     *                  the command is the name followed by the signed amount ({@code turn R -1})
     * @param kind      a face turn or a whole-cube rotation
     * @param effect    the layer in WCA notation: a face letter for TURN, {@code x}, {@code y} or {@code z} for
     *                  ROTATE
     * @param turns     the grippers this motion turns
     * @param closed    the grippers that must be closed
     * @param open      the grippers that must be open (they would block the motion)
     * @param amounts   the signed amounts allowed: 1 (clockwise), -1, 2 and -2 (a half turn either way)
     * @param quarterMs time for a quarter turn
     * @param halfMs    time for a half turn
     */
    public record Motion(String action, Kind kind, String effect, List<String> turns, List<String> closed,
            List<String> open, List<Integer> amounts, int quarterMs, int halfMs) {
        public Motion {
            turns = turns == null ? List.of() : List.copyOf(turns);
            closed = closed == null ? List.of() : List.copyOf(closed);
            open = open == null ? List.of() : List.copyOf(open);
            amounts = amounts == null ? List.of() : List.copyOf(amounts);
        }

        /** The layer the effect turns. */
        @JsonIgnore
        public Layer layer() {
            return layerOf(effect).orElseThrow();
        }

        /** The effect of this motion by {@code amount}: one move in the frame of the held cube. */
        public Move effectOf(int amount) {
            return Move.of(layer(), amount);
        }

        /** The time this motion takes by {@code amount}. */
        public int millis(int amount) {
            return Math.abs(amount) == 2 ? halfMs : quarterMs;
        }

        /** The command text, such as {@code turn R -1} or {@code tilt +1}. */
        public String command(int amount) {
            return action + " " + (amount > 0 ? "+" : "") + amount;
        }
    }

    public RobotProfile {
        grippers = grippers == null ? List.of() : List.copyOf(grippers);
        startClosed = startClosed == null ? List.of() : List.copyOf(startClosed);
        motions = motions == null ? List.of() : List.copyOf(motions);
    }

    /** The index of the gripper named {@code gripperName}, or -1. */
    public int gripperIndex(String gripperName) {
        for (int i = 0; i < grippers.size(); i++) {
            if (grippers.get(i).name().equals(gripperName)) {
                return i;
            }
        }
        return -1;
    }

    /** The motion whose action is {@code action}, if any. */
    public Optional<Motion> motion(String action) {
        return motions.stream().filter(m -> m.action().equals(action)).findFirst();
    }

    /**
     * The direction of gripper {@code g} under a motion whose effect turns like {@code face}: +1 when the gripper
     * holds that face, -1 when it holds the opposite one, 0 otherwise (a profile with 0 is rejected).
     */
    static int sense(Gripper g, Layer layer) {
        Face toward = layer.directionFace();
        if (g.face() == toward) {
            return 1;
        }
        return g.face() == toward.opposite() ? -1 : 0;
    }

    /**
     * Checks the description is complete and consistent; every problem is a {@code BAD_REQUEST} naming the field.
     * Returns this profile.
     */
    public RobotProfile validate() {
        require(name != null && !name.isBlank(), "the profile has no name", "name");
        require(!grippers.isEmpty(), "profile '" + name + "' has no grippers", "grippers");
        Set<String> names = new HashSet<>();
        for (int i = 0; i < grippers.size(); i++) {
            Gripper g = grippers.get(i);
            String where = "grippers[" + i + "]";
            require(g.name() != null && !g.name().isBlank() && !g.name().contains(" "),
                    "gripper " + i + " needs a name without spaces", where + ".name");
            require(names.add(g.name()), "gripper name '" + g.name() + "' is used twice", where + ".name");
            require(g.face() != null, "gripper '" + g.name() + "' needs a face (U, R, F, D, L or B)", where + ".face");
            require((g.minAngle() == null) == (g.maxAngle() == null), "gripper '" + g.name()
                    + "' needs both minAngle and maxAngle, or neither", where);
            require(g.allows(0) && (!g.limited() || g.maxAngle() - g.minAngle() <= 8), "gripper '" + g.name()
                    + "' must allow its rest angle 0 and at most 8 quarter turns of travel", where);
            require(g.openMs() >= 0 && g.closeMs() >= 0 && g.twistQuarterMs() >= 0 && g.twistHalfMs() >= 0,
                    "gripper '" + g.name() + "' has a negative duration", where);
        }
        boolean anyClosed = false;
        for (String s : startClosed) {
            int gi = gripperIndex(s);
            require(gi >= 0, "startClosed names unknown gripper '" + s + "'", "startClosed");
            anyClosed = true;
        }
        require(anyClosed, "profile '" + name + "' must start with a gripper closed on the cube", "startClosed");
        for (Gripper g : grippers) {
            require(g.canOpen() || startClosed.contains(g.name()),
                    "gripper '" + g.name() + "' cannot open, so it must start closed", "startClosed");
        }
        Set<String> actions = new HashSet<>();
        for (int i = 0; i < motions.size(); i++) {
            Motion m = motions.get(i);
            String where = "motions[" + i + "]";
            require(m.action() != null && !m.action().isBlank(), "motion " + i + " needs an action name",
                    where + ".action");
            require(actions.add(m.action()), "action '" + m.action() + "' is used twice", where + ".action");
            require(!m.action().startsWith("open ") && !m.action().startsWith("close ")
                    && !m.action().startsWith("twist "), "action '" + m.action()
                    + "' clashes with the gripper actions open/close/twist", where + ".action");
            require(m.kind() != null, "motion '" + m.action() + "' needs a kind (TURN or ROTATE)", where + ".kind");
            Optional<Layer> layer = layerOf(m.effect());
            require(layer.isPresent(), "motion '" + m.action() + "' has effect '" + m.effect()
                    + "'; use a face letter or x, y, z", where + ".effect");
            require(m.kind() == Kind.TURN ? layer.get().isFace() : layer.get().isRotation(),
                    "motion '" + m.action() + "': a " + m.kind() + " needs " + (m.kind() == Kind.TURN
                            ? "a face letter" : "x, y or z") + " as its effect", where + ".effect");
            require(!m.amounts().isEmpty(), "motion '" + m.action() + "' has no amounts", where + ".amounts");
            for (int a : m.amounts()) {
                require(a == 1 || a == -1 || a == 2 || a == -2, "motion '" + m.action() + "' has amount " + a
                        + "; use 1, -1, 2 or -2", where + ".amounts");
            }
            require(m.quarterMs() >= 0 && m.halfMs() >= 0, "motion '" + m.action() + "' has a negative duration",
                    where);
            for (String s : m.turns()) {
                int gi = gripperIndex(s);
                require(gi >= 0, "motion '" + m.action() + "' turns unknown gripper '" + s + "'", where + ".turns");
                require(m.closed().contains(s), "motion '" + m.action() + "' turns gripper '" + s
                        + "', so it must list it as closed", where + ".closed");
                require(sense(grippers.get(gi), layer.get()) != 0, "motion '" + m.action() + "' turns gripper '"
                        + s + "' (face " + grippers.get(gi).face() + ") about another axis than " + m.effect(),
                        where + ".turns");
            }
            for (String s : m.closed()) {
                require(gripperIndex(s) >= 0, "motion '" + m.action() + "' needs unknown gripper '" + s + "'",
                        where + ".closed");
                require(!m.open().contains(s), "motion '" + m.action() + "' needs '" + s + "' both open and closed",
                        where + ".open");
            }
            for (String s : m.open()) {
                require(gripperIndex(s) >= 0, "motion '" + m.action() + "' needs unknown gripper '" + s + "'",
                        where + ".open");
            }
            if (m.kind() == Kind.TURN) {
                require(m.turns().size() == 1, "face-turn motion '" + m.action() + "' must turn exactly one gripper",
                        where + ".turns");
                Gripper g = grippers.get(gripperIndex(m.turns().get(0)));
                require(g.face() == layer.get().directionFace(), "face-turn motion '" + m.action()
                        + "' must turn the face its gripper holds (" + g.face() + ")", where + ".effect");
            }
        }
        require(motions.stream().anyMatch(m -> m.kind() == Kind.TURN), "profile '" + name
                + "' cannot turn any face", "motions");
        return this;
    }

    static Optional<Layer> layerOf(String effect) {
        if (effect == null) {
            return Optional.empty();
        }
        for (Layer l : Layer.values()) {
            if ((l.isFace() || l.isRotation()) && l.symbol().equals(effect)) {
                return Optional.of(l);
            }
        }
        return Optional.empty();
    }

    private void require(boolean condition, String message, String field) {
        if (!condition) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "bad robot profile: " + message,
                    Map.of("profile", Objects.toString(name, ""), "field", field));
        }
    }
}

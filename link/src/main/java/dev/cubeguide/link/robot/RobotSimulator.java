package dev.cubeguide.link.robot;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Move;
import java.util.Objects;

/**
 * Executes robot commands on the cube model, keeping the robot's state (which grippers are closed, each gripper's
 * angle) and the cube (a {@link CubieCube}, whose centres record the cube's orientation in the robot). Every action
 * is checked against the profile before it runs: turning a face no closed gripper holds, rotating while a blocking
 * gripper is closed, dropping the cube or passing a gripper's travel are rejected with an
 * {@link IllegalActionException}.
 *
 * <p>The simulator reads the profile directly and applies each effect to the cube model; it shares no code with
 * the planner's state graph, so it checks the planner independently.
 */
public final class RobotSimulator {
    private final RobotProfile profile;

    public RobotSimulator(RobotProfile profile) {
        this.profile = profile.validate();
    }

    /** The outcome of a simulated plan. */
    public record Result(CubieCube cube, boolean solved, int steps, long totalMs) {
    }

    /** A robot holding {@code cube} in its start state. */
    public Session start(CubieCube cube) {
        return new Session(cube);
    }

    /**
     * Runs every manoeuvre of {@code plan} on {@code cube}: each action must be possible and have the effect the
     * plan claims. Returns the final cube and whether it is solved.
     */
    public Result run(CubieCube cube, RobotPlan plan) {
        Session session = start(cube);
        for (Manoeuvre m : plan.manoeuvres()) {
            Manoeuvre done = session.execute(m.action());
            if (!done.effect().toString().equals(m.effect().toString())) {
                throw new IllegalActionException(IllegalActionException.Reason.EFFECT_MISMATCH, session.steps - 1,
                        m.action(), "the plan says its effect is '" + m.effect() + "' but it is '" + done.effect()
                        + "'");
            }
        }
        return new Result(session.cube(), session.cube().isSolved(), session.steps(), session.elapsedMs());
    }

    /**
     * One robot at work: a state machine fed one command at a time (the robot emulator runs one). Not a value and
     * not thread-safe: it is the robot's mutable state, owned by one caller.
     */
    public final class Session {
        private final boolean[] closed = new boolean[profile.grippers().size()];
        private final int[] angle = new int[profile.grippers().size()];
        private CubieCube cube;
        private int steps;
        private long elapsedMs;

        private Session(CubieCube cube) {
            this.cube = Objects.requireNonNull(cube, "cube");
            for (String s : profile.startClosed()) {
                closed[profile.gripperIndex(s)] = true;
            }
        }

        public CubieCube cube() {
            return cube;
        }

        /** The number of commands executed. */
        public int steps() {
            return steps;
        }

        /** The robot time of the commands executed, from the profile's durations. */
        public long elapsedMs() {
            return elapsedMs;
        }

        /** True when gripper {@code name} is closed. */
        public boolean isClosed(String name) {
            return closed[profile.gripperIndex(name)];
        }

        /** Gripper {@code name}'s angle in quarter turns from rest (0 for grippers with unlimited travel). */
        public int angle(String name) {
            return angle[profile.gripperIndex(name)];
        }

        /** Executes one command and returns it as a manoeuvre with its effect and duration. */
        public Manoeuvre execute(String command) {
            Manoeuvre done = check(command == null ? "" : command.trim());
            steps++;
            elapsedMs += done.ms();
            if (!done.effect().isEmpty()) {
                cube = cube.apply(done.effect());
            }
            return done;
        }

        private Manoeuvre check(String command) {
            String[] words = command.split(" ");
            if (words.length == 2 && (words[0].equals("open") || words[0].equals("close"))) {
                int g = gripper(command, words[1]);
                RobotProfile.Gripper gr = profile.grippers().get(g);
                boolean opening = words[0].equals("open");
                if (opening && !gr.canOpen()) {
                    throw fail(IllegalActionException.Reason.CANNOT_OPEN, command, "gripper " + gr.name()
                            + " always holds the cube");
                }
                if (closed[g] != opening) {
                    throw fail(IllegalActionException.Reason.ALREADY, command, "gripper " + gr.name() + " is already "
                            + (opening ? "open" : "closed"));
                }
                if (opening && closedCount() == 1) {
                    throw fail(IllegalActionException.Reason.UNSUPPORTED, command, "gripper " + gr.name()
                            + " is the only one holding the cube; opening it would drop the cube");
                }
                closed[g] = !opening;
                return new Manoeuvre(opening ? Manoeuvre.Kind.OPEN : Manoeuvre.Kind.CLOSE, command, Alg.EMPTY,
                        opening ? gr.openMs() : gr.closeMs());
            }
            int space = command.lastIndexOf(' ');
            if (space < 0) {
                throw fail(IllegalActionException.Reason.UNKNOWN_ACTION, command, "no such action in profile '"
                        + profile.name() + "'");
            }
            String name = command.substring(0, space);
            if (!name.startsWith("twist ") && profile.motion(name).isEmpty()) {
                throw fail(IllegalActionException.Reason.UNKNOWN_ACTION, command, "no such action in profile '"
                        + profile.name() + "'");
            }
            int amount = amount(command, command.substring(space + 1));
            if (name.startsWith("twist ")) {
                int g = gripper(command, name.substring("twist ".length()));
                RobotProfile.Gripper gr = profile.grippers().get(g);
                if (closed[g]) {
                    throw fail(IllegalActionException.Reason.GRIPPER_CLOSED, command, "gripper " + gr.name()
                            + " is closed on the cube; open it before turning it back");
                }
                int to = gr.limited() ? angle[g] + amount : 0;
                if (!gr.allows(to)) {
                    throw fail(IllegalActionException.Reason.ANGLE_LIMIT, command, "gripper " + gr.name()
                            + " would reach angle " + to + ", outside " + gr.minAngle() + ".." + gr.maxAngle());
                }
                angle[g] = to;
                return new Manoeuvre(Manoeuvre.Kind.TWIST, command, Alg.EMPTY,
                        Math.abs(amount) == 2 ? gr.twistHalfMs() : gr.twistQuarterMs());
            }
            RobotProfile.Motion m = profile.motion(name).orElseThrow();
            if (!m.amounts().contains(amount)) {
                throw fail(IllegalActionException.Reason.BAD_AMOUNT, command, "'" + name + "' turns by "
                        + m.amounts() + ", not " + amount);
            }
            for (String s : m.closed()) {
                if (!closed[profile.gripperIndex(s)]) {
                    throw fail(IllegalActionException.Reason.NOT_HELD, command, "gripper " + s + " must be closed ("
                            + (m.turns().contains(s) ? "it turns the cube" : "it holds the cube") + ")");
                }
            }
            for (String s : m.open()) {
                if (closed[profile.gripperIndex(s)]) {
                    throw fail(IllegalActionException.Reason.BLOCKED, command, "gripper " + s
                            + " is closed and blocks this motion");
                }
            }
            int[] to = angle.clone();
            for (String s : m.turns()) {
                int g = profile.gripperIndex(s);
                RobotProfile.Gripper gr = profile.grippers().get(g);
                if (gr.limited()) {
                    to[g] += amount * RobotProfile.sense(gr, m.layer());
                    if (!gr.allows(to[g])) {
                        throw fail(IllegalActionException.Reason.ANGLE_LIMIT, command, "gripper " + gr.name()
                                + " would reach angle " + to[g] + ", outside " + gr.minAngle() + ".." + gr.maxAngle());
                    }
                }
            }
            System.arraycopy(to, 0, angle, 0, angle.length);
            Move effect = m.effectOf(amount);
            return new Manoeuvre(m.kind() == RobotProfile.Kind.TURN ? Manoeuvre.Kind.TURN : Manoeuvre.Kind.ROTATE,
                    command, Alg.of(effect), m.millis(amount));
        }

        private int closedCount() {
            int n = 0;
            for (boolean c : closed) {
                n += c ? 1 : 0;
            }
            return n;
        }

        private int gripper(String command, String name) {
            int g = profile.gripperIndex(name);
            if (g < 0) {
                throw fail(IllegalActionException.Reason.UNKNOWN_ACTION, command, "profile '" + profile.name()
                        + "' has no gripper '" + name + "'");
            }
            return g;
        }

        private int amount(String command, String text) {
            try {
                int a = Integer.parseInt(text.startsWith("+") ? text.substring(1) : text);
                if (a == 1 || a == -1 || a == 2 || a == -2) {
                    return a;
                }
            } catch (NumberFormatException e) {
                // reported below
            }
            throw fail(IllegalActionException.Reason.BAD_AMOUNT, command, "the amount '" + text
                    + "' is not +1, -1, +2 or -2");
        }

        private IllegalActionException fail(IllegalActionException.Reason reason, String command, String message) {
            return new IllegalActionException(reason, steps, command, message);
        }
    }
}

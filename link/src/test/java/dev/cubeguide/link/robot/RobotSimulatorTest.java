package dev.cubeguide.link.robot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import java.util.List;
import org.junit.jupiter.api.Test;

class RobotSimulatorTest {
    private static RobotSimulator.Session session(String profile) {
        return new RobotSimulator(RobotProfiles.builtIn(profile)).start(CubieCube.SOLVED);
    }

    private static void rejects(RobotSimulator.Session s, String command, IllegalActionException.Reason reason) {
        assertThatThrownBy(() -> s.execute(command)).isInstanceOfSatisfying(IllegalActionException.class,
                e -> assertThat(e.reason()).isEqualTo(reason));
    }

    @Test
    void threeJawTurnsItsFacesAndRotatesOnlyWithTheBlockingJawsOpen() {
        RobotSimulator.Session s = session("three-jaw");
        assertThat(s.execute("turn R +1").effect()).isEqualTo(Alg.parse("R"));
        rejects(s, "rotate LR +1", IllegalActionException.Reason.BLOCKED);   // D closed blocks x
        rejects(s, "rotate D +1", IllegalActionException.Reason.BLOCKED);    // L and R closed block y
        s.execute("open D");
        rejects(s, "turn L +1", IllegalActionException.Reason.NOT_HELD);     // nothing holds the rest of the cube
        rejects(s, "turn D +1", IllegalActionException.Reason.NOT_HELD);     // the D jaw is open
        assertThat(s.execute("rotate LR +1").effect()).isEqualTo(Alg.parse("x"));
        s.execute("close D");
        s.execute("open L");
        s.execute("open R");
        rejects(s, "turn D +1", IllegalActionException.Reason.NOT_HELD);
        assertThat(s.execute("rotate D +1").effect()).isEqualTo(Alg.parse("y"));
        rejects(s, "open D", IllegalActionException.Reason.UNSUPPORTED);
        assertThat(s.cube()).isEqualTo(CubieCube.SOLVED.apply(Alg.parse("R x y")));
    }

    @Test
    void theLastClosedGripperCannotOpen() {
        RobotSimulator.Session s = session("two-gripper");
        s.execute("open R");
        rejects(s, "open D", IllegalActionException.Reason.UNSUPPORTED);
        rejects(s, "open R", IllegalActionException.Reason.ALREADY);
    }

    @Test
    void servoTravelIsLimitedAndAnOpenGripperTurnsBack() {
        RobotSimulator.Session s = session("two-gripper");
        s.execute("turn R +1");
        assertThat(s.angle("R")).isEqualTo(1);
        rejects(s, "turn R +1", IllegalActionException.Reason.ANGLE_LIMIT);
        rejects(s, "twist R -1", IllegalActionException.Reason.GRIPPER_CLOSED);
        s.execute("open R");
        s.execute("twist R -2");
        s.execute("close R");
        assertThat(s.execute("turn R +2").effect()).isEqualTo(Alg.parse("R2"));
        assertThat(s.angle("R")).isEqualTo(1);
        s.execute("open D");
        assertThat(s.execute("rotate R -1").effect()).isEqualTo(Alg.parse("x'"));
        assertThat(s.angle("R")).isEqualTo(0);
    }

    @Test
    void turntableNeedsTheCageForFaceTurnsAndNoCageToRotate() {
        RobotSimulator.Session s = session("tilt-turntable");
        rejects(s, "turn table +1", IllegalActionException.Reason.NOT_HELD);
        rejects(s, "open table", IllegalActionException.Reason.CANNOT_OPEN);
        rejects(s, "tilt -1", IllegalActionException.Reason.BAD_AMOUNT);
        assertThat(s.execute("tilt +1").effect()).isEqualTo(Alg.parse("x"));
        assertThat(s.execute("spin table -1").effect()).isEqualTo(Alg.parse("y'"));
        s.execute("close cage");
        rejects(s, "tilt +1", IllegalActionException.Reason.BLOCKED);
        assertThat(s.execute("turn table +2").effect()).isEqualTo(Alg.parse("D2"));
        rejects(s, "fly away", IllegalActionException.Reason.UNKNOWN_ACTION);
        rejects(s, "turn table +3", IllegalActionException.Reason.BAD_AMOUNT);
    }

    @Test
    void aPlanClaimingAWrongEffectIsRejected() {
        RobotProfile profile = RobotProfiles.builtIn("three-jaw");
        RobotPlan lie = new RobotPlan("three-jaw", Alg.parse("R"),
                List.of(new Manoeuvre(Manoeuvre.Kind.TURN, "turn R +1", Alg.parse("L"), 400)));
        assertThatThrownBy(() -> new RobotSimulator(profile).run(CubieCube.SOLVED, lie))
                .isInstanceOfSatisfying(IllegalActionException.class,
                        e -> assertThat(e.reason()).isEqualTo(IllegalActionException.Reason.EFFECT_MISMATCH));
    }
}

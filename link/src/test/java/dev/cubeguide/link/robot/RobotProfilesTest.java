package dev.cubeguide.link.robot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.notation.Alg;
import java.nio.file.Files;
import java.nio.file.Path;
import org.assertj.core.api.ThrowableAssert;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RobotProfilesTest {
    @Test
    void builtInProfilesLoadAndRoundTripThroughJson() {
        for (RobotProfile p : RobotProfiles.builtIns()) {
            assertThat(RobotProfiles.parse(RobotProfiles.toJson(p), "copy")).isEqualTo(p);
        }
        assertThat(RobotProfiles.builtIn("two-gripper").grippers()).extracting(RobotProfile.Gripper::name)
                .containsExactly("R", "D");
    }

    @Test
    void aCustomProfileFileIsLoaded(@TempDir Path dir) throws Exception {
        String json = RobotProfiles.toJson(RobotProfiles.builtIn("two-gripper"))
                .replace("\"two-gripper\"", "\"slow-two\"").replace("\"quarterMs\" : 180", "\"quarterMs\" : 900");
        Path file = dir.resolve("slow.json");
        Files.writeString(file, json);
        RobotProfile slow = RobotProfiles.load(file);
        assertThat(slow.name()).isEqualTo("slow-two");
        assertThat(slow.motion("turn R").orElseThrow().quarterMs()).isEqualTo(900);
    }

    @Test
    void mistakesAreNamed() {
        assertBad(() -> RobotProfiles.builtIn("octopus"), "unknown robot profile 'octopus'");
        assertBad(() -> RobotProfiles.parse("{\"name\": \"x\", ", "f.json"), "bad robot profile f.json at line");
        assertBad(() -> RobotProfiles.parse("{\"name\":\"x\",\"colour\":1}", "f.json"), "colour");
        String noJaw = RobotProfiles.toJson(RobotProfiles.builtIn("three-jaw")).replace("\"closed\" : [ \"L\", \"D\" ]",
                "\"closed\" : [ \"D\" ]");
        assertBad(() -> RobotProfiles.parse(noJaw, "f.json"), "must list it as closed");
        String badAxis = RobotProfiles.toJson(RobotProfiles.builtIn("three-jaw")).replace("\"effect\" : \"y\"",
                "\"effect\" : \"z\"");
        assertBad(() -> RobotProfiles.parse(badAxis, "f.json"), "about another axis");
        String notFace = RobotProfiles.toJson(RobotProfiles.builtIn("three-jaw")).replace("\"effect\" : \"L\"",
                "\"effect\" : \"Q\"");
        assertBad(() -> RobotProfiles.parse(notFace, "f.json"), "has effect 'Q'");
    }

    @Test
    void aProfileThatCannotReachAFaceIsReportedWhenPlanning() {
        String stuck = RobotProfiles.toJson(RobotProfiles.builtIn("tilt-turntable"))
                .replace("\"action\" : \"tilt\"", "\"action\" : \"tilt-off\"").replace("\"effect\" : \"x\"",
                        "\"effect\" : \"y\"");
        RobotProfile p = RobotProfiles.parse(stuck.replace("\"turns\" : [ ],", "\"turns\" : [ \"table\" ],"), "s");
        assertBad(() -> new RobotTranslator(p).plan(Alg.parse("D U")),
                "cannot make move U");
    }

    private static void assertBad(ThrowableAssert.ThrowingCallable call, String text) {
        assertThatThrownBy(call).isInstanceOfSatisfying(CubeGuideException.class, e -> {
            assertThat(e.code()).isEqualTo(ErrorCode.BAD_REQUEST);
            assertThat(e.getMessage()).contains(text);
        });
    }
}

package dev.cubeguide.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cubeguide.link.robot.RobotProfiles;
import dev.cubeguide.link.robot.RobotSimulator;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.link.transport.SocatPair;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class RobotCommandTest {
    /** Exit code, standard output, standard error. */
    record Run(int exit, String out, String err) {
        JsonNode json() throws Exception {
            return Cli.mapper().readTree(out);
        }
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = Cli.commandLine(CliTestSolvers.REGISTRY);
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int exit = cl.execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    @Test
    void planPrintsTheDesignJson() throws Exception {
        Run r = run("robot", "plan", "--profile", "two-gripper", "--solution", "U F2 L' B D R2", "--json");
        assertThat(r.exit()).as(r.err()).isZero();
        JsonNode j = r.json();
        assertThat(j.get("profile").asText()).isEqualTo("two-gripper");
        assertThat(j.get("solution").asText()).isEqualTo("U F2 L' B D R2");
        assertThat(j.get("manoeuvres").get(0).has("action")).isTrue();
        assertThat(j.get("manoeuvres").get(0).has("effect")).isTrue();
        assertThat(j.get("manoeuvres").get(0).has("ms")).isTrue();
        long sum = 0;
        for (JsonNode m : j.get("manoeuvres")) {
            sum += m.get("ms").asLong();
        }
        assertThat(j.get("totalMs").asLong()).isEqualTo(sum);
        assertThat(j.get("totalMs").asLong()).isLessThanOrEqualTo(j.get("naiveMs").asLong());
        assertThat(j.get("counts").get("turns").asInt()).isEqualTo(6);
        assertThat(j.get("counts").has("regrips")).isTrue();
        assertThat(j.get("counts").has("rotations")).isTrue();
    }

    @Test
    void aRealSolverFeedsThePlannerAndChoosingAmongMoreIsNeverSlower() throws Exception {
        Run one = run("robot", "simulate", "--solver", "beginner", "--profile", "two-gripper", "R U F D2 L' B",
                "--json");
        assertThat(one.exit()).as(one.err()).isZero();
        assertThat(one.json().get("simulation").get("solved").asBoolean()).isTrue();
        Run four = run("robot", "plan", "--solver", "beginner", "--choose-best", "4", "--profile", "two-gripper",
                "R U F D2 L' B", "--json");
        assertThat(four.exit()).as(four.err()).isZero();
        assertThat(four.json().get("totalMs").asLong()).isLessThanOrEqualTo(one.json().get("totalMs").asLong());
        assertThat(four.json().get("candidates").get("count").asInt()).isPositive();
    }

    @Test
    void simulateRunsThePlanToSolved() throws Exception {
        Run r = run("robot", "simulate", "--profile", "tilt-turntable", "--solution", "R U R' U'", "--json");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.json().get("simulation").get("solved").asBoolean()).isTrue();
        Run text = run("robot", "simulate", "--profile", "three-jaw", "--solution", "F B'");
        assertThat(text.out()).contains("total:").contains("naive:").contains("the cube is solved");
    }

    /** A solved cube the robot holds turned is said so in words, not as a string of face letters. */
    @Test
    void aSolvedCubeHeldTurnedIsSaidPlainly() {
        RobotSimulator.Result turned = new RobotSimulator.Result(CubieCube.of(Alg.parse("x y")), true, 3, 10);
        assertThat(RobotSimulateCommand.outcome(turned))
                .isEqualTo("the cube is solved (the robot ends holding it turned: green on top, red in front)");
        assertThat(RobotSimulateCommand.outcome(new RobotSimulator.Result(CubieCube.SOLVED, true, 3, 10)))
                .isEqualTo("the cube is solved");
        assertThat(RobotSimulateCommand.outcome(new RobotSimulator.Result(CubieCube.of(Alg.parse("R")), false, 3, 10)))
                .startsWith("the cube is NOT solved (");
    }

    @Test
    void aCustomProfileFileIsUsed(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("p.json");
        Files.writeString(file, RobotProfiles.toJson(RobotProfiles.builtIn("three-jaw"))
                .replace("\"three-jaw\"", "\"my-robot\""));
        Run r = run("robot", "plan", "--profile-file", file.toString(), "--solution", "U", "--json");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.json().get("profile").asText()).isEqualTo("my-robot");
    }

    @Test
    void badInputExitsTwoWithACode() {
        assertBad(run("robot", "plan", "--profile", "octopus", "--solution", "U"), "BAD_REQUEST",
                "unknown robot profile");
        assertBad(run("robot", "plan", "--solution", "U Q"), "BAD_NOTATION", "");
        assertBad(run("robot", "plan", "--solution", "U", "--facelets", "UUU"), "BAD_LENGTH", "");
        assertBad(run("robot", "plan", "--solution", "U", "R"), "BAD_REQUEST", "does not solve");
        assertBad(run("robot", "plan", "--solution", "U", "--choose-best", "0"), "BAD_REQUEST", "--choose-best");
        assertBad(run("robot", "run", "--to", "udp:8.8.8.8:9", "--solution", "U"), "BAD_REQUEST", "loopback");
        assertBad(run("robot", "run", "--to", "pigeon:9", "--solution", "U"), "BAD_REQUEST", "not a transport");
        assertBad(run("robot", "link-test", "--loss", "1.5"), "BAD_REQUEST", "--loss");
        assertBad(run("robot", "link-test", "--transport", "carrier-pigeon"), "BAD_REQUEST", "--transport");
        assertBad(run("robot"), "BAD_REQUEST", "choose one of");
    }

    private static void assertBad(Run r, String code, String text) {
        assertThat(r.exit()).as(r.err()).isEqualTo(2);
        assertThat(r.err()).startsWith("error: " + code + ": ").contains(text).doesNotContain("Exception");
    }

    @Test
    void linkTestPrintsTheIssueJson() throws Exception {
        Run r = run("robot", "link-test", "--transport", "memory", "--loss", "0.3", "--duplicate", "0.1",
                "--reorder", "0.1", "--corrupt", "0.05", "--commands", "300", "--seed", "4", "--json");
        assertThat(r.exit()).as(r.err()).isZero();
        JsonNode j = r.json();
        assertThat(j.get("sent").asInt()).isEqualTo(300);
        assertThat(j.get("delivered").asInt()).isEqualTo(300);
        assertThat(j.get("executedOnce").asBoolean()).isTrue();
        assertThat(j.get("inOrder").asBoolean()).isTrue();
        assertThat(j.get("retransmits").asLong()).isPositive();
        assertThat(j.has("elapsedMs")).isTrue();
    }

    @Test
    void runSendsThePlanToTheEmulatorOverUdp() throws Exception {
        int port;
        try (DatagramSocket probe = new DatagramSocket(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0))) {
            port = probe.getLocalPort();
        }
        String where = "udp:127.0.0.1:" + port;
        CompletableFuture<Run> emulator = CompletableFuture.supplyAsync(() -> run("robot", "emulator", "--listen",
                where, "--profile", "two-gripper", "--idle-timeout-ms", "20000", "--json"));
        Thread.sleep(300);
        Run host = run("robot", "run", "--profile", "two-gripper", "--to", where, "--solution", "U F2 L' B D R2",
                "--json");
        assertThat(host.exit()).as(host.err()).isZero();
        assertThat(host.json().get("robot").get("solved").asBoolean()).isTrue();
        Run robot = emulator.get(30, TimeUnit.SECONDS);
        assertThat(robot.exit()).as(robot.err()).isZero();
        assertThat(robot.json().get("solved").asBoolean()).isTrue();
        assertThat(robot.json().get("executed").asInt()).isEqualTo(host.json().get("sent").asInt() - 2);
    }

    @Test
    void runSendsThePlanToTheEmulatorOverASerialPortPair(@TempDir Path dir) throws Exception {
        assumeTrue(SocatPair.available(), "socat is not installed");
        try (SocatPair pair = SocatPair.start(dir)) {
            CompletableFuture<Run> emulator = CompletableFuture.supplyAsync(() -> run("robot", "emulator",
                    "--listen", "serial:" + pair.a(), "--profile", "three-jaw", "--idle-timeout-ms", "20000",
                    "--json"));
            Thread.sleep(300);
            Run host = run("robot", "run", "--profile", "three-jaw", "--to", "serial:" + pair.b(), "--solution",
                    "U F2 L' B D R2", "--json");
            assertThat(host.exit()).as(host.err()).isZero();
            Run robot = emulator.get(30, TimeUnit.SECONDS);
            assertThat(robot.exit()).as(robot.err()).isZero();
            assertThat(robot.json().get("solved").asBoolean()).isTrue();
        }
    }
}

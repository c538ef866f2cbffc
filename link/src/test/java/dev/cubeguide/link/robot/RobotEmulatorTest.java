package dev.cubeguide.link.robot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.link.reliable.ChannelOptions;
import dev.cubeguide.link.reliable.ReliableChannel;
import dev.cubeguide.link.transport.DatagramTransport;
import dev.cubeguide.link.transport.LinkFaults;
import dev.cubeguide.link.transport.MemoryPipe;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class RobotEmulatorTest {
    @Test
    void aPlanSentOverALossyLinkIsExecutedOnceAndSolvesTheCube() throws Exception {
        RobotProfile profile = RobotProfiles.builtIn("tilt-turntable");
        Alg scramble = Alg.parse("R U2 F' L D B2 R' U");
        CubieCube cube = CubieCube.of(scramble);
        RobotPlan plan = new RobotTranslator(profile).plan(scramble.inverse());
        DatagramTransport[] ends = MemoryPipe.lossy(new LinkFaults(0.3, 0.1, 0.1, 0.05, 12));
        try (ReliableChannel host = ReliableChannel.open(ends[0], ChannelOptions.defaults());
                ReliableChannel robot = ReliableChannel.open(ends[1], ChannelOptions.defaults())) {
            CompletableFuture<RobotEmulator.Report> served = CompletableFuture.supplyAsync(() -> {
                try {
                    return new RobotEmulator(profile).serve(robot, 10_000);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
            Map<String, Object> sent = RobotWire.send(host, cube, plan, 10_000);
            RobotEmulator.Report report = served.get(20, TimeUnit.SECONDS);
            assertThat(report.solved()).isTrue();
            assertThat(report.executed()).isEqualTo(plan.manoeuvres().size());
            assertThat(report.robotMs()).isEqualTo(plan.totalMs());
            assertThat(sent.get("robot").toString()).contains("\"solved\":true");
        }
    }

    @Test
    void anImpossibleCommandIsRefusedAndReportedToTheHost() throws Exception {
        RobotProfile profile = RobotProfiles.builtIn("three-jaw");
        RobotPlan bad = new RobotPlan("three-jaw", Alg.parse("x"),
                List.of(new Manoeuvre(Manoeuvre.Kind.ROTATE, "rotate LR +1", Alg.parse("x"), 550)));
        MemoryPipe pipe = MemoryPipe.create();
        try (ReliableChannel host = ReliableChannel.open(pipe.a(), ChannelOptions.defaults());
                ReliableChannel robot = ReliableChannel.open(pipe.b(), ChannelOptions.defaults())) {
            CompletableFuture<RobotEmulator.Report> served = CompletableFuture.supplyAsync(() -> {
                try {
                    return new RobotEmulator(profile).serve(robot, 10_000);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
            assertThatThrownBy(() -> RobotWire.send(host, CubieCube.SOLVED, bad, 10_000))
                    .isInstanceOf(CubeGuideException.class).hasMessageContaining("refused")
                    .hasMessageContaining("blocks");
            assertThat(served.get(20, TimeUnit.SECONDS).error()).contains("blocks");
        }
    }
}

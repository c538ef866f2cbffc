package dev.cubeguide.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.daemon.DaemonAddress;
import dev.cubeguide.daemon.DaemonClient;
import dev.cubeguide.daemon.DaemonFrames;
import dev.cubeguide.daemon.DaemonServer;
import dev.cubeguide.solve.SolveException;
import dev.cubeguide.solve.TestSolvers;
import dev.cubeguide.solve.registry.SolverRegistry;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The solve daemon: runs on it print what the command prints in its own process, and a client's going away cancels. */
class SolveDaemonTest {
    @TempDir
    Path dir;

    private record Printed(int code, String out, String err) {
    }

    /** A daemon in this JVM serving {@code solvers}, listening in the test's folder. */
    private DaemonServer start(SolverRegistry solvers) throws IOException {
        DaemonServer daemon = new DaemonServer(dir.resolve("s.sock"), SolveDaemon.KIND, Duration.ofMinutes(5),
                new SolveDaemon(solvers), null, null);
        Thread serving = new Thread(() -> {
            try {
                daemon.serve();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, "test-solve-daemon");
        serving.setDaemon(true);
        serving.start();
        return daemon;
    }

    private DaemonAddress address() {
        Path socket = dir.resolve("s.sock");
        return new DaemonAddress(SolveDaemon.KIND, socket, dir.resolve("lock"), dir.resolve("log"), List.of());
    }

    private Printed runOnDaemon(String... args) throws DaemonClient.Unavailable {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = DaemonClient.run(address(), String.join("\0", args), "tables",
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Printed(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aSolveOnTheDaemonPrintsWhatItPrintsInItsOwnProcess() throws Exception {
        // Any first-use table build happens here, so that its lines (printed once) are in neither run compared below.
        CliRun.of(new String[] {"solve", "R"});
        try (DaemonServer daemon = start(CliTestSolvers.REGISTRY)) {
            for (String[] args : List.of(new String[] {"solve", "--json", "R U F'"},
                    new String[] {"solve", "--solver", "beginner", "R U2 F"},
                    new String[] {"solve", "--json", "--facelets", "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBX"},
                    new String[] {"solve", "R U X"},
                    new String[] {"solve", "--threads", "0", "R"})) {
                CliRun own = CliRun.of(args);
                Printed onDaemon = runOnDaemon(args);
                assertThat(onDaemon.code()).as(String.join(" ", args)).isEqualTo(own.exit());
                assertThat(withoutTimes(onDaemon.out())).isEqualTo(withoutTimes(own.out()));
                assertThat(onDaemon.err()).isEqualTo(own.err());
            }
            assertThat(runOnDaemon("solve", "R U X").code()).isEqualTo(2);
            assertThat(DaemonClient.stopAll(address())).isTrue();
        }
        assertThat(dir.resolve("s.sock")).doesNotExist();
    }

    private static String withoutTimes(String out) {
        return out.replaceAll("\"timeMs\":[0-9.]+", "\"timeMs\":0");
    }

    @Test
    void aClientThatGoesAwayCancelsItsSolveAndTheNextRunGoesOn() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch cancelled = new CountDownLatch(1);
        SolverRegistry solvers = CliTestSolvers.REGISTRY.with("optimal", TestSolvers.of("optimal", (cube, options) -> {
            started.countDown();
            while (!options.isCancelled()) {
                Thread.onSpinWait();
            }
            cancelled.countDown();
            throw SolveException.timeout("optimal", 0);
        }));
        try (DaemonServer daemon = start(solvers)) {
            SocketChannel first = SocketChannel.open(UnixDomainSocketAddress.of(dir.resolve("s.sock")));
            DaemonFrames.write(DaemonFrames.output(first), DaemonFrames.REQUEST,
                    String.join("\0", "solve", "--solver", "optimal", "R U F"));
            assertThat(started.await(1, TimeUnit.MINUTES)).isTrue();
            first.close(); // the client goes away, as when killed or interrupted
            assertThat(cancelled.await(1, TimeUnit.MINUTES)).as("the solve is cancelled").isTrue();

            Printed next = runOnDaemon("solve", "--json", "R U");
            assertThat(next.code()).isZero();
            assertThat(next.out()).contains("\"length\":2");
        }
    }

    @Test
    void theDaemonAsksForHugePagesOnlyWhereTheKernelOffersThem() throws IOException {
        Path setting = Files.createTempFile("thp", ".txt");
        try {
            Files.writeString(setting, "always [madvise] never\n");
            assertThat(SolveDaemon.daemonOptions(setting)).containsExactly("-XX:+UseTransparentHugePages");
            Files.writeString(setting, "[always] madvise never\n");
            assertThat(SolveDaemon.daemonOptions(setting)).containsExactly("-XX:+UseTransparentHugePages");
            Files.writeString(setting, "always madvise [never]\n");
            assertThat(SolveDaemon.daemonOptions(setting)).isEmpty();
        } finally {
            Files.delete(setting);
        }
        assertThat(SolveDaemon.daemonOptions(setting)).isEmpty();
    }

    @Test
    void onlySingleOptimalSolvesGoToTheDaemon() {
        assertThat(SolveDaemon.isSingleOptimalSolve(new String[] {"solve", "--solver", "optimal", "R U"})).isTrue();
        assertThat(SolveDaemon.isSingleOptimalSolve(new String[] {"solve", "--json", "--solver=optimal", "--facelets",
            "UUU"})).isTrue();
        for (String[] args : List.of(new String[] {"solve", "R U"}, new String[] {"solve", "--solver", "twophase", "R"},
                new String[] {"solve", "--solver", "optimal", "--batch", "cubes.txt"},
                new String[] {"solve", "--solver", "optimal", "--batch=-"},
                new String[] {"solve", "--solver", "optimal", "--no-daemon", "R"},
                new String[] {"solve", "--solver", "optimal", "--help"},
                new String[] {"solve", "--stop-daemon"},
                new String[] {"bench", "--solver", "optimal"},
                new String[] {"solve"})) {
            assertThat(SolveDaemon.isSingleOptimalSolve(args)).as(String.join(" ", args)).isFalse();
        }
    }
}

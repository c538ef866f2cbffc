package dev.cubeguide.link.display;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.cubeguide.link.transport.ByteStream;
import dev.cubeguide.link.transport.ByteStreams;
import dev.cubeguide.link.transport.Endpoint;
import dev.cubeguide.link.transport.SocatPair;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.testing.StickerSimulator;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Random;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The emulator driven by the host over TCP and over a real pseudo-terminal pair. */
class DisplayEmulatorTest {
    private static final Alg SCRAMBLE = Alg.parse("F R' U2 B L' D2 R U F'");
    private static final Alg SLICED = Alg.parse("M' E2 Rw y S");

    private final BlockingQueue<Screen> screens = new LinkedBlockingQueue<>();

    private DisplayEmulator emulator() {
        KnownSolver solver = new KnownSolver().know(SCRAMBLE).know(SLICED);
        return new DisplayEmulator(new DisplayDevice(solver, SolveOptions.defaults(), screens::add),
                Duration.ofMillis(200), line -> { });
    }

    private Screen next() throws InterruptedException {
        Screen screen = screens.poll(10, TimeUnit.SECONDS);
        assertThat(screen).as("a screen within 10 s").isNotNull();
        return screen;
    }

    /** Sends the scramble, follows the guide with NEXT to the end, and checks the moves solve the cube. */
    private void guideThrough(DisplayHost host, Alg scramble) throws InterruptedException {
        host.solve(scramble);
        assertThat(next()).isEqualTo(new Screen.Solving());
        // the independent sticker simulator: the scramble as written (slices, rotations), then the shown moves
        String stickers = StickerSimulator.apply(scramble.toString());
        Screen screen = next();
        String previous = null;
        int of = ((Screen.Step) screen).of();
        for (int step = 1; step <= of; step++) {
            Screen.Step shown = (Screen.Step) screen;
            assertThat(shown.step()).isEqualTo(step);
            assertThat(shown.previous()).isEqualTo(previous);
            stickers = StickerSimulator.apply(stickers, shown.move());
            previous = shown.move();
            host.next();
            screen = next();
        }
        assertThat(StickerSimulator.isSolved(stickers)).as("the shown moves solve %s", scramble).isTrue();
        assertThat(screen).isEqualTo(new Screen.Solved());
    }

    private void garbageThenNext(ByteStream raw, DisplayHost host) throws Exception {
        host.prev(); // back from the solved screen to the last step
        Screen.Step last = (Screen.Step) next();
        raw.output().write(Hex.bytes("00 FF 13 37 0A 53 02 99"));
        raw.output().flush();
        Screen error = next();
        assertThat(error).isInstanceOf(Screen.Error.class);
        assertThat(((Screen.Error) error).code()).isEqualTo("BAD_PACKET");
        host.prev();
        Screen.Step before = (Screen.Step) next();
        assertThat(before.step()).isEqualTo(last.step() - 1);
    }

    @Test
    void overTcp() throws Exception {
        try (DisplayEmulator emulator = emulator()) {
            Endpoint endpoint = emulator.start(Endpoint.parse("tcp:127.0.0.1:0"));
            assertThat(next()).isEqualTo(new Screen.Title());
            try (DisplayHost host = DisplayHost.open(endpoint)) {
                guideThrough(host, SCRAMBLE);
            }
            // a new connection keeps the guide; slices and rotations are sent as face turns as held
            try (ByteStream raw = ByteStreams.open(endpoint); DisplayHost host = DisplayHost.over(raw)) {
                garbageThenNext(raw, host);
                guideThrough(host, SLICED);
            }
        }
    }

    @Test
    void overASerialPseudoTerminal(@TempDir Path dir) throws Exception {
        assumeTrue(SocatPair.available(), "socat is not installed");
        try (SocatPair pair = SocatPair.start(dir); DisplayEmulator emulator = emulator()) {
            emulator.start(Endpoint.parse("serial:" + pair.a()));
            assertThat(next()).isEqualTo(new Screen.Title());
            try (ByteStream raw = ByteStreams.open(Endpoint.parse("serial:" + pair.b()));
                    DisplayHost host = DisplayHost.over(raw)) {
                guideThrough(host, SCRAMBLE);
                garbageThenNext(raw, host);
                // a state packet
                host.state(CubieCube.of(SLICED));
                assertThat(next()).isEqualTo(new Screen.Solving());
                assertThat(next()).isInstanceOf(Screen.Step.class);
            }
        }
    }

    @Test
    void randomGarbageBetweenPacketsGivesErrorsAndTheNextPacketStillWorks() throws Exception {
        Random random = new Random(8);
        try (DisplayEmulator emulator = emulator()) {
            Endpoint endpoint = emulator.start(Endpoint.parse("tcp:127.0.0.1:0"));
            next();
            try (ByteStream raw = ByteStreams.open(endpoint); DisplayHost host = DisplayHost.over(raw)) {
                host.solve(SCRAMBLE);
                next();
                int step = ((Screen.Step) next()).step();
                for (int round = 0; round < 30; round++) {
                    // garbage without 0x0A cannot complete a packet of its own
                    byte[] garbage = new byte[1 + random.nextInt(40)];
                    random.nextBytes(garbage);
                    for (int i = 0; i < garbage.length; i++) {
                        if (garbage[i] == DisplayPacket.TERMINATOR) {
                            garbage[i] = 0;
                        }
                    }
                    raw.output().write(garbage);
                    boolean forward = step == 1 || (step < 9 && random.nextBoolean());
                    if (forward) {
                        host.next();
                    } else {
                        host.prev();
                    }
                    step += forward ? 1 : -1;
                    int errors = 0;
                    Screen screen = next();
                    while (screen instanceof Screen.Error error) {
                        assertThat(error.code()).isEqualTo("BAD_PACKET");
                        errors++;
                        screen = next();
                    }
                    assertThat(errors).as("round %d: %s", round, DisplayHost.hex(garbage)).isPositive();
                    assertThat(((Screen.Step) screen).step()).as("round %d", round).isEqualTo(step);
                }
            }
        }
    }

    @Test
    void aPacketCutOffIsDroppedAfterThePacketTimeout() throws Exception {
        try (DisplayEmulator emulator = emulator()) {
            Endpoint endpoint = emulator.start(Endpoint.parse("tcp:127.0.0.1:0"));
            next();
            try (ByteStream raw = ByteStreams.open(endpoint)) {
                raw.output().write(Hex.bytes("53 05 02"));
                raw.output().flush();
                Screen.Error error = (Screen.Error) next();
                assertThat(error.message()).startsWith("incomplete packet: SOLVE counts 5 moves, but only 1 arrived");
            }
        }
    }
}

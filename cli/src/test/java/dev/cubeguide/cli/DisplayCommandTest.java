package dev.cubeguide.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cubeguide.link.display.DisplayHost;
import dev.cubeguide.link.transport.ByteStream;
import dev.cubeguide.link.transport.ByteStreams;
import dev.cubeguide.link.transport.Endpoint;
import dev.cubeguide.link.transport.SocatPair;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.testing.StickerSimulator;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code cubeguide display send} in-process, and the emulator end to end in its own process with its default
 * solver (Thistlethwaite): over TCP and over a real socat pseudo-terminal pair, driven by the send command, with the
 * shown moves checked by applying them to the scramble.
 */
class DisplayCommandTest {
    private static final String SCRAMBLE = "D2 F' R U2 L' B D' R2 F U'";

    @TempDir
    static Path home;

    /** Runs the CLI in-process: exit code, standard output, standard error. */
    private record Run(int code, String out, String err) {
    }

    private static Run cli(String... args) {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int code = Main.run(CliTestSolvers.REGISTRY, args);
            return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }

    /** The bytes one {@code display send} writes to a TCP listener. */
    private static byte[] sentBytes(String... sendArgs) throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            String[] args = Stream.concat(Stream.of("display", "send", "--to", "tcp:127.0.0.1:" + server.getLocalPort()),
                    Stream.of(sendArgs)).toArray(String[]::new);
            Run run = cli(args);
            assertThat(run.code()).as(run.err()).isZero();
            try (Socket socket = server.accept(); InputStream in = socket.getInputStream()) {
                return in.readAllBytes();
            }
        }
    }

    @Test
    void sendWritesTheExactPackets() throws Exception {
        assertThat(sentBytes("solve", "R U R' U'")).containsExactly(0x53, 0x04, 0x02, 0x04, 0x42, 0x44, 0x0A);
        assertThat(sentBytes("solve", "R", "U", "R'", "U'")).containsExactly(0x53, 0x04, 0x02, 0x04, 0x42, 0x44, 0x0A);
        assertThat(sentBytes("next")).containsExactly(0x3E, 0x0A);
        assertThat(sentBytes("prev")).containsExactly(0x3C, 0x0A);
        assertThat(sentBytes("solve", "M' U2 M")).containsExactly(0x53, 0x05, 0x42, 0x10, 0x81, 0x02, 0x50, 0x0A);
        byte[] state = sentBytes("state", CubieCube.of(Alg.parse("R")).toFacelets());
        assertThat(DisplayHost.hex(state))
                .isEqualTo("50 00 29 24 39 8A B1 88 28 00 00 00 99 8A F4 08 34 0A");
    }

    @Test
    void sendPrintsWhatItSent() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Run run = cli("display", "send", "--to", "tcp:127.0.0.1:" + server.getLocalPort(), "--json", "next");
            assertThat(run.out().trim()).isEqualTo("{\"sent\":\"NEXT\",\"bytes\":\"3E 0A\",\"to\":\"tcp:127.0.0.1:"
                    + server.getLocalPort() + "\"}");
        }
    }

    @Test
    void badInputExitsWithTwoAndAClearMessage(@TempDir Path dir) {
        Run missing = cli("display", "send", "--to", "serial:" + dir.resolve("ttyUSB0"), "next");
        assertThat(missing.code()).isEqualTo(2);
        assertThat(missing.err()).startsWith("error: BAD_REQUEST: cannot open serial port").contains("no such port")
                .doesNotContain("Exception");
        Run tooLong = cli("display", "send", "--to", "tcp:127.0.0.1:9", "solve", "(M)128");
        assertThat(tooLong.code()).isEqualTo(2);
        assertThat(tooLong.err()).contains("256 face turns long, but a SOLVE packet holds at most 255");
        Run notation = cli("display", "send", "--to", "tcp:127.0.0.1:9", "solve", "R Q");
        assertThat(notation.code()).isEqualTo(2);
        assertThat(notation.err()).startsWith("error: BAD_NOTATION");
        Run facelets = cli("display", "send", "--to", "tcp:127.0.0.1:9", "state", "UUU");
        assertThat(facelets.code()).isEqualTo(2);
        assertThat(facelets.err()).startsWith("error: BAD_LENGTH");
        assertThat(cli("display", "send", "--to", "tcp:127.0.0.1:9", "jump").code()).isEqualTo(2);
        assertThat(cli("display", "send", "--to", "udp:127.0.0.1:9", "next").code()).isEqualTo(2);
        assertThat(cli("display", "send", "--to", "tcp:127.0.0.1:9", "--baud", "9600", "next").code()).isEqualTo(2);
        Run emulator = cli("display", "emulator", "--listen", "serial:" + dir.resolve("ttyX"));
        assertThat(emulator.code()).isEqualTo(2);
        assertThat(emulator.err()).contains("error: BAD_REQUEST: cannot open serial port");
        assertThat(cli("display", "emulator", "--listen", "tcp:127.0.0.1:0", "--solver", "nope").code()).isEqualTo(2);
        assertThat(cli("display", "emulator", "--listen", "tcp:127.0.0.1:0", "--timeout", "5").code()).isEqualTo(2);
        assertThat(cli("display", "emulator", "--listen", "tcp:127.0.0.1:0", "--packet-timeout", "0ms").code())
                .isEqualTo(2);
    }

    @Test
    void theEmulatorReportsABusyPort(@TempDir Path dir) throws Exception {
        assumeTrue(SocatPair.available(), "socat is not installed");
        try (SocatPair pair = SocatPair.start(dir);
                ByteStream taken = ByteStreams.open(Endpoint.parse("serial:" + pair.a()))) {
            Run run = cli("display", "emulator", "--listen", "serial:" + pair.a(), "--solver", "beginner");
            assertThat(run.code()).isEqualTo(2);
            assertThat(run.err()).contains("cannot open serial port " + pair.a() + ": it is busy");
            assertThat(run.out()).isEmpty();
        }
    }

    @Test
    void theEmulatorStartsWithTheTitleAndShowsASolvedCubeAsSolved() throws Exception {
        try (EmulatorProcess emulator = EmulatorProcess.start(home, "--listen", "tcp:127.0.0.1:0", "--text")) {
            String to = emulator.awaitListening();
            assertThat(to).startsWith("tcp:127.0.0.1:");
            assertThat(emulator.nextScreen().toString()).isEqualTo("{\"screen\":\"title\",\"text\":\"Solving Guide\"}");
            assertThat(cli("display", "send", "--to", to, "solve", "R R'").code()).isZero();
            assertThat(emulator.nextScreen().toString()).isEqualTo("{\"screen\":\"solving\"}");
            assertThat(emulator.nextScreen().toString())
                    .isEqualTo("{\"screen\":\"solved\",\"text\":\"Solved! Congratulations.\"}");
            assertThat(String.join("\n", emulator.errors())).contains("|             Solving Guide              |");
        }
    }

    /** Sends one display command with its argument ("" for none). */
    @FunctionalInterface
    private interface Sender {
        void send(String command, String argument) throws Exception;
    }

    /** Each command a {@code display send} run of its own, as a user types them. */
    private static Sender cliTo(String to) {
        return (command, argument) -> {
            String[] args = argument.isEmpty() ? new String[] {"display", "send", "--to", to, command}
                    : new String[] {"display", "send", "--to", to, command, argument};
            assertThat(cli(args).code()).isZero();
        };
    }

    /** Each command a packet on one open host stream. */
    private static Sender over(DisplayHost host) {
        return (command, argument) -> {
            switch (command) {
                case "solve" -> host.solve(Alg.parse(argument));
                case "state" -> host.state(CubieCube.fromFacelets(argument));
                case "next" -> host.next();
                case "prev" -> host.prev();
                default -> throw new IllegalArgumentException(command);
            }
        };
    }

    /** Follows the guide with send next, checking each screen, and applies the moves to the scramble. */
    private static void guide(EmulatorProcess emulator, Sender send) throws Exception {
        guide(emulator, send, "solve", SCRAMBLE, StickerSimulator.apply(SCRAMBLE)); // the independent simulator
    }

    /** Sends {@code command argument}, then follows the guide from the cube {@code stickers}. */
    private static void guide(EmulatorProcess emulator, Sender send, String command, String argument, String start)
            throws Exception {
        send.send(command, argument);
        assertThat(emulator.nextScreen().toString()).isEqualTo("{\"screen\":\"solving\"}");
        String stickers = start;
        JsonNode screen = emulator.nextScreen();
        int of = screen.get("of").asInt();
        String previous = null;
        for (int step = 1; step <= of; step++) {
            assertThat(screen.get("screen").asText()).isEqualTo("step");
            assertThat(screen.get("step").asInt()).isEqualTo(step);
            assertThat(screen.get("previous").isNull() ? null : screen.get("previous").asText()).isEqualTo(previous);
            previous = screen.get("move").asText();
            stickers = StickerSimulator.apply(stickers, previous);
            send.send("next", "");
            screen = emulator.nextScreen();
        }
        assertThat(StickerSimulator.isSolved(stickers)).as("the shown moves solve the scramble").isTrue();
        assertThat(screen.toString()).isEqualTo("{\"screen\":\"solved\",\"text\":\"Solved! Congratulations.\"}");
    }

    private static final byte[] GARBAGE = {0x00, 0x47, 0x41, 0x52, 0x42, 0x41, 0x47, 0x45, 0x0A};

    /**
     * Garbage bytes (written raw by {@code raw}), then prev: a BAD_PACKET line, then the step before. Over TCP the
     * garbage arrives in one read, so it gives exactly one line; a pseudo-terminal may hand one write over in
     * several reads, each a burst of its own, so {@code oneBurst} false accepts one BAD_PACKET line per piece.
     */
    private static void garbageThenPrev(EmulatorProcess emulator, OutputStream raw, Sender send,
            boolean oneBurst) throws Exception {
        raw.write(GARBAGE);
        raw.flush();
        JsonNode error = emulator.nextScreen();
        assertThat(error.get("screen").asText()).isEqualTo("error");
        assertThat(error.get("code").asText()).isEqualTo("BAD_PACKET");
        assertThat(error.get("message").asText()).startsWith("unknown header");
        send.send("prev", "");
        JsonNode back = emulator.nextScreen();
        while (!oneBurst && back.get("screen").asText().equals("error")) {
            assertThat(back.get("code").asText()).isEqualTo("BAD_PACKET");
            back = emulator.nextScreen();
        }
        assertThat(back.get("screen").asText()).isEqualTo("step");
        assertThat(back.get("step").asInt()).isEqualTo(back.get("of").asInt());
    }

    @Test
    void theEmulatorOverTcp(@TempDir Path dir) throws Exception {
        Path pngs = dir.resolve("png");
        try (EmulatorProcess emulator = EmulatorProcess.start(home, "--listen", "tcp:127.0.0.1:0",
                "--png-dir", pngs.toString())) {
            String to = emulator.awaitListening();
            assertThat(emulator.nextScreen().toString()).isEqualTo("{\"screen\":\"title\",\"text\":\"Solving Guide\"}");
            guide(emulator, cliTo(to));
            try (ByteStream raw = ByteStreams.open(Endpoint.parse(to))) {
                garbageThenPrev(emulator, raw.output(), cliTo(to), true);
            }
            // a cube entered by its stickers (the STATE packet), with slices and a rotation in its making
            String facelets = StickerSimulator.apply("M2 E' S Rw' U2 y' F D' Lw B2");
            guide(emulator, cliTo(to), "state", facelets, facelets);
            try (Stream<Path> files = Files.list(pngs)) {
                assertThat(files.map(p -> p.getFileName().toString()).sorted().toList())
                        .startsWith("screen-0001-title.png", "screen-0002-solving.png", "screen-0003-step.png");
            }
        }
    }

    /**
     * The emulator on one end of a pseudo-terminal pair, the host on the other. Every wait is for an event: socat's
     * ready line, the emulator's listening line, each screen line. The host keeps one port open for the whole run
     * (closing a port can drop bytes socat has not read yet, so a send-and-close per packet would race socat), and
     * the packet timeout is long, so that a packet the pty hands over in pieces on a busy machine is not dropped.
     * {@code display send} itself is exercised over TCP above and byte for byte in {@link #sendWritesTheExactPackets}.
     */
    @Test
    void theEmulatorOverASerialPseudoTerminalPair(@TempDir Path dir) throws Exception {
        assumeTrue(SocatPair.available(), "socat is not installed");
        try (SocatPair pair = SocatPair.start(dir);
                EmulatorProcess emulator = EmulatorProcess.start(home, "--listen", "serial:" + pair.a(),
                        "--baud", "9600", "--packet-timeout", "10m")) {
            emulator.awaitListening();
            assertThat(emulator.nextScreen().get("screen").asText()).isEqualTo("title");
            try (ByteStream port = ByteStreams.open(Endpoint.parse("serial:" + pair.b() + "@9600"));
                    DisplayHost host = DisplayHost.over(port)) {
                guide(emulator, over(host));
                garbageThenPrev(emulator, port.output(), over(host), false);
            }
        }
    }
}

package dev.cubeguide.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.Solver;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Clients that send their bodies slowly, or not at all: they cannot hold up other requests, and each gets a clean
 * JSON answer (408 when the body stops arriving, 400 when it ends early), never exception text.
 */
class SlowClientTest {
    /** The slow connections held open: more than Jetty's default pool of 250 threads. */
    private static final int SLOW = 300;
    private static final String SCRAMBLE = "R U F";
    private static final PathSolver PATH = new PathSolver("twophase");

    static {
        PATH.remember(Alg.parse(SCRAMBLE));
    }

    private static ServerOptions options(Duration readTimeout) {
        Function<String, Solver> lookup = name -> PATH;
        return TestSolvers.options().withPort(0).withSolvers(lookup, List.of("twophase"))
                .withLimits(ServerOptions.Limits.defaults().withReadTimeout(readTimeout));
    }

    /**
     * 300 connections send their headers and 5 bytes of a 100-byte body, then nothing; the read timeout (60 s) is
     * far longer than the solve's client waits (20 s), so the solve is answered while all 300 are held.
     */
    @Test
    void slowBodiesDoNotHoldUpASolve() throws Exception {
        try (GuideServer server = GuideServer.start(options(Duration.ofSeconds(60)))) {
            List<Socket> slow = openSlowBodies(server.uri(), SLOW);
            try {
                awaitBusyThreads(server, SLOW);
                ApiClient.Answer answer = new ApiClient(server.uri(), Duration.ofSeconds(20))
                        .post("/api/solve", Map.of("scramble", SCRAMBLE));
                assertThat(answer.status()).as(answer.text()).isEqualTo(200);
                assertThat(server.busyThreads()).as("the slow bodies are still held").isGreaterThanOrEqualTo(SLOW);
            } finally {
                closeAll(slow);
            }
        }
    }

    /** The same, with the figure: the solve answers within 2 s (a timing check, so not in the default run). */
    @Test
    @Tag("slow")
    void slowBodiesLeaveASolveItsTwoSeconds() throws Exception {
        try (GuideServer server = GuideServer.start(options(Duration.ofSeconds(60)))) {
            List<Socket> slow = openSlowBodies(server.uri(), SLOW);
            try {
                awaitBusyThreads(server, SLOW);
                long start = System.nanoTime();
                ApiClient.Answer answer = new ApiClient(server.uri()).post("/api/solve", Map.of("scramble", SCRAMBLE));
                long millis = (System.nanoTime() - start) / 1_000_000;
                assertThat(answer.status()).isEqualTo(200);
                assertThat(millis).isLessThan(2000);
            } finally {
                closeAll(slow);
            }
        }
    }

    @Test
    void aBodyThatStopsArrivingIsA408InJson() throws Exception {
        try (GuideServer server = GuideServer.start(options(Duration.ofMillis(500)))) {
            for (String path : List.of("/api/solve", "/api/parse", "/api/validate")) {
                try (Socket socket = slowBody(server.uri(), path)) {
                    String response = readResponse(socket);
                    assertThat(response).as(response).startsWith("HTTP/1.1 408");
                    assertThat(body(response)).contains("\"code\":\"REQUEST_TIMEOUT\"");
                    assertPlain(response);
                }
            }
        }
    }

    @Test
    void aBodyThatEndsBeforeItsLengthIsA400InJson() throws Exception {
        try (GuideServer server = GuideServer.start(options(Duration.ofSeconds(30)))) {
            try (Socket socket = slowBody(server.uri(), "/api/solve")) {
                socket.shutdownOutput();
                String response = readResponse(socket);
                assertThat(response).as(response).startsWith("HTTP/1.1 400");
                assertThat(body(response)).contains("\"code\":\"BAD_REQUEST\"").contains("Content-Length");
                assertPlain(response);
            }
        }
    }

    /** A body that trickles in, a byte at a time, is cut off at the read deadline. */
    @Test
    void aTricklingBodyIsCutOffAtTheDeadline() throws Exception {
        try (GuideServer server = GuideServer.start(options(Duration.ofMillis(800)))) {
            try (Socket socket = slowBody(server.uri(), "/api/solve")) {
                OutputStream out = socket.getOutputStream();
                Thread trickle = new Thread(() -> {
                    try {
                        for (int i = 0; i < 95; i++) {
                            Thread.sleep(200);
                            out.write(' ');
                            out.flush();
                        }
                    } catch (IOException | InterruptedException e) {
                        // the server has answered, or closed the connection: the point of the test
                    }
                });
                trickle.setDaemon(true);
                trickle.start();
                String response = readResponse(socket);
                trickle.interrupt();
                // The 408 answer, or a closed connection if it was cut off while answering; never the solve.
                assertThat(response).as(response).satisfiesAnyOf(
                        text -> assertThat(text).startsWith("HTTP/1.1 408"), text -> assertThat(text).isEmpty());
                assertPlain(response);
            }
        }
    }

    /** What Jetty refuses before the API sees it (a bad header, a bad length, a bad path), and a bad query, in JSON. */
    @Test
    void requestsJettyRefusesGetTheJsonErrorToo() throws Exception {
        try (GuideServer server = GuideServer.start(options(Duration.ofSeconds(5)))) {
            for (String request : List.of("GET /api/solvers HTTP/1.1\r\nHost: x\r\nBad\u0001Header: y\r\n\r\n",
                    "POST /api/solve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n",
                    "GET /api/%zz HTTP/1.1\r\nHost: x\r\n\r\n",
                    "GET /api/scramble?seed=%zz&randomState=false HTTP/1.1\r\nHost: x\r\n\r\n",
                    "GET /api/solvers HTTP/1.1\r\nHost: x\r\nX-Big: " + "a".repeat(20_000) + "\r\n\r\n")) {
                URI uri = server.uri();
                try (Socket socket = new Socket(uri.getHost(), uri.getPort())) {
                    socket.setSoTimeout(30_000);
                    socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
                    String response = readResponse(socket);
                    assertThat(response).as(response).startsWith("HTTP/1.1 4").contains("application/json");
                    assertThat(body(response)).startsWith("{\"error\":{\"code\":\"BAD_REQUEST\"");
                    assertPlain(response);
                }
            }
        }
    }

    /** The read timeout bounds reading a request, not the solve it asks for. */
    @Test
    void aSolveLongerThanTheReadTimeoutIsAnswered() {
        Function<String, Solver> slowSolver = name -> new ApiTest.TestSolver(name, cube -> {
            try {
                Thread.sleep(1200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return PATH.solve(cube);
        });
        try (GuideServer server = GuideServer.start(options(Duration.ofMillis(300))
                .withSolvers(slowSolver, List.of("twophase")))) {
            ApiClient.Answer answer = new ApiClient(server.uri()).post("/api/solve", Map.of("scramble", SCRAMBLE));
            assertThat(answer.status()).as(answer.text()).isEqualTo(200);
        }
    }

    private static List<Socket> openSlowBodies(URI uri, int count) throws IOException {
        List<Socket> sockets = new ArrayList<>();
        try {
            for (int i = 0; i < count; i++) {
                sockets.add(slowBody(uri, "/api/solve"));
            }
        } catch (IOException e) {
            closeAll(sockets);
            throw e;
        }
        return sockets;
    }

    /** A connection that sent its headers and 5 bytes of a 100-byte JSON body. */
    private static Socket slowBody(URI uri, String path) throws IOException {
        Socket socket = new Socket(uri.getHost(), uri.getPort());
        socket.setSoTimeout(30_000);
        String head = "POST " + path + " HTTP/1.1\r\nHost: " + uri.getHost() + "\r\nContent-Type: application/json\r\n"
                + "Content-Length: 100\r\n\r\n{\"sc";
        OutputStream out = socket.getOutputStream();
        out.write(head.getBytes(StandardCharsets.US_ASCII));
        out.write('r');
        out.flush();
        return socket;
    }

    /** Waits until the server's pool has {@code count} busy threads: every slow body is being read. */
    private static void awaitBusyThreads(GuideServer server, int count) throws InterruptedException {
        for (int i = 0; i < 6000 && server.busyThreads() < count; i++) {
            Thread.sleep(10);
        }
        assertThat(server.busyThreads()).as("threads reading the slow bodies").isGreaterThanOrEqualTo(count);
    }

    /** The whole response, up to the server closing the connection or the body's Content-Length. */
    private static String readResponse(Socket socket) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        InputStream in = socket.getInputStream();
        byte[] buffer = new byte[4096];
        try {
            while (true) {
                int n = in.read(buffer);
                if (n < 0) {
                    break;
                }
                bytes.write(buffer, 0, n);
                String text = bytes.toString(StandardCharsets.UTF_8);
                int end = text.indexOf("\r\n\r\n");
                int length = contentLength(text);
                if (end >= 0 && length >= 0
                        && text.substring(end + 4).getBytes(StandardCharsets.UTF_8).length >= length) {
                    break;
                }
            }
        } catch (SocketException reset) {
            // a connection reset after (or instead of) the answer
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    private static int contentLength(String response) {
        for (String line : response.split("\r\n")) {
            if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
                return Integer.parseInt(line.substring("content-length:".length()).strip());
            }
            if (line.isEmpty()) {
                break;
            }
        }
        return -1;
    }

    private static String body(String response) {
        int end = response.indexOf("\r\n\r\n");
        return end < 0 ? "" : response.substring(end + 4);
    }

    private static void assertPlain(String response) {
        assertThat(body(response)).doesNotContain("java.").doesNotContain("Exception").doesNotContain("dev.cubeguide")
                .doesNotContain("Idle timeout");
    }

    private static void closeAll(List<Socket> sockets) {
        for (Socket socket : sockets) {
            try {
                socket.close();
            } catch (IOException e) {
                // closing anyway
            }
        }
    }
}

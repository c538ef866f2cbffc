package dev.cubeguide.link.transport;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A real pseudo-terminal pair made by {@code socat}: bytes written to one end come out of the other, as over a
 * null-modem cable. {@code socat -d -d pty,raw,echo=0,link=DIR/a pty,raw,echo=0,link=DIR/b}.
 */
public final class SocatPair implements AutoCloseable {
    private static final Path SOCAT = Path.of("/usr/bin/socat");

    private final Process process;
    private final Path a;
    private final Path b;

    private SocatPair(Process process, Path a, Path b) {
        this.process = process;
        this.a = a;
        this.b = b;
    }

    /** True when socat is installed (the CI script installs it). */
    public static boolean available() {
        return Files.isExecutable(SOCAT);
    }

    /**
     * Starts socat and waits for its own word that the pair is ready: with {@code -d -d} it logs "starting data
     * transfer loop" once both pseudo-terminals are open and linked (an event, not a guess at how long that takes;
     * the two-minute limit only turns a socat that never gets there into a failure instead of a hang).
     */
    public static SocatPair start(Path dir) throws IOException, InterruptedException {
        Path a = dir.resolve("a");
        Path b = dir.resolve("b");
        Process process = new ProcessBuilder(SOCAT.toString(), "-d", "-d",
                "pty,raw,echo=0,link=" + a, "pty,raw,echo=0,link=" + b)
                .redirectErrorStream(true).start();
        List<String> log = new CopyOnWriteArrayList<>();
        CountDownLatch ready = new CountDownLatch(1);
        Thread reader = new Thread(() -> {
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(
                    process.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = lines.readLine()) != null) {
                    log.add(line);
                    if (line.contains("starting data transfer loop")) {
                        ready.countDown();
                    }
                }
            } catch (IOException ignored) {
                // socat ended
            } finally {
                ready.countDown(); // an ended socat releases the wait; the check below tells which
            }
        }, "socat-log");
        reader.setDaemon(true);
        reader.start();
        if (!ready.await(2, TimeUnit.MINUTES) || !process.isAlive() || !Files.exists(a) || !Files.exists(b)) {
            process.destroy();
            throw new IOException("socat did not make the pty pair: " + String.join("\n", log));
        }
        return new SocatPair(process, a, b);
    }

    /** One end (the device side in the tests). */
    public Path a() {
        return a;
    }

    /** The other end (the host side). */
    public Path b() {
        return b;
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(5, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }
}

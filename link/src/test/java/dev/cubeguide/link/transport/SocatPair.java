package dev.cubeguide.link.transport;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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

    /** Starts socat and waits (up to 10 s) until both links exist. */
    public static SocatPair start(Path dir) throws IOException, InterruptedException {
        Path a = dir.resolve("a");
        Path b = dir.resolve("b");
        Process process = new ProcessBuilder(SOCAT.toString(), "-d", "-d",
                "pty,raw,echo=0,link=" + a, "pty,raw,echo=0,link=" + b)
                .redirectErrorStream(true).redirectOutput(dir.resolve("socat.log").toFile()).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!(Files.exists(a) && Files.exists(b))) {
            if (!process.isAlive() || System.nanoTime() > deadline) {
                process.destroy();
                throw new IOException("socat did not make the pty pair: " + Files.readString(dir.resolve("socat.log")));
            }
            Thread.sleep(20);
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

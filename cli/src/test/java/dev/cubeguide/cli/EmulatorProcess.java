package dev.cubeguide.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * {@code cubeguide display emulator ...} in its own JVM, as a user runs it: its standard output is read as JSON
 * lines, its standard error is kept for messages (and the {@code listening on} line).
 */
final class EmulatorProcess implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Process process;
    private final BlockingQueue<JsonNode> screens = new LinkedBlockingQueue<>();
    private final List<String> errors = new CopyOnWriteArrayList<>();
    private final BlockingQueue<String> listening = new LinkedBlockingQueue<>();

    private EmulatorProcess(Process process) {
        this.process = process;
        pump(process.getInputStream(), line -> {
            try {
                screens.add(JSON.readTree(line));
            } catch (IOException e) {
                throw new AssertionError("not a JSON line on standard output: " + line, e);
            }
        });
        pump(process.getErrorStream(), line -> {
            errors.add(line);
            if (line.startsWith("listening on ")) {
                listening.add(line.substring("listening on ".length()));
            }
        });
    }

    /** Starts {@code cubeguide display emulator ARGS} with tables under {@code home}. */
    static EmulatorProcess start(Path home, String... args) throws IOException {
        String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xmx1g", "-Djava.awt.headless=true", "-Dcubeguide.home=" + home, "-cp", classpath,
                Main.class.getName(), "display", "emulator"));
        command.addAll(List.of(args));
        return new EmulatorProcess(new ProcessBuilder(command).start());
    }

    /** The endpoint from the {@code listening on} line (waits up to 2 minutes: the solver may build tables first). */
    String awaitListening() throws InterruptedException {
        String endpoint = listening.poll(120, TimeUnit.SECONDS);
        assertThat(endpoint).as("listening line; stderr: %s", errors).isNotNull();
        return endpoint;
    }

    /** The next screen line (waits up to a minute). */
    JsonNode nextScreen() throws InterruptedException {
        JsonNode screen = screens.poll(60, TimeUnit.SECONDS);
        assertThat(screen).as("a screen line; stderr: %s", errors).isNotNull();
        return screen;
    }

    /** Waits for the process to exit and returns its code. */
    int awaitExit() throws InterruptedException {
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return process.exitValue();
    }

    List<String> errors() {
        return errors;
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }

    private static void pump(InputStream stream, Consumer<String> lines) {
        Thread thread = new Thread(() -> {
            try (BufferedReader reader = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
                String line;
                while ((line = reader.readLine()) != null) {
                    lines.accept(line);
                }
            } catch (IOException ignored) {
                // the process ended
            }
        });
        thread.setDaemon(true);
        thread.start();
    }
}

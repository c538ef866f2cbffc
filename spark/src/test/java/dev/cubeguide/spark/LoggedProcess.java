package dev.cubeguide.spark;

import static org.assertj.core.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A process a test starts: its standard output and error, together, are copied to a log file and kept, so that the
 * test can wait for a line. Closing it ends the process and the processes it started, found through its handle
 * (never by name: other Java processes run on the same machine).
 */
final class LoggedProcess implements AutoCloseable {
    /** How long a process may take to end once asked, before it is killed. */
    private static final Duration END_WAIT = Duration.ofSeconds(30);

    private final Process process;
    private final Path log;
    private final List<String> lines = new ArrayList<>();
    private final Thread pump;
    private boolean ended;

    private LoggedProcess(Process process, Path log) {
        this.process = process;
        this.log = log;
        this.pump = new Thread(this::copyOutput, "test-output-" + process.pid());
        pump.setDaemon(true);
        pump.start();
    }

    /** Starts {@code command} with {@code environment} added to this JVM's, its output logged to {@code log}. */
    static LoggedProcess start(List<String> command, Map<String, String> environment, Path log) {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().putAll(environment);
        try {
            Process process = builder.start();
            process.getOutputStream().close();
            return new LoggedProcess(process, log);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void copyOutput() {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
                Writer out = Files.newBufferedWriter(log, StandardCharsets.UTF_8)) {
            for (String line; (line = in.readLine()) != null; ) {
                out.write(line);
                out.write('\n');
                out.flush();
                synchronized (this) {
                    lines.add(line);
                    notifyAll();
                }
            }
        } catch (IOException e) {
            // the process ended
        } finally {
            synchronized (this) {
                ended = true;
                notifyAll();
            }
        }
    }

    /**
     * The match of {@code pattern} in the first line (from the start) that has one, waiting for that line for at
     * most {@code limit}; fails when the process ends first, or the time is up.
     */
    Matcher awaitLine(Pattern pattern, Duration limit) {
        long deadline = System.nanoTime() + limit.toNanos();
        synchronized (this) {
            for (int next = 0; ; ) {
                for (; next < lines.size(); next++) {
                    Matcher matcher = pattern.matcher(lines.get(next));
                    if (matcher.find()) {
                        return matcher;
                    }
                }
                long left = deadline - System.nanoTime();
                if (ended || left <= 0) {
                    return fail("no line matching '%s' in %s (%s); its output:%n%s", pattern,
                            ended ? "the process's output" : limit, log, output());
                }
                try {
                    TimeUnit.NANOSECONDS.timedWait(this, left);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return fail("interrupted");
                }
            }
        }
    }

    /** The exit code, once the process has ended and its output is all read; fails after {@code limit}. */
    int awaitExit(Duration limit) {
        try {
            if (!process.waitFor(limit.toNanos(), TimeUnit.NANOSECONDS)) {
                fail("the process did not end in %s (%s); its output:%n%s", limit, log, output());
            }
            pump.join(END_WAIT.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            fail("interrupted");
        }
        return process.exitValue();
    }

    /** Everything it printed so far. */
    synchronized String output() {
        return String.join("\n", lines);
    }

    ProcessHandle handle() {
        return process.toHandle();
    }

    /** Ends the process and those it started: asked first (SIGTERM), killed when they have not ended in 30 s. */
    @Override
    public void close() {
        List<ProcessHandle> all = new ArrayList<>(process.toHandle().descendants().toList());
        all.add(process.toHandle());
        all.forEach(ProcessHandle::destroy);
        for (ProcessHandle handle : all) {
            try {
                handle.onExit().get(END_WAIT.toMillis(), TimeUnit.MILLISECONDS);
            } catch (Exception e) {
                handle.destroyForcibly();
            }
        }
    }
}

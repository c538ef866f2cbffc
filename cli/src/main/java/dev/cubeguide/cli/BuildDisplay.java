package dev.cubeguide.cli;

import dev.cubeguide.table.BuildEta;
import dev.cubeguide.table.BuildPlan;
import dev.cubeguide.table.TableBuildWatch;
import dev.cubeguide.table.TableSpec;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;
import java.util.function.Predicate;

/**
 * The display of one table build on standard error. First one line saying what is built, how big and about how long
 * it takes on this machine ({@link BuildPlan#intent}); then, on a terminal, a bar redrawn in place every second with
 * the time elapsed and the time left, which tick even while the fraction done stays (a step of the build can take
 * minutes); in a pipe or file, a plain line every {@value #PIPED_EVERY_SECONDS} s; at the end, how long it took.
 * The fraction is the plan's steps done ({@link BuildPlan#fractionDone}), the time left {@link BuildEta}'s.
 */
final class BuildDisplay {
    /** Seconds between redraws on a terminal. */
    static final int TERMINAL_EVERY_SECONDS = 1;
    /** Seconds between progress lines in a pipe or file. */
    static final int PIPED_EVERY_SECONDS = 15;
    private static final int BAR_WIDTH = 24;

    private final BuildPlan plan;
    private final TableBuildWatch watch;
    private final Predicate<TableSpec> filed;
    private final Terminal terminal;
    private final PrintWriter err;
    private final double plannedSeconds;
    private long start;
    private long lastLine;
    private int drawnWidth;
    private Runnable stopTicks = () -> { };
    private boolean finished;

    /**
     * A display of {@code plan}'s build, its fraction read from {@code watch} and {@code filed} (whether a table's
     * file is in the store now), expected to take {@code plannedSeconds}.
     */
    BuildDisplay(BuildPlan plan, double plannedSeconds, TableBuildWatch watch, Predicate<TableSpec> filed,
            Terminal terminal, PrintWriter err) {
        this.plan = plan;
        this.plannedSeconds = plannedSeconds;
        this.watch = watch;
        this.filed = filed;
        this.terminal = terminal;
        this.err = err;
    }

    /** Says what is built (with {@code note} after, when not empty) and starts showing its progress. */
    synchronized void start(String note) {
        start = terminal.nanoClock().getAsLong();
        lastLine = start;
        err.println(plan.intent(plannedSeconds) + (note.isEmpty() ? "" : " " + note));
        err.flush();
        if (terminal.interactive()) {
            draw();
        }
        int every = terminal.interactive() ? TERMINAL_EVERY_SECONDS : 1;
        stopTicks = terminal.ticker().every(Duration.ofSeconds(every), this::tick);
    }

    /** Redraws the bar (terminal), or prints a line when {@value #PIPED_EVERY_SECONDS} s have passed (pipe). */
    synchronized void tick() {
        if (finished) {
            return;
        }
        long now = terminal.nanoClock().getAsLong();
        if (terminal.interactive()) {
            draw();
        } else if (now - lastLine >= PIPED_EVERY_SECONDS * 1_000_000_000L) {
            lastLine = now;
            err.println("building: " + status(now));
            err.flush();
        }
    }

    /** Ends the display: how long the build took, or that it stopped. */
    synchronized void finish(boolean built) {
        if (finished) {
            return;
        }
        finished = true;
        stopTicks.run();
        double elapsed = seconds(terminal.nanoClock().getAsLong());
        String line = built ? "Built in " + BuildEta.words(elapsed) + "." : "The build stopped after "
                + BuildEta.words(elapsed) + ".";
        if (terminal.interactive()) {
            err.print("\r" + pad(line));
            err.println();
        } else {
            err.println(line);
        }
        err.flush();
    }

    private void draw() {
        String line = bar(fraction()) + "  " + status(terminal.nanoClock().getAsLong());
        err.print("\r" + pad(line));
        err.flush();
        drawnWidth = line.length();
    }

    /** The line padded with spaces over what the last redraw left. */
    private String pad(String line) {
        return line + " ".repeat(Math.max(0, drawnWidth - line.length()));
    }

    private double fraction() {
        return plan.fractionDone(watch, filed);
    }

    /** "34% done, 2 min 5 s elapsed, about 4 min 10 s left". */
    private String status(long now) {
        double fraction = fraction();
        double elapsed = seconds(now);
        double left = BuildEta.secondsLeft(plannedSeconds, elapsed, fraction);
        int percent = (int) Math.min(99, Math.floor(fraction * 100));
        return String.format(Locale.ROOT, "%d%% done, %s elapsed, %s", percent, BuildEta.words(elapsed),
                BuildEta.leftWords(left, fraction));
    }

    private static String bar(double fraction) {
        int filled = (int) Math.min(BAR_WIDTH, Math.floor(fraction * BAR_WIDTH));
        return "[" + "#".repeat(filled) + ".".repeat(BAR_WIDTH - filled) + "]";
    }

    private double seconds(long now) {
        return (now - start) / 1e9;
    }
}

package dev.cubeguide.spark;

import dev.cubeguide.error.ErrorCode;
import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What the output holds when a run ends, over every committed chunk (this run's and earlier ones'), and how fast
 * this run went: counts solved, failed (a bad line or no solution) and timed out, the error codes, the mean length,
 * the distribution of lengths (the distance distribution when every solution is proven optimal), and cubes per
 * second, over the whole run and over its solving part alone (without starting Spark).
 *
 * @param cubes               result rows in the output
 * @param solved              rows with a solution
 * @param failed              rows with an error other than {@code TIMEOUT}
 * @param timedOut            rows with {@code TIMEOUT}
 * @param errors              rows per error code
 * @param meanLength          the mean solution length, or null when nothing was solved
 * @param lengths             solved rows per solution length
 * @param lengthsAreDistances true when every solution is proven optimal, so that lengths are distances
 * @param run                 this run's figures
 */
record JobSummary(long cubes, long solved, long failed, long timedOut, SortedMap<String, Long> errors,
        Double meanLength, SortedMap<Integer, Long> lengths, boolean lengthsAreDistances, RunFigures run) {

    /**
     * This run's figures.
     *
     * @param cubes          rows this run wrote
     * @param seconds        from the JVM's start to the end of the run
     * @param startupSeconds from the command's start until Spark was ready for the run
     * @param solvingSeconds from the first chunk's start to the last one's commit
     */
    record RunFigures(long cubes, double seconds, double startupSeconds, double solvingSeconds) {
        double cubesPerSecond() {
            return seconds > 0 ? cubes / seconds : 0;
        }

        double solvingCubesPerSecond() {
            return solvingSeconds > 0 ? cubes / solvingSeconds : 0;
        }
    }

    /** The summary of the output's counts {@code all}, of which {@code run} are this run's rows. */
    static JobSummary of(ResultCounts all, ResultCounts run, double seconds, double startupSeconds,
            double solvingSeconds) {
        long solved = all.lengths().values().stream().mapToLong(Long::longValue).sum();
        long timedOut = all.errors().getOrDefault(ErrorCode.TIMEOUT.name(), 0L);
        long lengthSum = 0;
        for (Map.Entry<Integer, Long> entry : all.lengths().entrySet()) {
            lengthSum += (long) entry.getKey() * entry.getValue();
        }
        Double mean = solved > 0 ? (double) lengthSum / solved : null;
        long cubes = all.rows();
        return new JobSummary(cubes, solved, cubes - solved - timedOut, timedOut, new TreeMap<>(all.errors()), mean,
                new TreeMap<>(all.lengths()), solved > 0 && all.optimalCount() == solved,
                new RunFigures(run.rows(), seconds, startupSeconds, solvingSeconds));
    }

    /** The summary as a JSON-ready map (written as {@code _summary.json}). */
    Map<String, Object> toMap(String output, OutputFormat format, String solver) {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("output", output);
        map.put("format", format.toString());
        map.put("solver", solver);
        map.put("cubes", cubes);
        map.put("solved", solved);
        map.put("failed", failed);
        map.put("timedOut", timedOut);
        map.put("errors", errors);
        map.put("meanLength", meanLength == null ? null : round(meanLength, 3));
        Map<String, Long> lengthMap = new LinkedHashMap<>();
        lengths.forEach((length, count) -> lengthMap.put(Integer.toString(length), count));
        map.put("lengths", lengthMap);
        map.put("lengthsAreDistances", lengthsAreDistances);
        Map<String, Object> runMap = new LinkedHashMap<>();
        runMap.put("cubes", run.cubes());
        runMap.put("seconds", round(run.seconds(), 3));
        runMap.put("cubesPerSecond", round(run.cubesPerSecond(), 1));
        runMap.put("startupSeconds", round(run.startupSeconds(), 3));
        runMap.put("solvingSeconds", round(run.solvingSeconds(), 3));
        runMap.put("solvingCubesPerSecond", round(run.solvingCubesPerSecond(), 1));
        map.put("thisRun", runMap);
        return map;
    }

    /** The summary for people, a few lines. */
    void print(PrintStream out, String output) {
        out.printf(Locale.ROOT, "%s: %d cubes, %d solved, %d failed, %d timed out%s%n", output, cubes, solved, failed,
                timedOut, meanLength == null ? "" : String.format(Locale.ROOT, "; mean length %.3f", meanLength));
        if (!errors.isEmpty()) {
            out.println("errors: " + join(errors));
        }
        if (!lengths.isEmpty()) {
            out.println((lengthsAreDistances ? "distances: " : "lengths: ") + join(lengths));
        }
        out.printf(Locale.ROOT, "this run: %d cubes in %.2f s, %s cubes/s; solving %.2f s, %s cubes/s "
                + "(Spark ready after %.2f s)%n", run.cubes(), run.seconds(), ProgressLine.rate(run.cubesPerSecond()),
                run.solvingSeconds(), ProgressLine.rate(run.solvingCubesPerSecond()), run.startupSeconds());
    }

    private static String join(Map<?, Long> counts) {
        StringBuilder text = new StringBuilder();
        counts.forEach((key, count) -> text.append(text.length() == 0 ? "" : ", ").append(key).append(": ").append(count));
        return text.toString();
    }

    private static double round(double value, int decimals) {
        double scale = Math.pow(10, decimals);
        return Math.round(value * scale) / scale;
    }
}

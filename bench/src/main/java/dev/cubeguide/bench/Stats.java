package dev.cubeguide.bench;

import java.util.Arrays;
import java.util.Locale;

/**
 * Order statistics of a sample. Percentiles use the nearest-rank method: the p-th percentile is the smallest
 * value with at least p% of the sample at or below it.
 */
public record Stats(int count, double mean, double min, double max, double median, double p90, double p99) {

    /** The statistics of {@code values} (which are not modified); all zero for an empty sample. */
    public static Stats of(double[] values) {
        if (values.length == 0) {
            return new Stats(0, 0, 0, 0, 0, 0, 0);
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        double sum = 0;
        for (double v : sorted) {
            sum += v;
        }
        return new Stats(sorted.length, sum / sorted.length, sorted[0], sorted[sorted.length - 1],
                percentile(sorted, 50), percentile(sorted, 90), percentile(sorted, 99));
    }

    /** The sample as one line, three decimals: {@code mean 0.412  median 0.151  p90 0.933  p99 3.020  max 9.870}. */
    public String line() {
        return String.format(Locale.ROOT, "mean %.3f  median %.3f  p90 %.3f  p99 %.3f  max %.3f", mean, median, p90,
                p99, max);
    }

    /** Nearest-rank percentile of an ascending array. */
    static double percentile(double[] sorted, double p) {
        int rank = (int) Math.ceil(p / 100.0 * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
    }
}

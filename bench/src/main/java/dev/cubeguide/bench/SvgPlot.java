package dev.cubeguide.bench;

import dev.cubeguide.bench.BenchmarkRunner.SolverRun;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A self-contained SVG of two histograms per solver: solution length (moves, one bin per length) and solve time
 * (milliseconds, log-scale bins, four per decade). Each solver is one series (a frequency polygon in its own colour
 * and dash pattern, so it reads in grey too); the y axis is the share of that solver's solved cubes, so solvers
 * with different counts compare directly. Axis labels, ticks and a legend are drawn; no scripts or external files.
 */
public final class SvgPlot {
    private static final String[] COLORS = {"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b"};
    private static final String[] DASHES = {"", "6,3", "2,3", "8,3,2,3", "4,4", "1,2"};
    private static final int WIDTH = 860;
    private static final int PANEL_HEIGHT = 330;
    private static final int LEFT = 70;
    private static final int RIGHT = 190;
    private static final int TOP = 50;
    private static final int BOTTOM = 55;
    private static final int BINS_PER_DECADE = 4;

    private SvgPlot() {
    }

    /** The SVG document. */
    public static String render(List<SolverRun> runs, String title) {
        StringBuilder svg = new StringBuilder();
        int height = 2 * PANEL_HEIGHT + 20;
        svg.append(String.format(Locale.ROOT, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>%n"
                + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\""
                + " font-family=\"sans-serif\" font-size=\"12\">%n", WIDTH, height, WIDTH, height));
        svg.append("<title>").append(escape(title)).append("</title>\n");
        svg.append(String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>%n", WIDTH, height));
        lengthPanel(svg, runs, 0);
        timePanel(svg, runs, PANEL_HEIGHT + 20);
        svg.append("</svg>\n");
        return svg.toString();
    }

    private static void lengthPanel(StringBuilder svg, List<SolverRun> runs, int y0) {
        int min = Integer.MAX_VALUE;
        int max = Integer.MIN_VALUE;
        for (SolverRun run : runs) {
            for (int length : BenchmarkReport.lengthHistogram(run).keySet()) {
                min = Math.min(min, length);
                max = Math.max(max, length);
            }
        }
        if (min > max) {
            min = 0;
            max = 1;
        }
        int lo = min - 1;
        int hi = max + 1;
        double[][] shares = new double[runs.size()][hi - lo + 1];
        for (int s = 0; s < runs.size(); s++) {
            Map<Integer, Integer> histogram = BenchmarkReport.lengthHistogram(runs.get(s));
            int total = histogram.values().stream().mapToInt(Integer::intValue).sum();
            for (Map.Entry<Integer, Integer> entry : histogram.entrySet()) {
                shares[s][entry.getKey() - lo] = 100.0 * entry.getValue() / Math.max(1, total);
            }
        }
        double[] xs = new double[hi - lo + 1];
        for (int i = 0; i < xs.length; i++) {
            xs[i] = lo + i;
        }
        panel(svg, runs, y0, "Solution length", "moves (HTM)", xs, shares, false);
    }

    private static void timePanel(StringBuilder svg, List<SolverRun> runs, int y0) {
        double min = Double.MAX_VALUE;
        double max = 0;
        for (SolverRun run : runs) {
            for (double t : BenchmarkReport.solvedTimes(run)) {
                double v = Math.max(t, 1e-4);
                min = Math.min(min, v);
                max = Math.max(max, v);
            }
        }
        if (max == 0) {
            min = 0.01;
            max = 1;
        }
        int firstBin = (int) Math.floor(Math.log10(min) * BINS_PER_DECADE) - 1;
        int lastBin = (int) Math.ceil(Math.log10(max) * BINS_PER_DECADE) + 1;
        int bins = lastBin - firstBin + 1;
        double[][] shares = new double[runs.size()][bins];
        for (int s = 0; s < runs.size(); s++) {
            double[] times = BenchmarkReport.solvedTimes(runs.get(s));
            for (double t : times) {
                int bin = (int) Math.floor(Math.log10(Math.max(t, 1e-4)) * BINS_PER_DECADE) - firstBin;
                shares[s][Math.max(0, Math.min(bins - 1, bin))] += 100.0 / times.length;
            }
        }
        double[] xs = new double[bins];
        for (int i = 0; i < bins; i++) {
            xs[i] = (firstBin + i + 0.5) / BINS_PER_DECADE; // log10 of the bin centre
        }
        panel(svg, runs, y0, "Solve time", "milliseconds per cube (log scale)", xs, shares, true);
    }

    private static void panel(StringBuilder svg, List<SolverRun> runs, int y0, String title, String xLabel,
            double[] xs, double[][] shares, boolean logX) {
        int plotWidth = WIDTH - LEFT - RIGHT;
        int plotHeight = PANEL_HEIGHT - TOP - BOTTOM;
        double xMin = xs[0];
        double xMax = xs[xs.length - 1];
        double yMax = 0;
        for (double[] series : shares) {
            for (double v : series) {
                yMax = Math.max(yMax, v);
            }
        }
        yMax = niceCeiling(Math.max(yMax, 1));
        int top = y0 + TOP;
        int bottom = top + plotHeight;
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"16\" font-weight=\"bold\">%s</text>%n",
                LEFT, y0 + 28, escape(title)));
        svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\""
                + " stroke=\"#333\"/>%n", LEFT, top, plotWidth, plotHeight));
        // y ticks: five steps
        for (int i = 0; i <= 5; i++) {
            double value = yMax * i / 5;
            double y = bottom - plotHeight * i / 5.0;
            svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>%n",
                    LEFT, y, LEFT + plotWidth, y));
            svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>%n",
                    LEFT - 6, y + 4, trim(value)));
        }
        svg.append(String.format(Locale.ROOT, "<text transform=\"translate(%d,%d) rotate(-90)\" text-anchor=\"middle\">"
                + "share of solved cubes (%%)</text>%n", 18, top + plotHeight / 2));
        // x ticks
        if (logX) {
            for (int decade = (int) Math.ceil(xMin); decade <= Math.floor(xMax); decade++) {
                double x = LEFT + plotWidth * (decade - xMin) / (xMax - xMin);
                svg.append(tick(x, bottom, formatMs(Math.pow(10, decade))));
            }
        } else {
            int step = Math.max(1, (int) Math.ceil((xMax - xMin) / 20.0));
            for (int v = (int) xMin; v <= xMax; v++) {
                if (v % step == 0) {
                    double x = LEFT + plotWidth * (v - xMin) / Math.max(1, xMax - xMin);
                    svg.append(tick(x, bottom, Integer.toString(v)));
                }
            }
        }
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>%n",
                LEFT + plotWidth / 2, bottom + 40, escape(xLabel)));
        // series
        for (int s = 0; s < runs.size(); s++) {
            StringBuilder points = new StringBuilder();
            for (int i = 0; i < xs.length; i++) {
                double x = LEFT + plotWidth * (xs[i] - xMin) / Math.max(1e-9, xMax - xMin);
                double y = bottom - plotHeight * shares[s][i] / yMax;
                points.append(String.format(Locale.ROOT, "%.1f,%.1f ", x, y));
            }
            String dash = DASHES[s % DASHES.length];
            svg.append(String.format(Locale.ROOT, "<polyline class=\"series\" data-solver=\"%s\" fill=\"none\""
                    + " stroke=\"%s\" stroke-width=\"2\"%s points=\"%s\"/>%n", escape(runs.get(s).solver()),
                    COLORS[s % COLORS.length], dash.isEmpty() ? "" : " stroke-dasharray=\"" + dash + "\"",
                    points.toString().trim()));
        }
        // legend
        int legendX = LEFT + plotWidth + 16;
        for (int s = 0; s < runs.size(); s++) {
            int y = top + 14 + 22 * s;
            String dash = DASHES[s % DASHES.length];
            svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\""
                    + " stroke-width=\"3\"%s/>%n", legendX, y, legendX + 28, y, COLORS[s % COLORS.length],
                    dash.isEmpty() ? "" : " stroke-dasharray=\"" + dash + "\""));
            svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\">%s (n=%d)</text>%n", legendX + 34, y + 4,
                    escape(runs.get(s).solver()), BenchmarkReport.solvedTimes(runs.get(s)).length));
        }
    }

    private static String tick(double x, int bottom, String label) {
        return String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#333\"/>%n"
                + "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>%n", x, bottom, x, bottom + 5, x, bottom + 19,
                escape(label));
    }

    private static String formatMs(double ms) {
        if (ms >= 1000) {
            return trim(ms / 1000) + " s";
        }
        return ms >= 1 ? trim(ms) : String.format(Locale.ROOT, "%s", trim(ms));
    }

    private static String trim(double value) {
        if (value == Math.rint(value)) {
            return Long.toString((long) value);
        }
        String text = String.format(Locale.ROOT, "%.4f", value);
        return text.replaceAll("0+$", "").replaceAll("\\.$", "");
    }

    private static double niceCeiling(double value) {
        double magnitude = Math.pow(10, Math.floor(Math.log10(value)));
        for (double step : new double[] {1, 2, 2.5, 5, 10}) {
            if (step * magnitude >= value) {
                return step * magnitude;
            }
        }
        return 10 * magnitude;
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}

package dev.cubeguide.scan;

import java.util.Arrays;
import java.util.List;

/**
 * The lighting and colour model behind {@link ColorResolver}: features of each reading, and per-face lighting
 * and per-colour statistics fitted to an assignment of colours.
 *
 * <p><b>Features.</b> A reading is decoded from sRGB to linear light (IEC 61966-2-1), where a camera's exposure
 * and white balance multiply each channel. Its features are the log of its brightness (R + G + B) and two log
 * chromaticities, log(R/G) and log(B/G). Under the von Kries model of white balance (each channel scaled by its
 * own gain) the chromaticities of every sticker on one face move by the same offset, and exposure and a
 * brightness gradient do not move them at all; so per face the model is "colour mean + face offset", with a
 * plane across the face for the brightness (the gradient). Each channel gets a small floor proportional to the
 * face's brightness, which keeps the log ratios of dark channels (a blue sticker's red) from exploding with noise.
 *
 * <p><b>Fit.</b> Given an assignment of colours to stickers, the colour means, face offsets, gradients and
 * per-colour variances are re-estimated by alternating robust means (residuals clipped at 2.5 standard
 * deviations, so glare and outliers pull little), with a weak prior on the variances. The cost of a sticker
 * showing a colour is the Gaussian negative log-likelihood, capped (a uniform outlier component): a glare spot
 * costs the same for every colour and is left to the cube's structure.
 *
 * <p>Mutable and single-threaded (hot path: one instance per resolution).
 */
final class ColourModel {
    static final int STICKERS = 54;
    static final int COLOURS = 6;
    static final int DIMS = 3;
    /** Squared Mahalanobis distance beyond which a reading counts as matching no colour (an outlier). */
    static final double OUTLIER_DISTANCE = 30;

    /** Prior standard deviations of brightness and the two chromaticities within one colour. */
    private static final double[] PRIOR_SIGMA = {0.30, 0.20, 0.25};
    private static final double[] MIN_SIGMA = {0.06, 0.04, 0.05};
    private static final double[] MAX_SIGMA = {0.8, 0.8, 1.0};
    /** Weight of the prior, in stickers. */
    private static final double PRIOR_WEIGHT = 3;
    private static final double CLIP_SIGMAS = 2.5;
    /** The extra cost (nats) of explaining a reading by glare: glare is rarer than a plain reading. */
    private static final double GLARE_COST = 3.0;
    private static final double GLARE_SIGMA = 0.025;
    private static final double GLARE_MIN_MIX = 0.15;

    /** sRGB 8-bit value to linear light. */
    private static final double[] LINEAR = linearTable();

    final double[] x = new double[STICKERS * DIMS];
    /** The linear-light chromaticity (r, g share of r + g + b, floors included) of each reading. */
    private final double[] chromaticity = new double[STICKERS * 2];
    private final double[] mean = new double[COLOURS * DIMS];
    private final double[] variance = new double[COLOURS * DIMS];
    private final double[] faceOffset = new double[COLOURS * DIMS];
    /** The brightness gradient of each face across its columns and its rows. */
    private final double[] gradient = new double[COLOURS * 2];

    ColourModel(List<Rgb> readings) {
        double[] linear = new double[STICKERS * 3];
        for (int s = 0; s < STICKERS; s++) {
            Rgb rgb = readings.get(s);
            linear[s * 3] = LINEAR[rgb.red()];
            linear[s * 3 + 1] = LINEAR[rgb.green()];
            linear[s * 3 + 2] = LINEAR[rgb.blue()];
        }
        double[] brightest = new double[9];
        for (int f = 0; f < 6; f++) {
            for (int k = 0; k < 9; k++) {
                int s = f * 9 + k;
                brightest[k] = Math.max(linear[s * 3], Math.max(linear[s * 3 + 1], linear[s * 3 + 2]));
            }
            Arrays.sort(brightest);
            double floor = 0.02 * brightest[4] + 0.002;
            for (int k = 0; k < 9; k++) {
                int s = f * 9 + k;
                double r = linear[s * 3] + floor;
                double g = linear[s * 3 + 1] + floor;
                double b = linear[s * 3 + 2] + floor;
                x[s * 3] = Math.log(r + g + b);
                x[s * 3 + 1] = Math.log(r / g);
                x[s * 3 + 2] = Math.log(b / g);
                chromaticity[s * 2] = r / (r + g + b);
                chromaticity[s * 2 + 1] = g / (r + g + b);
            }
        }
        for (int c = 0; c < COLOURS; c++) {
            System.arraycopy(x, centre(c) * DIMS, mean, c * DIMS, DIMS);
            for (int d = 0; d < DIMS; d++) {
                variance[c * DIMS + d] = PRIOR_SIGMA[d] * PRIOR_SIGMA[d] * (d == 0 ? 4 : 1);
            }
        }
    }

    /**
     * Starts the colour means from clusters of all 54 readings instead of the six centres alone (a second start for
     * when a centre's own reading misleads, under glare or a strong cast): k-means from farthest-point seeds, and
     * each centre's colour takes the cluster nearest to the centre's reading, each cluster once (the assignment
     * again). Face offsets and gradients start at zero.
     */
    void startFromClusters() {
        final int k = COLOURS;
        double[] seeds = new double[k * DIMS];
        double[] nearest = new double[STICKERS];
        java.util.Arrays.fill(nearest, Double.POSITIVE_INFINITY);
        int chosen = centre(0);
        for (int j = 0; j < k; j++) {
            System.arraycopy(x, chosen * DIMS, seeds, j * DIMS, DIMS);
            int farthest = 0;
            for (int s = 0; s < STICKERS; s++) {
                nearest[s] = Math.min(nearest[s], featureDistance(s, seeds, j));
                if (nearest[s] > nearest[farthest]) {
                    farthest = s;
                }
            }
            chosen = farthest;
        }
        int[] cluster = new int[STICKERS];
        for (int iteration = 0; iteration < 8; iteration++) {
            for (int s = 0; s < STICKERS; s++) {
                int best = 0;
                for (int j = 1; j < k; j++) {
                    if (featureDistance(s, seeds, j) < featureDistance(s, seeds, best)) {
                        best = j;
                    }
                }
                cluster[s] = best;
            }
            double[] sum = new double[k * DIMS];
            int[] count = new int[k];
            for (int s = 0; s < STICKERS; s++) {
                count[cluster[s]]++;
                for (int d = 0; d < DIMS; d++) {
                    sum[cluster[s] * DIMS + d] += x[s * DIMS + d];
                }
            }
            for (int j = 0; j < k; j++) {
                for (int d = 0; d < DIMS && count[j] > 0; d++) {
                    seeds[j * DIMS + d] = sum[j * DIMS + d] / count[j];
                }
            }
        }
        double[] cost = new double[k * k];
        for (int c = 0; c < k; c++) {
            for (int j = 0; j < k; j++) {
                cost[c * k + j] = featureDistance(centre(c), seeds, j);
            }
        }
        int[] clusterOf = new int[k];
        KBestAssignments.hungarian(cost, k, clusterOf);
        for (int c = 0; c < k; c++) {
            System.arraycopy(seeds, clusterOf[c] * DIMS, mean, c * DIMS, DIMS);
        }
        java.util.Arrays.fill(faceOffset, 0);
        java.util.Arrays.fill(gradient, 0);
    }

    /** Squared distance of sticker s's features from point j of {@code points}, brightness at half weight. */
    private double featureDistance(int s, double[] points, int j) {
        double sum = 0;
        for (int d = 0; d < DIMS; d++) {
            double diff = x[s * DIMS + d] - points[j * DIMS + d];
            sum += (d == 0 ? 0.25 : 1) * diff * diff;
        }
        return sum;
    }

    static int centre(int face) {
        return face * 9 + 4;
    }

    /** The squared chromaticity distance between two readings (brightness left out). */
    double chromaDistance(int s, int t) {
        double du = x[s * 3 + 1] - x[t * 3 + 1];
        double dv = x[s * 3 + 2] - x[t * 3 + 2];
        return du * du + dv * dv;
    }

    /**
     * How far apart two colours are in the fitted model: the squared difference of their means over the sum of
     * their variances, summed over the three features. Real cube colours are far apart (tens); two colours
     * fitted to the same readings (a face photographed twice) are not.
     */
    double separation(int c, int d) {
        double sum = 0;
        for (int k = 0; k < DIMS; k++) {
            double diff = mean[c * DIMS + k] - mean[d * DIMS + k];
            sum += diff * diff / (variance[c * DIMS + k] + variance[d * DIMS + k]);
        }
        return sum;
    }

    /** What the model expects sticker s to read in dimension d if it shows colour c. */
    private double predicted(int s, int c, int d) {
        int f = s / 9;
        double value = mean[c * DIMS + d] + faceOffset[f * DIMS + d];
        if (d == 0) {
            value += gradient[f * 2] * column(s) + gradient[f * 2 + 1] * row(s);
        }
        return value;
    }

    private static int column(int s) {
        return s % 3 - 1;
    }

    private static int row(int s) {
        return s % 9 / 3 - 1;
    }

    /** The squared Mahalanobis distance of sticker s from colour c. */
    double distance(int s, int c) {
        double sum = 0;
        for (int d = 0; d < DIMS; d++) {
            double r = x[s * DIMS + d] - predicted(s, c, d);
            sum += r * r / variance[c * DIMS + d];
        }
        return sum;
    }

    /**
     * The cost (negative log-likelihood, up to a constant) of every sticker showing every colour:
     * {@code [s * 6 + c]}, the distance capped at {@link #OUTLIER_DISTANCE}. A centre costs nothing for its own
     * colour and is impossible for the others.
     */
    double[] costs() {
        double[] cost = new double[STICKERS * COLOURS];
        double[] logDet = new double[COLOURS];
        for (int c = 0; c < COLOURS; c++) {
            for (int d = 0; d < DIMS; d++) {
                logDet[c] += Math.log(variance[c * DIMS + d]);
            }
        }
        int white = 0;
        for (int c = 1; c < COLOURS; c++) {
            if (mean[c * DIMS] - 0.5 * Math.abs(mean[c * DIMS + 2]) > mean[white * DIMS] - 0.5 * Math.abs(mean[white * DIMS + 2])) {
                white = c;
            }
        }
        double[] expected = new double[COLOURS * 2];
        for (int s = 0; s < STICKERS; s++) {
            if (s % 9 == 0) {
                for (int c = 0; c < COLOURS; c++) {
                    expectedChromaticity(s / 9, c, expected);
                }
            }
            for (int c = 0; c < COLOURS; c++) {
                double plain = 0.5 * (Math.min(distance(s, c), OUTLIER_DISTANCE) + logDet[c]);
                double glare = c == white ? Double.POSITIVE_INFINITY
                        : GLARE_COST + 0.5 * (glareDistance(s, expected, c, white) + logDet[c]);
                cost[s * COLOURS + c] = Math.min(plain, glare);
            }
        }
        return cost;
    }

    /** The chromaticity each colour c should have on face f: written to {@code out[c * 2]} and {@code out[c * 2 + 1]}. */
    private void expectedChromaticity(int f, int c, double[] out) {
        double ratioR = Math.exp(mean[c * DIMS + 1] + faceOffset[f * DIMS + 1]);
        double ratioB = Math.exp(mean[c * DIMS + 2] + faceOffset[f * DIMS + 2]);
        double total = ratioR + 1 + ratioB;
        out[c * 2] = ratioR / total;
        out[c * 2 + 1] = 1 / total;
    }

    /**
     * Glare mixes a sticker's light with the light source's (additively, in linear light), so a glared sticker's
     * chromaticity lies on the segment from its colour's to white's. The squared distance (in units of
     * {@link #GLARE_SIGMA}) of sticker s's chromaticity from that segment, for a real mix (at least
     * {@link #GLARE_MIN_MIX} of the way to white); infinity for less, where the plain model applies.
     */
    private double glareDistance(int s, double[] expected, int c, int white) {
        double px = expected[c * 2];
        double py = expected[c * 2 + 1];
        double wx = expected[white * 2] - px;
        double wy = expected[white * 2 + 1] - py;
        double qx = chromaticity[s * 2] - px;
        double qy = chromaticity[s * 2 + 1] - py;
        double length = wx * wx + wy * wy;
        double t = length > 0 ? (qx * wx + qy * wy) / length : 0;
        if (t < GLARE_MIN_MIX) {
            return Double.POSITIVE_INFINITY;
        }
        t = Math.min(1, t);
        double dx = qx - t * wx;
        double dy = qy - t * wy;
        return Math.min((dx * dx + dy * dy) / (GLARE_SIGMA * GLARE_SIGMA), OUTLIER_DISTANCE);
    }

    /**
     * Re-fits means, face offsets, gradients and variances to the colours {@code colourOf} (0..5 per sticker); with
     * {@code faces} false the face offsets and gradients stay as they are (a start that trusts the colours' global
     * clusters before each face's lighting).
     */
    void fit(int[] colourOf, boolean faces) {
        double[] residual = new double[DIMS];
        for (int pass = 0; pass < 2; pass++) {
            double[] sum = new double[COLOURS * DIMS];
            int[] count = residualsByColour(colourOf, sum, false);
            for (int c = 0; c < COLOURS; c++) {
                for (int d = 0; d < DIMS; d++) {
                    mean[c * DIMS + d] += sum[c * DIMS + d] / Math.max(1, count[c]);
                }
            }
            for (int f = 0; f < (faces ? 6 : 0); f++) {
                double[] faceSum = new double[DIMS];
                double alongColumns = 0;
                double alongRows = 0;
                for (int k = 0; k < 9; k++) {
                    int s = f * 9 + k;
                    clippedResidual(s, colourOf[s], residual);
                    for (int d = 0; d < DIMS; d++) {
                        faceSum[d] += residual[d];
                    }
                    alongColumns += residual[0] * column(s);
                    alongRows += residual[0] * row(s);
                }
                for (int d = 0; d < DIMS; d++) {
                    faceOffset[f * DIMS + d] += faceSum[d] / 9;
                }
                // Least squares of a plane on the 3x3 grid: the columns' and rows' coordinates -1, 0, 1 each have
                // a sum of squares of 6 over the face.
                gradient[f * 2] += alongColumns / 6;
                gradient[f * 2 + 1] += alongRows / 6;
            }
        }
        double[] squares = new double[COLOURS * DIMS];
        int[] count = residualsByColour(colourOf, squares, true);
        for (int c = 0; c < COLOURS; c++) {
            for (int d = 0; d < DIMS; d++) {
                double prior = PRIOR_SIGMA[d] * PRIOR_SIGMA[d];
                double v = (squares[c * DIMS + d] + PRIOR_WEIGHT * prior) / (count[c] + PRIOR_WEIGHT);
                variance[c * DIMS + d] = Math.min(MAX_SIGMA[d] * MAX_SIGMA[d], Math.max(MIN_SIGMA[d] * MIN_SIGMA[d], v));
            }
        }
    }

    /**
     * Adds up the clipped residuals (or their squares) of the stickers of each colour into {@code sums}
     * ({@code [c * DIMS + d]}); returns the number of stickers of each colour.
     */
    private int[] residualsByColour(int[] colourOf, double[] sums, boolean squared) {
        double[] residual = new double[DIMS];
        int[] count = new int[COLOURS];
        for (int s = 0; s < STICKERS; s++) {
            int c = colourOf[s];
            clippedResidual(s, c, residual);
            count[c]++;
            for (int d = 0; d < DIMS; d++) {
                sums[c * DIMS + d] += squared ? residual[d] * residual[d] : residual[d];
            }
        }
        return count;
    }

    /** The residual of sticker s against colour c, each dimension clipped at {@link #CLIP_SIGMAS} deviations. */
    private void clippedResidual(int s, int c, double[] out) {
        for (int d = 0; d < DIMS; d++) {
            double limit = CLIP_SIGMAS * Math.sqrt(variance[c * DIMS + d]);
            double r = x[s * DIMS + d] - predicted(s, c, d);
            out[d] = Math.max(-limit, Math.min(limit, r));
        }
    }

    private static double[] linearTable() {
        double[] table = new double[256];
        for (int i = 0; i < 256; i++) {
            double v = i / 255.0;
            table[i] = v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
        }
        return table;
    }
}

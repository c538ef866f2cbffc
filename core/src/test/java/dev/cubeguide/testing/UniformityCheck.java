package dev.cubeguide.testing;

import dev.cubeguide.model.CubieCube;
import java.util.ArrayList;
import java.util.List;

/**
 * Chi-square tests that a sample of cube states is uniform over the reachable states: for every position, the
 * piece in it (corners and edges) and its orientation, and the permutation parity. Each table is a chi-square
 * statistic summed over the positions, compared with the upper 0.1% point of the chi-square distribution with
 * that many degrees of freedom (Wilson-Hilferty approximation, exact for one degree of freedom).
 */
public final class UniformityCheck {
    /** The standard normal quantile of 0.999. */
    private static final double Z_999 = 3.0902;

    /** One table's statistic. */
    public record Result(String name, double statistic, int degreesOfFreedom, double critical) {
        public boolean passes() {
            return statistic <= critical;
        }

        @Override
        public String toString() {
            return String.format("%s: chi2 = %.1f, df = %d, 0.1%% point = %.1f", name, statistic, degreesOfFreedom,
                    critical);
        }
    }

    private UniformityCheck() {
    }

    /** The five tables of a sample. */
    public static List<Result> check(List<CubieCube> cubes) {
        int n = cubes.size();
        long[][] cornerPieces = new long[8][8];
        long[][] cornerTwists = new long[8][3];
        long[][] edgePieces = new long[12][12];
        long[][] edgeFlips = new long[12][2];
        long[][] parity = new long[1][2];
        for (CubieCube cube : cubes) {
            for (int i = 0; i < 8; i++) {
                cornerPieces[i][cube.corner(i)]++;
                cornerTwists[i][cube.cornerOrientation(i)]++;
            }
            for (int i = 0; i < 12; i++) {
                edgePieces[i][cube.edge(i)]++;
                edgeFlips[i][cube.edgeOrientation(i)]++;
            }
            parity[0][cube.cornerParity()]++;
        }
        List<Result> results = new ArrayList<>();
        results.add(table("corner positions", cornerPieces, n));
        results.add(table("corner orientations", cornerTwists, n));
        results.add(table("edge positions", edgePieces, n));
        results.add(table("edge orientations", edgeFlips, n));
        results.add(table("parity", parity, n));
        return results;
    }

    /** Throws an {@link AssertionError} listing every table when any table fails. */
    public static void assertUniform(List<CubieCube> cubes) {
        List<Result> results = check(cubes);
        if (!results.stream().allMatch(Result::passes)) {
            throw new AssertionError("not uniform: " + results);
        }
    }

    /** The upper 0.1% point of chi-square with {@code df} degrees of freedom. */
    public static double critical(int df) {
        if (df == 1) {
            return 10.828;
        }
        double a = 2.0 / (9.0 * df);
        double root = 1 - a + Z_999 * Math.sqrt(a);
        return df * root * root * root;
    }

    private static Result table(String name, long[][] counts, int n) {
        double statistic = 0;
        int df = 0;
        for (long[] row : counts) {
            double expected = (double) n / row.length;
            for (long observed : row) {
                statistic += (observed - expected) * (observed - expected) / expected;
            }
            df += row.length - 1;
        }
        return new Result(name, statistic, df, critical(df));
    }
}

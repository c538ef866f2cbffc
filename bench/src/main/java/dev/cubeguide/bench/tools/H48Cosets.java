package dev.cubeguide.bench.tools;

import dev.cubeguide.coord.H48Coords;
import java.util.Locale;

/**
 * Counts the cosets of the H48 goal group by their distance from it, without symmetry reduction
 * ({@link H48Coords#countCosetsByDepth}): the figure that sizes an exact H48 table's build (docs/BENCHMARKS.md, "An
 * exact H48 table, built and measured").
 * <pre>
 * java -Xmx22g -cp bench/target/benchmarks.jar dev.cubeguide.bench.tools.H48Cosets [max depth=7]
 * </pre>
 */
public final class H48Cosets {
    private H48Cosets() {
    }

    public static void main(String[] args) {
        int maxDepth = args.length > 0 ? Integer.parseInt(args[0]) : 7;
        long start = System.nanoTime();
        long[] counts = new H48Coords().countCosetsByDepth(maxDepth);
        System.out.println("depth  cosets (unreduced)  about /48  all up to depth");
        long total = 0;
        for (int depth = 0; depth <= maxDepth; depth++) {
            total += counts[depth];
            System.out.printf(Locale.ROOT, "%5d %19d %10d %16d%n", depth, counts[depth], counts[depth] / 48, total);
        }
        System.out.printf(Locale.ROOT, "in %.1f s%n", (System.nanoTime() - start) / 1e9);
    }
}

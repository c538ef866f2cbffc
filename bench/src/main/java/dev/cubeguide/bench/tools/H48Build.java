package dev.cubeguide.bench.tools;

import dev.cubeguide.coord.H48Coords;
import dev.cubeguide.coord.H48Fallback;
import dev.cubeguide.coord.H48Table;
import java.util.Arrays;
import java.util.Locale;

/**
 * Times an exact H48 table's build in the heap, and its marks apart from the set of classes it starts from, on all
 * cores; with {@code fallback}, the h = 0 fallback's breadth-first search instead:
 * <pre>
 * java -Xmx17g -XX:+UseParallelGC -Xmn256m -XX:+UseTransparentHugePages -cp bench/target/benchmarks.jar \
 *     dev.cubeguide.bench.tools.H48Build FLIP_BITS BASE SET_DEPTH     # or: H48Build fallback
 * </pre>
 * A smaller instance than the table store's (a set to 7 moves and a base of 7 or 8: 127 M or 1.7 G marks) times the
 * same marks in seconds to minutes. It prints the count of each code, to compare two versions of the build.
 */
public final class H48Build {
    private H48Build() {
    }

    public static void main(String[] args) {
        H48Coords h = new H48Coords();
        if (args.length == 1 && args[0].equals("fallback")) {
            long start = System.nanoTime();
            byte[] distances = H48Fallback.distances(h);
            System.out.printf(Locale.ROOT, "h = 0 fallback: %,d entries in %.1f s, checksum %d%n", distances.length,
                    (System.nanoTime() - start) / 1e9, Arrays.hashCode(distances));
            return;
        }
        int flipBits = Integer.parseInt(args[0]);
        int base = Integer.parseInt(args[1]);
        int setDepth = Integer.parseInt(args[2]);
        long start = System.nanoTime();
        long[] marking = new long[1];
        String lastLevel = "depth " + setDepth + ":";
        H48Table table = H48Table.build(h, flipBits, base, setDepth, Runtime.getRuntime().availableProcessors(),
                line -> {
                    if (line.startsWith(lastLevel)) {
                        marking[0] = System.nanoTime();
                    }
                });
        long end = System.nanoTime();
        long[] codes = table.distribution();
        System.out.printf(Locale.ROOT, "h = %d, base %d, set to %d moves: %,d entries in %.1f s (marks %.1f s); "
                + "codes 0..3: %,d %,d %,d %,d%n", flipBits, base, setDepth, table.entries(), (end - start) / 1e9,
                (end - marking[0]) / 1e9, codes[0], codes[1], codes[2], codes[3]);
    }
}

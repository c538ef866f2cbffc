package dev.cubeguide.bench.tools;

import dev.cubeguide.coord.H48Coords;
import dev.cubeguide.coord.H48Fallback;
import dev.cubeguide.coord.H48Probe;
import dev.cubeguide.coord.H48Table;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.table.TableStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Builds an exact H48 table in the heap and counts the nodes a plain IDA* bounded by it alone (cube and inverse,
 * {@link H48Probe}) searches to prove each cube of a file has no solution shorter than its known length:
 * <pre>
 * java -Xmx20g -cp bench/target/benchmarks.jar dev.cubeguide.bench.tools.H48Nodes FLIP_BITS BASE FILE LENGTHS [SAVED]
 * </pre>
 * FILE holds one facelet string per line; LENGTHS their optimal lengths, comma-separated. The optimal solver's own
 * nodes for the same proofs are those of {@code scripts/optimal-bench.sh}. SAVED, when given, is a file the table is
 * read from when it exists and written to after a build when it does not.
 */
public final class H48Nodes {
    private H48Nodes() {
    }

    public static void main(String[] args) throws IOException {
        int flipBits = Integer.parseInt(args[0]);
        int base = Integer.parseInt(args[1]);
        List<String> lines = Files.readAllLines(Path.of(args[2]));
        String[] lengths = args[3].split(",");
        long start = System.nanoTime();
        H48Coords h = new H48Coords();
        Path saved = args.length > 4 ? Path.of(args[4]) : null;
        H48Table table;
        if (saved != null && Files.exists(saved)) {
            table = H48Table.readFrom(h, flipBits, base, saved);
        } else {
            table = H48Table.build(h, flipBits, base, H48Table.SET_DEPTH, Runtime.getRuntime().availableProcessors(),
                    System.out::println);
            if (saved != null) {
                table.writeTo(saved);
            }
        }
        long[] codes = table.distribution();
        System.out.printf(Locale.ROOT, "h = %d, base %d: %,d entries built in %.1f s; codes 0..3: %,d %,d %,d %,d%n",
                flipBits, base, table.entries(), (System.nanoTime() - start) / 1e9, codes[0], codes[1], codes[2],
                codes[3]);
        long f0 = System.nanoTime();
        // The table store's copy when it is there (the large set's), else computed (about two minutes).
        byte[] fallback = H48Fallback.of(TableStore.defaultStore(), h);
        System.out.printf(Locale.ROOT, "h = 0 exact fallback in %.1f s%n", (System.nanoTime() - f0) / 1e9);
        H48Probe probe = new H48Probe(h, table, fallback);
        long all = 0;
        for (int i = 0; i < lengths.length; i++) {
            CubieCube cube = CubieCube.fromFacelets(lines.get(i).trim());
            int length = Integer.parseInt(lengths[i].trim());
            long t0 = System.nanoTime();
            long nodes = 0;
            StringBuilder perBound = new StringBuilder();
            for (int b = probe.rootBound(cube); b < length; b++) {
                long n = probe.searchBound(cube, b);
                if (n < 0) {
                    perBound.append(" FOUND A SOLUTION OF ").append(b);
                    n = -n;
                }
                nodes += n;
                perBound.append(String.format(Locale.ROOT, " %d:%,d", b, n));
                System.out.printf(Locale.ROOT, "  cube %d bound %d: %,d nodes, %.1f s%n", i, b, n,
                        (System.nanoTime() - t0) / 1e9);
            }
            double s = (System.nanoTime() - t0) / 1e9;
            all += nodes;
            System.out.printf(Locale.ROOT, "cube %d (%d moves): %,d nodes to prove no %d, %.1f s (%.2f M nodes/s);%s%n",
                    i, length, nodes, length - 1, s, nodes / s / 1e6, perBound);
        }
        System.out.printf(Locale.ROOT, "all: %,d nodes%n", all);
    }
}

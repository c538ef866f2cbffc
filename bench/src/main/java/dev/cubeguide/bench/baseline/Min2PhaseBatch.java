package dev.cubeguide.bench.baseline;

import cs.min2phase.Search;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;

/**
 * The baseline for whole-process comparisons: reads facelet strings, one per line, from standard input and prints
 * min2phase's solution of each (max length from the first argument, default 20), so that
 * {@code time java -cp bench/target/benchmarks.jar dev.cubeguide.bench.baseline.Min2PhaseBatch 20 < cubes.txt} can
 * be compared with {@code time ./cubeguide solve --batch - --facelets --max-length 20 < cubes.txt}.
 */
public final class Min2PhaseBatch {
    private Min2PhaseBatch() {
    }

    public static void main(String[] args) throws Exception {
        int maxLength = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        Search.init();
        Search search = new Search();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.US_ASCII));
             BufferedWriter out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.US_ASCII))) {
            String line;
            while ((line = in.readLine()) != null) {
                if (!line.isBlank()) {
                    out.write(search.solution(line.trim(), maxLength, 100_000_000L, 0, 0).trim());
                    out.newLine();
                }
            }
        }
    }
}

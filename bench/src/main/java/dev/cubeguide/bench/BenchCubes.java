package dev.cubeguide.bench;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The cubes every benchmark uses, so that {@code cubeguide bench}, the JMH benchmarks and the measuring tools time
 * the same states: seeded uniform random states, warm-up cubes that are never counted, and cubes read from a file.
 */
public final class BenchCubes {
    /** The seed of the JMH benchmarks' states and the tools' default. */
    public static final long DEFAULT_SEED = 1;
    /** How many states the JMH benchmarks cycle through. */
    public static final int JMH_COUNT = 1000;
    /** Moves in a warm-up scramble: short enough that even the optimal solver finishes quickly. */
    static final int WARM_UP_MOVES = 12;
    /** Offset of the warm-up states' seed from the measured ones', so that the two sets never share a state. */
    private static final long WARM_UP_SEED_OFFSET = 1000;

    private BenchCubes() {
    }

    /** The measured cubes of a seed: uniform random states. */
    public static List<CubieCube> randomStates(long seed, int count) {
        return RandomCubes.randomStates(seed, count);
    }

    /** Uncounted random states for warming up a fast solver, none of them among {@code randomStates(seed, ...)}. */
    public static List<CubieCube> warmUpStates(long seed, int count) {
        return RandomCubes.randomStates(seed + WARM_UP_SEED_OFFSET, count);
    }

    /** Uncounted random-move scrambles of {@link #WARM_UP_MOVES} moves, for warming up any solver. */
    public static List<CubieCube> warmUpScrambles(long seed, int count) {
        Random random = new Random(seed ^ 0x5DEECE66DL);
        List<CubieCube> cubes = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            cubes.add(CubieCube.of(RandomCubes.randomMoves(random, WARM_UP_MOVES)));
        }
        return cubes;
    }

    /** Cubes from a file of facelet strings, one per line (blank lines skipped). */
    public static List<CubieCube> fromFile(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file);
        } catch (IOException e) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "cannot read " + file.getFileName(),
                    Map.of("file", file.toString()));
        }
        return lines.stream().map(String::trim).filter(line -> !line.isEmpty()).map(CubieCube::fromFacelets)
                .toList();
    }
}

package dev.cubeguide.bench;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.scan.ColorResolver;
import dev.cubeguide.scan.NearestCentre;
import dev.cubeguide.scan.Rgb;
import dev.cubeguide.scan.ScanResult;
import dev.cubeguide.scan.SimulatedCamera;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/**
 * The colour resolution's benchmark ({@code cubeguide bench --scan}): seeded random-state cubes photographed by the
 * camera model. Accuracy (exact cubes, and the nearest-centre rule's on the same readings for scale), the stickers
 * flagged, whether every wrong cube has a wrong sticker among them, and the speed on one thread: the readings are
 * made first, the resolver is warmed up, then all cubes are resolved in {@link #PASSES} passes ({@link
 * Timing#passes}) and the median pass is reported, in cubes per second of the thread's CPU time (steady on a
 * machine that other work shares) and of wall time.
 */
public final class ScanBenchmark {
    /** Timed passes over all cubes; the median one is reported. */
    static final int PASSES = 3;
    /** Warm-up resolves per unit of {@code --warmup}. */
    private static final int WARM_UP_RESOLVES = 50;

    /** What to run. */
    public record Options(int count, long seed, SimulatedCamera.Light light, int warmup) {
        /** Checks the count and reads the light's name ({@code indoor} or {@code hard}). */
        public static Options of(int count, long seed, String light, int warmup) {
            if (count < 1 || count > 10_000_000) {
                throw new CubeGuideException(ErrorCode.BAD_REQUEST, "--count must be 1..10000000, not " + count,
                        Map.of("count", count));
            }
            return new Options(count, seed, SimulatedCamera.Light.parse(light), Math.max(0, warmup));
        }
    }

    private ScanBenchmark() {
    }

    /** Runs the benchmark; the report as the {@code bench --scan --json} object (keys in a stable order). */
    public static Map<String, Object> run(Options options, MachineInfo machine) {
        Random random = new Random(options.seed());
        List<String> truths = new ArrayList<>(options.count());
        List<List<Rgb>> readings = new ArrayList<>(options.count());
        for (int i = 0; i < options.count(); i++) {
            CubieCube cube = RandomCubes.randomState(random);
            truths.add(cube.toFacelets());
            readings.add(SimulatedCamera.photograph(cube, options.light(), random));
        }
        int exact = 0;
        int nearestExact = 0;
        int unresolved = 0;
        int wrong = 0;
        int wrongFlagged = 0;
        long flagged = 0;
        for (int i = 0; i < options.count(); i++) {
            String truth = truths.get(i);
            if (NearestCentre.read(readings.get(i)).equals(truth)) {
                nearestExact++;
            }
            ScanResult result;
            try {
                result = ColorResolver.resolve(readings.get(i));
            } catch (CubeGuideException e) {
                unresolved++;
                continue;
            }
            flagged += result.uncertain().size();
            if (result.facelets().equals(truth)) {
                exact++;
                continue;
            }
            wrong++;
            if (aWrongStickerIsFlagged(result, truth)) {
                wrongFlagged++;
            }
        }
        // A reading the resolver rejects was counted above; timing it again is part of the speed.
        Timing.warmUp(options.warmup() * WARM_UP_RESOLVES, i -> ColorResolver.resolve(readings.get(i % readings.size())));
        List<Timing.Lap> laps = Timing.passes(PASSES, () -> readings.forEach(ScanBenchmark::resolveQuietly));
        double[] cpuRates = new double[PASSES];
        double[] wallRates = new double[PASSES];
        for (int pass = 0; pass < PASSES; pass++) {
            cpuRates[pass] = options.count() / (Math.max(1, laps.get(pass).cpuNanos()) / 1e9);
            wallRates[pass] = options.count() / (Math.max(1, laps.get(pass).wallNanos()) / 1e9);
        }
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("bench", "scan");
        report.put("light", options.light().displayName());
        report.put("count", options.count());
        report.put("seed", options.seed());
        report.put("exact", exact);
        report.put("exactRate", round(exact / (double) options.count()));
        report.put("nearestCentreExact", nearestExact);
        report.put("unresolved", unresolved);
        report.put("wrong", wrong);
        report.put("wrongWithFlag", wrongFlagged);
        report.put("meanFlagged", round(flagged / (double) Math.max(1, options.count() - unresolved)));
        report.put("cubesPerSecond", Math.round(Stats.of(cpuRates).median()));
        report.put("cubesPerSecondWall", Math.round(Stats.of(wallRates).median()));
        report.put("threads", 1);
        report.put("machine", machine.cpu() + ", " + machine.cores() + " cores, " + machine.jvm());
        return report;
    }

    /** The report of {@link #run} as plain text. */
    public static String text(Map<String, Object> report) {
        int count = (int) report.get("count");
        int exact = (int) report.get("exact");
        int nearestExact = (int) report.get("nearestCentreExact");
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "scan, %s light, %d cubes (seed %d), one thread%n", report.get("light"),
                count, report.get("seed")));
        out.append(String.format(Locale.ROOT,
                "  exact:            %d (%.1f%%); nearest-centre rule on the same readings: %d (%.1f%%)%n",
                exact, 100.0 * exact / count, nearestExact, 100.0 * nearestExact / count));
        out.append(String.format(Locale.ROOT,
                "  wrong:            %d, of which %d have a wrong sticker flagged; unresolved: %d%n",
                report.get("wrong"), report.get("wrongWithFlag"), report.get("unresolved")));
        out.append(String.format(Locale.ROOT, "  flagged stickers: %.2f per cube%n", report.get("meanFlagged")));
        out.append(String.format(Locale.ROOT,
                "  speed:            %d cubes/s of the thread's CPU time, %d cubes/s of wall time (medians of %d passes)%n",
                report.get("cubesPerSecond"), report.get("cubesPerSecondWall"), PASSES));
        out.append(String.format(Locale.ROOT, "  machine:          %s%n", report.get("machine")));
        return out.toString();
    }

    private static boolean aWrongStickerIsFlagged(ScanResult result, String truth) {
        for (int s = 0; s < Rgb.STICKERS; s++) {
            if (result.facelets().charAt(s) != truth.charAt(s) && result.uncertain().contains(s)) {
                return true;
            }
        }
        return false;
    }

    private static void resolveQuietly(List<Rgb> cube) {
        try {
            ColorResolver.resolve(cube);
        } catch (CubeGuideException e) {
            // counted among the unresolved above
        }
    }

    private static double round(double value) {
        return Math.round(value * 1000) / 1000.0;
    }
}

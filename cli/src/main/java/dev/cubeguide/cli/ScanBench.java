package dev.cubeguide.cli;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.report.MachineInfo;
import dev.cubeguide.scan.ColorResolver;
import dev.cubeguide.scan.NearestCentre;
import dev.cubeguide.scan.Rgb;
import dev.cubeguide.scan.ScanResult;
import dev.cubeguide.scan.SimulatedCamera;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/**
 * {@code cubeguide bench --scan}: the colour resolution on seeded random-state cubes photographed by the camera
 * model. Accuracy (exact cubes, and the nearest-centre rule's on the same readings for scale), the stickers
 * flagged, whether every wrong cube has a wrong sticker among them, and the speed on one thread: the readings
 * are made first, the resolver is warmed up, then all cubes are resolved three times and the median pass is
 * reported, in cubes per second of the thread's CPU time (steady on a machine that other work shares) and of
 * wall time.
 */
final class ScanBench {
    private static final int PASSES = 3;

    /** What to run. */
    record Options(int count, long seed, SimulatedCamera.Light light, int warmup) {
        static Options of(int count, long seed, String light, int warmup) {
            if (count < 1 || count > 10_000_000) {
                throw new CubeGuideException(ErrorCode.BAD_REQUEST, "--count must be 1..10000000, not " + count,
                        Map.of("count", count));
            }
            return new Options(count, seed, SimulatedCamera.Light.parse(light), Math.max(0, warmup));
        }
    }

    private ScanBench() {
    }

    static int run(Options options, boolean json, PrintWriter out) {
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
            for (int s = 0; s < Rgb.STICKERS; s++) {
                if (result.facelets().charAt(s) != truth.charAt(s) && result.uncertain().contains(s)) {
                    wrongFlagged++;
                    break;
                }
            }
        }
        for (int i = 0; i < options.warmup() * 50; i++) {
            resolveQuietly(readings.get(i % readings.size()));
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        boolean cpuTime = threads.isCurrentThreadCpuTimeSupported();
        double[] rates = new double[PASSES];
        double[] wallRates = new double[PASSES];
        for (int pass = 0; pass < PASSES; pass++) {
            long cpuStart = cpuTime ? threads.getCurrentThreadCpuTime() : 0;
            long start = System.nanoTime();
            for (List<Rgb> cube : readings) {
                resolveQuietly(cube);
            }
            long wall = System.nanoTime() - start;
            long cpu = cpuTime ? threads.getCurrentThreadCpuTime() - cpuStart : wall;
            rates[pass] = options.count() / (Math.max(1, cpu) / 1e9);
            wallRates[pass] = options.count() / (Math.max(1, wall) / 1e9);
        }
        Arrays.sort(rates);
        Arrays.sort(wallRates);
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
        report.put("cubesPerSecond", Math.round(rates[PASSES / 2]));
        report.put("cubesPerSecondWall", Math.round(wallRates[PASSES / 2]));
        report.put("threads", 1);
        MachineInfo machine = MachineInfo.current();
        report.put("machine", machine.cpu() + ", " + machine.cores() + " cores, " + machine.jvm());
        if (json) {
            out.println(Cli.json(report));
        } else {
            out.printf(Locale.ROOT, "scan, %s light, %d cubes (seed %d), one thread%n", options.light().displayName(),
                    options.count(), options.seed());
            out.printf(Locale.ROOT, "  exact:            %d (%.1f%%); nearest-centre rule on the same readings: %d (%.1f%%)%n",
                    exact, 100.0 * exact / options.count(), nearestExact, 100.0 * nearestExact / options.count());
            out.printf(Locale.ROOT, "  wrong:            %d, of which %d have a wrong sticker flagged; unresolved: %d%n",
                    wrong, wrongFlagged, unresolved);
            out.printf(Locale.ROOT, "  flagged stickers: %.2f per cube%n", report.get("meanFlagged"));
            out.printf(Locale.ROOT, "  speed:            %d cubes/s of the thread's CPU time, %d cubes/s of wall time (medians of %d passes)%n",
                    report.get("cubesPerSecond"), report.get("cubesPerSecondWall"), PASSES);
            out.printf(Locale.ROOT, "  machine:          %s%n", report.get("machine"));
        }
        out.flush();
        return Cli.OK;
    }

    private static void resolveQuietly(List<Rgb> cube) {
        try {
            ColorResolver.resolve(cube);
        } catch (CubeGuideException e) {
            // counted above
        }
    }

    private static double round(double value) {
        return Math.round(value * 1000) / 1000.0;
    }
}

package dev.cubeguide.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The one estimate of a table build: its steps at this machine's speed, the time left from the work done, what is
 * built in words, and how far a plan has come from the store's record of each table's progress.
 */
class BuildEstimateTest {
    private static final TableSpec BIG = new TableSpec("test-big", 1, 3L << 30 >> 2, "a big test table", 9_000_000_000L);
    private static final TableSpec SMALL = new TableSpec("test-small", 1, 1 << 20, "a small test table", 1_000_000_000L);

    @Test
    void aPlanTakesItsStepsAtTheMachinesSpeedOverItsCores() {
        BuildPlan plan = new BuildPlan(List.of(new BuildPlan.Part("the big tables", List.of(BIG)),
                new BuildPlan.Part("the small one", List.of(SMALL))));
        assertThat(plan.steps()).isEqualTo(10_000_000_000L);
        assertThat(plan.seconds(12.0, 2)).isCloseTo(60.0, within(1e-9));
        assertThat(plan.what()).isEqualTo("the big tables (768.0 MiB) and the small one (1.0 MiB)");
        assertThat(plan.intent(60)).startsWith("First use: building the big tables (768.0 MiB) and the small one "
                + "(1.0 MiB), about a minute on this computer (").endsWith("); this happens once.");
        assertThat(new BuildPlan(List.of(new BuildPlan.Part("none", List.of()))).isEmpty()).isTrue();
        assertThat(BuildPlan.NOTHING.seconds()).isZero();
    }

    @Test
    void aSpecWithoutStepsCountsTwoABuildsBytes() {
        assertThat(new TableSpec("test-plain", 1, 1000, "plain").buildSteps()).isEqualTo(2000);
        assertThat(SMALL.withBuildSteps(7).buildSteps()).isEqualTo(7);
        assertThat(SMALL.withBuildSteps(7).fileName()).isEqualTo(SMALL.fileName());
    }

    @Test
    void theTimeLeftFollowsThePlanEarlyAndTheBuildsOwnRateLater() {
        // Nothing done yet: the plan, less the time spent.
        assertThat(BuildEta.secondsLeft(600, 0, 0)).isEqualTo(600);
        assertThat(BuildEta.secondsLeft(600, 100, 0)).isEqualTo(500);
        // On plan, both agree.
        assertThat(BuildEta.secondsLeft(600, 60, 0.1)).isCloseTo(540, within(1e-9));
        // Twice as slow as planned, past a quarter: the build's own rate alone.
        assertThat(BuildEta.secondsLeft(600, 300, 0.25)).isCloseTo(900, within(1e-9));
        // Half way to trusting the rate: half of each.
        assertThat(BuildEta.secondsLeft(600, 120, 0.125)).isCloseTo(0.5 * 525 + 0.5 * 840, within(1e-9));
        assertThat(BuildEta.secondsLeft(600, 700, 1)).isZero();
    }

    @Test
    void durationsReadAtAGlance() {
        assertThat(BuildEta.words(42.4)).isEqualTo("42 s");
        assertThat(BuildEta.words(200)).isEqualTo("3 min 20 s");
        assertThat(BuildEta.words(3900)).isEqualTo("1 h 5 min");
        assertThat(BuildEta.about(37)).isEqualTo("about 35 seconds");
        assertThat(BuildEta.about(2)).isEqualTo("about 5 seconds");
        assertThat(BuildEta.about(70)).isEqualTo("about a minute");
        assertThat(BuildEta.about(560)).isEqualTo("about 9 minutes");
        assertThat(BuildEta.leftWords(0.2, 0.99)).isEqualTo("finishing");
        assertThat(BuildEta.leftWords(0.2, 0.3)).isEqualTo("about 1 s left");
        assertThat(BuildEta.leftWords(75, 0.3)).isEqualTo("about 1 min 15 s left");
    }

    @Test
    void aPlansFractionCountsFiledTablesWholeAndTheOthersByTheirBars(@TempDir Path dir) {
        TableStore store = TableStore.at(dir);
        TableBuildWatch watch = TableBuildWatch.on(store);
        assertThat(TableBuildWatch.on(store)).isSameAs(watch);
        BuildPlan plan = new BuildPlan(List.of(new BuildPlan.Part("two", List.of(BIG, SMALL))));
        assertThat(plan.fractionDone(watch, spec -> false)).isZero();
        try (ProgressFactory.Bar bar = store.openProgress(List.of(BIG))) {
            bar.update(3, 9);
            assertThat(watch.started(BIG)).isTrue();
            assertThat(watch.started(SMALL)).isFalse();
            assertThat(plan.fractionDone(watch, spec -> false)).isCloseTo(0.3, within(1e-9));
            assertThat(plan.fractionDone(watch, Set.of(SMALL)::contains)).isCloseTo(0.4, within(1e-9));
        }
        // A bar opened by label alone counts for the tables whose ids start with it.
        try (ProgressFactory.Bar bar = store.openProgress("building test-sm")) {
            bar.update(1, 2);
            assertThat(watch.fraction(SMALL)).isEqualTo(0.5);
        }
    }

    @Test
    void theCalibrationIsMeasuredOnceAndPositive() {
        double first = BuildCalibration.nanosPerStep();
        assertThat(first).isPositive().isLessThan(1e6);
        assertThat(BuildCalibration.nanosPerStep()).isEqualTo(first);
        assertThat(BuildCalibration.cores()).isBetween(1, 8);
    }

    @Test
    void aStatusCheckReadsTheHeaderOnly(@TempDir Path dir) throws Exception {
        TableStore store = TableStore.at(dir);
        TableSpec spec = new TableSpec("test-check", 1, 64, "checked");
        assertThat(store.check(spec)).isEqualTo(TableStore.FileState.MISSING);
        store.load(spec, (target, progress) -> target[0] = 1);
        assertThat(store.check(spec)).isEqualTo(TableStore.FileState.PRESENT);
        // A payload byte changed: the header still fits (check), the checksum does not (verify).
        Path file = store.pathOf(spec);
        byte[] bytes = java.nio.file.Files.readAllBytes(file);
        bytes[bytes.length - 10] ^= 1;
        java.nio.file.Files.write(file, bytes);
        assertThat(store.check(spec)).isEqualTo(TableStore.FileState.PRESENT);
        assertThat(store.verify(spec)).isEqualTo(TableStore.FileState.CORRUPT);
        java.nio.file.Files.write(file, new byte[] {1, 2, 3});
        assertThat(store.check(spec)).isEqualTo(TableStore.FileState.CORRUPT);
    }
}

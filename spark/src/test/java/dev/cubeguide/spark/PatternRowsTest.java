package dev.cubeguide.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.Patterns;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.registry.SolverRegistry;
import dev.cubeguide.table.SharedTestTables;
import org.junit.jupiter.api.Test;

/** {@code batch --to PATTERN}: each row's solution takes its cube to the pattern; the daemon's request keeps it. */
class PatternRowsTest {
    @Test
    void eachRowIsSolvedToThePattern() {
        Solver solver = SolverRegistry.on(SharedTestTables.store()).get("twophase");
        String cube = CubieCube.of(Alg.parse("R U F'")).toFacelets();
        ResultRow row = ResultRows.solve(new CubeLine("1", 1, cube, null), solver, SolveOptions.defaults(), "superflip");
        assertThat(row.error()).isNull();
        assertThat(CubieCube.fromFacelets(cube).apply(Alg.parse(row.solution())))
                .isEqualTo(Patterns.byName("superflip").orElseThrow().cube());
        ResultRow bad = ResultRows.solve(new CubeLine("2", 2, cube, null), solver, SolveOptions.defaults(), "chess");
        assertThat(bad.error()).isEqualTo("BAD_REQUEST");
    }

    @Test
    void theDaemonsRequestKeepsThePattern() {
        JobOptions options = new JobOptions("in", "out", OutputFormat.JSON, new SolveSettings("twophase", null, null,
                null, MemoryPolicy.MAPPED, "checkerboard"), 10, 0, JobOptions.Progress.NONE, 1, 0);
        assertThat(JobOptions.fromJson(options.toJson()).settings().to()).isEqualTo("checkerboard");
        JobOptions none = new JobOptions("in", "out", OutputFormat.JSON, new SolveSettings("twophase", null, null,
                null, MemoryPolicy.MAPPED), 10, 0, JobOptions.Progress.NONE, 1, 0);
        assertThat(JobOptions.fromJson(none.toJson()).settings().to()).isNull();
    }
}

package dev.cubeguide.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.MemoryPolicy;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The head start's promise: each cube is solved once, by a head-start thread or by the task that takes it. */
class HeadStartTest {
    private static final SolveSettings SETTINGS = new SolveSettings("twophase", null, null,
            System.getProperty("cubeguide.test.tables"), MemoryPolicy.MAPPED);

    private static List<CubeLine> cubes(long seed, int count) {
        List<CubeLine> cubes = new ArrayList<>();
        List<CubieCube> states = RandomCubes.randomStates(seed, count);
        for (int i = 0; i < count; i++) {
            cubes.add(CubeLine.parse(states.get(i).toFacelets(), i + 1).orElseThrow());
        }
        return cubes;
    }

    @AfterEach
    void end() {
        HeadStart.end();
    }

    @Test
    void everyCubeIsSolvedOnceByTheHeadStartOrByItsTask() {
        List<CubeLine> cubes = cubes(11, 40);
        HeadStart.start(cubes, SETTINGS, 2);
        int solvedByTasks = 0;
        for (CubeLine cube : cubes) {
            Optional<ResultRow> ahead = HeadStart.take(cube);
            ResultRow row = ahead.orElseGet(() -> ResultRows.solve(cube, ExecutorSolver.get(SETTINGS), SETTINGS.options()));
            solvedByTasks += ahead.isPresent() ? 0 : 1;
            assertThat(row.id()).isEqualTo(cube.id());
            assertThat(row.error()).isNull();
            assertThat(CubieCube.fromFacelets(row.facelets()).apply(Alg.parse(row.solution())).isSolved()).isTrue();
        }
        // Once a task has asked, the threads claim nothing more; what they had claimed, they finished.
        assertThat(HeadStart.solvedAhead() + solvedByTasks).isEqualTo(cubes.size());
    }

    @Test
    void aCubeATaskClaimedIsLeftToTheTasksAndARetryClaimsItAgainWithoutWaiting() {
        List<CubeLine> cubes = cubes(12, 3);
        HeadStart.start(cubes, SETTINGS, 0);

        assertThat(HeadStart.take(cubes.get(0))).isEmpty();
        assertThat(HeadStart.take(cubes.get(0))).as("a retried task's second try").isEmpty();
        assertThat(HeadStart.solvedAhead()).isZero();
    }

    @Test
    void withoutAHeadStartTheTasksSolveEverything() {
        List<CubeLine> cubes = cubes(13, 2);
        HeadStart.start(cubes, SETTINGS, 2);
        HeadStart.end();

        assertThat(HeadStart.take(cubes.get(0))).isEmpty();
        assertThat(HeadStart.take(cubes(14, 1).get(0))).isEmpty();
    }
}

package dev.cubeguide.solve.twophase;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.coord.Coordinates;
import dev.cubeguide.coord.Symmetry;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Move;
import dev.cubeguide.solve.SearchLimits;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The directions' start coordinates, made from arrays, against the cube algebra of {@link CubieCube}. */
class TwoPhaseDirectionTest {
    private static final SearchTables T = TwoPhaseSolverTest.SOLVER.searchTables();

    @Test
    void everyDirectionStartsFromTheConjugatedPreMovedCube() {
        List<CubieCube> cubes = new ArrayList<>(RandomCubes.randomStates(5, 40));
        cubes.add(CubieCube.SOLVED);
        cubes.add(CubieCube.of(Alg.parse("R U F'")));
        for (CubieCube cube : cubes) {
            Job job = new Job(cube, T, 0, 20, 20, 1, SearchLimits.NONE, null);
            for (int i = 0; i < Direction.ALL; i++) {
                Direction d = job.direction(i);
                CubieCube start = (i % 6 & 1) != 0 ? cube.inverse() : cube;
                if (Direction.preMove2Of(i) >= 0) {
                    start = CubieCube.of(Move.ofIndex(Direction.preMove2Of(i))).multiply(start);
                }
                if (i >= Direction.BASE) {
                    start = CubieCube.of(Move.ofIndex(Direction.preMoveOf(i))).multiply(start);
                }
                CubieCube seen = Symmetry.conjugate(start, 16 * (i % 6 >> 1));
                assertThat(List.of(d.twist, d.flip, d.slice)).as("direction %d", i)
                        .containsExactly(Coordinates.twist(seen), Coordinates.flip(seen), Coordinates.sliceSorted(seen));
                if (d.unused) {
                    assertThat(T.tables.phase1Distance(d.flip, d.slice, d.twist)).isGreaterThan(Job.TWO_PRE_MOVES_UP_TO - 2);
                    continue;
                }
                assertThat(List.of(d.twist, d.flip, d.slice, d.corner, d.uEdges, d.dEdges)).as("direction %d", i)
                        .containsExactly(Coordinates.twist(seen), Coordinates.flip(seen), Coordinates.sliceSorted(seen),
                                Coordinates.cornerPerm(seen), Coordinates.uEdges(seen), Coordinates.dEdges(seen));
                assertThat(d.distance()).isEqualTo(T.tables.phase1Distance(d.flip, d.slice, d.twist));
            }
        }
    }

    @Test
    void aSymmetricCubeHasDuplicateDirections() {
        CubieCube superflip = CubieCube.of(Alg.parse("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2"));
        Job job = new Job(superflip, T, 0, 20, 20, 1, SearchLimits.NONE, null);
        int duplicates = 0;
        for (int i = 0; i < Direction.ALL; i++) {
            duplicates += job.direction(i).duplicate ? 1 : 0;
        }
        assertThat(duplicates).isGreaterThan(Direction.ALL / 2);
        Job random = new Job(RandomCubes.randomStates(9, 1).get(0), T, 0, 20, 20, 1, SearchLimits.NONE, null);
        for (int i = 0; i < Direction.ONE; i++) {
            assertThat(random.direction(i).duplicate).isFalse();
        }
    }

    @Test
    void theDirectionTablesGrowWithoutLosingOrConfusingStarts() {
        // The job's direction array and start-state set start small and double; making the last direction first
        // grows both many times over.
        Job job = new Job(RandomCubes.randomStates(9, 1).get(0), T, 0, 20, 20, 1, SearchLimits.NONE, null);
        Direction last = job.direction(Direction.ALL - 1);
        // The reference: a direction is a duplicate when ruled out at once or when an earlier one that is not
        // starts from the same state (two commuting pre-moves, say R L and L R).
        Set<List<Long>> starts = new HashSet<>();
        int used = 0;
        for (int i = 0; i < Direction.ALL; i++) {
            Direction d = job.direction(i);
            boolean duplicate = d.unused || !starts.add(List.of(d.startKeyHigh(), d.startKeyLow()));
            assertThat(d.duplicate).as("direction %d", i).isEqualTo(duplicate);
            used += duplicate ? 0 : 1;
        }
        assertThat(used).isGreaterThan(Direction.ONE);
        assertThat(job.direction(Direction.ALL - 1)).isSameAs(last);
    }
}

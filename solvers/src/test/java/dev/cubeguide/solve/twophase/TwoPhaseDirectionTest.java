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
            Job job = new Job(cube, T, PreMoveSchedule.SHORTEST, 20, 20, 1, SearchLimits.NONE, null, 20, false);
            // Every direction up to two pre-moves, and a sample of those with three.
            for (int i = 0; i < Direction.ALL; i += i < Direction.TWO ? 1 : 37) {
                Direction d = job.direction(i);
                CubieCube start = (i % 6 & 1) != 0 ? cube.inverse() : cube;
                int[] preMoves = Direction.preMovesOf(i);
                assertThat(preMoves).hasSize(Direction.preMoveCount(i));
                for (int k = preMoves.length - 1; k >= 0; k--) {
                    start = CubieCube.of(Move.ofIndex(preMoves[k])).multiply(start);
                }
                CubieCube seen = Symmetry.conjugate(start, 16 * (i % 6 >> 1));
                assertThat(List.of(d.twist, d.flip, d.slice)).as("direction %d", i)
                        .containsExactly(Coordinates.twist(seen), Coordinates.flip(seen), Coordinates.sliceSorted(seen));
                int[] scratch = new int[12];
                assertThat(List.of(d.twist, d.flip, d.slice, d.corner(scratch), d.uEdges(scratch), d.dEdges(scratch)))
                        .as("direction %d", i)
                        .containsExactly(Coordinates.twist(seen), Coordinates.flip(seen), Coordinates.sliceSorted(seen),
                                Coordinates.cornerPerm(seen), Coordinates.uEdges(seen), Coordinates.dEdges(seen));
                assertThat(d.distance())
                        .isEqualTo(T.tables.phase1Exact().get(T.tables.phase1Index(d.flip, d.slice, d.twist)));
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
        // The reference: a direction is a duplicate when an earlier one starts from the same state (two commuting
        // pre-moves, say R L and L R).
        Set<List<Long>> starts = new HashSet<>();
        int used = 0;
        for (int i = 0; i < Direction.ALL; i++) {
            Direction d = job.direction(i);
            boolean duplicate = !starts.add(List.of(d.startKeyHigh(), d.startKeyLow()));
            assertThat(d.duplicate).as("direction %d", i).isEqualTo(duplicate);
            used += duplicate ? 0 : 1;
        }
        assertThat(used).isGreaterThan(Direction.ONE);
        assertThat(job.direction(Direction.ALL - 1)).isSameAs(last);
    }
}

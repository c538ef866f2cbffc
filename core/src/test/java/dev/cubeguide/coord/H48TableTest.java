package dev.cubeguide.coord;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import java.util.HashMap;
import java.util.Map;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Move;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The exact H48 table on small instances (the set to 3 moves, a base of 3, so entries up to 5 moves), against the
 * cosets' distances found by applying every move sequence of up to 5 moves to cubies.
 */
class H48TableTest {
    private static final int DEPTH = 5;
    private static H48Coords h;
    /** Per coset reached (unreduced: raw corners, slices, flips), its distance; and per h = 0 coset, its distance. */
    private static final Map<Long, Integer> distance = new HashMap<>();
    private static final Map<Long, Integer> cornersAndSlicesDistance = new HashMap<>();
    private static final Map<Long, CubieCube> sample = new HashMap<>();

    @BeforeAll
    static void enumerate() {
        h = new H48Coords();
        visit(new Cubie(), 0, -1);
    }

    private static void visit(Cubie c, int depth, int lastFace) {
        long coset = H48Coords.cosetKey(H48Coords.cornerRaw(c), H48Coords.slicesRaw(c), H48Coords.flipsRaw(c));
        distance.merge(coset, depth, Math::min);
        cornersAndSlicesDistance.merge(coset / H48Coords.FLIPS, depth, Math::min);
        sample.putIfAbsent(coset, c.toCubieCube());
        if (depth == DEPTH) {
            return;
        }
        for (int m = 0; m < 18; m++) {
            int face = m / 3;
            if (face == lastFace || face == lastFace - 3) {
                m += 2;
                continue;
            }
            Cubie child = new Cubie();
            Cubie.multiply(c, Cubie.move(m), child);
            visit(child, depth + 1, face);
        }
    }

    private static int code(int distance) {
        return distance <= 3 ? 0 : Math.min(distance - 3, 3);
    }

    private static int codeOf(H48Table table, CubieCube cube) {
        Cubie c = Cubie.of(cube);
        return table.code(H48Coords.cornerRaw(c), H48Coords.slicesRaw(c), H48Coords.flipsRaw(c));
    }

    /** The breadth-first count of the cosets by distance is that of every move sequence applied to cubies. */
    @Test
    void theCosetCountsByDepthAreThoseOfAllMoveSequences() {
        long[] bySequences = new long[DEPTH + 1];
        distance.values().forEach(d -> bySequences[d]++);
        assertThat(h.countCosetsByDepth(DEPTH)).containsExactly(bySequences);
        assertThat(bySequences).containsExactly(1, 6, 75, 888, 11_082, 142_230);
    }

    /** With no flip bits the coordinate is a coset's own (corners and slices), so the table is its exact distance. */
    @Test
    void withNoFlipBitsEachEntryIsItsCosetsDistance() {
        H48Table table = H48Table.build(h, 0, 3, 3, 2, line -> { });
        for (Map.Entry<Long, CubieCube> e : sample.entrySet()) {
            int d = cornersAndSlicesDistance.get(e.getKey() / H48Coords.FLIPS);
            assertThat(codeOf(table, e.getValue())).as("a coset %d moves out", d).isEqualTo(code(d));
        }
        for (CubieCube cube : RandomCubes.randomStates(3, 200)) {
            assertThat(codeOf(table, cube)).isEqualTo(3);
        }
        assertThat(table.distribution()[0] + table.distribution()[1] + table.distribution()[2])
                .as("the entries within 5 moves are the classes of the cosets within 5 moves, in all their frames")
                .isPositive();
    }

    /**
     * With flip bits an entry is the smallest distance of the cosets it stands for: never above a coset's own (the
     * bound is sound), never below its corners and slices' (it knows at least what the h = 0 table knows), and on
     * these small instances strictly above that for some cosets (the flip bits tell something).
     */
    @Test
    void withFlipBitsEachEntryLiesBetweenTheCornersAndSlicesDistanceAndTheCosetsOwn() {
        H48Table table = H48Table.build(h, 4, 3, 3, 2, line -> { });
        int above = 0;
        for (Map.Entry<Long, CubieCube> e : sample.entrySet()) {
            int own = distance.get(e.getKey());
            int floor = cornersAndSlicesDistance.get(e.getKey() / H48Coords.FLIPS);
            int code = codeOf(table, e.getValue());
            assertThat(code).as("a coset %d moves out", own).isLessThanOrEqualTo(code(own));
            assertThat(code).isGreaterThanOrEqualTo(code(floor));
            if (code > code(floor)) {
                above++;
            }
        }
        assertThat(above).isPositive();
    }

    /** The marks' move sequences: no face twice in a row, opposite faces in one order (18, 243 and 3,240 of them). */
    @Test
    void theMarksFollowEveryCanonicalSequenceOfUpToThreeMoves() {
        assertThat(H48SlabBuild.canonicalSequences(1).length).isEqualTo(18);
        assertThat(H48SlabBuild.canonicalSequences(2).length).isEqualTo(18 + 243);
        assertThat(H48SlabBuild.canonicalSequences(3).length).isEqualTo(18 + 243 + 3240);
        int pair = H48SlabBuild.pair(3392, 3500, 47);
        assertThat(H48SlabBuild.pairSource(pair)).isEqualTo(3392);
        assertThat(H48SlabBuild.pairSequence(pair)).isEqualTo(3500);
        assertThat(H48SlabBuild.pairSym(pair)).isEqualTo(47);
    }

    /**
     * The slabs are marked by whichever thread takes them, and at h = 0 neighbouring slabs share a byte: one thread
     * and two give the same bytes.
     */
    @Test
    void oneThreadAndTwoBuildTheSameBytes() {
        for (int flipBits : new int[] {0, 1}) {
            byte[] one = H48Table.build(h, flipBits, 3, 3, 1, line -> { }).builtPart(0);
            byte[] two = H48Table.build(h, flipBits, 3, 3, 2, line -> { }).builtPart(0);
            assertThat(Arrays.equals(one, two)).as("h = %d", flipBits).isTrue();
        }
    }

    /**
     * The probe on the small table, with no fallback (every code 0 read as 0): at each bound it finds a solution
     * exactly when the bound reaches the scramble's optimal length, which a search without bounds gives.
     */
    @Test
    void theProbeFindsASolutionExactlyAtTheOptimalLength() {
        H48Table table = H48Table.build(h, 4, 3, 3, 2, line -> { });
        H48Probe probe = new H48Probe(h, table, new byte[h.classCount() * H48Coords.SLICES]);
        Random random = new Random(48);
        for (int i = 0; i < 12; i++) {
            CubieCube cube = CubieCube.of(RandomCubes.randomMoves(random, 4));
            int optimal = bruteForceLength(cube, 4);
            for (int b = 0; b <= 4; b++) {
                long nodes = probe.searchBound(cube, b);
                assertThat(nodes < 0).as("a solution within %d moves of %s", b, cube).isEqualTo(b >= optimal);
            }
        }
        assertThat(probe.searchBound(CubieCube.of(Alg.parse("R U R' U'")), 4)).isNegative();
    }

    private static int bruteForceLength(CubieCube cube, int max) {
        for (int length = 0; length <= max; length++) {
            if (solvable(cube, length, -1)) {
                return length;
            }
        }
        throw new AssertionError("not within " + max);
    }

    private static boolean solvable(CubieCube cube, int left, int lastFace) {
        if (left == 0) {
            return cube.isSolved();
        }
        for (int m = 0; m < 18; m++) {
            if (m / 3 != lastFace && solvable(cube.apply(Move.ofIndex(m)), left - 1, m / 3)) {
                return true;
            }
        }
        return false;
    }

    /** The fallback, the exact h = 0 distance of every entry: the whole breadth-first search (about a minute on 2 cores). */
    @Test
    @Tag("slow")
    void theCornersAndSlicesDistancesAreTheCosetsOwn() {
        byte[] fallback = H48Fallback.distances(h);
        assertThat(fallback).doesNotContain((byte) -1);
        for (Map.Entry<Long, CubieCube> e : sample.entrySet()) {
            Cubie c = Cubie.of(e.getValue());
            int classSym = h.cornerClassSym[H48Coords.cornerRaw(c)];
            int entry = (classSym >>> 6) * H48Coords.SLICES + h.conjugateSlices(H48Coords.slicesRaw(c), classSym & 63);
            int d = cornersAndSlicesDistance.get(e.getKey() / H48Coords.FLIPS);
            assertThat(fallback[entry]).isEqualTo((byte) d);
        }
        int[] counts = new int[16];
        for (byte d : fallback) {
            counts[d]++;
        }
        assertThat(Arrays.stream(counts).sum()).isEqualTo(fallback.length);
    }
}

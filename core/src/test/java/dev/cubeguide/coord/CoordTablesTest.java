package dev.cubeguide.coord;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.RandomCubes;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Move;
import dev.cubeguide.table.Progress;
import dev.cubeguide.table.SharedTestTables;
import dev.cubeguide.table.TableBuilder;
import dev.cubeguide.table.TableLoadEvent;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableStore;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CoordTablesTest {
    private static final List<CubieCube> CUBES = RandomCubes.randomStates(42, 60);

    private static CoordTables shared() {
        return CoordTables.of(SharedTestTables.store());
    }

    /**
     * Following a flip-slice by class and symmetry ({@link SymClasses#step} on the class move table) lands in the
     * class of the raw coordinate after the move, with a symmetry that maps it to the representative (the raw
     * look-up's symmetry, up to the class's own symmetries), along random walks.
     */
    @Test
    void theClassStepFollowsTheRawCoordinate() {
        CoordTables t = shared();
        SymClasses classes = t.flipSliceClasses();
        char[] flipMove = t.flipMove();
        char[] sliceMove = t.sliceSortedMove();
        Random random = new Random(5);
        for (CubieCube c : CUBES) {
            int flip = Coordinates.flip(c);
            int slice = Coordinates.sliceSorted(c) / 24;
            int raw = slice * 2048 + flip;
            int entry = classes.classOf(raw) << 4 | classes.symmetryOf(raw);
            for (int step = 0; step < 30; step++) {
                int m = random.nextInt(18);
                flip = flipMove[flip * 18 + m];
                slice = sliceMove[slice * 24 * 18 + m] / 24;
                raw = slice * 2048 + flip;
                entry = SymClasses.step(t.flipSliceSymMove(), entry, m);
                int c0 = classes.classOf(raw);
                assertThat(entry >>> 4).isEqualTo(c0);
                int relative = Symmetry.multiply(entry & 15, Symmetry.inverse(classes.symmetryOf(raw)));
                assertThat(classes.stabilizer(c0) >>> relative & 1).as("symmetry within the class's own").isEqualTo(1);
            }
        }
    }

    @Test
    void moveTablesAgreeWithCubieMultiplication() {
        CoordTables t = shared();
        for (CubieCube c : CUBES) {
            for (int m = 0; m < 18; m++) {
                CubieCube d = c.apply(Move.ofIndex(m));
                assertThat((int) t.twistMove()[Coordinates.twist(c) * 18 + m]).isEqualTo(Coordinates.twist(d));
                assertThat((int) t.flipMove()[Coordinates.flip(c) * 18 + m]).isEqualTo(Coordinates.flip(d));
                assertThat((int) t.sliceSortedMove()[Coordinates.sliceSorted(c) * 18 + m])
                        .isEqualTo(Coordinates.sliceSorted(d));
                assertThat((int) t.uEdgesMove()[Coordinates.uEdges(c) * 18 + m]).isEqualTo(Coordinates.uEdges(d));
                assertThat((int) t.dEdgesMove()[Coordinates.dEdges(c) * 18 + m]).isEqualTo(Coordinates.dEdges(d));
                assertThat((int) t.cornerPermMove()[Coordinates.cornerPerm(c) * 18 + m])
                        .isEqualTo(Coordinates.cornerPerm(d));
            }
        }
        Random random = new Random(5);
        int[] phase2 = Coordinates.phase2Moves();
        CubieCube c = CubieCube.SOLVED;
        for (int i = 0; i < 500; i++) {
            int m = phase2[random.nextInt(phase2.length)];
            CubieCube d = c.apply(Move.ofIndex(m));
            assertThat((int) t.udEdgePermMove()[Coordinates.udEdgePerm(c.edgePermutation()) * 18 + m])
                    .isEqualTo(Coordinates.udEdgePerm(d.edgePermutation()));
            c = d;
        }
    }

    @Test
    void conjugationTablesAgreeWithSymmetryConjugation() {
        CoordTables t = shared();
        for (CubieCube c : CUBES) {
            for (int s = 0; s < Symmetry.N_SYM_UD; s++) {
                CubieCube conj = Symmetry.conjugate(c, s);
                assertThat((int) t.twistConj()[Coordinates.twist(c) * 16 + s]).isEqualTo(Coordinates.twist(conj));
            }
        }
        CubieCube c = CubieCube.of(Alg.parse("U R2 D' F2 L2 U2 B2 D R2 U'"));
        for (int s = 0; s < Symmetry.N_SYM_UD; s++) {
            CubieCube conj = Symmetry.conjugate(c, s);
            assertThat((int) t.udEdgeConj()[Coordinates.udEdgePerm(c.edgePermutation()) * 16 + s])
                    .isEqualTo(Coordinates.udEdgePerm(conj.edgePermutation()));
        }
    }

    @Test
    void symmetryClassesHaveTheKnownSizesAndRepresentatives() {
        CoordTables t = shared();
        SymClasses fs = t.flipSliceClasses();
        assertThat(fs.classCount()).isEqualTo(64430);
        SymClasses cc = t.cornerClasses();
        assertThat(cc.classCount()).isEqualTo(2768);
        for (CubieCube c : CUBES) {
            int raw = Coordinates.flipSlice(Coordinates.slice(c), Coordinates.flip(c));
            CubieCube conj = Symmetry.conjugate(c, fs.symmetryOf(raw));
            assertThat(Coordinates.flipSlice(Coordinates.slice(conj), Coordinates.flip(conj)))
                    .isEqualTo(fs.representative(fs.classOf(raw)));
            int corner = Coordinates.cornerPerm(c);
            assertThat(Coordinates.cornerPerm(Symmetry.conjugate(c, cc.symmetryOf(corner))))
                    .isEqualTo(cc.representative(cc.classOf(corner)));
        }
        assertThat(fs.classOf(0)).isZero();
        assertThat(cc.classOf(0)).isZero();
        assertThat(fs.stabilizer(0)).isEqualTo(0xFFFF);
    }

    /**
     * The flip-slice classes worked out from the conjugation tables of the flip and the slice position are those of
     * cubie conjugation: each raw value conjugated by its symmetry is its class's representative, a representative's
     * stabilizer holds exactly the symmetries that fix it, and the store's classes are the same.
     */
    @Test
    void flipSliceClassesFromConjugationTablesAreTheCubieOnes() {
        SymClasses built = SymTables.flipSliceClasses();
        SymClasses stored = shared().flipSliceClasses();
        java.util.Random random = new java.util.Random(17);
        for (int k = 0; k < 3000; k++) {
            int raw = random.nextInt(Coordinates.N_FLIPSLICE);
            assertThat(built.classOf(raw)).isEqualTo(stored.classOf(raw));
            assertThat(built.symmetryOf(raw)).isEqualTo(stored.symmetryOf(raw));
            CubieCube cube = flipSliceCube(raw);
            CubieCube rep = Symmetry.conjugate(cube, built.symmetryOf(raw));
            assertThat(Coordinates.flipSlice(Coordinates.slice(rep), Coordinates.flip(rep)))
                    .isEqualTo(built.representative(built.classOf(raw)));
        }
        for (int c = 0; c < built.classCount(); c += 97) {
            CubieCube rep = flipSliceCube(built.representative(c));
            int fixing = 0;
            for (int s = 0; s < 16; s++) {
                CubieCube conj = Symmetry.conjugate(rep, s);
                fixing |= Coordinates.flipSlice(Coordinates.slice(conj), Coordinates.flip(conj))
                        == built.representative(c) ? 1 << s : 0;
            }
            assertThat(built.stabilizer(c)).isEqualTo(fixing);
        }
    }

    /** A cube with the flip-slice {@code raw} (slice edges in order at their positions, corners solved). */
    private static CubieCube flipSliceCube(int raw) {
        Cubie c = new Cubie();
        Coordinates.setEdges4(c.ep, 8, raw / Coordinates.N_FLIP * 24);
        Coordinates.setFlip(c.eo, raw % Coordinates.N_FLIP);
        return c.toCubieCube();
    }

    @Test
    void phase1DistancesAreConsistent() {
        CoordTables t = shared();
        assertThat(t.phase1Exact().get(t.phase1Index(0, 0, 0))).isZero();
        for (int m = 0; m < 18; m++) {
            CubieCube c = CubieCube.of(Move.ofIndex(m));
            assertThat(distance1(t, c)).as("move %d", m).isEqualTo(Coordinates.isPhase2Move(m) ? 0 : 1);
        }
        Random random = new Random(9);
        for (int k = 1; k <= 12; k++) {
            Alg scramble = RandomCubes.randomMoves(random, k);
            assertThat(distance1(t, CubieCube.of(scramble))).isLessThanOrEqualTo(k);
        }
        for (CubieCube c : CUBES.subList(0, 20)) {
            int d = distance1(t, c);
            assertThat(d).isBetween(1, 12);
            boolean closer = false;
            for (int m = 0; m < 18; m++) {
                CubieCube n = c.apply(Move.ofIndex(m));
                int dn = distance1(t, n);
                assertThat(Math.abs(dn - d)).isLessThanOrEqualTo(1);
                closer |= dn == d - 1;
            }
            assertThat(closer).isTrue();
        }
    }

    @Test
    void phase2DistancesAreConsistent() {
        CoordTables t = shared();
        assertThat(phase2Distance(t, 0, 0)).isZero();
        Random random = new Random(10);
        int[] phase2 = Coordinates.phase2Moves();
        for (int k = 1; k <= 18; k++) {
            CubieCube c = CubieCube.SOLVED;
            for (int i = 0; i < k; i++) {
                c = c.apply(Move.ofIndex(phase2[random.nextInt(phase2.length)]));
            }
            int d = phase2Distance(t, Coordinates.cornerPerm(c), Coordinates.udEdgePerm(c.edgePermutation()));
            assertThat(d).isLessThanOrEqualTo(k);
            int cs = t.cornerSlicePruning()[Coordinates.cornerPerm(c) * 24 + Coordinates.slicePerm(c.edgePermutation())];
            assertThat(cs).isBetween(0, k);
        }
        Random r = new Random(12);
        for (int i = 0; i < 300; i++) {
            CubieCube c = CubieCube.SOLVED;
            for (int k = 0; k < 25; k++) {
                c = c.apply(Move.ofIndex(phase2[r.nextInt(phase2.length)]));
            }
            int merged = t.udEdgesMerge()[Coordinates.uEdges(c) * 24 + Coordinates.dEdges(c) % 24];
            assertThat(merged).isEqualTo(Coordinates.udEdgePerm(c.edgePermutation()));
            int d = phase2Distance(t, Coordinates.cornerPerm(c), merged);
            boolean closer = d == 0;
            for (int m : phase2) {
                CubieCube n = c.apply(Move.ofIndex(m));
                int dn = phase2Distance(t, Coordinates.cornerPerm(n), Coordinates.udEdgePerm(n.edgePermutation()));
                assertThat(Math.abs(dn - d)).isLessThanOrEqualTo(1);
                closer |= dn == d - 1;
            }
            assertThat(closer).isTrue();
        }
        assertThat(phase2Distance(t, Coordinates.cornerPerm(CubieCube.of(Alg.parse("R2"))), 
                Coordinates.udEdgePerm(CubieCube.of(Alg.parse("R2")).edgePermutation()))).isEqualTo(1);
    }

    @Test
    void aLoadedTableEqualsAFreshlyBuiltOne(@TempDir Path dir) {
        TableStore store = TableStore.at(dir);
        CoordTables tables = CoordTables.of(store);
        char[] built = tables.twistMove();
        SymClasses classes = tables.cornerClasses();
        char[] fresh = MoveTables.twist();
        assertThat(built).isEqualTo(fresh);
        char[] loaded = LoadedTables.toChars(store.load(CoordTables.TWIST_MOVE, (target, p) -> fail("must load")));
        assertThat(loaded).isEqualTo(fresh);
        byte[] freshClasses = new byte[(int) CoordTables.CORNER_SYM.sizeBytes()];
        SymTables.cornerClasses().writeTo(freshClasses);
        assertThat(store.load(CoordTables.CORNER_SYM, (target, p) -> fail("must load"))).isEqualTo(freshClasses);
        assertThat(classes.classCount()).isEqualTo(2768);
    }

    @Test
    void aCorruptTableFileIsDetectedAndRebuilt(@TempDir Path dir) throws IOException {
        TableStore store = TableStore.at(dir);
        CoordTables.of(store).flipMove();
        Path file = store.pathOf(CoordTables.FLIP_MOVE);
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length / 2] ^= 0x5A;
        Files.write(file, bytes);
        assertThat(store.verify(CoordTables.FLIP_MOVE)).isEqualTo(TableStore.FileState.CORRUPT);

        byte[] again = store.load(CoordTables.FLIP_MOVE,
                (target, p) -> LoadedTables.fromChars(MoveTables.flip(), target));
        assertThat(LoadedTables.toChars(again)).isEqualTo(MoveTables.flip());
        TableLoadEvent last = store.events().get(store.events().size() - 1);
        assertThat(last.built()).isTrue();
        assertThat(last.rebuiltBecause()).isNotEmpty();
        assertThat(store.verify(CoordTables.FLIP_MOVE)).isEqualTo(TableStore.FileState.PRESENT);

        Files.delete(file);
        assertThat(store.verify(CoordTables.FLIP_MOVE)).isEqualTo(TableStore.FileState.MISSING);
    }

    @Test
    void loadIfValidReadsAGoodFileAndNeverBuildsOrRewrites(@TempDir Path dir) throws IOException {
        TableStore store = TableStore.at(dir);
        assertThat(store.loadIfValid(CoordTables.FLIP_MOVE)).isEmpty();
        assertThat(Files.exists(store.pathOf(CoordTables.FLIP_MOVE))).isFalse();

        byte[] built = store.load(CoordTables.FLIP_MOVE,
                (target, p) -> LoadedTables.fromChars(MoveTables.flip(), target));
        assertThat(store.loadIfValid(CoordTables.FLIP_MOVE)).hasValueSatisfying(b -> assertThat(b).isEqualTo(built));

        Path file = store.pathOf(CoordTables.FLIP_MOVE);
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length / 2] ^= 0x5A;
        Files.write(file, bytes);
        assertThat(store.loadIfValid(CoordTables.FLIP_MOVE)).isEmpty();
        assertThat(Files.readAllBytes(file)).isEqualTo(bytes);
    }

    /** A mapping checked whole: the payload of a good file, nothing of a damaged one, and never a build. */
    @Test
    void mapIfValidMapsAGoodFileAndRefusesADamagedOne(@TempDir Path dir) throws IOException {
        TableStore store = TableStore.at(dir);
        assertThat(store.mapIfValid(CoordTables.FLIP_MOVE)).isEmpty();
        assertThat(Files.exists(store.pathOf(CoordTables.FLIP_MOVE))).isFalse();

        byte[] built = store.load(CoordTables.FLIP_MOVE,
                (target, p) -> LoadedTables.fromChars(MoveTables.flip(), target));
        assertThat(store.mapIfValid(CoordTables.FLIP_MOVE)).hasValueSatisfying(buffer -> {
            byte[] mapped = new byte[buffer.remaining()];
            buffer.duplicate().get(mapped);
            assertThat(mapped).isEqualTo(built);
        });

        Path file = store.pathOf(CoordTables.FLIP_MOVE);
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length / 2] ^= 0x5A;
        Files.write(file, bytes);
        assertThat(store.mapIfValid(CoordTables.FLIP_MOVE)).isEmpty();
        assertThat(Files.readAllBytes(file)).isEqualTo(bytes);
    }

    @Test
    void theSplitTableIsNeverBuiltWhenOnlyItsExistingPartsAreAskedFor(@TempDir Path dir) {
        TableStore store = TableStore.at(dir);
        for (CornerSplitPruning.Variant variant : CornerSplitPruning.Variant.values()) {
            assertThat(CornerSplitPruning.ofExisting(CoordTables.of(store), variant)).isEmpty();
            for (TableSpec part : variant.specs) {
                assertThat(Files.exists(store.pathOf(part))).isFalse();
            }
        }
    }

    /** A payload saved from outside (a part of a table built in parts) reads back; a wrong size is refused. */
    @Test
    void aSavedPayloadReadsBackAndAWrongSizeIsRefused(@TempDir Path dir) throws IOException {
        TableStore store = TableStore.at(dir);
        // Larger than the store's 1 MiB read and write pieces, so that several pieces make one file.
        TableSpec spec = new TableSpec("test-saved", 1, 3_000_001, "a saved test payload");
        byte[] payload = new byte[3_000_001];
        new Random(8).nextBytes(payload);
        store.save(spec, payload);
        assertThat(store.verify(spec)).isEqualTo(TableStore.FileState.PRESENT);
        assertThat(store.loadIfValid(spec)).hasValueSatisfying(b -> assertThat(b).isEqualTo(payload));
        assertThatThrownBy(() -> store.save(spec, new byte[10])).isInstanceOf(IllegalArgumentException.class);
        assertThat(store.loadIfValid(spec)).hasValueSatisfying(b -> assertThat(b).isEqualTo(payload));
    }

    /**
     * A mapped table reads as the loaded one; a missing file is built and then mapped; a corrupt one (payload or
     * header) is detected and rebuilt, the rebuild recorded with its reason.
     */
    @Test
    void aMappedTableReadsAsLoadedAndAMissingOrCorruptFileIsRebuilt(@TempDir Path dir) throws IOException {
        TableStore store = TableStore.at(dir);
        TableSpec spec = new TableSpec("test-mapped", 1, 3_000_001, "a mapped test payload");
        byte[] payload = new byte[3_000_001];
        new Random(9).nextBytes(payload);
        int[] builds = {0};
        TableBuilder builder = (target, p) -> {
            builds[0]++;
            System.arraycopy(payload, 0, target, 0, payload.length);
        };
        ByteBuffer built = store.map(spec, builder);
        assertThat(builds[0]).isEqualTo(1);
        assertThat(bytesOf(built)).isEqualTo(payload);
        assertThat(built.order()).isEqualTo(ByteOrder.LITTLE_ENDIAN);
        long expected = ByteBuffer.wrap(payload).order(ByteOrder.LITTLE_ENDIAN).getLong(8);
        assertThat(built.getLong(8)).isEqualTo(expected);
        assertThat(bytesOf(store.map(spec, (target, p) -> fail("must map")))).isEqualTo(payload);
        assertThat(store.load(spec, (target, p) -> fail("must load"))).isEqualTo(payload);

        Path file = store.pathOf(spec);
        for (int at : new int[] {4, Files.readAllBytes(file).length / 2, Files.readAllBytes(file).length - 1}) {
            byte[] bytes = Files.readAllBytes(file);
            bytes[at] ^= 0x5A;
            Files.write(file, bytes);
            assertThat(bytesOf(store.map(spec, builder))).isEqualTo(payload);
            TableLoadEvent last = store.events().get(store.events().size() - 1);
            assertThat(last.built()).isTrue();
            assertThat(last.rebuiltBecause()).isNotEmpty();
        }
        Files.write(file, Arrays.copyOf(Files.readAllBytes(file), 100));
        assertThat(bytesOf(store.map(spec, builder))).isEqualTo(payload);
        assertThat(builds[0]).isEqualTo(5);
        assertThat(store.verify(spec)).isEqualTo(TableStore.FileState.PRESENT);
    }

    private static byte[] bytesOf(ByteBuffer buffer) {
        byte[] out = new byte[buffer.capacity()];
        buffer.get(0, out);
        return out;
    }

    private static int distance1(CoordTables t, CubieCube c) {
        int index = t.phase1Index(Coordinates.flip(c), Coordinates.sliceSorted(c), Coordinates.twist(c));
        return t.phase1Exact().get(index);
    }

    /** The exact phase-2 distance of the corners and UD edges: one look-up. */
    private static int phase2Distance(CoordTables t, int cornerPerm, int udEdgePerm) {
        return t.phase2Pruning().get(t.phase2Index(cornerPerm, udEdgePerm));
    }
}

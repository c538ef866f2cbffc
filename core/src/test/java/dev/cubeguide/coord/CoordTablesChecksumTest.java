package dev.cubeguide.coord;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.table.MemoryTableSource;
import dev.cubeguide.table.ProgressFactory;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.ThreadPoolWorkers;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The coordinate tables' files stay byte-identical: each table is built afresh (in memory, never read from a store)
 * and its file name (id and version), size and the SHA-256 of its payload (the bytes a {@link
 * dev.cubeguide.table.TableStore} writes between its header, which the spec fixes, and its CRC) are compared with
 * what the builders gave when these figures were recorded. A change here means every user rebuilds the table, so
 * such a change must raise the spec's version. The four large tables take a minute or more and run with
 * {@code -Pslow}.
 */
class CoordTablesChecksumTest {
    /** One recorded table: its file name, payload size and payload SHA-256. */
    private record Recorded(TableSpec spec, String fileName, long size, String sha256) {
    }

    private static final List<Recorded> SMALL = List.of(
            new Recorded(CoordTables.TWIST_MOVE, "coord-twist-move.v1.tbl", 78732,
                    "b21217317226eb8a6cbdfb56b253124c7db0d233d480351cfd8dbdcb4ab693c9"),
            new Recorded(CoordTables.FLIP_MOVE, "coord-flip-move.v1.tbl", 73728,
                    "755dd17627312f8551534a9b372e902013ec8348745b88365eaa94695113f80a"),
            new Recorded(CoordTables.SLICE_SORTED_MOVE, "coord-slicesorted-move.v1.tbl", 427680,
                    "9d74877e1f911a1dd0b72c9c8a94cad94970f0a2df74445a27bb3451f4ce3dd1"),
            new Recorded(CoordTables.U_EDGES_MOVE, "coord-uedges-move.v1.tbl", 427680,
                    "9d74877e1f911a1dd0b72c9c8a94cad94970f0a2df74445a27bb3451f4ce3dd1"),
            new Recorded(CoordTables.D_EDGES_MOVE, "coord-dedges-move.v1.tbl", 427680,
                    "9d74877e1f911a1dd0b72c9c8a94cad94970f0a2df74445a27bb3451f4ce3dd1"),
            new Recorded(CoordTables.CORNER_PERM_MOVE, "coord-cornerperm-move.v1.tbl", 1451520,
                    "e7f7826dbf98ee64fc2b25424793b310972742470cf3ae3d1a82514e324ebadf"),
            new Recorded(CoordTables.UD_EDGE_PERM_MOVE, "coord-udedgeperm-move.v1.tbl", 1451520,
                    "f27aac9cf5a41678b40c8be175d5b0a52f86e19546a33e675b7de47b7e14051a"),
            new Recorded(CoordTables.TWIST_CONJ, "coord-twist-conj.v1.tbl", 69984,
                    "319f1c3785deac438d8b74f637ae5f45f73c5098c225b49bdfc3271e8b50c43b"),
            new Recorded(CoordTables.UD_EDGE_CONJ, "coord-udedge-conj.v1.tbl", 1290240,
                    "575d1ca17e6d4b5c5f823f01d3177c4acc050162d2d26997eaf6831f9caa7335"),
            new Recorded(CoordTables.CORNER_SYM, "coord-cornerperm-sym.v1.tbl", 137568,
                    "2233957f70db52ea7c01c5c9cb24880530bd73b26af7e4a2ae710a5f008c9fee"),
            new Recorded(CoordTables.FLIPSLICE_SYM, "coord-flipslice-sym.v1.tbl", 3427860,
                    "770ad9b2de7b4c9fd4b895d8ac28ecb9fc5d64451bc725ea2e2890502f737c65"),
            new Recorded(CoordTables.FLIPSLICE_SYM_MOVE, "coord-flipslice-symmove.v1.tbl", 4638960,
                    "710d56fee378f7fa418c876b929f097ebd6f526c0a48ec957322bfc661ce11ab"),
            new Recorded(CoordTables.UD_EDGES_MERGE, "coord-udedges-merge.v1.tbl", 570240,
                    "d12576b0fee5edbc5405d2ee8361f284c0727540ee029816ed48838261f9fb08"),
            new Recorded(CoordTables.TWIST_SLICE_PRUNING, "coord-twistslice-prun.v1.tbl", 1082565,
                    "13e3cde439c3726f6324bd6de55905f0efc57e945e0a9824af79de4755784390"),
            new Recorded(CoordTables.FLIP_SLICE_PRUNING, "coord-flipslice-prun.v1.tbl", 1013760,
                    "070cd663d9dfdff418fe9614918a79025b94f993a555cf6a1bc8f9e628f5c7f7"),
            new Recorded(CoordTables.TWIST_FLIP_PRUNING, "coord-twistflip-prun.v1.tbl", 4478976,
                    "53351e4809354297cc39193eff91dc809fa52966bb5f21bba6870f2c6ca3c2da"),
            new Recorded(CoordTables.CORNER_SLICE_PRUNING, "coord-cornslice-prun.v1.tbl", 967680,
                    "c499279249a84b7f0e5966ca3d1e32e0e3ea290798944d352d888131f4a1e614"),
            new Recorded(CoordTables.EDGE_SLICE_PRUNING, "coord-edgeslice-prun.v1.tbl", 967680,
                    "055e8eb964beed54719f29466bd91126ed89a94f57ea02e16b2f536044e3bd53"));

    private static final List<Recorded> LARGE = List.of(
            new Recorded(CoordTables.PHASE2_PAIRS, "coord-phase2-pairs.v1.tbl", 3487680,
                    "92da95817fbe9031007359f9320b4e8065d6fa9080263170fb3f61c7f1a377d6"),
            new Recorded(CoordTables.PHASE2_PRUNING, "coord-phase2-prun.v2.tbl", 55802880,
                    "bbf0a48fa8edbc8b154faa15d90ef2d9e8563db8421a19711cb5dcdba61c41f1"),
            new Recorded(CoordTables.PHASE1_EXACT, "coord-phase1-exact.v1.tbl", 70454205,
                    "c145ac24536e8300bef405ee7db56fc41113fa2b13a8d59f8f0353aa44251e69"),
            new Recorded(CoordTables.PHASE1_MOD3, "coord-phase1-mod3.v1.tbl", 28181682,
                    "5e3de298266ffbeb8aa6863eef3f13ff6793e12c5fda103bdfd5415a950b6489"));

    @Test
    void theSmallTablesAreBuiltAsRecorded() {
        checkAll(SMALL, newSource());
    }

    @Test
    @Tag("slow")
    void theLargeTablesAreBuiltAsRecorded() {
        // In this order the modulo-3 table is packed from the exact phase-1 table, as on a JVM that has it.
        checkAll(LARGE, newSource());
    }

    /** The browser builds the modulo-3 table by its own breadth-first search, without the exact table. */
    @Test
    @Tag("slow")
    void theModulo3TableIsTheSameWhenSearchedForItself() {
        checkAll(List.of(LARGE.get(3)), newSource());
    }

    private static MemoryTableSource newSource() {
        return new MemoryTableSource(ThreadPoolWorkers.SHARED, ProgressFactory.DEFAULT);
    }

    private static void checkAll(List<Recorded> recorded, MemoryTableSource source) {
        CoordTables tables = CoordTables.of(source);
        for (Recorded r : recorded) {
            assertThat(tables.ready(r.spec())).as(r.fileName()).isTrue();
            byte[] payload = source.get(r.spec()).orElseThrow();
            assertThat(r.spec().fileName()).isEqualTo(r.fileName());
            assertThat(payload.length).as(r.fileName()).isEqualTo(r.size()).isEqualTo(r.spec().sizeBytes());
            assertThat(sha256(payload)).as(r.fileName()).isEqualTo(r.sha256());
        }
    }

    private static String sha256(byte[] payload) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(payload));
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }
}

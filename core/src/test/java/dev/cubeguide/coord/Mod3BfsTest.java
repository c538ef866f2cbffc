package dev.cubeguide.coord;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.table.Progress;
import dev.cubeguide.table.SharedTestTables;
import dev.cubeguide.table.Workers;
import org.junit.jupiter.api.Test;

/**
 * The browser's search of residues gives what {@link SymBfs}'s exact distances give modulo 3, on a symmetry-reduced
 * pair of its own size class: corner classes x twist (6.1 million entries, all 18 moves, classes with symmetries),
 * and the edge-pairs table (phase-2 moves only).
 */
class Mod3BfsTest {
    @Test
    void theResiduesAreTheExactDistancesModuloThree() {
        CoordTables t = CoordTables.of(SharedTestTables.store());
        SymClasses cc = t.cornerClasses();
        char[] cm = t.cornerPermMove();
        int[] classMove = new int[Coordinates.N_CORNER_CLASS * 18];
        for (int c = 0; c < Coordinates.N_CORNER_CLASS; c++) {
            for (int m = 0; m < 18; m++) {
                int raw = cm[cc.representative(c) * 18 + m];
                classMove[c * 18 + m] = ClassSym.encode(cc.classOf(raw), cc.symmetryOf(raw));
            }
        }
        int[] twistMove = PairBfs.ints(t.twistMove());
        int[] twistConj = PairBfs.ints(t.twistConj());
        long entries = (long) Coordinates.N_CORNER_CLASS * Coordinates.N_TWIST;
        byte[] exact = new byte[(int) NibbleTable.bytes(entries)];
        new SymBfs(Coordinates.N_CORNER_CLASS, Coordinates.N_TWIST, Coordinates.allMoves(), (c, m) -> classMove[c * 18 + m],
                twistMove, twistConj, cc, Workers.SAME_THREAD).build(exact, Progress.NONE);
        byte[] residues = new byte[(int) Mod3Table.bytes(entries)];
        new Mod3Bfs(Coordinates.N_CORNER_CLASS, Coordinates.N_TWIST, Coordinates.allMoves(), classMove, twistMove,
                twistConj, cc).build(residues, Progress.NONE);
        byte[] expected = new byte[residues.length];
        Mod3Table.pack(new NibbleTable(exact, entries), expected);
        assertThat(residues).isEqualTo(expected);
    }
}

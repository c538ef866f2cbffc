package dev.cubeguide.coord;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

class Mod3TableTest {
    @Test
    void packingKeepsEachDistanceModuloThreeFiveToAByte() {
        Random random = new Random(3);
        for (int entries : new int[] {1, 4, 5, 6, 99, 1000}) {
            byte[] nibbles = new byte[(int) NibbleTable.bytes(entries)];
            int[] distances = new int[entries];
            for (int i = 0; i < entries; i++) {
                distances[i] = random.nextInt(13);
                NibbleTable.set(nibbles, i, distances[i]);
            }
            byte[] packed = new byte[(int) Mod3Table.bytes(entries)];
            Mod3Table.pack(new NibbleTable(nibbles, entries), packed);
            assertThat(packed).hasSize((entries + 4) / 5);
            for (int i = 0; i < entries; i++) {
                assertThat(Mod3Table.get(packed, i)).as("entry %d of %d", i, entries).isEqualTo(distances[i] % 3);
            }
        }
    }

    @Test
    void aNeighboursResidueGivesItsDistance() {
        for (int parent = 1; parent < 15; parent++) {
            for (int delta = -1; delta <= 1; delta++) {
                int child = parent + delta;
                assertThat(Mod3Table.next(parent, child % 3)).isEqualTo(child);
            }
            assertThat(Mod3Table.closer(parent)).isEqualTo((parent - 1) % 3);
        }
    }
}

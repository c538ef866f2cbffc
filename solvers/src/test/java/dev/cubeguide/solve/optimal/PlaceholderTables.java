package dev.cubeguide.solve.optimal;

import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A store whose table files are empty placeholders, for checks that look at which files are there, never inside them
 * (memory checks, reports): a built table set in no time and no space.
 */
final class PlaceholderTables {
    private PlaceholderTables() {
    }

    /** The store in {@code dir}, with an empty file for each of {@code specs}. */
    static TableStore storeWith(Path dir, List<TableSpec> specs) throws IOException {
        TableStore store = TableStore.at(dir);
        for (TableSpec spec : specs) {
            Files.createFile(store.pathOf(spec));
        }
        return store;
    }
}

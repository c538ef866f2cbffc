package dev.cubeguide.coord;

import dev.cubeguide.table.ArrayBytes;
import dev.cubeguide.table.TableBuilder;
import dev.cubeguide.table.TableSource;
import dev.cubeguide.table.TableSpec;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Tables of one {@link TableSource}, each loaded (or built) on its first use and kept, by spec: the values of a
 * catalogue such as {@link CoordTables}. Each table is registered as it is made, before any is used; thread-safe
 * after that.
 */
final class LoadedTables {
    private final Supplier<TableSource> source;
    private final Map<TableSpec, Lazy<?>> bySpec = new HashMap<>();

    /** Tables of the source {@code source} gives when a table is first used. */
    LoadedTables(Supplier<TableSource> source) {
        this.source = source;
    }

    /**
     * Makes the table of {@code spec} ready (loads or builds it, with what it is built from); false when no table
     * here has that spec.
     */
    boolean ready(TableSpec spec) {
        Lazy<?> table = bySpec.get(spec);
        if (table != null) {
            table.get();
        }
        return table != null;
    }

    /** A table kept as its bytes. */
    Lazy<byte[]> bytes(TableSpec spec, TableBuilder builder) {
        return register(spec, new Lazy<>(() -> source.get().load(spec, builder)));
    }

    /** A table of 4-bit entries ({@link NibbleTable}). */
    Lazy<NibbleTable> nibbles(TableSpec spec, long entries, TableBuilder builder) {
        return register(spec, new Lazy<>(() -> new NibbleTable(source.get().load(spec, builder), entries)));
    }

    /** A table of 16-bit entries, stored as {@link ArrayBytes#putChars} lays them out. */
    Lazy<char[]> chars(TableSpec spec, Supplier<char[]> builder) {
        return decoded(spec, builder, LoadedTables::fromChars, LoadedTables::toChars);
    }

    /** A table of 32-bit entries, stored as {@link ArrayBytes#putInts} lays them out. */
    Lazy<int[]> ints(TableSpec spec, Supplier<int[]> builder) {
        return decoded(spec, builder, (values, target) -> ArrayBytes.putInts(values, target, 0), bytes -> {
            int[] out = new int[bytes.length / Integer.BYTES];
            ArrayBytes.getInts(bytes, 0, out);
            return out;
        });
    }

    /**
     * A table kept as a value other than its bytes: read from the source and decoded, or built, encoded into the
     * source's bytes and kept as built (not decoded back).
     */
    <T> Lazy<T> decoded(TableSpec spec, Supplier<T> build, BiConsumer<T, byte[]> encode,
            Function<byte[], T> decode) {
        return register(spec, new Lazy<>(() -> {
            List<T> built = new ArrayList<>(1);
            byte[] bytes = source.get().load(spec, (target, progress) -> {
                T value = build.get();
                encode.accept(value, target);
                built.add(value);
            });
            return built.isEmpty() ? decode.apply(bytes) : built.get(0);
        }));
    }

    private <T> Lazy<T> register(TableSpec spec, Lazy<T> table) {
        bySpec.put(spec, table);
        return table;
    }

    static char[] toChars(byte[] bytes) {
        char[] out = new char[bytes.length / Character.BYTES];
        ArrayBytes.getChars(bytes, 0, out);
        return out;
    }

    static void fromChars(char[] values, byte[] target) {
        ArrayBytes.putChars(values, values.length, target, 0);
    }
}

package dev.cubeguide.coord;

import java.util.function.Supplier;

/** A value made on first use, once, under a lock (tables must never be built at class load). */
final class Lazy<T> {
    private final Supplier<T> supplier;
    private volatile T value;

    Lazy(Supplier<T> supplier) {
        this.supplier = supplier;
    }

    T get() {
        T v = value;
        if (v == null) {
            synchronized (this) {
                v = value;
                if (v == null) {
                    v = supplier.get();
                    value = v;
                }
            }
        }
        return v;
    }
}

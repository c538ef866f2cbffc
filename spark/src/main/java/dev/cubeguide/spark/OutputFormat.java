package dev.cubeguide.spark;

import java.util.Locale;

/** How result rows are written: Parquet (the default) or JSON Lines. */
enum OutputFormat {
    PARQUET("parquet", ".parquet"),
    JSON("json", ".json");

    private final String source;
    private final String suffix;

    OutputFormat(String source, String suffix) {
        this.source = source;
        this.suffix = suffix;
    }

    /** Spark's data source name. */
    String source() {
        return source;
    }

    /** True when a data file of this format has this name. */
    boolean names(String fileName) {
        return fileName.endsWith(suffix);
    }

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}

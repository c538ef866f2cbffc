/**
 * Generated lookup tables (move tables, pruning tables, pattern databases) and where they come from. The search code
 * sees them only through {@link dev.cubeguide.table.TableSource}: on the JVM the {@link dev.cubeguide.table.TableStore}
 * caches them on disk, versioned, checksummed with CRC-32 and written atomically under a file lock; in a browser
 * {@link dev.cubeguide.table.MemoryTableSource} holds them in memory (the page keeps them in its storage). The
 * parallel parts of builds and searches run on {@link dev.cubeguide.table.Workers}: a thread pool on the JVM, the
 * calling thread in a browser. Tables are never built at class load and never committed to git.
 */
package dev.cubeguide.table;

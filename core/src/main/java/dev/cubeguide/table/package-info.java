/**
 * The table store: generated lookup tables (move tables, pruning tables, pattern databases) cached on disk,
 * versioned, checksummed with CRC-32 and written atomically under a file lock. Tables are never built at class
 * load and never committed to git.
 */
package dev.cubeguide.table;

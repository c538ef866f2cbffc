/**
 * JMH benchmarks (OpenJDK's Java Microbenchmark Harness, sample-time mode): time per solve on one thread over the
 * harness's seeded states ({@link dev.cubeguide.bench.BenchCubes}), with tables prepared as {@code cubeguide bench}
 * prepares them. Run from {@code bench/target/benchmarks.jar}; not part of the command line's jar.
 */
package dev.cubeguide.bench.jmh;

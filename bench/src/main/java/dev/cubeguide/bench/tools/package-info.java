/**
 * The developer's measuring tools, on the harness ({@link dev.cubeguide.bench.BenchmarkRunner},
 * {@link dev.cubeguide.bench.Timing}, {@link dev.cubeguide.bench.Stats}): the two-phase solver's in-JVM figures
 * ({@code TwoPhaseTiming}), its search counters ({@code TwoPhaseProfile}), a same-JVM A/B of two builds
 * ({@code TwoPhaseAB}), the count of the H48 goal group's cosets by distance ({@code H48Cosets}), which sizes an
 * exact H48 table's build, and that table's build and node counts ({@code H48Nodes}). Run from
 * {@code bench/target/benchmarks.jar}; not part of the command line's jar.
 */
package dev.cubeguide.bench.tools;

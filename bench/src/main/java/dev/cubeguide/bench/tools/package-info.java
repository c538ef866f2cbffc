/**
 * The developer's measuring tools, on the harness ({@link dev.cubeguide.bench.BenchmarkRunner},
 * {@link dev.cubeguide.bench.Timing}, {@link dev.cubeguide.bench.Stats}): the two-phase solver's in-JVM figures
 * ({@code TwoPhaseTiming}), its search counters ({@code TwoPhaseProfile}), and a same-JVM A/B of two builds
 * ({@code TwoPhaseAB}). Run from {@code bench/target/benchmarks.jar}; not part of the command line's jar.
 */
package dev.cubeguide.bench.tools;

/**
 * The one benchmark harness, behind {@code cubeguide bench} and the measuring tools alike: the seeded cubes
 * ({@link dev.cubeguide.bench.BenchCubes}), the clock with its warm-up and passes ({@link dev.cubeguide.bench.Timing}),
 * the solver runs ({@link dev.cubeguide.bench.BenchmarkRunner}), the colour resolution's benchmark
 * ({@link dev.cubeguide.bench.ScanBenchmark}), order statistics ({@link dev.cubeguide.bench.Stats}), the machine's
 * description ({@link dev.cubeguide.bench.MachineInfo}) and the reports: JSON, Markdown and CSV
 * ({@link dev.cubeguide.bench.BenchmarkReport}) and an SVG plot ({@link dev.cubeguide.bench.SvgPlot}).
 *
 * <p>This package uses neither JMH nor min2phase (the command line's jar holds it); the JMH benchmarks
 * ({@code bench.jmh}), the min2phase baseline ({@code bench.baseline}) and the developer's tools ({@code bench.tools})
 * sit in subpackages on top of it and are never shipped.
 *
 * <p>Percentiles use the nearest-rank method: the p-th percentile is the smallest value with at least p% of the
 * sample at or below it. Thread CPU time is read through {@link java.lang.management.ThreadMXBean}.
 */
package dev.cubeguide.bench;

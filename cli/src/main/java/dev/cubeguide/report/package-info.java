/**
 * The benchmark harness behind {@code cubeguide bench}: runs solvers on the same seeded random-state cubes and
 * reports JSON, Markdown, CSV and an SVG plot. Percentiles use the nearest-rank method.
 */
package dev.cubeguide.report;

/**
 * The side-by-side baseline: tnoodle's min2phase (GPL-3.0, Chen Shuang's implementation of Kociemba's two-phase
 * algorithm), used only here and in the JMH benchmarks, never shipped.
 */
package dev.cubeguide.bench.baseline;

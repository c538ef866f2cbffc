/**
 * JMH benchmarks. tnoodle's min2phase (GPL-3.0) is used here only, as a baseline measured in the same JVM on the
 * same cubes; no shipped module depends on this one.
 */
package dev.cubeguide.jmh;

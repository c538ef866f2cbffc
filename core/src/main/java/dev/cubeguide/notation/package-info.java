/**
 * Cube notation: faces, moves, algorithms, the WCA/SiGN parser and formatter, and the one-byte move code of
 * the display guide.
 *
 * <p>Sources: WCA Regulations, article 12 (notation); the SiGN notation as used by alg.cubing.net and
 * cubing.js for wide turns, slices, groups, commutators and conjugates. This package depends only on
 * {@code dev.cubeguide.error}.
 */
package dev.cubeguide.notation;

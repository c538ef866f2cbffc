/**
 * Coordinates of cube states and their move and symmetry tables, shared by the two-phase and optimal
 * solvers.
 *
 * <p>Source: H. Kociemba, "The Mathematics behind Cube Explorer" (kociemba.org/math/), and his two-phase
 * solver description: twist, flip, UD-slice, corner and edge permutation coordinates; the 16 symmetries that
 * keep the U-D axis; symmetry-reduced flip-slice and corner classes.
 */
package dev.cubeguide.coord;

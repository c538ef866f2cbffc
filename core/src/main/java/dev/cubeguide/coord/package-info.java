/**
 * Coordinates of cube states and their move, symmetry and pruning tables, shared by the two-phase and optimal
 * solvers.
 *
 * <ul>
 *   <li>{@link dev.cubeguide.coord.Coordinates}: get/set of each coordinate on cubie arrays, with its range and
 *       solved value (twist 2187, flip 2048, UD-slice 495, slice sorted 11880, corner and UD-edge permutations
 *       40320, slice order 24).</li>
 *   <li>{@link dev.cubeguide.coord.Symmetry}: the 48 cube symmetries, products, inverses and conjugation of
 *       moves and cubes.</li>
 *   <li>{@link dev.cubeguide.coord.CoordTables}: move tables, conjugation tables, the symmetry classes (64,430
 *       flip-slice, 2,768 corner) and the pruning tables, each loaded from the {@link dev.cubeguide.table.TableStore}
 *       or built on first use.</li>
 *   <li>{@link dev.cubeguide.coord.NibbleTable}: exact distances at 4 bits per entry, filled by a symmetry-reduced
 *       breadth-first search.</li>
 * </ul>
 *
 * <p>Sources: H. Kociemba, "The Mathematics behind Cube Explorer" (kociemba.org/math/): coordinates, the 16
 * symmetries of D4h and symmetry-reduced flip-slice and corner classes; his description of the two-phase
 * algorithm (kociemba.org/cube.htm) and of the phase-1 pruning table over (flip-slice class, twist) (he stores
 * it modulo 3; here it is exact at 4 bits); M. Reid, "Optimal solution of Rubik's cube" (1997), which uses the
 * same table as a lower bound from three axes.
 */
package dev.cubeguide.coord;

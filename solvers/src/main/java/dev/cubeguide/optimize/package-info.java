/**
 * The move optimizer and the cost models it minimises.
 *
 * <p>{@link dev.cubeguide.optimize.MoveOptimizer} rewrites a move sequence into an equivalent shorter one. It
 * works on runs of moves that turn layers of one axis (U, D, E, Uw, Dw, y all commute with each other): a run is
 * reduced to the net quarter-turn amount of each of its three layers, which is then written back with the fewest
 * moves. This one rule cancels inverse pairs ({@code R R'}), merges same-face turns ({@code R R R -> R'}) and
 * cancels across the opposite face ({@code U D U' -> D}). A stack of runs reopens the previous run when a run
 * cancels completely ({@code R U U' R -> R2}). Whole-cube rotations are removed by conjugation: a rotation
 * {@code r} followed by a turn of face {@code f} equals a turn of the face whose centre {@code r} brings to
 * {@code f}, followed by {@code r}, so rotations are pushed to the end and the faces after them relabelled
 * ({@code z U L D z' -> L D R}).
 *
 * <p>Sources: the cancellation and commutation rules are the "move cancellation" and "canonical sequence" rules
 * used to prune searches in Korf, "Finding Optimal Solutions to Rubik's Cube Using Pattern Databases" (AAAI
 * 1997, section on redundant move sequences) and Kociemba's description of the two-phase algorithm
 * (kociemba.org/math/twophase.htm, "the same face is not turned twice, opposite faces in one order"); the
 * relabelling of rotations follows the WCA Regulations, article 12 (rotations x, y, z turn like R, U, F) and
 * the SiGN notation description on alg.cubing.net (wide turn = opposite face turn plus rotation).
 */
package dev.cubeguide.optimize;

/**
 * Thistlethwaite's four-phase algorithm (M. B. Thistlethwaite, 1981; described in D. R. Hofstadter, "Metamagical
 * Themas", Scientific American, March 1981, and in Jaap Scherphuis's "Thistlethwaite's 52-move algorithm" pages),
 * as the microcontroller solving guide ran it and with the two improvements its authors named: a distance table
 * per phase, indexed by the phase-equivalent state.
 *
 * <p>The phases move a cube down the chain G0 = &lt;L,R,F,B,U,D&gt; &gt; G1 = &lt;L,R,F,B,U2,D2&gt; &gt;
 * G2 = &lt;L,R,F2,B2,U2,D2&gt; &gt; G3 = &lt;L2,R2,F2,B2,U2,D2&gt; &gt; {I}. The phase coordinates are the cosets
 * G(k+1)\G(k) (the standard description of the phases):
 * <ol>
 *   <li>edge orientation, 2,048 states, at most 7 moves;</li>
 *   <li>corner orientation x the positions of the four edges of the slice the next group keeps, 2187 x 495 =
 *       1,082,565 states, at most 10 moves;</li>
 *   <li>the corner permutation up to the half-turn group (the tetrads and their parity class, 420 cosets) x the
 *       positions of the four edges of one remaining slice among the eight (70), 29,400 states, at most 13 moves;</li>
 *   <li>the half-turn group itself, 96 corner x 6,912 edge permutations = 663,552 states, at most 15 moves.</li>
 * </ol>
 * Each table is filled by breadth-first search from the goal and cached in the table store; a phase is then
 * solved optimally by searching only along moves that lower the table's distance. Merging turns across phase
 * boundaries and choosing among several early-phase solutions (ideas from the "optimal subgroup" discussions of
 * the algorithm, e.g. Scherphuis's notes and the C++ pattern-database solver this project grew from) bring the
 * mean under 30 moves.
 *
 * <p>Only {@link dev.cubeguide.solve.thistlethwaite.ThistlethwaiteSolver} is public; internally the cube is
 * viewed in a rotated frame ({@code Frame}) so that the usual cubie orientation conventions fit the chain. The
 * orientation, permutation and position-set coordinates are core's ({@link dev.cubeguide.coord.Coordinates}).
 */
package dev.cubeguide.solve.thistlethwaite;

/**
 * Kociemba's two-phase solver. Only {@link dev.cubeguide.solve.twophase.TwoPhaseSolver} is public; the search
 * and its per-thread state are package-private.
 *
 * <p>Sources: H. Kociemba, "The Two-Phase-Algorithm" (kociemba.org/cube.htm) and "The Mathematics behind Cube
 * Explorer" (kociemba.org/math/): phase 1 into {@code <U, D, R2, L2, F2, B2>}, phase 2 within it, the
 * symmetry-reduced pruning tables (here with exact distances at 4 bits), the "continue" loop over longer phase-1
 * solutions, and the search from three axes on the cube and its inverse. Chen Shuang's min2phase description (its
 * README): the six directions, skipping phase-1 solutions that end in a phase-2 move, allocation-free per-depth
 * arrays, and the pre-moves ("pre-scrambles") that turn the last moves of a solution into new phase-1 starts.
 * M. Reid, "Optimal solution of Rubik's cube": the three-axis bound of the short optimal search. The browser's full
 * set reads Kociemba's phase-1 distances modulo 3 (a child's residue and its parent's distance give its distance) and
 * bounds phase 2 by a pattern database of the corners and the edges' opposite pairs (Culberson and Schaeffer,
 * "Pattern Databases", 1998). This project's own:
 * the move-mask table (per phase-1 entry, the moves that lower and those that keep its exact distance, so that no
 * node reads its children's entries); the precomputed endings of the phase-1 solutions near the goal (every path of
 * up to five moves into the goal, in search order); the breadth-first far levels and the staged last level, whose
 * loops keep many memory reads in flight while keeping the depth-first order of the solutions; and the restriction
 * of pre-moves to quarter turns off the axis (a pre-move in the phase-2 group leaves the phase-1 search unchanged,
 * since that group is a subgroup); and, for a search that goes on for shorter solutions (a budget), up to three
 * pre-moves at every length from 11: each length's search costs about 13 times the one before and brings only about
 * twice as many solutions, so more directions per length find a short solution lengths earlier
 * ({@link dev.cubeguide.solve.twophase.PreMoveSchedule}).
 */
package dev.cubeguide.solve.twophase;

/**
 * The layer-by-layer ("beginner's") method, in the seven stages taught to people: first-layer cross,
 * first-layer corners, middle-layer edges, last-layer cross, last-layer edges, last-layer corner positions and
 * last-layer corner orientation.
 *
 * <p>Sources for the method and its stages: the Rubik's cube "solution guide" layer-by-layer method as described
 * on ruwix.com ("How to solve the Rubik's Cube - Beginner's method") and in Jessica Fridrich's notes on the
 * layer-by-layer approach (ws.binghamton.edu/fridrich/cube.html), and the Wikipedia article "Layer by Layer"
 * (Rubik's Cube solution methods). What is ours is how moves are chosen: instead of the fixed algorithms of those
 * guides, each stage is solved by search. The cross uses an exact breadth-first distance table over the four cross
 * edges (as in Korf's pattern databases, Korf 1997); every other stage uses the cheapest chain of "macros" —
 * short sequences, found by depth-first search, that leave the already-solved layers intact, the idea of
 * macro-operators from Korf, "Learning to Solve Problems by Searching for Macro-Operators" (1985) — computed for
 * all states of the stage's pieces by Dijkstra's algorithm with a bucket queue (Dial 1969).
 *
 * <p>Only {@link dev.cubeguide.solve.beginner.BeginnerSolver} is public; tables and searches are package-private.
 */
package dev.cubeguide.solve.beginner;

/**
 * Coordinates of cube states and their move, symmetry and pruning tables, shared by the two-phase and optimal
 * solvers; the rank and unrank maths and the packed-int helpers are shared by every solver.
 *
 * <ul>
 *   <li>{@link dev.cubeguide.coord.Coordinates}: get/set of each coordinate on cubie arrays, with its range and
 *       solved value (twist 2187, flip 2048, UD-slice 495, slice sorted 11880, corner and UD-edge permutations
 *       40320, slice order 24, and the symmetry classes' counts), and the maths beneath them, on array slices and allocation-free: the Lehmer rank
 *       and unrank of a permutation (int or byte arrays, any offset and base), the subset rank of the combinatorial
 *       number system (a set's place in increasing mask order), orientation digits, and the move-table index
 *       {@code moveIndex(x, m) = x * 18 + m}.</li>
 *   <li>{@link dev.cubeguide.coord.ClassSym}: a symmetry coordinate packed in one int ({@code class << 4 | s}) and
 *       the conjugation-table index {@code x * 16 + s}, with named encode and decode helpers checked by
 *       {@code assert}.</li>
 *   <li>{@link dev.cubeguide.coord.Symmetry}: the 48 cube symmetries, products, inverses and conjugation of
 *       moves and cubes.</li>
 *   <li>{@link dev.cubeguide.coord.CoordTables}: the catalogue of the move tables, conjugation tables, symmetry
 *       classes (64,430 flip-slice, 2,768 corner) and pruning tables, each loaded from a
 *       {@link dev.cubeguide.table.TableSource} or built on first use by its builder: {@code MoveTables} (move
 *       tables from cubies), {@link dev.cubeguide.coord.SymTables} (conjugation tables and symmetry classes) or
 *       {@code PruningTables} (the breadth-first searches).</li>
 *   <li>{@link dev.cubeguide.coord.NibbleTable}: exact distances at 4 bits per entry, filled by a symmetry-reduced
 *       breadth-first search.</li>
 *   <li>{@link dev.cubeguide.coord.TwoBitPruning}: an axis table of the optimal solver at 2 bits per entry
 *       above a base (exact just above it, "at least" at the top, "at most the base" below, where the reader takes
 *       a fallback bound) (T. Rokicki's nxopt scheme), built directly by {@code TwoBitBfs}: a breadth-first search
 *       keeping levels modulo 3 up to the base, then writing the codes, in the table's own 2 bits an entry.</li>
 *   <li>{@link dev.cubeguide.coord.Mod3Table}: distances modulo 3, five to a byte (the browser's phase-1 table),
 *       filled by {@code Mod3Bfs}, a symmetry-reduced breadth-first search of residues with int indices only.</li>
 *   <li>{@link dev.cubeguide.coord.EdgePairs}: the U and D edges known up to swapping opposite edges (2,520
 *       values), the edge coordinate of the browser's phase-2 bound.</li>
 *   <li>{@link dev.cubeguide.coord.PairBfs}: the breadth-first search of the small tables over a pair of raw
 *       coordinates (forwards while the frontier is small, backwards after).</li>
 *   <li>{@link dev.cubeguide.coord.H48Coords}, {@link dev.cubeguide.coord.H48Table} and
 *       {@link dev.cubeguide.coord.H48Probe}: the cosets of the H48 goal group (corners in their tetrads, edges in
 *       their slices, all oriented) reduced by all 48 symmetries, an exact table over h of their 11 flip bits (the
 *       smallest distance among the cosets an entry stands for, reached coset by coset, the marks made one target
 *       corner class at a time by {@link dev.cubeguide.coord.H48SlabBuild}), and the IDA* probe that measures it;
 *       the table is the optimal solver's large set (docs/BENCHMARKS.md).</li>
 * </ul>
 *
 * <p>Sources: H. Kociemba, "The Mathematics behind Cube Explorer" (kociemba.org/math/): coordinates, the 16
 * symmetries of D4h and symmetry-reduced flip-slice and corner classes; his description of the two-phase
 * algorithm (kociemba.org/cube.htm) and of the phase-1 pruning table over (flip-slice class, twist) (he stores
 * it modulo 3, as the browser's {@code Mod3Table} does; the JVM's is exact at 4 bits); pattern databases
 * (J. Culberson and J. Schaeffer, "Pattern Databases", Computational Intelligence 14(3), 1998), of which the
 * edge-pairs table is one; M. Reid, "Optimal solution of Rubik's cube" (1997), which uses the
 * same table as a lower bound from three axes. The ranks: the Lehmer code of a permutation read in the factorial
 * number system (D. H. Lehmer, "Teaching combinatorial tricks to a computer", 1960; D. E. Knuth, "The Art of Computer
 * Programming", vol. 2, 3.3.2) and the combinatorial number system of a subset (Knuth, vol. 4A, 7.2.1.3). The H48
 * goal group and its tables: S. Tronto, "The H48 optimal solver" (the documentation of nissy).
 */
package dev.cubeguide.coord;

/**
 * The optimal solver: the shortest solution in the half-turn metric, proven.
 *
 * <p>Method: iterative-deepening A* (IDA*) over the whole cube, each node bounded by one table read for the cube and
 * for its inverse (which has the same distance to solved: the "dual" lookups of Zahavi, Felner et al.): the exact
 * H48 table ({@link dev.cubeguide.coord.H48Table}), whose goal group keeps every corner in its tetrad untwisted and
 * every edge in its slice unflipped. An entry is a corner class (3,393 under the 48 symmetries) x the slice of the
 * piece at each edge position (34,650) x h of the 11 edge flips, the smallest distance over the flips it leaves out,
 * at 2 bits above a base of 9, with the exact corners-and-slices distance (112 MiB) where an entry is "9 or less"
 * ({@link dev.cubeguide.solve.optimal.H48Set}):
 * <ul>
 *   <li>the default set (built on first use, about 5 minutes on 2 cores): h = 7, 15.0 billion entries, 3.50 GiB in
 *       4 parts;</li>
 *   <li>the large set ({@code tables build --solver optimal --large}, about 15 minutes; used in place of the
 *       default set when present): h = 9, 60.2 billion entries, 14.0 GiB in 15 parts;</li>
 *   <li>the same table at h = 8 (7.01 GiB), the large set of earlier versions, still used when present.</li>
 * </ul>
 * A half turn lies in the goal group, so a half turn's child has its parent's inverse entry, and all half turns are
 * pruned unread when it is too far ({@link dev.cubeguide.solve.optimal.H48Worker}). At the base + 4 moves left no
 * entry can prune a child, so the three levels below are made level by level, each level's look-ups in one batch
 * ({@link dev.cubeguide.solve.optimal.H48Probes}): the same nodes, with a hundred reads in flight where a node alone
 * has ten. On ten random states the large set searched 3.9 times fewer nodes than the axis tables below (one read
 * per node and its inverse, not seven), and the default set solved them about twice as fast (docs/BENCHMARKS.md).
 *
 * <p>A home that holds only an axis table of earlier versions keeps searching it (Reid's method with a larger table
 * than his), the node's bound the largest of
 * <ul>
 *   <li>the exact distance to a subgroup of {@code H = <U, D, F2, R2, B2, L2>} (Kociemba's phase-1 goal) that
 *       also fixes where the U-layer corners are, read from a symmetry-reduced coset table and read three times:
 *       for the cube seen along each of its three axes, and the same for the inverse, followed as packed cubies
 *       multiplied on the left by each move's inverse;</li>
 *   <li>one more than a triple's largest value when its three values are equal and non-zero (de Bondt's
 *       observation: a path of exactly that length would have to end with a move that is outside all three
 *       goals, and no face move is, since a face move keeps its own axis's edges unflipped, its corners untwisted,
 *       its slice edges in the slice and its layers' corners in their layers); with the parity table below, whose
 *       goal a quarter turn leaves, only when the three siblings are at least that value too;</li>
 *   <li>the exact number of moves that solve the corners alone (Korf's corner pattern database, here reduced by
 *       the 16 U-D symmetries to 2,768 x 2,187 entries).</li>
 * </ul>
 * <p>The axis tables ({@link dev.cubeguide.coord.CornerSplitPruning}) are Reid's 64,430 flip-slice classes x 2,187
 * twists times a corner coordinate:
 * <ul>
 *   <li>the default set of the previous version (no longer built; used when present and no H48 set is): times the
 *       corner split, which four positions hold the U-layer corners (70 values): 9.86 billion entries, at 2 bits per
 *       entry ({@link dev.cubeguide.coord.TwoBitPruning}), 2.30 GiB in three parts. Codes 1 and 2 are exactly 10 and
 *       11, code 3 is "12 or more" (the table's largest distance is 13: 3,546 entries), and code 0 is "9 or less"
 *       (3.8% of the entries), where the search takes Reid's exact phase-1 distance of the same class and twist (a
 *       4-bit read of a 70 MB table) or the parent's bound minus one, whichever is larger, and skips the read where a
 *       bound of 9 or less cannot prune. On ten random states it searched 0.3% more nodes than the 4-bit split table
 *       and 1.5 times fewer than the layers table of the same size (docs/BENCHMARKS.md). It is built directly at 2
 *       bits ({@code TwoBitBfs}: levels modulo 3 up to the base, then the codes).</li>
 *   <li>the large set of the previous version (no longer built; used when present and the H48 set is not):
 *       times the corner split and the corner permutation's parity (140 values): 19.7 billion entries at 2 bits
 *       above a base of 9, 4.59 GiB in five parts. Its goal, the split's with an even corner permutation, holds U2
 *       and D2 but not the quarter turns. A quarter turn q of axis k lies in the split goal G, of which the parity
 *       goal G' is the even half: {@code q^-1 Y w} is in G' exactly when {@code Y w} is in the odd half of G, and
 *       that distance is the sibling entry, the same coordinates with the parity flipped (entry {@code i ^ 1}, in
 *       the same byte). So the search reads the sibling beside each entry: a quarter turn's child's inverse on axis
 *       k has the parent's sibling, and de Bondt's +1 needs the siblings too (a path ending in a quarter turn enters
 *       the odd half one move early). On ten random states it searched 1.34 times fewer nodes than the split table
 *       (docs/BENCHMARKS.md). The inverse's corner parity is the cube's, carried in the low bit of the forward axes'
 *       corner coordinate.</li>
 *   <li>the corner layers (which four positions hold one layer's corners, 35 values) at 4 bits, exact: 4.93
 *       billion entries, 2.30 GiB in three parts, the default set of earlier versions, used when present and the
 *       current tables are not; no longer built.</li>
 *   <li>the same split table at 4 bits, exact (4.59 GiB in five parts): the large set of earlier versions, used
 *       when present and no 2-bit one is; no longer built.</li>
 * </ul>
 * Every table is read from its files through read-only mappings, so a process that solves one cube shares the
 * page cache's copy and opens the table in well under a second whatever its size: opening checks each file's header
 * and size and a sample of the entries, and the full checksum is taken when the table is built and by
 * {@code tables verify}. Batches ({@code MemoryPolicy.HEAP}) copy it into the heap instead, where huge pages make
 * the search's random reads faster (docs/BENCHMARKS.md), and a server ({@code ADAPTIVE}) copies it once
 * it has searched for a few seconds.
 * Reid's table alone (140,908,410 entries) searched about 20 times the nodes of the large table; Kociemba's
 * flip x sorted-slice x twist table (3.3 billion entries) about 2.7 times; both were used by earlier versions and
 * measured against these (docs/BENCHMARKS.md).
 * (Skipping the read of an axis whose parent bound leaves room, since a child is at most one move further, was
 * tried and measured slower: it loses de Bondt's +1 where the three values are not all read.)
 *
 * <p>The tables are read as distances at 4 bits, or as lower bounds at 2 bits, not modulo 3: the inverse cube's
 * distance can change by more than one per move, so the mod-3 trick of knowing a neighbour's distance does not apply
 * to it. Every rule of the search holds for lower bounds: the largest of them, de Bondt's +1 when the three are equal
 * (the distance D is at least each axis's exact d, and D equal to the common bound would make every d equal it), and
 * the inverse's distance kept by a turn of its own axis. The inverse does keep one thing: a
 * turn of an axis's face lies in that axis's goal group, so the child's inverse has the parent's inverse distance on
 * that axis, and those children are pruned without a read when it is too far (with the parity table, the half turns
 * so; a quarter turn's child has the parent inverse's sibling distance). Each node's children are made in
 * passes (corners only where they can prune, then the parent's highest axis alone, then the other two, then the
 * inverse) so that each pass's table reads are in flight together. Move sequences that repeat a face, or turn U right after D (and likewise R after L, F
 * after B), are never generated. Each bound's tree is split by its first two moves among all cores; the earliest
 * task's solution wins, so the answer does not depend on the thread count. Unless a deterministic answer is asked
 * for, the two-phase solver is given, before each bound, about the time the search has taken so far to find a
 * solution within it: if it does, every shorter bound has been searched, so that solution is optimal and the bound,
 * the costliest of all, is skipped. For a cube with symmetries
 * ({@code S c S^-1 = c} for some of the 48), a task whose first two moves a symmetry maps onto an earlier task's is
 * skipped, since the conjugate of any solution below it solves the cube too (the superflip keeps 9 of 243 tasks).
 * A timeout stops the search with the bound it proved so far.
 *
 * <p>Sources:
 * <ul>
 *   <li>R. E. Korf, "Finding optimal solutions to Rubik's Cube using pattern databases", AAAI 1997: IDA* with
 *       pattern databases (corners and two edge sets).</li>
 *   <li>M. Reid, "Optimal solution of Rubik's cube" (1997, cube-lovers): the distance to H from the
 *       symmetry-reduced phase-1 table, looked up along three axes, about 20 times faster than Korf.</li>
 *   <li>H. Kociemba, description of the optimal solver of Cube Explorer and of his Python package
 *       (kociemba.org/math/optimal.htm): the same three-axis table stored mod 3, incremental exact distances, and
 *       the corner table.</li>
 *   <li>H. Kociemba, the same page: the larger table of flip x sorted UD-slice edges (1,523,864 symmetry classes)
 *       times twist, used by his optimal solvers in place of the phase-1 table (measured here and dropped).</li>
 *   <li>T. Rokicki, nxopt (the cube20 sources): pruning tables that add the 4-of-8 occupancy of the U-layer corners,
 *       reduced by the 16 U-D symmetries, to Reid's phase-1 coordinates, stored at 2 bits per entry above a base
 *       with a second look-up below it (also used by nissy's H48 tables).</li>
 *   <li>U. Zahavi, A. Felner, R. Holte, J. Schaeffer, "Dual lookups in pattern databases", IJCAI 2005: the bound of
 *       the inverse state is a bound of the state; and bidirectional pathmax (a child's bound less one bounds its
 *       parent), used by the H48 search.</li>
 *   <li>J. de Bondt's observation (as described by Kociemba): when the three axis distances are equal and
 *       non-zero, the distance to solved is at least one more.</li>
 *   <li>S. Tronto, "The H48 optimal solver" (nissy's documentation): the H48 goal group and coordinate, the tables
 *       of the minimum over the flips left out at 2 bits above a base with the h0 fallback, and the half turns'
 *       inverse rule.</li>
 * </ul>
 * The coordinates, symmetries and tables are the shared ones of {@link dev.cubeguide.coord}.
 */
package dev.cubeguide.solve.optimal;

package dev.cubeguide.solve.thistlethwaite;

import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.InvalidCubeException;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Move;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.SearchLimits;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveException;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.SolverInfo;
import dev.cubeguide.solve.SolverTables;
import dev.cubeguide.solve.Stage;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableSource;
import dev.cubeguide.table.TableStore;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Thistlethwaite's algorithm: four phases through the nested groups
 * <pre>
 *   G0 = &lt;L,R,F,B,U,D&gt; &gt; G1 = &lt;L,R,F,B,U2,D2&gt; &gt; G2 = &lt;L,R,F2,B2,U2,D2&gt; &gt; G3 = &lt;L2,R2,F2,B2,U2,D2&gt; &gt; {I}
 * </pre>
 * each searched with its complete distance table (the most any phase needs is 7, 10, 13 and 15 moves, and no
 * phase ever uses more, so never more than 45). Phases 3 and 4 are always optimal; for phases 1 and 2 it tries
 * many optimal and, budget permitting, one-move-longer solutions, best first by the next phase's exact distance,
 * and keeps the shortest whole solution (about 26.5 moves on average).
 * The solution's four stages are named {@code "phase 1"} .. {@code "phase 4"}; each stage is a valid solution of
 * its phase from the state the previous stages leave, and the stages joined are exactly the solution's moves
 * (see {@link #mergeBoundaries}).
 *
 * <p>With {@link ThistlethwaiteOptions#lean()} it searches without tables, phase by phase by iterative deepening, as the
 * microcontroller guide did: correct, but slow beyond short scrambles.
 *
 * <p>Thread-safe: the tables are shared and read-only, each thread has its own search state.
 */
public final class ThistlethwaiteSolver implements Solver {
    /** The bound: 7 + 10 + 13 + 15. */
    public static final int MAX_MOVES = 45;
    private static final String NAME = "thistlethwaite";
    private static final String[] PHASE_EXPLANATIONS = {
        "orient every edge, so that U and D quarter turns are no longer needed",
        "twist every corner right (as seen from L and R) and bring the four M-slice edges into the M slice, so"
                + " that F and B quarter turns are no longer needed",
        "bring the corners into their tetrads with the right parity and the remaining edges into their slices, so"
                + " that half turns alone finish the cube",
        "solve the cube with half turns only",
    };
    /** The default effort: a mean of about 26.5 moves in well under a tenth of a millisecond. */
    static final Search.Effort DEFAULT_EFFORT = new Search.Effort(1, 1, 0, 200);
    /**
     * The efforts of a budgeted search, in turn: each tries more early-phase solutions than the one before, and
     * only the budget ends the last one.
     */
    private static final Search.Effort[] BUDGET_EFFORTS = {
        DEFAULT_EFFORT, new Search.Effort(1, 1, 0, Long.MAX_VALUE), new Search.Effort(2, 2, 1, Long.MAX_VALUE),
        new Search.Effort(3, 3, 2, Long.MAX_VALUE), new Search.Effort(4, 4, 3, Long.MAX_VALUE)};
    /**
     * The rate at which a deterministic budget is counted ({@link SolveOptions#budget()}): search nodes per
     * millisecond, about what one core of the benchmark machine visits.
     */
    public static final long BUDGET_NODES_PER_MS = 4_000;
    /** When a maximum length is asked for and the default effort does not reach it. */
    private static final Search.Effort HARD_EFFORT = new Search.Effort(2, 2, 1, 5_000_000);

    private final ThreadLocal<Search> searches = ThreadLocal.withInitial(() -> new Search(searchTables()));
    private final Search.Effort effort;
    /** The tables' store: the default one (looked up at the first use, as in the two-phase solver) or a given one. */
    private final Supplier<TableSource> store;
    private volatile Tables tables;

    /** The solver with its default effort, on the default table store. */
    public ThistlethwaiteSolver() {
        this(DEFAULT_EFFORT, TableStore::defaultStore);
    }

    /** The solver with its default effort, its tables in {@code store}. */
    public ThistlethwaiteSolver(TableSource store) {
        this(DEFAULT_EFFORT, () -> store);
    }

    ThistlethwaiteSolver(Search.Effort effort, Supplier<TableSource> store) {
        this.effort = effort;
        this.store = store;
    }

    /**
     * The tables, looked up in the store once and then kept (a solve must not resolve the store's folder again: that
     * would cost microseconds on a search of tens of them).
     */
    private Tables searchTables() {
        Tables t = tables;
        if (t == null) {
            // A race only looks the same tables up twice: Tables.of keeps one per store.
            t = Tables.of(store.get());
            tables = t;
        }
        return t;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SolverInfo info() {
        return new SolverInfo(NAME, "Thistlethwaite's four phases",
                "four nested subgroups, each phase solved optimally from a complete BFS table, several early-phase"
                        + " solutions tried to keep the total short; at most 45 moves, about 26.5 on average",
                MAX_MOVES, "about 0.1 ms", false);
    }

    @Override
    public SolverTables tables() {
        return new SolverTables() {
            @Override
            public List<TableSpec> specs() {
                return Tables.SPECS;
            }

            @Override
            public Optional<TableSource> store() {
                return Optional.of(store.get());
            }

            @Override
            public void prepare(MemoryPolicy policy) {
                searchTables(); // small tables, always read into the heap
            }

            @Override
            public List<String> report() {
                return tableReport();
            }

            @Override
            public Optional<String> purpose() {
                return Optional.of("the Thistlethwaite solver's tables");
            }
        };
    }

    /**
     * Per phase: the number of states of the phase's coordinate and the greatest distance found by BFS (the
     * guide's Table 1: 2048/7, 1082565/10, 29400/13, 663552/15), then the memory lean mode needs.
     * Loads or builds the tables.
     */
    private List<String> tableReport() {
        Tables tables = searchTables();
        String[] names = {"edge orientation", "corner orientation x M-slice edge positions",
            "corner tetrads and parity x E/S-slice edge positions", "half-turn group"};
        List<String> lines = new ArrayList<>();
        for (int k = 0; k < 4; k++) {
            lines.add(String.format(Locale.ROOT, "thistlethwaite phase %d (%s): %d states, max depth %d", k + 1,
                    names[k], tables.stats[k][0], tables.stats[k][1]));
        }
        lines.add("thistlethwaite lean mode: " + leanMemoryBytes()
                + " bytes of memory for the device-side search (no tables)");
        return lines;
    }

    /**
     * The bytes a device needs for the lean (table-free) search: the search stack of cubie states, the solution,
     * the move definitions and the half-turn corner list. The original guide fitted in 6.5 KB.
     */
    public static int leanMemoryBytes() {
        return LeanSearch.memoryBytes();
    }

    @Override
    public Solution solve(CubieCube cube, SolveOptions options) {
        return run(cube, options, 1).get(0);
    }

    /**
     * Up to {@code count} (at most 16) different solutions from one search, shortest first; lean mode gives one.
     */
    @Override
    public List<Solution> solveMany(CubieCube cube, SolveOptions options, int count) {
        return run(cube, options, count);
    }

    private List<Solution> run(CubieCube cube, SolveOptions options, int count) {
        boolean lean = options.solverOptions(ThistlethwaiteOptions.class, ThistlethwaiteOptions.DEFAULTS).lean();
        if (!lean) {
            searchTables(); // loaded (or built, or waited for) before the clock starts: the time is the search's
        }
        long start = System.nanoTime();
        // Solving to a target solves target⁻¹ · cube.
        CubieCube normal = options.searched(checkSolvable(cube.normalized()));
        int[][] pieces = Frame.arrays(Frame.toInternal(normal));
        int[] cp = pieces[0];
        int[] co = pieces[1];
        int[] ep = pieces[2];
        int[] eo = pieces[3];
        SearchLimits limits = SearchLimits.startingNow(options, BUDGET_NODES_PER_MS);
        int maxLength = Math.min(options.maxLengthOr(MAX_MOVES), MAX_MOVES);
        Optional<Alg> known = options.knownSolutionOf(normal).filter(k -> k.htm() <= maxLength);
        List<int[][]> found = new ArrayList<>();
        long nodes;
        if (lean) {
            LeanSearch leanSearch = new LeanSearch(limits);
            int[][] phases = leanSearch.solve(cp, co, ep, eo);
            nodes = leanSearch.nodes;
            if (phases == null) {
                if (known.isEmpty()) {
                    throw SolveException.timeout(NAME, options.timeout().map(Duration::toMillis).orElse(0L));
                }
            } else if (totalLength(mergeBoundaries(phases)) <= maxLength) {
                found.add(phases);
            } else if (known.isEmpty()) {
                throw SolveException.noSolution(NAME, maxLength);
            }
        } else if (limits.hasBudget()) {
            nodes = searchWithBudget(cp, co, ep, eo, known.map(Alg::htm).orElse(maxLength + 1), known.isPresent(),
                    limits, count, options.targetLength().orElse(0), found);
            if (found.isEmpty() && known.isEmpty()) {
                if (searches.get().timedOut) {
                    throw SolveException.timeout(NAME, options.timeout().map(Duration::toMillis).orElse(0L));
                }
                throw SolveException.noSolution(NAME, maxLength);
            }
        } else {
            Search search = searches.get();
            boolean solved = search.solve(cp, co, ep, eo, maxLength + 1, effort, limits, count);
            nodes = search.nodes;
            if (!solved && !search.timedOut && maxLength < MAX_MOVES) {
                solved = search.solve(cp, co, ep, eo, maxLength + 1, HARD_EFFORT, limits, count);
                nodes += search.nodes;
            }
            if (!solved && known.isEmpty()) {
                if (search.timedOut) {
                    throw SolveException.timeout(NAME, options.timeout().map(Duration::toMillis).orElse(0L));
                }
                throw SolveException.noSolution(NAME, maxLength);
            }
            for (int i = 0; i < search.solutions(); i++) {
                found.add(split(search.moves(i), search.phaseLengths(i)));
            }
        }
        Duration time = Duration.ofNanos(System.nanoTime() - start);
        List<Solution> solutions = new ArrayList<>();
        Set<Alg> seen = new HashSet<>();
        for (int[][] phases : found) {
            Solution solution = toSolution(mergeBoundaries(phases), nodes, time);
            if (seen.add(solution.moves())) {
                solutions.add(solution);
            }
        }
        solutions.sort(Comparator.comparingInt(Solution::length));
        if (known.isPresent() && (solutions.isEmpty() || solutions.get(0).length() > known.get().htm()
                || count > 1 && seen.add(known.get()))) {
            solutions.add(0, new Solution(NAME, known.get(), List.of(Stage.of(Stage.SCRAMBLE_UNDONE, known.get())),
                    false, OptionalInt.empty(), nodes, time));
        }
        return solutions.subList(0, Math.min(solutions.size(), Math.max(1, count)));
    }

    /**
     * A budgeted search: the default effort, then ever wider ones ({@link #BUDGET_EFFORTS}), each looking only for
     * solutions shorter than the best so far, until the budget (or the time limit) stops one, a solution reaches
     * {@code target} moves, or the last is done. Adds the solutions found to {@code found}; returns the nodes visited.
     */
    private long searchWithBudget(int[] cp, int[] co, int[] ep, int[] eo, int limit, boolean known,
            SearchLimits limits, int count, int target, List<int[][]> found) {
        Search search = searches.get();
        long nodes = 0;
        boolean have = known;
        int best = limit;
        for (Search.Effort e : BUDGET_EFFORTS) {
            boolean solved = search.solve(cp, co, ep, eo, best, e, limits, count, have, nodes, target);
            nodes += search.nodes;
            for (int i = 0; i < search.solutions(); i++) {
                found.add(split(search.moves(i), search.phaseLengths(i)));
            }
            if (solved && count == 1) {
                best = search.moves(0).length;
            }
            have |= solved;
            if (search.limitReached || best <= target) {
                break;
            }
        }
        return nodes;
    }

    private static Solution toSolution(int[][] phases, long nodes, Duration time) {
        List<Stage> stages = new ArrayList<>();
        List<Move> all = new ArrayList<>();
        for (int k = 0; k < 4; k++) {
            Alg alg = Frame.userAlg(phases[k], 0, phases[k].length);
            stages.add(Stage.of("phase " + (k + 1), alg, PHASE_EXPLANATIONS[k]));
            all.addAll(alg.moves());
        }
        return new Solution(NAME, Alg.of(all), stages, false, OptionalInt.empty(), nodes, time);
    }

    private static int totalLength(int[][] phases) {
        int total = 0;
        for (int[] phase : phases) {
            total += phase.length;
        }
        return total;
    }

    private static int[][] split(int[] moves, int[] lengths) {
        int[][] phases = new int[4][];
        int from = 0;
        for (int k = 0; k < 4; k++) {
            phases[k] = Arrays.copyOfRange(moves, from, from + lengths[k]);
            from += lengths[k];
        }
        return phases;
    }

    /**
     * Merges turns across phase boundaries (internal move indices). When phase k+1 starts with turns of the faces
     * in phase k's last axis block (opposite faces commute, so the block is the last one or two moves on one
     * axis), those turns are added into phase k's block: {@code U} then {@code U2} becomes {@code U'} at the end
     * of phase k, and a turn that cancels disappears. Phase k stays a valid phase k solution, because the turns it
     * absorbs belong to the group phase k aims for; phase k+1 only gets shorter. Empty phases are skipped over.
     */
    static int[][] mergeBoundaries(int[][] phases) {
        List<List<Integer>> lists = new ArrayList<>();
        for (int[] phase : phases) {
            List<Integer> list = new ArrayList<>();
            for (int m : phase) {
                list.add(m);
            }
            lists.add(list);
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int k = 0; k + 1 < lists.size(); k++) {
                List<Integer> before = lists.get(k);
                if (before.isEmpty()) {
                    continue;
                }
                int next = k + 1;
                while (next < lists.size() && lists.get(next).isEmpty()) {
                    next++;
                }
                if (next == lists.size()) {
                    break;
                }
                changed |= mergeOnce(before, lists.get(next));
            }
        }
        int[][] out = new int[phases.length][];
        for (int k = 0; k < phases.length; k++) {
            out[k] = lists.get(k).stream().mapToInt(Integer::intValue).toArray();
        }
        return out;
    }

    /** One merge of a leading turn of {@code after} into the trailing axis block of {@code before}. */
    private static boolean mergeOnce(List<Integer> before, List<Integer> after) {
        int axis = before.get(before.size() - 1) / 3 % 3;
        for (int i = 0; i < after.size() && i < 2 && after.get(i) / 3 % 3 == axis; i++) {
            int face = after.get(i) / 3;
            for (int j = before.size() - 1; j >= 0 && j >= before.size() - 2 && before.get(j) / 3 % 3 == axis; j--) {
                if (before.get(j) / 3 == face) {
                    int amount = (before.get(j) % 3 + 1 + after.get(i) % 3 + 1) % 4;
                    after.remove(i);
                    if (amount == 0) {
                        before.remove(j);
                    } else {
                        before.set(j, face * 3 + amount - 1);
                    }
                    return true;
                }
            }
        }
        return false;
    }

    private static CubieCube checkSolvable(CubieCube cube) {
        if (cube.isSolvable()) {
            return cube;
        }
        int twist = 0;
        int flip = 0;
        for (int i = 0; i < CubieCube.CORNERS; i++) {
            twist += cube.cornerOrientation(i);
        }
        for (int i = 0; i < CubieCube.EDGES; i++) {
            flip += cube.edgeOrientation(i);
        }
        if (twist % 3 != 0) {
            throw new InvalidCubeException(ErrorCode.TWISTED_CORNER, "the corner twists do not add up: one corner"
                    + " is twisted in place", Map.of("twist", twist % 3));
        }
        if (flip % 2 != 0) {
            throw new InvalidCubeException(ErrorCode.FLIPPED_EDGE, "one edge is flipped in place",
                    Map.of("flip", 1));
        }
        throw new InvalidCubeException(ErrorCode.PARITY, "two pieces are swapped: the corner and edge permutation"
                + " parities differ", Map.of("cornerParity", cube.cornerParity(), "edgeParity", cube.edgeParity()));
    }
}

package dev.cubeguide.solve.beginner;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubeValidator;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Face;
import dev.cubeguide.notation.Layer;
import dev.cubeguide.notation.Move;
import dev.cubeguide.optimize.MoveOptimizer;
import dev.cubeguide.optimize.OptimizeOptions;
import dev.cubeguide.optimize.RotationPolicy;
import dev.cubeguide.optimize.Rotations;
import dev.cubeguide.solve.SearchLimits;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveException;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.SolverInfo;
import dev.cubeguide.solve.SolverTables;
import dev.cubeguide.solve.Stage;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * The layer-by-layer method a person can follow, in seven stages: first-layer cross, first-layer corners,
 * middle-layer edges, last-layer cross (edge orientation), last-layer edges (permutation), last-layer corner
 * positions, last-layer corner orientation. After stage k the cube shows exactly what stage k promises, and each
 * stage carries a plain-words explanation naming the pieces by colour.
 *
 * <p>Moves are chosen by search, not from a fixed list: the cross is solved optimally, and every other stage by
 * the cheapest chain of short "macros" (sequences, found by search, that keep the solved layers intact), looked up
 * in tables built once per process (see {@link Tables}). The four last-layer stages are planned together, each
 * stopping at its own goal. Each stage is then optimised on its own; a move at the end of a stage that the stage
 * does not need (a final U turn of stages 1 to 4, after which the goal still holds) is moved into the next
 * stage, where it may cancel. Turns of one face that still meet where one stage ends and the next begins are
 * merged, and each stage's end is put where the cube shows its goal ({@link #mergeAcrossStages}), so no solution
 * turns one face twice in a row. The stages together are always exactly the solution.
 *
 * <p>Options: {@link BeginnerOptions#firstLayer()} (default D) picks the face of the first layer;
 * {@link BeginnerOptions#allowRotations()} adds whole-cube rotations about the first layer's axis (y when the first
 * layer is D or U) so that corners and middle edges are worked on at the front and right.
 */
public final class BeginnerSolver implements Solver {
    /**
     * The most moves any solution has: the cross needs at most 8, and the largest table entries of the other
     * stages are checked by a test to sum to no more than this (the tables cover every reachable state).
     */
    static final int MAX_MOVES = 92;

    private static final MoveOptimizer FACE_TURNS = MoveOptimizer.of(OptimizeOptions.defaults()
            .withRotations(RotationPolicy.DROP));
    private static final MoveOptimizer KEEP_ROTATIONS = MoveOptimizer.of(OptimizeOptions.defaults()
            .withRotations(RotationPolicy.KEEP));

    /** The rotation that brings each first-layer face to D: the solver's frame is the cube seen after it. */
    private static final Map<Face, CubieCube> FRAMES = new EnumMap<>(Face.class);
    /** The explanations for each first-layer face. */
    private static final Map<Face, Explanations> EXPLANATIONS = new EnumMap<>(Face.class);

    static {
        String[] rotation = {"x2", "z", "x'", "", "z'", "x"}; // U R F D L B
        for (Face face : Face.values()) {
            CubieCube frame = CubieCube.of(Alg.parse(rotation[face.ordinal()]));
            FRAMES.put(face, frame);
            EXPLANATIONS.put(face, new Explanations(frame));
        }
    }

    private static volatile Tables tables;

    static Tables sharedTables() {
        Tables t = tables;
        if (t == null) {
            synchronized (BeginnerSolver.class) {
                t = tables;
                if (t == null) {
                    t = new Tables();
                    tables = t;
                }
            }
        }
        return t;
    }

    @Override
    public String name() {
        return "beginner";
    }

    @Override
    public SolverInfo info() {
        return new SolverInfo("beginner", "Layer by layer (beginner's method)",
                "Seven stages a person can follow, each explained in plain words: cross, first-layer corners, "
                        + "middle edges, last-layer cross, last-layer edges, corner positions, corner twists.",
                MAX_MOVES, "about 0.1 ms (tables built in memory on first use)", false);
    }

    /**
     * Facts about the in-memory tables once built (nothing is stored on disk: they take about a second and a half
     * of one core to build); before that, one line saying so, without building them.
     */
    @Override
    public SolverTables tables() {
        return SolverTables.inMemory(BeginnerSolver::sharedTables, BeginnerSolver::tableReport);
    }

    private static List<String> tableReport() {
        Tables t = tables;
        if (t == null) {
            return List.of("beginner: tables are built in memory on first use (about 1.5 s of one core); none on disk");
        }
        List<String> lines = new ArrayList<>();
        lines.add("beginner: built in memory in " + t.buildMillis + " ms");
        lines.add("  first-layer corners: " + t.corners.macros.size() + " macros, " + t.corners.reachable
                + " states, at most " + t.corners.maxCost + " turns");
        lines.add("  middle-layer edges: " + t.edges.macros.size() + " macros, " + t.edges.reachable
                + " states, at most " + t.edges.maxCost + " turns");
        for (int k = 0; k < 4; k++) {
            lines.add("  " + Explanations.NAMES[k + 3] + ": " + t.lastLayer[k].macros.size() + " macros, "
                    + t.lastLayer[k].reachable + " states, at most " + t.lastLayer[k].maxCost + " turns");
        }
        return lines;
    }

    @Override
    public Solution solve(CubieCube cube, SolveOptions options) {
        if (options.target().isPresent()) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "the beginner solver solves a cube only to the solved"
                    + " cube, not to a pattern; choose twophase, thistlethwaite or optimal to make a pattern",
                    Map.of("solver", name(), "field", "to"));
        }
        Tables tables = sharedTables(); // loaded (or built, or waited for) before the clock starts
        long start = System.nanoTime();
        CubieCube input = cube.hasStandardCenters() ? cube : cube.normalized();
        if (!input.isSolvable()) {
            CubeValidator.validate(input.toFacelets()); // throws the precise code: TWISTED_CORNER, PARITY, ...
            throw new SolveException(ErrorCode.NO_SOLUTION, "this cube cannot be solved by turning: it has a "
                    + "twisted corner, a flipped edge or two swapped pieces", Map.of("solver", name()));
        }
        BeginnerOptions choices = options.solverOptions(BeginnerOptions.class, BeginnerOptions.DEFAULTS);
        CubieCube frame = FRAMES.get(choices.firstLayer());
        CubieCube inFrame = frame.inverse().multiply(input).multiply(frame);
        SearchLimits limits = SearchLimits.startingNow(options);
        List<List<int[]>> segments = plan(tables, inFrame, () -> {
            if (limits.reached()) {
                throw SolveException.timeout(name(), options.timeout().map(Duration::toMillis).orElse(0L));
            }
        });

        List<List<Move>> stageMoves = new ArrayList<>();
        if (choices.allowRotations()) {
            stageMoves = withRotations(segments, frame);
        } else {
            for (List<int[]> stage : segments) {
                stageMoves.add(FACE_TURNS.apply(flatten(stage)));
            }
            shiftTrailingUTurns(stageMoves);
        }
        stageMoves = mergeAcrossStages(inFrame, stageMoves);

        Explanations explanations = EXPLANATIONS.get(choices.firstLayer());
        List<Stage> stages = new ArrayList<>(7);
        List<Move> all = new ArrayList<>();
        for (int k = 0; k < 7; k++) {
            List<Move> real = new ArrayList<>(stageMoves.get(k).size());
            for (Move move : stageMoves.get(k)) {
                real.add(Rotations.relabel(move, frame));
            }
            all.addAll(real);
            stages.add(Stage.of(Explanations.NAMES[k], Alg.of(real),
                    explanations.of(k, real.isEmpty(), choices.allowRotations())));
        }
        Alg moves = Alg.of(all);
        int limit = options.maxLengthOr(MAX_MOVES);
        if (moves.htm() > limit) {
            throw SolveException.noSolution(name(), limit);
        }
        return new Solution(name(), moves, stages, false, OptionalInt.empty(), 0,
                Duration.ofNanos(System.nanoTime() - start));
    }

    /** The macros of each of the seven stages, in the solver's frame; {@code betweenStages} runs after each (the stop check). */
    static List<List<int[]>> plan(Tables t, CubieCube cube, Runnable betweenStages) {
        // Where every piece is (its piece state), followed through the stages without building cubes.
        int[] corners = new int[8];
        int[] edges = new int[12];
        for (int piece = 0; piece < 8; piece++) {
            corners[piece] = Pieces.cornerState(cube, piece);
        }
        for (int piece = 0; piece < 12; piece++) {
            edges[piece] = Pieces.edgeState(cube, piece);
        }
        List<List<int[]>> stages = new ArrayList<>(7);

        // Stage 1: a shortest cross, the one after which the corners are cheapest.
        int[] crossMoves = new CrossSearch(t, pick(edges, t.cross.pieces), pick(corners, t.firstCorners.pieces))
                .solve();
        for (int m : crossMoves) {
            for (int i = 0; i < 8; i++) {
                corners[i] = Pieces.CORNER_MOVE[corners[i]][m];
            }
            for (int i = 0; i < 12; i++) {
                edges[i] = Pieces.EDGE_MOVE[edges[i]][m];
            }
        }
        stages.add(List.of(crossMoves));
        betweenStages.run();

        // Stage 2: first-layer corners; stage 3: middle-layer edges.
        stages.add(follow(t.corners, t.firstCorners.pieces, new int[0], corners, edges));
        betweenStages.run();
        stages.add(follow(t.edges, new int[0], t.middleEdges.pieces, corners, edges));
        betweenStages.run();

        // Stages 4 to 7: the last layer, planned together, each ending at its own goal.
        int[] lastLayer = {0, 1, 2, 3};
        for (int s = 0; s < 4; s++) {
            stages.add(follow(t.lastLayer[s], lastLayer, lastLayer, corners, edges));
            betweenStages.run();
        }
        return stages;
    }

    private static int[] pick(int[] states, int[] pieces) {
        int[] picked = new int[pieces.length];
        for (int i = 0; i < pieces.length; i++) {
            picked[i] = states[pieces[i]];
        }
        return picked;
    }

    /**
     * Follows a stage table's chain of macros from the current state of the stage's pieces, and moves every piece
     * ({@code corners}, {@code edges}: the state of each piece) along.
     */
    private static List<int[]> follow(StageTable table, int[] cornerPieces, int[] edgePieces, int[] corners,
            int[] edges) {
        List<int[]> macros = new ArrayList<>();
        int[] cornerStates = pick(corners, cornerPieces);
        int[] edgeStates = pick(edges, edgePieces);
        int state = table.space.encode(cornerStates, edgeStates);
        if (table.cost[state] == StageTable.INFINITE) {
            throw new SolveException(ErrorCode.NO_SOLUTION, "this cube cannot be solved by turning (its last "
                    + "layer has a twisted corner, a flipped edge or two swapped pieces)", Map.of("solver", "beginner"));
        }
        int guard = StageTable.stageTurns(table.cost[state]) + 1;
        while (table.next[state] != StageTable.STOP) {
            if (--guard < 0) {
                throw new IllegalStateException("a stage table chain does not end");
            }
            Macro macro = table.macros.get(table.next[state]);
            macros.add(macro.moves);
            for (int i = 0; i < 8; i++) {
                corners[i] = macro.cornerMap[corners[i]];
            }
            for (int i = 0; i < 12; i++) {
                edges[i] = macro.edgeMap[edges[i]];
            }
            for (int i = 0; i < cornerPieces.length; i++) {
                cornerStates[i] = corners[cornerPieces[i]];
            }
            for (int i = 0; i < edgePieces.length; i++) {
                edgeStates[i] = edges[edgePieces[i]];
            }
            state = table.space.encode(cornerStates, edgeStates);
        }
        return macros;
    }

    private static List<Move> flatten(List<int[]> macros) {
        List<Move> moves = new ArrayList<>();
        for (int[] macro : macros) {
            for (int m : macro) {
                moves.add(Move.ofIndex(m));
            }
        }
        return moves;
    }

    /**
     * Moves the U turns at the end of stages 1 to 4 into the next stage and re-optimises that stage, where they may
     * cancel. Only U turns qualify, and for those stages only: a U turn moves no piece of the first two layers and
     * flips no edge, so the goals of stages 1 to 4 still hold without it; every other turn, and any turn after
     * stage 4, would undo part of what the stage promised.
     */
    private static void shiftTrailingUTurns(List<List<Move>> stages) {
        for (int k = 0; k < 4; k++) {
            List<Move> current = stages.get(k);
            int end = current.size();
            while (end > 0 && current.get(end - 1).face() == Face.U) {
                end--;
            }
            if (end < current.size()) {
                List<Move> moved = new ArrayList<>(current.subList(end, current.size()));
                moved.addAll(stages.get(k + 1));
                stages.set(k, new ArrayList<>(current.subList(0, end)));
                stages.set(k + 1, FACE_TURNS.apply(moved));
            }
        }
    }

    /**
     * Merges neighbouring turns of the same layer where one stage ends and the next begins ({@code R} then {@code R}
     * is {@code R2}; {@code F2} then {@code F'} is {@code F}; {@code R} then {@code R'} cancels, and the moves either
     * side may then meet), so that no solution turns one face twice in a row; then puts each stage's end at the
     * place nearest its old end, and not before the previous stage's, where the cube shows that stage's goal. A
     * merged move thus lands in whichever stage keeps every stage's promise; the goals are nested and the end of
     * the moves is the solved cube, so such a place always exists. The moves together are the same transformation.
     */
    static List<List<Move>> mergeAcrossStages(CubieCube start, List<List<Move>> stages) {
        List<Move> moves = new ArrayList<>();
        int[] ends = new int[stages.size()];
        for (int k = 0; k < stages.size(); k++) {
            moves.addAll(stages.get(k));
            ends[k] = moves.size();
        }
        for (int i = 1; i < moves.size();) {
            Move before = moves.get(i - 1);
            Move after = moves.get(i);
            if (before.layer() != after.layer()) {
                i++;
                continue;
            }
            int amount = Math.floorMod(before.amount() + after.amount(), 4);
            moves.remove(i);
            moves.remove(i - 1);
            int removed = 2;
            if (amount != 0) {
                moves.add(i - 1, Move.of(before.layer(), amount));
                removed = 1;
            }
            for (int k = 0; k < ends.length; k++) {
                ends[k] = ends[k] > i ? ends[k] - removed : Math.min(ends[k], i - 1);
            }
            i = Math.max(1, i - 1); // a cancellation brings two other moves together
        }
        CubieCube[] after = new CubieCube[moves.size() + 1];
        after[0] = start;
        for (int p = 0; p < moves.size(); p++) {
            after[p + 1] = after[p].apply(moves.get(p));
        }
        List<List<Move>> merged = new ArrayList<>(stages.size());
        int previous = 0;
        for (int k = 0; k < ends.length; k++) {
            int end = k == ends.length - 1 ? moves.size() : nearestShowing(k, after, ends[k], previous);
            merged.add(new ArrayList<>(moves.subList(previous, end)));
            previous = end;
        }
        return merged;
    }

    /** The position nearest {@code wanted}, at or after {@code from}, after which the cube shows stage k's goal. */
    private static int nearestShowing(int k, CubieCube[] after, int wanted, int from) {
        int last = after.length - 1;
        for (int distance = 0;; distance++) {
            int lower = wanted - distance;
            int upper = wanted + distance;
            if (lower < from && upper > last) {
                throw new IllegalStateException("no place after which stage " + (k + 1) + " is done");
            }
            if (lower >= from && lower <= last && StageGoals.shows(k, after[lower].normalized())) {
                return lower;
            }
            if (upper >= from && upper <= last && StageGoals.shows(k, after[upper].normalized())) {
                return upper;
            }
        }
    }

    /**
     * The stages with y rotations: before each macro of stages 2 and 3 the cube is turned (y) so that the macro
     * uses as few back and left turns as it can, as the person sees them; later stages are written for the cube as
     * it is then held. Each stage is optimised with its rotations kept; no move crosses a stage boundary here.
     */
    private static List<List<Move>> withRotations(List<List<int[]>> segments, CubieCube frame) {
        List<List<Move>> stages = new ArrayList<>(7);
        int held = 0;
        for (int k = 0; k < 7; k++) {
            List<Move> moves = new ArrayList<>();
            for (int[] macro : segments.get(k)) {
                int best = held;
                if (k == 1 || k == 2) {
                    int bestScore = awkwardTurns(macro, held, frame);
                    for (int turn = 0; turn < 4; turn++) {
                        int score = awkwardTurns(macro, turn, frame);
                        if (score < bestScore) {
                            bestScore = score;
                            best = turn;
                        }
                    }
                }
                if (best != held) {
                    moves.add(Move.of(Layer.Y, best - held));
                    held = best;
                }
                CubieCube heldInverse = yTurn(-held);
                for (int m : macro) {
                    moves.add(Rotations.relabel(Move.ofIndex(m), heldInverse));
                }
            }
            stages.add(KEEP_ROTATIONS.apply(moves));
        }
        return stages;
    }

    private static CubieCube yTurn(int quarterTurns) {
        int q = Math.floorMod(quarterTurns, 4);
        return q == 0 ? CubieCube.SOLVED : CubieCube.of(Move.of(Layer.Y, q));
    }

    /**
     * How many turns of the back and left faces (as the person sees them) the macro has when the cube is held
     * turned by y^held in the solver's frame.
     */
    private static int awkwardTurns(int[] macro, int held, CubieCube frame) {
        CubieCube heldInverse = yTurn(-held);
        int count = 0;
        for (int m : macro) {
            Face face = Rotations.relabel(Rotations.relabel(Move.ofIndex(m), heldInverse), frame).face();
            if (face == Face.B || face == Face.L) {
                count++;
            }
        }
        return count;
    }
}

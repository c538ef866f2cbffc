package dev.cubeguide.optimize;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Face;
import dev.cubeguide.notation.Layer;
import dev.cubeguide.notation.Move;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Rewrites a move sequence into an equivalent one that is never longer: it cancels inverse pairs, merges
 * same-face turns, cancels across opposite faces, and removes whole-cube rotations by relabelling the faces
 * after them. Immutable and thread-safe.
 *
 * <pre>
 *   MoveOptimizer.optimize(Alg.parse("R R R U U' D D D D F2 F2"))  // R'
 *   MoveOptimizer.optimize(Alg.parse("z U L D z'"))                // L D R
 * </pre>
 *
 * <p>Guarantees, for every input (checked by property tests):
 * <ul>
 *   <li>the resulting state is kept as {@link RotationPolicy} says: exactly (centres included) for
 *       {@link RotationPolicy#MOVE_TO_END} and {@link RotationPolicy#KEEP}, up to how the cube is held for
 *       {@link RotationPolicy#DROP};</li>
 *   <li>the cost in the chosen model never grows;</li>
 *   <li>it is idempotent: optimising the result again changes nothing;</li>
 *   <li>it introduces no new kind of move: wide turns appear only if the input has some, slices and (for
 *       {@link RotationPolicy#KEEP}) rotations likewise, so a face-turn input gives a face-turn output. The one
 *       exception is the final rotation of {@link RotationPolicy#MOVE_TO_END}, written when the input's rotations,
 *       wide turns or slices leave the cube turned as a whole.</li>
 * </ul>
 * A run of moves whose net effect cannot be written more cheaply is kept as written, in its order.
 */
public final class MoveOptimizer {
    private static final MoveOptimizer DEFAULT = new MoveOptimizer(OptimizeOptions.defaults());
    private static final Layer[] SLICE_OF_AXIS = {Layer.E, Layer.M, Layer.S};
    private static final Layer[] ROTATION_OF_AXIS = {Layer.Y, Layer.X, Layer.Z};

    private final OptimizeOptions options;

    private MoveOptimizer(OptimizeOptions options) {
        this.options = Objects.requireNonNull(options, "options");
    }

    /** An optimizer with these options. */
    public static MoveOptimizer of(OptimizeOptions options) {
        return options.equals(OptimizeOptions.defaults()) ? DEFAULT : new MoveOptimizer(options);
    }

    /** Optimises with the default options (rotations moved to the end, HTM). */
    public static Alg optimize(Alg alg) {
        return DEFAULT.apply(alg);
    }

    /**
     * The moves that undo {@code scramble} for the person holding the cube it makes: its inverse expanded to face
     * turns (wide turns and slices as outer faces), optimized, rotations dropped. Its length is the scramble's in
     * the half-turn metric, as short as cancelling and merging make it.
     */
    public static Alg undo(Alg scramble) {
        return UNDO.apply(scramble.inverse().expandToFaceTurns());
    }

    private static final MoveOptimizer UNDO = new MoveOptimizer(OptimizeOptions.defaults()
            .withRotations(RotationPolicy.DROP));

    public OptimizeOptions options() {
        return options;
    }

    /** The optimised form of {@code alg}, as a flat sequence. */
    public Alg apply(Alg alg) {
        return Alg.of(apply(alg.moves()));
    }

    /** The optimised form of a move list. */
    public List<Move> apply(List<Move> moves) {
        boolean faceTurnsOnly = true;
        for (Move move : moves) {
            faceTurnsOnly &= move.isFaceTurn();
        }
        return faceTurnsOnly ? applyToFaceTurns(moves) : applyGeneral(moves);
    }

    /** The general pass, for any moves (also used by tests to check {@link #applyToFaceTurns}). */
    List<Move> applyGeneral(List<Move> moves) {
        boolean wides = false;
        boolean slices = false;
        boolean rotations = false;
        for (Move move : moves) {
            wides |= move.layer().isWide();
            slices |= move.layer().isSlice();
            rotations |= move.layer().isRotation();
        }
        Pass pass = new Pass(options, wides, slices, rotations);
        for (Move move : moves) {
            pass.add(move);
        }
        return pass.finish();
    }

    /**
     * The same result as the general pass for face turns only, without its objects: solvers call this for every
     * solution. With face turns alone a run of one axis is just the net turn of its two faces, written as the
     * first face (U, R, F) then the opposite one, unless the run as written is already as cheap. The runs form a
     * stack in one array: the open run is always the last segment.
     */
    List<Move> applyToFaceTurns(List<Move> moves) {
        int n = moves.size();
        int[] buffer = new int[n];
        int length = 0;
        int[] start = new int[n + 1];
        int[] axis = new int[n + 1];
        int[] first = new int[n + 1];
        int[] second = new int[n + 1];
        boolean[] open = new boolean[n + 1];
        int runs = 0;
        for (Move move : moves) {
            int index = move.index();
            int face = index / 3;
            int amount = index % 3 + 1;
            int top = runs - 1;
            if (runs > 0 && axis[top] == face % 3) {
                buffer[length++] = index;
                if (face < 3) {
                    first[top] = (first[top] + amount) & 3;
                } else {
                    second[top] = (second[top] + amount) & 3;
                }
                open[top] = true;
                if (first[top] == 0 && second[top] == 0) {
                    length = start[top];
                    runs--;
                }
                continue;
            }
            if (runs > 0 && open[top]) {
                length = closeFaceRun(buffer, start[top], length, axis[top], first[top], second[top]);
                open[top] = false;
            }
            start[runs] = length;
            axis[runs] = face % 3;
            first[runs] = face < 3 ? amount : 0;
            second[runs] = face < 3 ? 0 : amount;
            open[runs] = true;
            runs++;
            buffer[length++] = index;
        }
        if (runs > 0 && open[runs - 1]) {
            length = closeFaceRun(buffer, start[runs - 1], length, axis[runs - 1], first[runs - 1],
                    second[runs - 1]);
        }
        List<Move> out = new ArrayList<>(length);
        for (int i = 0; i < length; i++) {
            out.add(Move.ofIndex(buffer[i]));
        }
        return out;
    }

    /** Rewrites the last run, {@code buffer[from..to)}, as its net turns when cheaper; returns the new end. */
    private int closeFaceRun(int[] buffer, int from, int to, int axis, int first, int second) {
        CostModel cost = options.cost();
        double written = 0;
        for (int i = from; i < to; i++) {
            written += cost.moveCost(Move.ofIndex(buffer[i]));
        }
        double net = 0;
        int count = 0;
        if (first != 0) {
            net += cost.moveCost(Move.ofIndex(3 * axis + first - 1));
            count++;
        }
        if (second != 0) {
            net += cost.moveCost(Move.ofIndex(3 * (axis + 3) + second - 1));
            count++;
        }
        if (net < written - 1e-9 || (net < written + 1e-9 && count < to - from)) {
            int end = from;
            if (first != 0) {
                buffer[end++] = 3 * axis + first - 1;
            }
            if (second != 0) {
                buffer[end++] = 3 * (axis + 3) + second - 1;
            }
            return end;
        }
        return to;
    }

    /** The axis 0 (U-D), 1 (R-L) or 2 (F-B) of any move. */
    static int axisOf(Move move) {
        return move.layer().directionFace().axis();
    }

    /**
     * The net quarter turns of the three layers of {@code move}'s axis, each measured clockwise as seen from the
     * axis's first face (U, R or F): {@code [first face layer, middle layer, opposite face layer]}.
     */
    static void addLayers(Move move, int[] layers) {
        Layer layer = move.layer();
        int a = move.amount();
        boolean positive = layer.directionFace().ordinal() < 3;
        int signed = positive ? a : -a;
        if (layer.isFace()) {
            layers[positive ? 0 : 2] += signed;
        } else if (layer.isWide()) {
            layers[positive ? 0 : 2] += signed;
            layers[1] += signed;
        } else if (layer.isSlice()) {
            layers[1] += signed;
        } else {
            layers[0] += signed;
            layers[1] += signed;
            layers[2] += signed;
        }
        for (int i = 0; i < 3; i++) {
            layers[i] = Math.floorMod(layers[i], 4);
        }
    }

    /** One left-to-right pass with a stack of runs; mutable, used by one thread for one call. */
    private static final class Pass {
        private final OptimizeOptions options;
        private final boolean wides;
        private final boolean slices;
        private final boolean removeRotations;
        /** Net rotations a run may be written with: pushed to the end, or written in place when the input has some. */
        private final int rotationChoices;
        private final List<Run> stack = new ArrayList<>();
        /** The rotations pushed to the end so far (identity for KEEP). */
        private CubieCube acc = CubieCube.SOLVED;

        Pass(OptimizeOptions options, boolean wides, boolean slices, boolean rotations) {
            this.options = options;
            this.wides = wides;
            this.slices = slices;
            this.removeRotations = options.rotations() != RotationPolicy.KEEP;
            this.rotationChoices = removeRotations || rotations ? 4 : 1;
        }

        void add(Move original) {
            if (removeRotations && original.layer().isRotation()) {
                acc = acc.multiply(CubieCube.of(original));
                return;
            }
            while (true) {
                Move move = removeRotations ? Rotations.relabel(original, acc) : original;
                int axis = axisOf(move);
                Run top = stack.isEmpty() ? null : stack.get(stack.size() - 1);
                if (top != null && top.axis == axis) {
                    top.add(move);
                    if (top.isIdentity()) {
                        stack.remove(stack.size() - 1);
                    }
                    return;
                }
                if (top != null && top.open) {
                    close(top);
                    continue; // the close may have pushed a rotation: relabel again
                }
                stack.add(new Run(axis, move));
                return;
            }
        }

        List<Move> finish() {
            if (!stack.isEmpty() && stack.get(stack.size() - 1).open) {
                close(stack.get(stack.size() - 1));
            }
            List<Move> out = new ArrayList<>();
            for (Run run : stack) {
                out.addAll(run.moves);
            }
            if (options.rotations() == RotationPolicy.MOVE_TO_END) {
                out.addAll(Rotations.shortest(acc));
            }
            return out;
        }

        /** Writes the run with the cheapest moves; a rotation part is pushed to the end when rotations go. */
        private void close(Run run) {
            run.open = false;
            double bestCost = options.cost().cost(run.moves);
            int bestCount = run.moves.size();
            List<Move> best = null;
            int bestRotation = 0;
            int[] target = run.layers;
            int sliceSign = SLICE_OF_AXIS[run.axis].directionFace().ordinal() < 3 ? 1 : -1;
            int maxWide = wides ? 3 : 0;
            for (int rot = 0; rot < rotationChoices; rot++) {
                for (int pw = 0; pw <= maxWide; pw++) {
                    for (int nw = 0; nw <= maxWide; nw++) {
                        int s = Math.floorMod(sliceSign * (target[1] - pw + nw - rot), 4);
                        if (s != 0 && !slices) {
                            continue;
                        }
                        int p = Math.floorMod(target[0] - pw - rot, 4);
                        int n = Math.floorMod(rot - nw - target[2], 4);
                        List<Move> form = render(run.axis, p, n, pw, nw, s, removeRotations ? 0 : rot);
                        double cost = options.cost().cost(form);
                        if (cost < bestCost - 1e-9 || (cost < bestCost + 1e-9 && form.size() < bestCount)) {
                            bestCost = cost;
                            bestCount = form.size();
                            best = form;
                            bestRotation = rot;
                        }
                    }
                }
            }
            if (best == null) {
                return;
            }
            run.moves.clear();
            run.moves.addAll(best);
            if (removeRotations && bestRotation != 0) {
                acc = CubieCube.of(Move.of(ROTATION_OF_AXIS[run.axis], bestRotation)).multiply(acc);
            }
            run.layers[0] = run.layers[1] = run.layers[2] = 0;
            for (Move move : run.moves) {
                addLayers(move, run.layers);
            }
            if (run.moves.isEmpty()) {
                stack.remove(stack.size() - 1);
            }
        }

        private static List<Move> render(int axis, int p, int n, int pw, int nw, int s, int rot) {
            Face positive = Face.ofIndex(axis);
            List<Move> form = new ArrayList<>(6);
            if (p != 0) {
                form.add(Move.of(positive, p));
            }
            if (n != 0) {
                form.add(Move.of(positive.opposite(), n));
            }
            if (pw != 0) {
                form.add(Move.of(Layer.wideOf(positive), pw));
            }
            if (nw != 0) {
                form.add(Move.of(Layer.wideOf(positive.opposite()), nw));
            }
            if (s != 0) {
                form.add(Move.of(SLICE_OF_AXIS[axis], s));
            }
            if (rot != 0) {
                form.add(Move.of(ROTATION_OF_AXIS[axis], rot));
            }
            return form;
        }
    }

    /** Moves of one axis in a row, and their net layer turns. */
    private static final class Run {
        final int axis;
        final List<Move> moves = new ArrayList<>(4);
        final int[] layers = new int[3];
        boolean open = true;

        Run(int axis, Move first) {
            this.axis = axis;
            add(first);
        }

        void add(Move move) {
            open = true; // a closed run that gets another move of its axis is open again
            moves.add(move);
            addLayers(move, layers);
        }

        boolean isIdentity() {
            return layers[0] == 0 && layers[1] == 0 && layers[2] == 0;
        }
    }
}

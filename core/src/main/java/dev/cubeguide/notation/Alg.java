package dev.cubeguide.notation;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;

/**
 * An immutable algorithm: a sequence of {@link AlgNode}s as written (moves, groups, commutators, conjugates).
 *
 * <p>{@link #parse(String)} reads WCA/SiGN notation; {@link #toString()} prints it back in canonical form
 * (single spaces, {@code R2} for both {@code R2} and {@code R2'}, {@code ’} read as {@code '}).
 * {@link #moves()} is the expanded move sequence, and {@link #expandToFaceTurns()} rewrites wide turns and
 * slices as face turns plus whole-cube rotations.
 */
public final class Alg {
    /** The empty algorithm. */
    public static final Alg EMPTY = new Alg(List.of());
    /** The most moves {@link #parse} accepts: the expanded length is worked out from the tree before any expansion. */
    public static final int MAX_EXPANDED_LENGTH = 100_000;
    /**
     * The most node visits {@link #parse} accepts for one expansion (each move, and each group, commutator or
     * conjugate entered, counts one): it bounds the cost of groups that expand to few moves, such as {@code (()()())9999}.
     */
    public static final long MAX_EXPANSION_WORK = 1_000_000;
    /** The deepest bracket nesting {@link #parse} accepts. */
    public static final int MAX_NESTING = 100;
    /**
     * The deepest tree any Alg may have (a bracket with a repeat count is two levels: {@code [R, U]2} is a group
     * around a commutator). It keeps every walk over the tree (printing, inverting, comparing) far from the stack's
     * limit.
     */
    static final int MAX_TREE_DEPTH = 2 * MAX_NESTING + 2;

    private final List<AlgNode> nodes;
    /** The expanded length, worked out from the tree (saturating at Long.MAX_VALUE). */
    private final long expandedLength;
    /** The node visits one expansion makes (saturating), see {@link #MAX_EXPANSION_WORK}. */
    private final long expansionWork;
    /** The tree depth: 0 for a flat sequence of moves, one more per group, commutator or conjugate. */
    private final int depth;
    /** The expanded moves, worked out on first use (an immutable list; racy single-check initialisation). */
    private volatile List<Move> moves;

    private Alg(List<AlgNode> nodes) {
        this.nodes = List.copyOf(nodes);
        long length = 0;
        long work = 0;
        int deepest = 0;
        for (AlgNode node : this.nodes) {
            length = saturatingAdd(length, lengthOf(node));
            work = saturatingAdd(work, workOf(node));
            deepest = Math.max(deepest, depthOf(node));
        }
        if (deepest > MAX_TREE_DEPTH) {
            throw new IllegalArgumentException("an algorithm nests at most " + MAX_TREE_DEPTH + " levels deep");
        }
        this.expandedLength = length;
        this.expansionWork = work;
        this.depth = deepest;
    }

    /** Parses WCA/SiGN notation. Throws {@link NotationException} with the column of the first problem. */
    public static Alg parse(String text) {
        return new AlgParser(Objects.requireNonNull(text, "text")).parse();
    }

    /** An algorithm of these nodes as written. */
    public static Alg ofNodes(List<AlgNode> nodes) {
        return nodes.isEmpty() ? EMPTY : new Alg(nodes);
    }

    /** The flat algorithm of these moves. */
    public static Alg of(List<Move> moves) {
        List<AlgNode> nodes = new ArrayList<>(moves.size());
        for (Move move : moves) {
            nodes.add(new AlgNode.Step(move));
        }
        return ofNodes(nodes);
    }

    public static Alg of(Move... moves) {
        return of(List.of(moves));
    }

    /** The flat algorithm of these face-move indices 0..17. */
    public static Alg ofIndices(int[] indices, int length) {
        List<Move> moves = new ArrayList<>(length);
        for (int i = 0; i < length; i++) {
            moves.add(Move.ofIndex(indices[i]));
        }
        return of(moves);
    }

    /** The nodes as written. */
    public List<AlgNode> nodes() {
        return nodes;
    }

    /**
     * The expanded sequence of moves (groups repeated, commutators and conjugates written out), worked out on first
     * use. Throws {@link IllegalStateException} when it would not fit in a list ({@link #expandedLength()}).
     */
    public List<Move> moves() {
        List<Move> expanded = moves;
        if (expanded == null) {
            expanded = expand();
            moves = expanded;
        }
        return expanded;
    }

    /** The number of moves in the expanded sequence (rotations included); see {@link #expandedLength()}. */
    public int length() {
        return (int) Math.min(expandedLength, Integer.MAX_VALUE);
    }

    /** The number of moves in the expanded sequence, worked out from the tree without expanding it (saturating). */
    public long expandedLength() {
        return expandedLength;
    }

    /** The node visits one expansion makes (saturating): every move, and every group, commutator or conjugate entered. */
    public long expansionWork() {
        return expansionWork;
    }

    /** The depth of the tree: 0 for plain moves, one more for each group, commutator or conjugate inside another. */
    public int depth() {
        return depth;
    }

    public boolean isEmpty() {
        return expandedLength == 0;
    }

    /** Length in the half-turn metric: every face, wide or slice turn counts one; rotations count zero. */
    public int htm() {
        int count = 0;
        for (Move move : moves()) {
            if (!move.layer().isRotation()) {
                count++;
            }
        }
        return count;
    }

    /** Length in the quarter-turn metric: half turns count two; rotations count zero. */
    public int qtm() {
        int count = 0;
        for (Move move : moves()) {
            if (!move.layer().isRotation()) {
                count += move.quarterTurns();
            }
        }
        return count;
    }

    /** The moves as face-move indices 0..17; throws if any move is not a face turn. */
    public int[] toIndices() {
        List<Move> moves = moves();
        int[] indices = new int[moves.size()];
        for (int i = 0; i < indices.length; i++) {
            indices[i] = moves.get(i).index();
        }
        return indices;
    }

    /** This algorithm followed by {@code other}. */
    public Alg concat(Alg other) {
        if (other.nodes.isEmpty()) {
            return this;
        }
        if (nodes.isEmpty()) {
            return other;
        }
        List<AlgNode> joined = new ArrayList<>(nodes);
        joined.addAll(other.nodes);
        return new Alg(joined);
    }

    /**
     * The algorithm that undoes this one, keeping its written structure: the tree is inverted node by node (a
     * group's body inverted, {@code [A, B]} becomes {@code [B, A]}, {@code [A: B]} becomes {@code [A: B']}), so its
     * cost is the size of the tree as written, never that of the expansion.
     */
    public Alg inverse() {
        List<AlgNode> inverted = new ArrayList<>(nodes.size());
        for (int i = nodes.size() - 1; i >= 0; i--) {
            inverted.add(nodes.get(i).inverse());
        }
        return ofNodes(inverted);
    }

    /** The mirror image through the M plane: R and L swap, and every turn changes direction except M and x. */
    public Alg mirror() {
        List<AlgNode> mirrored = new ArrayList<>(nodes.size());
        for (AlgNode node : nodes) {
            mirrored.add(node.mirror());
        }
        return ofNodes(mirrored);
    }

    /** The flat algorithm of {@link #moves()}. */
    public Alg flatten() {
        return of(moves());
    }

    /**
     * The same transformation written with face turns and the rotations x, y, z only. A wide turn of face f is
     * the opposite face turned the same way plus a rotation in f's direction ({@code Rw = L x}); a slice is the two
     * outer faces plus a rotation ({@code M = R L' x'}, {@code E = U D' y'}, {@code S = F' B z}). Parallel
     * layers commute, so the order within each group does not matter.
     */
    public Alg expandToFaceTurns() {
        List<Move> out = new ArrayList<>();
        for (Move move : moves()) {
            Layer layer = move.layer();
            int a = move.amount();
            if (layer.isFace() || layer.isRotation()) {
                out.add(move);
            } else if (layer.isWide()) {
                Face face = layer.directionFace();
                out.add(Move.of(face.opposite(), a));
                out.add(rotationToward(face, a));
            } else {
                Face face = layer.directionFace(); // M: L, E: D, S: F
                out.add(Move.of(face.opposite(), a));
                out.add(Move.of(face, -a));
                out.add(rotationToward(face, a));
            }
        }
        return of(out);
    }

    /** The whole-cube rotation that turns like {@code face}, by {@code amount} quarter turns. */
    static Move rotationToward(Face face, int amount) {
        switch (face) {
            case R: return Move.of(Layer.X, amount);
            case L: return Move.of(Layer.X, -amount);
            case U: return Move.of(Layer.Y, amount);
            case D: return Move.of(Layer.Y, -amount);
            case F: return Move.of(Layer.Z, amount);
            default: return Move.of(Layer.Z, -amount);
        }
    }

    /** The mirror image of one move through the M plane. */
    static Move mirror(Move move) {
        Layer layer = move.layer();
        Layer mirrored;
        switch (layer) {
            case R: mirrored = Layer.L; break;
            case L: mirrored = Layer.R; break;
            case RW: mirrored = Layer.LW; break;
            case LW: mirrored = Layer.RW; break;
            default: mirrored = layer;
        }
        // A reflection reverses the sense of every turn about an axis it fixes (U, F, E, S, y, z ...). Turns about
        // the R-L axis, which it reverses, keep their sense after R and L swap: R becomes L' and L becomes R', while
        // M (the same slice) and x (the same axis) are unchanged.
        return layer == Layer.X || layer == Layer.M ? move : Move.of(mirrored, -move.amount());
    }

    /** The moves {@code node} expands to, from its parts' lengths (saturating). */
    static long lengthOf(AlgNode node) {
        if (node instanceof AlgNode.Step) {
            return 1;
        }
        if (node instanceof AlgNode.Group group) {
            return saturatingMultiply(group.body().expandedLength, group.repeat());
        }
        if (node instanceof AlgNode.Commutator commutator) {
            return saturatingMultiply(saturatingAdd(commutator.a().expandedLength, commutator.b().expandedLength), 2);
        }
        AlgNode.Conjugate conjugate = (AlgNode.Conjugate) node;
        return saturatingAdd(saturatingMultiply(conjugate.a().expandedLength, 2), conjugate.b().expandedLength);
    }

    /** The node visits that expanding {@code node} makes: itself, plus its parts' visits as often as they are walked. */
    static long workOf(AlgNode node) {
        long parts;
        if (node instanceof AlgNode.Step) {
            return 1;
        } else if (node instanceof AlgNode.Group group) {
            parts = saturatingMultiply(group.body().expansionWork, group.repeat());
        } else if (node instanceof AlgNode.Commutator commutator) {
            parts = saturatingMultiply(saturatingAdd(commutator.a().expansionWork, commutator.b().expansionWork), 2);
        } else {
            AlgNode.Conjugate conjugate = (AlgNode.Conjugate) node;
            parts = saturatingAdd(saturatingMultiply(conjugate.a().expansionWork, 2), conjugate.b().expansionWork);
        }
        return saturatingAdd(parts, 1);
    }

    private static int depthOf(AlgNode node) {
        if (node instanceof AlgNode.Step) {
            return 0;
        }
        if (node instanceof AlgNode.Group group) {
            return group.body().depth + 1;
        }
        if (node instanceof AlgNode.Commutator commutator) {
            return Math.max(commutator.a().depth, commutator.b().depth) + 1;
        }
        AlgNode.Conjugate conjugate = (AlgNode.Conjugate) node;
        return Math.max(conjugate.a().depth, conjugate.b().depth) + 1;
    }

    static long saturatingAdd(long a, long b) {
        long sum = a + b;
        return sum < 0 ? Long.MAX_VALUE : sum; // both are non-negative, so overflow shows as a negative sum
    }

    static long saturatingMultiply(long a, long b) {
        return b != 0 && a > Long.MAX_VALUE / b ? Long.MAX_VALUE : a * b;
    }

    /**
     * One part of an expansion in progress: an algorithm walked forwards, or backwards with each move inverted,
     * {@code passesLeft} more times; {@code next} counts the nodes of the current pass already taken.
     */
    private static final class Walk {
        final Alg alg;
        final boolean inverted;
        int passesLeft;
        int next;

        Walk(Alg alg, boolean inverted, int passes) {
            this.alg = alg;
            this.inverted = inverted;
            this.passesLeft = passes;
        }
    }

    /**
     * Writes out the moves with an explicit stack of walks, so that neither the nesting nor the inversions cost
     * stack or a second expansion: the inverse of a part is the same part walked backwards with each move inverted
     * ({@code (A B)' = B' A'}, {@code [A, B]' = B A B' A'}, {@code [A: B]' = A B' A'}). Parts that expand to nothing
     * are skipped without being entered.
     */
    private List<Move> expand() {
        if (expandedLength > Integer.MAX_VALUE - 8) {
            throw new IllegalStateException("the algorithm expands to " + expandedLength + " moves, too many to list");
        }
        Move[] out = new Move[(int) expandedLength];
        int count = 0;
        Deque<Walk> stack = new ArrayDeque<>();
        if (expandedLength > 0) {
            stack.push(new Walk(this, false, 1));
        }
        while (!stack.isEmpty()) {
            Walk walk = stack.peek();
            int size = walk.alg.nodes.size();
            if (walk.next == size) {
                if (--walk.passesLeft == 0) {
                    stack.pop();
                } else {
                    walk.next = 0;
                }
                continue;
            }
            int index = walk.inverted ? size - 1 - walk.next : walk.next;
            walk.next++;
            AlgNode node = walk.alg.nodes.get(index);
            boolean inv = walk.inverted;
            if (node instanceof AlgNode.Step step) {
                out[count++] = inv ? step.move().inverse() : step.move();
            } else if (node instanceof AlgNode.Group group) {
                push(stack, group.body(), inv, group.repeat());
            } else if (node instanceof AlgNode.Commutator c) {
                // A B A' B', or inverted B A B' A'; pushed last part first.
                Alg first = inv ? c.b() : c.a();
                Alg second = inv ? c.a() : c.b();
                push(stack, second, true, 1);
                push(stack, first, true, 1);
                push(stack, second, false, 1);
                push(stack, first, false, 1);
            } else {
                // A B A', or inverted A B' A'.
                AlgNode.Conjugate c = (AlgNode.Conjugate) node;
                push(stack, c.a(), true, 1);
                push(stack, c.b(), inv, 1);
                push(stack, c.a(), false, 1);
            }
        }
        return List.of(out);
    }

    private static void push(Deque<Walk> stack, Alg alg, boolean inverted, int passes) {
        if (alg.expandedLength > 0) {
            stack.push(new Walk(alg, inverted, passes));
        }
    }

    /** Canonical text of the tree as written: single spaces, {@code (A)n}, {@code [A, B]}, {@code [A: B]}. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (AlgNode node : nodes) {
            if (text.length() > 0) {
                text.append(' ');
            }
            text.append(node);
        }
        return text.toString();
    }

    /** Two algs are equal when they are written the same (same tree). Compare {@link #moves()} for the same sequence. */
    @Override
    public boolean equals(Object o) {
        return o instanceof Alg other && nodes.equals(other.nodes);
    }

    @Override
    public int hashCode() {
        return nodes.hashCode();
    }
}

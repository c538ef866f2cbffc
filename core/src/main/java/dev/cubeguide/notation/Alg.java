package dev.cubeguide.notation;

import java.util.ArrayList;
import java.util.Collections;
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

    private final List<AlgNode> nodes;
    private final List<Move> moves;

    private Alg(List<AlgNode> nodes) {
        this.nodes = List.copyOf(nodes);
        List<Move> expanded = new ArrayList<>();
        for (AlgNode node : this.nodes) {
            expandInto(node, expanded);
        }
        this.moves = Collections.unmodifiableList(expanded);
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

    /** The expanded sequence of moves (groups repeated, commutators and conjugates written out). */
    public List<Move> moves() {
        return moves;
    }

    /** The number of moves in the expanded sequence (rotations included). */
    public int length() {
        return moves.size();
    }

    public boolean isEmpty() {
        return moves.isEmpty();
    }

    /** Length in the half-turn metric: every face, wide or slice turn counts one; rotations count zero. */
    public int htm() {
        int count = 0;
        for (Move move : moves) {
            if (!move.layer().isRotation()) {
                count++;
            }
        }
        return count;
    }

    /** Length in the quarter-turn metric: half turns count two; rotations count zero. */
    public int qtm() {
        int count = 0;
        for (Move move : moves) {
            if (!move.layer().isRotation()) {
                count += move.quarterTurns();
            }
        }
        return count;
    }

    /** The moves as face-move indices 0..17; throws if any move is not a face turn. */
    public int[] toIndices() {
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

    /** The algorithm that undoes this one, keeping its written structure. */
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
        return of(moves);
    }

    /**
     * The same transformation written with face turns and the rotations x, y, z only. A wide turn of face f is
     * the opposite face turned the same way plus a rotation in f's direction ({@code Rw = L x}); a slice is the two
     * outer faces plus a rotation ({@code M = R L' x'}, {@code E = U D' y'}, {@code S = F' B z}). Parallel
     * layers commute, so the order within each group does not matter.
     */
    public Alg expandToFaceTurns() {
        List<Move> out = new ArrayList<>();
        for (Move move : moves) {
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

    private static void expandInto(AlgNode node, List<Move> out) {
        if (node instanceof AlgNode.Step step) {
            out.add(step.move());
        } else if (node instanceof AlgNode.Group group) {
            for (int i = 0; i < group.repeat(); i++) {
                out.addAll(group.body().moves());
            }
        } else if (node instanceof AlgNode.Commutator commutator) {
            out.addAll(commutator.a().moves());
            out.addAll(commutator.b().moves());
            out.addAll(commutator.a().inverse().moves());
            out.addAll(commutator.b().inverse().moves());
        } else if (node instanceof AlgNode.Conjugate conjugate) {
            out.addAll(conjugate.a().moves());
            out.addAll(conjugate.b().moves());
            out.addAll(conjugate.a().inverse().moves());
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

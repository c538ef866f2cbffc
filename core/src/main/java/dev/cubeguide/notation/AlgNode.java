package dev.cubeguide.notation;

import java.util.Objects;

/**
 * One element of an {@link Alg} as written: a move, a repeated group, a commutator or a conjugate. The tree
 * keeps the structure the user typed so that it can be printed back as written; {@link Alg#moves()} gives
 * the expanded sequence.
 */
public sealed interface AlgNode permits AlgNode.Step, AlgNode.Group, AlgNode.Commutator, AlgNode.Conjugate {

    /** This node with every move inverted and the order reversed. */
    AlgNode inverse();

    /** This node reflected through the M plane (left and right swap). */
    AlgNode mirror();

    /** A single move. */
    record Step(Move move) implements AlgNode {
        public Step {
            Objects.requireNonNull(move, "move");
        }

        @Override
        public AlgNode inverse() {
            return new Step(move.inverse());
        }

        @Override
        public AlgNode mirror() {
            return new Step(Alg.mirror(move));
        }

        @Override
        public String toString() {
            return move.toString();
        }
    }

    /** {@code (body)repeat}: the body done {@code repeat} times (repeat ≥ 1). */
    record Group(Alg body, int repeat) implements AlgNode {
        public Group {
            Objects.requireNonNull(body, "body");
            if (repeat < 1) {
                throw new IllegalArgumentException("repeat must be at least 1: " + repeat);
            }
        }

        @Override
        public AlgNode inverse() {
            return new Group(body.inverse(), repeat);
        }

        @Override
        public AlgNode mirror() {
            return new Group(body.mirror(), repeat);
        }

        @Override
        public String toString() {
            if (repeat > 1 && body.nodes().size() == 1
                    && (body.nodes().get(0) instanceof Commutator || body.nodes().get(0) instanceof Conjugate)) {
                return body + Integer.toString(repeat); // [R, U]2 reads back as this same group
            }
            return "(" + body + ")" + (repeat == 1 ? "" : Integer.toString(repeat));
        }
    }

    /** {@code [A, B]} = A B A' B'. Its inverse is [B, A]. */
    record Commutator(Alg a, Alg b) implements AlgNode {
        public Commutator {
            Objects.requireNonNull(a, "a");
            Objects.requireNonNull(b, "b");
        }

        @Override
        public AlgNode inverse() {
            return new Commutator(b, a);
        }

        @Override
        public AlgNode mirror() {
            return new Commutator(a.mirror(), b.mirror());
        }

        @Override
        public String toString() {
            return "[" + a + ", " + b + "]";
        }
    }

    /** {@code [A: B]} = A B A'. Its inverse is [A: B']. */
    record Conjugate(Alg a, Alg b) implements AlgNode {
        public Conjugate {
            Objects.requireNonNull(a, "a");
            Objects.requireNonNull(b, "b");
        }

        @Override
        public AlgNode inverse() {
            return new Conjugate(a, b.inverse());
        }

        @Override
        public AlgNode mirror() {
            return new Conjugate(a.mirror(), b.mirror());
        }

        @Override
        public String toString() {
            return "[" + a + ": " + b + "]";
        }
    }
}

package dev.cubeguide.notation;

import java.util.Objects;

/**
 * One move: a {@link Layer} turned by a quarter turn clockwise (amount 1), a half turn (2) or a quarter turn
 * counter-clockwise (3). Immutable.
 *
 * <p>Face moves have an index 0..17, {@code 3 * face + amount - 1} in URFDLB order (U=0, U2=1, U'=2, R=3,
 * ...), which the solvers use inside.
 */
public final class Move {
    private static final Move[][] CACHE = new Move[Layer.values().length][4];

    static {
        for (Layer layer : Layer.values()) {
            for (int amount = 1; amount <= 3; amount++) {
                CACHE[layer.ordinal()][amount] = new Move(layer, amount);
            }
        }
    }

    /** The 18 face moves, indexed by {@link #index()}. */
    private static final Move[] FACE_MOVES = new Move[18];

    static {
        for (int i = 0; i < 18; i++) {
            FACE_MOVES[i] = CACHE[i / 3][i % 3 + 1];
        }
    }

    private final Layer layer;
    private final int amount;

    private Move(Layer layer, int amount) {
        this.layer = layer;
        this.amount = amount;
    }

    /** The move that turns {@code layer} by {@code amount} quarter turns clockwise; amount is taken mod 4 and must not be 0. */
    public static Move of(Layer layer, int amount) {
        Objects.requireNonNull(layer, "layer");
        int normalized = Math.floorMod(amount, 4);
        if (normalized == 0) {
            throw new IllegalArgumentException("a move turns by 1, 2 or 3 quarter turns, not " + amount);
        }
        return CACHE[layer.ordinal()][normalized];
    }

    /** The face move of {@code face} by {@code amount} quarter turns (1, 2 or 3). */
    public static Move of(Face face, int amount) {
        return of(Layer.ofFace(face), amount);
    }

    /** The face move with index 0..17. */
    public static Move ofIndex(int index) {
        return FACE_MOVES[index];
    }

    public Layer layer() {
        return layer;
    }

    /** Quarter turns clockwise: 1, 2 or 3. */
    public int amount() {
        return amount;
    }

    /** True for the six face turns (U R F D L B with any amount). */
    public boolean isFaceTurn() {
        return layer.isFace();
    }

    /** The face of a face turn or a wide turn. */
    public Face face() {
        if (!layer.isFace() && !layer.isWide()) {
            throw new IllegalStateException(this + " is not a face or wide turn");
        }
        return layer.directionFace();
    }

    /** The index 0..17 of a face turn. */
    public int index() {
        if (!layer.isFace()) {
            throw new IllegalStateException(this + " is not a face turn");
        }
        return layer.ordinal() * 3 + amount - 1;
    }

    public Move inverse() {
        return CACHE[layer.ordinal()][4 - amount];
    }

    /** The quarter-turn count of this move: 1 for a quarter turn, 2 for a half turn. */
    public int quarterTurns() {
        return amount == 2 ? 2 : 1;
    }

    /** WCA text: {@code R}, {@code R2}, {@code R'}, {@code Rw2}, {@code x'}. */
    @Override
    public String toString() {
        return layer.symbol() + (amount == 1 ? "" : amount == 2 ? "2" : "'");
    }

    @Override
    public boolean equals(Object o) {
        return this == o; // instances are canonical
    }

    @Override
    public int hashCode() {
        return layer.ordinal() * 4 + amount;
    }
}

package dev.cubeguide.model;

import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Face;
import dev.cubeguide.notation.Layer;
import dev.cubeguide.notation.Move;
import java.util.Arrays;

/**
 * A cube state at the level of pieces ("cubies"): which corner and edge sits in each position and how it is
 * twisted or flipped, plus which centre sits on each face. Immutable: every operation returns a new cube.
 *
 * <p>The representation is Kociemba's "replaced by" form. {@code corner(i)} is the piece in position i;
 * {@code cornerOrientation(i)} in 0..2 is how many stickers clockwise the piece's U/D colour sits from the
 * position's U/D sticker (see {@link Corner}); edges likewise with 0..1 (see {@link Edge}). Applying move M to
 * cube A gives {@code A.multiply(M)} with
 * <pre>
 *   cp[i] = A.cp[M.cp[i]]        co[i] = (A.co[M.cp[i]] + M.co[i]) mod 3
 *   ep[i] = A.ep[M.ep[i]]        eo[i] = (A.eo[M.ep[i]] + M.eo[i]) mod 2
 *   centre[f] = A.centre[M.centre[f]]
 * </pre>
 * The centres move only under slices and whole-cube rotations. A cube with moved centres is solved when
 * every face shows one colour ({@link #isSolved()}); {@link #normalized()} re-reads it with the centres as the
 * colour reference, which is how a person holding the turned cube sees it.
 */
public final class CubieCube {
    /** The number of corner positions. */
    public static final int CORNERS = 8;
    /** The number of edge positions. */
    public static final int EDGES = 12;

    private static final int[] IDENTITY_CENTERS = {0, 1, 2, 3, 4, 5};

    /** The solved cube. */
    public static final CubieCube SOLVED = new CubieCube(
            new int[] {0, 1, 2, 3, 4, 5, 6, 7}, new int[8],
            new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, new int[12], IDENTITY_CENTERS.clone());

    private final int[] cp;
    private final int[] co;
    private final int[] ep;
    private final int[] eo;
    private final int[] centers;

    /** Takes ownership of the arrays: callers pass fresh arrays only. */
    private CubieCube(int[] cp, int[] co, int[] ep, int[] eo, int[] centers) {
        this.cp = cp;
        this.co = co;
        this.ep = ep;
        this.eo = eo;
        this.centers = centers;
    }

    /**
     * A cube with the standard centres from permutation and orientation arrays (copied). Checks only the shape:
     * permutations of 0..7 and 0..11, corner orientations 0..2, edge orientations 0..1. Whether the cube can be
     * reached by turning is {@link #isSolvable()}.
     */
    public static CubieCube of(int[] cornerPermutation, int[] cornerOrientation, int[] edgePermutation,
            int[] edgeOrientation) {
        checkPermutation(cornerPermutation, CORNERS, "corner permutation");
        checkPermutation(edgePermutation, EDGES, "edge permutation");
        checkRange(cornerOrientation, CORNERS, 3, "corner orientation");
        checkRange(edgeOrientation, EDGES, 2, "edge orientation");
        return new CubieCube(cornerPermutation.clone(), cornerOrientation.clone(), edgePermutation.clone(),
                edgeOrientation.clone(), IDENTITY_CENTERS.clone());
    }

    private static void checkPermutation(int[] values, int n, String what) {
        checkRange(values, n, n, what);
        boolean[] seen = new boolean[n];
        for (int v : values) {
            if (seen[v]) {
                throw new IllegalArgumentException(what + " repeats " + v + ": " + Arrays.toString(values));
            }
            seen[v] = true;
        }
    }

    private static void checkRange(int[] values, int n, int bound, String what) {
        if (values.length != n) {
            throw new IllegalArgumentException(what + " needs " + n + " entries, not " + values.length);
        }
        for (int v : values) {
            if (v < 0 || v >= bound) {
                throw new IllegalArgumentException(what + " has " + v + " outside 0.." + (bound - 1));
            }
        }
    }

    /** The cube after a single move of any kind. */
    public static CubieCube of(Move move) {
        return MoveCubes.of(move);
    }

    /** The cube reached from solved by {@code alg}. */
    public static CubieCube of(Alg alg) {
        return SOLVED.apply(alg);
    }

    /** Parses and validates a facelet string; see {@link CubeValidator#validate(String)}. */
    public static CubieCube fromFacelets(String facelets) {
        return CubeValidator.validate(facelets);
    }

    /** This cube after {@code move}. */
    public CubieCube apply(Move move) {
        return multiply(MoveCubes.of(move));
    }

    /** This cube after every move of {@code alg} in turn. */
    public CubieCube apply(Alg alg) {
        int[] ncp = cp.clone();
        int[] nco = co.clone();
        int[] nep = ep.clone();
        int[] neo = eo.clone();
        int[] ncenters = centers.clone();
        int[] tcp = new int[CORNERS];
        int[] tco = new int[CORNERS];
        int[] tep = new int[EDGES];
        int[] teo = new int[EDGES];
        int[] tcenters = new int[6];
        for (Move move : alg.moves()) {
            CubieCube m = MoveCubes.of(move);
            compose(ncp, nco, nep, neo, ncenters, m, tcp, tco, tep, teo, tcenters);
            System.arraycopy(tcp, 0, ncp, 0, CORNERS);
            System.arraycopy(tco, 0, nco, 0, CORNERS);
            System.arraycopy(tep, 0, nep, 0, EDGES);
            System.arraycopy(teo, 0, neo, 0, EDGES);
            System.arraycopy(tcenters, 0, ncenters, 0, 6);
        }
        return new CubieCube(ncp, nco, nep, neo, ncenters);
    }

    /** The product "this, then {@code other}": the state reached by doing this cube's moves and then other's. */
    public CubieCube multiply(CubieCube other) {
        int[] ncp = new int[CORNERS];
        int[] nco = new int[CORNERS];
        int[] nep = new int[EDGES];
        int[] neo = new int[EDGES];
        int[] ncenters = new int[6];
        compose(cp, co, ep, eo, centers, other, ncp, nco, nep, neo, ncenters);
        return new CubieCube(ncp, nco, nep, neo, ncenters);
    }

    private static void compose(int[] cp, int[] co, int[] ep, int[] eo, int[] centers, CubieCube m,
            int[] ncp, int[] nco, int[] nep, int[] neo, int[] ncenters) {
        for (int i = 0; i < CORNERS; i++) {
            ncp[i] = cp[m.cp[i]];
            nco[i] = (co[m.cp[i]] + m.co[i]) % 3;
        }
        for (int i = 0; i < EDGES; i++) {
            nep[i] = ep[m.ep[i]];
            neo[i] = (eo[m.ep[i]] + m.eo[i]) & 1;
        }
        for (int f = 0; f < 6; f++) {
            ncenters[f] = centers[m.centers[f]];
        }
    }

    /** The cube that undoes this one: {@code this.multiply(this.inverse())} is {@link #SOLVED}. */
    public CubieCube inverse() {
        int[] ncp = new int[CORNERS];
        int[] nco = new int[CORNERS];
        int[] nep = new int[EDGES];
        int[] neo = new int[EDGES];
        int[] ncenters = new int[6];
        for (int i = 0; i < CORNERS; i++) {
            ncp[cp[i]] = i;
            nco[cp[i]] = (3 - co[i]) % 3;
        }
        for (int i = 0; i < EDGES; i++) {
            nep[ep[i]] = i;
            neo[ep[i]] = eo[i];
        }
        for (int f = 0; f < 6; f++) {
            ncenters[centers[f]] = f;
        }
        return new CubieCube(ncp, nco, nep, neo, ncenters);
    }

    /** The piece (as a {@link Corner} index) in corner position {@code position}. */
    public int corner(int position) {
        return cp[position];
    }

    public int cornerOrientation(int position) {
        return co[position];
    }

    public int edge(int position) {
        return ep[position];
    }

    public int edgeOrientation(int position) {
        return eo[position];
    }

    /** The home face of the centre that now sits on face {@code position}. */
    public Face center(Face position) {
        return Face.ofIndex(centers[position.ordinal()]);
    }

    /** A copy of the corner permutation (piece index per position). */
    public int[] cornerPermutation() {
        return cp.clone();
    }

    public int[] cornerOrientations() {
        return co.clone();
    }

    public int[] edgePermutation() {
        return ep.clone();
    }

    public int[] edgeOrientations() {
        return eo.clone();
    }

    /** True when every centre is on its home face (no slice or rotation has moved them). */
    public boolean hasStandardCenters() {
        return Arrays.equals(centers, IDENTITY_CENTERS);
    }

    /** True when every face shows a single colour (a solved cube turned as a whole counts as solved). */
    public boolean isSolved() {
        if (hasStandardCenters()) {
            return equals(SOLVED);
        }
        String stickers = toFacelets();
        for (int f = 0; f < 6; f++) {
            for (int k = 0; k < 9; k++) {
                if (stickers.charAt(9 * f + k) != stickers.charAt(9 * f + 4)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Permutation parity of the corners: 0 even, 1 odd. */
    public int cornerParity() {
        return parity(cp);
    }

    /** Permutation parity of the edges: 0 even, 1 odd. */
    public int edgeParity() {
        return parity(ep);
    }

    /** Permutation parity of the centres: 0 even, 1 odd (odd after a slice quarter turn). */
    int centerParity() {
        return parity(centers);
    }

    static int parity(int[] permutation) {
        int inversions = 0;
        for (int i = 0; i < permutation.length; i++) {
            for (int j = i + 1; j < permutation.length; j++) {
                if (permutation[i] > permutation[j]) {
                    inversions++;
                }
            }
        }
        return inversions & 1;
    }

    /**
     * True when this state can be reached by turning: corner twists sum to 0 mod 3, edge flips to 0 mod 2, and
     * the corner, edge and centre parities agree (the centre parity is odd only after slice quarter turns).
     */
    public boolean isSolvable() {
        int twist = 0;
        for (int o : co) {
            twist += o;
        }
        int flip = 0;
        for (int o : eo) {
            flip += o;
        }
        return twist % 3 == 0 && flip % 2 == 0 && (cornerParity() ^ centerParity()) == edgeParity();
    }

    /**
     * The same physical cube with the centres taken as the colour reference: a cube turned as a whole (or by
     * slices) is re-read the way a person holding it in its new orientation sees it. For a cube with standard
     * centres this is the cube itself.
     */
    public CubieCube normalized() {
        return hasStandardCenters() ? this : CubeValidator.validate(toFacelets());
    }

    /**
     * The 54-sticker facelet string (URFDLB order, see {@link Facelet}), each sticker written as the letter of its
     * home face: the solved cube is {@code UUUUUUUUURRRRRRRRRFFF...}. After a rotation the centres show other
     * letters: after {@code x} the U centre shows F.
     */
    public String toFacelets() {
        char[] out = new char[54];
        for (int f = 0; f < 6; f++) {
            out[9 * f + 4] = Face.ofIndex(centers[f]).letter();
        }
        for (int i = 0; i < CORNERS; i++) {
            Corner position = Corner.ofIndex(i);
            Corner piece = Corner.ofIndex(cp[i]);
            for (int k = 0; k < 3; k++) {
                out[position.facelet((k + co[i]) % 3).ordinal()] = piece.color(k).letter();
            }
        }
        for (int i = 0; i < EDGES; i++) {
            Edge position = Edge.ofIndex(i);
            Edge piece = Edge.ofIndex(ep[i]);
            for (int k = 0; k < 2; k++) {
                out[position.facelet((k + eo[i]) % 2).ordinal()] = piece.color(k).letter();
            }
        }
        return new String(out);
    }

    /**
     * Reads stickers whose values are home-face indices 0..5, without using the centres as reference.
     * Internal: the input must describe real pieces (it comes from geometry or a validated string).
     */
    static CubieCube readStickers(int[] faceOfSticker) {
        int[] ncp = new int[CORNERS];
        int[] nco = new int[CORNERS];
        int[] nep = new int[EDGES];
        int[] neo = new int[EDGES];
        int[] ncenters = new int[6];
        for (int f = 0; f < 6; f++) {
            ncenters[f] = faceOfSticker[9 * f + 4];
        }
        for (int i = 0; i < CORNERS; i++) {
            Corner position = Corner.ofIndex(i);
            int ori = 0;
            while (ori < 3) {
                int face = faceOfSticker[position.facelet(ori).ordinal()];
                if (face == Face.U.ordinal() || face == Face.D.ordinal()) {
                    break;
                }
                ori++;
            }
            int c1 = faceOfSticker[position.facelet((ori + 1) % 3).ordinal()];
            int c2 = faceOfSticker[position.facelet((ori + 2) % 3).ordinal()];
            for (Corner piece : Corner.values()) {
                if (piece.color(1).ordinal() == c1 && piece.color(2).ordinal() == c2) {
                    ncp[i] = piece.ordinal();
                    nco[i] = ori;
                    break;
                }
            }
        }
        for (int i = 0; i < EDGES; i++) {
            Edge position = Edge.ofIndex(i);
            int c0 = faceOfSticker[position.facelet(0).ordinal()];
            int c1 = faceOfSticker[position.facelet(1).ordinal()];
            for (Edge piece : Edge.values()) {
                if (piece.color(0).ordinal() == c0 && piece.color(1).ordinal() == c1) {
                    nep[i] = piece.ordinal();
                    neo[i] = 0;
                    break;
                }
                if (piece.color(0).ordinal() == c1 && piece.color(1).ordinal() == c0) {
                    nep[i] = piece.ordinal();
                    neo[i] = 1;
                    break;
                }
            }
        }
        return new CubieCube(ncp, nco, nep, neo, ncenters);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CubieCube other && Arrays.equals(cp, other.cp) && Arrays.equals(co, other.co)
                && Arrays.equals(ep, other.ep) && Arrays.equals(eo, other.eo) && Arrays.equals(centers, other.centers);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cp) * 31 * 31 * 31 + Arrays.hashCode(co) * 31 * 31 + Arrays.hashCode(ep) * 31
                + Arrays.hashCode(eo) + Arrays.hashCode(centers) * 17;
    }

    @Override
    public String toString() {
        return "CubieCube[" + toFacelets() + "]";
    }

    /** The cubie form of each layer's turns, derived once from {@link StickerGeometry}. */
    private static final class MoveCubes {
        private static final CubieCube[][] TURNS = new CubieCube[Layer.values().length][4];

        static {
            for (Layer layer : Layer.values()) {
                int[] target = StickerGeometry.quarterTurn(layer);
                int[] stickers = new int[54];
                for (int i = 0; i < 54; i++) {
                    stickers[i] = i / 9;
                }
                for (int amount = 1; amount <= 3; amount++) {
                    int[] moved = new int[54];
                    for (int i = 0; i < 54; i++) {
                        moved[target[i]] = stickers[i];
                    }
                    stickers = moved;
                    TURNS[layer.ordinal()][amount] = readStickers(stickers);
                }
            }
        }

        static CubieCube of(Move move) {
            return TURNS[move.layer().ordinal()][move.amount()];
        }
    }
}

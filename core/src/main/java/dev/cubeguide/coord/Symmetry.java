package dev.cubeguide.coord;

import dev.cubeguide.model.CubieCube;

/**
 * The 48 symmetries of the cube (rotations and reflections that map the cube onto itself), in Kociemba's
 * numbering: symmetry {@code s = 16*a + 8*b + 2*c + d} is the cubie product
 * {@code URF3^a * F2^b * U4^c * LR2^d} where
 * <ul>
 *   <li>URF3 is the 120 degree turn about the URF-DBL diagonal (a in 0..2),</li>
 *   <li>F2 the half turn about the F-B axis (b in 0..1),</li>
 *   <li>U4 the quarter turn about the U-D axis (c in 0..3),</li>
 *   <li>LR2 the reflection in the plane between L and R (d in 0..1).</li>
 * </ul>
 * The first {@link #N_SYM_UD} = 16 symmetries keep the U-D axis (they map the phase-1 group onto itself) and
 * are the ones used for symmetry reduction. Symmetry 0 is the identity.
 *
 * <p>Conjugation: {@code conjugate(c, s)} is {@code S * c * S^-1}. A cube {@code c} solved by moves
 * {@code m1..mk} gives the cube {@code S c S^-1} solved by {@code conjugateMove(s, m1)..conjugateMove(s, mk)}.
 *
 * <p>Source: H. Kociemba, "The Mathematics behind Cube Explorer", section "Symmetries" (kociemba.org/math).
 */
public final class Symmetry {
    /** All symmetries of the cube. */
    public static final int N_SYM = 48;
    /** The symmetries that keep the U-D axis (D4h): indices 0..15. */
    public static final int N_SYM_UD = 16;

    private Symmetry() {
    }

    /** Built on first use (48 small cubes and two 48-row tables: microseconds). */
    private static final class Tables {
        static final Cubie[] CUBES = new Cubie[N_SYM];
        static final int[] INVERSE = new int[N_SYM];
        static final int[][] PRODUCT = new int[N_SYM][N_SYM];
        static final int[][] MOVE_CONJ = new int[N_SYM][Coordinates.N_MOVES];

        static {
            Cubie urf3 = new Cubie(new int[] {0, 4, 5, 1, 3, 7, 6, 2}, new int[] {1, 2, 1, 2, 2, 1, 2, 1},
                    new int[] {1, 8, 5, 9, 3, 11, 7, 10, 0, 4, 6, 2}, new int[] {1, 0, 1, 0, 1, 0, 1, 0, 1, 1, 1, 1});
            Cubie f2 = new Cubie(new int[] {5, 4, 7, 6, 1, 0, 3, 2}, new int[8],
                    new int[] {6, 5, 4, 7, 2, 1, 0, 3, 9, 8, 11, 10}, new int[12]);
            Cubie u4 = new Cubie(new int[] {3, 0, 1, 2, 7, 4, 5, 6}, new int[8],
                    new int[] {3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10}, new int[] {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1});
            Cubie lr2 = new Cubie(new int[] {1, 0, 3, 2, 5, 4, 7, 6}, new int[] {3, 3, 3, 3, 3, 3, 3, 3},
                    new int[] {2, 1, 0, 3, 6, 5, 4, 7, 9, 8, 11, 10}, new int[12]);
            Cubie cc = new Cubie();
            Cubie tmp = new Cubie();
            int s = 0;
            for (int a = 0; a < 3; a++) {
                for (int b = 0; b < 2; b++) {
                    for (int c = 0; c < 4; c++) {
                        for (int d = 0; d < 2; d++) {
                            CUBES[s++] = copy(cc);
                            Cubie.multiply(cc, lr2, tmp);
                            cc.copyFrom(tmp);
                        }
                        Cubie.multiply(cc, u4, tmp);
                        cc.copyFrom(tmp);
                    }
                    Cubie.multiply(cc, f2, tmp);
                    cc.copyFrom(tmp);
                }
                Cubie.multiply(cc, urf3, tmp);
                cc.copyFrom(tmp);
            }
            for (int i = 0; i < N_SYM; i++) {
                for (int j = 0; j < N_SYM; j++) {
                    Cubie.multiply(CUBES[i], CUBES[j], tmp);
                    PRODUCT[i][j] = indexOf(tmp);
                    if (PRODUCT[i][j] == 0) {
                        INVERSE[i] = j;
                    }
                }
            }
            Cubie[] moves = new Cubie[Coordinates.N_MOVES];
            for (int m = 0; m < Coordinates.N_MOVES; m++) {
                moves[m] = Cubie.move(m);
            }
            Cubie tmp2 = new Cubie();
            for (int i = 0; i < N_SYM; i++) {
                for (int m = 0; m < Coordinates.N_MOVES; m++) {
                    Cubie.multiply(CUBES[i], moves[m], tmp);
                    Cubie.multiply(tmp, CUBES[INVERSE[i]], tmp2);
                    MOVE_CONJ[i][m] = -1;
                    for (int k = 0; k < Coordinates.N_MOVES; k++) {
                        if (tmp2.sameAs(moves[k])) {
                            MOVE_CONJ[i][m] = k;
                        }
                    }
                    if (MOVE_CONJ[i][m] < 0) {
                        throw new IllegalStateException("symmetry " + i + " does not map move " + m + " to a move");
                    }
                }
            }
        }

        private static Cubie copy(Cubie c) {
            Cubie out = new Cubie();
            out.copyFrom(c);
            return out;
        }

        private static int indexOf(Cubie c) {
            for (int k = 0; k < N_SYM; k++) {
                if (CUBES[k] != null && CUBES[k].sameAs(c)) {
                    return k;
                }
            }
            throw new IllegalStateException("the symmetries are not closed under multiplication");
        }
    }

    /** The index of the inverse symmetry. */
    public static int inverse(int s) {
        return Tables.INVERSE[s];
    }

    /** The index of the product {@code S_a * S_b} ("a then b"). */
    public static int multiply(int a, int b) {
        return Tables.PRODUCT[a][b];
    }

    /** The move {@code S * M * S^-1} for move index m (0..17). */
    public static int conjugateMove(int s, int m) {
        return Tables.MOVE_CONJ[s][m];
    }

    /** True for the 24 reflections (symmetries that turn the cube into its mirror image). */
    public static boolean isReflection(int s) {
        return (s & 1) != 0;
    }

    /** {@code S * c * S^-1}, the cube seen through symmetry s (a proper cube even when s is a reflection). */
    public static CubieCube conjugate(CubieCube c, int s) {
        Cubie tmp = new Cubie();
        Cubie out = new Cubie();
        Cubie.multiply(Tables.CUBES[s], Cubie.of(c), tmp);
        Cubie.multiply(tmp, Tables.CUBES[Tables.INVERSE[s]], out);
        return out.toCubieCube();
    }

    /** The cubie form of symmetry s, shared: callers must not change it. */
    static Cubie cube(int s) {
        return Tables.CUBES[s];
    }

    /** out = S_s * c * S_s^-1 on the corners only; tmp is scratch. */
    static void conjugateCorners(Cubie c, int s, Cubie tmp, Cubie out) {
        Cubie.cornerMultiply(Tables.CUBES[s], c, tmp);
        Cubie.cornerMultiply(tmp, Tables.CUBES[Tables.INVERSE[s]], out);
    }

    /** out = S_s * c * S_s^-1 on the edges only; tmp is scratch. */
    static void conjugateEdges(Cubie c, int s, Cubie tmp, Cubie out) {
        Cubie.edgeMultiply(Tables.CUBES[s], c, tmp);
        Cubie.edgeMultiply(tmp, Tables.CUBES[Tables.INVERSE[s]], out);
    }
}

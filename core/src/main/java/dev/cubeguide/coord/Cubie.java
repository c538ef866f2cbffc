package dev.cubeguide.coord;

import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Move;
import java.util.Arrays;

/**
 * A mutable cubie cube used while building tables. Mutable and package-private on purpose: table builders
 * multiply millions of cubes and must not allocate per step. Corner orientations 3..5 mark a mirrored
 * (reflected) corner, as in Kociemba's description of the 48 symmetries; only symmetry cubes have them.
 */
final class Cubie {
    final int[] cp = new int[8];
    final int[] co = new int[8];
    final int[] ep = new int[12];
    final int[] eo = new int[12];

    Cubie() {
        reset();
    }

    Cubie(int[] cp, int[] co, int[] ep, int[] eo) {
        System.arraycopy(cp, 0, this.cp, 0, 8);
        System.arraycopy(co, 0, this.co, 0, 8);
        System.arraycopy(ep, 0, this.ep, 0, 12);
        System.arraycopy(eo, 0, this.eo, 0, 12);
    }

    static Cubie of(CubieCube c) {
        return new Cubie(c.cornerPermutation(), c.cornerOrientations(), c.edgePermutation(), c.edgeOrientations());
    }

    /** The face move with index m (0..17). */
    static Cubie move(int m) {
        return of(CubieCube.of(Move.ofIndex(m)));
    }

    CubieCube toCubieCube() {
        return CubieCube.of(cp, co, ep, eo);
    }

    void reset() {
        for (int i = 0; i < 8; i++) {
            cp[i] = i;
            co[i] = 0;
        }
        for (int i = 0; i < 12; i++) {
            ep[i] = i;
            eo[i] = 0;
        }
    }

    void copyFrom(Cubie o) {
        System.arraycopy(o.cp, 0, cp, 0, 8);
        System.arraycopy(o.co, 0, co, 0, 8);
        System.arraycopy(o.ep, 0, ep, 0, 12);
        System.arraycopy(o.eo, 0, eo, 0, 12);
    }

    /** out = a then b (corners), with Kociemba's rules for mirrored orientations. out must differ from a and b. */
    static void cornerMultiply(Cubie a, Cubie b, Cubie out) {
        for (int i = 0; i < 8; i++) {
            out.cp[i] = a.cp[b.cp[i]];
            out.co[i] = combine(a.co[b.cp[i]], b.co[i]);
        }
    }

    /** out = a then b (edges). out must differ from a and b. */
    static void edgeMultiply(Cubie a, Cubie b, Cubie out) {
        for (int i = 0; i < 12; i++) {
            out.ep[i] = a.ep[b.ep[i]];
            out.eo[i] = (a.eo[b.ep[i]] + b.eo[i]) & 1;
        }
    }

    /** out = a then b. out must differ from a and b. */
    static void multiply(Cubie a, Cubie b, Cubie out) {
        cornerMultiply(a, b, out);
        edgeMultiply(a, b, out);
    }

    private static int combine(int oa, int ob) {
        if (oa < 3 && ob < 3) {
            return (oa + ob) % 3;
        }
        if (oa < 3) {
            int o = oa + ob;
            return o >= 6 ? o - 3 : o;
        }
        if (ob < 3) {
            int o = oa - ob;
            return o < 3 ? o + 3 : o;
        }
        int o = oa - ob;
        return o < 0 ? o + 3 : o;
    }

    /** out = the inverse of a. out must differ from a. */
    static void inverse(Cubie a, Cubie out) {
        for (int i = 0; i < 8; i++) {
            out.cp[a.cp[i]] = i;
        }
        for (int i = 0; i < 8; i++) {
            int o = a.co[out.cp[i]];
            out.co[i] = o >= 3 ? o : (3 - o) % 3;
        }
        for (int i = 0; i < 12; i++) {
            out.ep[a.ep[i]] = i;
        }
        for (int i = 0; i < 12; i++) {
            out.eo[i] = a.eo[out.ep[i]];
        }
    }

    boolean sameAs(Cubie o) {
        return Arrays.equals(cp, o.cp) && Arrays.equals(co, o.co)
                && Arrays.equals(ep, o.ep) && Arrays.equals(eo, o.eo);
    }
}

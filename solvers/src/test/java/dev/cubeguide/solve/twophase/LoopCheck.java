package dev.cubeguide.solve.twophase;

import dev.cubeguide.coord.Coordinates;

/** How short can a path from the phase-1 goal back to it be, when it ends with a quarter turn off the U-D axis. */
public final class LoopCheck {
    public static void main(String[] args) {
        SearchTables t = new TwoPhaseSolver().searchTables();
        int[] allowedFaces = new int[7];
        for (int k = 1; k <= 6; k++) {
            long count = dfs(t, 0, 0, 0, -1, k);
            System.out.println("length " + k + ": " + count + " loops");
        }
    }

    static long dfs(SearchTables t, int tw, int f, int s, int lastFace, int togo) {
        long c = 0;
        for (int m = 0; m < 18; m++) {
            int face = m / 3;
            if (face == lastFace || face == lastFace - 3) {
                continue;
            }
            int tw2 = t.twistMove[tw * 18 + m];
            int f2 = t.flipMove[f * 18 + m];
            int s2 = t.slicePosMove[s * 18 + m];
            if (togo == 1) {
                if (tw2 == 0 && f2 == 0 && s2 == 0 && !Coordinates.isPhase2Move(m)) {
                    c++;
                }
            } else {
                c += dfs(t, tw2, f2, s2, face, togo - 1);
            }
        }
        return c;
    }
}

package dev.cubeguide.model;

import dev.cubeguide.notation.Face;
import dev.cubeguide.notation.Layer;

/**
 * The stickers as points in space, and every layer's quarter turn as a permutation of the 54 stickers.
 *
 * <p>Coordinates: x from L (-1) to R (+1), y from D to U, z from B to F. A sticker is the position of its cubie
 * plus the outward normal of its face. A clockwise quarter turn seen from outside along the unit axis a is the
 * rotation by -90 degrees about a, which sends a vector p to {@code a (a.p) - a x p}. This class derives all moves
 * from that one formula, so faces, wide turns, slices and rotations cannot disagree.
 */
final class StickerGeometry {
    private StickerGeometry() {
    }

    /** Position (x, y, z) of sticker {@code index}'s cubie. */
    static int[] position(int index) {
        int face = index / 9;
        int row = index % 9 / 3;
        int col = index % 3;
        switch (face) {
            case 0: return new int[] {col - 1, 1, row - 1};       // U: back row first
            case 1: return new int[] {1, 1 - row, 1 - col};       // R: front column first
            case 2: return new int[] {col - 1, 1 - row, 1};       // F
            case 3: return new int[] {col - 1, -1, 1 - row};      // D: front row first
            case 4: return new int[] {-1, 1 - row, col - 1};      // L: back column first
            default: return new int[] {1 - col, 1 - row, -1};     // B: right column first
        }
    }

    /** Outward unit normal of face 0..5 (URFDLB). */
    static int[] normal(int face) {
        switch (face) {
            case 0: return new int[] {0, 1, 0};
            case 1: return new int[] {1, 0, 0};
            case 2: return new int[] {0, 0, 1};
            case 3: return new int[] {0, -1, 0};
            case 4: return new int[] {-1, 0, 0};
            default: return new int[] {0, 0, -1};
        }
    }

    private static int faceOfNormal(int[] n) {
        for (int f = 0; f < 6; f++) {
            int[] m = normal(f);
            if (m[0] == n[0] && m[1] == n[1] && m[2] == n[2]) {
                return f;
            }
        }
        throw new AssertionError("not a face normal");
    }

    private static int indexOf(int[] position, int face) {
        for (int i = face * 9; i < face * 9 + 9; i++) {
            int[] p = position(i);
            if (p[0] == position[0] && p[1] == position[1] && p[2] == position[2]) {
                return i;
            }
        }
        throw new AssertionError("no sticker at position");
    }

    /** The rotation by -90 degrees about unit axis a: a (a.p) - a x p. */
    private static int[] rotate(int[] a, int[] p) {
        int dot = a[0] * p[0] + a[1] * p[1] + a[2] * p[2];
        int[] cross = {a[1] * p[2] - a[2] * p[1], a[2] * p[0] - a[0] * p[2], a[0] * p[1] - a[1] * p[0]};
        return new int[] {a[0] * dot - cross[0], a[1] * dot - cross[1], a[2] * dot - cross[2]};
    }

    /** Whether a cubie at depth {@code d = a.p} (1 = the direction face, 0 = middle, -1 = far) turns with the layer. */
    private static boolean turns(Layer layer, int depth) {
        if (layer.isFace()) {
            return depth == 1;
        }
        if (layer.isWide()) {
            return depth >= 0;
        }
        if (layer.isSlice()) {
            return depth == 0;
        }
        return true; // rotation
    }

    /**
     * The clockwise quarter turn of {@code layer} as a sticker map: the sticker at index i moves to index
     * {@code result[i]}.
     */
    static int[] quarterTurn(Layer layer) {
        Face directionFace = layer.directionFace();
        int[] axis = normal(directionFace.ordinal());
        int[] target = new int[54];
        for (int i = 0; i < 54; i++) {
            int[] p = position(i);
            int[] n = normal(i / 9);
            int depth = axis[0] * p[0] + axis[1] * p[1] + axis[2] * p[2];
            if (turns(layer, depth)) {
                target[i] = indexOf(rotate(axis, p), faceOfNormal(rotate(axis, n)));
            } else {
                target[i] = i;
            }
        }
        return target;
    }
}

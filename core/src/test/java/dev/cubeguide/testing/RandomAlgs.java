package dev.cubeguide.testing;

import java.util.Random;

/**
 * Random algorithm texts that use every token kind of the notation: face turns with {@code '}, {@code 2},
 * {@code 2'}; wide turns written {@code Rw} and {@code r}; slices {@code M E S}; rotations {@code x y z}; groups
 * {@code (A)n} and {@code (A)n'}; commutators {@code [A, B]}; conjugates {@code [A: B]}; nested up to a depth.
 * Seeded by the caller's {@link Random}, so tests are reproducible.
 */
public final class RandomAlgs {
    private static final String[] FACES = {"U", "R", "F", "D", "L", "B"};
    private static final String[] OTHERS = {
        "Uw", "Rw", "Fw", "Dw", "Lw", "Bw", "u", "r", "f", "d", "l", "b", "M", "E", "S", "x", "y", "z"};
    private static final String[] SUFFIXES = {"", "'", "2", "2'"};

    private RandomAlgs() {
    }

    /** A random alg of up to {@code maxItems} items per level, nested up to {@code depth} levels of brackets. */
    public static String text(Random random, int maxItems, int depth) {
        StringBuilder out = new StringBuilder();
        int items = random.nextInt(maxItems + 1);
        for (int i = 0; i < items; i++) {
            if (i > 0) {
                out.append(random.nextInt(8) == 0 ? "" : random.nextInt(10) == 0 ? "  " : " ");
            }
            int kind = random.nextInt(depth > 0 ? 12 : 9);
            if (kind < 5) {
                out.append(FACES[random.nextInt(FACES.length)]).append(suffix(random));
            } else if (kind < 9) {
                out.append(OTHERS[random.nextInt(OTHERS.length)]).append(suffix(random));
            } else if (kind == 9) {
                out.append('(').append(nonEmpty(random, maxItems, depth)).append(')');
                int repeat = random.nextInt(4);
                if (repeat > 0) {
                    out.append(repeat);
                }
                if (random.nextInt(4) == 0) {
                    out.append('\'');
                }
            } else {
                String a = nonEmpty(random, maxItems, depth);
                String b = nonEmpty(random, maxItems, depth);
                out.append('[').append(a).append(kind == 10 ? ", " : ": ").append(b).append(']');
            }
        }
        return out.toString();
    }

    /** A random alg of face turns only (no slices, wide turns, rotations or brackets). */
    public static String faceTurns(Random random, int length) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < length; i++) {
            if (i > 0) {
                out.append(' ');
            }
            out.append(FACES[random.nextInt(FACES.length)]).append(suffix(random));
        }
        return out.toString();
    }

    private static String nonEmpty(Random random, int maxItems, int depth) {
        String text;
        do {
            text = text(random, Math.max(1, maxItems / 2), depth - 1);
        } while (text.isBlank());
        return text;
    }

    private static String suffix(Random random) {
        return SUFFIXES[random.nextInt(SUFFIXES.length)];
    }
}

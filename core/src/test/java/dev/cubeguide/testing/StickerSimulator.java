package dev.cubeguide.testing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An independent sticker-level cube simulator for tests. It shares no code with the model or the notation
 * package: the six face turns and the three slices are hard-coded sticker cycles written from the net in
 * the README; every other move is defined from them (wide turns, rotations); and it has its own small reader of
 * WCA/SiGN text (face turns, {@code '}, {@code 2}, {@code 2'}, wide {@code Rw} and {@code r}, slices, rotations,
 * {@code (A)n} with an optional {@code '}, {@code [A, B]}, {@code [A: B]}, nesting).
 *
 * <p>A state is a facelet string (54 symbols in URFDLB order, see README.md). {@link #apply(String, String)}
 * moves the stickers: the solved cube {@code UUUUUUUUURRRRRRRRR...} after {@code x} has {@code F} on the whole U
 * face. Other modules' tests use this class as "the independent simulator" (it lives in the core test jar).
 */
public final class StickerSimulator {
    /** The solved cube in face letters. */
    public static final String SOLVED = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";

    /**
     * Cycles of one clockwise quarter turn, written as sticker names: in each group the sticker on the first
     * position moves to the second, the second to the third, and so on, the last to the first.
     */
    private static final Map<String, String[]> CYCLES = Map.of(
            "U", new String[] {"U1 U3 U9 U7", "U2 U6 U8 U4", "F1 L1 B1 R1", "F2 L2 B2 R2", "F3 L3 B3 R3"},
            "D", new String[] {"D1 D3 D9 D7", "D2 D6 D8 D4", "F7 R7 B7 L7", "F8 R8 B8 L8", "F9 R9 B9 L9"},
            "R", new String[] {"R1 R3 R9 R7", "R2 R6 R8 R4", "F3 U3 B7 D3", "F6 U6 B4 D6", "F9 U9 B1 D9"},
            "L", new String[] {"L1 L3 L9 L7", "L2 L6 L8 L4", "U1 F1 D1 B9", "U4 F4 D4 B6", "U7 F7 D7 B3"},
            "F", new String[] {"F1 F3 F9 F7", "F2 F6 F8 F4", "U7 R1 D3 L9", "U8 R4 D2 L6", "U9 R7 D1 L3"},
            "B", new String[] {"B1 B3 B9 B7", "B2 B6 B8 B4", "U1 L7 D9 R3", "U2 L4 D8 R6", "U3 L1 D7 R9"},
            // M turns like L, E like D, S like F.
            "M", new String[] {"U2 F2 D2 B8", "U5 F5 D5 B5", "U8 F8 D8 B2"},
            "E", new String[] {"F4 R4 B4 L4", "F5 R5 B5 L5", "F6 R6 B6 L6"},
            "S", new String[] {"U4 R2 D6 L8", "U5 R5 D5 L5", "U6 R8 D4 L2"});

    /** Every other move as a sequence of the hard-coded ones (quarter turns, {@code '} for three of them). */
    private static final Map<String, String> DEFINITIONS = Map.ofEntries(
            Map.entry("Uw", "U E'"), Map.entry("Dw", "D E"), Map.entry("Rw", "R M'"),
            Map.entry("Lw", "L M"), Map.entry("Fw", "F S"), Map.entry("Bw", "B S'"),
            Map.entry("x", "R M' L'"), Map.entry("y", "U E' D'"), Map.entry("z", "F S B'"));

    private static final Map<String, int[]> PERMUTATIONS = new HashMap<>();

    static {
        for (Map.Entry<String, String[]> entry : CYCLES.entrySet()) {
            int[] target = identity();
            for (String cycle : entry.getValue()) {
                String[] names = cycle.split(" ");
                for (int k = 0; k < names.length; k++) {
                    target[index(names[k])] = index(names[(k + 1) % names.length]);
                }
            }
            PERMUTATIONS.put(entry.getKey(), target);
        }
        for (Map.Entry<String, String> entry : DEFINITIONS.entrySet()) {
            int[] target = identity();
            for (String part : entry.getValue().split(" ")) {
                int[] step = PERMUTATIONS.get(part.substring(0, 1));
                int times = part.endsWith("'") ? 3 : 1;
                for (int t = 0; t < times; t++) {
                    target = then(target, step);
                }
            }
            PERMUTATIONS.put(entry.getKey(), target);
        }
    }

    private StickerSimulator() {
    }

    /** The facelet string of the solved cube after {@code alg}. */
    public static String apply(String alg) {
        return apply(SOLVED, alg);
    }

    /** The facelet string after {@code alg} is applied to {@code facelets} (any 54 symbols). */
    public static String apply(String facelets, String alg) {
        if (facelets.length() != 54) {
            throw new IllegalArgumentException("54 stickers expected");
        }
        char[] stickers = facelets.toCharArray();
        for (String[] move : expand(alg)) {
            int[] target = PERMUTATIONS.get(move[0]);
            int times = Integer.parseInt(move[1]);
            for (int t = 0; t < times; t++) {
                char[] next = new char[54];
                for (int i = 0; i < 54; i++) {
                    next[target[i]] = stickers[i];
                }
                stickers = next;
            }
        }
        return new String(stickers);
    }

    /**
     * The mirror image of a facelet string through the M plane (left and right swap): every face is read
     * right-to-left, the R and L faces change places, and the R and L colours swap. The state of
     * {@code mirror(A)} is the mirror image of the state of {@code A}.
     */
    public static String mirror(String faceLetterFacelets) {
        char[] out = new char[54];
        for (int face = 0; face < 6; face++) {
            int to = face == 1 ? 4 : face == 4 ? 1 : face;
            for (int row = 0; row < 3; row++) {
                for (int col = 0; col < 3; col++) {
                    char c = faceLetterFacelets.charAt(9 * face + 3 * row + col);
                    out[9 * to + 3 * row + 2 - col] = c == 'R' ? 'L' : c == 'L' ? 'R' : c;
                }
            }
        }
        return new String(out);
    }

    /** True when every face shows one symbol. */
    public static boolean isSolved(String facelets) {
        for (int face = 0; face < 6; face++) {
            for (int k = 0; k < 9; k++) {
                if (facelets.charAt(9 * face + k) != facelets.charAt(9 * face)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The alg as a flat list of {layer, quarter turns 1..3}, with this class's own reader. */
    static List<String[]> expand(String alg) {
        Reader reader = new Reader(alg);
        List<String[]> moves = reader.sequence();
        if (reader.pos < alg.length()) {
            throw new IllegalArgumentException("unexpected '" + alg.charAt(reader.pos) + "' at " + (reader.pos + 1));
        }
        return moves;
    }

    private static int index(String sticker) {
        return "URFDLB".indexOf(sticker.charAt(0)) * 9 + sticker.charAt(1) - '1';
    }

    private static int[] identity() {
        int[] p = new int[54];
        for (int i = 0; i < 54; i++) {
            p[i] = i;
        }
        return p;
    }

    /** First {@code a} then {@code b}, as "sticker at i moves to result[i]" maps. */
    private static int[] then(int[] a, int[] b) {
        int[] out = new int[54];
        for (int i = 0; i < 54; i++) {
            out[i] = b[a[i]];
        }
        return out;
    }

    private static List<String[]> inverse(List<String[]> moves) {
        List<String[]> out = new ArrayList<>();
        for (int i = moves.size() - 1; i >= 0; i--) {
            out.add(new String[] {moves.get(i)[0], Integer.toString(4 - Integer.parseInt(moves.get(i)[1]))});
        }
        return out;
    }

    /** A small recursive reader, deliberately separate from the production parser. */
    private static final class Reader {
        private final String text;
        private int pos;

        Reader(String text) {
            this.text = text;
        }

        List<String[]> sequence() {
            List<String[]> out = new ArrayList<>();
            while (true) {
                skipSpace();
                if (pos >= text.length() || ")],:".indexOf(text.charAt(pos)) >= 0) {
                    return out;
                }
                char c = text.charAt(pos);
                if (c == '(') {
                    pos++;
                    List<String[]> body = sequence();
                    expect(')');
                    out.addAll(repeat(body));
                } else if (c == '[') {
                    pos++;
                    List<String[]> a = sequence();
                    skipSpace();
                    char separator = text.charAt(pos++);
                    List<String[]> b = sequence();
                    expect(']');
                    List<String[]> whole = new ArrayList<>(a);
                    whole.addAll(b);
                    whole.addAll(inverse(a));
                    if (separator == ',') {
                        whole.addAll(inverse(b));
                    } else if (separator != ':') {
                        throw new IllegalArgumentException("bad separator " + separator);
                    }
                    out.addAll(repeat(whole));
                } else {
                    out.add(move());
                }
            }
        }

        private List<String[]> repeat(List<String[]> body) {
            int start = pos;
            while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
                pos++;
            }
            int times = pos > start ? Integer.parseInt(text.substring(start, pos)) : 1;
            List<String[]> unit = body;
            if (pos < text.length() && isPrime(text.charAt(pos))) {
                pos++;
                unit = inverse(body);
            }
            List<String[]> out = new ArrayList<>();
            for (int t = 0; t < times; t++) {
                out.addAll(unit);
            }
            return out;
        }

        private String[] move() {
            char c = text.charAt(pos++);
            String layer;
            if ("URFDLB".indexOf(c) >= 0) {
                layer = String.valueOf(c);
                if (pos < text.length() && text.charAt(pos) == 'w') {
                    pos++;
                    layer += "w";
                }
            } else if ("urfdlb".indexOf(c) >= 0) {
                layer = Character.toUpperCase(c) + "w";
            } else if ("MESxyz".indexOf(c) >= 0) {
                layer = String.valueOf(c);
            } else {
                throw new IllegalArgumentException("unknown move '" + c + "' at " + pos);
            }
            int amount = 1;
            if (pos < text.length() && text.charAt(pos) == '2') {
                pos++;
                amount = 2;
                if (pos < text.length() && isPrime(text.charAt(pos))) {
                    pos++;
                }
            } else if (pos < text.length() && isPrime(text.charAt(pos))) {
                pos++;
                amount = 3;
                if (pos < text.length() && text.charAt(pos) == '2') {
                    pos++;
                    amount = 2;
                }
            }
            return new String[] {layer, Integer.toString(amount)};
        }

        private void expect(char c) {
            skipSpace();
            if (pos >= text.length() || text.charAt(pos) != c) {
                throw new IllegalArgumentException("expected '" + c + "' at " + (pos + 1));
            }
            pos++;
        }

        private void skipSpace() {
            while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
                pos++;
            }
        }

        private static boolean isPrime(char c) {
            return c == '\'' || c == '\u2019' || c == '\u2032';
        }
    }
}

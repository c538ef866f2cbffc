package dev.cubeguide.model;

import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.notation.Face;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns a 54-sticker facelet string into a {@link CubieCube}, or says exactly what is wrong with it.
 *
 * <p>Any six distinct symbols may be used: the centre stickers define which face each symbol belongs to. The
 * checks run in this order and the first failure is reported: {@code BAD_LENGTH}, {@code CENTERS_NOT_DISTINCT},
 * {@code UNKNOWN_COLOR}, {@code COLOR_COUNT}, {@code NO_SUCH_EDGE}, {@code DUPLICATE_EDGE}, {@code NO_SUCH_CORNER},
 * {@code DUPLICATE_CORNER}, {@code FLIPPED_EDGE}, {@code TWISTED_CORNER}, {@code PARITY}.
 *
 * <p>The last three are the invariants of the cube group (Bandelow; Joyner, "Adventures in Group Theory",
 * ch. 11): corner twists sum to 0 mod 3, edge flips to 0 mod 2, and corner and edge permutation parities agree.
 * When a single piece explains the failure (the only twisted corner, the only flipped edge, the only two
 * swapped pieces) the detail names it as the likely culprit.
 */
public final class CubeValidator {
    private static final int[] CENTER_INDEX = {4, 13, 22, 31, 40, 49};

    private CubeValidator() {
    }

    /** The cube of {@code facelets}, or an {@link InvalidCubeException} naming the first problem. */
    public static CubieCube validate(String facelets) {
        if (facelets == null || facelets.length() != 54) {
            int length = facelets == null ? 0 : facelets.length();
            throw new InvalidCubeException(ErrorCode.BAD_LENGTH,
                    "a facelet string has 54 stickers (9 per face, in URFDLB order), but this one has " + length,
                    Map.of("length", length, "expected", 54));
        }
        int[] faceOf = stickerFaces(facelets);
        int[] cp = new int[8];
        int[] co = new int[8];
        int[] ep = new int[12];
        int[] eo = new int[12];
        readEdges(facelets, faceOf, ep, eo);
        readCorners(facelets, faceOf, cp, co);
        checkInvariants(cp, co, ep, eo);
        return CubieCube.of(cp, co, ep, eo);
    }

    /** Maps every sticker to its face index via the centres, checking centres, symbols and counts. */
    private static int[] stickerFaces(String facelets) {
        Map<Integer, Integer> faceOfSymbol = new LinkedHashMap<>();
        for (int f = 0; f < 6; f++) {
            int symbol = facelets.charAt(CENTER_INDEX[f]);
            Integer previous = faceOfSymbol.putIfAbsent(symbol, f);
            if (previous != null) {
                String stickers = Facelet.ofIndex(CENTER_INDEX[previous]) + " " + Facelet.ofIndex(CENTER_INDEX[f]);
                throw new InvalidCubeException(ErrorCode.CENTERS_NOT_DISTINCT,
                        "the centres " + stickers + " are both '" + symbolText(symbol)
                                + "'; the six centres must all differ because they define the colours",
                        detail("stickers", stickers, "symbol", symbolText(symbol)));
            }
        }
        int[] faceOf = new int[54];
        List<String> unknown = new ArrayList<>();
        for (int i = 0; i < 54; i++) {
            Integer face = faceOfSymbol.get((int) facelets.charAt(i));
            if (face == null) {
                unknown.add(Facelet.ofIndex(i).name());
                faceOf[i] = -1;
            } else {
                faceOf[i] = face;
            }
        }
        if (!unknown.isEmpty()) {
            int first = Facelet.valueOf(unknown.get(0)).ordinal();
            String symbol = symbolText(facelets.charAt(first));
            throw new InvalidCubeException(ErrorCode.UNKNOWN_COLOR,
                    "sticker " + unknown.get(0) + " is '" + symbol + "', which is not the colour of any centre (centres: "
                            + centreSymbols(facelets) + ")",
                    detail("stickers", String.join(" ", unknown), "symbol", symbol));
        }
        int[] count = new int[6];
        for (int face : faceOf) {
            count[face]++;
        }
        Map<String, Integer> counts = new LinkedHashMap<>();
        List<String> wrong = new ArrayList<>();
        for (int f = 0; f < 6; f++) {
            String symbol = symbolText(facelets.charAt(CENTER_INDEX[f]));
            counts.put(symbol, count[f]);
            if (count[f] != 9) {
                wrong.add("'" + symbol + "' (the " + Face.ofIndex(f) + " centre's colour) appears " + count[f] + " times");
            }
        }
        if (!wrong.isEmpty()) {
            throw new InvalidCubeException(ErrorCode.COLOR_COUNT,
                    "each colour must appear 9 times, but " + String.join(", ", wrong), detail("counts", counts));
        }
        return faceOf;
    }

    /**
     * Reads the twelve edges: first every position must hold a real edge ({@code NO_SUCH_EDGE}), then no edge may
     * appear twice ({@code DUPLICATE_EDGE}, naming both places and the missing edge).
     */
    private static void readEdges(String facelets, int[] faceOf, int[] ep, int[] eo) {
        for (int i = 0; i < 12; i++) {
            Edge position = Edge.ofIndex(i);
            int a = faceOf[position.facelet(0).ordinal()];
            int b = faceOf[position.facelet(1).ordinal()];
            ep[i] = -1;
            for (Edge candidate : Edge.values()) {
                if (candidate.color(0).ordinal() == a && candidate.color(1).ordinal() == b) {
                    ep[i] = candidate.ordinal();
                    eo[i] = 0;
                } else if (candidate.color(0).ordinal() == b && candidate.color(1).ordinal() == a) {
                    ep[i] = candidate.ordinal();
                    eo[i] = 1;
                }
            }
            if (ep[i] < 0) {
                String stickers = stickersOf(position.facelet(0), position.facelet(1));
                String symbols = symbolsAt(facelets, position.facelet(0), position.facelet(1));
                String why = a == b ? "both stickers show " + colourName(facelets, a)
                        : colourName(facelets, a) + " and " + colourName(facelets, b)
                                + " belong to opposite faces, so no edge has both";
                throw new InvalidCubeException(ErrorCode.NO_SUCH_EDGE,
                        "the edge at " + position + " (stickers " + stickers + ", colours " + symbols
                                + ") cannot exist: " + why,
                        detail("position", position.name(), "stickers", stickers, "colors", symbols));
            }
        }
        requireEachOnce(facelets, ep, PieceKind.EDGE);
    }

    /**
     * Reads the eight corners: first every position must hold a real corner ({@code NO_SUCH_CORNER}: impossible
     * colours, or real colours in mirror-image order), then no corner may appear twice ({@code DUPLICATE_CORNER}).
     */
    private static void readCorners(String facelets, int[] faceOf, int[] cp, int[] co) {
        for (int i = 0; i < 8; i++) {
            Corner position = Corner.ofIndex(i);
            int[] colors = new int[3];
            for (int k = 0; k < 3; k++) {
                colors[k] = faceOf[position.facelet(k).ordinal()];
            }
            cp[i] = -1;
            boolean mirrored = false;
            for (Corner candidate : Corner.values()) {
                for (int ori = 0; ori < 3; ori++) {
                    int c0 = colors[ori];
                    int c1 = colors[(ori + 1) % 3];
                    int c2 = colors[(ori + 2) % 3];
                    if (c0 == candidate.color(0).ordinal() && c1 == candidate.color(1).ordinal()
                            && c2 == candidate.color(2).ordinal()) {
                        cp[i] = candidate.ordinal();
                        co[i] = ori;
                    }
                    if (c0 == candidate.color(0).ordinal() && c1 == candidate.color(2).ordinal()
                            && c2 == candidate.color(1).ordinal()) {
                        mirrored = true;
                    }
                }
            }
            if (cp[i] < 0) {
                String stickers = stickersOf(position.facelet(0), position.facelet(1), position.facelet(2));
                String symbols = symbolsAt(facelets, position.facelet(0), position.facelet(1), position.facelet(2));
                String why = mirrored
                        ? "its colours are in mirror-image order, which no real corner has (two of its stickers are swapped)"
                        : "no corner has the colours " + symbols;
                throw new InvalidCubeException(ErrorCode.NO_SUCH_CORNER,
                        "the corner at " + position + " (stickers " + stickers + ", colours " + symbols
                                + ") cannot exist: " + why,
                        detail("position", position.name(), "stickers", stickers, "colors", symbols,
                                "mirrored", mirrored));
            }
        }
        requireEachOnce(facelets, cp, PieceKind.CORNER);
    }

    /** Edges or corners, as the check that each piece appears once names them. */
    private enum PieceKind {
        EDGE("edge", 12, 2, ErrorCode.DUPLICATE_EDGE),
        CORNER("corner", 8, 3, ErrorCode.DUPLICATE_CORNER);

        final String word;
        final int count;
        final int stickers;
        final ErrorCode duplicate;

        PieceKind(String word, int count, int stickers, ErrorCode duplicate) {
            this.word = word;
            this.count = count;
            this.stickers = stickers;
            this.duplicate = duplicate;
        }

        /** The piece (or position) with this index: an {@link Edge} or a {@link Corner}. */
        Enum<?> piece(int index) {
            return this == EDGE ? Edge.ofIndex(index) : Corner.ofIndex(index);
        }

        Facelet facelet(int index, int k) {
            return this == EDGE ? Edge.ofIndex(index).facelet(k) : Corner.ofIndex(index).facelet(k);
        }

        Face color(int index, int k) {
            return this == EDGE ? Edge.ofIndex(index).color(k) : Corner.ofIndex(index).color(k);
        }
    }

    /**
     * Checks that no piece appears twice in {@code permutation} (each position's piece): a {@code DUPLICATE_EDGE}
     * or {@code DUPLICATE_CORNER} error names the piece, both places with their stickers, and the missing pieces.
     */
    private static void requireEachOnce(String facelets, int[] permutation, PieceKind kind) {
        int[] positionOfPiece = new int[kind.count];
        Arrays.fill(positionOfPiece, -1);
        for (int i = 0; i < kind.count; i++) {
            int piece = permutation[i];
            if (positionOfPiece[piece] >= 0) {
                Enum<?> first = kind.piece(positionOfPiece[piece]);
                Enum<?> second = kind.piece(i);
                Facelet[] places = new Facelet[2 * kind.stickers];
                for (int k = 0; k < kind.stickers; k++) {
                    places[k] = kind.facelet(positionOfPiece[piece], k);
                    places[kind.stickers + k] = kind.facelet(i, k);
                }
                String both = stickersOf(places);
                List<String> missing = missing(permutation, kind);
                throw new InvalidCubeException(kind.duplicate,
                        "the " + kind.piece(piece) + " " + kind.word + " (" + pieceColours(facelets, kind, piece)
                                + ") appears twice, at " + first + " and at " + second + " (stickers " + both
                                + "), and the " + String.join(", ", missing) + " " + kind.word + " is missing",
                        detail("piece", kind.piece(piece).name(), "positions", List.of(first.name(), second.name()),
                                "stickers", both, "missing", missing));
            }
            positionOfPiece[piece] = i;
        }
    }

    /** The pieces (edges or corners) that no position holds. */
    private static List<String> missing(int[] permutation, PieceKind kind) {
        boolean[] seen = new boolean[kind.count];
        for (int piece : permutation) {
            seen[piece] = true;
        }
        List<String> out = new ArrayList<>();
        for (int p = 0; p < kind.count; p++) {
            if (!seen[p]) {
                out.add(kind.piece(p).name());
            }
        }
        return out;
    }

    private static String stickersOf(Facelet... facelets) {
        List<String> out = new ArrayList<>();
        for (Facelet facelet : facelets) {
            out.add(facelet.name());
        }
        return String.join(" ", out);
    }

    /** The user's symbols on these stickers, side by side ("WRG"). */
    private static String symbolsAt(String facelets, Facelet... stickers) {
        StringBuilder out = new StringBuilder();
        for (Facelet facelet : stickers) {
            out.appendCodePoint(facelets.charAt(facelet.ordinal()));
        }
        return out.toString();
    }

    /** "'W' (the U centre's colour)". */
    private static String colourName(String facelets, int face) {
        return "'" + symbolText(facelets.charAt(CENTER_INDEX[face])) + "' (the " + Face.ofIndex(face) + " centre's colour)";
    }

    /** The user's symbols of a piece's home faces, for example "W/G" or "W/R/G". */
    private static String pieceColours(String facelets, PieceKind kind, int piece) {
        List<String> out = new ArrayList<>();
        for (int k = 0; k < kind.stickers; k++) {
            out.add(symbolText(facelets.charAt(CENTER_INDEX[kind.color(piece, k).ordinal()])));
        }
        return String.join("/", out);
    }

    /** Checks the three group invariants of a cube whose pieces are all present once. */
    static void checkInvariants(int[] cp, int[] co, int[] ep, int[] eo) {
        int flip = 0;
        List<String> flipped = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            flip += eo[i];
            if (eo[i] != 0) {
                flipped.add(Edge.ofIndex(i).name());
            }
        }
        if (flip % 2 != 0) {
            Map<String, Object> detail = new LinkedHashMap<>();
            String message = "one edge is flipped in place (the edge flips do not add up to an even number)";
            if (flipped.size() == 1) {
                Edge culprit = Edge.valueOf(flipped.get(0));
                message += "; the culprit is most likely the edge at " + culprit + " (stickers " + culprit.facelet(0)
                        + " " + culprit.facelet(1) + "): swap its two stickers";
                detail.put("culprit", culprit.name());
                detail.put("stickers", culprit.facelet(0) + " " + culprit.facelet(1));
            } else {
                message += "; swap the two stickers of any one edge, for example one of " + String.join(" ", flipped);
            }
            detail.put("pieces", flipped);
            throw new InvalidCubeException(ErrorCode.FLIPPED_EDGE, message, detail);
        }
        int twist = 0;
        List<String> twisted = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            twist += co[i];
            if (co[i] != 0) {
                twisted.add(Corner.ofIndex(i).name());
            }
        }
        if (twist % 3 != 0) {
            // A total of 1 mod 3 is undone by twisting one corner counter-clockwise; 2 mod 3 by twisting one clockwise.
            String fix = twist % 3 == 1 ? "counter-clockwise" : "clockwise";
            Map<String, Object> detail = new LinkedHashMap<>();
            detail.put("twist", twist % 3 == 1 ? "clockwise" : "counter-clockwise");
            String message = "one corner is twisted in place (the corner twists do not add up to a multiple of 3)";
            // The likely culprit is the one corner whose own twist equals the excess: untwisting it alone fixes the sum.
            List<String> candidates = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                if (co[i] == twist % 3) {
                    candidates.add(Corner.ofIndex(i).name());
                }
            }
            if (candidates.size() == 1) {
                Corner culprit = Corner.valueOf(candidates.get(0));
                String stickers = culprit.facelet(0) + " " + culprit.facelet(1) + " " + culprit.facelet(2);
                message += "; the culprit is most likely the corner at " + culprit + " (stickers " + stickers
                        + "): turn its stickers " + fix;
                detail.put("culprit", culprit.name());
                detail.put("stickers", stickers);
            } else {
                message += "; turn the stickers of one corner " + fix + ", for example one of " + String.join(" ", twisted);
            }
            detail.put("pieces", twisted);
            throw new InvalidCubeException(ErrorCode.TWISTED_CORNER, message, detail);
        }
        if (CubieCube.parity(cp) != CubieCube.parity(ep)) {
            Map<String, Object> detail = new LinkedHashMap<>();
            String message = "two pieces are swapped (the corner and edge permutations have different parity)";
            List<String> misplacedEdges = misplaced(ep, PieceKind.EDGE);
            List<String> misplacedCorners = misplaced(cp, PieceKind.CORNER);
            List<String> pair = misplacedEdges.size() == 2 && misplacedCorners.isEmpty() ? misplacedEdges
                    : misplacedCorners.size() == 2 && misplacedEdges.isEmpty() ? misplacedCorners : List.of();
            if (!pair.isEmpty()) {
                message += "; the culprits are most likely " + pair.get(0) + " and " + pair.get(1) + ": swap them back";
                detail.put("culprit", pair);
            } else {
                message += "; swap any two edges (or any two corners) to make it solvable";
            }
            detail.put("pieces", pair);
            throw new InvalidCubeException(ErrorCode.PARITY, message, detail);
        }
    }

    private static List<String> misplaced(int[] permutation, PieceKind kind) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < permutation.length; i++) {
            if (permutation[i] != i) {
                out.add(kind.piece(i).name());
            }
        }
        return out;
    }

    private static String centreSymbols(String facelets) {
        StringBuilder out = new StringBuilder();
        for (int index : CENTER_INDEX) {
            out.append(facelets.charAt(index));
        }
        return out.toString();
    }

    private static String symbolText(int symbol) {
        return new String(Character.toChars(symbol));
    }

    private static Map<String, Object> detail(Object... keyValues) {
        Map<String, Object> detail = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            detail.put((String) keyValues[i], keyValues[i + 1]);
        }
        return detail;
    }
}

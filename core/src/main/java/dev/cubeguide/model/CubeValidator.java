package dev.cubeguide.model;

import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.notation.Face;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

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
        readEdges(faceOf, ep, eo);
        readCorners(faceOf, cp, co);
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
        StringJoiner wrong = new StringJoiner(", ");
        for (int f = 0; f < 6; f++) {
            String symbol = symbolText(facelets.charAt(CENTER_INDEX[f]));
            counts.put(symbol, count[f]);
            if (count[f] != 9) {
                wrong.add("'" + symbol + "' (the " + Face.ofIndex(f) + " centre's colour) " + count[f] + " times");
            }
        }
        if (wrong.length() > 0) {
            throw new InvalidCubeException(ErrorCode.COLOR_COUNT,
                    "each colour must appear 9 times, but " + wrong, detail("counts", counts));
        }
        return faceOf;
    }

    private static void readEdges(int[] faceOf, int[] ep, int[] eo) {
        int[] positionOfPiece = new int[12];
        java.util.Arrays.fill(positionOfPiece, -1);
        for (int i = 0; i < 12; i++) {
            Edge position = Edge.ofIndex(i);
            int a = faceOf[position.facelet(0).ordinal()];
            int b = faceOf[position.facelet(1).ordinal()];
            int piece = -1;
            for (Edge candidate : Edge.values()) {
                if (candidate.color(0).ordinal() == a && candidate.color(1).ordinal() == b) {
                    piece = candidate.ordinal();
                    eo[i] = 0;
                } else if (candidate.color(0).ordinal() == b && candidate.color(1).ordinal() == a) {
                    piece = candidate.ordinal();
                    eo[i] = 1;
                }
            }
            String stickers = position.facelet(0) + " " + position.facelet(1);
            if (piece < 0) {
                String why = a == b ? "both show the " + Face.ofIndex(a) + " colour"
                        : "the " + Face.ofIndex(a) + " and " + Face.ofIndex(b) + " colours are on opposite faces";
                throw new InvalidCubeException(ErrorCode.NO_SUCH_EDGE,
                        "the edge at " + position + " (stickers " + stickers + ") cannot exist: " + why,
                        detail("position", position.name(), "stickers", stickers,
                                "colors", "" + Face.ofIndex(a).letter() + Face.ofIndex(b).letter()));
            }
            if (positionOfPiece[piece] >= 0) {
                Edge first = Edge.ofIndex(positionOfPiece[piece]);
                String both = first.facelet(0) + " " + first.facelet(1) + " " + stickers;
                throw new InvalidCubeException(ErrorCode.DUPLICATE_EDGE,
                        "the " + Edge.ofIndex(piece) + " edge appears twice, at " + first + " and at " + position
                                + " (stickers " + both + "); the " + missingEdge(positionOfPiece, piece) + " edge is missing",
                        detail("piece", Edge.ofIndex(piece).name(), "positions", List.of(first.name(), position.name()),
                                "stickers", both));
            }
            positionOfPiece[piece] = i;
            ep[i] = piece;
        }
    }

    private static String missingEdge(int[] positionOfPiece, int duplicate) {
        // The colour counts are right, so some piece has not been seen; with only i positions read we name the
        // first unseen piece as a hint, which is exact when the duplicate is the last position read.
        for (int p = 0; p < 12; p++) {
            if (positionOfPiece[p] < 0 && p != duplicate) {
                return Edge.ofIndex(p).name();
            }
        }
        return "?";
    }

    private static void readCorners(int[] faceOf, int[] cp, int[] co) {
        int[] positionOfPiece = new int[8];
        java.util.Arrays.fill(positionOfPiece, -1);
        for (int i = 0; i < 8; i++) {
            Corner position = Corner.ofIndex(i);
            int[] colors = new int[3];
            for (int k = 0; k < 3; k++) {
                colors[k] = faceOf[position.facelet(k).ordinal()];
            }
            String stickers = position.facelet(0) + " " + position.facelet(1) + " " + position.facelet(2);
            String colorText = "" + Face.ofIndex(colors[0]).letter() + Face.ofIndex(colors[1]).letter()
                    + Face.ofIndex(colors[2]).letter();
            int piece = -1;
            boolean mirrored = false;
            for (Corner candidate : Corner.values()) {
                for (int ori = 0; ori < 3; ori++) {
                    if (colors[ori] == candidate.color(0).ordinal() && colors[(ori + 1) % 3] == candidate.color(1).ordinal()
                            && colors[(ori + 2) % 3] == candidate.color(2).ordinal()) {
                        piece = candidate.ordinal();
                        co[i] = ori;
                    }
                    if (colors[ori] == candidate.color(0).ordinal() && colors[(ori + 1) % 3] == candidate.color(2).ordinal()
                            && colors[(ori + 2) % 3] == candidate.color(1).ordinal()) {
                        mirrored = true;
                    }
                }
            }
            if (piece < 0) {
                String why = mirrored ? "its colours are in mirror-image order, which no real corner has"
                        : "no corner carries the colours " + colorText;
                throw new InvalidCubeException(ErrorCode.NO_SUCH_CORNER,
                        "the corner at " + position + " (stickers " + stickers + ") cannot exist: " + why,
                        detail("position", position.name(), "stickers", stickers, "colors", colorText));
            }
            if (positionOfPiece[piece] >= 0) {
                Corner first = Corner.ofIndex(positionOfPiece[piece]);
                String both = first.facelet(0) + " " + first.facelet(1) + " " + first.facelet(2) + " " + stickers;
                throw new InvalidCubeException(ErrorCode.DUPLICATE_CORNER,
                        "the " + Corner.ofIndex(piece) + " corner appears twice, at " + first + " and at " + position
                                + " (stickers " + both + ")",
                        detail("piece", Corner.ofIndex(piece).name(), "positions", List.of(first.name(), position.name()),
                                "stickers", both));
            }
            positionOfPiece[piece] = i;
            cp[i] = piece;
        }
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
            if (twisted.size() == 1) {
                Corner culprit = Corner.valueOf(twisted.get(0));
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
            List<String> misplacedEdges = misplaced(ep, true);
            List<String> misplacedCorners = misplaced(cp, false);
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

    private static List<String> misplaced(int[] permutation, boolean edges) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < permutation.length; i++) {
            if (permutation[i] != i) {
                out.add(edges ? Edge.ofIndex(i).name() : Corner.ofIndex(i).name());
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

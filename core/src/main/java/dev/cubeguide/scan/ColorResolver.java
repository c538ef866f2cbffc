package dev.cubeguide.scan;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubeValidator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Turns 54 colour readings (a camera's, one photo per face, or a robot's colour sensor) into the most likely
 * cube that can exist, with a confidence for each sticker and the stickers a person should check.
 *
 * <p>How (the package documentation gives the sources):
 * <ol>
 *   <li>Features and a lighting model per face ({@link ColourModel}): brightness and two log chromaticities in
 *       linear light, a colour offset per face (its white balance and exposure), a brightness gradient per face.
 *       The centres are fixed, so each face's centre is a reference of known colour on that face.</li>
 *   <li>Alternately, for a few rounds: the cheapest assignment of pieces to positions under the current model
 *       (corners and edges each by the Hungarian algorithm, each piece once, in its cheapest orientation; so each
 *       colour appears 9 times), then the model re-fitted to that assignment (an EM-like loop with hard
 *       assignments).</li>
 *   <li>One more fit, to the colours of the best valid cube (the rounds above ignore twist, flip and parity), and
 *       the search below again.</li>
 *   <li>The final cube: the cheapest arrangement of each kind of piece with a legal twist or flip total, for each
 *       permutation parity, by ranking assignments (Murty) and a dynamic programme over orientations
 *       ({@link PieceSearch}); the corner and edge parities must agree.</li>
 *   <li>Confidence: for each sticker, the cost margin (in nats) between the answer and the cheapest other valid
 *       arrangement found that changes that sticker's colour: re-orienting pieces within the legal totals, the
 *       next-ranked permutations, the other parity. Confidence is {@code 1 / (1 + e^-margin)}; a margin below
 *       {@link #UNCERTAIN_MARGIN} marks the sticker uncertain.</li>
 * </ol>
 *
 * <p>It never returns an impossible cube: the answer is checked by {@link CubeValidator}. When no valid cube fits
 * (two centres that look alike, or many stickers that match no colour), it throws {@code SCAN_UNRESOLVED}
 * naming the stickers. Stateless and thread-safe; about a few hundred microseconds per cube on one core.
 */
public final class ColorResolver {
    /** A sticker whose answer beats every other valid cube changing it by less than this (nats) is uncertain. */
    public static final double UNCERTAIN_MARGIN = 14.0;
    /** Alternatives are searched up to this margin (nats) above the best cube. */
    private static final double MARGIN_WINDOW = 18.0;
    /** Rounds of assignment and re-fit before the final search. */
    private static final int FIT_ROUNDS = 3;
    /** Rounds of the second start that fit the colours' global clusters only. */
    private static final int GLOBAL_ROUNDS = 2;
    /** An answer with this many uncertain stickers (or none) is compared with a second start's. */
    private static final int SECOND_START_UNCERTAIN = 5;
    /** More stickers than this matching no colour at all: the readings are not of a cube (or not of this one). */
    private static final int MAX_OUTLIERS = 12;
    /** Two centres whose chromaticities are closer than this (squared, in log units) read the same. */
    private static final double SAME_CENTRE_DISTANCE = 0.02 * 0.02;
    /** Two fitted colours closer than this ({@link ColourModel#separation}) cannot be told apart. */
    static final double MIN_SEPARATION = 0.25;
    /** Permutations evaluated at most per kind of piece: bounds the cost of hopeless readings. */
    private static final int PARITY_LIMIT = 400;
    private static final int WINDOW_LIMIT = 24;
    private static final String FACE_LETTERS = "URFDLB";

    private ColorResolver() {
    }

    /**
     * The most likely valid cube for {@code readings}: 54 sRGB readings in URFDLB facelet order (see
     * {@link dev.cubeguide.model.Facelet}). Throws {@code BAD_REQUEST} when there are not 54, and
     * {@code SCAN_UNRESOLVED} when no valid cube fits them reasonably.
     */
    public static ScanResult resolve(List<Rgb> readings) {
        Objects.requireNonNull(readings, "readings");
        Rgb.checkCount(readings.size());
        for (int i = 0; i < readings.size(); i++) {
            if (readings.get(i) == null) {
                throw new CubeGuideException(ErrorCode.BAD_REQUEST, "reading " + i + " (" + Rgb.stickerName(i) + ") is missing",
                        Map.of("index", i));
            }
        }
        Candidate first;
        try {
            first = refined(fitted(readings, 0));
        } catch (CubeGuideException unresolved) {
            return second(readings, null, unresolved);
        }
        if (first.result.uncertain().size() < SECOND_START_UNCERTAIN) {
            return first.result;
        }
        return second(readings, first, null);
    }

    /**
     * A second start for doubtful readings, the best of the two answers by cost: the colours start from clusters of
     * all the readings (not from the centres alone, one of which glare may have washed out), and the first rounds fit
     * only the colours, then each face's lighting. The first start can settle in a wrong local optimum under glare
     * on a centre or strong colour casts, where a face's offset absorbs a shift of all its colours.
     */
    private static ScanResult second(List<Rgb> readings, Candidate first, CubeGuideException firstFailure) {
        Candidate other;
        try {
            other = refined(fitted(readings, GLOBAL_ROUNDS));
        } catch (CubeGuideException e) {
            if (first != null) {
                return first.result;
            }
            throw firstFailure;
        }
        if (first == null) {
            return other.result;
        }
        ScanResult chosen = other.cost < first.cost ? other.result : first.result;
        return withDisagreementsUncertain(chosen, first.result, other.result);
    }

    /**
     * The chosen answer with every sticker on which the two starts disagree added to the uncertain ones (its
     * confidence at most one half): two fits of the same readings that read a sticker differently are no ground to
     * trust either reading.
     */
    private static ScanResult withDisagreementsUncertain(ScanResult chosen, ScanResult a, ScanResult b) {
        double[] confidence = chosen.confidence();
        java.util.TreeSet<Integer> uncertain = new java.util.TreeSet<>(chosen.uncertain());
        for (int s = 0; s < ColourModel.STICKERS; s++) {
            if (a.facelets().charAt(s) != b.facelets().charAt(s)) {
                uncertain.add(s);
                confidence[s] = Math.min(confidence[s], 0.5);
            }
        }
        return new ScanResult(chosen.facelets(), confidence, new ArrayList<>(uncertain));
    }

    /**
     * The best valid cube, after one more fit of the model to a valid cube's colours: the fit rounds assign pieces
     * without the twist, flip and parity conditions, so the last fit may have followed an impossible cube.
     */
    private static Candidate refined(ColourModel model) {
        Candidate first = finalCube(model, false);
        int[] colourOf = new int[ColourModel.STICKERS];
        for (int s = 0; s < colourOf.length; s++) {
            colourOf[s] = FACE_LETTERS.indexOf(first.result.facelets().charAt(s));
        }
        model.fit(colourOf, true);
        return finalCube(model, true);
    }

    /** An answer and its cost (negative log-likelihood under its own fitted model). */
    private record Candidate(ScanResult result, double cost) {
    }

    /**
     * The colour model fitted to the readings by rounds of assignment and re-fit. With {@code globalRounds} above
     * zero it starts from clusters of the readings ({@link ColourModel#startFromClusters}) and the first rounds leave
     * the faces' lighting out.
     */
    static ColourModel fitted(List<Rgb> readings, int globalRounds) {
        ColourModel model = new ColourModel(readings);
        checkCentres(model, readings);
        if (globalRounds > 0) {
            model.startFromClusters();
        }
        for (int round = 0; round < globalRounds + FIT_ROUNDS; round++) {
            model.fit(cheapestColours(model.costs()), round >= globalRounds);
        }
        checkSeparated(model, readings);
        return model;
    }

    /**
     * Two centres that read the same (nearly the same chromaticity and brightness, neither clipped at full scale, where glare
     * washes any colour out to white) make the colours ambiguous: SCAN_UNRESOLVED naming them.
     */
    private static void checkCentres(ColourModel model, List<Rgb> readings) {
        for (int f = 0; f < 6; f++) {
            for (int g = f + 1; g < 6; g++) {
                int a = ColourModel.centre(f);
                int b = ColourModel.centre(g);
                if (model.chromaDistance(a, b) < SAME_CENTRE_DISTANCE && Math.abs(model.x[a * 3] - model.x[b * 3]) < 0.05
                        && !clipped(readings.get(a))
                        && !clipped(readings.get(b))) {
                    String stickers = Rgb.stickerName(a) + " " + Rgb.stickerName(b);
                    throw new CubeGuideException(ErrorCode.SCAN_UNRESOLVED,
                            "the centres " + Rgb.stickerName(a) + " (" + readings.get(a) + ") and " + Rgb.stickerName(b)
                                    + " (" + readings.get(b) + ") look the same colour; each centre must show its own"
                                    + " colour, so check these two readings",
                            Map.of("stickers", stickers, "indices", List.of(a, b)));
                }
            }
        }
    }

    private static boolean clipped(Rgb reading) {
        return Math.max(reading.red(), Math.max(reading.green(), reading.blue())) >= 250;
    }

    /**
     * Two colours that the fitted model cannot tell apart (a face photographed twice, one colour everywhere): no
     * cube is determined, so SCAN_UNRESOLVED naming the two centres and the stickers given their colours.
     */
    private static void checkSeparated(ColourModel model, List<Rgb> readings) {
        int[] colourOf = cheapestColours(model.costs());
        for (int f = 0; f < 6; f++) {
            for (int g = f + 1; g < 6; g++) {
                if (model.separation(f, g) < MIN_SEPARATION) {
                    int a = ColourModel.centre(f);
                    int b = ColourModel.centre(g);
                    List<Integer> stickers = new ArrayList<>();
                    for (int s = 0; s < ColourModel.STICKERS; s++) {
                        if (colourOf[s] == f || colourOf[s] == g) {
                            stickers.add(s);
                        }
                    }
                    List<String> names = new ArrayList<>();
                    stickers.forEach(s -> names.add(Rgb.stickerName(s)));
                    Map<String, Object> detail = new LinkedHashMap<>();
                    detail.put("centres", Rgb.stickerName(a) + " " + Rgb.stickerName(b));
                    detail.put("stickers", String.join(" ", names));
                    detail.put("indices", stickers);
                    throw new CubeGuideException(ErrorCode.SCAN_UNRESOLVED,
                            "the colours of the centres " + Rgb.stickerName(a) + " (" + readings.get(a) + ") and "
                                    + Rgb.stickerName(b) + " (" + readings.get(b) + ") cannot be told apart in these"
                                    + " readings (was one face photographed twice?); check the stickers "
                                    + String.join(" ", names),
                            detail);
                }
            }
        }
    }

    /** The colour of each sticker in the cheapest assignment of pieces, each in its cheapest orientation. */
    private static int[] cheapestColours(double[] cost) {
        int[] colourOf = centreColours();
        for (PieceSearch.Kind kind : PieceSearch.Kind.values()) {
            int n = kind.count;
            int m = kind.orientations;
            int[] orientation = new int[n * n];
            double[] cheapest = PieceSearch.cheapest(kind, PieceSearch.pieceCosts(kind, cost), orientation);
            int[] pieceAt = new int[n];
            KBestAssignments.hungarian(cheapest, n, pieceAt);
            for (int i = 0; i < n; i++) {
                int o = orientation[i * n + pieceAt[i]];
                for (int k = 0; k < m; k++) {
                    colourOf[kind.sticker[i][k]] = kind.colourAt(pieceAt[i], o, k);
                }
            }
        }
        return colourOf;
    }

    private static int[] centreColours() {
        int[] colourOf = new int[ColourModel.STICKERS];
        for (int f = 0; f < 6; f++) {
            colourOf[ColourModel.centre(f)] = f;
        }
        return colourOf;
    }

    /** The best valid cube under the fitted model; with its margins (the search for alternatives) when asked. */
    private static Candidate finalCube(ColourModel model, boolean withMargins) {
        double[] cost = model.costs();
        PieceSearch corners = new PieceSearch(PieceSearch.Kind.CORNERS, cost);
        PieceSearch edges = new PieceSearch(PieceSearch.Kind.EDGES, cost);
        corners.findBothParities(PARITY_LIMIT);
        edges.findBothParities(PARITY_LIMIT);
        int parity = -1;
        double best = Double.POSITIVE_INFINITY;
        for (int p = 0; p < 2; p++) {
            if (corners.best(p) != null && edges.best(p) != null && corners.best(p).cost() + edges.best(p).cost() < best) {
                best = corners.best(p).cost() + edges.best(p).cost();
                parity = p;
            }
        }
        if (parity < 0) {
            throw unresolved(model, centreColours(), "no valid cube fits these readings");
        }
        if (withMargins) {
            corners.findWithin(best + MARGIN_WINDOW - cheapestOfEither(edges), WINDOW_LIMIT);
            edges.findWithin(best + MARGIN_WINDOW - cheapestOfEither(corners), WINDOW_LIMIT);
        }

        int[] colourOf = centreColours();
        paint(colourOf, corners.kind(), corners.best(parity));
        paint(colourOf, edges.kind(), edges.best(parity));
        List<Integer> outliers = new ArrayList<>();
        for (int s = 0; s < ColourModel.STICKERS; s++) {
            if (s % 9 != 4 && model.distance(s, colourOf[s]) >= ColourModel.OUTLIER_DISTANCE) {
                outliers.add(s);
            }
        }
        if (outliers.size() > MAX_OUTLIERS) {
            throw unresolved(model, colourOf, outliers.size() + " of the 48 readings match no colour of this cube");
        }

        double[] margin = new double[ColourModel.STICKERS];
        Arrays.fill(margin, MARGIN_WINDOW);
        if (withMargins) {
            addAlternatives(margin, colourOf, corners, edges, parity, best);
            addAlternatives(margin, colourOf, edges, corners, parity, best);
        }

        double[] confidence = new double[ColourModel.STICKERS];
        List<Integer> uncertain = new ArrayList<>();
        StringBuilder facelets = new StringBuilder(ColourModel.STICKERS);
        for (int s = 0; s < ColourModel.STICKERS; s++) {
            facelets.append(FACE_LETTERS.charAt(colourOf[s]));
            if (s % 9 == 4) {
                confidence[s] = 1.0;
                continue;
            }
            confidence[s] = 1.0 / (1.0 + Math.exp(-Math.max(0, margin[s])));
            if (margin[s] < UNCERTAIN_MARGIN || outliers.contains(s)) {
                uncertain.add(s);
            }
        }
        String answer = facelets.toString();
        CubeValidator.validate(answer); // the construction guarantees it; an invalid answer is a bug, never returned
        return new Candidate(new ScanResult(answer, confidence, uncertain), best);
    }

    private static double cheapestOfEither(PieceSearch search) {
        double cheapest = Double.POSITIVE_INFINITY;
        for (int p = 0; p < 2; p++) {
            if (search.best(p) != null) {
                cheapest = Math.min(cheapest, search.best(p).cost());
            }
        }
        return cheapest;
    }

    private static void paint(int[] colourOf, PieceSearch.Kind kind, PieceSearch.Arrangement arrangement) {
        for (int i = 0; i < kind.count; i++) {
            for (int k = 0; k < kind.orientations; k++) {
                colourOf[kind.sticker[i][k]] = kind.colourAt(arrangement.pieces()[i], arrangement.orientations()[i], k);
            }
        }
    }

    /**
     * Lowers each sticker's margin to the extra cost of the cheapest alternative found that changes its colour: the
     * other arrangements of {@code search}'s pieces (with the other kind's best arrangement of the same parity),
     * and re-orientations of the chosen arrangement's pieces within a legal total.
     */
    private static void addAlternatives(double[] margin, int[] colourOf, PieceSearch search, PieceSearch other,
            int parity, double best) {
        PieceSearch.Kind kind = search.kind();
        PieceSearch.Arrangement chosen = search.best(parity);
        for (PieceSearch.Arrangement alternative : search.found()) {
            PieceSearch.Arrangement partner = other.best(alternative.parity());
            if (alternative == chosen || partner == null) {
                continue;
            }
            double extra = alternative.cost() + partner.cost() - best;
            if (extra >= MARGIN_WINDOW) {
                continue;
            }
            lowerWhereDifferent(margin, colourOf, kind, alternative, extra);
            if (alternative.parity() != parity) {
                lowerWhereDifferent(margin, colourOf, other.kind(), partner, extra);
            }
        }
        double otherCost = other.best(parity).cost();
        double[] reoriented = search.orientationAlternatives(chosen);
        for (int i = 0; i < kind.count; i++) {
            for (int o = 0; o < kind.orientations; o++) {
                if (o == chosen.orientations()[i]) {
                    continue;
                }
                double extra = reoriented[i * kind.orientations + o] + otherCost - best;
                for (int k = 0; k < kind.orientations; k++) {
                    int s = kind.sticker[i][k];
                    margin[s] = Math.min(margin[s], extra);
                }
            }
        }
    }

    private static void lowerWhereDifferent(double[] margin, int[] colourOf, PieceSearch.Kind kind,
            PieceSearch.Arrangement arrangement, double extra) {
        for (int i = 0; i < kind.count; i++) {
            for (int k = 0; k < kind.orientations; k++) {
                int s = kind.sticker[i][k];
                if (kind.colourAt(arrangement.pieces()[i], arrangement.orientations()[i], k) != colourOf[s]) {
                    margin[s] = Math.min(margin[s], extra);
                }
            }
        }
    }

    /** SCAN_UNRESOLVED naming the stickers that fit worst (at most 12). */
    private static CubeGuideException unresolved(ColourModel model, int[] colourOf, String why) {
        Integer[] order = new Integer[ColourModel.STICKERS];
        for (int s = 0; s < order.length; s++) {
            order[s] = s;
        }
        double[] distance = new double[ColourModel.STICKERS];
        for (int s = 0; s < distance.length; s++) {
            distance[s] = s % 9 == 4 ? -1 : model.distance(s, colourOf[s]);
        }
        Arrays.sort(order, (a, b) -> Double.compare(distance[b], distance[a]));
        List<Integer> worst = new ArrayList<>();
        for (int i = 0; i < MAX_OUTLIERS && distance[order[i]] >= 0; i++) {
            worst.add(order[i]);
        }
        worst.sort(null);
        List<String> nameList = new ArrayList<>();
        for (int s : worst) {
            nameList.add(Rgb.stickerName(s));
        }
        String names = String.join(" ", nameList);
        Map<String, Object> detail = new LinkedHashMap<>();
        detail.put("stickers", names);
        detail.put("indices", worst);
        return new CubeGuideException(ErrorCode.SCAN_UNRESOLVED,
                why + "; check the readings of the stickers " + names + " (lighting, glare, or a face photographed in the"
                        + " wrong place or turned)", detail);
    }
}

package dev.cubeguide.scan;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The most likely valid cube for 54 colour readings.
 *
 * @param facelets the cube in URFDLB facelet order with face letters (the centres define the colours); it
 *     always passes {@link dev.cubeguide.model.CubeValidator}
 * @param confidence for each sticker 0..53, how sure the reading is, 0..1 (a copy; the centres are 1)
 * @param uncertain the stickers (indices 0..53, ascending) a person should check
 */
public record ScanResult(String facelets, double[] confidence, List<Integer> uncertain) {
    public ScanResult {
        Objects.requireNonNull(facelets, "facelets");
        confidence = confidence.clone();
        uncertain = List.copyOf(uncertain);
        if (facelets.length() != Rgb.STICKERS || confidence.length != Rgb.STICKERS) {
            throw new IllegalArgumentException("a scan result has 54 stickers");
        }
    }

    /** A copy of the 54 confidences. */
    @Override
    public double[] confidence() {
        return confidence.clone();
    }

    /** The confidence of sticker {@code index}. */
    public double confidence(int index) {
        return confidence[index];
    }

    /**
     * The answer as the CLI's {@code scan --json} and {@code POST /api/scan} give it:
     * {@code {"facelets":"…","uncertain":[…],"confidence":[54 numbers, 3 decimals]}}.
     */
    public Map<String, Object> toMap() {
        List<Double> rounded = new ArrayList<>(confidence.length);
        for (double c : confidence) {
            rounded.add(Math.round(c * 1000) / 1000.0);
        }
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("facelets", facelets);
        map.put("uncertain", uncertain);
        map.put("confidence", rounded);
        return map;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ScanResult r && facelets.equals(r.facelets)
                && java.util.Arrays.equals(confidence, r.confidence) && uncertain.equals(r.uncertain);
    }

    @Override
    public int hashCode() {
        return Objects.hash(facelets, java.util.Arrays.hashCode(confidence), uncertain);
    }

    @Override
    public String toString() {
        return "ScanResult[" + facelets + ", uncertain=" + uncertain + "]";
    }
}

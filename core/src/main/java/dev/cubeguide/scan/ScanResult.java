package dev.cubeguide.scan;

import java.util.List;
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

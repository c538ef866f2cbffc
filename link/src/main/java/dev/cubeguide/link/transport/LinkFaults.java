package dev.cubeguide.link.transport;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.util.Map;

/**
 * The faults a {@link LossyTransport} injects into each datagram it sends, as probabilities in [0, 1), and the
 * seed of its random numbers.
 *
 * @param loss      the datagram is dropped
 * @param duplicate the datagram is delivered twice
 * @param reorder   the datagram is held back and delivered after the next one
 * @param corrupt   one to three random bits of the datagram are flipped (a CRC-16 detects every such error in
 *                  frames shorter than 4 KiB)
 * @param seed      the seed
 */
public record LinkFaults(double loss, double duplicate, double reorder, double corrupt, long seed) {
    /** A perfect link. */
    public static final LinkFaults NONE = new LinkFaults(0, 0, 0, 0, 0);

    public LinkFaults {
        check("loss", loss);
        check("duplicate", duplicate);
        check("reorder", reorder);
        check("corrupt", corrupt);
    }

    /** The same faults with another seed. */
    public LinkFaults withSeed(long newSeed) {
        return new LinkFaults(loss, duplicate, reorder, corrupt, newSeed);
    }

    /** True when no fault is ever injected. */
    public boolean isPerfect() {
        return loss == 0 && duplicate == 0 && reorder == 0 && corrupt == 0;
    }

    private static void check(String name, double p) {
        if (!(p >= 0 && p < 1)) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "--" + name + " must be a probability from 0 up to "
                    + "(not including) 1, not " + p, Map.of(name, p));
        }
    }
}

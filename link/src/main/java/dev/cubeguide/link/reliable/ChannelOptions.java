package dev.cubeguide.link.reliable;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.util.Map;

/**
 * Settings of a {@link ReliableChannel}.
 *
 * @param window           frames sent but not yet acknowledged, at most (selective repeat; the receiver buffers as
 *                         many out of order)
 * @param initialTimeoutMs the retransmission timeout before the first round-trip time is measured; then the
 *                         timeout follows the measured round trips (RFC 6298: smoothed RTT + 4 x its variation)
 * @param minTimeoutMs     the measured timeout never falls below this
 * @param backoff          each retransmission multiplies the frame's timeout by this (at least 1)
 * @param maxTimeoutMs     the timeout never grows beyond this
 * @param maxRetries       retransmissions of one frame before the peer is declared gone
 */
public record ChannelOptions(int window, long initialTimeoutMs, long minTimeoutMs, double backoff, long maxTimeoutMs,
        int maxRetries) {
    public ChannelOptions {
        if (window < 1 || window > 4096 || initialTimeoutMs < 1 || minTimeoutMs < 1 || backoff < 1
                || maxTimeoutMs < initialTimeoutMs || maxTimeoutMs < minTimeoutMs || maxRetries < 0) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "bad channel options: window 1..4096, timeouts "
                    + "at least 1 ms with max >= initial, backoff >= 1, retries >= 0", Map.of("window", window,
                    "initialTimeoutMs", initialTimeoutMs, "minTimeoutMs", minTimeoutMs, "backoff", backoff, "maxTimeoutMs", maxTimeoutMs,
                    "maxRetries", maxRetries));
        }
    }

    /**
     * The defaults, tuned for loopback and short serial links: window 256, timeout 20 ms until round trips are
     * measured and at least 5 ms after, doubling on each retransmission up to 200 ms, 40 retransmissions. A frame
     * is given up after about 7.5 s without an acknowledgement; with 30% loss each way and 5% corruption an
     * attempt fails with probability about 0.56, so a false "peer gone" on 5,000 frames has probability about
     * 5000 * 0.56^41, below 1e-6.
     */
    public static ChannelOptions defaults() {
        return new ChannelOptions(256, 20, 5, 2.0, 200, 40);
    }

    public ChannelOptions withWindow(int value) {
        return new ChannelOptions(value, initialTimeoutMs, minTimeoutMs, backoff, maxTimeoutMs, maxRetries);
    }

    /** Fixed timeouts: initial and minimum {@code initialMs}, at most {@code maxMs}. */
    public ChannelOptions withTimeouts(long initialMs, long maxMs) {
        return new ChannelOptions(window, initialMs, initialMs, backoff, maxMs, maxRetries);
    }

    public ChannelOptions withMaxRetries(int value) {
        return new ChannelOptions(window, initialTimeoutMs, minTimeoutMs, backoff, maxTimeoutMs, value);
    }

    /** Roughly how long a silent peer takes to be declared gone. */
    public long giveUpAfterMs() {
        double t = minTimeoutMs;
        double sum = 0;
        for (int i = 0; i <= maxRetries; i++) {
            sum += t;
            t = Math.min(maxTimeoutMs, t * backoff);
        }
        return (long) sum;
    }
}

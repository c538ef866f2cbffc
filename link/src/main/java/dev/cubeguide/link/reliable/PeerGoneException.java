package dev.cubeguide.link.reliable;

import java.io.IOException;

/**
 * The peer stopped acknowledging: a frame went unacknowledged through every retransmission. The message says
 * which frame, how many tries and for how long.
 */
public final class PeerGoneException extends IOException {
    private static final long serialVersionUID = 1L;

    private final int sequence;
    private final int tries;

    PeerGoneException(String peer, int sequence, int tries, long elapsedMs) {
        super("the peer " + peer + " is gone: frame " + Integer.toUnsignedString(sequence) + " was sent " + tries
                + " times over " + elapsedMs + " ms without an acknowledgement");
        this.sequence = sequence;
        this.tries = tries;
    }

    /** The frame that was never acknowledged. */
    public int sequence() {
        return sequence;
    }

    /** How many times it was sent. */
    public int tries() {
        return tries;
    }
}

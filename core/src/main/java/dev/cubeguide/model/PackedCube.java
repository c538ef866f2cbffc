package dev.cubeguide.model;

import dev.cubeguide.error.ErrorCode;
import java.nio.ByteBuffer;
import java.util.Map;

/**
 * The compact cube state of the display guide: two 64-bit words.
 *
 * <pre>
 * edges   word: edge position i (UR=0 .. BR=11) uses bits 5i..5i+4: bits 5i..5i+3 the piece (0..11), bit 5i+4 its flip.
 *               Bits 60..63 are zero.
 * corners word: corner position i (URF=0 .. DRB=7) uses bits 5i..5i+4: bits 5i..5i+2 the piece (0..7),
 *               bits 5i+3..5i+4 its twist (0..2). Bits 40..63 are zero.
 * </pre>
 * On the wire ({@link #toBytes()}) the edges word comes first, then the corners word, each big-endian: 16 bytes.
 */
public record PackedCube(long edges, long corners) {

    /** Packs a cube; a cube with moved centres is {@linkplain CubieCube#normalized() normalized} first. */
    public static PackedCube of(CubieCube cube) {
        CubieCube c = cube.normalized();
        long edges = 0;
        for (int i = 0; i < 12; i++) {
            edges |= (long) (c.edge(i) | c.edgeOrientation(i) << 4) << (5 * i);
        }
        long corners = 0;
        for (int i = 0; i < 8; i++) {
            corners |= (long) (c.corner(i) | c.cornerOrientation(i) << 3) << (5 * i);
        }
        return new PackedCube(edges, corners);
    }

    /** Reads 16 bytes (edges word, then corners word, big-endian) starting at {@code offset}. */
    public static PackedCube fromBytes(byte[] bytes, int offset) {
        ByteBuffer buffer = ByteBuffer.wrap(bytes, offset, 16);
        return new PackedCube(buffer.getLong(), buffer.getLong());
    }

    /** The 16 wire bytes. */
    public byte[] toBytes() {
        return ByteBuffer.allocate(16).putLong(edges).putLong(corners).array();
    }

    /**
     * Unpacks and checks the state: every field in range, every piece once, and the group invariants. Throws
     * {@link InvalidCubeException} with the same codes as facelet validation, and {@code BAD_PACKET} when an unused
     * high bit is set.
     */
    public CubieCube toCubie() {
        if (edges >>> 60 != 0 || corners >>> 40 != 0) {
            throw new InvalidCubeException(ErrorCode.BAD_PACKET, "unused high bits of a packed cube are set",
                    Map.of("edges", Long.toHexString(edges), "corners", Long.toHexString(corners)));
        }
        int[] ep = new int[12];
        int[] eo = new int[12];
        boolean[] seenEdge = new boolean[12];
        for (int i = 0; i < 12; i++) {
            int field = (int) (edges >>> (5 * i)) & 0x1F;
            ep[i] = field & 0xF;
            eo[i] = field >>> 4;
            if (ep[i] >= 12) {
                throw new InvalidCubeException(ErrorCode.NO_SUCH_EDGE, "edge position " + Edge.ofIndex(i)
                        + " holds piece number " + ep[i] + ", but edges are numbered 0..11",
                        Map.of("position", Edge.ofIndex(i).name(), "piece", ep[i]));
            }
            if (seenEdge[ep[i]]) {
                throw new InvalidCubeException(ErrorCode.DUPLICATE_EDGE, "the " + Edge.ofIndex(ep[i])
                        + " edge appears twice", Map.of("piece", Edge.ofIndex(ep[i]).name()));
            }
            seenEdge[ep[i]] = true;
        }
        int[] cp = new int[8];
        int[] co = new int[8];
        boolean[] seenCorner = new boolean[8];
        for (int i = 0; i < 8; i++) {
            int field = (int) (corners >>> (5 * i)) & 0x1F;
            cp[i] = field & 0x7;
            co[i] = field >>> 3;
            if (co[i] > 2) {
                throw new InvalidCubeException(ErrorCode.TWISTED_CORNER, "corner position " + Corner.ofIndex(i)
                        + " has twist 3, but twists are 0..2", Map.of("position", Corner.ofIndex(i).name()));
            }
            if (seenCorner[cp[i]]) {
                throw new InvalidCubeException(ErrorCode.DUPLICATE_CORNER, "the " + Corner.ofIndex(cp[i])
                        + " corner appears twice", Map.of("piece", Corner.ofIndex(cp[i]).name()));
            }
            seenCorner[cp[i]] = true;
        }
        CubeValidator.checkInvariants(cp, co, ep, eo);
        return CubieCube.of(cp, co, ep, eo);
    }
}

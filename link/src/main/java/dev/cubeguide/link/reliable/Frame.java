package dev.cubeguide.link.reliable;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Map;
import java.util.Objects;

/**
 * One frame of the reliable channel. Wire format (big-endian):
 * <pre>
 * offset  size  field
 * 0       1     magic 0xCB
 * 1       1     type: 0x01 DATA, 0x02 ACK
 * 2       4     sequence number (DATA: the frame's number, from 0; ACK: the DATA frame acknowledged)
 * 6       2     payload length n (at most {@link #MAX_PAYLOAD})
 * 8       n     payload (DATA: the command; ACK: 4 bytes, the receiver's next expected sequence number, which
 *               acknowledges every frame before it)
 * 8+n     2     CRC-16/CCITT-FALSE ({@link Crc16}) of bytes 0 .. 8+n-1
 * </pre>
 *
 * @param type     DATA or ACK
 * @param sequence the sequence number
 * @param payload  the payload (copied)
 */
public record Frame(Type type, int sequence, byte[] payload) {
    /** The first byte of every frame. */
    public static final int MAGIC = 0xCB;
    /** The largest payload. */
    public static final int MAX_PAYLOAD = 1024;
    /** Bytes around the payload: magic, type, sequence, length, CRC. */
    public static final int OVERHEAD = 10;

    /** The frame types. */
    public enum Type {
        DATA(0x01), ACK(0x02);

        final int code;

        Type(int code) {
            this.code = code;
        }
    }

    public Frame {
        Objects.requireNonNull(type, "type");
        payload = payload.clone();
        if (payload.length > MAX_PAYLOAD) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "a frame carries at most " + MAX_PAYLOAD
                    + " bytes, not " + payload.length, Map.of("length", payload.length));
        }
    }

    /** A DATA frame. */
    public static Frame data(int sequence, byte[] payload) {
        return new Frame(Type.DATA, sequence, payload);
    }

    /** An ACK of {@code sequence}, with the receiver's next expected sequence number. */
    public static Frame ack(int sequence, int nextExpected) {
        return new Frame(Type.ACK, sequence, ByteBuffer.allocate(4).putInt(nextExpected).array());
    }

    /** For an ACK: the receiver's next expected sequence number. */
    public int nextExpected() {
        return ByteBuffer.wrap(payload).getInt();
    }

    @Override
    public byte[] payload() {
        return payload.clone();
    }

    /** The bytes on the wire. */
    public byte[] encode() {
        ByteBuffer buf = ByteBuffer.allocate(OVERHEAD + payload.length);
        buf.put((byte) MAGIC).put((byte) type.code).putInt(sequence).putShort((short) payload.length).put(payload);
        byte[] bytes = buf.array();
        int crc = Crc16.of(bytes, 0, bytes.length - 2);
        bytes[bytes.length - 2] = (byte) (crc >>> 8);
        bytes[bytes.length - 1] = (byte) crc;
        return bytes;
    }

    /** Parses a frame; a damaged or malformed one is a {@code BAD_PACKET} whose detail says what is wrong. */
    public static Frame decode(byte[] bytes) {
        if (bytes.length < OVERHEAD) {
            throw bad("it is " + bytes.length + " bytes, shorter than the " + OVERHEAD + "-byte frame overhead",
                    "short");
        }
        int crc = ((bytes[bytes.length - 2] & 0xFF) << 8) | (bytes[bytes.length - 1] & 0xFF);
        int computed = Crc16.of(bytes, 0, bytes.length - 2);
        if (crc != computed) {
            throw bad(String.format("its CRC is 0x%04X but its bytes give 0x%04X", crc, computed), "crc");
        }
        ByteBuffer buf = ByteBuffer.wrap(bytes);
        if ((buf.get() & 0xFF) != MAGIC) {
            throw bad("it does not start with 0xCB", "magic");
        }
        int code = buf.get() & 0xFF;
        Type type = code == 0x01 ? Type.DATA : code == 0x02 ? Type.ACK : null;
        if (type == null) {
            throw bad("its type 0x" + Integer.toHexString(code) + " is neither DATA (1) nor ACK (2)", "type");
        }
        int sequence = buf.getInt();
        int length = buf.getShort() & 0xFFFF;
        if (length != bytes.length - OVERHEAD || length > MAX_PAYLOAD || (type == Type.ACK && length != 4)) {
            throw bad("its length field says " + length + " bytes but it carries " + (bytes.length - OVERHEAD),
                    "length");
        }
        byte[] payload = new byte[length];
        buf.get(payload);
        return new Frame(type, sequence, payload);
    }

    private static CubeGuideException bad(String why, String reason) {
        return new CubeGuideException(ErrorCode.BAD_PACKET, "bad robot-link frame: " + why, Map.of("reason", reason));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Frame f && f.type == type && f.sequence == sequence
                && Arrays.equals(f.payload, payload);
    }

    @Override
    public int hashCode() {
        return Objects.hash(type, sequence, Arrays.hashCode(payload));
    }

    @Override
    public String toString() {
        return type + "#" + Integer.toUnsignedString(sequence) + "(" + payload.length + " bytes)";
    }
}

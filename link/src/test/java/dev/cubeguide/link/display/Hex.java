package dev.cubeguide.link.display;

import java.io.ByteArrayOutputStream;

/** Hex dumps in tests: {@code Hex.bytes("53 04 02 0A")}. */
final class Hex {
    private Hex() {
    }

    static byte[] bytes(String hex) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (String part : hex.trim().split("\\s+")) {
            if (!part.isEmpty()) {
                out.write(Integer.parseInt(part, 16));
            }
        }
        return out.toByteArray();
    }

    static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            out.writeBytes(part);
        }
        return out.toByteArray();
    }
}

package dev.cubeguide.web;

/** The JSON bodies the API accepts. Unknown fields are rejected with a message naming them. */
final class Requests {
    private Requests() {
    }

    /**
     * {@code POST /api/solve}: exactly one of {@code scramble} (moves applied to a solved cube) and
     * {@code facelets} (54 stickers), plus optional {@code solver}, {@code maxLength} and {@code timeoutMs}.
     */
    record SolveRequest(String scramble, String facelets, String solver, Integer maxLength, Integer timeoutMs) {
    }

    /** {@code POST /api/validate}: a facelet string. */
    record ValidateRequest(String facelets) {
    }

    /**
     * {@code POST /api/display}: {@code send} is {@code state} (with {@code facelets}), {@code solve} (with
     * {@code scramble}), {@code next} or {@code prev}.
     */
    record DisplayRequest(String send, String facelets, String scramble) {
    }

    /** {@code POST /api/parse}: moves in WCA notation. */
    record ParseRequest(String scramble) {
    }
}

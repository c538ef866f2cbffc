package dev.cubeguide.link.display;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * What the display shows. Each change prints one JSON line ({@link #toJson()}), in exactly these shapes:
 * <pre>
 * {"screen":"title","text":"Solving Guide"}
 * {"screen":"solving"}
 * {"screen":"step","step":3,"of":21,"move":"R'","previous":"U2"}      previous is null at step 1
 * {"screen":"solved","text":"Solved! Congratulations."}
 * {"screen":"error","code":"BAD_PACKET","message":"count mismatch: ..."}
 * </pre>
 */
public sealed interface Screen {
    /** The title text. */
    String TITLE = "Solving Guide";
    /** The text of the solving screen. */
    String SOLVING = "Solving\u2026";
    /** The text shown past the last step. */
    String SOLVED = "Solved! Congratulations.";

    /** The JSON object of this screen, keys in the documented order. */
    Map<String, Object> toJson();

    /** An ordered map of alternating keys and values (a value may be null). */
    private static Map<String, Object> json(Object... keysAndValues) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return map;
    }

    /** The power-on screen. */
    record Title() implements Screen {
        @Override
        public Map<String, Object> toJson() {
            return json("screen", "title", "text", TITLE);
        }
    }

    /** Shown while the device solves. */
    record Solving() implements Screen {
        @Override
        public Map<String, Object> toJson() {
            return json("screen", "solving");
        }
    }

    /**
     * Step {@code step} of {@code of}: make {@code move}; {@code previous} is the move of the step before, or
     * null at step 1 (nothing of the guide was made before it).
     */
    record Step(int step, int of, String move, String previous) implements Screen {
        public Step {
            Objects.requireNonNull(move, "move");
            if (step < 1 || step > of) {
                throw new IllegalArgumentException("step " + step + " of " + of);
            }
        }

        @Override
        public Map<String, Object> toJson() {
            return json("screen", "step", "step", step, "of", of, "move", move, "previous", previous);
        }
    }

    /** Past the last step, or at once for a SOLVE of a solved cube. */
    record Solved() implements Screen {
        @Override
        public Map<String, Object> toJson() {
            return json("screen", "solved", "text", SOLVED);
        }
    }

    /** A bad packet ({@code BAD_PACKET}) or a failed solve ({@code NO_SOLUTION}, {@code TIMEOUT}). */
    record Error(String code, String message) implements Screen {
        public Error {
            Objects.requireNonNull(code, "code");
            Objects.requireNonNull(message, "message");
        }

        @Override
        public Map<String, Object> toJson() {
            return json("screen", "error", "code", code, "message", message);
        }
    }
}

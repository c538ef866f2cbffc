package dev.cubeguide.solve.beginner;

import dev.cubeguide.model.Color;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Face;
import dev.cubeguide.notation.Layer;
import dev.cubeguide.notation.Move;
import dev.cubeguide.optimize.Rotations;
import java.util.Locale;

/**
 * The plain-words line of each stage, naming pieces by their colours in the standard scheme
 * ({@link Color#standard(Face)}) and places by the faces the person sees. {@code frame} maps the solver's own
 * faces (first layer D) to the faces of the cube as held.
 */
final class Explanations {
    private final CubieCube frame;
    /** The rotation about the first layer's axis, as the person turns it: y for a D or U first layer. */
    private final String rotation;
    /** TEXT[stage][empty ? 1 : 0][rotations ? 1 : 0], computed once. */
    private final String[][][] text = new String[7][2][2];

    Explanations(CubieCube frame) {
        this.frame = frame;
        this.rotation = Rotations.relabel(Move.of(Layer.Y, 1), frame).layer().symbol();
        for (int stage = 0; stage < 7; stage++) {
            for (int empty = 0; empty < 2; empty++) {
                for (int rotations = 0; rotations < 2; rotations++) {
                    text[stage][empty][rotations] = compose(stage, empty == 1, rotations == 1);
                }
            }
        }
    }

    /** The line for stage 0..6; {@code empty} when the stage has no moves. */
    String of(int stage, boolean empty, boolean rotations) {
        return text[stage][empty ? 1 : 0][rotations ? 1 : 0];
    }

    private Face real(Face own) {
        return frame.center(own);
    }

    private String colour(Face own) {
        return Color.standard(real(own)).displayName();
    }

    private String side(Face own) {
        switch (real(own)) {
            case U: return "up";
            case D: return "down";
            case F: return "front";
            case B: return "back";
            case L: return "left";
            default: return "right";
        }
    }

    private String edge(Face a, Face b) {
        return colour(a) + "-" + colour(b);
    }

    private String corner(Face a, Face b, Face c) {
        return colour(a) + "-" + colour(b) + "-" + colour(c);
    }

    private String compose(int stage, boolean empty, boolean rotations) {
        String d = colour(Face.D);
        String u = colour(Face.U);
        String line;
        switch (stage) {
            case 0:
                line = "Make a " + d + " cross on the " + side(Face.D) + " face: bring the " + edge(Face.D, Face.F)
                        + ", " + edge(Face.D, Face.R) + ", " + edge(Face.D, Face.B) + " and " + edge(Face.D, Face.L)
                        + " edges next to the " + d + " centre, each matching its side centre.";
                break;
            case 1:
                line = "Put the four " + d + " corners (" + corner(Face.D, Face.F, Face.R) + ", "
                        + corner(Face.D, Face.R, Face.B) + ", " + corner(Face.D, Face.B, Face.L) + ", "
                        + corner(Face.D, Face.L, Face.F) + ") into the " + side(Face.D)
                        + " layer between their three centres, " + d + " facing " + side(Face.D)
                        + ", keeping the cross.";
                break;
            case 2:
                line = "Insert the four middle-layer edges (" + edge(Face.F, Face.R) + ", " + edge(Face.R, Face.B)
                        + ", " + edge(Face.B, Face.L) + ", " + edge(Face.L, Face.F)
                        + ") between their two centres, keeping the first layer.";
                break;
            case 3:
                line = "Flip the " + side(Face.U) + "-layer edges so that all four " + u + " stickers face "
                        + side(Face.U) + ": a " + u + " cross (the side colours need not match yet).";
                break;
            case 4:
                line = "Move the " + edge(Face.U, Face.F) + ", " + edge(Face.U, Face.R) + ", "
                        + edge(Face.U, Face.B) + " and " + edge(Face.U, Face.L)
                        + " edges to their places, so their side colours match the centres.";
                break;
            case 5:
                line = "Move the four " + u + " corners to the places between their three centres (they may "
                        + "still be twisted).";
                break;
            default:
                line = "Twist the " + u + " corners in place until every face shows one colour: the cube is solved.";
                break;
        }
        if (rotations && (stage == 1 || stage == 2)) {
            line += " Turn the whole cube (" + rotation + ") where written, so that you work on the front and right "
                    + "faces.";
        }
        return empty ? "Already done. " + line : line;
    }

    /** The stage names, in order. */
    static final String[] NAMES = {
        "first-layer cross", "first-layer corners", "middle-layer edges", "last-layer cross",
        "last-layer edges", "last-layer corner positions", "last-layer corner orientation"
    };

    static String name(int stage) {
        return NAMES[stage].toLowerCase(Locale.ROOT);
    }
}

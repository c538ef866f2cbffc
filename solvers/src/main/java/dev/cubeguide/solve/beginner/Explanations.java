package dev.cubeguide.solve.beginner;

import dev.cubeguide.model.Color;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Face;
import java.util.Locale;

/**
 * The plain-words line of each stage, naming pieces by their colours in the standard scheme
 * ({@link Color#standard(Face)}) and places by the faces the person sees. {@code frame} maps the solver's own
 * faces (first layer D) to the faces of the cube as held.
 */
final class Explanations {
    private final CubieCube frame;

    Explanations(CubieCube frame) {
        this.frame = frame;
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

    String of(int stage, boolean empty, boolean rotations) {
        String d = colour(Face.D);
        String u = colour(Face.U);
        String text;
        switch (stage) {
            case 0:
                text = "Make a " + d + " cross on the " + side(Face.D) + " face: bring the " + edge(Face.D, Face.F)
                        + ", " + edge(Face.D, Face.R) + ", " + edge(Face.D, Face.B) + " and " + edge(Face.D, Face.L)
                        + " edges next to the " + d + " centre, each matching its side centre.";
                break;
            case 1:
                text = "Put the four " + d + " corners (" + corner(Face.D, Face.F, Face.R) + ", "
                        + corner(Face.D, Face.R, Face.B) + ", " + corner(Face.D, Face.B, Face.L) + ", "
                        + corner(Face.D, Face.L, Face.F) + ") into the " + side(Face.D)
                        + " layer between their three centres, " + d + " facing " + side(Face.D)
                        + ", keeping the cross.";
                break;
            case 2:
                text = "Insert the four middle-layer edges (" + edge(Face.F, Face.R) + ", " + edge(Face.R, Face.B)
                        + ", " + edge(Face.B, Face.L) + ", " + edge(Face.L, Face.F)
                        + ") between their two centres, keeping the first layer.";
                break;
            case 3:
                text = "Flip the " + side(Face.U) + "-layer edges so that all four " + u + " stickers face "
                        + side(Face.U) + ": a " + u + " cross (the side colours need not match yet).";
                break;
            case 4:
                text = "Move the " + edge(Face.U, Face.F) + ", " + edge(Face.U, Face.R) + ", "
                        + edge(Face.U, Face.B) + " and " + edge(Face.U, Face.L)
                        + " edges to their places, so their side colours match the centres.";
                break;
            case 5:
                text = "Move the four " + u + " corners to the places between their three centres (they may "
                        + "still be twisted).";
                break;
            default:
                text = "Twist the " + u + " corners in place until every face shows one colour: the cube is solved.";
                break;
        }
        if (rotations && (stage == 1 || stage == 2)) {
            text += " Turn the whole cube (y) where written, so that you work on the front and right faces.";
        }
        return empty ? "Already done. " + text : text;
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

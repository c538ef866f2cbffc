package dev.cubeguide.solve.beginner;

import dev.cubeguide.model.Color;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.notation.Face;
import dev.cubeguide.notation.Layer;
import dev.cubeguide.notation.Move;
import dev.cubeguide.optimize.Rotations;

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

    private static String colour(Face face) {
        return Color.standard(face).displayName();
    }

    private static String side(Face face) {
        switch (face) {
            case U: return "up";
            case D: return "down";
            case F: return "front";
            case B: return "back";
            case L: return "left";
            default: return "right";
        }
    }

    /** The four faces around the first layer's axis, in order round the cube, front or up first. */
    private static Face[] around(Face first) {
        switch (first.axis()) {
            case 0: return new Face[] {Face.F, Face.R, Face.B, Face.L};
            case 1: return new Face[] {Face.U, Face.F, Face.D, Face.B};
            default: return new Face[] {Face.U, Face.R, Face.D, Face.L};
        }
    }

    /** "a-b, a-c, a-d and a-e": pieces named by colours, one per side. */
    private static String list(String prefix, Face[] sides, boolean pairs, String and) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            if (i > 0) {
                text.append(i == 3 ? and : ", ");
            }
            text.append(prefix).append(colour(sides[i]));
            if (pairs) {
                text.append('-').append(colour(sides[(i + 1) % 4]));
            }
        }
        return text.toString();
    }

    private String compose(int stage, boolean empty, boolean rotations) {
        Face first = frame.center(Face.D);
        Face last = frame.center(Face.U);
        Face[] sides = around(first);
        String d = colour(first);
        String u = colour(last);
        String line;
        switch (stage) {
            case 0:
                line = "Make a " + d + " cross on the " + side(first) + " face: bring the "
                        + list(d + "-", sides, false, " and ") + " edges next to the " + d
                        + " centre, each matching its side centre.";
                break;
            case 1:
                line = "Put the four " + d + " corners (" + list(d + "-", sides, true, ", ") + ") into the "
                        + side(first) + " layer between their three centres, " + d + " facing " + side(first)
                        + ", keeping the cross.";
                break;
            case 2:
                line = "Insert the four middle-layer edges (" + list("", sides, true, ", ")
                        + ") between their two centres, keeping the first layer.";
                break;
            case 3:
                line = "Flip the " + side(last) + "-layer edges so that all four " + u + " stickers face "
                        + side(last) + ": a " + u + " cross (the side colours need not match yet).";
                break;
            case 4:
                line = "Move the " + list(u + "-", sides, false, " and ")
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
}

package dev.cubeguide.link.display;

import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Move;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;

/**
 * Draws a {@link Screen} as the device's 320×240 TFT would show it (a {@link BufferedImage}, written as PNG), or
 * as a 40×12 block of text for a terminal. Works headless (no window is ever opened).
 */
public final class ScreenRenderer {
    /** The screen size in pixels. */
    public static final int WIDTH = 320;
    public static final int HEIGHT = 240;
    /** The text screen size in characters (inside its frame). */
    public static final int TEXT_COLUMNS = 40;
    public static final int TEXT_ROWS = 12;

    private static final Color BACKGROUND = new Color(0x10, 0x18, 0x30);
    private static final Color FOREGROUND = Color.WHITE;
    private static final Color DIM = new Color(0xA0, 0xB0, 0xD0);
    private static final Color ACCENT = new Color(0xFF, 0xD5, 0x00);
    private static final Color GOOD = new Color(0x30, 0xD0, 0x60);
    private static final Color BAD = new Color(0xFF, 0x50, 0x40);
    /** The six sticker colours of the title's little cube face (white, red, green, yellow, orange, blue). */
    private static final Color[] STICKERS = {Color.WHITE, new Color(0xC4, 0x1E, 0x3A), new Color(0x00, 0x9E, 0x60),
        new Color(0xFF, 0xD5, 0x00), new Color(0xFF, 0x58, 0x00), new Color(0x00, 0x51, 0xBA)};

    private ScreenRenderer() {
    }

    /** The screen as a 320×240 image. */
    public static BufferedImage image(Screen screen) {
        BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setColor(BACKGROUND);
            g.fillRect(0, 0, WIDTH, HEIGHT);
            if (screen instanceof Screen.Title) {
                drawTitle(g);
            } else if (screen instanceof Screen.Solving) {
                centered(g, Screen.SOLVING, font(Font.BOLD, 34), FOREGROUND, 120);
                centered(g, "finding the moves", font(Font.PLAIN, 16), DIM, 160);
            } else if (screen instanceof Screen.Step step) {
                drawStep(g, step);
            } else if (screen instanceof Screen.Solved) {
                centered(g, "Solved!", font(Font.BOLD, 44), GOOD, 110);
                centered(g, "Congratulations.", font(Font.PLAIN, 26), FOREGROUND, 155);
            } else if (screen instanceof Screen.Error error) {
                drawError(g, error);
            }
        } finally {
            g.dispose();
        }
        return image;
    }

    /** Writes the screen as a PNG file. */
    public static void writePng(Screen screen, Path file) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            ImageIO.write(image(screen), "png", file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    /** The screen as text: 12 rows of 40 characters inside a frame of '+', '-' and '|'. */
    public static String text(Screen screen) {
        List<String> rows = new ArrayList<>();
        if (screen instanceof Screen.Title) {
            rows.add("");
            rows.add("");
            rows.add("");
            rows.add(center(Screen.TITLE));
            rows.add(center("=".repeat(Screen.TITLE.length())));
            rows.add("");
            rows.add("");
            rows.add(center("waiting for a scramble"));
        } else if (screen instanceof Screen.Solving) {
            rows.add("");
            rows.add("");
            rows.add("");
            rows.add("");
            rows.add(center("Solving..."));
        } else if (screen instanceof Screen.Step step) {
            rows.add(" Step " + step.step() + " of " + step.of());
            rows.add("");
            rows.add("");
            rows.add(center(">>  " + step.move() + "  <<"));
            rows.add("");
            rows.add(center(describe(step.move())));
            rows.add("");
            rows.add("");
            rows.add("");
            rows.add(" Previous: " + (step.previous() == null ? "-" : step.previous()));
            rows.add("");
            rows.add(" " + progressBar(step.step(), step.of(), TEXT_COLUMNS - 2));
        } else if (screen instanceof Screen.Solved) {
            rows.add("");
            rows.add("");
            rows.add("");
            rows.add("");
            rows.add(center("Solved! Congratulations."));
        } else if (screen instanceof Screen.Error error) {
            rows.add(" ERROR " + error.code());
            rows.add("");
            for (String line : wrap(error.message(), TEXT_COLUMNS - 2)) {
                if (rows.size() < TEXT_ROWS) {
                    rows.add(" " + line);
                }
            }
        }
        StringBuilder out = new StringBuilder();
        String border = "+" + "-".repeat(TEXT_COLUMNS) + "+\n";
        out.append(border);
        for (int row = 0; row < TEXT_ROWS; row++) {
            String line = row < rows.size() ? rows.get(row) : "";
            if (line.length() > TEXT_COLUMNS) {
                line = line.substring(0, TEXT_COLUMNS);
            }
            out.append('|').append(line).append(" ".repeat(TEXT_COLUMNS - line.length())).append("|\n");
        }
        out.append(border);
        return out.toString();
    }

    /** The move in words, for the step screen: {@code R'} is "right face counter-clockwise". */
    static String describe(String moveText) {
        Move move;
        try {
            move = Alg.parse(moveText).moves().get(0);
        } catch (RuntimeException e) {
            return "";
        }
        if (!move.isFaceTurn()) {
            return moveText;
        }
        String face;
        switch (move.face()) {
            case U: face = "up"; break;
            case R: face = "right"; break;
            case F: face = "front"; break;
            case D: face = "down"; break;
            case L: face = "left"; break;
            default: face = "back";
        }
        String turn = move.amount() == 2 ? "half turn" : move.amount() == 1 ? "clockwise" : "counter-clockwise";
        return face + " face " + turn;
    }

    private static void drawTitle(Graphics2D g) {
        int size = 18;
        int gap = 3;
        int left = (WIDTH - (3 * size + 2 * gap)) / 2;
        int top = 28;
        for (int i = 0; i < 9; i++) {
            g.setColor(STICKERS[(i * 5 + 1) % STICKERS.length]);
            g.fillRoundRect(left + (i % 3) * (size + gap), top + (i / 3) * (size + gap), size, size, 5, 5);
        }
        centered(g, Screen.TITLE, font(Font.BOLD, 34), ACCENT, 145);
        centered(g, "waiting for a scramble", font(Font.PLAIN, 15), DIM, 200);
    }

    private static void drawStep(Graphics2D g, Screen.Step step) {
        g.setFont(font(Font.BOLD, 20));
        g.setColor(FOREGROUND);
        g.drawString("Step " + step.step() + " of " + step.of(), 14, 30);
        centered(g, step.move(), font(Font.BOLD, 76), ACCENT, 120);
        centered(g, describe(step.move()), font(Font.PLAIN, 16), DIM, 152);
        g.setFont(font(Font.PLAIN, 18));
        g.setColor(FOREGROUND);
        g.drawString("Previous: " + (step.previous() == null ? "\u2014" : step.previous()), 14, 196);
        int barWidth = WIDTH - 28;
        g.setColor(DIM);
        g.setStroke(new BasicStroke(1));
        g.drawRect(14, 212, barWidth, 10);
        g.setColor(GOOD);
        g.fillRect(15, 213, (barWidth - 1) * step.step() / step.of(), 9);
    }

    private static void drawError(Graphics2D g, Screen.Error error) {
        g.setColor(BAD);
        g.fillRect(0, 0, WIDTH, 40);
        g.setFont(font(Font.BOLD, 20));
        g.setColor(FOREGROUND);
        g.drawString(error.code(), 14, 28);
        Font body = font(Font.PLAIN, 15);
        g.setFont(body);
        FontMetrics metrics = g.getFontMetrics();
        int y = 66;
        for (String line : wrapPixels(error.message(), metrics, WIDTH - 28)) {
            if (y > HEIGHT - 8) {
                break;
            }
            g.drawString(line, 14, y);
            y += metrics.getHeight();
        }
    }

    private static Font font(int style, int size) {
        return new Font(Font.SANS_SERIF, style, size);
    }

    private static void centered(Graphics2D g, String text, Font font, Color color, int baseline) {
        g.setFont(font);
        g.setColor(color);
        int width = g.getFontMetrics().stringWidth(text);
        g.drawString(text, (WIDTH - width) / 2, baseline);
    }

    private static String center(String text) {
        int pad = Math.max(0, (TEXT_COLUMNS - text.length()) / 2);
        return " ".repeat(pad) + text;
    }

    private static String progressBar(int step, int of, int width) {
        int inner = width - 2;
        int filled = inner * step / of;
        return "[" + "#".repeat(filled) + ".".repeat(inner - filled) + "]";
    }

    private static List<String> wrap(String text, int columns) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            while (word.length() > columns) {
                if (line.length() > 0) {
                    lines.add(line.toString());
                    line.setLength(0);
                }
                lines.add(word.substring(0, columns));
                word = word.substring(columns);
            }
            if (line.length() > 0 && line.length() + 1 + word.length() > columns) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word);
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }

    private static List<String> wrapPixels(String text, FontMetrics metrics, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            String candidate = line.length() == 0 ? word : line + " " + word;
            if (line.length() > 0 && metrics.stringWidth(candidate) > width) {
                lines.add(line.toString());
                line.setLength(0);
                line.append(word);
            } else {
                line.setLength(0);
                line.append(candidate);
            }
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }
}

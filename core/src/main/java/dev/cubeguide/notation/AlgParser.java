package dev.cubeguide.notation;

import dev.cubeguide.notation.NotationException.Reason;
import java.util.ArrayList;
import java.util.List;

/**
 * A recursive-descent parser for WCA/SiGN notation.
 *
 * <pre>
 * alg      := { item }
 * item     := move | "(" alg ")" [repeat] | "[" alg ("," | ":") alg "]" [repeat]
 * move     := ( "U"|"R"|"F"|"D"|"L"|"B" ) ["w"] suffix | ( "u"|"r"|"f"|"d"|"l"|"b"|"M"|"E"|"S"|"x"|"y"|"z" ) suffix
 * suffix   := "" | "'" | "2" | "2'" | "'2"
 * repeat   := digits ["'"]
 * </pre>
 * White space between items is optional ({@code RUR'U'} is four moves). The typographic primes {@code ’} and
 * {@code ′} are read as {@code '}. Columns in errors are 1-based.
 *
 * <p>Cost model: nothing is expanded while parsing. Each item's expanded length (and the node visits its expansion
 * will make) is worked out from its parts' lengths with saturating arithmetic as soon as the item is read, and a
 * sequence that goes past {@link Alg#MAX_EXPANDED_LENGTH} moves or {@link Alg#MAX_EXPANSION_WORK} visits fails at
 * the item that crossed the limit. Brackets may nest {@link Alg#MAX_NESTING} deep; the check comes before the
 * recursion into a bracket, so the parser's stack stays a few hundred frames deep whatever the text. An inverted
 * group {@code (A)'} inverts A's tree, never its expansion.
 */
final class AlgParser {
    private static final int MAX_REPEAT = 10_000;

    private final String text;
    private int pos;

    AlgParser(String text) {
        this.text = text;
    }

    Alg parse() {
        Alg alg = parseSequence(0);
        skipSpace();
        if (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == ')' || c == ']') {
                throw error(Reason.UNMATCHED_CLOSE, pos, 1, "'" + c + "' closes nothing");
            }
            throw error(Reason.UNEXPECTED_CHARACTER, pos, 1, "unexpected '" + c + "'");
        }
        return alg;
    }

    /** Parses items until a closing bracket, a separator or the end. {@code depth} is the bracket nesting. */
    private Alg parseSequence(int depth) {
        List<AlgNode> nodes = new ArrayList<>();
        long total = 0;
        long work = 0;
        while (true) {
            skipSpace();
            if (pos >= text.length()) {
                break;
            }
            char c = text.charAt(pos);
            if (c == ')' || c == ']' || c == ',' || c == ':') {
                if (depth == 0) {
                    if (c == ',' || c == ':') {
                        throw error(Reason.UNEXPECTED_CHARACTER, pos, 1, "'" + c + "' outside brackets");
                    }
                    throw error(Reason.UNMATCHED_CLOSE, pos, 1, "'" + c + "' closes nothing");
                }
                break;
            }
            int itemStart = pos;
            AlgNode node = parseItem(depth);
            total = Alg.saturatingAdd(total, Alg.lengthOf(node));
            work = Alg.saturatingAdd(work, Alg.workOf(node));
            checkCost(total, work, itemStart, pos - itemStart);
            nodes.add(node);
        }
        return Alg.ofNodes(nodes);
    }

    /** Fails at the text {@code at..at+length} when a sequence's expansion has gone past the limits. */
    private void checkCost(long length, long work, int at, int tokenLength) {
        if (length > Alg.MAX_EXPANDED_LENGTH) {
            throw error(Reason.TOO_LONG, at, tokenLength,
                    "the algorithm expands to more than " + Alg.MAX_EXPANDED_LENGTH + " moves");
        }
        if (work > Alg.MAX_EXPANSION_WORK) {
            throw error(Reason.TOO_LONG, at, tokenLength,
                    "the algorithm's groups repeat too often to expand (more than " + Alg.MAX_EXPANSION_WORK + " steps)");
        }
    }

    private AlgNode parseItem(int depth) {
        char c = text.charAt(pos);
        if ((c == '(' || c == '[') && depth >= Alg.MAX_NESTING) {
            throw error(Reason.TOO_DEEP, pos, 1, "brackets nest more than " + Alg.MAX_NESTING + " deep");
        }
        if (c == '(') {
            int open = pos++;
            Alg body = parseSequence(depth + 1);
            skipSpace();
            if (pos >= text.length() || text.charAt(pos) != ')') {
                if (pos < text.length()) {
                    throw error(Reason.UNEXPECTED_CHARACTER, pos, 1, "expected ')' but found '" + text.charAt(pos) + "'");
                }
                throw error(Reason.UNCLOSED_GROUP, open, 1, "'(' is never closed");
            }
            pos++;
            return withRepeat(new AlgNode.Group(body, 1), body);
        }
        if (c == '[') {
            int open = pos++;
            Alg a = parseSequence(depth + 1);
            skipSpace();
            if (pos >= text.length()) {
                throw error(Reason.UNCLOSED_GROUP, open, 1, "'[' is never closed");
            }
            char separator = text.charAt(pos);
            if (separator != ',' && separator != ':') {
                throw error(Reason.MISSING_SEPARATOR, pos, 1, "expected ',' or ':' inside '[...]'");
            }
            if (a.isEmpty()) {
                throw error(Reason.EMPTY_BRACKET, open, 1, "the first part of '[A" + separator + " B]' is empty");
            }
            pos++;
            Alg b = parseSequence(depth + 1);
            skipSpace();
            if (pos >= text.length()) {
                throw error(Reason.UNCLOSED_GROUP, open, 1, "'[' is never closed");
            }
            if (text.charAt(pos) != ']') {
                throw error(Reason.UNEXPECTED_CHARACTER, pos, 1, "expected ']' but found '" + text.charAt(pos) + "'");
            }
            if (b.isEmpty()) {
                throw error(Reason.EMPTY_BRACKET, open, pos - open + 1, "the second part of '[A" + separator + " B]' is empty");
            }
            pos++;
            AlgNode node = separator == ',' ? new AlgNode.Commutator(a, b) : new AlgNode.Conjugate(a, b);
            return withRepeat(node, null);
        }
        return new AlgNode.Step(parseMove());
    }

    /** Reads an optional repeat count after a group or bracket: {@code (R U)6}, {@code (R U)2'}. */
    private AlgNode withRepeat(AlgNode node, Alg groupBody) {
        int start = pos;
        long repeatValue = 0;
        boolean sawDigits = false;
        while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
            sawDigits = true;
            repeatValue = Math.min(repeatValue * 10 + (text.charAt(pos) - '0'), MAX_REPEAT + 1L);
            pos++;
        }
        int repeat = sawDigits ? (int) repeatValue : 1;
        if (sawDigits && (repeat < 1 || repeat > MAX_REPEAT)) {
            throw error(Reason.BAD_REPEAT, start, pos - start, "a repeat count must be between 1 and " + MAX_REPEAT);
        }
        boolean inverted = pos < text.length() && isPrime(text.charAt(pos));
        if (inverted) {
            pos++;
        }
        if (!sawDigits && !inverted) {
            return node;
        }
        long unit = groupBody != null ? groupBody.expandedLength() : Alg.lengthOf(node);
        long unitWork = groupBody != null ? groupBody.expansionWork() : Alg.workOf(node);
        checkCost(Alg.saturatingMultiply(unit, repeat), Alg.saturatingMultiply(unitWork, repeat), start, pos - start);
        Alg body = groupBody != null ? groupBody : Alg.ofNodes(List.of(node));
        if (inverted) {
            body = body.inverse();
        }
        return new AlgNode.Group(body, repeat);
    }

    private Move parseMove() {
        int start = pos;
        char c = text.charAt(pos);
        Layer layer;
        if ("URFDLB".indexOf(c) >= 0) {
            pos++;
            if (pos < text.length() && text.charAt(pos) == 'w') {
                pos++;
                layer = Layer.wideOf(Face.ofLetter(c));
            } else {
                layer = Layer.ofFace(Face.ofLetter(c));
            }
        } else if ("urfdlb".indexOf(c) >= 0) {
            pos++;
            layer = Layer.wideOf(Face.ofLetter(Character.toUpperCase(c)));
        } else if (c == 'M' || c == 'E' || c == 'S') {
            pos++;
            layer = c == 'M' ? Layer.M : c == 'E' ? Layer.E : Layer.S;
        } else if (c == 'x' || c == 'y' || c == 'z') {
            pos++;
            layer = c == 'x' ? Layer.X : c == 'y' ? Layer.Y : Layer.Z;
        } else if (Character.isLetter(c)) {
            int end = pos;
            while (end < text.length() && (Character.isLetterOrDigit(text.charAt(end)) || isPrime(text.charAt(end)))) {
                end++;
            }
            throw error(Reason.UNKNOWN_MOVE, start, end - start, "unknown move");
        } else {
            throw error(Reason.UNEXPECTED_CHARACTER, start, 1, "unexpected '" + c + "'");
        }
        int amount = 1;
        int suffixStart = pos;
        if (pos < text.length() && isPrime(text.charAt(pos))) {
            pos++;
            amount = 3;
            if (pos < text.length() && text.charAt(pos) == '2') {
                pos++;
                amount = 2;
            }
        } else if (pos < text.length() && Character.isDigit(text.charAt(pos))) {
            if (text.charAt(pos) != '2') {
                int end = pos;
                while (end < text.length() && Character.isDigit(text.charAt(end))) {
                    end++;
                }
                throw error(Reason.BAD_SUFFIX, start, end - start, "a move turns by ', 2 or 2' only");
            }
            pos++;
            amount = 2;
            if (pos < text.length() && isPrime(text.charAt(pos))) {
                pos++;
            }
        }
        if (pos < text.length() && (Character.isDigit(text.charAt(pos)) || isPrime(text.charAt(pos)))) {
            int end = pos;
            while (end < text.length() && (Character.isDigit(text.charAt(end)) || isPrime(text.charAt(end)))) {
                end++;
            }
            throw error(Reason.BAD_SUFFIX, start, end - start, "a move turns by ', 2 or 2' only");
        }
        if (pos < text.length() && text.charAt(pos) == 'w' && suffixStart == pos) {
            throw error(Reason.UNKNOWN_MOVE, start, pos - start + 1, "unknown move");
        }
        return Move.of(layer, amount);
    }

    private static boolean isPrime(char c) {
        return c == '\'' || c == '\u2019' || c == '\u2032';
    }

    private void skipSpace() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }

    private NotationException error(Reason reason, int at, int length, String message) {
        int end = Math.min(text.length(), at + Math.max(length, 0));
        String token = at < text.length() ? text.substring(at, end) : "";
        return new NotationException(reason, at + 1, token, message);
    }
}

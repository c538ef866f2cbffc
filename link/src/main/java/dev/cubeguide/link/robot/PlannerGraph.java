package dev.cubeguide.link.robot;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.notation.Alg;
import dev.cubeguide.notation.Face;
import dev.cubeguide.notation.Move;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * The robot as a weighted graph, compiled once from a {@link RobotProfile}, and the shortest-path search over it.
 *
 * <p>A node is a robot state: the cube's orientation (24, see {@link Orientations}) x which grippers are closed
 * (2^G) x the angle of each gripper with limited travel. Edges are actions. "Free" edges (open, close, twist,
 * rotations) leave the solution's progress unchanged; "turn" edges make one face turn, which is a move of the
 * solution when the face at the turned position is the move's face. Planning a solution m1..mn is a shortest path
 * through n+1 layers (layer i = "i moves done"): in each layer a multi-source Dijkstra over the free edges, then a
 * relaxation of the turn edges of m(i+1) into the next layer. This is exact: the cheapest plan over all action
 * sequences, in time O(n * S log S) for S states. Edge weights are {@code ms * 1024 + 1}, so among plans of equal
 * time the one with fewer actions wins.
 *
 * <p>Immutable after construction, so one graph serves many threads; each search allocates its own arrays.
 */
final class PlannerGraph {
    private static final long TIE = 1024;
    private static final long INF = Long.MAX_VALUE / 4;
    private static final int N_MOVES = 18;

    /** One action: its manoeuvre template. */
    record Action(Manoeuvre.Kind kind, String command, Alg effect, int ms) {
        Manoeuvre manoeuvre() {
            return new Manoeuvre(kind, command, effect, ms);
        }
    }

    final RobotProfile profile;
    final List<Action> actions;
    final int nStates;
    final int startState;
    private final int gripperCount;
    private final int masks;
    private final int[] angleMin;
    private final int[] angleSpan;
    private final int angleCombos;
    private final int stateBits;
    // Free edges in compressed rows: edges of state s are [freeStart[s], freeStart[s+1]).
    private final int[] freeStart;
    private final int[] freeTo;
    private final int[] freeAction;
    // Turn edges per (state, move index): row s * 18 + m.
    private final int[] turnStart;
    private final int[] turnTo;
    private final int[] turnAction;
    // Edge weight of each action: ms * TIE + 1.
    private final long[] weights;

    PlannerGraph(RobotProfile profile) {
        this.profile = profile.validate();
        List<RobotProfile.Gripper> grippers = profile.grippers();
        gripperCount = grippers.size();
        masks = 1 << gripperCount;
        angleMin = new int[gripperCount];
        angleSpan = new int[gripperCount];
        int combos = 1;
        for (int g = 0; g < gripperCount; g++) {
            RobotProfile.Gripper gr = grippers.get(g);
            angleMin[g] = gr.limited() ? gr.minAngle() : 0;
            angleSpan[g] = gr.limited() ? gr.maxAngle() - gr.minAngle() + 1 : 1;
            combos *= angleSpan[g];
        }
        angleCombos = combos;
        nStates = Orientations.N_ORIENT * masks * angleCombos;
        if (gripperCount > 8 || nStates > 1 << 20) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "robot profile '" + profile.name()
                    + "' has too many gripper states to plan (" + nStates + ")", Map.of("profile", profile.name()));
        }
        stateBits = 32 - Integer.numberOfLeadingZeros(nStates);
        int startMask = 0;
        for (String s : profile.startClosed()) {
            startMask |= 1 << profile.gripperIndex(s);
        }
        startState = encode(0, startMask, new int[gripperCount]);

        // The action catalogue.
        List<Action> list = new ArrayList<>();
        int[] openId = new int[gripperCount];
        int[] closeId = new int[gripperCount];
        int[][] twistId = new int[gripperCount][5];
        for (int g = 0; g < gripperCount; g++) {
            RobotProfile.Gripper gr = grippers.get(g);
            openId[g] = -1;
            closeId[g] = -1;
            Arrays.fill(twistId[g], -1);
            if (gr.canOpen()) {
                openId[g] = list.size();
                list.add(new Action(Manoeuvre.Kind.OPEN, "open " + gr.name(), Alg.EMPTY, gr.openMs()));
                closeId[g] = list.size();
                list.add(new Action(Manoeuvre.Kind.CLOSE, "close " + gr.name(), Alg.EMPTY, gr.closeMs()));
                if (gr.limited() && isTurned(gr.name())) {
                    for (int d : new int[] {1, -1, 2, -2}) {
                        twistId[g][d + 2] = list.size();
                        list.add(new Action(Manoeuvre.Kind.TWIST, "twist " + gr.name() + " " + signed(d), Alg.EMPTY,
                                Math.abs(d) == 2 ? gr.twistHalfMs() : gr.twistQuarterMs()));
                    }
                }
            }
        }
        List<RobotProfile.Motion> motions = profile.motions();
        int[][] motionId = new int[motions.size()][5];
        for (int i = 0; i < motions.size(); i++) {
            RobotProfile.Motion m = motions.get(i);
            Arrays.fill(motionId[i], -1);
            for (int a : m.amounts()) {
                motionId[i][a + 2] = list.size();
                list.add(new Action(m.kind() == RobotProfile.Kind.TURN ? Manoeuvre.Kind.TURN : Manoeuvre.Kind.ROTATE,
                        m.command(a), Alg.of(m.effectOf(a)), m.millis(a)));
            }
        }
        actions = Collections.unmodifiableList(list);
        weights = new long[list.size()];
        for (int a = 0; a < weights.length; a++) {
            weights[a] = list.get(a).ms() * TIE + 1;
        }

        // The edges.
        freeStart = new int[nStates + 1];
        turnStart = new int[nStates * N_MOVES + 1];
        List<int[]> freeEdges = new ArrayList<>();
        List<List<int[]>> turnRows = new ArrayList<>(nStates * N_MOVES);
        for (int r = 0; r < nStates * N_MOVES; r++) {
            turnRows.add(new ArrayList<>(2));
        }
        int[] angles = new int[gripperCount];
        for (int s = 0; s < nStates; s++) {
            int orient = orientOf(s);
            int mask = maskOf(s);
            anglesOf(s, angles);
            freeStart[s] = freeEdges.size();
            for (int g = 0; g < gripperCount; g++) {
                boolean closed = (mask & (1 << g)) != 0;
                if (openId[g] >= 0 && closed && (mask & ~(1 << g)) != 0) {
                    freeEdges.add(new int[] {encode(orient, mask & ~(1 << g), angles), openId[g]});
                }
                if (closeId[g] >= 0 && !closed) {
                    freeEdges.add(new int[] {encode(orient, mask | (1 << g), angles), closeId[g]});
                }
                if (!closed) {
                    for (int d = -2; d <= 2; d++) {
                        if (twistId[g][d + 2] >= 0 && grippers.get(g).allows(angles[g] + d)) {
                            int[] moved = angles.clone();
                            moved[g] += d;
                            freeEdges.add(new int[] {encode(orient, mask, moved), twistId[g][d + 2]});
                        }
                    }
                }
            }
            for (int i = 0; i < motions.size(); i++) {
                RobotProfile.Motion m = motions.get(i);
                if (!allowed(m, mask)) {
                    continue;
                }
                for (int a : m.amounts()) {
                    int[] moved = turned(m, a, angles);
                    if (moved == null) {
                        continue;
                    }
                    Move effect = m.effectOf(a);
                    int action = motionId[i][a + 2];
                    if (m.kind() == RobotProfile.Kind.ROTATE) {
                        int next = Orientations.ROTATE[orient][Orientations.rotationIndex(effect)];
                        freeEdges.add(new int[] {encode(next, mask, moved), action});
                    } else {
                        int position = effect.face().ordinal();
                        Face face = Face.ofIndex(Orientations.AT[orient][position]);
                        int move = Move.of(face, effect.amount()).index();
                        turnRows.get(s * N_MOVES + move).add(new int[] {encode(orient, mask, moved), action});
                    }
                }
            }
        }
        freeStart[nStates] = freeEdges.size();
        freeTo = new int[freeEdges.size()];
        freeAction = new int[freeEdges.size()];
        for (int e = 0; e < freeEdges.size(); e++) {
            freeTo[e] = freeEdges.get(e)[0];
            freeAction[e] = freeEdges.get(e)[1];
        }
        int total = 0;
        for (List<int[]> row : turnRows) {
            total += row.size();
        }
        turnTo = new int[total];
        turnAction = new int[total];
        int e = 0;
        for (int r = 0; r < turnRows.size(); r++) {
            turnStart[r] = e;
            for (int[] edge : turnRows.get(r)) {
                turnTo[e] = edge[0];
                turnAction[e] = edge[1];
                e++;
            }
        }
        turnStart[turnRows.size()] = e;
    }

    private boolean isTurned(String gripper) {
        return profile.motions().stream().anyMatch(m -> m.turns().contains(gripper));
    }

    private boolean allowed(RobotProfile.Motion m, int mask) {
        for (String s : m.closed()) {
            if ((mask & (1 << profile.gripperIndex(s))) == 0) {
                return false;
            }
        }
        for (String s : m.open()) {
            if ((mask & (1 << profile.gripperIndex(s))) != 0) {
                return false;
            }
        }
        return true;
    }

    /** The gripper angles after motion m by amount a, or null when a gripper would leave its travel. */
    private int[] turned(RobotProfile.Motion m, int a, int[] angles) {
        int[] moved = angles.clone();
        for (String s : m.turns()) {
            int g = profile.gripperIndex(s);
            RobotProfile.Gripper gr = profile.grippers().get(g);
            if (!gr.limited()) {
                continue;
            }
            moved[g] += a * RobotProfile.sense(gr, m.layer());
            if (!gr.allows(moved[g])) {
                return null;
            }
        }
        return moved;
    }

    static String signed(int d) {
        return (d > 0 ? "+" : "") + d;
    }

    int encode(int orient, int mask, int[] angles) {
        int code = 0;
        for (int g = gripperCount - 1; g >= 0; g--) {
            int index = angleSpan[g] == 1 ? 0 : angles[g] - angleMin[g];
            code = code * angleSpan[g] + index;
        }
        return (orient * masks + mask) * angleCombos + code;
    }

    int orientOf(int state) {
        return state / angleCombos / masks;
    }

    int maskOf(int state) {
        return state / angleCombos % masks;
    }

    void anglesOf(int state, int[] out) {
        int code = state % angleCombos;
        for (int g = 0; g < gripperCount; g++) {
            out[g] = angleSpan[g] == 1 ? 0 : code % angleSpan[g] + angleMin[g];
            code /= angleSpan[g];
        }
    }

    /**
     * The cheapest action sequence from {@code from} that makes the face moves {@code moves} (indices 0..17) in
     * order and ends in {@code to}, or anywhere when {@code to} is -1. Returns action indices into {@link #actions}.
     */
    int[] shortest(int from, int[] moves, int to) {
        int n = moves.length;
        long[] dist = new long[nStates];
        Arrays.fill(dist, INF);
        dist[from] = 0;
        int[][] freeParent = new int[n + 1][];
        int[][] turnParent = new int[n + 1][];
        LongHeap heap = new LongHeap(nStates * 4);
        for (int i = 0; ; i++) {
            int[] parent = new int[nStates];
            Arrays.fill(parent, -1);
            relaxFree(dist, parent, heap);
            freeParent[i] = parent;
            if (i == n) {
                break;
            }
            long[] next = new long[nStates];
            Arrays.fill(next, INF);
            int[] tp = new int[nStates];
            Arrays.fill(tp, -1);
            boolean any = false;
            for (int s = 0; s < nStates; s++) {
                if (dist[s] >= INF) {
                    continue;
                }
                int row = s * N_MOVES + moves[i];
                for (int e = turnStart[row]; e < turnStart[row + 1]; e++) {
                    long d = dist[s] + weight(turnAction[e]);
                    int t = turnTo[e];
                    if (d < next[t]) {
                        next[t] = d;
                        tp[t] = e;
                        any = true;
                    }
                }
            }
            if (!any) {
                Move move = Move.ofIndex(moves[i]);
                throw new CubeGuideException(ErrorCode.BAD_REQUEST, "robot profile '" + profile.name()
                        + "' cannot make move " + move + " (move " + (i + 1) + ") in any orientation",
                        Map.of("profile", profile.name(), "move", move.toString(), "index", i));
            }
            turnParent[i + 1] = tp;
            dist = next;
        }
        int end = to;
        if (end < 0) {
            end = 0;
            for (int s = 1; s < nStates; s++) {
                if (dist[s] < dist[end]) {
                    end = s;
                }
            }
        }
        if (dist[end] >= INF) {
            throw new CubeGuideException(ErrorCode.BAD_REQUEST, "robot profile '" + profile.name()
                    + "' cannot return to its start state", Map.of("profile", profile.name()));
        }
        // Walk back through the layers.
        List<Integer> path = new ArrayList<>();
        int s = end;
        for (int i = n; i >= 0; i--) {
            while (freeParent[i][s] >= 0) {
                int e = freeParent[i][s];
                path.add(freeAction[e]);
                s = sourceOf(e, freeStart);
            }
            if (i > 0) {
                int e = turnParent[i][s];
                path.add(turnAction[e]);
                s = sourceOf(e, turnStart) / N_MOVES;
            }
        }
        int[] out = new int[path.size()];
        for (int k = 0; k < out.length; k++) {
            out[k] = path.get(out.length - 1 - k);
        }
        return out;
    }

    private long weight(int action) {
        return weights[action];
    }

    /** The row whose edge range holds edge e (binary search over the row starts). */
    private static int sourceOf(int e, int[] starts) {
        int lo = 0;
        int hi = starts.length - 2;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (starts[mid] <= e) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        // Empty rows share a start with the next row: step forward to the row that really holds e.
        while (starts[lo + 1] <= e) {
            lo++;
        }
        return lo;
    }

    /** Multi-source Dijkstra over the free edges, improving {@code dist} in place and recording edge parents. */
    private void relaxFree(long[] dist, int[] parent, LongHeap heap) {
        heap.clear();
        for (int s = 0; s < nStates; s++) {
            if (dist[s] < INF) {
                heap.push(dist[s] << stateBits | s);
            }
        }
        long stateMask = (1L << stateBits) - 1;
        while (!heap.isEmpty()) {
            long top = heap.pop();
            int s = (int) (top & stateMask);
            long d = top >>> stateBits;
            if (d != dist[s]) {
                continue;
            }
            for (int e = freeStart[s]; e < freeStart[s + 1]; e++) {
                int t = freeTo[e];
                long nd = d + weight(freeAction[e]);
                if (nd < dist[t]) {
                    dist[t] = nd;
                    parent[t] = e;
                    heap.push(nd << stateBits | t);
                }
            }
        }
    }

    /** A binary min-heap of longs; mutable, one per search, because the search must not allocate per node. */
    static final class LongHeap {
        private long[] items;
        private int size;

        LongHeap(int capacity) {
            items = new long[Math.max(16, capacity)];
        }

        void clear() {
            size = 0;
        }

        boolean isEmpty() {
            return size == 0;
        }

        void push(long v) {
            if (size == items.length) {
                items = Arrays.copyOf(items, size * 2);
            }
            int i = size++;
            while (i > 0) {
                int p = (i - 1) >>> 1;
                if (items[p] <= v) {
                    break;
                }
                items[i] = items[p];
                i = p;
            }
            items[i] = v;
        }

        long pop() {
            long top = items[0];
            long last = items[--size];
            int i = 0;
            while (true) {
                int c = 2 * i + 1;
                if (c >= size) {
                    break;
                }
                if (c + 1 < size && items[c + 1] < items[c]) {
                    c++;
                }
                if (items[c] >= last) {
                    break;
                }
                items[i] = items[c];
                i = c;
            }
            if (size > 0) {
                items[i] = last;
            }
            return top;
        }
    }
}

package dev.cubeguide.solve.beginner;

import java.util.Arrays;
import java.util.List;

/**
 * A stage solved by table: for every state of the stage's pieces, the fewest face turns (as a chain of macros)
 * to a goal state plus the cost still to come after it, and the first macro of such a chain. Built backwards from
 * the goal states by Dijkstra's algorithm with a bucket queue (Dial's variant: costs are small integers).
 *
 * <p>Costs are macro lengths; a source (goal) state starts at the cost of the later stages from there
 * ({@code initial}), so following {@link #next} solves this stage in the way that is cheapest for this stage and
 * the later stages that share the state space together.
 */
final class StageTable {
    /** Marks a state with no entry: unreachable. */
    static final int INFINITE = Integer.MAX_VALUE;
    /** Marks the end of a chain: a goal state where the stage stops. */
    static final short STOP = -1;

    /** The states a stage table works on: a coordinate over some corner and edge piece states. */
    interface Space {
        int size();

        int corners();

        int edges();

        int encode(int[] cornerStates, int[] edgeStates);

        void decode(int index, int[] cornerStates, int[] edgeStates);
    }

    /**
     * Costs are {@code stageTurns * LATER + laterTurns}: a stage's own turns count first, so each stage does its
     * own job in the fewest turns, and among those ends where the later stages are cheapest.
     */
    static final int LATER = 128;

    final Space space;
    final List<Macro> macros;
    final int[] cost;
    final short[] next;
    /** The most turns this stage needs from any reachable state. */
    final int maxCost;
    /** The most turns this stage and the later ones that share its space need together, from any state. */
    final int maxTotal;
    final int reachable;

    private StageTable(Space space, List<Macro> macros, int[] cost, short[] next) {
        this.space = space;
        this.macros = macros;
        this.cost = cost;
        this.next = next;
        int max = 0;
        int maxAll = 0;
        int count = 0;
        for (int c : cost) {
            if (c != INFINITE) {
                max = Math.max(max, stageTurns(c));
                maxAll = Math.max(maxAll, totalTurns(c));
                count++;
            }
        }
        this.maxCost = max;
        this.maxTotal = maxAll;
        this.reachable = count;
    }

    /** The turns of this stage in a cost. */
    static int stageTurns(int cost) {
        return cost / LATER;
    }

    /** The turns of this stage and the later ones together in a cost. */
    static int totalTurns(int cost) {
        return cost / LATER + cost % LATER;
    }

    /** The starting cost of a goal state from the cost of the next stage's table there. */
    static int laterCost(int nextCost) {
        return totalTurns(nextCost);
    }

    /** Builds the table; {@code initial[i]} is the cost at goal state i, {@link #INFINITE} elsewhere. */
    static StageTable build(Space space, List<Macro> macros, int[] initial) {
        int size = space.size();
        int[] cost = initial.clone();
        short[] next = new short[size];
        Arrays.fill(next, STOP);
        IntBuckets buckets = new IntBuckets();
        for (int i = 0; i < size; i++) {
            if (cost[i] != INFINITE) {
                buckets.add(cost[i], i);
            }
        }
        int[] cs = new int[space.corners()];
        int[] es = new int[space.edges()];
        int[] pc = new int[cs.length];
        int[] pe = new int[es.length];
        for (int d = 0; d <= buckets.maxKey(); d++) {
            for (int k = 0; k < buckets.size(d); k++) {
                int state = buckets.get(d, k);
                if (cost[state] != d) {
                    continue; // a stale entry: the state was settled more cheaply
                }
                space.decode(state, cs, es);
                for (int m = 0; m < macros.size(); m++) {
                    Macro macro = macros.get(m);
                    for (int i = 0; i < cs.length; i++) {
                        pc[i] = macro.inverseCornerMap[cs[i]];
                    }
                    for (int i = 0; i < es.length; i++) {
                        pe[i] = macro.inverseEdgeMap[es[i]];
                    }
                    int before = space.encode(pc, pe);
                    int c = d + macro.length() * LATER;
                    if (c < cost[before]) {
                        cost[before] = c;
                        next[before] = (short) m;
                        buckets.add(c, before);
                    }
                }
            }
        }
        return new StageTable(space, macros, cost, next);
    }

    /** Growable lists of ints by small key. */
    private static final class IntBuckets {
        private int[][] data = new int[16][];
        private int[] sizes = new int[16];
        private int maxKey = -1;

        void add(int key, int value) {
            if (key >= data.length) {
                data = Arrays.copyOf(data, Math.max(key + 1, data.length * 2));
                sizes = Arrays.copyOf(sizes, data.length);
            }
            if (data[key] == null) {
                data[key] = new int[64];
            } else if (sizes[key] == data[key].length) {
                data[key] = Arrays.copyOf(data[key], data[key].length * 2);
            }
            data[key][sizes[key]++] = value;
            maxKey = Math.max(maxKey, key);
        }

        int maxKey() {
            return maxKey;
        }

        int size(int key) {
            return key < sizes.length ? sizes[key] : 0;
        }

        int get(int key, int k) {
            return data[key][k];
        }
    }
}

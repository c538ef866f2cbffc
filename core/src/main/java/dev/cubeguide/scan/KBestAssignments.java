package dev.cubeguide.scan;

import java.util.Arrays;
import java.util.PriorityQueue;

/**
 * The assignments of an n×n cost matrix (rows to distinct columns) in increasing order of total cost: the
 * Hungarian algorithm for the best one, and Murty's partitioning for the next ones.
 *
 * <p>Hungarian algorithm: H. W. Kuhn, "The Hungarian method for the assignment problem" (1955), in the
 * shortest-augmenting-path form with row and column potentials, O(n³). Murty: K. G. Murty, "An algorithm for
 * ranking all the assignments in order of increasing cost" (1968): the best assignment s of a subproblem
 * (some pairs fixed, some forbidden) splits the rest of that subproblem into disjoint parts, part j keeping
 * s's first j free rows fixed and forbidding s's choice for the next one; each part's best assignment goes into
 * a priority queue.
 *
 * <p>Mutable and single-threaded: one instance serves one enumeration (n is at most 12 here, so the
 * bitmasks of forbidden columns are ints).
 */
final class KBestAssignments {
    static final double INFEASIBLE = 1e18;

    private final double[] cost;
    private final int n;
    private final PriorityQueue<Node> queue = new PriorityQueue<>((a, b) -> Double.compare(a.cost, b.cost));
    private Node pending;

    /**
     * A subproblem and its best assignment.
     *
     * @param fixed the column of each row fixed by the partition, or -1
     * @param forbidden per row, a bitmask of the columns it may not take
     * @param solution the best assignment of this subproblem (column per row)
     * @param cost its total cost
     */
    private record Node(int[] fixed, int[] forbidden, int[] solution, double cost) {
    }

    /** @param cost the row-major n×n matrix (not copied: the caller keeps it unchanged) */
    KBestAssignments(double[] cost, int n) {
        this.cost = cost;
        this.n = n;
        int[] fixed = new int[n];
        Arrays.fill(fixed, -1);
        Node root = solve(fixed, new int[n]);
        if (root != null) {
            queue.add(root);
        }
    }

    /** The total cost of the next assignment, or {@link #INFEASIBLE} when there are none left. */
    double peekCost() {
        partitionPending();
        Node head = queue.peek();
        return head == null ? INFEASIBLE : head.cost;
    }

    /** The next assignment (the column of each row; a fresh array), or null when there are none left. */
    int[] next() {
        partitionPending();
        pending = queue.poll();
        return pending == null ? null : pending.solution.clone();
    }

    /** Splits the last assignment returned into Murty's parts (done lazily: only when more are asked for). */
    private void partitionPending() {
        if (pending == null) {
            return;
        }
        Node node = pending;
        pending = null;
        int[] fixed = node.fixed.clone();
        for (int row = 0; row < n; row++) {
            if (fixed[row] >= 0) {
                continue;
            }
            int[] forbidden = node.forbidden.clone();
            forbidden[row] |= 1 << node.solution[row];
            Node part = solve(fixed.clone(), forbidden);
            if (part != null) {
                queue.add(part);
            }
            fixed[row] = node.solution[row];
        }
    }

    /** The best assignment with these rows fixed and these pairs forbidden, or null when there is none. */
    private Node solve(int[] fixed, int[] forbidden) {
        int[] rows = new int[n];
        int[] cols = new int[n];
        int freeRows = 0;
        int usedCols = 0;
        double fixedCost = 0;
        for (int row = 0; row < n; row++) {
            if (fixed[row] >= 0) {
                usedCols |= 1 << fixed[row];
                fixedCost += cost[row * n + fixed[row]];
            } else {
                rows[freeRows++] = row;
            }
        }
        int freeCols = 0;
        for (int col = 0; col < n; col++) {
            if ((usedCols & 1 << col) == 0) {
                cols[freeCols++] = col;
            }
        }
        int k = freeRows;
        double[] sub = new double[k * k];
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) {
                sub[i * k + j] = (forbidden[rows[i]] & 1 << cols[j]) != 0 ? INFEASIBLE : cost[rows[i] * n + cols[j]];
            }
        }
        int[] subSolution = new int[k];
        double subCost = hungarian(sub, k, subSolution);
        if (subCost >= INFEASIBLE / 2) {
            return null;
        }
        int[] solution = fixed.clone();
        for (int i = 0; i < k; i++) {
            solution[rows[i]] = cols[subSolution[i]];
        }
        return new Node(fixed, forbidden, solution, fixedCost + subCost);
    }

    /**
     * The minimum-cost assignment of a k×k matrix (row-major), written into {@code colOfRow}; returns its cost
     * ({@link #INFEASIBLE} or more when only forbidden pairs remain). Shortest augmenting paths with potentials
     * u (rows) and v (columns), 1-based inside with column 0 as the source.
     */
    static double hungarian(double[] a, int k, int[] colOfRow) {
        double[] u = new double[k + 1];
        double[] v = new double[k + 1];
        int[] rowOfCol = new int[k + 1];
        int[] way = new int[k + 1];
        double[] minv = new double[k + 1];
        boolean[] used = new boolean[k + 1];
        for (int i = 1; i <= k; i++) {
            rowOfCol[0] = i;
            int j0 = 0;
            Arrays.fill(minv, Double.POSITIVE_INFINITY);
            Arrays.fill(used, false);
            do {
                used[j0] = true;
                int i0 = rowOfCol[j0];
                double delta = Double.POSITIVE_INFINITY;
                int j1 = 0;
                for (int j = 1; j <= k; j++) {
                    if (!used[j]) {
                        double reduced = a[(i0 - 1) * k + j - 1] - u[i0] - v[j];
                        if (reduced < minv[j]) {
                            minv[j] = reduced;
                            way[j] = j0;
                        }
                        if (minv[j] < delta) {
                            delta = minv[j];
                            j1 = j;
                        }
                    }
                }
                for (int j = 0; j <= k; j++) {
                    if (used[j]) {
                        u[rowOfCol[j]] += delta;
                        v[j] -= delta;
                    } else {
                        minv[j] -= delta;
                    }
                }
                j0 = j1;
            } while (rowOfCol[j0] != 0);
            do {
                int j1 = way[j0];
                rowOfCol[j0] = rowOfCol[j1];
                j0 = j1;
            } while (j0 != 0);
        }
        double total = 0;
        for (int j = 1; j <= k; j++) {
            colOfRow[rowOfCol[j] - 1] = j - 1;
            total += a[(rowOfCol[j] - 1) * k + j - 1];
        }
        return total;
    }
}

package dev.cubeguide.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Predicate;

/**
 * What a build is about to make, in words and sizes, and how long it takes on this machine: the one estimate that
 * the command line, the server's {@code GET /api/tables}, its 503 answers and the page all show. The time is the
 * tables' {@link TableSpec#buildSteps() steps} at this machine's {@link BuildCalibration#nanosPerStep() speed},
 * spread over its cores.
 *
 * @param parts each group of tables with what it is in words ("the two-phase solver's tables"); only the tables
 *              still to be built
 */
public record BuildPlan(List<Part> parts) {
    /** Tables described together: {@code what} in words, and their files. */
    public record Part(String what, List<TableSpec> specs) {
        public Part {
            Objects.requireNonNull(what, "what");
            specs = List.copyOf(specs);
        }
    }

    public BuildPlan {
        parts = parts.stream().filter(p -> !p.specs().isEmpty()).toList();
    }

    /** A plan with nothing to build. */
    public static final BuildPlan NOTHING = new BuildPlan(List.of());

    /** Every table file of the plan. */
    public List<TableSpec> specs() {
        List<TableSpec> out = new ArrayList<>();
        parts.forEach(p -> out.addAll(p.specs()));
        return out;
    }

    public boolean isEmpty() {
        return parts.isEmpty();
    }

    /** The bytes the plan writes. */
    public long bytes() {
        return specs().stream().mapToLong(TableSpec::sizeBytes).sum();
    }

    /** The plan's work, in build steps. */
    public long steps() {
        return specs().stream().mapToLong(TableSpec::buildSteps).sum();
    }

    /** About how long the plan takes on this machine, in seconds (calibrates the machine on first use). */
    public double seconds() {
        return isEmpty() ? 0 : seconds(BuildCalibration.nanosPerStep(), BuildCalibration.cores());
    }

    /** About how long the plan takes at {@code nanosPerStep} on {@code cores} cores, in seconds. */
    public double seconds(double nanosPerStep, int cores) {
        return steps() * nanosPerStep / 1e9 / Math.max(1, cores);
    }

    /**
     * The share of the plan's steps done: the tables {@code filed} (their file is in the store now) count whole, the
     * others by how far {@code watch} saw their build come.
     */
    public double fractionDone(TableBuildWatch watch, Predicate<TableSpec> filed) {
        long total = steps();
        if (total == 0) {
            return 1;
        }
        double done = 0;
        for (TableSpec spec : specs()) {
            done += spec.buildSteps() * (filed.test(spec) ? 1.0 : watch.fraction(spec));
        }
        return Math.min(1, done / total);
    }

    /**
     * What is built, in words, with sizes: "the optimal solver's table of ... (2.3 GiB) and the two-phase solver's
     * tables (746 MiB)".
     */
    public String what() {
        List<String> named = new ArrayList<>();
        for (Part part : parts) {
            named.add(part.what() + " (" + TableSpec.humanBytes(part.specs().stream()
                    .mapToLong(TableSpec::sizeBytes).sum()) + ")");
        }
        if (named.size() <= 1) {
            return named.isEmpty() ? "nothing" : named.get(0);
        }
        return String.join(", ", named.subList(0, named.size() - 1)) + " and " + named.get(named.size() - 1);
    }

    /**
     * The line said before the build starts: "First use: building the optimal solver's tables (2.3 GiB) and the
     * two-phase solver's tables (746 MiB), about 9 minutes on this computer (2 cores); this happens once."
     */
    public String intent(double seconds) {
        int cores = BuildCalibration.cores();
        return "First use: building " + what() + ", " + BuildEta.about(seconds) + " on this computer (" + cores
                + (cores == 1 ? " core" : " cores") + "); this happens once.";
    }
}

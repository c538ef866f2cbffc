package dev.cubeguide.table;

/**
 * The time left of a build, from the estimate made before it started ({@link BuildPlan#seconds}) and the work done
 * so far (a fraction of its steps, not of its levels or files). Early on the estimate counts most; from a quarter of
 * the work on, the rate the build has actually kept. Pure arithmetic, so that any builder (on a server, in a page)
 * reports its progress the same way: a fraction done and seconds left.
 */
public final class BuildEta {
    /** From this fraction of the work on, only the build's own rate counts. */
    static final double TRUST_OWN_RATE_FROM = 0.25;

    private BuildEta() {
    }

    /**
     * Seconds left, never negative: {@code plannedSeconds} is the estimate for the whole build, {@code elapsedSeconds}
     * how long it has run, {@code fraction} the share of its steps done (0 to 1).
     */
    public static double secondsLeft(double plannedSeconds, double elapsedSeconds, double fraction) {
        double done = Math.max(0, Math.min(1, fraction));
        if (done >= 1) {
            return 0;
        }
        double byPlan = plannedSeconds * (1 - done);
        if (done <= 0) {
            return Math.max(0, plannedSeconds - elapsedSeconds);
        }
        double byRate = elapsedSeconds * (1 - done) / done;
        double weight = Math.min(1, done / TRUST_OWN_RATE_FROM);
        return Math.max(0, (1 - weight) * byPlan + weight * byRate);
    }

    /** "about 4 min 10 s left", or "finishing" when the work is nearly all done and the time with it. */
    public static String leftWords(double secondsLeft, double fraction) {
        if (secondsLeft < 1 && fraction >= 0.95) {
            return "finishing";
        }
        return "about " + words(Math.max(1, secondsLeft)) + " left";
    }

    /** "45 s", "3 min 20 s", "1 h 5 min": a duration in words a person reads at a glance. */
    public static String words(double seconds) {
        long s = Math.max(0, Math.round(seconds));
        if (s < 60) {
            return s + " s";
        }
        if (s < 3600) {
            return s / 60 + " min " + s % 60 + " s";
        }
        return s / 3600 + " h " + (s % 3600) / 60 + " min";
    }

    /** "about 40 seconds", "about 9 minutes": an estimate in words, rounded as such estimates should be. */
    public static String about(double seconds) {
        if (seconds < 55) {
            return "about " + Math.max(5, Math.round(seconds / 5) * 5) + " seconds";
        }
        if (seconds < 90) {
            return "about a minute";
        }
        long minutes = Math.round(seconds / 60);
        return minutes < 120 ? "about " + minutes + " minutes" : "about " + Math.round(seconds / 3600) + " hours";
    }
}

package dev.cubeguide.web;

import dev.cubeguide.concurrent.DaemonThreads;
import dev.cubeguide.error.ErrorKind;
import dev.cubeguide.solve.MemoryPolicy;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.solve.SolverTables;
import dev.cubeguide.table.BuildEta;
import dev.cubeguide.table.BuildPlan;
import dev.cubeguide.table.TableBuildWatch;
import dev.cubeguide.table.TableSpec;
import dev.cubeguide.table.TableSource;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The server's table builds: a solver whose table files are not all in the store builds them here, in the
 * background and one solver at a time, while its requests are answered 503 with how far the build has come and
 * about how long it has left. A build is <em>waiting</em> while another solver's runs, then <em>building</em>.
 * Each build is logged: what it builds and about how long it takes, a line every
 * {@value #LOG_EVERY_SECONDS} s, and its end. The estimates are {@link BuildPlan}'s and {@link BuildEta}'s, the
 * ones the command line shows.
 */
final class BuildQueue implements AutoCloseable {
    /** Seconds a client is told to wait while a solver's tables are being built. */
    static final int RETRY_AFTER_SECONDS = 10;
    /** Seconds between the log's progress lines of a build. */
    static final int LOG_EVERY_SECONDS = 30;
    private static final Logger LOG = LoggerFactory.getLogger(BuildQueue.class);

    private final ServerOptions options;
    private final TableBuildWatch watch;
    private final ExecutorService builder;
    private final ScheduledExecutorService ticker;
    private final Map<String, Build> builds = new ConcurrentHashMap<>();

    /** One solver's build: queued, then running from {@code started} (0 while it waits its turn). */
    private final class Build {
        final Solver solver;
        final BuildPlan plan;
        final double plannedSeconds;
        volatile long started;
        volatile Future<?> future;

        Build(Solver solver) {
            this.solver = solver;
            SolverTables tables = solver.tables();
            BuildPlan missing = tables.buildPlan(solver.name());
            this.plan = missing.isEmpty() ? tables.fullPlan(solver.name()) : missing;
            this.plannedSeconds = plan.seconds();
        }

        void run() {
            started = System.nanoTime();
            LOG.info("{}", plan.intent(plannedSeconds));
            Future<?> progress = ticker.scheduleAtFixedRate(() -> LOG.info("building {}: {}", plan.what(),
                    words(this)), LOG_EVERY_SECONDS, LOG_EVERY_SECONDS, TimeUnit.SECONDS);
            try {
                solver.tables().prepare(MemoryPolicy.ADAPTIVE);
                LOG.info("built {} in {}", plan.what(), BuildEta.words(elapsed()));
            } catch (RuntimeException e) {
                LOG.warn("building the {} solver's tables failed: {}", solver.name(), e.toString());
                throw e;
            } finally {
                progress.cancel(false);
            }
        }

        double elapsed() {
            return started == 0 ? 0 : (System.nanoTime() - started) / 1e9;
        }

        double fraction() {
            return started == 0 ? 0 : plan.fractionDone(watch, filed(solver));
        }

        double secondsLeft() {
            return started == 0 ? plannedSeconds : BuildEta.secondsLeft(plannedSeconds, elapsed(), fraction());
        }
    }

    BuildQueue(ServerOptions options) {
        this.options = options;
        this.watch = TableBuildWatch.on(options.registry().store());
        this.builder = Executors.newSingleThreadExecutor(DaemonThreads.named("cubeguide-table-build"));
        this.ticker = Executors.newSingleThreadScheduledExecutor(DaemonThreads.named("cubeguide-build-log"));
    }

    /**
     * Builds, or loads, the tables of {@code names} in the background, one after the other, so that their first
     * solve does not wait. A solver whose files are missing is registered as building.
     */
    void prepareAtStart(Iterable<String> names) {
        for (String name : names) {
            Solver solver = options.solvers().apply(name);
            if (solver.tables().ready()) {
                builder.submit(() -> {
                    try {
                        solver.tables().prepare(MemoryPolicy.ADAPTIVE);
                    } catch (RuntimeException e) {
                        LOG.warn("loading the {} solver's tables failed: {}", name, e.toString());
                    }
                });
            } else {
                start(solver);
            }
        }
    }

    private Build start(Solver solver) {
        return builds.computeIfAbsent(solver.name(), name -> {
            Build build = new Build(solver);
            build.future = builder.submit(build::run);
            return build;
        });
    }

    /**
     * Passes when the solver's table files are all in the store (loading them takes seconds within the request) or
     * a build started here has finished; otherwise starts that build in the background, if it is not running yet,
     * and throws {@link TablesBuilding}. A build that failed is forgotten, so the next request tries again, and its
     * error is this request's. A request starts a build only on a loopback server or one started with
     * {@code --allow-table-builds}; elsewhere it is answered 503 TABLES_MISSING with the command that builds the
     * tables (minutes of work and up to gigabytes of disk are the owner's choice, not a visitor's).
     */
    void require(Solver solver) {
        Build build = builds.get(solver.name());
        if (build == null) {
            if (solver.tables().ready()) {
                return;
            }
            if (!options.loopbackOnly() && !options.allowTableBuilds()) {
                String command = "cubeguide tables build --solver " + solver.name();
                double seconds = solver.tables().buildPlan(solver.name()).seconds();
                throw new ApiException(ErrorKind.TABLES_MISSING, "the " + solver.name() + " solver's tables "
                        + "are not built on this server; run `" + command + "` on it (" + BuildEta.about(seconds)
                        + " there, once), or start it with --allow-table-builds, then try again",
                        Map.of("solver", solver.name(), "command", command, "buildSeconds", (int) Math.ceil(seconds)));
            }
            build = start(solver);
        }
        Future<?> future = build.future;
        if (!future.isDone()) {
            throw new TablesBuilding(solver.name(), words(build), status(build));
        }
        try {
            future.get();
        } catch (ExecutionException e) {
            builds.remove(solver.name(), build);
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            }
            throw new IllegalStateException("building the tables of " + solver.name() + " failed", e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new TablesBuilding(solver.name(), words(build), status(build));
        }
    }

    /**
     * The state of {@code solver}'s tables for {@code GET /api/tables}: {@code state} ready, missing (its first use
     * builds them), waiting (its build waits for another solver's) or building; {@code percent} of the work done;
     * {@code firstBuildSeconds}, about how long building what is missing takes on this machine (the whole set's
     * when nothing is); {@code bytes}; while building, {@code elapsedSeconds} and {@code secondsLeft}; and
     * {@code building}, what is built in words.
     */
    Map<String, Object> status(Solver solver) {
        SolverTables tables = solver.tables();
        Build build = builds.get(solver.name());
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("solver", solver.name());
        if (build != null && !build.future.isDone()) {
            entry.putAll(status(build));
            entry.put("firstBuildSeconds", seconds(build.plannedSeconds));
            entry.put("bytes", tables.fullPlan(solver.name()).bytes());
            entry.put("building", build.plan.what());
            return entry;
        }
        BuildPlan missing = tables.buildPlan(solver.name());
        boolean ready = tables.ready() || build != null && build.future.isDone();
        BuildPlan full = tables.fullPlan(solver.name());
        BuildPlan plan = ready || missing.isEmpty() ? full : missing;
        entry.put("state", ready ? "ready" : "missing");
        entry.put("percent", ready ? 100 : (int) Math.floor(100 * full.fractionDone(watch, filed(solver))));
        entry.put("firstBuildSeconds", seconds(plan.seconds()));
        entry.put("bytes", full.bytes());
        if (!plan.isEmpty()) {
            entry.put("building", plan.what());
        }
        return entry;
    }

    /** State, percent and times of a build that is queued or running. */
    private static Map<String, Object> status(Build build) {
        Map<String, Object> entry = new LinkedHashMap<>();
        boolean running = build.started != 0;
        entry.put("state", running ? "building" : "waiting");
        entry.put("percent", (int) Math.min(99, Math.floor(100 * build.fraction())));
        entry.put("elapsedSeconds", (int) Math.floor(build.elapsed()));
        entry.put("secondsLeft", seconds(build.secondsLeft()));
        return entry;
    }

    /** "43% done, about 5 min 10 s left" or "waiting for another solver's build; about 9 minutes once it starts". */
    private static String words(Build build) {
        if (build.started == 0) {
            return "waiting for another solver's tables to be built first; then " + BuildEta.about(build.plannedSeconds);
        }
        double fraction = build.fraction();
        return (int) Math.min(99, Math.floor(100 * fraction)) + "% done, " + BuildEta.words(build.elapsed())
                + " elapsed, " + BuildEta.leftWords(build.secondsLeft(), fraction);
    }

    private static int seconds(double seconds) {
        return (int) Math.max(1, Math.ceil(seconds));
    }

    /** Whether a table is in the solver's table source (its file in the store) now. */
    private Predicate<TableSpec> filed(Solver solver) {
        TableSource source = solver.tables().store().orElse(options.registry().store());
        return source::isPresent;
    }

    @Override
    public void close() {
        builder.shutdownNow();
        ticker.shutdownNow();
    }

    /** A solver's tables are being built for its first use, or wait to be (HTTP 503, reason TABLES_BUILDING). */
    static final class TablesBuilding extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final String solver;
        final transient Map<String, Object> progress;

        TablesBuilding(String solver, String progress, Map<String, Object> status) {
            super("the " + solver + " solver's tables are being built for its first use (" + progress + "); "
                    + "try again shortly", null, false, false);
            this.solver = solver;
            this.progress = status;
        }
    }
}

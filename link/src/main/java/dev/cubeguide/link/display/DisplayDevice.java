package dev.cubeguide.link.display;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.model.CubieCube;
import dev.cubeguide.model.InvalidCubeException;
import dev.cubeguide.notation.Move;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.SolveOptions;
import dev.cubeguide.solve.Solver;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * The display guide's device logic, as the microcontroller ran it: build the cube, solve it, show the solution one
 * step at a time. Every screen change goes to the screen listener (only changes: a command that leaves the screen
 * as it is shows nothing new).
 *
 * <ul>
 *   <li>{@link #powerOn()}: the title "Solving Guide".</li>
 *   <li>SOLVE / STATE: "Solving…", then step 1 of N; for a cube that is already solved, "Solved! Congratulations."
 *       at once (a guide of no steps). A new SOLVE replaces the guide and restarts at step 1.</li>
 *   <li>NEXT: the next step; past the last step "Solved! Congratulations."; there it stays.</li>
 *   <li>PREV: the step before; at step 1 it stays at step 1; from the solved screen, back to the last step.</li>
 *   <li>NEXT or PREV before any guide: the title stays (it comes back if an error screen was up).</li>
 *   <li>A bad packet shows the error screen; the guide is kept, and NEXT/PREV carry on from the step that was shown
 *       (PREV at step 1 brings step 1 back after an error).</li>
 *   <li>A solve that fails (no solution within the limits, or the solver failed) shows the error screen with code
 *       NO_SOLUTION or TIMEOUT; the guide from before is kept.</li>
 * </ul>
 * Thread-safe: packets from several connections are handled one at a time.
 */
public final class DisplayDevice {
    private final Solver solver;
    private final SolveOptions options;
    private final Consumer<Screen> screens;
    /** The steps of the current guide, or null before the first solve. */
    private List<Move> guide;
    /** 1..guide.size() for a step, guide.size() + 1 for the solved screen. */
    private int position;
    private Screen shown;

    /**
     * @param solver  solves the cubes (the original ran Thistlethwaite's algorithm)
     * @param options the solve options (for example lean mode)
     * @param screens receives every screen change, in order
     */
    public DisplayDevice(Solver solver, SolveOptions options, Consumer<Screen> screens) {
        this.solver = Objects.requireNonNull(solver, "solver");
        this.options = Objects.requireNonNull(options, "options");
        this.screens = Objects.requireNonNull(screens, "screens");
    }

    /** Shows the title screen. */
    public synchronized void powerOn() {
        guide = null;
        position = 0;
        show(new Screen.Title());
    }

    /** The screen shown now (null before power-on). */
    public synchronized Screen shown() {
        return shown;
    }

    /** Handles one decoded packet. */
    public synchronized void handle(DisplayPacket packet) {
        if (packet instanceof DisplayPacket.Solve solve) {
            solveAndGuide(solve.cube());
        } else if (packet instanceof DisplayPacket.State state) {
            CubieCube cube;
            try {
                cube = state.cube();
            } catch (InvalidCubeException e) {
                // the decoder only passes legal states; a STATE built by hand may not be one
                show(new Screen.Error(ErrorCode.BAD_PACKET.name(), "illegal state: " + e.getMessage()));
                return;
            }
            solveAndGuide(cube);
        } else if (packet instanceof DisplayPacket.Next) {
            if (guide != null && position <= guide.size()) {
                position++;
            }
            showGuide();
        } else if (packet instanceof DisplayPacket.Prev) {
            if (guide != null && position > 1) {
                position--;
            }
            showGuide();
        }
    }

    /** Shows a decoder report; the guide is kept. */
    public synchronized void badPacket(BadPacket report) {
        show(new Screen.Error(ErrorCode.BAD_PACKET.name(), report.message()));
    }

    /** A decoder listener that forwards to this device. */
    public PacketDecoder.Listener listener() {
        return new PacketDecoder.Listener() {
            @Override
            public void packet(DisplayPacket packet) {
                handle(packet);
            }

            @Override
            public void badPacket(BadPacket report) {
                DisplayDevice.this.badPacket(report);
            }
        };
    }

    private void solveAndGuide(CubieCube cube) {
        show(new Screen.Solving());
        if (cube.isSolved()) {
            guide = List.of(); // nothing to search for
            position = 1;
            showGuide();
            return;
        }
        Solution solution;
        try {
            solution = solver.solve(cube, options);
        } catch (CubeGuideException e) {
            show(new Screen.Error(e.code().name(), e.getMessage()));
            return;
        } catch (RuntimeException e) {
            show(new Screen.Error(ErrorCode.NO_SOLUTION.name(), "the " + solver.name() + " solver failed: "
                    + e.getMessage()));
            return;
        }
        if (!cube.apply(solution.moves()).isSolved()) {
            show(new Screen.Error(ErrorCode.NO_SOLUTION.name(), "the " + solver.name()
                    + " solver gave moves that do not solve the cube: " + solution.moves()));
            return;
        }
        guide = List.copyOf(solution.moves().moves());
        position = 1;
        showGuide();
    }

    private void showGuide() {
        if (guide == null) {
            show(new Screen.Title());
        } else if (position > guide.size()) {
            show(new Screen.Solved());
        } else {
            String previous = position == 1 ? null : guide.get(position - 2).toString();
            show(new Screen.Step(position, guide.size(), guide.get(position - 1).toString(), previous));
        }
    }

    /** Shows {@code screen} if it differs from the one shown; an error is always shown (each is news). */
    private void show(Screen screen) {
        if (screen instanceof Screen.Error || !screen.equals(shown)) {
            shown = screen;
            screens.accept(screen);
        }
    }
}

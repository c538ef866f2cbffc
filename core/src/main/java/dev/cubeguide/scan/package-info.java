/**
 * Colour resolution: 54 colour readings (a camera's photos of the six faces, or a robot's colour sensor) to the
 * most likely cube that can exist, with a confidence per sticker ({@link dev.cubeguide.scan.ColorResolver}); and a
 * model of camera readings for tests and benchmarks ({@link dev.cubeguide.scan.SimulatedCamera}).
 *
 * <p>Sources:
 * <ul>
 *   <li>IEC 61966-2-1 (1999), the sRGB transfer function, to decode readings to linear light;</li>
 *   <li>J. von Kries (1902), chromatic adaptation as independent per-channel gains, and G. D. Finlayson, S. D.
 *       Hordley, "Color constancy at a pixel" (JOSA A, 2001), for log-chromaticity, in which such gains become
 *       offsets and exposure cancels;</li>
 *   <li>A. P. Dempster, N. M. Laird, D. B. Rubin, "Maximum likelihood from incomplete data via the EM algorithm"
 *       (1977), here with hard assignments (classification EM), and P. J. Huber, "Robust estimation of a location
 *       parameter" (1964), for the clipped residuals;</li>
 *   <li>H. W. Kuhn, "The Hungarian method for the assignment problem" (1955), and R. Jonker, A. Volgenant, "A
 *       shortest augmenting path algorithm for dense and sparse linear assignment problems" (1987), for the
 *       assignment of pieces to positions;</li>
 *   <li>K. G. Murty, "An algorithm for ranking all the assignments in order of increasing cost" (Operations
 *       Research 16, 1968), for the next-best assignments (other parity, confidence margins);</li>
 *   <li>D. Joyner, "Adventures in Group Theory" (2nd ed., 2008), ch. 11, for the conditions a cube must meet
 *       (twist, flip, parity).</li>
 * </ul>
 */
package dev.cubeguide.scan;

/**
 * The robot link: robot profiles as data ({@link dev.cubeguide.link.robot.RobotProfile}, three built in), the
 * translator that turns a solution into gripper manoeuvres ({@link dev.cubeguide.link.robot.RobotTranslator}), the
 * choice among several solutions ({@link dev.cubeguide.link.robot.BestPlanChooser}) and the simulator that checks a
 * plan action by action ({@link dev.cubeguide.link.robot.RobotSimulator}).
 *
 * <p>Method. Re-grip planning is a shortest-path problem over robot states (cube orientation, 24, times the
 * grippers' open/closed state and angles), with the solution's moves taken in order: a layered graph, one layer per
 * move done, searched with Dijkstra's algorithm (E. W. Dijkstra, "A note on two problems in connexion with graphs",
 * Numerische Mathematik 1, 1959). Robot-specific cost models of this kind, and choosing among several near-optimal
 * solutions by robot time, are described for two-gripper robots in the literature on "Rubik's cube robot"
 * re-grasp planning; the formulation here is general over profiles. The cube model and the WCA meaning of face
 * turns and rotations x, y, z are those of {@link dev.cubeguide.model.CubieCube} (WCA Regulations, article 12).
 */
package dev.cubeguide.link.robot;

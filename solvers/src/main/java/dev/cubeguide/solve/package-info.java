/**
 * The solver interface, options, solutions, the registry of solvers by name, and scrambles.
 */
package dev.cubeguide.solve;

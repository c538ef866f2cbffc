/**
 * Error codes and the exception that carries them. This is the lowest layer: every other package may use
 * it, and it uses nothing.
 */
package dev.cubeguide.error;

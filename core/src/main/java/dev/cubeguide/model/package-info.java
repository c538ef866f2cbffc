/**
 * The cube model: stickers ({@link dev.cubeguide.model.Facelet}), pieces ({@link dev.cubeguide.model.Corner},
 * {@link dev.cubeguide.model.Edge}), the immutable cubie-level state {@link dev.cubeguide.model.CubieCube},
 * validation of facelet strings, the packed form of the display guide, random states and the ASCII net.
 *
 * <p>Sources: H. Kociemba, "The Mathematics behind Cube Explorer" (kociemba.org/cube.htm) for the corner and
 * edge numbering, the "replaced by" representation and the facelet order; D. Joyner, "Adventures in Group
 * Theory" (2nd ed., 2008), ch. 11, for the solvability conditions.
 */
package dev.cubeguide.model;

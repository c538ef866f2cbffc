package dev.cubeguide.model;

import java.util.Objects;

/**
 * A cube as 54 stickers in URFDLB facelet order (see {@link Facelet}), with any six symbols. Immutable; it is
 * not validated until {@link #toCubie()}.
 */
public record FaceletCube(String facelets) {
    public FaceletCube {
        Objects.requireNonNull(facelets, "facelets");
    }

    /** The stickers of a cubie cube, written with face letters (see {@link CubieCube#toFacelets()}). */
    public static FaceletCube of(CubieCube cube) {
        return new FaceletCube(cube.toFacelets());
    }

    /** The symbol on one sticker. */
    public char sticker(Facelet facelet) {
        return facelets.charAt(facelet.ordinal());
    }

    /** Validates and converts; see {@link CubeValidator}. */
    public CubieCube toCubie() {
        return CubeValidator.validate(facelets);
    }

    @Override
    public String toString() {
        return facelets;
    }
}

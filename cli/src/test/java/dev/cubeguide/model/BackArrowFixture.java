package dev.cubeguide.model;

import dev.cubeguide.web.GuideServer;

/** A test fixture for the layer rules: a model-layer class that uses the web layer, an arrow back up. */
public final class BackArrowFixture {
    private BackArrowFixture() {
    }

    /** Reaches up into the web layer. */
    public static Class<?> server() {
        return GuideServer.class;
    }
}

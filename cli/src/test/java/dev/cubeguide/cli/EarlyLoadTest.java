package dev.cubeguide.cli;

import static org.assertj.core.api.Assertions.assertThatCode;

import org.junit.jupiter.api.Test;

class EarlyLoadTest {
    @Test
    void oddArgumentsNeverFailTheStart() {
        for (String[] args : new String[][] {{}, {"solve"}, {"solve", "--solver"}, {"solve", "--solver", "nosuch"},
                {"solve", "--solver=nosuch", "R"}, {"solve", "--help"}, {"show", "R"}, {"solve", "--solver", "beginner", "R"}}) {
            assertThatCode(() -> EarlyLoad.startFor(CliTestSolvers.REGISTRY, args)).doesNotThrowAnyException();
        }
    }
}

package dev.cubeguide.solve.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.solve.ShortSolver;
import dev.cubeguide.solve.Solver;
import dev.cubeguide.table.TableStore;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The registry's names, its store, and a registry with a test double in a real solver's place. Builds no table. */
class SolverRegistryTest {
    @TempDir
    Path dir;

    @Test
    void servesEverySolverOnItsStore() {
        TableStore store = TableStore.at(dir);
        SolverRegistry registry = SolverRegistry.on(store);
        assertThat(registry.names()).containsExactly("twophase", "thistlethwaite", "beginner", "optimal");
        assertThat(registry.store()).isSameAs(store);
        assertThat(registry.get("twophase")).isSameAs(registry.defaultSolver()).isSameAs(registry.get("twophase"));
        assertThat(registry.get("thistlethwaite").tables().store()).contains(store);
        assertThatThrownBy(() -> registry.get("nope")).isInstanceOfSatisfying(CubeGuideException.class,
                e -> assertThat(e.code()).isEqualTo(ErrorCode.BAD_REQUEST));
    }

    @Test
    void withPutsASolverInPlaceOrAfterTheOthersAndSharesTheRest() {
        SolverRegistry registry = SolverRegistry.on(TableStore.at(dir));
        Solver stand = new ShortSolver(2);
        SolverRegistry replaced = registry.with(SolverRegistry.DEFAULT, stand);
        assertThat(replaced.names()).isEqualTo(registry.names());
        assertThat(replaced.defaultSolver()).isSameAs(stand);
        assertThat(replaced.get("beginner")).isSameAs(registry.get("beginner"));
        assertThat(replaced.store()).isSameAs(registry.store());
        assertThat(registry.defaultSolver()).isNotSameAs(stand);
        SolverRegistry added = registry.with("short", stand);
        assertThat(added.names()).containsExactly("twophase", "thistlethwaite", "beginner", "optimal", "short");
        assertThat(added.get("short")).isSameAs(stand);
    }
}

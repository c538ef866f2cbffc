package dev.cubeguide.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cubeguide.notation.Alg;
import dev.cubeguide.solve.Solution;
import dev.cubeguide.solve.Stage;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class SolutionJsonTest {
    private static final String INPUT = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";

    @Test
    void theShapeHasItsFieldsInOrderWithStagesAndExplanations() {
        Solution s = new Solution("beginner", Alg.parse("R U"), List.of(Stage.of("cross", Alg.parse("R"), "the cross"),
                Stage.of("corners", Alg.parse("U"))), false, OptionalInt.empty(), 0, Duration.ofNanos(1_234_567));
        Map<String, Object> map = SolutionJson.of(s, INPUT);
        assertThat(map.keySet()).containsExactly("solver", "input", "solution", "length", "metric", "optimal",
                "timeMs", "stages");
        assertThat(map).containsEntry("solution", "R U").containsEntry("length", 2).containsEntry("timeMs", 1.23);
        assertThat(map.get("stages").toString()).contains("explanation=the cross").contains("name=corners");
    }

    @Test
    void nodesWhenCountedAndTheLowerBoundOnlyWhenNotOptimal() {
        Solution proven = new Solution("optimal", Alg.parse("R"), List.of(), true, OptionalInt.of(1), 42,
                Duration.ZERO);
        assertThat(SolutionJson.of(proven, INPUT)).containsEntry("nodes", 42L).doesNotContainKey("lowerBound");
        Solution bounded = new Solution("optimal", Alg.parse("R U"), List.of(), false, OptionalInt.of(1), 0,
                Duration.ZERO);
        assertThat(SolutionJson.of(bounded, INPUT)).containsEntry("lowerBound", 1).doesNotContainKey("nodes");
    }
}

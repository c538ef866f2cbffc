package dev.cubeguide.error;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ErrorAnswerTest {
    @Test
    void aMessageThatNamesTheCodeIsReplacedByAPlainSentenceWithTheCode() {
        Map<String, Object> body = ErrorAnswer.of("BAD_REQUEST", "java.lang.NumberFormatException: x", Map.of());
        assertThat(body.get("error")).isEqualTo(Map.of("code", "BAD_REQUEST",
                "message", "The request was refused (BAD_REQUEST).", "detail", Map.of()));
    }

    @Test
    void theDetailKeepsOnlyPlainEntriesAtEveryDepth() {
        Map<String, Object> detail = ErrorAnswer.plainDetail(Map.of(
                "field", "scramble",
                "cause", "IllegalStateException",
                "nested", Map.of("ok", 1, "trace", "at dev.cubeguide.Foo"),
                "list", List.of("U5", "Error: boom", 3)));
        assertThat(detail).isEqualTo(Map.of("field", "scramble", "nested", Map.of("ok", 1),
                "list", List.of("U5", 3)));
    }

    @Test
    void aCubeGuideExceptionGivesItsCodeMessageAndDetailInThatOrder() {
        CubeGuideException e = new CubeGuideException(ErrorCode.BAD_NOTATION, "unknown move 'X' at 5",
                Map.of("position", 5));
        @SuppressWarnings("unchecked")
        Map<String, Object> error = (Map<String, Object>) ErrorAnswer.of(e).get("error");
        assertThat(error.keySet()).containsExactly("code", "message", "detail");
        assertThat(error).containsEntry("code", "BAD_NOTATION").containsEntry("message", "unknown move 'X' at 5");
    }

    @Test
    void plainTextIsNeitherEmptyNorNamesTheCode() {
        assertThat(ErrorAnswer.isPlain("the centres U5 and R5 look alike")).isTrue();
        assertThat(ErrorAnswer.isPlain("")).isFalse();
        assertThat(ErrorAnswer.isPlain(null)).isFalse();
        assertThat(ErrorAnswer.namesCode("at org.teavm.Runtime")).isTrue();
        assertThat(ErrorAnswer.namesCode("")).isFalse();
    }

    @Test
    void namesCodeFindsPackagesAndErrorTypesOfEveryLibrary() {
        assertThat(ErrorAnswer.namesCode("Job aborted: org.apache.spark.SparkException")).isTrue();
        assertThat(ErrorAnswer.namesCode("scala.MatchError (of class x)")).isTrue();
        assertThat(ErrorAnswer.namesCode("a StackOverflowError")).isTrue();
        assertThat(ErrorAnswer.namesCode("com.example.Thing failed")).isTrue();
        assertThat(ErrorAnswer.namesCode("see example.org for more")).isFalse();
        assertThat(ErrorAnswer.namesCode("the input.txt line 3 is too long")).isFalse();
        assertThat(ErrorAnswer.namesCode("Error in line 3")).isFalse();
    }
}

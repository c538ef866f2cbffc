package dev.cubeguide.solve.beginner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.cubeguide.error.CubeGuideException;
import dev.cubeguide.error.ErrorCode;
import dev.cubeguide.notation.Face;
import org.junit.jupiter.api.Test;

class BeginnerOptionsTest {
    @Test
    void aRequestsFirstLayerIsAFaceLetter() {
        assertThat(BeginnerOptions.ofRequest("U")).isEqualTo(new BeginnerOptions(Face.U, false));
        assertThat(BeginnerOptions.ofRequest("B")).isEqualTo(new BeginnerOptions(Face.B, false));
    }

    @Test
    void anythingElseIsABadRequestNamingTheField() {
        for (String bad : new String[] {"", "white", "u", "X", "UD"}) {
            CubeGuideException e = catchThrowableOfType(() -> BeginnerOptions.ofRequest(bad),
                    CubeGuideException.class);
            assertThat(e.code()).isEqualTo(ErrorCode.BAD_REQUEST);
            assertThat(e.getMessage()).startsWith("firstLayer must be one of U, R, F, D, L, B").endsWith("'" + bad + "'");
            assertThat(e.detail()).containsEntry("field", "firstLayer").containsEntry("value", bad);
        }
    }
}

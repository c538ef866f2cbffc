package dev.cubeguide.spark;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class UnexpectedFailureTest {
    @Test
    void aFailureIsDescribedWithoutJavaNames() {
        assertThat(BatchErrors.describeUnexpected(new IllegalStateException("java.io.IOException: disk gone")))
                .doesNotContain("java.").doesNotContain("Exception").startsWith("an unexpected failure");
        assertThat(BatchErrors.describeUnexpected(new NullPointerException())).startsWith("an unexpected failure");
        assertThat(BatchErrors.describeUnexpected(new OutOfMemoryError("Java heap space"))).startsWith("out of memory");
        assertThat(BatchErrors.describeUnexpected(new IllegalStateException("the output folder vanished")))
                .isEqualTo("the output folder vanished");
    }
}

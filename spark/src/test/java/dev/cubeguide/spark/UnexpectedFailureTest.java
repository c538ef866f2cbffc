package dev.cubeguide.spark;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class UnexpectedFailureTest {
    @Test
    void aFailureIsDescribedWithoutJavaNames() {
        assertThat(SolveJob.describeUnexpected(new IllegalStateException("java.io.IOException: disk gone")))
                .doesNotContain("java.").doesNotContain("Exception").startsWith("an unexpected failure");
        assertThat(SolveJob.describeUnexpected(new NullPointerException())).startsWith("an unexpected failure");
        assertThat(SolveJob.describeUnexpected(new OutOfMemoryError("Java heap space"))).startsWith("out of memory");
        assertThat(SolveJob.describeUnexpected(new IllegalStateException("the output folder vanished")))
                .isEqualTo("the output folder vanished");
    }
}

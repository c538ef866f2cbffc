package dev.cubeguide.concurrent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class DaemonThreadsTest {
    @Test
    void threadsAreDaemonsWithTheirNames() throws InterruptedException {
        Thread made = DaemonThreads.named("cubeguide-test").newThread(() -> { });
        assertThat(made.isDaemon()).isTrue();
        assertThat(made.getName()).isEqualTo("cubeguide-test");
        assertThat(made.getState()).isEqualTo(Thread.State.NEW);

        CountDownLatch ran = new CountDownLatch(1);
        Thread started = DaemonThreads.start("cubeguide-started", ran::countDown);
        assertThat(started.isDaemon()).isTrue();
        assertThat(started.getName()).isEqualTo("cubeguide-started");
        assertThat(ran.await(30, TimeUnit.SECONDS)).isTrue();
        started.join();

        Thread unstarted = DaemonThreads.create("cubeguide-later", () -> { });
        assertThat(unstarted.isDaemon()).isTrue();
        assertThat(unstarted.getState()).isEqualTo(Thread.State.NEW);
    }
}

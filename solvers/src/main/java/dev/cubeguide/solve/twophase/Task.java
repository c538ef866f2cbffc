package dev.cubeguide.solve.twophase;

/**
 * A task of a solve's work list packed in one int: {@code length << 16 | direction}, the total phase-1 length (the
 * pre-moves included) and the direction's index (below {@link Direction#ALL}). Tasks are handed out in ascending
 * order of that int's length first ({@link Job#nextTask}).
 */
final class Task {
    private static final int DIRECTION_BITS = 16;
    private static final int DIRECTION_MASK = (1 << DIRECTION_BITS) - 1;

    private Task() {
    }

    static int encode(int length, int direction) {
        assert length >= 0 && length < 1 << 15 : length;
        assert direction >= 0 && direction <= DIRECTION_MASK : direction;
        return length << DIRECTION_BITS | direction;
    }

    /** The task's total phase-1 length, pre-moves included. */
    static int length(int task) {
        assert task >= 0 : task;
        return task >>> DIRECTION_BITS;
    }

    /** The task's direction index. */
    static int direction(int task) {
        assert task >= 0 : task;
        return task & DIRECTION_MASK;
    }
}

/**
 * The display-guide link: the UART protocol between a PC and a small microcontroller with a TFT screen that
 * guides a person through a solution one move at a time, and an emulator of that device.
 * <ul>
 *   <li>{@link dev.cubeguide.link.display.DisplayPacket}: the four packets and their bytes;
 *       {@link dev.cubeguide.link.display.PacketDecoder}: the device's streaming decoder, with its resynchronisation
 *       rule.</li>
 *   <li>{@link dev.cubeguide.link.display.DisplayDevice}: the device logic (solve, then step through);
 *       {@link dev.cubeguide.link.display.Screen} and {@link dev.cubeguide.link.display.ScreenRenderer}: what it
 *       shows, as JSON, text and a 320×240 PNG.</li>
 *   <li>{@link dev.cubeguide.link.display.DisplayEmulator}: the device on a serial port or TCP;
 *       {@link dev.cubeguide.link.display.DisplayHost}: the PC side.</li>
 * </ul>
 * The protocol is documented byte by byte in {@code docs/display-protocol.md}. Sources: the original project's
 * description of its host/device "package" (header, count, 8-bit moves, terminator), and the usual practice for
 * framed serial protocols without checksums: length-delimited frames, resynchronising by rescanning from the byte
 * after a failed frame's start (as in, for example, the SLIP/HDLC discussions of framing recovery), and an
 * inter-byte timeout to drop half-received frames.
 */
package dev.cubeguide.link.display;

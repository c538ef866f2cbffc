/**
 * Transports for the hardware links: endpoints written as text, byte streams (serial via jSerialComm, TCP), and
 * datagram links (UDP on loopback, in-memory lossy pipes for tests).
 */
package dev.cubeguide.link.transport;

/**
 * The reliable command channel of the robot link: frames with a sequence number, a length and a CRC-16
 * ({@link dev.cubeguide.link.reliable.Crc16}, CRC-16/CCITT-FALSE), acknowledgements, retransmission on timeout with
 * exponential backoff and a bounded retry count, duplicate suppression and in-order delivery
 * ({@link dev.cubeguide.link.reliable.ReliableChannel}); and the link test that checks exactly-once, in-order
 * execution over a faulty link ({@link dev.cubeguide.link.reliable.LinkTest}).
 *
 * <p>Sources: the selective-repeat sliding-window protocol (A. S. Tanenbaum, D. J. Wetherall, "Computer Networks",
 * 5th ed., section 3.4); retransmission timers with exponential backoff (RFC 6298, "Computing TCP's Retransmission
 * Timer"); CRC parameters from R. N. Williams, "A Painless Guide to CRC Error Detection Algorithms" (1993) and the
 * CRC RevEng catalogue (CRC-16/IBM-3740, check 0x29B1).
 */
package dev.cubeguide.link.reliable;

package dev.cubeguide.link.reliable;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Counters of a {@link ReliableChannel}.
 *
 * @param dataSent           DATA frames sent for the first time
 * @param retransmits        DATA frames sent again after a timeout
 * @param acksSent           ACK frames sent
 * @param acksReceived       ACK frames received intact
 * @param duplicatesDropped  DATA frames received again (already delivered or already buffered), not delivered
 * @param corruptDropped     frames rejected by the CRC or the format checks
 * @param delivered          payloads delivered in order, each once
 */
public record ChannelStats(long dataSent, long retransmits, long acksSent, long acksReceived, long duplicatesDropped,
        long corruptDropped, long delivered) {
    public Map<String, Object> toMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("dataSent", dataSent);
        map.put("retransmits", retransmits);
        map.put("acksSent", acksSent);
        map.put("acksReceived", acksReceived);
        map.put("duplicatesDropped", duplicatesDropped);
        map.put("corruptDropped", corruptDropped);
        map.put("delivered", delivered);
        return map;
    }
}

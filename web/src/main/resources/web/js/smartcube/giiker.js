// Giiker (and Mi Smart Magic Cube, Hi-) cubes. Learnt from the public description in csTimer. Every
// notification is 20 bytes holding the whole state and the last four turns, read as 40 nibbles: corner
// positions 1..8 (nibbles 0..7), corner twists (8..15), edge positions 1..12 (16..27), edge flips as 12 bits
// (28..30), then four turns newest first as (face 1..6 in the order B D L U R F, amount 1 clockwise, 3
// counter-clockwise, 2 or 9 half). Newer cubes obfuscate it: when byte 18 is 0xA7, the first 18 bytes each have
// two entries of a fixed 36-byte table added, chosen by the two nibbles of byte 19. Giiker numbers its pieces
// in its own order, given below as facelet tables, and counts twists the other way round on half its corners.

import { faceletsFromPieces } from './pieces.js';

export const GIIKER = {
  service: '0000aadb-0000-1000-8000-00805f9b34fb',
  state: '0000aadc-0000-1000-8000-00805f9b34fb',
  command: null,
};
export const GIIKER_RW = {
  service: '0000aaaa-0000-1000-8000-00805f9b34fb',
  read: '0000aaab-0000-1000-8000-00805f9b34fb',
  write: '0000aaac-0000-1000-8000-00805f9b34fb',
};

export const GIIKER_MASK = [176, 81, 104, 224, 86, 137, 237, 119, 38, 26, 193, 161, 210, 126, 150, 81, 93, 13,
  236, 249, 89, 235, 88, 24, 113, 81, 214, 131, 130, 199, 2, 169, 39, 165, 171, 41];
export const GIIKER_CORNERS = [[26, 15, 29], [20, 8, 9], [18, 38, 6], [24, 27, 44], [51, 35, 17], [45, 11, 2],
  [47, 0, 36], [53, 42, 33]];
export const GIIKER_EDGES = [[25, 28], [23, 12], [19, 7], [21, 41], [32, 16], [5, 10], [3, 37], [30, 43], [52, 34],
  [48, 14], [46, 1], [50, 39]];
/** +1: the twist counts as the standard one; -1: the other way round. */
export const GIIKER_TWIST_SIGN = [-1, 1, -1, 1, 1, -1, 1, -1];
const FACES = 'BDLURF';

export function giikerNibbles(packet) {
  let raw = Array.from(packet.subarray(0, 20));
  if (raw[18] === 0xa7) {
    const k1 = raw[19] >> 4, k2 = raw[19] & 0xf;
    raw = raw.slice(0, 18).map((b, i) => (b + GIIKER_MASK[i + k1] + GIIKER_MASK[i + k2]) & 0xff);
  }
  const n = [];
  for (const b of raw) n.push(b >> 4, b & 0xf);
  return n;
}

export function readGiiker(packet) {
  const v = giikerNibbles(packet);
  const cp = [], co = [], ep = [], eo = [];
  for (let i = 0; i < 8; i++) { cp.push(v[i] - 1); co.push((3 + v[i + 8] * GIIKER_TWIST_SIGN[i]) % 3); }
  for (let i = 0; i < 12; i++) { ep.push(v[i + 16] - 1); eo.push((v[28 + (i >> 2)] >> (3 - (i & 3))) & 1); }
  const facelets = faceletsFromPieces(cp, co, ep, eo, GIIKER_CORNERS, GIIKER_EDGES);
  const turns = [];
  for (let i = 32; i + 1 < 40; i += 2) {
    const face = FACES[v[i] - 1];
    const amount = v[i + 1];
    if (!face) continue;
    turns.push(face + (amount === 1 ? '' : amount === 3 ? "'" : '2'));
  }
  return { facelets, turns };
}

export class GiikerDecoder {
  static async create() {
    return new GiikerDecoder();
  }

  constructor() {
    this.last = null;
  }

  async startRequests() {
    return [];
  }

  async decode(packet) {
    if (packet.length < 20) return [];
    const { facelets, turns } = readGiiker(packet);
    const first = this.last === null;
    const changed = facelets !== this.last;
    this.last = facelets;
    if (first) return [{ type: 'state', facelets, synced: true }];
    // A notification follows a turn and carries the state after it; one that changes nothing repeats the last.
    const events = [];
    if (changed && turns.length > 0) events.push({ type: 'turn', move: turns[0], cubeTime: null });
    events.push({ type: 'state', facelets, synced: true, afterTurn: true });
    return events;
  }
}

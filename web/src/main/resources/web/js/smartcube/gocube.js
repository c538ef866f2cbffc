// GoCube and Rubik's Connected. Learnt from the public gocube-protocol write-up and csTimer. No encryption.
// A message is '*' (0x2A), a length, a kind, the payload, a checksum and CR LF. Kind 1: turns, two bytes each
// (the turn code, then the face's orientation); the code is face * 2 + 1 for counter-clockwise, with faces in the
// order B F U D R L. Kind 2: the state, six faces of nine bytes in the order B F U D R L: the centre colour, then
// the eight stickers around it clockwise, each face starting at its own corner; colours in the order B F U D R L.
// Kind 3: orientation as text "x#y#z#w". Kind 5: battery. Requests: 0x32 battery, 0x33 state.

export const GOCUBE = {
  service: '6e400001-b5a3-f393-e0a9-e50e24dcca9e',
  state: '6e400003-b5a3-f393-e0a9-e50e24dcca9e',
  command: '6e400002-b5a3-f393-e0a9-e50e24dcca9e',
};

const ORDER = 'BFUDRL';
/** Facelet index within a face (row by row) of the k-th sticker clockwise from the top-left corner. */
const RING = [0, 1, 2, 5, 8, 7, 6, 3];
/** Where each face's sticker list starts on the ring, faces in B F U D R L order. */
const RING_START = [0, 0, 6, 2, 0, 0];
const REQUEST_BATTERY = 0x32;
const REQUEST_STATE = 0x33;

export class GoCubeDecoder {
  static async create() {
    return new GoCubeDecoder();
  }

  async startRequests() {
    return [{ type: 'send', data: Uint8Array.of(REQUEST_STATE) }, { type: 'send', data: Uint8Array.of(REQUEST_BATTERY) }];
  }

  async decode(m) {
    if (m.length < 6 || m[0] !== 0x2a || m[m.length - 2] !== 0x0d || m[m.length - 1] !== 0x0a) return [];
    const kind = m[2];
    const payload = m.subarray(3, m.length - 3);
    if (kind === 1) {
      const events = [];
      for (let i = 0; i + 1 < payload.length + 1 && i < payload.length; i += 2) {
        const code = payload[i];
        if ((code >> 1) >= 6) continue;
        events.push({ type: 'turn', move: ORDER[code >> 1] + (code & 1 ? "'" : ''), cubeTime: null });
      }
      return events;
    }
    if (kind === 2 && payload.length >= 54) return [{ type: 'state', facelets: readGoCubeFacelets(payload) }];
    if (kind === 3) {
      const parts = String.fromCharCode(...payload).split('#').map(Number);
      if (parts.length === 4 && parts.every(Number.isFinite)) {
        const [x, y, z, w] = parts;
        const n = Math.hypot(x, y, z, w) || 1;
        return [{ type: 'orientation', quaternion: { x: x / n, y: y / n, z: z / n, w: w / n } }];
      }
      return [];
    }
    if (kind === 5 && payload.length >= 1) return [{ type: 'battery', level: Math.min(payload[0], 100) }];
    return [];
  }
}

export function readGoCubeFacelets(payload) {
  const f = new Array(54);
  for (let a = 0; a < 6; a++) {
    const base = 'URFDLB'.indexOf(ORDER[a]) * 9;
    f[base + 4] = ORDER[payload[a * 9]];
    for (let i = 0; i < 8; i++) f[base + RING[(i + RING_START[a]) % 8]] = ORDER[payload[a * 9 + 1 + i]];
  }
  return f.join('');
}

/** For tests: the payload bytes of a state message for a facelet string (inverse of readGoCubeFacelets). */
export function goCubeStatePayload(facelets) {
  const out = [];
  for (let a = 0; a < 6; a++) {
    const base = 'URFDLB'.indexOf(ORDER[a]) * 9;
    out.push(ORDER.indexOf(facelets[base + 4]));
    for (let i = 0; i < 8; i++) out.push(ORDER.indexOf(facelets[base + RING[(i + RING_START[a]) % 8]]));
  }
  return out;
}

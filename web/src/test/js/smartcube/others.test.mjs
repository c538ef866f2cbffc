// MoYu32, QiYi / Tornado V4, GoCube / Rubik's Connected and Giiker: packets built by independent encoders.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MOYU32_KEY, MoYu32Decoder } from '../../../main/resources/web/js/smartcube/moyu32.js';
import { QIYI_KEY, QiyiDecoder, crc16modbus } from '../../../main/resources/web/js/smartcube/qiyi.js';
import { GoCubeDecoder, goCubeStatePayload } from '../../../main/resources/web/js/smartcube/gocube.js';
import { GIIKER_CORNERS, GIIKER_EDGES, GIIKER_MASK, GIIKER_TWIST_SIGN, GiikerDecoder, readGiiker }
  from '../../../main/resources/web/js/smartcube/giiker.js';
import { piecesFromFacelets } from '../../../main/resources/web/js/smartcube/pieces.js';
import { CubeTracker } from '../../../main/resources/web/js/smartcube/tracker.js';
import { SOLVED, Bits, ecbEncryptAll, feed, ganStyleEncrypt, hex, play, scramble, seeded, unhex } from './fixtures.mjs';

const MAC = 'CF:30:16:00:4A:7E';

// ---- MoYu32
const MY = 'FBUDLR';
const moyu = {
  enc: bytes => ganStyleEncrypt(bytes, MOYU32_KEY.key, MOYU32_KEY.iv, MAC),
  state(f, count) {
    const b = new Bits(20).put(0, 8, 0xa3);
    for (let k = 0; k < 6; k++) {
      const face = 'URFDLB'.indexOf(MY[k]);
      const stickers = [0, 1, 2, 3, 5, 6, 7, 8].map(j => f[face * 9 + j]);
      stickers.forEach((c, j) => b.put(8 + 24 * k + 3 * j, 3, MY.indexOf(c)));
    }
    return b.put(152, 8, count).bytes;
  },
  turns(count, history, gaps) {
    const b = new Bits(20).put(0, 8, 0xa5).put(88, 8, count);
    for (let i = 0; i < 5 && i < history.length; i++) {
      const m = history[history.length - 1 - i];
      b.put(96 + 5 * i, 5, MY.indexOf(m[0]) * 2 + (m.endsWith("'") ? 1 : 0));
      b.put(8 + 16 * i, 16, gaps[history.length - 1 - i]);
    }
    return b.bytes;
  },
};

test('MoYu32: state, turns with two lost notifications recovered, battery', async () => {
  const random = seeded(9);
  const start = play(scramble(random, 30));
  const moves = scramble(random, 30);
  const gaps = moves.map((_, i) => 50 + i);
  const decoder = await MoYu32Decoder.create(MAC);
  const tracker = new CubeTracker(() => 0);
  const packets = [moyu.enc(moyu.state(start, 200)), moyu.enc(new Bits(20).put(0, 8, 0xa4).put(8, 8, 55).bytes)];
  moves.forEach((_, i) => {
    if (i === 3 || i === 4) return;
    packets.push(moyu.enc(moyu.turns((200 + i + 1) & 0xff, moves.slice(0, i + 1), gaps)));
  });
  const events = await feed(decoder, tracker, packets);
  assert.equal(events[0].facelets, start);
  assert.equal(events.find(e => e.type === 'battery').level, 55);
  assert.deepEqual(events.filter(e => e.type === 'turn').map(e => e.move), moves);
  assert.equal(tracker.facelets, play(moves, start));
});

// ---- QiYi
const QY_COLOURS = 'LRDUFB';
const QY_TURNS = [null, "L'", 'L', "R'", 'R', "D'", 'D', "U'", 'U', "F'", 'F', "B'", 'B'];
const qiyi = {
  seal(body) {
    const crc = crc16modbus(body);
    const m = [...body, crc & 0xff, crc >> 8];
    const out = new Uint8Array(Math.ceil(m.length / 16) * 16);
    out.set(m);
    return ecbEncryptAll(QIYI_KEY, out);
  },
  stateBytes(f) {
    const out = new Array(27).fill(0);
    for (let i = 0; i < 54; i++) out[i >> 1] |= QY_COLOURS.indexOf(f[i]) << ((i & 1) * 4);
    return out;
  },
  clock: c => [(c >>> 24) & 0xff, (c >> 16) & 0xff, (c >> 8) & 0xff, c & 0xff],
  hello(f, clock) {
    return this.seal([0xfe, 38, 0x02, ...this.clock(clock), ...this.stateBytes(f), 0x00, 0x64]);
  },
  /** history: [{move, clock}] newest first (the turn itself excluded). */
  turn(f, move, clock, history) {
    const body = [0xfe, 94, 0x03, ...this.clock(clock), ...this.stateBytes(f), QY_TURNS.indexOf(move), 0x50];
    while (body.length < 91) body.push(0xff);
    history.slice(0, 9).forEach((h, k) => {
      const at = 91 - 5 * (k + 1);
      body.splice(at, 5, ...this.clock(h.clock), QY_TURNS.indexOf(h.move));
    });
    body.length = 92;
    body[91] = 0x01;
    return this.seal(body);
  },
};

test('QiYi: the CRC of the write-up example, and its solved hello message', async () => {
  assert.equal(crc16modbus(unhex('fe 09 02 00 02 45 2c')), 0x1bef);
  const hello = unhex('fe 26 02 00 0e 2d aa 33 33 33 33 13 11 11 11 11 44 44 44 44 24 22 22 22 22 00 00 00 00 50 55 55 55 55 00 64');
  const decoder = await QiyiDecoder.create(MAC);
  const events = await decoder.decode(qiyi.seal(Array.from(hello)));
  assert.equal(events.find(e => e.type === 'state').facelets, SOLVED);
  assert.equal(events.find(e => e.type === 'battery').level, 100);
  // it acknowledges the hello with bytes 2..6
  const ack = events.find(e => e.type === 'send');
  assert.ok(ack);
});

test('QiYi: hello greets with the reversed MAC; turns, lost turns from the records, state in step', async () => {
  const decoder = await QiyiDecoder.create(MAC);
  const [greeting] = await decoder.startRequests();
  assert.equal(greeting.data.length, 32);
  const random = seeded(13);
  const start = play(scramble(random, 30));
  const moves = scramble(random, 25);
  const tracker = new CubeTracker(() => 0);
  const packets = [qiyi.hello(start, 16000)];
  const log = [];
  moves.forEach((m, i) => {
    const clock = 16000 + 1600 * (i + 1);
    const history = log.slice().reverse();
    log.push({ move: m, clock });
    if (i === 7 || i === 8) return;
    packets.push(qiyi.turn(play(moves.slice(0, i + 1), start), m, clock, history));
  });
  const events = await feed(decoder, tracker, packets);
  assert.deepEqual(events.filter(e => e.type === 'turn').map(e => e.move), moves);
  assert.equal(events.filter(e => e.type === 'turn')[0].cubeTime, Math.trunc((16000 + 1600) / 1.6));
  assert.equal(tracker.facelets, play(moves, start));
});

// ---- GoCube
const GO = 'BFUDRL';
function goMessage(kind, payload) {
  const body = [0x2a, payload.length + 4, kind, ...payload];
  const sum = body.reduce((a, b) => a + b, 0) & 0xff;
  return Uint8Array.from([...body, sum, 0x0d, 0x0a]);
}

test('GoCube: state message (every face read through its own ring start), turns, battery', async () => {
  const random = seeded(17);
  const start = play(scramble(random, 30));
  const moves = scramble(random, 20);
  const decoder = await GoCubeDecoder.create();
  const tracker = new CubeTracker(() => 0);
  const packets = [goMessage(2, [...goCubeStatePayload(start), 0, 0, 0, 0, 0, 0]), goMessage(5, [77])];
  for (let i = 0; i < moves.length; i += 2) {
    const pair = moves.slice(i, i + 2).flatMap(m => [GO.indexOf(m[0]) * 2 + (m.endsWith("'") ? 1 : 0), 0]);
    packets.push(goMessage(1, pair));
  }
  const events = await feed(decoder, tracker, packets);
  assert.equal(events[0].facelets, start);
  assert.equal(events.find(e => e.type === 'battery').level, 77);
  assert.deepEqual(events.filter(e => e.type === 'turn').map(e => e.move), moves);
  assert.equal(tracker.facelets, play(moves, start));
});

test('GoCube: the solved cube message is the centre colours all round', async () => {
  const decoder = await GoCubeDecoder.create();
  const payload = [];
  for (let a = 0; a < 6; a++) for (let k = 0; k < 9; k++) payload.push(a);
  const [e] = await decoder.decode(goMessage(2, [...payload, 0, 0, 0, 0, 0, 0]));
  assert.equal(e.facelets, SOLVED);
});

// ---- Giiker
const GK = 'BDLURF';
function giikerPacket(f, lastTurns, obfuscate) {
  const p = piecesFromFacelets(f, GIIKER_CORNERS, GIIKER_EDGES);
  const n = [];
  for (let i = 0; i < 8; i++) n.push(p.cp[i] + 1);
  for (let i = 0; i < 8; i++) n.push(((p.co[i] * GIIKER_TWIST_SIGN[i]) % 3 + 3) % 3);
  for (let i = 0; i < 12; i++) n.push(p.ep[i] + 1);
  for (let k = 0; k < 3; k++) n.push(p.eo[4 * k] * 8 + p.eo[4 * k + 1] * 4 + p.eo[4 * k + 2] * 2 + p.eo[4 * k + 3]);
  n.push(0);
  const turns = lastTurns.slice(-4).reverse();
  for (let i = 0; i < 4; i++) {
    const m = turns[i];
    n.push(m ? GK.indexOf(m[0]) + 1 : 0, m ? (m.endsWith("'") ? 3 : m.endsWith('2') ? 2 : 1) : 0);
  }
  const bytes = new Uint8Array(20);
  for (let i = 0; i < 20; i++) bytes[i] = n[2 * i] * 16 + n[2 * i + 1];
  if (obfuscate) {
    const key = 0x3a;
    const k1 = key >> 4, k2 = key & 0xf;
    for (let i = 0; i < 18; i++) bytes[i] = (bytes[i] - GIIKER_MASK[i + k1] - GIIKER_MASK[i + k2]) & 0xff;
    bytes[18] = 0xa7;
    bytes[19] = key;
  }
  return bytes;
}

test('Giiker: the solved packet, known twist directions, plain and obfuscated', async () => {
  const solved = unhex('12345678 00000000 123456789abc 000000 00000000'.replace(/ /g, '') + '0000');
  assert.equal(readGiiker(solved).facelets, SOLVED);
  for (const obfuscate of [false, true]) {
    const random = seeded(obfuscate ? 2 : 1);
    const start = play(scramble(random, 30));
    const moves = scramble(random, 20);
    const decoder = await GiikerDecoder.create();
    const tracker = new CubeTracker(() => 0);
    const packets = [giikerPacket(start, [], obfuscate)];
    moves.forEach((m, i) => packets.push(giikerPacket(play(moves.slice(0, i + 1), start), moves.slice(0, i + 1), obfuscate)));
    const events = await feed(decoder, tracker, packets);
    assert.equal(events[0].facelets, start);
    assert.deepEqual(events.filter(e => e.type === 'turn').map(e => e.move), moves);
    assert.equal(tracker.facelets, play(moves, start));
  }
});

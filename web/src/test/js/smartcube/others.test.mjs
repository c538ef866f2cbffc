// MoYu32, QiYi / Tornado V4, GoCube / Rubik's Connected and Giiker: packets built by independent encoders.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MOYU32_KEY, MoYu32Decoder } from '../../../main/resources/web/js/smartcube/moyu32.js';
import { QiyiDecoder, crc16modbus } from '../../../main/resources/web/js/smartcube/qiyi.js';
import { GoCubeDecoder } from '../../../main/resources/web/js/smartcube/gocube.js';
import { GiikerDecoder, readGiiker } from '../../../main/resources/web/js/smartcube/giiker.js';
import { CubeTracker } from '../../../main/resources/web/js/smartcube/tracker.js';
import { SOLVED, feed, ganStyleEncrypt, play, scramble, seeded, unhex } from './fixtures.mjs';
import { giikerPacket, gocube, goMessage, moyu, qiyi } from './encoders.mjs';

const MAC = 'CF:30:16:00:4A:7E';

const moyuSealed = bytes => ganStyleEncrypt(bytes, MOYU32_KEY.key, MOYU32_KEY.iv, MAC);

test('MoYu32: state, turns with two lost notifications recovered, battery', async () => {
  const random = seeded(9);
  const start = play(scramble(random, 30));
  const moves = scramble(random, 30);
  const gaps = moves.map((_, i) => 50 + i);
  const decoder = await MoYu32Decoder.create(MAC);
  const tracker = new CubeTracker(() => 0);
  const packets = [moyuSealed(moyu.state(start, 200)), moyuSealed(moyu.battery(55))];
  moves.forEach((_, i) => {
    if (i === 3 || i === 4) return;
    packets.push(moyuSealed(moyu.turns((200 + i + 1) & 0xff, moves.slice(0, i + 1), gaps)));
  });
  const events = await feed(decoder, tracker, packets);
  assert.equal(events[0].facelets, start);
  assert.equal(events.find(e => e.type === 'battery').level, 55);
  assert.deepEqual(events.filter(e => e.type === 'turn').map(e => e.move), moves);
  assert.equal(tracker.facelets, play(moves, start));
});

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

test('GoCube: state message (every face read through its own ring start), turns, battery', async () => {
  const random = seeded(17);
  const start = play(scramble(random, 30));
  const moves = scramble(random, 20);
  const decoder = await GoCubeDecoder.create();
  const tracker = new CubeTracker(() => 0);
  const packets = [gocube.state(start), gocube.battery(77)];
  for (let i = 0; i < moves.length; i += 2) packets.push(gocube.turns(moves.slice(i, i + 2)));
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

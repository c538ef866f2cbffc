// GAN Gen2, Gen3, Gen4 and MoYu AI 2023: packets built by an independent encoder, encrypted with Node's AES.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GAN_KEY, MOYU_AI_KEY, GanGen2Decoder, GanGen3Decoder, GanGen4Decoder } from '../../../main/resources/web/js/smartcube/gan.js';
import { CubeTracker } from '../../../main/resources/web/js/smartcube/tracker.js';
import { feed, ganStyleEncrypt, play, scramble, seeded } from './fixtures.mjs';
import { gen2, numbered } from './encoders.mjs';

const MAC = 'F3:4A:11:22:9B:0C';
const enc = (bytes, keys = GAN_KEY) => ganStyleEncrypt(bytes, keys.key, keys.iv, MAC);

async function runGen2(keys, name) {
  const random = seeded(21);
  const start = play(scramble(random, 30));
  const moves = scramble(random, 40);
  const gaps = moves.map((_, i) => 100 + i);
  const decoder = await GanGen2Decoder.create(MAC, keys);
  const tracker = new CubeTracker(() => 0);
  const packets = [enc(gen2.state(250, start), keys), enc(gen2.battery(87), keys)];
  moves.forEach((_, i) => {
    if (i === 4 || i === 5 || i === 6) return; // three lost notifications: the next one's history covers them
    packets.push(enc(gen2.turn((250 + i + 1) & 0xff, moves.slice(0, i + 1), gaps), keys));
  });
  const events = await feed(decoder, tracker, packets);
  assert.equal(tracker.facelets, play(moves, start), name);
  assert.deepEqual(events.filter(e => e.type === 'turn').map(e => e.move), moves);
  assert.equal(events.find(e => e.type === 'battery').level, 87);
  const last = events.filter(e => e.type === 'turn').pop();
  assert.equal(last.cubeTime, gaps.reduce((a, b) => a + b, 0));
}

test('GAN Gen2: state, battery, turns with three lost notifications recovered from the history', async () => {
  await runGen2(GAN_KEY, 'GAN');
});

test('MoYu AI 2023 (GAN Gen2 with its own key)', async () => {
  await runGen2(MOYU_AI_KEY, 'MoYu AI');
});

test('GAN Gen2: more than seven lost turns ask for the full state and the tracker takes it', async () => {
  const random = seeded(5);
  const moves = scramble(random, 20);
  const decoder = await GanGen2Decoder.create(MAC);
  const tracker = new CubeTracker(() => 0);
  const packets = [enc(gen2.state(0, play([])))];
  packets.push(enc(gen2.turn(1, moves.slice(0, 1), moves.map(() => 5))));
  packets.push(enc(gen2.turn(12, moves.slice(0, 12), moves.map(() => 5))));
  const events = await feed(decoder, tracker, packets);
  assert.ok(events.some(e => e.type === 'gap'));
  assert.ok(events.some(e => e.type === 'send'));
  const after = await feed(decoder, tracker, [enc(gen2.state(12, play(moves.slice(0, 12))))]);
  assert.equal(after[0].synced, true);
  assert.equal(tracker.facelets, play(moves.slice(0, 12)));
});

for (const generation of [3, 4]) {
  test(`GAN Gen${generation}: turns in order, a lost pair recovered through the history request`, async () => {
    const random = seeded(40 + generation);
    const start = play(scramble(random, 30));
    const moves = scramble(random, 30);
    const coder = numbered(generation);
    const decoder = generation === 3 ? await GanGen3Decoder.create(MAC) : await GanGen4Decoder.create(MAC);
    const tracker = new CubeTracker(() => 0);
    const base = 250; // serials wrap past 255
    let events = await feed(decoder, tracker, [enc(coder.state(base, start)), enc(coder.battery(64))]);
    assert.equal(events.find(e => e.type === 'battery').level, 64);
    for (let i = 0; i < moves.length; i++) {
      const serial = base + i + 1;
      if (i === 9 || i === 10) continue; // lost
      const out = await feed(decoder, tracker, [enc(coder.turn(serial & 0xffff, moves[i], 1000 * i))]);
      events = events.concat(out);
      if (i === 11) {
        // The decoder asked for the history; the cube answers from an odd serial, newest first.
        assert.ok(out.some(e => e.type === 'send'), 'asks for the history');
        const startSerial = (base + 11) & 0xff; // the serial of moves[10], odd
        assert.equal(startSerial % 2, 1);
        const newestFirst = [moves[10], moves[9], moves[8], moves[7]];
        events = events.concat(await feed(decoder, tracker, [enc(coder.history(startSerial, newestFirst))]));
      }
    }
    assert.deepEqual(events.filter(e => e.type === 'turn').map(e => e.move), moves);
    assert.equal(tracker.facelets, play(moves, start));
    const confirm = await feed(decoder, tracker, [enc(coder.state((base + moves.length) & 0xffff, play(moves, start)))]);
    assert.equal(confirm[0].synced, true);
  });
}

test('GAN Gen4: a state that overtakes a turn report is held until the report comes (as recorded from a GANi4)', async () => {
  const coder = numbered(4);
  const decoder = await GanGen4Decoder.create(MAC);
  const tracker = new CubeTracker(() => 0);
  const frames = [coder.state(13, play([])), coder.turn(14, 'L', 1000), coder.state(15, play(['L', "R'"])),
    coder.turn(15, "R'", 1010), coder.turn(16, "F'", 1900), coder.turn(17, 'B', 2100)];
  const events = await feed(decoder, tracker, frames.map(f => enc(f)));
  assert.equal(tracker.facelets, play(['L', "R'", "F'", 'B']));
  assert.deepEqual(events.filter(e => e.type === 'turn').map(e => e.move), ['L', "R'", "F'", 'B']);
});

test('GAN Gen4: a slice turn whose second report is lost: the held state stands for it when the next turn comes', async () => {
  const coder = numbered(4);
  const decoder = await GanGen4Decoder.create(MAC);
  const tracker = new CubeTracker(() => 0);
  const frames = [coder.state(13, play([])), coder.turn(14, 'L', 1000), coder.state(15, play(['L', "R'"])),
    coder.turn(16, "F'", 1900), coder.turn(17, 'B', 2100)];
  const events = await feed(decoder, tracker, frames.map(f => enc(f)));
  assert.ok(events.some(e => e.type === 'send'), 'asks for the lost turn');
  assert.equal(tracker.facelets, play(['L', "R'", "F'", 'B']));
  assert.deepEqual(events.filter(e => e.type === 'turn').map(e => e.move), ['L', "F'", 'B']);
});

test('GAN Gen4: a held state is taken after a quiet moment; a stale one is dropped', async () => {
  const coder = numbered(4);
  const decoder = await GanGen4Decoder.create(MAC);
  let now = 0;
  decoder.held.now = () => now;
  const tracker = new CubeTracker(() => now);
  await feed(decoder, tracker, [enc(coder.state(13, play([]))), enc(coder.turn(14, 'L', 1000))]);
  assert.deepEqual(await feed(decoder, tracker, [enc(coder.state(12, play([])))]), []);
  await feed(decoder, tracker, [enc(coder.state(15, play(['L', 'U'])))]);
  assert.equal(tracker.facelets, play(['L']));
  now = 400;
  for (const e of await decoder.idle()) tracker.handle(e);
  assert.equal(tracker.facelets, play(['L']));
  now = 2000;
  for (const e of await decoder.idle()) tracker.handle(e);
  assert.equal(tracker.facelets, play(['L', 'U']));
  await feed(decoder, tracker, [enc(coder.turn(16, 'F', 3000))]);
  assert.equal(tracker.facelets, play(['L', 'U', 'F']));
});

test('GAN Gen2: a requested state ahead of the last turn packet is held, then dropped when the history brings its turns', async () => {
  const moves = ['R', 'U', 'F', 'D'];
  const gaps = moves.map(() => 10);
  const decoder = await GanGen2Decoder.create(MAC);
  const tracker = new CubeTracker(() => 0);
  const events = await feed(decoder, tracker, [enc(gen2.state(0, play([]))), enc(gen2.turn(1, moves.slice(0, 1), gaps)),
    enc(gen2.state(3, play(moves.slice(0, 3)))), enc(gen2.turn(4, moves, gaps))]);
  assert.deepEqual(events.filter(e => e.type === 'turn').map(e => e.move), moves);
  assert.equal(tracker.facelets, play(moves));
});

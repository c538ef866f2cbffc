// Real notifications from real cubes (see captures/ and NOTICE.md). Each cube also reports its whole state after
// every turn, so the decoded turns, applied to the decoded states, check the facelet order against the cube
// itself: a wrong sticker order or colour table could not make the two agree.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { QiyiDecoder } from '../../../main/resources/web/js/smartcube/qiyi.js';
import { MoYu32Decoder } from '../../../main/resources/web/js/smartcube/moyu32.js';
import { CubeTracker } from '../../../main/resources/web/js/smartcube/tracker.js';
import { feed, play, unhex } from './fixtures.mjs';

const load = name => JSON.parse(readFileSync(new URL('./captures/' + name, import.meta.url)));

test('QiYi QY-QYSC-A: five real turns, each with the state after it', async () => {
  const capture = load('qiyi-qysc-a.json');
  const decoder = await QiyiDecoder.create('CC:A3:00:00:09:F0');
  const tracker = new CubeTracker(() => 0);
  const events = await feed(decoder, tracker, capture.packets.map(unhex));
  assert.deepEqual(events.filter(e => e.type === 'turn').map(e => e.move), capture.expectedMoves);
  const after = events.filter(e => e.type === 'state' && e.afterTurn).map(e => e.facelets);
  assert.deepEqual(after, capture.expectedFacelets);
  for (let k = 1; k < after.length; k++) assert.equal(play([capture.expectedMoves[k]], after[k - 1]), after[k]);
  assert.equal(tracker.facelets, capture.expectedFacelets[4]);
  assert.equal(events.filter(e => e.type === 'send').length, capture.packets.length, 'every message is acknowledged');
  assert.ok(events.some(e => e.type === 'battery' && e.level === 91));
});

test('MoYu32 WCU_MY32: five real turns from solved and the five states the cube reported', async () => {
  const capture = load('moyu32-wcu_my32_b6ef.json');
  const plain = { decrypt: async b => b, encrypt: async b => b };
  const decoder = new MoYu32Decoder(plain);
  const tracker = new CubeTracker(() => 0);
  const turns = [];
  const states = [];
  for (let k = 0; k < 5; k++) {
    for (const e of await feed(decoder, tracker, [unhex(capture.movePackets[k])])) if (e.type === 'turn') turns.push(e);
    for (const e of await decoder.decode(unhex(capture.statePackets[k]))) if (e.type === 'state') states.push(e);
  }
  assert.deepEqual(turns.map(t => t.move), capture.moves);
  states.forEach((s, k) => assert.equal(s.facelets, play(capture.moves.slice(0, k + 1)), 'state ' + k));
  assert.equal(tracker.facelets, play(capture.moves));
  // the cube's clock: the gaps it reports between turns add up
  assert.ok(turns.every((t, k) => k === 0 || t.cubeTime > turns[k - 1].cubeTime));
});

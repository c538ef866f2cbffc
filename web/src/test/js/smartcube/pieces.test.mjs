import { test } from 'node:test';
import assert from 'node:assert/strict';
import { faceletsFromPieces, piecesFromFacelets } from '../../../main/resources/web/js/smartcube/pieces.js';
import { SOLVED, play, scramble, seeded } from './fixtures.mjs';

test('the published example for F then R: pieces give the facelets, and the page cube agrees', () => {
  const expected = 'UUFUUFLLFUUURRRRRRFFRFFDFFDRRBDDBDDBLLDLLDLLDLBBUBBUBB';
  const f = faceletsFromPieces([0, 5, 2, 1, 7, 4, 6, 3], [1, 2, 0, 2, 1, 1, 0, 2],
    [1, 9, 2, 3, 11, 8, 6, 7, 4, 5, 10, 0], [1, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0]);
  assert.equal(f, expected);
  assert.equal(play(['F', 'R']), expected);
});

test('pieces and facelets round-trip on scrambles', () => {
  const random = seeded(3);
  for (let n = 0; n < 50; n++) {
    const state = play(scramble(random, 25));
    const p = piecesFromFacelets(state);
    assert.equal(faceletsFromPieces(p.cp, p.co, p.ep, p.eo), state);
  }
  const p = piecesFromFacelets(SOLVED);
  assert.deepEqual(p.cp, [0, 1, 2, 3, 4, 5, 6, 7]);
});

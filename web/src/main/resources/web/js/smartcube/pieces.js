// Pieces to facelets. A cube that reports corners and edges gives, for each position i, the piece cp[i] there
// and its twist co[i] (or ep[i], eo[i]). With a table naming each position's stickers, sticker k of position i
// shows the colour of sticker (k - twist) of the piece's home position. The standard tables below list the
// positions URF UFL ULB UBR DFR DLF DBL DRB and UR UF UL UB DR DF DL DB FR FL BL BR, stickers clockwise from the
// U or D sticker (corners) and the U/D or F/B sticker first (edges), in facelet indices 0..53 (U1..B9).

import { FACES } from '../cube.js';

export const STANDARD_CORNERS = [
  [8, 9, 20], [6, 18, 38], [0, 36, 47], [2, 45, 11], [29, 26, 15], [27, 44, 24], [33, 53, 42], [35, 17, 51],
];
export const STANDARD_EDGES = [
  [5, 10], [7, 19], [3, 37], [1, 46], [32, 16], [28, 25], [30, 43], [34, 52], [23, 12], [21, 41], [50, 39], [48, 14],
];

function faceOf(index) {
  return FACES[Math.floor(index / 9)];
}

/** The 54-letter facelet string (URFDLB) of a cube given as corner and edge permutation and orientation. */
export function faceletsFromPieces(cp, co, ep, eo, corners = STANDARD_CORNERS, edges = STANDARD_EDGES) {
  const f = [];
  for (let i = 0; i < 54; i++) f[i] = faceOf(i);
  for (let i = 0; i < 8; i++) {
    for (let k = 0; k < 3; k++) f[corners[i][(k + co[i]) % 3]] = faceOf(corners[cp[i]][k]);
  }
  for (let i = 0; i < 12; i++) {
    for (let k = 0; k < 2; k++) f[edges[i][(k + eo[i]) % 2]] = faceOf(edges[ep[i]][k]);
  }
  return f.join('');
}

/** The inverse of faceletsFromPieces: {cp, co, ep, eo} of a valid facelet string. */
export function piecesFromFacelets(facelets, corners = STANDARD_CORNERS, edges = STANDARD_EDGES) {
  const cp = [], co = [], ep = [], eo = [];
  for (let i = 0; i < 8; i++) {
    const letters = corners[i].map(x => facelets[x]);
    for (let j = 0; j < 8; j++) {
      const home = corners[j].map(faceOf);
      for (let t = 0; t < 3; t++) {
        if ([0, 1, 2].every(k => letters[(k + t) % 3] === home[k])) { cp[i] = j; co[i] = t; }
      }
    }
  }
  for (let i = 0; i < 12; i++) {
    const letters = edges[i].map(x => facelets[x]);
    for (let j = 0; j < 12; j++) {
      const home = edges[j].map(faceOf);
      for (let t = 0; t < 2; t++) {
        if ([0, 1].every(k => letters[(k + t) % 2] === home[k])) { ep[i] = j; eo[i] = t; }
      }
    }
  }
  return { cp, co, ep, eo };
}

/** The last corner and edge of a packet that sends seven corners and eleven edges, from the sums of the rest. */
export function completePieces(cp, co, ep, eo) {
  const sum = a => a.reduce((s, v) => s + v, 0);
  cp.push(28 - sum(cp));
  co.push((3 - (sum(co) % 3)) % 3);
  ep.push(66 - sum(ep));
  eo.push((2 - (sum(eo) % 2)) % 2);
  return { cp, co, ep, eo };
}

// The cube as 54 stickers, in the facelet order of README.md: U1..U9 R1..R9 F1..F9 D1..D9 L1..L9 B1..B9, each face
// row by row as seen from outside. A state is a 54-character string of face letters (the colour of that face's
// centre). Every move is derived from one geometric rule (as in the Java StickerGeometry): a clockwise quarter
// turn seen from outside along the unit axis a sends a point p to a(a.p) - a x p.

export const FACES = ['U', 'R', 'F', 'D', 'L', 'B'];
export const SOLVED = FACES.map(f => f.repeat(9)).join('');
export const FACE_NAMES = { U: 'up', R: 'right', F: 'front', D: 'down', L: 'left', B: 'back' };

/** The name of sticker i, such as "U1" or "F9". */
export function stickerName(i) {
  return FACES[Math.floor(i / 9)] + ((i % 9) + 1);
}

/** The index of a sticker name such as "R3". */
export function stickerIndex(name) {
  return FACES.indexOf(name[0]) * 9 + Number(name.slice(1)) - 1;
}

/** The position (x, y, z) of sticker i's cubie: x from L (-1) to R, y from D to U, z from B to F. */
export function position(i) {
  const face = Math.floor(i / 9), row = Math.floor((i % 9) / 3), col = i % 3;
  switch (face) {
    case 0: return [col - 1, 1, row - 1];
    case 1: return [1, 1 - row, 1 - col];
    case 2: return [col - 1, 1 - row, 1];
    case 3: return [col - 1, -1, 1 - row];
    case 4: return [-1, 1 - row, col - 1];
    default: return [1 - col, 1 - row, -1];
  }
}

const NORMALS = [[0, 1, 0], [1, 0, 0], [0, 0, 1], [0, -1, 0], [-1, 0, 0], [0, 0, -1]];

/** The outward unit normal of face index f (URFDLB). */
export function normal(f) {
  return NORMALS[f];
}

function rotate(a, p) {
  const dot = a[0] * p[0] + a[1] * p[1] + a[2] * p[2];
  const cross = [a[1] * p[2] - a[2] * p[1], a[2] * p[0] - a[0] * p[2], a[0] * p[1] - a[1] * p[0]];
  return [a[0] * dot - cross[0], a[1] * dot - cross[1], a[2] * dot - cross[2]];
}

function indexAt(p, face) {
  for (let i = face * 9; i < face * 9 + 9; i++) {
    const q = position(i);
    if (q[0] === p[0] && q[1] === p[1] && q[2] === p[2]) return i;
  }
  throw new Error('no sticker at ' + p);
}

function faceOfNormal(n) {
  return NORMALS.findIndex(m => m[0] === n[0] && m[1] === n[1] && m[2] === n[2]);
}

// The layer a move turns: its axis face (the direction of "clockwise") and which depths (1 = that face) turn.
const LAYERS = {
  U: ['U', [1]], R: ['R', [1]], F: ['F', [1]], D: ['D', [1]], L: ['L', [1]], B: ['B', [1]],
  M: ['L', [0]], E: ['D', [0]], S: ['F', [0]],
  x: ['R', [-1, 0, 1]], y: ['U', [-1, 0, 1]], z: ['F', [-1, 0, 1]],
};
for (const f of FACES) {
  LAYERS[f + 'w'] = [f, [0, 1]];
  LAYERS[f.toLowerCase()] = [f, [0, 1]];
}

const MOVE_PATTERN = /^([URFDLB]w|[URFDLBMESxyz]|[urfdlb])(\d*)('?)$/;

/** A move token ("R", "U2", "F'", "Rw2", "x'") as {text, layer, axis, depths, amount 1..3}, or null. */
export function parseMove(text) {
  const m = MOVE_PATTERN.exec(text);
  if (!m) return null;
  const count = m[2] === '' ? 1 : Number(m[2]);
  let amount = count % 4;
  if (m[3] === "'") amount = (4 - amount) % 4;
  const [axisFace, depths] = LAYERS[m[1]];
  return { text, layer: m[1], axis: axisFace, axisIndex: FACES.indexOf(axisFace), depths, amount };
}

/** The move tokens of a solution string such as "R U2 F'". Throws on a token this page cannot show. */
export function parseMoves(text) {
  const tokens = text.trim() === '' ? [] : text.trim().split(/\s+/);
  return tokens.map(t => {
    const move = parseMove(t);
    if (!move) throw new Error('cannot show the move ' + t);
    return move;
  });
}

/** The quarter turn of a move's layer as a sticker map: sticker i goes to index perm[i]. */
function quarterTurnOf(move) {
  const a = normal(move.axisIndex);
  const perm = new Array(54);
  for (let i = 0; i < 54; i++) {
    const p = position(i);
    const depth = a[0] * p[0] + a[1] * p[1] + a[2] * p[2];
    if (!move.depths.includes(depth)) {
      perm[i] = i;
      continue;
    }
    const n = normal(Math.floor(i / 9));
    perm[i] = indexAt(rotate(a, p), faceOfNormal(rotate(a, n)));
  }
  return Object.freeze(perm);
}

/** Each layer's quarter turn, worked out once when the module loads. */
const QUARTER_TURNS = Object.freeze(Object.fromEntries(Object.keys(LAYERS).map(layer =>
  [layer, quarterTurnOf(parseMove(layer))])));

const quarterTurn = move => QUARTER_TURNS[move.layer];

/** The state after a move. */
export function applyMove(state, move) {
  let s = state.split('');
  const perm = quarterTurn(move);
  for (let k = 0; k < move.amount; k++) {
    const next = new Array(54);
    for (let i = 0; i < 54; i++) next[perm[i]] = s[i];
    s = next;
  }
  return s.join('');
}

/** The state after a list of moves. */
export function applyMoves(state, moves) {
  return moves.reduce(applyMove, state);
}

/** True when every face shows one colour. */
export function isSolved(state) {
  for (let f = 0; f < 6; f++) {
    for (let k = 0; k < 9; k++) if (state[f * 9 + k] !== state[f * 9 + 4]) return false;
  }
  return true;
}

/** Whether sticker index i sits in the turning layer of a move. */
export function turns(move, p) {
  const a = normal(move.axisIndex);
  return move.depths.includes(a[0] * p[0] + a[1] * p[1] + a[2] * p[2]);
}

// The pieces, as in the Java Corner and Edge enums: stickers clockwise from the U/D one (corners), and
// U/D or F/B sticker first (edges).
export const CORNERS = {
  URF: ['U9', 'R1', 'F3'], UFL: ['U7', 'F1', 'L3'], ULB: ['U1', 'L1', 'B3'], UBR: ['U3', 'B1', 'R3'],
  DFR: ['D3', 'F9', 'R7'], DLF: ['D1', 'L9', 'F7'], DBL: ['D7', 'B9', 'L7'], DRB: ['D9', 'R9', 'B7'],
};
export const EDGES = {
  UR: ['U6', 'R2'], UF: ['U8', 'F2'], UL: ['U4', 'L2'], UB: ['U2', 'B2'], DR: ['D6', 'R8'], DF: ['D2', 'F8'],
  DL: ['D4', 'L8'], DB: ['D8', 'B8'], FR: ['F6', 'R4'], FL: ['F4', 'L6'], BL: ['B6', 'L4'], BR: ['B4', 'R6'],
};

/** The sticker indices of a piece or sticker name ("URF", "UR", "U9"); empty for anything else. */
export function stickersOf(name) {
  const piece = CORNERS[name] || EDGES[name];
  if (piece) return piece.map(stickerIndex);
  if (/^[URFDLB][1-9]$/.test(name)) return [stickerIndex(name)];
  return [];
}

/** A plain-words description of a move for the person holding the cube. */
export function describe(move) {
  const turn = move.amount === 2 ? 'a half turn' : move.amount === 1 ? 'a quarter turn clockwise'
    : 'a quarter turn counter-clockwise';
  const face = FACE_NAMES[move.axis];
  if (/^[URFDLB]$/.test(move.layer)) return `Turn the ${face} face ${turn}, as you look at the ${face} face.`;
  if (/w$|^[urfdlb]$/.test(move.layer)) {
    return `Turn the ${face} two layers together ${turn}, as you look at the ${face} face.`;
  }
  if (/^[MES]$/.test(move.layer)) {
    return `Turn the middle layer between ${face} and ${FACE_NAMES[opposite(move.axis)]} ${turn}, as you look at the ${face} face.`;
  }
  return `Turn the whole cube ${turn}, as you look at the ${face} face.`;
}

export function opposite(face) {
  return FACES[(FACES.indexOf(face) + 3) % 6];
}

/** The move that undoes a move ("R" for "R'", "U2" for "U2"). */
export function invertMove(move) {
  const amount = (4 - move.amount) % 4;
  return { ...move, amount, text: move.layer + (amount === 2 ? '2' : amount === 3 ? "'" : '') };
}

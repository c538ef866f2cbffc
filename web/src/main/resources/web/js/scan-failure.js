// When the six faces' readings make no real cube (the server's SCAN_UNRESOLVED): the resolver's reason in the
// page's words (which faces look alike, which face to take again), the stickers it names (marked on the faces'
// pictures), and the readings' best guess of the cube for fixing it by hand.
import { FACES } from './cube.js';
import { scheme } from './colours.js';
import { list } from './words.js';
import { bestGuess } from './capture-check.js';

const name = f => scheme[f].name.toLowerCase();
const nameOf = label => /^[URFDLB][1-9]$/.test(label) ? label[0] : null;

/** Sticker indices an error's detail names (as numbers 0-53 or names such as "U9"). */
export function stickersOfDetail(detail) {
  const out = new Set();
  const add = v => {
    if (Array.isArray(v)) v.forEach(add);
    else if (typeof v === 'number' && v >= 0 && v < 54) out.add(v);
    else if (typeof v === 'string') {
      v.split(/\s+/).forEach(n => {
        if (nameOf(n)) out.add(FACES.indexOf(n[0]) * 9 + Number(n[1]) - 1);
      });
    }
  };
  if (detail) ['stickers', 'uncertain', 'indices'].forEach(k => add(detail[k]));
  return [...out].sort((a, b) => a - b);
}

/**
 * What to say and show for a failed scan: {text, retake, doubtful, guess}. retake: the face to take again (the
 * later captured of two that look alike, else the face with the most doubtful stickers); doubtful: the sticker
 * indices to mark; guess: the best guess of the cube (face letters). colors: the 54 readings; order: the faces in
 * the order they were captured.
 */
export function explainFailure(detail, colors, order) {
  const doubtful = stickersOfDetail(detail);
  const guess = bestGuess(colors);
  const centres = (detail && typeof detail.centres === 'string' ? detail.centres.split(/\s+/)
    : doubtful.length === 2 && doubtful.every(i => i % 9 === 4) ? doubtful.map(i => FACES[i / 9 | 0] + '5') : [])
    .map(nameOf).filter(Boolean);
  if (centres.length === 2) {
    const [f, g] = centres;
    const retake = order.indexOf(f) > order.indexOf(g) ? f : g;
    return {
      retake, doubtful, guess,
      text: `The ${name(f)} face and the ${name(g)} face look the same colour in the pictures: was one of them `
        + `taken twice? Take the ${name(retake)} face again: tap it below, then press Capture. `
        + 'Or fix the marked stickers by hand.',
    };
  }
  const counts = {};
  doubtful.forEach(i => { counts[FACES[i / 9 | 0]] = (counts[FACES[i / 9 | 0]] || 0) + 1; });
  const faces = order.filter(f => counts[f]);
  const retake = faces.reduce((a, f) => (a === null || counts[f] > counts[a] ? f : a), null);
  const where = faces.length ? ` (marked on the ${list(faces.map(name))} face${faces.length === 1 ? '' : 's'})` : '';
  return {
    retake, doubtful, guess,
    text: `Some stickers could not be read well enough to make a real cube${where}. Take `
      + (faces.length === 1 ? 'that face' : 'those faces') + ' again in even light (tap one below, then press '
      + 'Capture), or fix the marked stickers by hand.',
  };
}

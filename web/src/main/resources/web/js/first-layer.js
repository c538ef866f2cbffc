// The beginner's first layer: the colour the person solves first (white unless they choose another, remembered),
// and how they hold the cube for it: that colour's centre at the bottom, the front face kept in front where it can
// be (for white, a half turn about the front from the usual holding: z2), as most beginner courses teach. The
// request then asks for the cube as held, with its first layer on the bottom (D).
import { FACES, applyMove, parseMove } from './cube.js';
import { scheme } from './colours.js';

const $ = id => document.getElementById(id);
const KEY = 'cubeguide.firstLayer';
/** The turn of the whole cube that brings each face down, keeping the front where it can. */
const TO_BOTTOM = { U: 'z2', R: 'z', F: "x'", D: '', L: "z'", B: 'x' };

/** The chosen colour, as the letter of its centre in the usual holding (U: white by default). */
export function firstLayerColour() {
  const saved = localStorage.getItem(KEY);
  return FACES.includes(saved) ? saved : 'U';
}

/**
 * The request for the cube held with the chosen colour at the bottom, and that cube's stickers (colour letters):
 * {request, actual, rotation, colour}. request: the one the person made ({scramble} or {facelets}); actual: its
 * stickers as entered; colour: the first layer's (a colour letter).
 */
export function holdForFirstLayer(request, actual, colour = firstLayerColour()) {
  const face = FACES.find((f, i) => actual[9 * i + 4] === colour) || 'D';
  const rotation = TO_BOTTOM[face];
  if (!rotation) return { request: { ...request, firstLayer: 'D' }, actual, rotation, colour };
  const turned = applyMove(actual, parseMove(rotation));
  const held = request.scramble !== undefined
    ? { scramble: `${request.scramble} ${rotation}`.trim() } : { facelets: turned };
  return { request: { ...held, firstLayer: 'D' }, actual: turned, rotation, colour };
}

/** Fills the first-layer list from the colour scheme and shows it while the beginner's method is chosen. */
export function setUpFirstLayer(changed) {
  const select = $('first-layer');
  const fill = () => {
    const chosen = firstLayerColour();
    select.innerHTML = '';
    for (const f of FACES) {
      const option = document.createElement('option');
      option.value = f;
      option.textContent = scheme[f].name + (f === 'U' ? ' (the usual first layer)' : '');
      select.appendChild(option);
    }
    select.value = chosen;
  };
  fill();
  select.addEventListener('change', () => {
    localStorage.setItem(KEY, select.value);
    changed();
  });
  return { refill: fill, show: on => { $('first-layer-field').hidden = !on; } };
}

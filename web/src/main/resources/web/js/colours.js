// Colours and their words: the colour of each of the guide's stickers (from the page's colour scheme and the
// solver-to-colour letter map, both kept in guide-state.js), colour names in sentences, and the letters shown on
// stickers for people who do not tell colours apart (the option remembered in localStorage).
import { FACES } from './cube.js';
import { guide, scheme, STANDARD_SCHEME, saveScheme, resetScheme } from './guide-state.js';

export { scheme, STANDARD_SCHEME, saveScheme, resetScheme };

const LETTERS_KEY = 'cubeguide.letters';

/** Sets the map from the solver's letters to colour letters from a cube's centres in colour letters (or null). */
export function mapLettersFrom(actual) {
  if (!actual) {
    guide.letterMap = null;
    return;
  }
  const map = {};
  FACES.forEach((f, i) => { map[f] = actual[9 * i + 4]; });
  guide.letterMap = map;
}

export const colourLetter = symbol => (guide.letterMap && guide.letterMap[symbol]) || symbol;
export const colorOf = symbol => (scheme[colourLetter(symbol)] ? scheme[colourLetter(symbol)].hex : '#7b8494');
/** The colour's name in lower case ("white"), for sentences. */
export const colourName = symbol => (scheme[colourLetter(symbol)] ? scheme[colourLetter(symbol)].name.toLowerCase() : 'grey');
export const toColours = state => state.split('').map(colourLetter).join('');

const STANDARD_NAMES = FACES.map(f => STANDARD_SCHEME[f].name.toLowerCase());
const NAMED_COLOUR = new RegExp(`\\b(${STANDARD_NAMES.join('|')})\\b`, 'gi');

/**
 * A solver's sentence with its colour words as the person sees them: the solver names each piece by the standard
 * colour of its solver letter (white for U); this page knows the colour each letter really has (after a scramble with
 * rotations, with the cube held for the first layer, or in a custom scheme).
 */
export function recolour(text) {
  return String(text || '').replace(NAMED_COLOUR, word => {
    const name = colourName(FACES[STANDARD_NAMES.indexOf(word.toLowerCase())]);
    return word[0] === word[0].toUpperCase() ? name.charAt(0).toUpperCase() + name.slice(1) : name;
  });
}

/**
 * The holding instruction: which centre faces you and which is on top; held for the first layer, which centre is
 * at the bottom (where that layer is built) first.
 */
export function holdInstruction(state, forFirstLayer = false) {
  if (forFirstLayer) {
    return `Hold the cube with the ${colourName(state[31])} centre at the bottom and the ${colourName(state[22])} `
      + `centre facing you (the ${colourName(state[4])} centre on top): you build the ${colourName(state[31])} `
      + 'layer first, on the bottom.';
  }
  return `Hold the cube with the ${colourName(state[22])} centre facing you and the ${colourName(state[4])} centre on top.`;
}

/** The letter shown on a sticker of this symbol: the first letter of its colour's name. */
export const stickerLetter = symbol => {
  const entry = scheme[colourLetter(symbol)];
  return entry ? entry.name.trim().charAt(0).toUpperCase() : '';
};

/** The face letter whose colour a key names (W, Y, R, O, G, B, or the first letter of a custom name), or null. */
export function faceOfKey(key) {
  if (key.length !== 1) return null;
  const k = key.toUpperCase();
  const named = FACES.find(f => scheme[f].name.trim().charAt(0).toUpperCase() === k);
  if (named) return named;
  return FACES.find(f => STANDARD_SCHEME[f].name.charAt(0) === k) || null;
}

/** Whether letters are shown on the stickers (remembered). */
export function lettersShown() {
  return localStorage.getItem(LETTERS_KEY) === 'true';
}

export function showLetters(on) {
  localStorage.setItem(LETTERS_KEY, String(on));
}

/** letterOf for NetView.paint: the sticker letter when letters are shown, else null. */
export const letterOption = () => (lettersShown() ? stickerLetter : null);

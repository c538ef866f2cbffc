// The colour scheme (each centre's colour and its name, remembered in localStorage), the colours of the guide's
// states, and the letters shown on stickers for people who do not tell colours apart.
import { FACES } from './cube.js';

const SCHEME_KEY = 'cubeguide.scheme';
const LETTERS_KEY = 'cubeguide.letters';
export const STANDARD_SCHEME = {
  U: { hex: '#ffffff', name: 'White' }, R: { hex: '#d8182f', name: 'Red' }, F: { hex: '#12a150', name: 'Green' },
  D: { hex: '#ffd60a', name: 'Yellow' }, L: { hex: '#ff7a00', name: 'Orange' }, B: { hex: '#1663de', name: 'Blue' },
};

/** The scheme in use: face letter to {hex, name}. One object, changed in place. */
export const scheme = loadScheme();

// The guide's states are in the solver's letters (the face each sticker belongs to as the cube is held); the
// colour of letter X is that of the centre the person sees on face X, which differs from X's standard colour after
// a scramble with rotations or slices. letterMap maps the one to the other (null: the same).
let letterMap = null;

/** Sets the map from the solver's letters to colour letters from a cube's centres in colour letters (or null). */
export function mapLettersFrom(actual) {
  if (!actual) {
    letterMap = null;
    return;
  }
  letterMap = {};
  FACES.forEach((f, i) => { letterMap[f] = actual[9 * i + 4]; });
}

export const colourLetter = symbol => (letterMap && letterMap[symbol]) || symbol;
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

function loadScheme() {
  try {
    const saved = JSON.parse(localStorage.getItem(SCHEME_KEY));
    if (saved && FACES.every(f => saved[f] && /^#[0-9a-f]{6}$/i.test(saved[f].hex) && saved[f].name)) return saved;
  } catch (e) {
    // a broken saved scheme falls back to the standard one
  }
  return structuredClone(STANDARD_SCHEME);
}

export function saveScheme() {
  localStorage.setItem(SCHEME_KEY, JSON.stringify(scheme));
}

export function resetScheme() {
  Object.assign(scheme, structuredClone(STANDARD_SCHEME));
  saveScheme();
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

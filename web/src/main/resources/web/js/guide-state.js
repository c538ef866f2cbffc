// The page's state, in one place: the guide's (the cube it starts from, its moves, the cube after each move, the
// stages, and the current step), the cube shown before a guide starts, the colour scheme, and the solvers' list.
// The other page modules keep no state of their own (the engine, camera and smart-cube modules keep their
// device's); they read and change this module's, and talk to each other through its events.
//
// The guide: the current step. Step 0 is how to hold the cube; step k in 1..N asks for move k; step N+1 is the solved cube.
// Views subscribe with onGuide(listener); a listener may return a promise (an animation) that the step waits for.
//
// The API other inputs build on (a smart cube, a robot): plan(...) starts a guide; goTo(k), next() and previous()
// move through it; madeMove(move) reports a move the person made (the guide steps on when it is the move asked
// for, else it remembers the move for mistake recovery); replanFrom(facelets) asks for a new guide from a cube.
import { FACES, SOLVED, applyMove, parseMoves, invertMove } from './cube.js';
import { solverTitle } from './words.js';

export const guide = {
  active: false, input: null, solver: 'twophase', start: SOLVED, moves: [], states: [SOLVED], stages: [],
  step: 0, playing: false, continued: false, answer: null,
  /** The solver as chosen in the list ("fastest" is two-phase without the budget), for the link and re-planning. */
  choice: 'twophase',
  /** The pattern the guide makes, as a facelet string, or null for the solved cube; and its title. */
  target: null,
  targetTitle: '',
  /** The colour (letter) of the beginner's first layer, held at the bottom; null for the usual holding. */
  firstLayer: null,
  /** Moves the person made that the guide did not ask for, since the last step it asked for. */
  offPlan: [],
  /** The cube shown before a guide starts, in colour letters. */
  preview: SOLVED,
  /**
   * The colour letter of each solver letter (from the centres of the cube as entered), or null for the same
   * letters: the guide's states are in the solver's letters, which differ from the colours after rotations.
   */
  letterMap: null,
};

const SCHEME_KEY = 'cubeguide.scheme';
export const STANDARD_SCHEME = Object.freeze({
  U: { hex: '#ffffff', name: 'White' }, R: { hex: '#d8182f', name: 'Red' }, F: { hex: '#12a150', name: 'Green' },
  D: { hex: '#ffd60a', name: 'Yellow' }, L: { hex: '#ff7a00', name: 'Orange' }, B: { hex: '#1663de', name: 'Blue' },
});

/** The colour scheme in use: face letter to {hex, name}, remembered in localStorage. One object, changed in place. */
export const scheme = loadScheme();

/** The solvers the page offers (GET /api/solvers' entries, and "fastest"), by name. */
export const solvers = {};

/** A solver's title for the person, from its name. */
export const titleOf = name => solverTitle(name, solvers[name]);

const listeners = new Set();
/** How the page solves and starts guides: set once by the page's wiring (setPlanner, setSolver). */
const hooks = { planner: null, solver: null };

/** Adds a listener of guide events {type: 'plan' | 'goto' | 'step' | 'offplan', ...}; returns a remover. */
export function onGuide(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(event) {
  return Promise.all([...listeners].map(l => l(event))).then(() => undefined);
}

/** The number of moves. */
export const total = () => guide.moves.length;

/** The cube (solver letters) as it should be at the current step. */
export function expected() {
  return guide.states[Math.max(0, Math.min(guide.step - 1, total()))];
}

/** The move the current step asks for, or null (holding the cube, or solved). */
export function currentMove() {
  const k = guide.step;
  return k >= 1 && k <= total() ? guide.moves[k - 1] : null;
}

/**
 * Starts a guide. solution: {solver, input (facelets in solver letters), solution (moves text), stages, target (the
 * pattern made, if any)}; request: what was asked (for the link); stages: [{name, explanation, start, end}] in the
 * person's words; choice: the solver as chosen in the list; targetTitle: the pattern's title; firstLayer: the colour
 * of the first layer, held at the bottom (step 0 says so), or null.
 */
export function plan(solution, request, stages,
  { continued = false, choice = solution.solver, targetTitle = '', firstLayer = null } = {}) {
  const moves = parseMoves(solution.solution);
  guide.playing = false;
  guide.active = true;
  guide.input = request;
  guide.solver = solution.solver;
  guide.choice = choice;
  guide.target = solution.target || null;
  guide.targetTitle = guide.target ? targetTitle : '';
  guide.start = solution.input;
  guide.moves = moves;
  guide.states = [solution.input];
  for (const m of moves) guide.states.push(applyMove(guide.states[guide.states.length - 1], m));
  guide.stages = stages;
  guide.answer = solution;
  guide.continued = continued;
  guide.firstLayer = firstLayer;
  guide.offPlan = [];
  guide.step = continued ? Math.min(1, moves.length + 1) : 0;
  return emit({ type: 'plan' });
}

/** Shows step k at once. */
export function goTo(k) {
  guide.step = Math.max(0, Math.min(k, total() + 1));
  guide.offPlan = [];
  return emit({ type: 'goto' });
}

/** One step on; the promise settles when the views have shown it. */
export function next() {
  if (!guide.active || guide.step > total()) return Promise.resolve();
  const from = guide.step;
  guide.step++;
  guide.offPlan = [];
  return emit({ type: 'step', from, to: guide.step, move: from >= 1 ? guide.moves[from - 1] : null });
}

/** One step back. */
export function previous() {
  if (!guide.active || guide.step === 0) return Promise.resolve();
  const from = guide.step;
  guide.step--;
  guide.offPlan = [];
  return emit({ type: 'step', from, to: guide.step, move: from >= 2 ? invertMove(guide.moves[from - 2]) : null });
}

/**
 * A move the person made (from a smart cube, say): the asked move steps the guide on; any other move is kept in
 * offPlan, and undoing the last of those takes it back off.
 */
export function madeMove(move) {
  const asked = currentMove();
  if (guide.offPlan.length === 0 && asked && asked.layer === move.layer && asked.amount === move.amount) return next();
  const last = guide.offPlan[guide.offPlan.length - 1];
  if (last && last.layer === move.layer && (last.amount + move.amount) % 4 === 0) guide.offPlan.pop();
  else guide.offPlan.push(move);
  return emit({ type: 'offplan', moves: guide.offPlan });
}

/** The cube (solver letters) as it is after the off-plan moves. */
export function actual() {
  return guide.offPlan.reduce(applyMove, expected());
}

/** Stops playing the guide (the views say so). */
export function stopPlaying() {
  guide.playing = false;
  return emit({ type: 'pause' });
}

/** Sets how replanFrom solves: (facelets in colour letters) => Promise. */
export function setPlanner(fn) {
  hooks.planner = fn;
}

/** Asks for a new guide from a cube given in colour letters. */
export function replanFrom(facelets) {
  return hooks.planner ? hooks.planner(facelets) : Promise.resolve(null);
}

/** Sets how solveWith solves: (request, choice) => Promise of the answer, or null when it was shown as an error. */
export function setSolver(fn) {
  hooks.solver = fn;
}

/** Solves a request with a solver as chosen in the list, without starting a guide. */
export function solveWith(request, choice) {
  return hooks.solver ? hooks.solver(request, choice) : Promise.resolve(null);
}

/** Saves the colour scheme. */
export function saveScheme() {
  localStorage.setItem(SCHEME_KEY, JSON.stringify(scheme));
}

/** Goes back to the standard colours. */
export function resetScheme() {
  Object.assign(scheme, structuredClone(STANDARD_SCHEME));
  saveScheme();
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

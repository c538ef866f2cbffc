// The page's wiring, loaded by the entry module (app.js) while the engine starts: enter a cube (moves, stickers or
// camera), solve it with the page's engine, then follow the solution one move at a time on a 3D cube and a 2D net.
// It sets the features up and passes each what it needs; the features talk to each other only through the page's
// state and its events (guide-state.js). Tests read the page's state through window.cubeguide.
import { isSolved, parseMove } from './cube.js';
import { guide, expected, plan, total, goTo, madeMove, setPlanner, setSolver, onGuide } from './guide-state.js';
import { mapLettersFrom, toColours, lettersShown, showLetters, recolour } from './colours.js';
import { setUpGuideView } from './guide-view.js';
import { activeTab, actualStickers, setUpInput } from './input.js';
import { serverSolver, setUpSolvers } from './solvers.js';
import { linkedAnswer, updateUrl } from './link.js';
import { setUpCamera, allReadings, scanDone, scanFailure, fixByHand } from './camera.js';
import { holdForFirstLayer, setUpFirstLayer } from './first-layer.js';
import { setUpMistakes } from './mistake.js';
import { buildSheet } from './sheet.js';
import { setUpDisplay } from './display.js';
import { showMessage, showGuideNote, hideGuideNote, clearMessages, toast } from './messages.js';
import { stagesInWords, plural } from './words.js';
import { setUpPatterns } from './patterns.js';
import { tablesPrepared } from './engine.js';
import { keepOffline } from './offline.js';
import { setUpShorter } from './shorter.js';

const $ = id => document.getElementById(id);
/** How long a solve waits for its tables before the page loads what the first solution did not need. */
const REST_AFTER_WAITING_MS = 3000;

/**
 * The cube entered, as the solver is asked for it: {request, actual (the stickers in colour letters), input (URFDLB
 * letters)}; null, with a message where the person looks, when it is not ready to solve.
 */
async function readCube(parts) {
  const { inputs } = parts;
  let request;
  let actual;
  let input;
  const tab = activeTab();
  if (tab === 'moves') {
    const parsed = await inputs.checkScramble();
    if (!parsed) {
      showMessage({ message: 'The scramble is not valid notation: see the marked move under the Scramble field.' });
      $('scramble').focus();
      return null;
    }
    request = { scramble: $('scramble').value.trim() };
    actual = actualStickers(parsed.moves) || parsed.facelets;
    input = parsed.facelets;
  } else {
    const { editor } = inputs;
    // Solve pressed just after the sixth face: the scan's answer fills the editor first.
    if (tab === 'camera') await scanDone();
    if (tab === 'camera' && scanFailure()) {
      // No real cube fits the readings: the editor opens with their best guess, never empty.
      fixByHand();
      return null;
    }
    if (tab === 'camera' && !allReadings()) {
      showMessage({ message: 'Capture all six faces first, or enter the cube with Moves or Stickers.' });
      return null;
    }
    const facelets = editor.value();
    await editor.checked();
    if (!facelets) {
      inputs.selectTab('stickers');
      showMessage({ message: 'Paint every sticker first (or let the editor deduce them).' });
      return null;
    }
    if (editor.error) {
      // The editor already shows the error under the cube; it is not repeated here.
      inputs.selectTab('stickers');
      $('editor').querySelector('.editor-status').focus();
      return null;
    }
    request = { facelets };
    actual = facelets;
    input = facelets;
  }
  // Made a pattern: solved to it instead of the solved cube.
  if (parts.patterns.chosen() && $('solver').value !== 'beginner') request.to = parts.patterns.chosen();
  return { request, actual, input };
}

async function solve(parts) {
  const { solvers } = parts;
  const cube = await readCube(parts);
  if (!cube) return;
  const { request, actual } = cube;
  const choice = $('solver').value;
  // The beginner's method: the cube held with the first layer's colour at the bottom, and solved as held.
  const held = choice === 'beginner' ? holdForFirstLayer(request, actual) : null;
  // The default solver's first solution is shown at once; a shorter one from its budget may replace it (shorter.js).
  const result = await solvers.runSolve(held ? held.request : request, choice, { firstAtOnce: true });
  if (result) {
    const solvedFrom = held ? held.actual : actual;
    const options = { choice, firstLayer: held ? held.colour : null };
    await parts.shorter.showThenImprove(solvers.shorterThan(result),
      () => startGuide(parts, result, request, false, solvedFrom, options),
      shorter => startGuide(parts, shorter, request, false, solvedFrom, { ...options, replacing: result }));
  }
}

/**
 * Starts the guide of a solve answer; actual is the cube as solved, in colour letters (for the colours); choice: the
 * solver as chosen in the list; firstLayer: the colour of the beginner's first layer when the cube is held with it
 * at the bottom, else null; replacing: the first answer that a shorter one replaces before the person started (the
 * note says so, and the focus stays where it is).
 */
async function startGuide(parts, answer, request, continued, actual,
  { choice = guide.choice, firstLayer = guide.firstLayer, replacing = null } = {}) {
  mapLettersFrom(actual);
  const stages = stageRanges(stagesInWords(answer.solver, answer.stages || []), answer.stages || [])
    .map(s => ({ ...s, name: recolour(s.name), explanation: recolour(s.explanation) }));
  try {
    await plan(answer, request, stages, { continued, choice, targetTitle: parts.patterns.title(request.to),
      firstLayer: answer.solver === 'beginner' ? firstLayer : null });
  } catch (e) {
    showMessage({ message: 'The solution has a move this page cannot show: ' + e.message });
    return;
  }
  if (replacing) {
    showGuideNote(`Found a shorter solution: ${plural(total(), 'move')} instead of ${replacing.length}.`);
    return;
  }
  if (continued) showGuideNote(`Continuing from your cube: ${plural(total(), 'new move')}.`);
  else hideGuideNote();
  $('guide').focus({ preventScroll: true });
  if (window.matchMedia('(max-width: 820px)').matches) $('step-bar').scrollIntoView({ block: 'start' });
}

/** Each stage's first and last move index, when the stages add up to the solution. */
function stageRanges(named, stages) {
  const ranges = [];
  let at = 0;
  stages.forEach((s, i) => {
    const count = s.moves.trim() === '' ? 0 : s.moves.trim().split(/\s+/).length;
    ranges.push({ ...named[i], start: at, end: at + count });
    at += count;
  });
  return ranges;
}

/** Sets the page up, then, once the engine (a promise from engine.js) answers, solves the cube in the address. */
export async function start(starting) {
  const parts = setUp();
  const engine = await starting;
  $('api-link').hidden = !engine.server;
  const params = new URLSearchParams(location.search);
  // Without a cube in the address to solve first, the 3D view (three.js) loads now, while the engine prepares its
  // tables; with one, once its solution is on screen (or after a long wait for its solver's tables).
  if (!params.has('facelets') && !params.has('scramble')) parts.guideView.view.load();
  if (!engine.kind) {
    // Nothing here can solve: say so in words, and leave the rest of the page as it is.
    showMessage({ message: engine.problem });
    $('solve').disabled = true;
    await loadTheRest(parts);
    document.body.dataset.ready = 'true';
    return;
  }
  await Promise.all([
    setUpDisplay(() => (guide.active ? toColours(expected())
      : activeTab() === 'stickers' ? parts.inputs.editor.value() : guide.preview)),
    parts.solvers.load(params.get('solver')),
    parts.patterns.load(params.get('to')),
  ]);
  if (/^[URFDLB]$/.test(params.get('firstLayer') || '')) {
    localStorage.setItem('cubeguide.firstLayer', params.get('firstLayer'));
    parts.firstLayer.refill();
  }
  parts.showFirstLayer();
  const step = Number(params.get('step') || 0);
  if (params.has('facelets')) {
    parts.inputs.selectTab('stickers');
    parts.inputs.editor.setState(params.get('facelets'));
    await solveFromLink(parts, params, step);
  } else if (params.has('scramble')) {
    $('scramble').value = params.get('scramble');
    await solveFromLink(parts, params, step);
  }
  await loadTheRest(parts);
  document.body.dataset.ready = 'true';
}

/** Solves the cube of a link, or follows the link's own moves when they solve it (link.js), then goes to its step. */
async function solveFromLink(parts, params, step) {
  const cube = params.has('moves') ? await readCube(parts) : null;
  if (params.has('moves') && !cube) return;
  const choice = $('solver').value;
  const linked = cube && linkedAnswer(params, cube.input, choice, cube.request, serverSolver(choice));
  if (linked) await startGuide(parts, linked, cube.request, false, cube.actual, { choice });
  else await solve(parts);
  if (guide.active && step > 0) goTo(step);
}

/**
 * Loads, once, what a first solution does not need: three.js, the smart cube's follow mode, and the offline copy
 * (the service worker fetches every file of the site, which would compete with a first visit's own requests).
 */
function loadTheRest(parts) {
  if (!parts.rest) {
    parts.rest = Promise.all([import('./follow.js'), parts.guideView.view.load()]).then(([follow]) => {
      follow.setUpFollow();
      parts.followReady = true;
      keepOffline();
    });
  }
  return parts.rest;
}

/**
 * The smart cube's panel is wired by follow mode, which loads after the first solution; a press of "Connect smart
 * cube" before that loads it at once and then connects (within the press's user activation, which Web Bluetooth
 * asks for and which lasts a few seconds), instead of doing nothing.
 */
function connectBeforeFollowLoads(parts) {
  const connect = $('smart-connect');
  connect.addEventListener('click', async () => {
    if (parts.followReady) return;
    await loadTheRest(parts);
    connect.click();
  });
}

/** Sets up every feature, each given what it needs of the others; returns them. */
function setUp() {
  const parts = {};
  /** Shows a cube in colour letters while no guide is active. */
  const show = state => {
    if (guide.active) return;
    mapLettersFrom(null);
    guide.preview = state;
    parts.guideView.showPreview(state);
  };
  parts.guideView = setUpGuideView({ afterRender: updateUrl });
  parts.inputs = setUpInput({
    solve: () => solve(parts),
    show,
    schemeChanged: () => {
      parts.firstLayer.refill();
      parts.mistakeEditor.renderPalette();
      parts.guideView.repaint(guide.preview);
      buildSheet();
    },
  });
  parts.patterns = setUpPatterns();
  parts.shorter = setUpShorter();
  // A long wait for tables (a server's first build) does not keep the rest of the page from loading; a first visit's
  // own short wait (the engine's first tables) is left the machine to itself.
  parts.solvers = setUpSolvers({ solveAgain: () => solve(parts),
    waiting: () => setTimeout(() => loadTheRest(parts), REST_AFTER_WAITING_MS) });
  parts.mistakeEditor = setUpMistakes((answer, request, continued, actual) =>
    startGuide(parts, answer, request, continued, actual));
  setUpCamera((answer, runnersUp) => {
    parts.inputs.selectTab('stickers');
    parts.inputs.editor.setState(answer.facelets, answer.uncertain || [], runnersUp);
    show(parts.inputs.editor.current);
    $('solve').focus({ preventScroll: true });
  }, (guess, doubtful) => {
    parts.inputs.selectTab('stickers');
    parts.inputs.editor.setState(guess, doubtful);
    show(parts.inputs.editor.current);
    showMessage({ message: 'The camera\'s readings did not make a real cube. The stickers show their best guess: check '
      + 'the marked ones against your cube and paint any that are wrong, then press Solve.' }, 'info');
    $('editor').scrollIntoView({ block: 'start' });
  });
  parts.firstLayer = setUpFirstLayer(() => clearMessages());
  // The beginner's method has a first layer to choose, and makes no patterns (its solver solves only to the solved
  // cube): "Make a pattern" is offered with the other solvers.
  parts.showFirstLayer = () => {
    parts.firstLayer.show($('solver').value === 'beginner');
    parts.patterns.offer($('solver').value !== 'beginner');
  };
  $('solver').addEventListener('change', parts.showFirstLayer);

  onGuide(event => {
    if (event.type !== 'plan') return;
    buildSheet();
    loadTheRest(parts);
  });
  setSolver((request, choice) => parts.solvers.runSolve(request, choice));
  setPlanner(async facelets => {
    // A new plan from the cube as it is now, to the same pattern if the guide makes one.
    const request = guide.input && guide.input.to ? { facelets, to: guide.input.to } : { facelets };
    const answer = await parts.solvers.runSolve(request, guide.choice);
    if (answer) await startGuide(parts, answer, request, true, facelets);
    return answer;
  });

  $('solve').addEventListener('click', () => solve(parts));
  $('copy-link').addEventListener('click', async () => {
    const link = location.href;
    try {
      await navigator.clipboard.writeText(link);
      toast('Link copied: it reopens this guide.');
    } catch (e) {
      toast('Copy this link: ' + link);
    }
  });
  $('print').addEventListener('click', () => {
    if (!guide.active) {
      showMessage({ message: 'Solve a cube first; the step sheet lists its moves.' });
      return;
    }
    window.print();
  });
  $('letters').checked = lettersShown();
  $('letters').addEventListener('change', e => {
    showLetters(e.target.checked);
    parts.inputs.editor.repaint();
    parts.mistakeEditor.repaint();
    parts.guideView.repaint(guide.preview);
    buildSheet();
  });
  connectBeforeFollowLoads(parts);
  parts.guideView.showPreview(guide.preview);
  exposeForTests(parts.guideView.view);
  return parts;
}

function exposeForTests(view) {
  window.cubeguide = {
    /** The facelet string of the cube the guide shows now (URFDLB letters), once any animation settles. */
    state: () => (guide.active ? expected() : guide.preview),
    /** The facelet string the 3D view has drawn (it lags state() during an animation). */
    drawn: () => view.drawn || guide.preview,
    step: () => guide.step,
    total: () => total(),
    moves: () => guide.moves.map(m => m.text),
    solved: () => isSolved(guide.active ? expected() : guide.preview),
    /** The pattern the guide makes (facelets), or null when it solves the cube. */
    target: () => guide.target,
    webgl: () => view.available,
    /** The camera's 54 readings in facelet order once six faces are captured, else null. */
    readings: () => allReadings(),
    /** The guide's state, for other inputs (a smart cube); its API is guide-state.js. */
    guide,
    /** Whether the page's engine has prepared every part of its tables (built and stored, or read from storage). */
    tablesStored: () => tablesPrepared(),
    /** Reports a move the person made (as a smart cube would), such as "R'"; returns when the views have shown it. */
    madeMove: text => madeMove(parseMove(text)),
  };
}

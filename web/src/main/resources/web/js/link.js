// The page's address as a link to share: the cube, the solver, the step, and the guide's own moves, so that whoever
// opens it follows the same solution from the same step. A new solve could find another one: the default solver's
// budget keeps the shortest it finds in its time, which differs from one machine and one moment to the next.
import { applyMove, isSolved, parseMoves } from './cube.js';
import { guide } from './guide-state.js';

/** Writes the guide into the address bar (no new history entry). */
export function updateUrl() {
  if (!guide.active || !guide.input) return;
  const params = new URLSearchParams();
  if (guide.input.scramble !== undefined) params.set('scramble', guide.input.scramble);
  else params.set('facelets', guide.input.facelets);
  params.set('solver', guide.choice);
  if (guide.input.to) params.set('to', guide.input.to);
  if (guide.firstLayer) params.set('firstLayer', guide.firstLayer);
  if (guide.step > 0) params.set('step', String(guide.step));
  if (linkKeepsMoves(guide.choice, guide.input)) params.set('moves', guide.moves.map(m => m.text).join(' '));
  const engine = new URLSearchParams(location.search).get('engine');
  if (engine) params.set('engine', engine);
  history.replaceState(null, '', '?' + params.toString());
}

/**
 * Whether a link carries the guide's moves: not for the beginner's method, whose stages and explanations come from
 * its own solve (the same every time), nor for a pattern, which the solver makes again the same way.
 */
function linkKeepsMoves(choice, request) {
  return choice !== 'beginner' && !request.to;
}

/**
 * The answer that a link's moves give for the cube `input` (URFDLB letters) and the solver chosen: null when the
 * link has none, when they are not moves, or when they do not solve that cube (then the page solves it anew).
 */
export function linkedAnswer(params, input, choice, request, solverName) {
  const text = params.get('moves');
  if (text === null || !input || !linkKeepsMoves(choice, request)) return null;
  let moves;
  try {
    moves = parseMoves(text);
  } catch (e) {
    return null;
  }
  let state = input;
  for (const m of moves) state = applyMove(state, m);
  if (!isSolved(state)) return null;
  const solution = moves.map(m => m.text).join(' ');
  return { solver: solverName, input, solution, length: moves.length, stages: [] };
}

// Mistake recovery. The person says what they did instead (the moves, or the cube's stickers as they are now), and
// the page offers the shorter of two ways on: undo the moves actually made, then go on with the guide; or solve
// again from the cube as it is. The other way stays one press away.
import { api } from './api.js';
import { applyMove, parseMove, invertMove } from './cube.js';
import { guide, expected, plan, solveWith, stopPlaying } from './guide-state.js';
import { toColours, scheme } from './colours.js';
import { NetEditor } from './editor.js';
import { showMessage, showGuideNote } from './messages.js';
import { plural, sentence } from './words.js';

const $ = id => document.getElementById(id);

/** The moves typed in the field (face turns, slices, rotations), or null when the notation is not valid. */
async function typedMoves(editor) {
  const text = $('actual-moves').value;
  const status = $('actual-status');
  try {
    const parsed = await api('POST', '/api/parse', { scramble: text });
    const moves = parsed.moves.trim() === '' ? [] : parsed.moves.trim().split(/\s+/).map(parseMove);
    if (moves.some(m => !m)) throw new Error('The moves include one this page cannot show.');
    editor.setState(moves.reduce(applyMove, toColours(expected())));
    status.className = 'field-status ok';
    status.textContent = text.trim() === '' ? 'Leave empty to paint the stickers instead.'
      : `Applied ${plural(moves.length, 'move')} to the cube below.`;
    return moves;
  } catch (e) {
    status.className = 'field-status error';
    status.textContent = sentence(e.message);
    return null;
  }
}

/** The guide that undoes the moves made, then goes on from the current step. */
function undoPlan(made) {
  const k = Math.max(guide.step, 1);
  const undo = [...made].reverse().map(invertMove);
  const rest = guide.moves.slice(k - 1);
  const start = made.reduce(applyMove, expected());
  const stages = [{ name: 'Undo your moves', explanation: 'Turn back the moves made by mistake, last one first.', start: 0, end: undo.length }];
  for (const s of guide.stages) {
    if (s.end <= k - 1) continue;
    stages.push({ ...s, start: Math.max(s.start, k - 1) - (k - 1) + undo.length, end: s.end - (k - 1) + undo.length });
  }
  return {
    length: undo.length + rest.length,
    apply: () => plan({ solver: guide.solver, input: start, solution: [...undo, ...rest].map(m => m.text).join(' '), stages: [],
      target: guide.target }, guide.input && guide.input.to ? { facelets: toColours(start), to: guide.input.to }
      : { facelets: toColours(start) }, undo.length ? stages.filter(s => s.end > s.start) : guide.stages,
    { continued: true, choice: guide.choice, targetTitle: guide.targetTitle }),
  };
}

/** Says in the guide's bar which way the guide goes on, with a button for the other way when there is one. */
function offer(chosen, other, chosenWords, otherWords) {
  showGuideNote(`Continuing from your cube: ${chosenWords} (${plural(chosen.length, 'move')}).`, other && {
    id: 'mistake-other',
    label: `${otherWords} instead (${plural(other.length, 'move')})`,
    run: async () => {
      await other.apply();
      showGuideNote(`Continuing from your cube: ${otherWords.toLowerCase()} (${plural(other.length, 'move')}).`);
    },
  });
}

async function solveFromHere(editor, startGuide) {
  const typed = $('actual-moves').value.trim() !== '';
  const made = typed ? await typedMoves(editor) : [];
  if (made === null) return;
  const facelets = editor.value();
  await editor.checked();
  if (!facelets) {
    showMessage({ message: 'Paint every sticker of the cube as it is now.' });
    return;
  }
  if (editor.error) {
    $('mistake-editor').querySelector('.editor-status').focus();
    return;
  }
  // To the same pattern, when the guide makes one.
  const request = guide.input && guide.input.to ? { facelets, to: guide.input.to } : { facelets };
  const answer = await solveWith(request, guide.choice);
  const undo = typed && made.length ? undoPlan(made) : null;
  if (!answer && !undo) return;
  $('mistake-panel').hidden = true;
  const again = answer ? { length: answer.solution.trim() === '' ? 0 : answer.solution.trim().split(/\s+/).length,
    apply: () => startGuide(answer, request, true, facelets) } : null;
  const undoFirst = undo && (!again || undo.length <= again.length);
  const [chosen, other] = undoFirst ? [undo, again] : [again, undo];
  await chosen.apply();
  offer(chosen, other, undoFirst ? 'undo your moves, then go on' : 'solved again from the cube as it is',
    undoFirst ? 'Solve again from the cube as it is' : 'Undo your moves, then go on');
}

/** Wires the mistake panel; startGuide(answer, request, continued, facelets) starts a guide. Returns its editor. */
export function setUpMistakes(startGuide) {
  const editor = new NetEditor($('mistake-editor'), () => scheme, () => {}, 'mistake');
  $('mistake').addEventListener('click', () => {
    stopPlaying();
    $('mistake-panel').hidden = false;
    // Moves another input (a smart cube) reported off the plan are already known.
    $('actual-moves').value = guide.offPlan.map(m => m.text).join(' ');
    $('actual-status').textContent = 'Leave empty to paint the stickers instead.';
    $('actual-status').className = 'field-status';
    editor.setState(toColours(expected()));
    if (guide.offPlan.length) typedMoves(editor);
    $('actual-moves').focus();
  });
  $('mistake-cancel').addEventListener('click', () => {
    $('mistake-panel').hidden = true;
    $('mistake').focus();
  });
  let timer = null;
  $('actual-moves').addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => typedMoves(editor), 220);
  });
  $('resolve').addEventListener('click', () => solveFromHere(editor, startGuide));
  return editor;
}

// The default solver's first solution, shown at once. The two-phase solver finds a first solution within a few
// milliseconds and a shorter one if it searches on for the page's budget (about 300 ms). The page shows the first at
// once and lets the solver search on meanwhile; the shorter one replaces it only while the person has not started:
// the guide still shows the same plan at step 0 and nothing has moved since (no step, no jump, no move from a smart
// cube). Otherwise the first solution stands and the search's answer is dropped. While the search runs, the move
// list is aria-busy, for screen readers and for tools that read the list's solution once it has settled.
import { guide, onGuide } from './guide-state.js';

const $ = id => document.getElementById(id);
/** The guide's events that mean the person has started: a step, a jump to a step, a move off the plan. */
const MOVES = new Set(['step', 'goto', 'offplan']);

/**
 * Returns showThenImprove(shorter, show, swap): show() starts the first answer's guide (a promise); shorter: a promise
 * of a shorter answer or null, or null when the first answer is final; swap(answer) starts the shorter answer's guide.
 * It resolves once the first answer is on screen; the swap, if any, comes later.
 */
export function setUpShorter() {
  /** The latest search's number: only it clears the move list's busy mark. */
  let latest = 0;

  async function showThenImprove(shorter, show, swap) {
    if (!shorter) return show();
    const search = ++latest;
    // Marked before the first answer is drawn, so that nothing reads the list as settled in between.
    $('moves').setAttribute('aria-busy', 'true');
    let moved = false;
    const stop = onGuide(event => {
      if (MOVES.has(event.type)) moved = true;
    });
    let shown = null;
    try {
      await show();
      shown = guide.answer;
    } finally {
      settle();
    }

    async function settle() {
      try {
        const answer = await shorter;
        const untouched = shown !== null && guide.answer === shown && guide.step === 0 && !moved;
        if (answer && untouched && search === latest) await swap(answer);
      } finally {
        stop();
        if (search === latest) {
          $('moves').removeAttribute('aria-busy');
          // For the page's speed figures: when the list has settled (a shorter solution shown, or the first kept).
          if (performance.mark) performance.mark('cubeguide-settled');
        }
      }
    }
  }

  return { showThenImprove };
}

// Plain words for the person holding the cube: the solvers' names and what they do, the stages of a solution in
// the order the person makes them, and sentences that start with a capital letter.

/** Each solver as a person would describe it; the server's name stays the key. */
const SOLVERS = {
  twophase: { title: 'Fast and short',
    description: 'Finds a solution at once, then looks for a shorter one for about a third of a second: usually 18 '
      + 'moves or fewer, never more than your scramble.' },
  fastest: { title: 'Fastest', description: 'The first solution it finds, at once: 20 moves or fewer.' },
  beginner: { title: 'Layer by layer (beginner\'s method)',
    description: 'Solves the cube the way people learn to: the first layer, the middle layer, then the last layer, '
      + 'each stage explained. Many more moves than the others, but easy to follow.' },
  thistlethwaite: { title: 'Four steps',
    description: 'Solves in four steps, each one turning fewer kinds of faces than the one before: about 27 moves, '
      + 'at most 45.' },
  optimal: { title: 'Shortest possible',
    description: 'Finds the shortest solution there is (at most 20 moves). It thinks for a while on each cube.' },
};

export function solverTitle(name, info) {
  return (SOLVERS[name] && SOLVERS[name].title) || (info && info.title) || name;
}

export function solverDescription(name, info) {
  if (SOLVERS[name]) return SOLVERS[name].description;
  return info && info.description ? sentence(info.description) : '';
}

// The stage names the solvers give, in a person's words. Two-phase and Thistlethwaite solutions may be found on the
// inverse of the cube; their stages then come in reverse order, which is still the order the person makes them.
const STAGES = {
  'phase 1': { thistlethwaite: ['Turn the edges right', 'Put every edge the right way round; after this the top and bottom faces only turn by half turns.'],
    default: ['Sort the colours', 'Bring the top and bottom colours onto the top and bottom faces, with every edge the right way round.'] },
  'phase 2': { thistlethwaite: ['Twist the corners', 'Twist every corner the right way and gather four edges in the middle layer; after this the front and back faces only turn by half turns.'],
    default: ['Finish', 'Only top and bottom turns and half turns of the side faces from here on.'] },
  'phase 3': { default: ['Prepare for half turns', 'Bring every piece where half turns alone can finish the cube.'] },
  'phase 4': { default: ['Half turns to finish', 'Solve the cube with half turns only.'] },
  'short optimal search': { default: ['Solve', 'A short solution.'] },
  'scramble undone': { default: ['Undo the scramble', 'Your scramble\'s moves backwards: no shorter solution was found.'] },
  'last-layer corner orientation': { default: ['Twist the last-layer corners', null] },
};

/**
 * The stages as the person makes them: {name, explanation} in the solution's order, without solver jargon. A stage
 * found on the inverse cube is named by what its moves do, and numbered by its place in the solution.
 */
export function stagesInWords(solver, stages) {
  const inverse = stages.some(s => /inverse/.test(s.explanation || ''));
  return stages.map((s, i) => {
    const known = STAGES[s.name];
    if (!known) return { name: capitalize(s.name), explanation: capitalize(s.explanation || '') };
    if (inverse && solver !== 'thistlethwaite') {
      return i === 0 ? { name: 'Prepare', explanation: 'Only top and bottom turns and half turns of the side faces.' }
        : { name: 'Finish', explanation: 'Any turns; the last one solves the cube.' };
    }
    if (inverse) return { name: `Part ${i + 1} of ${stages.length}`, explanation: 'Follow the moves one by one.' };
    const [name, explanation] = known[solver] || known.default;
    return { name, explanation: explanation === null ? capitalize(s.explanation || '') : explanation };
  });
}

export function capitalize(text) {
  const trimmed = String(text || '').trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/** A sentence: capitalized, ending with a full stop. */
export function sentence(text) {
  const t = capitalize(text);
  return t === '' || /[.!?…]$/.test(t) ? t : t + '.';
}

/** "a, b and c". */
export function list(words) {
  return words.length <= 1 ? words.join('') : words.slice(0, -1).join(', ') + ' and ' + words[words.length - 1];
}

export function plural(n, word) {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** About how long a table build takes, in words, rounded as the server and the command line round it. */
export function duration(seconds) {
  if (seconds < 55) return `about ${Math.max(5, Math.round(seconds / 5) * 5)} seconds`;
  if (seconds < 90) return 'about a minute';
  const minutes = Math.round(seconds / 60);
  return minutes < 120 ? `about ${minutes} minutes` : `about ${Math.round(seconds / 3600)} hours`;
}

/** A time in words read at a glance: "45 s", "3 min 20 s", "1 h 5 min". */
export function clock(seconds) {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
}

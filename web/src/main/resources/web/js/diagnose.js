// Honest diagnostics for a cube that cannot exist: what is wrong, in words with colour names, and which stickers
// could be at fault. When the cube alone cannot tell which piece is wrong (a twisted corner or a flipped edge among
// many turned pieces), every candidate is marked and the ones the person changed last come first.
import { CORNERS, EDGES, stickerIndex, stickersOf } from './cube.js';
import { capitalize, list, sentence } from './words.js';

/**
 * error: the server's {code, message, detail}; state: the cube in colour letters; nameOf(letter): the colour's
 * name in lower case; history: sticker indices in the order the person changed them (the last one last).
 * Returns {text, highlight: Set, first: Set} (first: the stickers to check first).
 */
export function diagnose(error, state, nameOf, history = []) {
  const detail = error.detail || {};
  const colours = stickers => list(stickers.map(i => nameOf(state[i])));
  const pieceWords = name => {
    const stickers = stickersOf(name);
    return `the ${stickers.map(i => nameOf(state[i])).join('-')} ${stickers.length === 3 ? 'corner' : 'edge'} `
      + `at ${stickers.map(i => nameOfSticker(i)).join(' ')}`;
  };
  const recency = i => history.lastIndexOf(i);
  const byRecency = pieces => [...pieces].sort((a, b) =>
    Math.max(...stickersOf(b).map(recency)) - Math.max(...stickersOf(a).map(recency)));
  const changed = pieces => pieces.filter(p => stickersOf(p).some(i => recency(i) >= 0));
  const result = (text, highlight, first = []) => ({ text: sentence(text), highlight: new Set(highlight), first: new Set(first) });
  const stickers = key => String(detail[key] || '').split(/\s+/).filter(Boolean).map(stickerIndex);

  switch (error.code) {
    case 'COLOR_COUNT': {
      const counts = detail.counts || {};
      const wrong = Object.entries(counts).filter(([, n]) => n !== 9)
        .map(([letter, n]) => `${nameOf(letter)} appears ${n} times`);
      return result(`Each colour must appear 9 times, but ${list(wrong)}`, []);
    }
    case 'CENTERS_NOT_DISTINCT':
      return result(`Two centres show ${nameOf(detail.symbol)}; the six centres must all differ`, stickers('stickers'));
    case 'NO_SUCH_EDGE':
    case 'NO_SUCH_CORNER': {
      const at = stickers('stickers');
      const kind = error.code === 'NO_SUCH_EDGE' ? 'edge' : 'corner';
      const why = detail.mirrored ? 'its colours go round the wrong way, so two of its stickers are swapped'
        : `no ${kind} has these colours`;
      return result(`The ${kind} at ${at.map(nameOfSticker).join(' ')} shows ${colours(at)}: ${why}. `
        + 'Check these stickers', at, at);
    }
    case 'DUPLICATE_EDGE':
    case 'DUPLICATE_CORNER': {
      const kind = error.code === 'DUPLICATE_EDGE' ? 'edge' : 'corner';
      const positions = detail.positions || [];
      const at = positions.flatMap(stickersOf);
      const missing = (detail.missing || []).map(p => homeColours(p, nameOf)).join(' and the ');
      const first = byRecency(positions).slice(0, 1).flatMap(stickersOf);
      return result(`The ${colours(stickersOf(positions[0] || ''))} ${kind} appears twice, at ${list(positions)}, `
        + (missing ? `and the ${missing} ${kind} is missing. ` : '. ')
        + `One of the two is painted wrong${first.length && changed(positions).length ? `; check ${byRecency(positions)[0]} first, you changed it last` : ''}`,
      at, first);
    }
    case 'TWISTED_CORNER':
    case 'FLIPPED_EDGE': {
      const corner = error.code === 'TWISTED_CORNER';
      const all = Object.keys(corner ? CORNERS : EDGES);
      const turned = detail.pieces || [];
      const what = corner ? 'One corner is twisted: its colours are right but turned round'
        : 'One edge is flipped: its two colours are the wrong way round';
      if (turned.length === 1) {
        // Every other piece sits as in the solved cube, so this one is the only piece that can be at fault.
        const only = stickersOf(turned[0]);
        return result(`${what}. It is ${pieceWords(turned[0])}: ${corner ? 'turn its stickers' : 'swap its two stickers'}`,
          only, only);
      }
      const order = [...byRecency(changed(all)), ...turned.filter(p => !changed(all).includes(p)),
        ...all.filter(p => !turned.includes(p) && !changed(all).includes(p))];
      const firstPieces = changed(all).length ? byRecency(changed(all)).slice(0, 1) : [];
      const hint = firstPieces.length
        ? `Check first ${pieceWords(firstPieces[0])}, which you changed last, then the other marked ${corner ? 'corners' : 'edges'}`
        : `Check the marked ${corner ? 'corners' : 'edges'} one by one against your cube`;
      return result(`${what}. From the colours alone it could be any ${corner ? 'corner' : 'edge'}. ${hint}`,
        order.flatMap(stickersOf), firstPieces.flatMap(stickersOf));
    }
    case 'PARITY': {
      const pair = Array.isArray(detail.culprit) ? detail.culprit : [];
      if (pair.length === 2) {
        const at = pair.flatMap(stickersOf);
        return result(`Two pieces are swapped: ${pieceWords(pair[0])} and ${pieceWords(pair[1])} are the only `
          + 'pieces out of place. Swap them back', at, at);
      }
      const all = [...Object.keys(CORNERS), ...Object.keys(EDGES)];
      const recent = byRecency(changed(all)).slice(0, 4);
      return result('Two pieces are swapped, and the colours alone cannot tell which two. '
        + (recent.length ? `Check first ${list(recent.map(pieceWords))}, which you changed last`
          : 'Compare each piece with your cube'), recent.flatMap(stickersOf), recent.slice(0, 2).flatMap(stickersOf));
    }
    default:
      return result(capitalize(error.message || String(error)), stickers('stickers'));
  }
}

/** "U9" for sticker 8. */
function nameOfSticker(i) {
  return 'URFDLB'[Math.floor(i / 9)] + ((i % 9) + 1);
}

/** The colours of a piece in the solved cube ("white-red"), from its name (its faces). */
function homeColours(piece, nameOf) {
  return piece.split('').map(nameOf).join('-');
}

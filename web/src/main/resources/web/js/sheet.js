// The printable step sheet: the cube, how to hold it, and each stage with a small net (with the stickers' letters
// when they are shown, so that it reads in black and white) and its numbered moves.
import { NetView } from './net.js';
import { colorOf, letterOption, holdInstruction } from './colours.js';
import { guide, total, titleOf } from './guide-state.js';

const $ = id => document.getElementById(id);

export function buildSheet() {
  const sheet = $('sheet');
  sheet.innerHTML = '';
  if (!guide.active) return;
  const h = document.createElement('h2');
  h.textContent = 'cubeguide step sheet';
  const facts = document.createElement('p');
  const input = guide.input.scramble !== undefined ? `Scramble: ${guide.input.scramble || '(none)'}` : `Stickers: ${guide.input.facelets}`;
  const made = guide.target ? ` · makes the ${guide.targetTitle.toLowerCase()} pattern` : '';
  facts.textContent = `${input} · solver: ${titleOf(guide.choice)}${made} · ${total()} moves. ${holdInstruction(guide.start)}`;
  sheet.append(h, facts);
  const parts = guide.stages.length ? guide.stages
    : chunk(total(), 10).map(([start, end]) => ({ name: `Moves ${start + 1}–${end}`, explanation: '', start, end }));
  const grid = document.createElement('div');
  grid.className = 'sheet-grid';
  const letterOf = letterOption();
  for (const part of parts) {
    const card = document.createElement('div');
    card.className = 'sheet-card';
    const small = new NetView({ cell: 9, title: `The cube before: ${part.name}` });
    small.paint(guide.states[part.start], colorOf, { letterOf });
    const title = document.createElement('h3');
    title.textContent = part.name;
    const list = document.createElement('ol');
    list.start = part.start + 1;
    for (let i = part.start; i < part.end; i++) {
      const li = document.createElement('li');
      li.textContent = guide.moves[i].text;
      list.appendChild(li);
    }
    card.append(title, small.svg);
    if (part.explanation) {
      const p = document.createElement('p');
      p.textContent = part.explanation;
      card.appendChild(p);
    }
    card.appendChild(list);
    grid.appendChild(card);
  }
  const done = document.createElement('div');
  done.className = 'sheet-card';
  const doneNet = new NetView({ cell: 9, title: guide.target ? 'The pattern' : 'The solved cube' });
  doneNet.paint(guide.states[total()], colorOf, { letterOf });
  const doneTitle = document.createElement('h3');
  doneTitle.textContent = guide.target ? 'Pattern made!' : 'Solved! Congratulations.';
  done.append(doneTitle, doneNet.svg);
  grid.appendChild(done);
  sheet.appendChild(grid);
}

function chunk(count, size) {
  const parts = [];
  for (let s = 0; s < count; s += size) parts.push([s, Math.min(count, s + size)]);
  return parts;
}

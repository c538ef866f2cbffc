// The page's messages: one message at a time in the input panel (so an error appears once), a note with an action
// in the guide's step bar (where the person following the guide is looking, on a phone too), and short toasts. A
// message belongs to the cube it was about: entering another cube, choosing another tab or solver clears both
// (clearMessages).
import { sentence } from './words.js';

const $ = id => document.getElementById(id);

/** Shows an error ({code, message}) or a note (kind 'info'); server codes get a small tag. */
export function showMessage(error, kind = 'error') {
  const box = $('message');
  box.hidden = false;
  box.className = 'message ' + kind;
  let text = error.message || String(error);
  if (error.code === 'BUSY') text = 'The server is busy solving other cubes. Please press Solve again in a moment.';
  else if (error.code === 'INTERNAL') {
    text = 'Something went wrong on the server while solving. Nothing was changed; please try again or choose another solver.';
  } else if (error.code === 'TIMEOUT') {
    text = sentence(text) + ' Try the fast solver, which answers at once.';
  }
  box.innerHTML = '';
  if (error.code && error.code !== 'NETWORK' && !error.code.startsWith('HTTP_') && kind === 'error') {
    const code = document.createElement('span');
    code.className = 'code';
    code.textContent = error.code;
    box.appendChild(code);
  }
  box.append(sentence(text));
  box.dataset.code = error.code || '';
}

export function hideMessage() {
  $('message').hidden = true;
}

/**
 * Shows a note about the guide in its step bar, with a button that offers another way on ({label, run}) when given;
 * the button's press runs it.
 */
export function showGuideNote(text, action = null) {
  const box = $('guide-note');
  box.hidden = false;
  box.innerHTML = '';
  box.append(sentence(text));
  if (action) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'secondary small';
    button.id = action.id || '';
    button.textContent = action.label;
    button.addEventListener('click', action.run);
    box.append(' ', button);
  }
}

export function hideGuideNote() {
  $('guide-note').hidden = true;
}

/** Clears the messages about the cube shown before: another cube, tab or solver was chosen. */
export function clearMessages() {
  hideMessage();
  hideGuideNote();
}

export function toast(text) {
  let box = document.querySelector('.toast');
  if (!box) {
    box = document.createElement('div');
    box.className = 'toast';
    box.setAttribute('role', 'status');
    document.body.appendChild(box);
  }
  box.textContent = text;
  box.classList.add('shown');
  clearTimeout(box.timer);
  box.timer = setTimeout(() => box.classList.remove('shown'), 2600);
}

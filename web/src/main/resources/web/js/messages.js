// The page's message box (one message at a time, so an error appears once) and short toasts.
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

// A classic script, run only by browsers that cannot load the page's modules at all: it says so instead of leaving
// a page that does nothing.
document.addEventListener('DOMContentLoaded', function () {
  var box = document.getElementById('message');
  box.hidden = false;
  box.className = 'message error';
  box.textContent = 'This browser is too old to run the cube guide. Please open this page in an up-to-date Chrome, '
    + 'Edge, Firefox or Safari.';
  document.getElementById('solve').disabled = true;
});

// Picks light or dark before the first paint (issue 39), so a prerendered page never flashes the
// other scheme: the choice saved on this device ('stride-appearance': system, light or dark), else
// the system's. A file rather than inline, as the Content-Security-Policy allows no inline script.
// Keep the key and attribute in step with apps/web/src/lib/appearance/appearance.ts.
(function () {
  var mode = 'system';
  try {
    mode = localStorage.getItem('stride-appearance') || 'system';
  } catch {
    // Storage refused (a locked-down browser): follow the system.
  }
  var dark = mode === 'dark' || (mode !== 'light' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-color-scheme', dark ? 'dark' : 'light');
})();

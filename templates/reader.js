/*
 * What a reader does on any page besides searching (search.js): choose the
 * colour scheme, and copy a code block.
 *
 * The scheme is `auto` (the system's, `prefers-color-scheme`), `light` or
 * `dark`, kept in localStorage under `coursec-theme`, so every page of the site
 * opens in it; the script in each page's <head> applies it before the page is
 * drawn (html's data-mode is the choice, data-theme the scheme shown, which
 * site.css styles). The words come from the page (`#reader_words`), in its
 * language. Kept apart from search.js: a search loads search.js, not this.
 */
(function () {
  'use strict';

  var KEY = 'coursec-theme';
  var MODES = ['auto', 'light', 'dark'];
  var root = document.documentElement;

  function word(key) {
    var node = document.getElementById('word_' + key);
    return node ? node.textContent : '';
  }

  function systemScheme() {
    return window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }

  function apply(mode) {
    root.setAttribute('data-mode', mode);
    root.setAttribute('data-theme', mode === 'auto' ? systemScheme() : mode);
  }

  function themeSwitch() {
    var button = document.getElementById('theme_switch');
    var name = document.getElementById('theme_name');
    if (!button || !name) { return; }
    var label = name.textContent;
    function mode() {
      var m = root.getAttribute('data-mode');
      return MODES.indexOf(m) === -1 ? 'auto' : m;
    }
    function describe() {
      name.textContent = label + ': ' + word('theme_' + mode());
      button.title = name.textContent;
    }
    button.addEventListener('click', function () {
      var next = MODES[(MODES.indexOf(mode()) + 1) % MODES.length];
      apply(next);
      try { localStorage.setItem(KEY, next); } catch (e) { /* storage refused: this page only */ }
      describe();
    });
    // `auto` follows the system as it changes, and another tab's choice follows too.
    if (window.matchMedia) {
      var query = window.matchMedia('(prefers-color-scheme: dark)');
      var follow = function () { if (mode() === 'auto') { apply('auto'); } };
      if (query.addEventListener) { query.addEventListener('change', follow); } else if (query.addListener) { query.addListener(follow); }
    }
    window.addEventListener('storage', function (event) {
      if (event.key === KEY) { apply(MODES.indexOf(event.newValue) === -1 ? 'auto' : event.newValue); describe(); }
    });
    if (!root.getAttribute('data-mode')) { apply('auto'); }
    describe();
  }

  /* The code of a block as written: line numbers are drawn by site.css, not text. */
  function codeOf(block) {
    var code = block.querySelector('pre.code code');
    return code ? code.textContent : '';
  }

  /* Clipboard API where the browser gives it (https, localhost, file:// in
     Chromium); else a selected textarea and execCommand; else the code is left
     selected and the status says to copy it by hand. */
  function copy(text, done) {
    function legacy() {
      var area = document.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.top = '-1000px';
      document.body.appendChild(area);
      area.select();
      var copied = false;
      try { copied = document.execCommand('copy'); } catch (e) { copied = false; }
      document.body.removeChild(area);
      done(copied);
    }
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(function () { done(true); }, legacy);
    } else {
      legacy();
    }
  }

  function copyButtons() {
    var status = document.createElement('p');
    status.className = 'visually-hidden';
    status.id = 'copy_status';
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');
    document.body.appendChild(status);
    var blocks = document.querySelectorAll('.snippet, .code-block');
    Array.prototype.forEach.call(blocks, function (block) {
      var button = document.createElement('button');
      button.type = 'button';
      button.className = 'copy-code';
      button.textContent = word('copy');
      button.addEventListener('click', function () {
        copy(codeOf(block), function (copied) {
          if (!copied) {
            var range = document.createRange();
            range.selectNodeContents(block.querySelector('pre.code code'));
            var selection = window.getSelection();
            selection.removeAllRanges();
            selection.addRange(range);
          }
          var said = word(copied ? 'copied' : 'copy_by_hand');
          // Emptied first, so the same words said twice are announced twice.
          status.textContent = '';
          setTimeout(function () { status.textContent = said; }, 30);
          button.textContent = said;
          setTimeout(function () { button.textContent = word('copy'); }, 2000);
        });
      });
      // A block without a caption bar gets one, holding the button alone, so that
      // the button covers no code.
      var head = block.querySelector('.snippet-head');
      if (!head) {
        head = document.createElement('div');
        head.className = 'snippet-head';
        block.insertBefore(head, block.firstChild);
      }
      head.appendChild(button);
    });
  }

  /* The course's lessons beside the page: the current one is named so, and the
     list named by its course; the trail and the contents named too (search.js
     gives them the navigation role; several such landmarks need names apart).
     Here, not in search.js: a search loads search.js alone. */
  function navigations() {
    var trail = document.querySelector('.trail');
    if (trail) { trail.setAttribute('aria-label', word('trail')); }
    // site.json's pages under every page: the page's footer landmark.
    var footer = document.querySelector('.site-footer');
    if (footer) { footer.setAttribute('role', 'contentinfo'); }
    var list = document.querySelector('.course-lessons');
    if (list) {
      var current = list.querySelector('a.current-lesson');
      if (current) { current.setAttribute('aria-current', 'page'); }
      var title = list.querySelector('.toc-title');
      if (title) { list.setAttribute('aria-label', title.textContent); }
    }
    var contents = document.querySelector('.toc:not(.course-lessons) .toc-title');
    if (contents) { contents.parentNode.setAttribute('aria-label', contents.textContent); }
    var languages = document.querySelector('.languages-label');
    if (languages) { languages.parentNode.setAttribute('aria-label', languages.textContent); }
  }

  /* A code panel that scrolls sideways can be scrolled with the keyboard: it is a
     tab stop while its code is wider than it (tabindex is the script's, the XHTML 1.0
     DTD allows it on links and controls only). */
  function scrollableCode() {
    var panels = document.querySelectorAll('pre.code');
    function mark() {
      Array.prototype.forEach.call(panels, function (pre) {
        if (pre.scrollWidth > pre.clientWidth + 1) { pre.setAttribute('tabindex', '0'); } else { pre.removeAttribute('tabindex'); }
      });
    }
    mark();
    window.addEventListener('resize', mark);
  }

  function start() { themeSwitch(); copyButtons(); navigations(); scrollableCode(); }
  if (document.readyState === 'loading') { document.addEventListener('DOMContentLoaded', start); } else { start(); }
})();

/*
 * Offline search for coursec sites. The index is search-index.js, a script
 * that assigns COURSEC_SEARCH_INDEX (fetch() of a JSON file is refused for
 * pages opened from file://).
 *
 * The query is cut into terms exactly as coursec cut the text at build time
 * (Sources/SiteRendering/Search/SearchText.swift): NFKC, lower case by the
 * language's rules (Turkish: I -> ı, İ -> i), then folded for matching (ı -> i,
 * Latin letters without accents: ö -> o, ş -> s), words of spaced scripts as
 * terms, and neighbouring-character pairs (bigrams) for Japanese, Chinese and
 * Korean, which put no spaces between words.
 */
(function (global) {
  'use strict';

  var CJK = /[\u3005\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/;
  var WORD = /[\p{L}\p{M}\p{N}]/u;

  function usesTurkishCasing(lang) {
    var base = String(lang || '').split('-')[0];
    return base === 'tr' || base === 'az';
  }

  var LATIN = /[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u1e00-\u1eff]/;
  var ACCENT = /[\u0300-\u036f]/;

  /* Results listed at most; the list says how many more there are. */
  var LIMIT = 20;

  var KANA = /[\u3041-\u30ff]/;

  /* ı to i and Latin letters without their accents (ö to o, ş to s), so
     uikit finds UIKit on a Turkish page (uıkıt) and koordinator koordinatör;
     the prolonged sound mark ー dropped after kana, so コーディネーター and
     コーディネータ find each other (half-width ｰ is ー after NFKC). */
  function fold(text) {
    var chars = Array.from(text.replace(/\u0131/g, 'i').normalize('NFD'));
    var out = '';
    var afterLatin = false;
    var afterKana = false;
    for (var i = 0; i < chars.length; i++) {
      if (afterLatin && ACCENT.test(chars[i])) { continue; }
      if (afterKana && chars[i] === '\u30fc') { continue; }
      afterLatin = LATIN.test(chars[i]);
      afterKana = KANA.test(chars[i]);
      out += chars[i];
    }
    return out.normalize('NFC');
  }

  function normalize(text, lang) {
    var s = String(text).normalize('NFKC');
    if (usesTurkishCasing(lang)) {
      s = s.replace(/\u0130/g, 'i').replace(/I/g, '\u0131');
    }
    return fold(s.toLowerCase());
  }

  function terms(text, lang) {
    var result = [];
    var seen = {};
    var word = '';
    var run = [];
    function add(term) {
      if (!Object.prototype.hasOwnProperty.call(seen, term)) { seen[term] = true; result.push(term); }
    }
    function flush() {
      if (word) { add(word); }
      word = '';
      if (run.length === 1) { add(run[0]); }
      for (var i = 0; i + 1 < run.length; i++) { add(run[i] + run[i + 1]); }
      run = [];
    }
    var chars = Array.from(normalize(text, lang));
    for (var i = 0; i < chars.length; i++) {
      var c = chars[i];
      if (CJK.test(c)) {
        if (word) { flush(); }
        run.push(c);
      } else if (WORD.test(c)) {
        if (run.length) { flush(); }
        word += c;
      } else {
        flush();
      }
    }
    flush();
    return result;
  }

  /* Entry numbers holding a query term: a bigram or word exactly, a word also
     as the start of a longer word (Turkish adds suffixes: koordinatörü), a
     single CJK character inside any bigram. */
  function entriesFor(term, table) {
    var found = {};
    var single = Array.from(term).length === 1 && CJK.test(term);
    var isWord = !CJK.test(term);
    for (var key in table) {
      if (!Object.prototype.hasOwnProperty.call(table, key)) { continue; }
      var hit = key === term || (isWord && key.indexOf(term) === 0) || (single && key.indexOf(term) !== -1);
      if (hit) {
        var list = table[key];
        for (var i = 0; i < list.length; i++) { found[list[i]] = true; }
      }
    }
    return found;
  }

  /* Results for `query`: entries of the page's language first, then of the
     other languages, each holding every term of the query. */
  function search(index, query, pageLang) {
    var results = [];
    if (!index || !String(query).trim()) { return results; }
    var langs = Object.keys(index.terms).sort(function (a, b) {
      return (a === pageLang ? 0 : 1) - (b === pageLang ? 0 : 1) || (a < b ? -1 : a > b ? 1 : 0);
    });
    for (var l = 0; l < langs.length; l++) {
      var lang = langs[l];
      var queryTerms = terms(query, lang);
      if (!queryTerms.length) { continue; }
      var matches = null;
      for (var t = 0; t < queryTerms.length; t++) {
        var found = entriesFor(queryTerms[t], index.terms[lang]);
        if (matches === null) { matches = found; continue; }
        var kept = {};
        for (var n in matches) { if (found[n]) { kept[n] = true; } }
        matches = kept;
      }
      var numbers = Object.keys(matches || {}).map(Number).sort(function (a, b) { return a - b; });
      for (var i = 0; i < numbers.length; i++) { results.push(index.pages[numbers[i]]); }
    }
    return results;
  }

  /* What the result list shows: the first `limit` results, those in another
     language than the page's marked `foreign` (the list labels them with
     their language), and how many were left out, so the cut is never silent. */
  function present(results, pageLang, limit) {
    var shown = [];
    for (var i = 0; i < results.length && i < limit; i++) {
      var r = results[i];
      shown.push({ url: r.url, title: r.title, section: r.section, lang: r.lang, foreign: r.lang !== pageLang });
    }
    return { shown: shown, more: Math.max(0, results.length - limit) };
  }

  /* The site root as seen from this page: where search-index.js was loaded from. */
  function siteRoot(doc) {
    var scripts = doc.getElementsByTagName('script');
    for (var i = 0; i < scripts.length; i++) {
      var src = scripts[i].getAttribute('src') || '';
      var at = src.indexOf('search-index.js');
      if (at !== -1) { return src.substring(0, at); }
    }
    return '';
  }

  function attach(doc) {
    var input = doc.getElementById('search_query');
    var box = doc.getElementById('search_results');
    var empty = doc.getElementById('search_empty');
    var form = doc.getElementById('site_search');
    if (!input || !box || !form) { return; }
    // XHTML 1.0 has no placeholder attribute; the script may still set it.
    var label = doc.querySelector ? doc.querySelector('label[for="search_query"]') : null;
    if (label && input.setAttribute) { input.setAttribute('placeholder', label.textContent + '…'); }
    var root = siteRoot(doc);
    var lang = doc.documentElement.getAttribute('lang');
    function show() {
      var list = doc.getElementById('search_list');
      if (list) { box.removeChild(list); }
      var query = input.value;
      if (!query.trim()) { box.className = 'search-results'; return; }
      var presented = present(search(global.COURSEC_SEARCH_INDEX, query, lang), lang, LIMIT);
      var results = presented.shown;
      box.className = 'search-results open' + (results.length ? '' : ' none');
      if (!results.length) { return; }
      list = doc.createElement('ul');
      list.id = 'search_list';
      for (var i = 0; i < results.length; i++) {
        var item = doc.createElement('li');
        var link = doc.createElement('a');
        link.href = root + results[i].url;
        link.setAttribute('hreflang', results[i].lang);
        // The section the words are in, then the lesson it belongs to.
        var title = doc.createElement('span');
        title.className = 'result-title';
        title.appendChild(doc.createTextNode(results[i].section || results[i].title));
        link.appendChild(title);
        if (results[i].section) {
          var lesson = doc.createElement('span');
          lesson.className = 'result-lesson';
          lesson.appendChild(doc.createTextNode(results[i].title));
          link.appendChild(lesson);
        }
        // The page writes each language's name in its own words (page.xsl, #search_lang_<code>).
        var name = results[i].foreign ? doc.getElementById('search_lang_' + results[i].lang) : null;
        if (name) {
          // The result's words are in its language; the label is in the page's.
          title.setAttribute('lang', results[i].lang);
          var label = doc.createElement('span');
          label.setAttribute('lang', lang);
          label.className = 'result-language';
          label.appendChild(doc.createTextNode(name.textContent));
          title.appendChild(doc.createTextNode(' '));
          title.appendChild(label);
        }
        item.appendChild(link);
        list.appendChild(item);
      }
      var more = doc.getElementById('search_more');
      if (presented.more > 0 && more) {
        var rest = doc.createElement('li');
        rest.className = 'search-more';
        rest.appendChild(doc.createTextNode(more.textContent.replace('{n}', String(presented.more))));
        list.appendChild(rest);
      }
      box.insertBefore(list, empty);
    }
    input.addEventListener('input', show);
    form.addEventListener('submit', function (event) { event.preventDefault(); show(); });
    var params = /[?&]q=([^&]*)/.exec(global.location ? global.location.search : '');
    if (params) { input.value = decodeURIComponent(params[1].replace(/\+/g, ' ')); show(); }
  }

  var api = { normalize: normalize, terms: terms, search: search, present: present };
  if (typeof module !== 'undefined' && module.exports) { module.exports = api; }
  global.CoursecSearch = api;
  if (typeof document !== 'undefined') {
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', function () { attach(document); });
    } else {
      attach(document);
    }
  }
})(typeof window !== 'undefined' ? window : globalThis);

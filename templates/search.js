/*
 * Search for coursec sites, over Pagefind's bundles (pagefind/<lang>/, one per
 * language, written by `coursec build`; docs/site.md says why Pagefind and how
 * it is fed).
 *
 * Each language's index is cut into chunks that are fetched only when a query
 * needs them, so a query loads a few small files whatever the size of the
 * course. This script is loaded with `defer` and fetches nothing until the
 * reader types a query.
 *
 * Browsers refuse those fetches for a page opened from file://; the box then
 * says to use `coursec serve` or any web server.
 */
(function (global) {
  'use strict';

  /* Results listed at most; the list says how many more there are. */
  var LIMIT = 20;
  /* Sections of one lesson listed at most: the others are below them in rank. */
  var SECTIONS_PER_PAGE = 3;

  function score(sub) {
    var total = 0;
    var locations = sub.weighted_locations || [];
    for (var i = 0; i < locations.length; i++) { total += locations[i].balanced_score; }
    return total;
  }

  /* The spelling a query is searched in. Japanese writes one katakana word
     with or without its closing long-vowel mark (コーディネーター, コーディネータ),
     and full-width or half-width; NFKC folds the widths, and the closing ー is
     dropped: Pagefind matches a query word as a prefix, so the shorter spelling
     finds both. (Pagefind #1237: its segmenter does not fold these.) */
  function normalizedQuery(query) {
    var text = String(query);
    if (text.normalize) { text = text.normalize('NFKC'); }
    return text.replace(/([\u30A1-\u30FA\u30FD-\u30FF])\u30FC+(?![\u30A1-\u30FC])/g, '$1');
  }

  /* The longest run of Japanese script in a query, or ''. */
  function japaneseRun(query) {
    var runs = String(query).match(/[\u3040-\u30FF\u31F0-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uFF66-\uFF9F]+/g) || [];
    return runs.reduce(function (longest, run) { return run.length > longest.length ? run : longest; }, '');
  }

  /* Pagefind's results for a query, and the word each result's text must hold.
     Pagefind's Japanese segmenter can cut a word of the query where it did not
     cut it in the pages (クロージャ finds nothing, クロージ finds the Closures
     chapter: Pagefind #1237). A Japanese word that finds nothing is asked again
     shortened one character at a time, and only the pages whose text holds the
     whole word are kept. */
  function searchFor(pagefind, query) {
    return pagefind.search(query).then(function (search) {
      var results = (search && search.results) || [];
      var word = japaneseRun(query);
      if (results.length || word.length < 3) { return { results: results, mustHold: '' }; }
      function shorter(length) {
        if (length < 2) { return { results: [], mustHold: '' }; }
        return pagefind.search(query.replace(word, word.substring(0, length))).then(function (again) {
          var found = (again && again.results) || [];
          return found.length ? { results: found, mustHold: word } : shorter(length - 1);
        });
      }
      return shorter(word.length - 1);
    });
  }

  function anchorOf(url) {
    var at = String(url).indexOf('#');
    return at === -1 ? '' : decodeURIComponent(String(url).substring(at + 1));
  }

  /* One page's result as entries of the list: its best sections, best first.
     `page` (a site path) is where the words are published; a result's own url
     may be an unpublished source (untranslated text is indexed apart). */
  function entriesOf(data, pageLang) {
    var meta = data.meta || {};
    var lang = meta.lang || pageLang;
    var subs = (data.sub_results && data.sub_results.length) ? data.sub_results.slice() : [data];
    var ranked = subs.map(function (sub, order) { return { sub: sub, score: score(sub), order: order }; });
    ranked.sort(function (a, b) { return b.score - a.score || a.order - b.order; });
    var entries = [];
    for (var i = 0; i < ranked.length && entries.length < SECTIONS_PER_PAGE; i++) {
      var sub = ranked[i].sub;
      if (entries.length && ranked[i].score <= 0) { break; }
      var anchor = anchorOf(sub.url);
      entries.push({
        url: (meta.page || data.url) + (anchor ? '#' + anchor : ''),
        lesson: meta.lesson || meta.title || '',
        section: anchor && sub.title !== meta.lesson ? sub.title : '',
        excerpt: sub.excerpt || data.excerpt || '',
        lang: lang,
        foreign: lang !== pageLang
      });
    }
    return entries;
  }

  /* The language of the bundle a result comes from, by its id, or null. */
  function bundleLanguageOf(id) {
    var match = /^([A-Za-z]{2,3}(?:-[A-Za-z0-9]+)*)_[0-9a-f]+$/.exec(String(id));
    return match ? match[1] : null;
  }

  /* Results for `query` from a Pagefind instance (its indexes of the page's
     language and of the others merged in): the page's language first, each
     in Pagefind's rank (titles and headings above prose, prose above code),
     then the other languages, labelled. `more` counts what was left out. */
  function run(pagefind, query, pageLang, limit, lessonsFirst) {
    limit = limit || LIMIT;
    if (!String(query).trim()) { return Promise.resolve({ shown: [], more: 0 }); }
    return searchFor(pagefind, normalizedQuery(query)).then(function (found) {
      var results = found.results;
      // Merged languages share one ranking. Pagefind names each page by its
      // bundle's language (`tr_1a2b3c4`): the page language's pages are read
      // first, then the others in rank, `limit` pages in all (one small fragment
      // each). Ids without a language: twice the limit, in rank, so that the
      // page's language can still be listed first.
      var languages = results.map(function (r) { return bundleLanguageOf(r.id); });
      var read = languages.indexOf(null) === -1
        ? results.filter(function (r, i) { return languages[i] === pageLang; })
          .concat(results.filter(function (r, i) { return languages[i] !== pageLang; })).slice(0, limit)
        : results.slice(0, 2 * limit);
      return Promise.all(read.map(function (r) { return r.data(); })).then(function (datas) {
        if (found.mustHold) {
          datas = datas.filter(function (data) { return String(data.content || '').normalize('NFKC').indexOf(found.mustHold) !== -1; });
        }
        var own = [];
        var other = [];
        for (var i = 0; i < datas.length; i++) {
          var entries = entriesOf(datas[i], pageLang);
          var bucket = entries.length && entries[0].foreign ? other : own;
          bucket.push.apply(bucket, entries);
        }
        // Read from a lesson, the reader looks for lessons: the glossary's
        // entries come after the lessons' sections of the same language.
        if (lessonsFirst) {
          var isGlossary = function (entry) { return /^glossary\//.test(entry.url); };
          own = own.filter(function (e) { return !isGlossary(e); }).concat(own.filter(isGlossary));
        }
        // A section indexed twice (a heading beside untranslated text) is listed once.
        var seen = {};
        var all = own.concat(other).filter(function (entry) {
          if (seen[entry.url]) { return false; }
          seen[entry.url] = true;
          return true;
        });
        var shown = all.slice(0, limit);
        var morePages = Math.max(0, results.length - read.length);
        return { shown: shown, more: morePages + (all.length - shown.length) };
      });
    });
  }

  /* Pagefind's excerpt is escaped text with <mark> around the matched words:
     the parts, to be put into the page as text, never as markup. */
  function excerptParts(excerpt) {
    var parts = [];
    var pattern = /<mark>([\s\S]*?)<\/mark>/g;
    var last = 0;
    var match;
    function text(s) {
      return s.replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"')
        .replace(/&#39;|&#x27;/g, "'").replace(/&amp;/g, '&');
    }
    while ((match = pattern.exec(excerpt)) !== null) {
      if (match.index > last) { parts.push({ text: text(excerpt.substring(last, match.index)), mark: false }); }
      parts.push({ text: text(match[1]), mark: true });
      last = pattern.lastIndex;
    }
    if (last < excerpt.length) { parts.push({ text: text(excerpt.substring(last)), mark: false }); }
    return parts.filter(function (p) { return p.text.length > 0; });
  }

  /* The site root as seen from this page: where search.js was loaded from. */
  function siteRoot(doc) {
    var scripts = doc.getElementsByTagName('script');
    for (var i = 0; i < scripts.length; i++) {
      var src = scripts[i].getAttribute('src') || '';
      var at = src.indexOf('search.js');
      if (at !== -1) { return src.substring(0, at); }
    }
    return '';
  }

  /* Below this many results in the page's language, the other languages'
     bundles are merged in (each costs its own WebAssembly and chunks, so a
     query answered in the page's language loads only that language's). */
  var FEW = 5;

  /* Each language has a bundle of its own, pagefind/<code>/ under the site root,
     and may have more slices of it below: pagefind/<code>/<slice>/, which
     pagefind/slices.json names (coursec re-indexes only the slice of a changed
     lesson). A merged slice uses the first one's WebAssembly. */
  function bundleOf(site, code) {
    return site + 'pagefind/' + encodeURIComponent(code) + '/';
  }

  function bundlesOf(site, code, slices) {
    return [bundleOf(site, code)].concat((slices[code] || []).map(function (name) {
      return bundleOf(site, code) + encodeURIComponent(name) + '/';
    }));
  }

  /* Pagefind over the bundle of `lang`, its other slices merged in before the
     first search. `widen` merges the other languages' bundles in, once.
     `site`: the site root's URL. `slices`: pagefind/slices.json. */
  function searcher(pagefind, site, lang, languages, slices) {
    slices = slices || {};
    function mergeAll(codes, skipFirst) {
      return Promise.all([].concat.apply([], codes.map(function (code) {
        return bundlesOf(site, code, slices).slice(skipFirst ? 1 : 0).map(function (bundle) {
          return pagefind.mergeIndex(bundle, { language: code });
        });
      })));
    }
    var own = null;
    var merged = null;
    function whole() {
      if (!own) { own = mergeAll([lang], true); }
      return own;
    }
    function widen() {
      if (!merged) { merged = mergeAll(languages.filter(function (code) { return code !== lang; }), false); }
      return merged;
    }
    return {
      search: function (query) {
        return whole().then(function () { return pagefind.search(query); }).then(function (search) {
          if (merged || !languages.length || (search && search.results.length >= FEW)) { return search; }
          return widen().then(function () { return pagefind.search(query); });
        });
      }
    };
  }

  /* pagefind/slices.json, or no slices (a site built before them). */
  function slicesOf(site) {
    return fetch(site + 'pagefind/slices.json').then(function (response) {
      return response.ok === false ? {} : response.json();
    }).then(function (slices) { return slices || {}; }, function () { return {}; });
  }

  /* The language whose bundle a page searches first: its own, which every
     language the page lists has. A page in another language (the English home
     page of a site without English lessons) searches the language with the
     most pages, ties to the first by code, as Pagefind chose when all the
     languages were in one bundle; pagefind/languages.json has the counts. */
  function primaryLanguage(site, lang, languages) {
    if (languages.indexOf(lang) !== -1 || !languages.length) { return Promise.resolve(lang); }
    return fetch(site + 'pagefind/languages.json').then(function (response) { return response.json(); }).then(function (counts) {
      var best = null;
      Object.keys(counts).sort().forEach(function (code) {
        if (best === null || counts[code] > counts[best]) { best = code; }
      });
      return best === null ? lang : best;
    });
  }

  /* `site`: the site root's URL. `importer` loads an ES module (a test harness
     passes its own, to see what is loaded). */
  function load(site, lang, languages, importer) {
    importer = importer || function (url) { return import(url); };
    return Promise.all([primaryLanguage(site, lang, languages), slicesOf(site)]).then(function (chosen) {
      var primary = chosen[0];
      var base = bundleOf(site, primary);
      return importer(base + 'pagefind.js').then(function (pagefind) {
        return Promise.resolve(pagefind.options({ basePath: base })).then(function () {
          return pagefind.init();
        }).then(function () { return searcher(pagefind, site, primary, languages, chosen[1]); });
      });
    });
  }

  function word(doc, id) {
    var node = doc.getElementById(id);
    return node ? node.textContent : '';
  }

  function attach(doc) {
    var input = doc.getElementById('search_query');
    var box = doc.getElementById('search_results');
    var form = doc.getElementById('site_search');
    var status = doc.getElementById('search_status');
    if (!input || !box || !form || !status) { return; }
    // XHTML 1.0 has no placeholder attribute; the script may still set it.
    input.setAttribute('placeholder', word(doc, 'search_label') + ' (/)');
    input.setAttribute('autocomplete', 'off');
    var root = siteRoot(doc);
    var lang = doc.documentElement.getAttribute('lang');
    var languages = [];
    var labels = doc.querySelectorAll('[id^="search_lang_"]');
    for (var l = 0; l < labels.length; l++) { languages.push(labels[l].id.substring('search_lang_'.length)); }
    var loading = null;
    var active = -1;
    var latest = 0;

    function say(id) {
      // A copy of the page's words, commands (<code>) included.
      while (status.firstChild) { status.removeChild(status.firstChild); }
      var source = id ? doc.getElementById(id) : null;
      if (source) {
        for (var c = source.firstChild; c; c = c.nextSibling) { status.appendChild(c.cloneNode(true)); }
      }
      status.style.display = source ? 'block' : 'none';
    }
    function close() {
      box.className = 'search-results';
      active = -1;
    }
    function links() { return box.querySelectorAll('#search_list a'); }
    function highlight(index, byPointer) {
      var all = links();
      if (!all.length) { return; }
      active = (index + all.length) % all.length;
      for (var i = 0; i < all.length; i++) { all[i].className = i === active ? 'active' : ''; }
      if (!byPointer) { all[active].scrollIntoView({ block: 'nearest' }); }
    }
    // Enter pressed before the results of what was typed are listed: the first
    // of them opens once they are.
    var enterPending = null;
    function open(index) {
      var all = links();
      if (all.length) { global.location.href = all[index >= 0 ? index : 0].href; }
    }
    function place() {
      // The list lies over the page under the search box; the page does not move.
      var rect = form.getBoundingClientRect();
      box.style.top = (rect.bottom + 6) + 'px';
    }
    function render(presented) {
      var list = doc.getElementById('search_list');
      if (list) { list.parentNode.removeChild(list); }
      active = -1;
      place();
      box.className = 'search-results open';
      if (!presented.shown.length) { say('search_empty_word'); return; }
      say('');
      list = doc.createElement('ul');
      list.id = 'search_list';
      presented.shown.forEach(function (result) {
        var item = doc.createElement('li');
        var link = doc.createElement('a');
        link.href = root + result.url;
        link.setAttribute('hreflang', result.lang);
        var where = doc.createElement('span');
        where.className = 'result-title';
        where.setAttribute('lang', result.lang);
        where.appendChild(doc.createTextNode(result.lesson));
        if (result.section) {
          var section = doc.createElement('span');
          section.className = 'result-section';
          section.appendChild(doc.createTextNode(' › ' + result.section));
          where.appendChild(section);
        }
        link.appendChild(where);
        if (result.foreign) {
          // The result's words are in its language; the label is in the page's.
          var label = doc.createElement('span');
          label.className = 'result-language';
          label.setAttribute('lang', lang);
          label.appendChild(doc.createTextNode(' ' + word(doc, 'search_lang_' + result.lang)));
          where.appendChild(label);
        }
        var excerpt = doc.createElement('span');
        excerpt.className = 'result-excerpt';
        excerpt.setAttribute('lang', result.lang);
        excerptParts(result.excerpt).forEach(function (part) {
          if (part.mark) {
            var mark = doc.createElement('strong');
            mark.className = 'match';
            mark.appendChild(doc.createTextNode(part.text));
            excerpt.appendChild(mark);
          } else {
            excerpt.appendChild(doc.createTextNode(part.text));
          }
        });
        link.appendChild(excerpt);
        // The row under the pointer is the selected one: one row looks selected.
        (function (index) {
          link.addEventListener('mousemove', function () { if (active !== index) { highlight(index, true); } });
        })(list.childNodes.length);
        item.appendChild(link);
        list.appendChild(item);
      });
      if (presented.more > 0) {
        var rest = doc.createElement('li');
        rest.className = 'search-more';
        rest.appendChild(doc.createTextNode(word(doc, 'search_more').replace('{n}', String(presented.more))));
        list.appendChild(rest);
      }
      box.appendChild(list);
      if (enterPending !== null && enterPending === input.value) { enterPending = null; open(0); }
    }
    function show() {
      var query = input.value;
      if (!query.trim()) { close(); return; }
      place();
      if (global.location.protocol === 'file:') {
        box.className = 'search-results open';
        say('search_offline');
        return;
      }
      var ticket = ++latest;
      if (!loading) { loading = load(new URL(root || './', global.location.href).href, lang, languages); }
      loading.then(function (pagefind) {
        return run(pagefind, query, lang, LIMIT, /\bpage-lesson\b/.test(doc.body.className));
      }).then(function (presented) {
        if (ticket === latest) { render(presented); }
      }, function () {
        loading = null;
        box.className = 'search-results open';
        say('search_failed');
      });
    }
    var timer = null;
    input.addEventListener('input', function () {
      clearTimeout(timer);
      enterPending = null;
      timer = setTimeout(function () { timer = null; show(); }, 120);
    });
    input.addEventListener('keydown', function (event) {
      if (event.key === 'ArrowDown') { event.preventDefault(); highlight(active + 1); }
      else if (event.key === 'ArrowUp') { event.preventDefault(); highlight(active - 1); }
      else if (event.key === 'Escape') { close(); input.blur(); }
      else if (event.key === 'Enter') {
        event.preventDefault();
        // Results on the list are of the query typed unless a newer one is pending.
        if (links().length && !timer) { open(active); }
        else { enterPending = input.value; clearTimeout(timer); timer = null; show(); }
      }
    });
    form.addEventListener('submit', function (event) { event.preventDefault(); show(); });
    doc.addEventListener('keydown', function (event) {
      var target = event.target || {};
      var typing = /^(INPUT|TEXTAREA|SELECT)$/i.test(target.tagName || '') || target.isContentEditable;
      if (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        input.focus();
        input.select();
      }
    });
    doc.addEventListener('click', function (event) {
      if (!box.contains(event.target) && !form.contains(event.target)) { close(); }
    });
    global.addEventListener('resize', function () { if (box.className.indexOf('open') !== -1) { place(); } });
    var params = /[?&]q=([^&]*)/.exec(global.location ? global.location.search : '');
    if (params) { input.value = decodeURIComponent(params[1].replace(/\+/g, ' ')); show(); }
  }

  /* What every page does at load, search or not. */
  function frame(doc) {
    // Landmarks: XHTML 1.0 has neither header/nav/main elements nor a role
    // attribute its DTD accepts, so the roles are given here.
    var roles = { site_top: 'banner', site_search: 'search', site_content: 'main' };
    Object.keys(roles).forEach(function (id) {
      var node = doc.getElementById(id);
      if (node) { node.setAttribute('role', roles[id]); }
    });
    var navigations = doc.querySelectorAll('.trail, .languages, .toc, .pager');
    for (var n = 0; n < navigations.length; n++) { navigations[n].setAttribute('role', 'navigation'); }
    var header = doc.getElementById('site_top');
    // A jump to a section lands below the masthead, whatever its height today.
    function pad() {
      if (!header) { return; }
      var position = global.getComputedStyle(header).position;
      var covers = position === 'sticky' || position === 'fixed';
      doc.documentElement.style.scrollPaddingTop = (covers ? header.getBoundingClientRect().height + 12 : 12) + 'px';
    }
    pad();
    global.addEventListener('resize', pad);
    var target = global.location && global.location.hash ? doc.getElementById(decodeURIComponent(global.location.hash.substring(1))) : null;
    if (target) { target.scrollIntoView(); }
    keepSection(doc);
  }

  /* The section a reader is at: the last heading at or above the line a jump
     leaves a heading on (the scroll padding), so after a jump it is that section,
     and after scrolling the one being read. */
  function currentSection(doc) {
    var headings = sectionHeadings(doc);
    var line = (parseFloat(global.getComputedStyle(doc.documentElement).scrollPaddingTop) || 0) + 1;
    var at = -1;
    for (var i = 0; i < headings.length; i++) {
      if (headings[i].getBoundingClientRect().top <= line) { at = i; }
    }
    return at;
  }
  function sectionHeadings(doc) {
    return Array.prototype.slice.call(doc.querySelectorAll('.lesson h2[id], .lesson h3[id], .lesson h4[id]'));
  }
  function shapeOf(headings) {
    return headings.map(function (h) { return h.localName; }).join(',');
  }

  /* The language switcher keeps the reader's section: a translation has the
     same sections in the same order (coursec translate keeps them, coursec
     status reports where they differ), so the section at the same place in a
     page of the same outline is the same section. Where the outlines differ,
     or the page cannot be read (file://), the switch lands on the page's top. */
  function keepSection(doc) {
    var links = doc.querySelectorAll('.languages a[hreflang]');
    Array.prototype.forEach.call(links, function (link) {
      link.addEventListener('click', function (event) {
        var here = currentSection(doc);
        if (here < 0 || !global.fetch || global.location.protocol === 'file:') { return; }
        event.preventDefault();
        var href = link.href;
        var shape = shapeOf(sectionHeadings(doc));
        global.fetch(href).then(function (response) { return response.text(); }).then(function (text) {
          var page = new global.DOMParser().parseFromString(text, 'application/xhtml+xml');
          var theirs = sectionHeadings(page);
          global.location.href = shapeOf(theirs) === shape && theirs[here] ? href + '#' + theirs[here].id : href;
        }, function () { global.location.href = href; });
      });
    });
  }

  var api = { run: run, normalizedQuery: normalizedQuery, load: load, searcher: searcher, entriesOf: entriesOf, excerptParts: excerptParts };
  if (typeof module !== 'undefined' && module.exports) { module.exports = api; }
  global.CoursecSearch = api;
  if (typeof document !== 'undefined') {
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', function () { frame(document); attach(document); });
    } else {
      frame(document);
      attach(document);
    }
  }
})(typeof window !== 'undefined' ? window : globalThis);

// What a reader's browser loads to search once: opens one page of a built site
// as a browser would (with ?q=QUERY, then typing QUERY into the page's text
// input), runs the page's scripts with node, and records every file loaded on
// the way: the page's <script src> files, scripts the page adds (<script>
// elements appended to the document, as a chunked index loads its chunks from
// file://), and everything asked for with fetch() or XMLHttpRequest (a JSON
// index, Pagefind's chunks). The size of a file is counted once.
//
//   node search-bytes.js SITE_DIR PAGE QUERY
//
// Prints one JSON object: {"bytes": N, "files": [{"path", "bytes"}...], "results": N}
// where results is the number of result links the page showed: a measurement
// with 0 results did not run the query, and the caller treats it as an error.
//
// A site with Pagefind bundles (pagefind/<lang>/ and pagefind/languages.json,
// coursec's own search) is measured by running its search.js API as a page of
// the page's language does (search.js's load and run, over the bundles' ES
// modules): search.js, then each pagefind.js loaded and every file it fetches
// (entry, metadata, WebAssembly, index chunks, fragments) count. From file:// the page itself refuses to search (a
// browser blocks the fetches), so the page's DOM is not driven for such a site.
// Otherwise, not covered: ES modules and import() (node's vm needs a flag for
// them); a page that uses them fails here with the error node reports.
'use strict';
const fs = require('fs');
const path = require('path');
const vm = require('vm');

const [site, page, query] = process.argv.slice(2);
if (!query) {
  console.error('usage: node search-bytes.js SITE_DIR PAGE QUERY');
  process.exit(64);
}
const siteRoot = path.resolve(site);
const pageFile = path.resolve(siteRoot, page);
const pageText = fs.readFileSync(pageFile, 'utf8');
const loaded = new Map();

function local(url) {
  const clean = String(url).split(/[?#]/)[0];
  if (/^[a-z]+:/i.test(clean) && !clean.startsWith('file:')) { throw new Error('not a local file: ' + url); }
  const file = clean.startsWith('file:') ? new URL(clean).pathname
    : clean.startsWith('/') ? path.join(siteRoot, clean) : path.resolve(path.dirname(pageFile), clean);
  const bytes = fs.readFileSync(file);
  loaded.set(path.relative(siteRoot, file), bytes.length);
  return bytes;
}

class Element {
  constructor(tag, attributes) {
    this.tagName = tag.toUpperCase();
    this.attributes = Object.assign({}, attributes || {});
    this.id = this.attributes.id || '';
    this.children = [];
    this.listeners = {};
    this.value = this.attributes.value || '';
    this.className = this.attributes.class || '';
    this.textContent = '';
    this.style = {};
  }
  getAttribute(name) { return name in this.attributes ? this.attributes[name] : null; }
  setAttribute(name, value) { this.attributes[name] = String(value); if (name === 'src') { this.src = String(value); } }
  get src() { return this.attributes.src || ''; }
  set src(value) { this.attributes.src = value; }
  appendChild(child) { this.children.push(child); if (child.tagName === 'SCRIPT' && child.src) { loadScript(child); } return child; }
  insertBefore(child) { return this.appendChild(child); }
  removeChild(child) { this.children = this.children.filter((c) => c !== child); return child; }
  addEventListener(type, listener) { (this.listeners[type] = this.listeners[type] || []).push(listener); }
  removeEventListener() {}
  dispatchEvent(event) { (this.listeners[event.type] || []).forEach((l) => l.call(this, event)); return true; }
  querySelector() { return null; }
  querySelectorAll() { return []; }
  getElementsByTagName(tag) { return created.filter((e) => e.tagName === tag.toUpperCase()); }
}

const created = [];
function makeElement(tag, attributes) {
  const element = new Element(tag, attributes);
  created.push(element);
  return element;
}

function attributesOf(text) {
  const attributes = {};
  for (const m of text.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)) { attributes[m[1]] = m[2]; }
  return attributes;
}

// The page's elements that scripts can find: everything with an id, every
// <script>, <input> and <label>, with their attributes (not a full DOM tree).
const byId = {};
const pageScripts = [];
const inputs = [];
for (const m of pageText.matchAll(/<(\w+)(\s[^>]*)?>/g)) {
  const tag = m[1].toLowerCase();
  const attributes = attributesOf(m[2] || '');
  if (!attributes.id && !['script', 'input', 'label'].includes(tag)) { continue; }
  const element = makeElement(tag, attributes);
  if (attributes.id) { byId[attributes.id] = element; }
  if (tag === 'script') { pageScripts.push(element); }
  if (tag === 'input' && /^(text|search)?$/.test(attributes.type || '')) { inputs.push(element); }
}
const html = makeElement('html', attributesOf((/<html(\s[^>]*)>/.exec(pageText) || ['', ''])[1]));
const head = makeElement('head');
const body = makeElement('body');

const document = {
  readyState: 'loading',
  documentElement: html, head, body,
  listeners: {},
  getElementById: (id) => byId[id] || null,
  getElementsByTagName: (tag) => created.filter((e) => e.tagName === tag.toUpperCase()),
  querySelector: (selector) => {
    const id = /^#([\w-]+)$/.exec(selector);
    return id ? byId[id[1]] || null : null;
  },
  querySelectorAll: () => [],
  createElement: (tag) => makeElement(tag),
  createTextNode: (text) => ({ nodeType: 3, textContent: String(text) }),
  addEventListener(type, listener) { (this.listeners[type] = this.listeners[type] || []).push(listener); },
  removeEventListener() {},
  dispatchEvent(event) { (this.listeners[event.type] || []).forEach((l) => l.call(this, event)); return true; },
};

function respond(url) {
  const bytes = local(url);
  return {
    ok: true, status: 200, url,
    text: async () => bytes.toString('utf8'),
    json: async () => JSON.parse(bytes.toString('utf8')),
    arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length),
  };
}

class XMLHttpRequest {
  open(method, url) { this.url = url; }
  setRequestHeader() {}
  addEventListener(type, listener) { this['on' + type] = listener; }
  send() {
    setTimeout(() => {
      const bytes = local(this.url);
      this.status = 200;
      this.readyState = 4;
      this.responseText = bytes.toString('utf8');
      this.response = this.responseType === 'arraybuffer' ? bytes.buffer : this.responseText;
      if (this.onreadystatechange) { this.onreadystatechange(); }
      if (this.onload) { this.onload({ target: this }); }
    }, 0);
  }
}

const context = {
  console, document, XMLHttpRequest, setTimeout, clearTimeout, URL, TextDecoder, TextEncoder,
  location: { search: '?q=' + encodeURIComponent(query), href: 'file://' + pageFile + '?q=' + encodeURIComponent(query), protocol: 'file:' },
  fetch: async (url) => respond(url),
  listeners: {},
  addEventListener(type, listener) { (this.listeners[type] = this.listeners[type] || []).push(listener); },
};
context.window = context;
context.self = context;
context.globalThis = context;
vm.createContext(context);

function loadScript(element) {
  const code = local(element.src).toString('utf8');
  vm.runInContext(code, context, { filename: element.src });
  const onload = element.onload || null;
  setTimeout(() => { if (onload) { onload({ target: element }); } element.dispatchEvent({ type: 'load', target: element }); }, 0);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

// search.js and Pagefind run as on a page of the page's language, with the
// languages the page lists (its #search_lang_<code> words); the page's own limit.
async function pagefindSearch() {
  const lang = (/<html[^>]*\slang="([^"]+)"/.exec(pageText) || [])[1] || 'en';
  const languages = Object.keys(byId).filter((id) => id.startsWith('search_lang_')).map((id) => id.substring('search_lang_'.length)).sort();
  local('file://' + path.join(siteRoot, 'search.js'));
  const search = require(path.join(siteRoot, 'search.js'));
  globalThis.fetch = async (url) => new Response(local(url));
  globalThis.document = { querySelector: (s) => (s === 'html' ? { getAttribute: () => lang } : null), currentScript: null };
  const importer = (url) => { local(url); return import(url); };
  const searcher = await search.load('file://' + siteRoot + '/', lang, languages, importer);
  const presented = await search.run(searcher, query, lang);
  const files = [...loaded.entries()].map(([file, bytes]) => ({ path: file, bytes }));
  const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
  console.log(JSON.stringify({ bytes, files, results: presented.shown.length }));
}

(async () => {
  if (fs.existsSync(path.join(siteRoot, 'pagefind', 'languages.json'))) { return pagefindSearch(); }
  for (const script of pageScripts) {
    if (script.src) { loadScript(script); }
  }
  document.readyState = 'interactive';
  document.dispatchEvent({ type: 'DOMContentLoaded' });
  document.readyState = 'complete';
  (context.listeners.load || []).forEach((l) => l({ type: 'load' }));
  await settle();
  for (const input of inputs) {
    input.value = query;
    input.dispatchEvent({ type: 'input', target: input });
    input.dispatchEvent({ type: 'keyup', target: input });
  }
  for (let i = 0; i < 20; i++) { await settle(); }
  const results = created.filter((e) => e.tagName === 'A' && e.href).length;
  const files = [...loaded.entries()].map(([file, bytes]) => ({ path: file, bytes }));
  const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
  console.log(JSON.stringify({ bytes, files, results }));
})().catch((error) => { console.error('search-bytes: ' + error.stack); process.exit(1); });

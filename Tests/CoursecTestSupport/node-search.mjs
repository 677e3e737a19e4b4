// Runs the site's search.js over the site's Pagefind bundles with node, as a
// browser page of language LANG would: fetch() is served from the site folder.
// usage: node node-search.mjs SITE LANG LIMIT QUERY...   prints one JSON line per query
import fs from 'fs';
import { createRequire } from 'module';
const [site, lang, limit, ...queries] = process.argv.slice(2);
const require = createRequire(import.meta.url);
const search = require(site + '/search.js');
const fetched = new Set();
globalThis.fetch = async (input) => {
  const path = decodeURIComponent(new URL(String(input)).pathname);
  const data = fs.readFileSync(path);
  fetched.add(path);
  return new Response(data);
};
// Pagefind takes the page's language from <html lang>.
globalThis.document = { querySelector: (s) => (s === 'html' ? { getAttribute: () => lang } : null), currentScript: null };
// The languages the page lists, as page.xsl writes them: those with a bundle (pagefind/<lang>/).
const languages = fs.readdirSync(site + '/pagefind', { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
const importer = (url) => { fetched.add(decodeURIComponent(new URL(url).pathname)); return import(url); };
const searcher = await search.load('file://' + site + '/', lang, languages, importer);
for (const query of queries) {
  const presented = await search.run(searcher, query, lang, Number(limit));
  let bytes = 0;
  for (const path of fetched) bytes += fs.statSync(path).size;
  console.log(JSON.stringify({ query, shown: presented.shown, more: presented.more, bytes }));
}

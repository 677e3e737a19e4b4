// Runs the site's search.js over the site's Pagefind bundle with node, as a
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
const base = 'file://' + site + '/pagefind/';
const pagefind = await import(base + 'pagefind.js');
await pagefind.options({ basePath: base });
await pagefind.init();
const languages = fs.readdirSync(site + '/pagefind').filter((n) => n.endsWith('.pf_meta')).map((n) => n.split(/[._]/)[1]).sort();
const searcher = search.searcher(pagefind, base, lang, languages);
for (const query of queries) {
  const presented = await search.run(searcher, query, lang, Number(limit));
  let bytes = 0;
  for (const path of fetched) bytes += fs.statSync(path).size;
  console.log(JSON.stringify({ query, shown: presented.shown, more: presented.more, bytes }));
}

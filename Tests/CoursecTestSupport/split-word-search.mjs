// search.js's run() over a Pagefind that answers as Pagefind's Japanese segmenter does for a
// word it cut apart in the pages (Pagefind #1237: on the Japanese Swift book, クロージャ finds
// nothing while クロージ finds the Closures chapter): the word finds nothing, a shorter
// prefix finds pages, some holding the whole word and some not.
// usage: node split-word-search.mjs SEARCH_JS QUERY   prints the urls shown, one JSON line
import { createRequire } from 'module';
const [script, query] = process.argv.slice(2);
const search = createRequire(import.meta.url)(script);
const pages = {
  'closures.html': 'クロージャは値をキャプチャします。',
  'crossing.html': 'クロージング時刻',
};
const asked = [];
const pagefind = {
  search: async (term) => {
    asked.push(term);
    const words = term.split(/\s+/);
    const results = Object.entries(pages)
      .filter(([, text]) => words.every((w) => w !== 'クロージャ' && text.includes(w)))
      .map(([url, content]) => ({ id: 'ja_' + url.length, data: async () => ({ url, content, excerpt: content, meta: { lang: 'ja', page: url, title: url } }) }));
    return { results };
  },
};
const presented = await search.run(pagefind, query, 'ja', 20);
console.log(JSON.stringify({ shown: presented.shown.map((r) => r.url), asked }));

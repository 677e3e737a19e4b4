// Prints search.js's parts of a Pagefind excerpt, one a line, a match in [brackets].
import { createRequire } from 'module';
const [script, excerpt] = process.argv.slice(2);
const search = createRequire(import.meta.url)(script);
for (const part of search.excerptParts(excerpt)) console.log(part.mark ? '[' + part.text + ']' : part.text);

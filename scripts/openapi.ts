import fs from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';

/** `npm run openapi`: writes the local API's HTTP contract to docs/openapi.json (tests/docs/openapi.test.ts checks it is current). */
// The answers' schemas are the app's (src/api/), whose modules read Vite's `import.meta.env`: give Node an empty one first.
register('./openapi/vite-env-hook.mjs', import.meta.url);
const { openApiText } = await import('./openapi/document.ts');
const file = path.resolve(import.meta.dirname, '../docs/openapi.json');
fs.writeFileSync(file, openApiText());
console.log(`Wrote ${path.relative(process.cwd(), file)}.`);

import fs from 'node:fs';
import path from 'node:path';
import { openApiText } from './openapi/document.ts';

/** `npm run openapi`: writes the local API's HTTP contract to docs/openapi.json (tests/docs/openapi.test.ts checks it is current). */
const file = path.resolve(import.meta.dirname, '../docs/openapi.json');
fs.writeFileSync(file, openApiText());
console.log(`Wrote ${path.relative(process.cwd(), file)}.`);

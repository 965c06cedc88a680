// `node --import ./bin/register.js file.ts` runs a TypeScript file (see ts-hooks.js).
import { register } from 'node:module';

register('./ts-hooks.js', import.meta.url);

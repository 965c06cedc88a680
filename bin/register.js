// `node --import ./bin/register.js file.ts` runs a TypeScript file (see ts-hooks.js),
// as the docs command runs: React in its production build, which renders pages
// about twice as fast as the development build (the launcher's bundle has it built in).
import { register } from 'node:module';

process.env.NODE_ENV ??= 'production';
register('./ts-hooks.js', import.meta.url);

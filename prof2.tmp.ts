import { build } from './src/build.ts';
const t = performance.now();
const r = await build({ root: '/tmp/bigsite', write: false, threads: 1, diskCache: false });
console.log(r.pages, (performance.now() - t).toFixed(0), JSON.stringify(Object.fromEntries(Object.entries(r.timings).map(([k, v]) => [k, Math.round(v)]))));

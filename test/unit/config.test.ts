import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { loadConfig } from '../../src/config.ts';
import { makeSite } from '../helpers/site.ts';

async function configErrors(source: string, env: Record<string, string> = {}) {
  const root = await makeSite({ 'site.config.ts': source });
  try {
    await loadConfig({ root, env });
  } catch (err) {
    return ((err as { errors?: unknown[] }).errors ?? [err]) as Array<{ message: string; file?: string; line?: number; hint?: string }>;
  }
  throw new Error('the config was accepted');
}

describe('site.config.ts', () => {
  it('is bundled and imported, with defineConfig from "docs", and resolved', async () => {
    const root = await makeSite({
      'site.config.ts': `import { defineConfig } from 'docs';\nconst name: string = 'Acme';\nexport default defineConfig({ productName: name, hosts: { api: 'api.acme.test' } });\n`,
    });
    const config = await loadConfig({ root, env: {} });
    expect(config).toMatchObject({ productName: 'Acme', baseUrl: '/docs/', brokenLinks: 'error', outDir: path.join(root, 'dist'), contentDir: path.join(root, 'content') });
    expect(config.hosts.api).toBe('api.acme.test');
    expect(config.hosts.marketing).toBe('www.example.com');
  });

  it('knows the files of the site it is made of: itself and what it imports, not packages, React or the generator', async () => {
    const root = await makeSite({
      'site.config.ts': `import { defineConfig } from 'docs';\nimport { Note } from './components/Note';\nimport { pad } from 'fake-pad';\n\nexport default defineConfig({ productName: pad('Acme'), components: { Note } });\n`,
      'components/Note.tsx': "import { useState } from 'react';\nimport { label } from './label';\n\nexport function Note() {\n  const [text] = useState(label);\n  return <p>{text}</p>;\n}\n",
      'components/label.ts': "export const label = 'Note';\n",
      'node_modules/fake-pad/index.js': 'export const pad = (s) => s;\n',
      'node_modules/fake-pad/package.json': '{ "name": "fake-pad", "type": "module", "main": "index.js" }\n',
    });
    const config = await loadConfig({ root, env: {} });
    expect(config.productName).toBe('Acme');
    expect(config.configInputs.map((f) => path.relative(root, f)).sort()).toEqual(['components/Note.tsx', 'components/label.ts', 'site.config.ts']);
  });

  it('takes overrides from environment variables', async () => {
    const root = await makeSite({ 'site.config.ts': `export default { productName: 'Acme', hosts: { api: 'api.acme.test' } };` });
    const config = await loadConfig({ root, env: { DOCS_PRODUCT_NAME: 'Renamed', DOCS_API_HOST: 'api.staging.test', DOCS_ANALYTICS_KEY: 'k-1', DOCS_ENVIRONMENT: 'staging' } });
    expect(config).toMatchObject({ productName: 'Renamed', analyticsKey: 'k-1', environment: 'staging' });
    expect(config.hosts.api).toBe('api.staging.test');
  });

  it('rejects an invalid override from the environment, naming it', async () => {
    const errors = await configErrors(`export default {};`, { DOCS_API_HOST: 'https://api.acme.test/v1' });
    expect(errors[0].message).toContain('hosts.api');
    expect(errors[0].message).toContain('(from the environment)');
  });

  it('names an unknown key and suggests the right one', async () => {
    const errors = await configErrors(`export default { prodcutName: 'x', hosts: { apii: 'a.b' } };`);
    expect(errors.map((e) => e.message)).toEqual(['Unknown config key "prodcutName"', 'Unknown config key "hosts.apii"']);
    expect(errors[0].hint).toBe('did you mean "productName"?');
    expect(errors[1].hint).toBe('did you mean "hosts.api"?');
  });

  it('makes broken anchors, unknown components and containers never closed warnings by default, and takes "error" or "warn" for each', async () => {
    const root = await makeSite({ 'site.config.ts': `export default { unclosedContainers: 'error' };` });
    expect(await loadConfig({ root, env: {} })).toMatchObject({ brokenLinks: 'error', brokenAnchors: 'warn', unknownComponents: 'warn', unclosedContainers: 'error' });
    const errors = await configErrors(`export default { brokenAnchors: 'ignore', unknownComponents: false };`);
    expect(errors.map((e) => e.message)).toEqual([
      'Config key "brokenAnchors" must be "error" or "warn", got "ignore"',
      'Config key "unknownComponents" must be "error" or "warn", got false',
    ]);
  });

  it('names a key of the wrong type and what it should be', async () => {
    const errors = await configErrors(`export default { baseUrl: 'docs', brokenLinks: 'maybe', copyrightYear: '2025' };`);
    expect(errors.map((e) => e.message)).toEqual([
      'Config key "baseUrl" must be a path that starts and ends with "/", like "/docs/", got "docs"',
      'Config key "brokenLinks" must be "error" or "warn", got "maybe"',
      'Config key "copyrightYear" must be a year, like 2025, got "2025"',
    ]);
  });

  it('takes allowedHosts as true or a list of host names, and nothing else', async () => {
    const root = await makeSite({ 'site.config.ts': `export default { allowedHosts: ['docs.test', '.preview.test'] };` });
    expect((await loadConfig({ root, env: {} })).allowedHosts).toEqual(['docs.test', '.preview.test']);
    const errors = await configErrors(`export default { allowedHosts: ['http://docs.test/'] };`);
    expect(errors[0].message).toBe('Config key "allowedHosts" must be true or a list of host names, like ["docs.test", ".example.test"], got ["http://docs.test/"]');
    expect((await configErrors(`export default { allowedHosts: 'docs.test' };`))[0].message).toContain('"allowedHosts" must be true or a list');
  });

  it('takes an OpenAPI entry\'s flags as booleans only', async () => {
    const root = await makeSite({ 'site.config.ts': `export default { openapi: [{ spec: 'api.yaml', route: 'api', internal: true }] };` });
    expect((await loadConfig({ root, env: {} })).versions[0].openapi.map((e) => [e.route, e.strict, e.internal])).toEqual([['api', true, true]]);
    const errors = await configErrors(`export default { openapi: [{ spec: 'api.yaml', route: 'api', internal: 'yes' }] };`);
    expect(errors.map((e) => e.message)).toEqual([expect.stringMatching(/^Config key "openapi" must be a list of \{ spec, route, .*internal\? \}/)]);
  });

  it('gives each version its own OpenAPI documents, the current one the config\'s too, and checks them as the config\'s', async () => {
    const root = await makeSite({ 'site.config.ts': `export default { openapi: [{ spec: 'v2.yaml', route: 'api' }], versions: [{ id: 'v2', openapi: [{ spec: 'more.yaml', route: 'more' }] }, { id: 'v1', contentDir: 'v1', openapi: [{ spec: 'v1.yaml', route: 'api' }] }] };` });
    expect((await loadConfig({ root, env: {} })).versions.map((v) => v.openapi.map((e) => path.relative(root, e.spec)))).toEqual([['v2.yaml', 'more.yaml'], ['v1.yaml']]);
    const errors = await configErrors(`export default { versions: [{ id: 'v2' }, { id: 'v1', contentDir: 'v1', openapi: [{ spec: 'v1.yaml' }] }] };`);
    expect(errors.map((e) => e.message)).toEqual([expect.stringMatching(/^Config key "versions" must be a list of versions whose openapi is a list of \{ spec, route, /)]);
  });

  it('reports a syntax error with file, line and column', async () => {
    const errors = await configErrors(`export default {\n  productName: 'Acme'\n  tagline: 'x',\n};\n`);
    expect(errors[0].message).toContain('does not compile');
    expect(errors[0]).toMatchObject({ line: 3 });
    expect(errors[0].file).toMatch(/site\.config\.ts$/);
  });

  it('reports a config that throws while it runs', async () => {
    const errors = await configErrors(`throw new Error('boom');\nexport default {};`);
    expect(errors[0].message).toContain('boom');
  });

  it('refuses an output folder that holds the site itself', async () => {
    const root = await makeSite({});
    await expect(loadConfig({ root, out: path.dirname(root), env: {} })).rejects.toThrow(/contains the site's sources/);
  });
});

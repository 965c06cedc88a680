// Docusaurus's npm2yarn blocks: npm commands shown for npm, yarn and pnpm, in
// code tabs that share the reader's choice with the page's other code tabs.
import { describe, expect, it } from 'vitest';
import { npmTo } from '../../src/content/plugins/npm2yarn.ts';
import { renderBody } from '../helpers/markdown.ts';

describe('converting npm commands', () => {
  it.each([
    ['npm install', 'yarn install', 'pnpm install'],
    ['npm i', 'yarn install', 'pnpm install'],
    ['npm install acme', 'yarn add acme', 'pnpm add acme'],
    ['npm i @acme/client@2 --save', 'yarn add @acme/client@2', 'pnpm add @acme/client@2'],
    ['npm install -D typescript', 'yarn add --dev typescript', 'pnpm add -D typescript'],
    ['npm install --save-dev typescript', 'yarn add --dev typescript', 'pnpm add -D typescript'],
    ['npm install --save-exact acme', 'yarn add --exact acme', 'pnpm add -E acme'],
    ['npm install -g acme-cli', 'yarn global add acme-cli', 'pnpm add -g acme-cli'],
    ['npm uninstall acme', 'yarn remove acme', 'pnpm remove acme'],
    ['npm remove --save-dev acme', 'yarn remove acme', 'pnpm remove acme'],
    ['npm rm -g acme-cli', 'yarn global remove acme-cli', 'pnpm remove -g acme-cli'],
    ['npm run build', 'yarn build', 'pnpm run build'],
    ['npm run build -- --watch', 'yarn build --watch', 'pnpm run build --watch'],
    ['npm run install', 'yarn run install', 'pnpm run install'],
    ['npm test', 'yarn test', 'pnpm test'],
    ['npm start', 'yarn start', 'pnpm start'],
    ['npm init', 'yarn init', 'pnpm init'],
    ['npm init -y', 'yarn init -y', 'pnpm init'],
    ['npm init docusaurus@latest my-site classic', 'yarn create docusaurus@latest my-site classic', 'pnpm create docusaurus@latest my-site classic'],
    ['npm create vite -- --template vue', 'yarn create vite --template vue', 'pnpm create vite --template vue'],
    ['npm ci', 'yarn install --frozen-lockfile', 'pnpm install --frozen-lockfile'],
    ['npm update', 'yarn upgrade', 'pnpm update'],
    ['npm publish --access public', 'yarn publish --access public', 'pnpm publish --access public'],
  ])('%s → %s, %s', (npm, yarn, pnpm) => {
    expect(npmTo(npm, 'yarn')).toBe(yarn);
    expect(npmTo(npm, 'pnpm')).toBe(pnpm);
    expect(npmTo(npm, 'npm')).toBe(npm);
  });

  it('converts each command of a script and leaves the rest as written', () => {
    const script = '# set up\ncd app && npm install acme; npm run build # then\nnpx acme serve\necho "npm is here"';
    expect(npmTo(script, 'yarn')).toBe('# set up\ncd app && yarn add acme; yarn build # then\nnpx acme serve\necho "npm is here"');
  });
});

describe('a ```bash npm2yarn block', () => {
  it('becomes npm, yarn and pnpm tabs: code tabs, whose choice goes with code-group tabs of those names', () => {
    const { doc, errors } = renderBody('```bash npm2yarn title="Install"\nnpm install acme -D\n```\n\n::: code-group\n```sh [npm]\nnpm run dev\n```\n```sh [yarn]\nyarn dev\n```\n:::');
    expect(errors).toEqual([]);
    const [npm2yarn, group] = [...doc.querySelectorAll('.tabs')];
    expect(npm2yarn.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Package managers');
    expect([...npm2yarn.querySelectorAll('[role="tab"]')].map((t) => t.getAttribute('data-tab'))).toEqual(['npm', 'yarn', 'pnpm']);
    expect([...npm2yarn.querySelectorAll('[role="tabpanel"] code')].map((c) => c.textContent)).toEqual(['npm install acme -D', 'yarn add acme --dev', 'pnpm add acme -D']);
    expect([...npm2yarn.querySelectorAll('.code-title')].map((t) => t.textContent)).toEqual(['Install', 'Install', 'Install']);
    // Neither group has a data-group or data-local: both are code tabs, which switch and are remembered together by label.
    for (const tabs of [npm2yarn, group]) expect([tabs.hasAttribute('data-group'), tabs.hasAttribute('data-local')]).toEqual([false, false]);
    expect(npm2yarn.querySelector('[role="tabpanel"] code')?.className).toBe('language-bash');
  });

  it('keeps its line marks in every tab, and a block without the word stays one block', () => {
    const { doc } = renderBody('```bash npm2yarn {2}\nnpm ci\nnpm test\n```\n\n```bash\nnpm install acme\n```');
    expect([...doc.querySelectorAll('.tabs .line.highlighted')].map((l) => l.textContent)).toEqual(['npm test', 'yarn test', 'pnpm test']);
    expect(doc.querySelectorAll('.tabs')).toHaveLength(1);
    expect(doc.querySelector('.markdown > .code-block code, body > .code-block code')?.textContent).toBe('npm install acme');
  });
});

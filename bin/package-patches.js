// Small changes to packages' code, made as bin/bundle.js bundles them, where
// the code spends a build's time for nothing. Each edit names the exact code it
// replaces; when an installed version no longer has it, the package is bundled
// as published (correct, only slower), and test/unit/package-patches.test.ts
// says so. That test and the CLI's also check that nothing changes: the site's
// markdown parses to the same trees, and the bundle builds the site byte for
// byte as the TypeScript sources do with the packages as published.
import { readFileSync } from 'node:fs';

export const PACKAGE_PATCHES = [
  {
    // js-yaml 3 (gray-matter's YAML parser) loads esprima, which it needs only
    // for !!js/function in its full schema, from node_modules at run time,
    // outside the bundle and its code cache: about 7 ms of every build.
    // gray-matter reads front matter with the safe schema, which has no such
    // type, so the function type's parser is never used.
    module: 'js-yaml/lib/js-yaml/type/js/function.js',
    edits: [["  esprima = _require('esprima');\n", '']],
  },
  {
    // mdast-util-to-hast looks for link definitions with unist-util-visit,
    // which makes a closure and an array of ancestors for every node of the
    // page. A plain walk finds the same nodes in the same order, without the
    // garbage: about 10 ms of a cold 55-page build (6 CPU profiles each).
    module: 'mdast-util-to-hast/lib/state.js',
    edits: [
      ['\n  visit(tree, function (node) {\n', '\n  eachNode(tree, function (node) {\n'],
      ['const own = {}.hasOwnProperty\n', 'const own = {}.hasOwnProperty\n\nfunction eachNode(node, visitor) {\n  visitor(node)\n  if (node.children) for (const child of node.children) eachNode(child, visitor)\n}\n'],
    ],
  },
];

/** A package's code with its patch, or undefined when the patch no longer fits it (each edit must match exactly once). */
export function patchedSource(patch, code) {
  for (const [find, replace] of patch.edits) {
    if (code.split(find).length !== 2) return undefined;
    code = code.replace(find, () => replace);
  }
  return code;
}

/** The esbuild plugin that applies PACKAGE_PATCHES. */
export const patchPackages = {
  name: 'patch-packages',
  setup(build) {
    for (const patch of PACKAGE_PATCHES) {
      // Wherever npm installed the package: in ours, or in the project that installed us.
      const filter = new RegExp(`[\\\\/]node_modules[\\\\/]${patch.module.replace(/[.]/g, '\\.').replace(/\//g, '[\\\\/]')}$`);
      build.onLoad({ filter }, (args) => {
        const contents = patchedSource(patch, readFileSync(args.path, 'utf8'));
        return contents === undefined ? undefined : { contents, loader: 'js' };
      });
    }
  },
};

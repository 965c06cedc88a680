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
    // mdast-util-from-markdown calls a handler for nearly every micromark event
    // (about 1,400 a page), each time with a fresh copy of its compile context
    // that differs only in sliceSerialize. The handlers never keep `this` or
    // write to it (only to this.data), so one copy per document, with
    // sliceSerialize set for each event, does the same. Cold 55-page builds:
    // median 880 ms against 970 ms (15 alternating runs each).
    module: 'mdast-util-from-markdown/lib/index.js',
    edits: [
      [
        '    /** @type {Array<number>} */\n    const listStack = [];',
        '    const handlerContext = {...context, sliceSerialize: undefined};\n    /** @type {Array<number>} */\n    const listStack = [];',
      ],
      [
        '        handler[events[index][1].type].call({\n          ...context,\n          sliceSerialize: events[index][2].sliceSerialize\n        }, events[index][1]);',
        '        handlerContext.sliceSerialize = events[index][2].sliceSerialize;\n        handler[events[index][1].type].call(handlerContext, events[index][1]);',
      ],
      // fromMarkdown also made, for every document, its compiler: a table of
      // about 150 handlers and the closures that hold them. It is made once per
      // set of extensions (remark passes the same array for every page) and used
      // again; the data it keeps for one document (inside a link, a list) is
      // made for each document instead of once per compiler. (See micromark
      // below for the parser.)
      [
        '  return compiler(options)(postprocess(parse(options).document().write(preprocess()(value, encoding, true))));\n}',
        [
          '  return compilerFor(options)(postprocess(parse(options).document().write(preprocess()(value, encoding, true))));',
          '}',
          '',
          'const compilers = new WeakMap();',
          '',
          'function compilerFor(options) {',
          '  const key = options && options.mdastExtensions;',
          '  if (!key) return compiler(options);',
          '  let compile = compilers.get(key);',
          '  if (!compile) compilers.set(key, (compile = compiler(options)));',
          '  return compile;',
          '}',
        ].join('\n'),
      ],
      ['      resume,\n      data\n    };', '      resume,\n      data: {}\n    };'],
    ],
  },
  {
    // micromark merged every syntax extension into one table of constructs for
    // every document it parsed (combineExtensions): with a one-screen page, a
    // tenth of its work. The table is made once per set of extensions (remark
    // passes the same array for every page); it is only read while parsing.
    // The parser itself, which holds one document's state (its definitions,
    // and what extensions keep there, like footnotes), is still made for each.
    module: 'micromark/lib/parse.js',
    edits: [
      [
        '  const constructs = /** @type {FullNormalizedExtension} */\n  combineExtensions([defaultConstructs, ...(settings.extensions || [])]);',
        '  const constructs = combinedFor(settings.extensions);',
      ],
      [
        'export function parse(options) {',
        [
          'const combined = new WeakMap();',
          '',
          'function combinedFor(extensions) {',
          '  if (!extensions) return combineExtensions([defaultConstructs]);',
          '  let constructs = combined.get(extensions);',
          '  if (!constructs) combined.set(extensions, (constructs = combineExtensions([defaultConstructs, ...extensions])));',
          '  return constructs;',
          '}',
          '',
          'export function parse(options) {',
        ].join('\n'),
      ],
    ],
  },
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
    // micromark-util-subtokenize notes where each embedded chunk's events
    // land in an object keyed by event index. Every call makes a new one and
    // sets its first key near the chunk's index, so V8 gives it a backing
    // array that long, mostly holes, and Object.assign then walks all of it:
    // for a page of 1,400 events, a tenth of everything a build allocates. A
    // Map holds the same keys. Cold 55-page builds (6 CPU profiles each):
    // 34 ms in this module instead of 47, and 8 ms less garbage collection.
    module: 'micromark-util-subtokenize/index.js',
    edits: [
      ['  /** @type {Record<string, number>} */\n  const jumps = {};', '  const jumps = new Map();'],
      ['    while (index in jumps) {\n      index = jumps[index];\n    }', '    while (jumps.has(index)) {\n      index = jumps.get(index);\n    }'],
      ['        Object.assign(jumps, subcontent(events, index));\n        index = jumps[index];', '        for (const [from, to] of subcontent(events, index)) jumps.set(from, to);\n        index = jumps.get(index);'],
      ['  /** @type {Record<string, number>} */\n  const gaps = {};', '  const gaps = new Map();'],
      ['    gaps[adjust + jumps[index][0]] = adjust + jumps[index][1];', '    gaps.set(adjust + jumps[index][0], adjust + jumps[index][1]);'],
    ],
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

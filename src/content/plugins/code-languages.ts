// The languages code blocks are highlighted in: highlight.js grammars, under
// the names writers give them in Docusaurus, VitePress and GitHub. A grammar
// is set up the first time a block needs it (setting up all of them would cost
// every build and every worker thread time, whatever its pages hold), together
// with the grammars it highlights parts of its code with, so that a block comes
// out the same whatever was highlighted before it. A language not named here
// (`text`, `txt`, `plaintext` among them) is shown as plain text.
import { createLowlight } from 'lowlight';
import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import go from 'highlight.js/lib/languages/go';
import graphql from 'highlight.js/lib/languages/graphql';
import http from 'highlight.js/lib/languages/http';
import ini from 'highlight.js/lib/languages/ini';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import kotlin from 'highlight.js/lib/languages/kotlin';
import less from 'highlight.js/lib/languages/less';
import markdown from 'highlight.js/lib/languages/markdown';
import php from 'highlight.js/lib/languages/php';
import powershell from 'highlight.js/lib/languages/powershell';
import python from 'highlight.js/lib/languages/python';
import ruby from 'highlight.js/lib/languages/ruby';
import rust from 'highlight.js/lib/languages/rust';
import scss from 'highlight.js/lib/languages/scss';
import shell from 'highlight.js/lib/languages/shell';
import sql from 'highlight.js/lib/languages/sql';
import swift from 'highlight.js/lib/languages/swift';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import type { HLJSApi, Language, LanguageFn, Mode } from 'highlight.js';
import type { Root } from 'hast';

/**
 * highlight.js's JSON, less its punctuation tokens: a token for every brace,
 * comma and colon, about every third character, which the stylesheet does not
 * colour (STYLED) and splitLines drops again. Without them, and without the
 * grammar's rule that any other character is illegal (which only they made
 * hold), the HTML is the same (a test checks it) and a cold build highlights
 * JSON in half the time.
 */
export function jsonWithoutPunctuation(hljs: HLJSApi): Language {
  const grammar = json(hljs);
  return { ...grammar, illegal: undefined, contains: grammar.contains.filter((mode) => mode.className !== 'punctuation') };
}

/** The languages an HTTP message's body is told apart from. */
const HTTP_BODIES = ['json', 'xml'];

/**
 * highlight.js's HTTP, whose body is highlighted in whichever registered
 * grammar fits it best: with thirty of them, a JSON body can come out as CSS,
 * and every one of them is tried. Here only HTTP_BODIES are.
 */
function httpWithKnownBodies(hljs: HLJSApi): Language {
  const grammar = http(hljs);
  const pinned = (mode: Mode | 'self'): Mode | 'self' => {
    if (mode === 'self') return mode;
    const copy = { ...mode };
    if (Array.isArray(copy.subLanguage) && !copy.subLanguage.length) copy.subLanguage = HTTP_BODIES;
    if (copy.starts) copy.starts = pinned(copy.starts) as Mode;
    if (copy.contains) copy.contains = copy.contains.map(pinned) as Mode[];
    return copy;
  };
  return { ...grammar, contains: grammar.contains.map(pinned) as Language['contains'] };
}

/**
 * highlight.js's shell session, whose prompt may also name a host and a folder
 * ("user@host:~/app$ ", not only "~/app$ "): the prompt is not copied.
 */
function shellSession(hljs: HLJSApi): Language {
  const grammar = shell(hljs);
  const [prompt, ...rest] = grammar.contains as Mode[];
  return { ...grammar, contains: [{ ...prompt, begin: /^\s{0,3}[\w.@~:/[\]()-]*[>%$#] ?/ }, ...rest] };
}

export const GRAMMARS: Record<string, LanguageFn> = {
  bash, c, cpp, csharp, css, diff, dockerfile, go, graphql, http: httpWithKnownBodies, ini, java, javascript,
  json: jsonWithoutPunctuation, kotlin, less, markdown, php, powershell, python, ruby, rust, scss,
  // highlight.js names its shell session grammar "shell"; writers mean bash by that name.
  'shell-session': shellSession, sql, swift, typescript, xml, yaml,
};

/** The grammars each one highlights parts of its code with (its sub-languages). */
export const NEEDS: Record<string, string[]> = {
  javascript: ['xml', 'css', 'graphql'], typescript: ['xml', 'css', 'graphql'], xml: ['css', 'javascript'],
  markdown: ['xml'], http: HTTP_BODIES, 'shell-session': ['bash'], dockerfile: ['bash'], yaml: ['ruby'],
};

/** The names writers use, by grammar (a grammar's own name counts too). */
const NAMES: Record<string, string[]> = {
  bash: ['sh', 'zsh', 'shell', 'shellscript'],
  'shell-session': ['console', 'shellsession', 'sh-session', 'terminal'],
  c: ['h'],
  cpp: ['c++', 'cc', 'cxx', 'hpp', 'hh', 'hxx', 'h++'],
  csharp: ['cs', 'c#'],
  diff: ['patch'],
  dockerfile: ['docker', 'containerfile'],
  go: ['golang'],
  graphql: ['gql'],
  http: ['https'],
  ini: ['toml', 'cfg', 'conf', 'editorconfig'],
  javascript: ['js', 'jsx', 'mjs', 'cjs', 'node'],
  json: ['jsonc', 'json5'],
  kotlin: ['kt', 'kts'],
  markdown: ['md', 'mdx', 'mkd'],
  powershell: ['ps1', 'ps', 'pwsh', 'psm1'],
  python: ['py', 'python3', 'py3'],
  ruby: ['rb', 'gemspec'],
  rust: ['rs'],
  typescript: ['ts', 'tsx', 'mts', 'cts'],
  xml: ['html', 'htm', 'xhtml', 'svg', 'vue', 'rss', 'atom', 'xsl', 'plist'],
  yaml: ['yml'],
};

const GRAMMAR_OF = new Map<string, string>();
for (const name of Object.keys(GRAMMARS)) GRAMMAR_OF.set(name, name);
for (const [grammar, names] of Object.entries(NAMES)) for (const name of names) GRAMMAR_OF.set(name, grammar);

const lowlight = createLowlight();

/** The grammar that highlights a fence's language (set up on first use), or undefined: plain text. */
export function grammarOf(lang: string | undefined): string | undefined {
  const grammar = lang ? GRAMMAR_OF.get(lang.toLowerCase()) : undefined;
  if (grammar && !lowlight.registered(grammar)) register(grammar);
  return grammar;
}

function register(grammar: string): void {
  lowlight.register({ [grammar]: GRAMMARS[grammar] });
  for (const needed of NEEDS[grammar] ?? []) if (!lowlight.registered(needed)) register(needed);
}

export function highlight(grammar: string, code: string): Root {
  return lowlight.highlight(grammar, code);
}

// Reads another tool's config and sidebars without running them: the module is
// parsed (TypeScript stripped by esbuild, then acorn), and only what is plain
// data is evaluated: literals, arrays, objects, constants of the module, plain
// data modules it imports or requires (JSON, or modules of constants), calls to
// define…() wrappers and to the module's own functions that take nothing and
// return a value. Anything else (a call into a package, process.env, a
// function the tool would call) is an Unreadable that says what it was, which
// the readers leave out and list in a note.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, type Node as AcornNode } from 'acorn';
import { transformSync } from 'esbuild';
import type * as ES from 'estree';
import { SiteError } from '../../errors.ts';

/** What could not be read statically, and why ("a call to require('path').join"). */
export class Unreadable {
  constructor(readonly why: string) {}
}

export type Data = string | number | boolean | null | undefined | Unreadable | Data[] | { [key: string]: Data };

const EXTENSIONS = ['', '.ts', '.mts', '.js', '.mjs', '.cjs', '.json', '/index.ts', '/index.js', '/index.mjs'];

/** A module, parsed: its exports, read on demand. */
export interface Module {
  file: string;
  /** The default export (or module.exports). */
  default(): Data;
  /** A named export. */
  named(name: string): Data;
  /** The first argument of every call to `callee` in the module (Starlight's starlight({...})), evaluated. */
  callArguments(callee: string): Data[];
}

/** The module at `file`: a config or sidebars file of another tool. A file that does not parse is a SiteError with its line. */
export function readModule(file: string, seen: Set<string> = new Set()): Module {
  seen.add(file);
  if (file.endsWith('.json')) {
    const value = readJson(file);
    return { file, default: () => value, named: (name) => (isRecord(value) ? value[name] : undefined), callArguments: () => [] };
  }
  const program = parseModule(file);
  const scope = new Scope(program, file, seen);
  return {
    file,
    default: () => scope.defaultExport(),
    named: (name) => scope.exported(name) ?? scope.lookup(name),
    callArguments: (callee) => scope.callArguments(callee),
  };
}

/** A JSON file, or JSONC (a tsconfig: comments and trailing commas). */
export function readJson(file: string): Data {
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch {
    // JSONC is a JavaScript expression: read it as one.
    let program: ES.Program;
    try {
      program = parse(`(${text}\n)`, { ecmaVersion: 'latest', sourceType: 'module', locations: true }) as unknown as ES.Program;
    } catch (err) {
      throw new SiteError(`Cannot read ${file}: ${(err as Error).message.replace(/ \(\d+:\d+\)$/, '')}`, { file, line: (err as { loc?: { line: number } }).loc?.line, hint: 'fix the file (it must be JSON), or leave it out' });
    }
    const statement = program.body[0] as ES.ExpressionStatement;
    return new Scope(program, file, new Set()).value(statement.expression);
  }
}

function parseModule(file: string): ES.Program {
  const text = readFileSync(file, 'utf8');
  let code = text;
  if (/\.[mc]?tsx?$/.test(file)) {
    try {
      code = transformSync(text, { loader: file.endsWith('x') ? 'tsx' : 'ts', format: 'esm', target: 'esnext', sourcefile: file }).code;
    } catch (err) {
      const first = (err as { errors?: { text: string; location?: { line: number; column: number } }[] }).errors?.[0];
      throw new SiteError(`Cannot read ${path.basename(file)}: ${first?.text ?? (err as Error).message}`, {
        file, line: first?.location?.line, column: first?.location && first.location.column + 1, hint: 'fix the file so that its own tool reads it, then run docs init --from again',
      });
    }
  }
  try {
    return parse(code, { ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true, allowAwaitOutsideFunction: true, allowReturnOutsideFunction: true, locations: true }) as unknown as ES.Program;
  } catch (err) {
    // A .js file is the text as written, so its line is the writer's; TypeScript was stripped first, and keeps lines close.
    const loc = (err as { loc?: { line: number; column: number } }).loc;
    throw new SiteError(`Cannot read ${path.basename(file)}: ${(err as Error).message.replace(/ \(\d+:\d+\)$/, '')}`, {
      file, line: loc?.line, column: loc && loc.column + 1, hint: 'fix the file so that its own tool reads it, then run docs init --from again',
    });
  }
}

/** The file a relative import names, with the extensions a bundler tries; undefined for a package. */
export function resolveLocal(from: string, request: string): string | undefined {
  if (!request.startsWith('./') && !request.startsWith('../')) return undefined;
  const base = path.resolve(path.dirname(from), request);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  // "./sidebars.js" written for a sidebars.ts (TypeScript's own convention).
  const bare = base.replace(/\.[mc]?js$/, '');
  for (const ext of ['.ts', '.mts']) if (existsSync(bare + ext)) return bare + ext;
  return undefined;
}

type Binding =
  | { kind: 'value'; node: ES.Expression }
  | { kind: 'function'; node: ES.FunctionDeclaration }
  | { kind: 'import'; from: string; name: string };

class Scope {
  private bindings = new Map<string, Binding>();
  private evaluating = new Set<string>();
  private modules = new Map<string, Module | Unreadable>();

  constructor(private program: ES.Program, private file: string, private seen: Set<string>) {
    for (const statement of program.body) {
      const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
      if (!declaration) continue;
      if (declaration.type === 'VariableDeclaration') {
        for (const d of declaration.declarations) if (d.id.type === 'Identifier' && d.init) this.bindings.set(d.id.name, { kind: 'value', node: d.init });
      } else if (declaration.type === 'FunctionDeclaration' && declaration.id) {
        this.bindings.set(declaration.id.name, { kind: 'function', node: declaration });
      } else if (declaration.type === 'ImportDeclaration') {
        const from = String(declaration.source.value);
        for (const s of declaration.specifiers) {
          const name = s.type === 'ImportDefaultSpecifier' ? 'default' : s.type === 'ImportNamespaceSpecifier' ? '*' : s.imported.type === 'Identifier' ? s.imported.name : String(s.imported.value);
          this.bindings.set(s.local.name, { kind: 'import', from, name });
        }
      }
    }
  }

  defaultExport(): Data {
    for (const statement of this.program.body) {
      if (statement.type === 'ExportDefaultDeclaration') {
        const d = statement.declaration;
        if (d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration') return d.type === 'FunctionDeclaration' ? this.callFunction(d as ES.FunctionDeclaration, []) : new Unreadable('a class');
        return this.value(d as ES.Expression);
      }
      const assigned = moduleExports(statement);
      if (assigned) return this.value(assigned);
    }
    return this.exported('default') ?? new Unreadable('no default export');
  }

  /** A name the module exports (export { local as name }), by its local binding. */
  exported(name: string): Data | undefined {
    for (const statement of this.program.body) {
      if (statement.type !== 'ExportNamedDeclaration' || statement.source) continue;
      for (const s of statement.specifiers) {
        const as = s.exported.type === 'Identifier' ? s.exported.name : String(s.exported.value);
        if (as === name && s.local.type === 'Identifier') return this.lookup(s.local.name);
      }
    }
    return undefined;
  }

  lookup(name: string): Data {
    const binding = this.bindings.get(name);
    if (!binding) return new Unreadable(`"${name}", which is not a constant of the file`);
    if (this.evaluating.has(name)) return new Unreadable(`"${name}", which refers to itself`);
    this.evaluating.add(name);
    try {
      if (binding.kind === 'value') return this.value(binding.node);
      if (binding.kind === 'function') return new Unreadable(`the function ${name}`);
      return this.imported(binding.from, binding.name);
    } finally {
      this.evaluating.delete(name);
    }
  }

  callArguments(callee: string): Data[] {
    const found: Data[] = [];
    walk(this.program, (node) => {
      if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === callee && node.arguments[0]) {
        found.push(this.value(node.arguments[0] as ES.Expression));
      }
    });
    return found;
  }

  private imported(from: string, name: string): Data {
    let module = this.modules.get(from);
    if (!module) {
      const file = resolveLocal(this.file, from);
      if (!file) module = new Unreadable(`an import from the package "${from}"`);
      else if (this.seen.has(file)) module = new Unreadable(`an import of ${path.basename(file)}, which imports this file`);
      else {
        try {
          module = readModule(file, new Set(this.seen));
        } catch (err) {
          module = new Unreadable(`an import of ${path.basename(file)}, which cannot be read (${(err as Error).message})`);
        }
      }
      this.modules.set(from, module);
    }
    if (module instanceof Unreadable) return module;
    if (name === '*') return new Unreadable(`all of ${from}`);
    return name === 'default' ? module.default() : module.named(name);
  }

  value(node: ES.Expression | ES.SpreadElement | ES.Pattern | null | undefined): Data {
    if (!node) return undefined;
    switch (node.type) {
      case 'Literal':
        return 'regex' in node || typeof node.value === 'bigint' ? new Unreadable('a regular expression') : (node.value as Data);
      case 'TemplateLiteral': {
        let text = node.quasis[0].value.cooked ?? '';
        for (let i = 0; i < node.expressions.length; i++) {
          const part = this.value(node.expressions[i] as ES.Expression);
          if (part instanceof Unreadable || (part !== null && typeof part === 'object')) return part instanceof Unreadable ? part : new Unreadable('a template of an object');
          text += String(part) + (node.quasis[i + 1].value.cooked ?? '');
        }
        return text;
      }
      case 'ArrayExpression': {
        const out: Data[] = [];
        for (const element of node.elements) {
          if (element?.type === 'SpreadElement') {
            const spread = this.value(element.argument);
            if (Array.isArray(spread)) out.push(...spread);
            else out.push(spread instanceof Unreadable ? spread : new Unreadable('a spread of what is not a list'));
          } else out.push(this.value(element));
        }
        return out;
      }
      case 'ObjectExpression': {
        const out: Record<string, Data> = {};
        for (const property of node.properties) {
          if (property.type === 'SpreadElement') {
            const spread = this.value(property.argument);
            if (isRecord(spread)) Object.assign(out, spread);
            continue;
          }
          const key = property.computed ? this.value(property.key as ES.Expression) : property.key.type === 'Identifier' ? property.key.name : (property.key as ES.Literal).value;
          if (typeof key !== 'string' && typeof key !== 'number') continue;
          out[String(key)] = property.kind === 'init' && !property.method ? this.value(property.value as ES.Expression) : new Unreadable(`the ${property.kind === 'init' ? 'method' : 'accessor'} ${key}`);
        }
        return out;
      }
      case 'Identifier':
        return node.name === 'undefined' ? undefined : this.lookup(node.name);
      case 'UnaryExpression': {
        const v = this.value(node.argument);
        if (node.operator === '-' && typeof v === 'number') return -v;
        if (node.operator === '!' && !(v instanceof Unreadable)) return !v;
        if (node.operator === 'void') return undefined;
        return new Unreadable(`${node.operator}${describe(node.argument)}`);
      }
      case 'MemberExpression': {
        if (node.object.type === 'MetaProperty') return new Unreadable('import.meta');
        // Of a global (process.env.URL): named whole.
        let head: ES.Node = node;
        while (head.type === 'MemberExpression') head = head.object;
        if (head.type === 'Identifier' && !this.bindings.has(head.name)) return new Unreadable(describe(node));
        const object = this.value(node.object as ES.Expression);
        if (object instanceof Unreadable) return object;
        const key = node.computed ? this.value(node.property as ES.Expression) : (node.property as ES.Identifier).name;
        if ((typeof key === 'string' || typeof key === 'number') && object !== null && typeof object === 'object' && Object.hasOwn(object, key)) return (object as Record<string, Data>)[key];
        return new Unreadable(describe(node));
      }
      case 'CallExpression':
        return this.call(node);
      case 'AwaitExpression':
        return this.value(node.argument);
      case 'ParenthesizedExpression' as string:
        return this.value((node as unknown as { expression: ES.Expression }).expression);
      case 'ArrowFunctionExpression':
      case 'FunctionExpression':
        return new Unreadable('a function');
      default:
        return new Unreadable(describe(node));
    }
  }

  private call(node: ES.CallExpression): Data {
    const callee = node.callee;
    const args = node.arguments as ES.Expression[];
    // require('./sidebars.js'), require.resolve('./sidebars.js'): a local data module, and the path of one.
    if (callee.type === 'Identifier' && callee.name === 'require' && args[0]?.type === 'Literal' && typeof args[0].value === 'string') {
      return this.imported(args[0].value, 'default');
    }
    if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'require' && !callee.computed
      && (callee.property as ES.Identifier).name === 'resolve' && args[0]?.type === 'Literal' && typeof args[0].value === 'string') return args[0].value;
    if (callee.type === 'Identifier') {
      const binding = this.bindings.get(callee.name);
      // The module's own function of no arguments that returns a value (VitePress: sidebarGuide()).
      if (binding?.kind === 'function' && args.length === 0) return this.callFunction(binding.node, args);
      if (binding?.kind === 'value' && (binding.node.type === 'ArrowFunctionExpression' || binding.node.type === 'FunctionExpression') && args.length === 0) {
        return this.callFunction(binding.node, args);
      }
      // defineConfig({...}), defineUserConfig, withMermaid(defineConfig(...)): wrappers that return their argument.
      if (/^(define[A-Z]\w*|with[A-Z]\w*)$/.test(callee.name) && args[0]) return this.value(args[0]);
    }
    return new Unreadable(`a call to ${describe(callee)}()`);
  }

  private callFunction(fn: ES.FunctionDeclaration | ES.FunctionExpression | ES.ArrowFunctionExpression, args: ES.Expression[]): Data {
    if (fn.params.length > 0 && args.length > 0) return new Unreadable('a function of arguments');
    if (fn.body.type !== 'BlockStatement') return this.value(fn.body);
    // A body of constants then one return: read as the module's own constants are.
    const returned = fn.body.body.find((s): s is ES.ReturnStatement => s.type === 'ReturnStatement');
    if (!returned) return new Unreadable('a function that returns nothing');
    const local = new Map<string, Binding>();
    for (const statement of fn.body.body) {
      if (statement.type === 'VariableDeclaration') for (const d of statement.declarations) if (d.id.type === 'Identifier' && d.init) local.set(d.id.name, { kind: 'value', node: d.init });
    }
    const saved = new Map([...local.keys()].map((k) => [k, this.bindings.get(k)]));
    for (const [k, b] of local) this.bindings.set(k, b);
    try {
      return this.value(returned.argument);
    } finally {
      for (const [k, b] of saved) (b ? this.bindings.set(k, b) : this.bindings.delete(k));
    }
  }
}

/** `module.exports = …` (CommonJS). */
function moduleExports(statement: ES.Statement | ES.ModuleDeclaration): ES.Expression | undefined {
  if (statement.type !== 'ExpressionStatement' || statement.expression.type !== 'AssignmentExpression') return undefined;
  const left = statement.expression.left;
  if (left.type === 'MemberExpression' && left.object.type === 'Identifier' && left.object.name === 'module' && (left.property as ES.Identifier).name === 'exports') return statement.expression.right;
  return undefined;
}

/** What an expression is, for a note: "process.env.URL", "a call to path.join()". */
function describe(node: ES.Node): string {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression') return `${describe(node.object)}.${node.computed ? '[…]' : describe(node.property)}`;
  if (node.type === 'CallExpression') return `${describe(node.callee)}()`;
  if (node.type === 'ConditionalExpression') return 'a condition (… ? … : …)';
  if (node.type === 'LogicalExpression') return `a condition (… ${node.operator} …)`;
  if (node.type === 'BinaryExpression') return `a computation (… ${node.operator} …)`;
  if (node.type === 'NewExpression') return `new ${describe(node.callee)}()`;
  if (node.type === 'ThisExpression') return 'this';
  return node.type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

function walk(node: unknown, visit: (node: ES.Node) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  const n = node as AcornNode & Record<string, unknown>;
  if (typeof n.type === 'string') visit(n as unknown as ES.Node);
  for (const key of Object.keys(n)) if (key !== 'loc' && key !== 'type') walk(n[key], visit);
}

export function isRecord(v: Data): v is Record<string, Data> {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Unreadable);
}

/**
 * The value without what could not be read: each Unreadable left out, and
 * named in `notes` with its place ("themeConfig.navbar.items[3]: a call to ...").
 */
export function plain(value: Data, where: string, notes: string[]): unknown {
  if (value instanceof Unreadable) {
    notes.push(`${where}: ${value.why}`);
    return undefined;
  }
  if (Array.isArray(value)) return value.map((v, i) => plain(v, `${where}[${i}]`, notes)).filter((v) => v !== undefined);
  if (isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const p = plain(v, `${where}.${k}`, notes);
      if (p !== undefined) out[k] = p;
    }
    return out;
  }
  return value;
}

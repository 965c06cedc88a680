// _category_.json and _category_.yml: what a folder says about its sidebar
// category, as Docusaurus writers put it (label, position, collapsed,
// collapsible, className, customProps, and `link`: a generated index page, one
// of the folder's pages, or null for none).
import path from 'node:path/posix';
import { SiteError, closest } from '../errors.ts';
import { flag, isObject, nonEmpty, number, object, text, type Check } from '../content/frontmatter-schema.ts';
import { lineOfKey, readJson, readYaml } from '../content/data.ts';
import { linkProblem } from './sidebar-config.ts';
import type { AssetFile, CategoryLink } from '../types.ts';

export interface CategoryMeta {
  /** The _category_ file, relative to the content folder. */
  file: string;
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  className?: string;
  customProps?: Record<string, unknown>;
  description?: string;
  /** undefined: the folder's index.md, else a generated index; null: no page of its own. */
  link?: CategoryLink | null;
}

const CATEGORY_FILE = /(^|\/)_category_\.(json|ya?ml)$/;

const KEYS: Record<string, Check> = {
  label: nonEmpty,
  position: number,
  collapsed: flag,
  collapsible: flag,
  className: text,
  customProps: object,
  description: text,
  key: text,
  link: (v) => (v === null ? undefined : linkProblem(v)),
};

/** The _category_ files among a content folder's other files, by the folder they describe ("" for the content folder). */
export function readCategories(assets: AssetFile[]): { categories: Map<string, CategoryMeta>; errors: SiteError[] } {
  const categories = new Map<string, CategoryMeta>();
  const errors: SiteError[] = [];
  for (const asset of assets) {
    if (!CATEGORY_FILE.test(asset.path)) continue;
    const dir = path.dirname(asset.path) === '.' ? '' : path.dirname(asset.path);
    if (categories.has(dir)) {
      errors.push(new SiteError(`Two category files in one folder: content/${categories.get(dir)!.file} and content/${asset.path}`, { file: asset.path, hint: 'keep one of them' }));
      continue;
    }
    const source = asset.bytes.toString('utf8');
    const parsed = parse(asset.path, source);
    if (parsed instanceof SiteError) {
      errors.push(parsed);
      continue;
    }
    const meta: CategoryMeta = { file: asset.path };
    for (const [key, value] of Object.entries(parsed)) {
      const line = lineOfKey(source, key);
      const check = Object.hasOwn(KEYS, key) ? KEYS[key] : undefined;
      const problem = check ? check(value) : undefined;
      if (!check) {
        const guess = closest(key, Object.keys(KEYS));
        errors.push(new SiteError(`Unknown key "${key}" in a category file`, { file: asset.path, line, hint: guess ? `did you mean "${guess}"?` : `known keys: ${Object.keys(KEYS).join(', ')}` }));
      } else if (problem) {
        errors.push(new SiteError(`Category "${key}" must be ${problem}, got ${JSON.stringify(value)}`, { file: asset.path, line }));
      } else if (key !== 'key') {
        (meta as unknown as Record<string, unknown>)[key] = value;
      }
    }
    categories.set(dir, meta);
  }
  return { categories, errors };
}

function parse(file: string, source: string): Record<string, unknown> | SiteError {
  const read = file.endsWith('.json') ? readJson(source, { file, what: 'Category file' }) : readYaml(source, { file, what: 'Category file' });
  if (read.error) return read.error;
  if (read.value === null || read.value === undefined) return {};
  if (!isObject(read.value)) return new SiteError('A category file must hold an object: { "label": "...", "position": 2 }', { file, line: 1 });
  return read.value;
}

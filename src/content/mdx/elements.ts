// HTML elements written in JSX: their attributes as hast properties. JSX names
// them as the DOM does (className, htmlFor, tabIndex), which are hast's names
// too; style={{…}} is left out, with a note: inline styles break the site's
// Content-Security-Policy (style-src 'self'), so the browser would drop them.
import type { Node } from 'unist';
import type { Properties } from 'hast';
import type { Attributes } from './tag.ts';
import type { Problem } from '../../types.ts';

/** Where a plugin reports a problem at a node; `about` gives its kind, for the settings and the report (problems.ts). */
export type { Report } from '../blocks/context.ts';

/** `note` is told (with "%" for the element) what was left out. */
export function elementProperties(attributes: Attributes, note?: (message: string) => void): Properties {
  const properties: Properties = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'style') {
      note?.('style= on % is left out: the site\'s Content-Security-Policy allows no inline styles (give the element a class of the stylesheet instead)');
      continue;
    }
    const key = name === 'class' ? 'className' : name === 'for' ? 'htmlFor' : name;
    if (value === false || value === null) continue;
    if (key === 'className' && typeof value === 'string') properties.className = value.split(/\s+/).filter(Boolean);
    else properties[key] = value === true ? true : typeof value === 'object' ? JSON.stringify(value) : value;
  }
  return properties;
}

// The parser of a page's import and export lines: acorn with JSX (acorn-jsx),
// as MDX reads them. A component a page defines (`export const Hero = () =>
// <div>…</div>`, as Mintlify's pages do) is then code it reads, whose end it
// knows (its JSX may hold blank lines), not text that breaks the page after it.
import { Parser, type Options, type Program } from 'acorn';
import jsx from 'acorn-jsx';

const JsxParser = Parser.extend(jsx());

export function parseEsm(code: string, options: Options): Program {
  return JsxParser.parse(code, options);
}

// JSON code blocks that say what of the OpenAPI document they show:
//   ```json title="200 OK" openapi="listLeases 200"
// (also "listLeases request" and "schema/Lease"). The page keeps them for the
// build, which checks each against the document on every build (pipeline/render.ts),
// so that a guide cannot show a body the API does not send.
import type { Code } from 'mdast';
import type { VFile } from 'vfile';
import type { ApiExample } from '../../types.ts';
import { placeOf } from '../blocks/context.ts';

const NAME = /(?:^|\s)openapi="([^"]*)"/;

/** Called by the code plugin on each code block: keeps it when its fence names an OpenAPI body or schema. */
export function keepApiExample(node: Code, meta: string, file: VFile): void {
  const name = NAME.exec(meta)?.[1];
  if (name === undefined) return;
  const { file: where, line, at } = placeOf(file, node);
  // The code starts on the line after its fence (in what the build made from an OpenAPI document, it is at its place).
  ((file.data.apiExamples ??= []) as ApiExample[]).push({ name, json: node.value, file: where, ...(at === undefined ? { line: line + 1 } : { line, at }) });
}

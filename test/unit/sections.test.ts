// A page's sections for search (src/content/plugins/sections.ts): the names
// its code blocks use, which a reader may search for.
import { describe, expect, it } from 'vitest';
import { renderBody } from '../helpers/markdown.ts';

describe("the names a section's code uses", () => {
  it('are its snake_case, kebab-case and dotted names and its paths', () => {
    const { sections } = renderBody('## Request\n\n```bash\ncurl https://api.example.com/v2/leases/{lease_id} -H "x-api-key: $KEY" # tenant.email\n```\n');
    expect(sections.at(-1)!.code.split(' ')).toEqual(['/api.example.com/v2/leases/{lease_id}', 'x-api-key', 'tenant.email']);
  });

  it('are not looked for in a run of data (base64, a long hex string): beside it they are found', () => {
    // CODE_NAME would try each position of the run, and scan the rest of it from each: its length squared.
    const blob = 'QUJD'.repeat(50_000);
    const { sections } = renderBody(`## Upload\n\n\`\`\`json\n{ "file_name": "lease.pdf", "data": "${blob}", "mime_type": "application/pdf" }\n\`\`\`\n`);
    expect(sections.at(-1)!.code.split(' ')).toEqual(['file_name', 'lease.pdf', 'mime_type']);
  });
});

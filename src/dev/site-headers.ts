// docs serve sends each file the headers that the build's own _headers file
// gives its path (the Content-Security-Policy with frame-ancestors, nosniff,
// the referrer policy), as Netlify and Cloudflare Pages do: one file says what
// both the host and docs serve send. Caching is left out: docs serve's files
// change with every save (no-store). Of the rules that match a path, a later
// one's header replaces an earlier one's, and "! Name" removes it (a page's
// own Content-Security-Policy replaces the site's).

/** A header set, or removed (value undefined: "! Name"). */
type Rule = { pattern: string; headers: [name: string, value: string | undefined][] };

let read: { text: string; rules: Rule[] } | undefined;

/** The headers of `pathname` by the rules of a _headers file ("/docs/*": the paths under it; otherwise the path itself). */
export function headersOf(headersFile: string, pathname: string): Record<string, string> {
  if (read?.text !== headersFile) read = { text: headersFile, rules: parse(headersFile) };
  const out: Record<string, string> = {};
  for (const { pattern, headers } of read.rules) {
    const matches = pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
    if (!matches) continue;
    for (const [name, value] of headers) {
      if (name.toLowerCase() === 'cache-control') continue;
      if (value === undefined) delete out[name];
      else out[name] = value;
    }
  }
  return out;
}

function parse(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('/')) rules.push({ pattern: line.trim(), headers: [] });
    else if (/^\s+!/.test(line) && rules.length) rules[rules.length - 1].headers.push([line.trim().slice(1).trim(), undefined]);
    else if (/^\s+\S/.test(line) && rules.length) {
      const colon = line.indexOf(':');
      if (colon > 0) rules[rules.length - 1].headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

// How a page names a part of an OpenAPI document (src/openapi/) in an include or
// a link: "openapi:listLeases", "openapi:schema/Lease". The content stages only
// recognise the names; the OpenAPI source makes the parts and their pages.
export const API_PART_PREFIX = 'openapi:';

export function isApiPart(name: string): boolean {
  return name.startsWith(API_PART_PREFIX);
}

/**
 * An operation included as the first thing of a page's body: the page's title stands for the operation's summary,
 * and its sections are the page's own (## Query parameters), not one level below a second heading of that name.
 */
export function atPageTop(name: string): string {
  return `${name}${AT_PAGE_TOP}`;
}

export const AT_PAGE_TOP = '#top';

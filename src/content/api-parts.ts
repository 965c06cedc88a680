// How a page names a part of an OpenAPI document (src/openapi/) in an include or
// a link: "openapi:listLeases", "openapi:schema/Lease". The content stages only
// recognise the names; the OpenAPI source makes the parts and their pages.
export const API_PART_PREFIX = 'openapi:';

export function isApiPart(name: string): boolean {
  return name.startsWith(API_PART_PREFIX);
}

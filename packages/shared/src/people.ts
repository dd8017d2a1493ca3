/**
 * How the header and menus show a person (docs/product/screens.md#application-shell). A module of
 * its own: the header is in the web's first load, and importing it from format.ts pulled every
 * formatter into that load (0.8 KB gzip).
 */
export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

/** A person's name as every answer and document shows it: first and last, no stray space. */
export function personName({ firstName, lastName }: { firstName: string; lastName: string }): string {
  return `${firstName} ${lastName}`.trim();
}

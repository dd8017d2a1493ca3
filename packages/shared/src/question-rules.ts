/** How old a post or a waiting question is, in the unit a reader wants: minutes, hours or days. */
export function postAge(
  at: string | Date,
  now: Date = new Date(),
): { unit: 'now' | 'minutes' | 'hours' | 'days'; count: number } {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(at).getTime()) / 60_000));
  if (minutes < 1) return { unit: 'now', count: 0 };
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  if (minutes < 60 * 24) return { unit: 'hours', count: Math.floor(minutes / 60) };
  return { unit: 'days', count: Math.floor(minutes / (60 * 24)) };
}

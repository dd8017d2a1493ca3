/** Pure display rules of docs/product/constants-and-limits.md#display-formats, shared by the web app, e-mails and invoices. */

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

/** '₹1,24,999' (Indian digit grouping, rupee sign). */
export function formatInr(amountInRupees: number): string {
  return rupees.format(amountInRupees);
}

/** round((original - price) / original * 100), or 0 when there is no discount. */
export function discountPercent(price: number, original: number | null | undefined): number {
  if (!original || original <= price) return 0;
  return Math.round(((original - price) / original) * 100);
}

/** 1000 or more shows as thousands with 'K+', otherwise the number with '+'. */
export function formatStat(value: number): string {
  if (value >= 1000) return `${Math.floor(value / 1000)}K+`;
  return `${value}+`;
}

/** '12h 30m', '45m', '3h'. */
export function formatDuration(hours: number, minutes: number): string {
  if (hours > 0 && minutes > 0) return `${hours}h ${minutes}m`;
  if (hours > 0) return `${hours}h`;
  return `${minutes}m`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today, Yesterday, 'N days ago' up to 7, weeks under 30, months under 365, then the date. */
export function relativeDate(date: Date, now: Date = new Date()): string {
  const startOf = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  const days = Math.round((startOf(now) - startOf(date)) / DAY_MS);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days <= 7) return `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return weeks === 1 ? '1 week ago' : `${weeks} weeks ago`;
  }
  if (days < 365) {
    const months = Math.floor(days / 30);
    return months === 1 ? '1 month ago' : `${months} months ago`;
  }
  return longDate(date);
}

/** 'March 5, 2026'. */
export function longDate(date: Date): string {
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

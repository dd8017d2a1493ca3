/** Paise as rupees to the paisa (₹1,19,900.00): the dashboard adds and subtracts refunds, so no rounding. */
export function inr(paise: number, language: string): string {
  return new Intl.NumberFormat(language === 'ta' ? 'ta-IN' : 'en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(paise / 100);
}

/** A YYYY-MM-DD India day as "20 Mar". */
export function shortDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'ta' ? 'ta-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

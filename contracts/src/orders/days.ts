/** Calendar days as YYYY-MM-DD, computed in UTC so a plan never depends on the server's zone. */

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC midnight of a YYYY-MM-DD day, or undefined when it is not a real calendar date. */
export function parseOrderDay(value: string): Date | undefined {
  if (value.length !== 10 || !DAY_PATTERN.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value
    ? undefined
    : date;
}

const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00.000Z`) / DAY_MS);
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return dayOf(dayNumber(day) + days);
}

export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The day of a timestamp, in UTC. */
export function dayOfDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** dd/MM/yyyy HH:mm in the person's own clock (what they read on the screen). */
export function formatDateTime(date: unknown): string {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** The inverse of formatDateTime; an Invalid Date for text that is not a real moment (31/02…). */
export function parseDateTime(text: string): Date {
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(text);
  if (!match) return new Date(NaN);
  const [day, month, year, hours, minutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hours, minutes);
  const exact =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hours;
  return exact ? date : new Date(NaN);
}

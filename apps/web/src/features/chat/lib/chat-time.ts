/** A message's time: the hour alone today, the day and hour before (in the app's language). */
export function formatChatTime(sentAt: number, locale: string, now: number = Date.now()): string {
  const when = new Date(sentAt);
  const today = new Date(now).toDateString() === when.toDateString();
  return new Intl.DateTimeFormat(locale, {
    ...(today ? {} : { month: 'short', day: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(when);
}

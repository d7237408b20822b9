// English only for now (the back office's first release); times in the operator's own time zone.
const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A full date and time: "05 Mar 2026, 14:07". */
export function formatDateTime(epochMs: number): string {
  return dateTime.format(epochMs);
}

/** Today's times as "14:07", older ones with their date: the lists stay narrow and still exact. */
export function formatShort(epochMs: number, now: number = Date.now()): string {
  const sameDay = new Date(epochMs).toDateString() === new Date(now).toDateString();
  return sameDay ? time.format(epochMs) : formatDateTime(epochMs);
}

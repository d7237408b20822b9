/** A query's ISO date or instant as a Date; a bare date means its start in UTC. */
export function dateOf(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
}

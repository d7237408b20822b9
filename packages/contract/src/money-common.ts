import { z } from 'zod';

// Shared shapes of the money calls (deposits, withdrawals, transfers, reports, operators).
// Amounts follow wallet.ts: strings of integer minor units. The `...Display` fields beside some of them (major units)
// are deprecated: the clients format the minor units with money-format.ts and no longer read them; they stay in
// answers until the next contract version so that issue 16's refit changes no answer
// (docs/decisions/0023-clients-format-money.md).

/** A positive amount in integer minor units ("10000" is 100.00 PHP). */
export const positiveMinorUnitsSchema = z
  .string()
  .regex(/^[1-9]\d{0,17}$/, 'expected a positive whole number of minor units');

/**
 * The client's id of one intended money action (UUID or 8-64 of A-Z a-z 0-9 _ -). Sending the same action
 * again with the same id answers the first result; the same id with other content is refused (409).
 */
export const requestIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'expected 8-64 characters A-Z, a-z, 0-9, _ or -');

/** Page query of every history call; pageNo starts at 1. */
export const pageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** Optional date range of history calls: ISO 8601 instants (or dates), `from` inclusive, `to` exclusive. */
export const dateRangeQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});

/** A page of a history: `list`, the page number, the page count (at least 1) and the row count. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  });
}

/** A masked bank account number: only the last four digits show, e.g. "**** **** 7890". */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\s+/g, '');
  return `**** **** ${digits.slice(-4)}`;
}

import {
  SITE_LINKS_ERRORS,
  type CustomerService,
  type DownloadLink,
  type OpsSiteLinks,
  type OpsSiteLinksInput,
} from '@palaro/contract';
import type { Db } from '../../db/db';
import { ApiError } from '../../http/api-error';
import type { Clock } from '../../security/clock';
import type { Audit, OperatorContext } from '../operators';
import { siteLinksRepository, type SiteLinksRow } from './repository-site-links';

type Deps = {
  db: Db;
  merchant: string;
  clock: Clock;
  audit: Audit;
  /** The merchant configuration's links, in force until an operator saves some. */
  configured: { resources: DownloadLink[]; customerService: CustomerService[] };
};

export type SiteLinks = { resources: DownloadLink[]; customerService: CustomerService[] };

/**
 * How long an instance answers from the links it read last: every app boot asks for the status, so the read is not
 * made on each; another instance's change shows within this time, this instance's at once.
 */
const CACHE_MS = 10_000;

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

/** The site's outside links: what players are shown, and the operators' reading and replacing of them (admin). */
export function createSiteLinks({ db, merchant, clock, audit, configured }: Deps) {
  let cached: { at: number; links: SiteLinks } | undefined;

  const linksOf = (row: SiteLinksRow | undefined): SiteLinks =>
    row ? { resources: row.resources, customerService: row.customer_service } : configured;

  const opsView = (row: SiteLinksRow | undefined): OpsSiteLinks => ({
    ...linksOf(row),
    source: row ? 'operator' : 'config',
    updatedBy: row?.updated_by ?? null,
    updatedAt: row ? row.updated_at.getTime() : null,
  });

  return {
    /** The links in force, for the status answer. */
    async current(): Promise<SiteLinks> {
      const now = clock();
      if (cached && now - cached.at < CACHE_MS) return cached.links;
      const links = linksOf(await siteLinksRepository(db).find(merchant));
      cached = { at: now, links };
      return links;
    },

    async get(): Promise<OpsSiteLinks> {
      return opsView(await siteLinksRepository(db).find(merchant));
    },

    async replace(who: OperatorContext, input: OpsSiteLinksInput): Promise<OpsSiteLinks> {
      // one entry per type: the app picks a link by its type, so a second one could never show
      const fields: Record<string, string> = {};
      for (const type of duplicates(input.resources.map((link) => link.resourceType)))
        fields[`resources.${type}`] = 'listed more than once';
      for (const type of duplicates(input.customerService.map((entry) => entry.csType)))
        fields[`customerService.${type}`] = 'listed more than once';
      if (Object.keys(fields).length > 0) {
        const { status, errorCode, message } = SITE_LINKS_ERRORS.invalid;
        throw new ApiError(status, errorCode, message, fields);
      }
      const row = await db.transaction(async (tx) => {
        const repository = siteLinksRepository(tx);
        const before = await repository.lock(merchant);
        const saved = await repository.replace(merchant, input, who.username, new Date(clock()));
        await audit(tx, who, 'siteLinks.replace', `site-links:${merchant}`, {
          resources: saved.resources,
          customerService: saved.customer_service,
          before: before ? { ...linksOf(before), updatedBy: before.updated_by } : { ...configured, source: 'config' },
        });
        return saved;
      });
      cached = { at: clock(), links: linksOf(row) };
      return opsView(row);
    },
  };
}

export type SiteLinksService = ReturnType<typeof createSiteLinks>;

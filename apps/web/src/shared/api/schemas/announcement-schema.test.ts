import * as contract from '@palaro/contract/announcements';
import { compareAnswers, contractJsonSchema, mirrorJsonSchema } from '../../../testing/mirror-proof';
import * as mirror from './announcement-schema';

const notice = {
  id: 'a1',
  type: 'PL',
  title: 'Weekend maintenance',
  content: '<p>Back at <strong>06:00</strong>. <a href="/m/notice">More</a></p>',
  execution: ['A', 'B'],
  promotionType: null,
  popup: null,
  startAt: 1_700_000_000_000,
  endAt: null,
  read: false,
};
const popup = {
  ...notice,
  id: 'a2',
  type: 'PU',
  promotionType: 'deposit_promo',
  popup: { closable: true, hideToday: true, forcedReading: false, preferRegister: true },
  endAt: 1_800_000_000_000,
  read: true,
};
const mirrors = [
  ['announcement', mirror.announcementSchema, contract.announcementSchema, popup],
  [
    'announcement lists',
    mirror.announcementsSchema,
    contract.announcementsResponseSchema,
    { banners: [], player: [notice], popup: [popup], promotion: [] },
  ],
] as const;

describe('the valibot mirror of the announcement contract', () => {
  it.each(mirrors)('%s describes exactly the same JSON as the contract', (_, schema, classic) => {
    expect(mirrorJsonSchema(schema)).toEqual(contractJsonSchema(classic));
  });

  it.each(mirrors)(
    '%s accepts, refuses and strips every variant of an answer as the contract does',
    (_, schema, classic, sample) => {
      const { tried, accepted, disagreements } = compareAnswers(schema, classic, sample);
      expect(disagreements).toEqual([]);
      expect(accepted).toBeGreaterThan(1);
      expect(accepted).toBeLessThan(tried);
    },
  );
});

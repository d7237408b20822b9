import { statusSchema as contractStatus } from '@palaro/contract/system';
import { GAME_CATEGORIES, vendorSortingSchema as contractVendors } from '@palaro/contract/games';
import { failureSchema as contractFailure } from '@palaro/contract/envelope';
import { walletSummarySchema as contractWallet } from '@palaro/contract/wallet';
import { failureSchema } from '../../lib/envelope-schema';
import { GAME_CATEGORY_VALUES, vendorSortingSchema } from './vendor-sorting-schema';
import { statusSchema } from './status-schema';
import { walletSummarySchema } from './wallet-schema';
import { makeStatus, vendorSorting } from '../../../testing/fixtures';
import { makeWallet } from '../../../testing/money-fixtures';
import { compareAnswers, contractJsonSchema, mirrorJsonSchema } from '../../../testing/mirror-proof';

// Home's first screen (a player's too) validates with valibot mirrors of the contract; these tests keep them identical to it.
const mirrors = [
  [
    'status',
    statusSchema,
    contractStatus,
    makeStatus({ info: { paths: { deposit: '/m/voucherCenter' }, domainRoute: [{ domain: 'a.ph', path: '/m' }] } }),
  ],
  ['vendor sorting', vendorSortingSchema, contractVendors, vendorSorting],
  [
    'wallet summary',
    walletSummarySchema,
    contractWallet,
    {
      ...makeWallet(),
      wallets: [...makeWallet().wallets, { kind: 'vendor', vendor: 'BAYANI', amount: '-5', balance: '-0.05' }],
    },
  ],
  [
    'failure envelope',
    failureSchema,
    contractFailure,
    {
      success: false,
      errorCode: 'request.invalid',
      message: 'Bad',
      fields: { amount: 'min' },
      value: { captcha: true },
    },
  ],
] as const;

describe('the valibot mirrors of the first screen', () => {
  it.each(mirrors)('%s describes exactly the same JSON as the contract', (_, mirror, contract) => {
    expect(mirrorJsonSchema(mirror)).toEqual(contractJsonSchema(contract));
  });

  it.each(mirrors)(
    '%s accepts, refuses and strips every variant of an answer as the contract does',
    (_, mirror, contract, sample) => {
      const { tried, accepted, disagreements } = compareAnswers(mirror, contract, sample);
      expect(disagreements).toEqual([]);
      // the variants reach both answers, so agreement is not the trivial kind
      expect(accepted).toBeGreaterThan(1);
      expect(accepted).toBeLessThan(tried);
    },
  );

  it('knows every game category of the contract', () => {
    expect([...GAME_CATEGORY_VALUES]).toEqual([...GAME_CATEGORIES]);
  });
});

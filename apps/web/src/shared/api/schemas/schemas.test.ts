import * as zMini from 'zod/mini';
import { z } from 'zod';
import { statusSchema as contractStatus } from '@palaro/contract/system';
import { vendorSortingSchema as contractVendors } from '@palaro/contract/games';
import { failureSchema as contractFailure } from '@palaro/contract/envelope';
import { GAME_CATEGORIES } from '@palaro/contract/games';
import { failureSchema } from '../../lib/envelope-schema';
import { GAME_CATEGORY_VALUES, vendorSortingSchema } from './vendor-sorting-schema';
import { statusSchema } from './status-schema';
import { makeStatus } from '../../../testing/fixtures';

// The first screen validates with zod/mini mirrors of the contract; these tests keep them identical to it.
describe('the zod/mini mirrors of the contract', () => {
  it.each([
    ['status', statusSchema, contractStatus],
    ['vendor sorting', vendorSortingSchema, contractVendors],
    ['failure envelope', failureSchema, contractFailure],
  ] as const)('%s describes exactly the same JSON as the contract', (_, mirror, contract) => {
    expect(zMini.toJSONSchema(mirror)).toEqual(z.toJSONSchema(contract));
  });

  it('knows every game category of the contract', () => {
    expect([...GAME_CATEGORY_VALUES]).toEqual([...GAME_CATEGORIES]);
  });

  it('accepts what the contract accepts and drops unknown fields the same way', () => {
    const answer = { ...makeStatus(), extra: 'dropped' };
    expect(statusSchema.parse(answer)).toEqual(contractStatus.parse(answer));
    expect(statusSchema.safeParse({ ...answer, maintenance: 'yes' }).success).toBe(false);
  });
});

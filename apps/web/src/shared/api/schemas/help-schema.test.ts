import * as contract from '@palaro/contract/help';
import { compareAnswers, contractJsonSchema, mirrorJsonSchema } from '../../../testing/mirror-proof';
import * as mirror from './help-schema';

const item = {
  id: 'h1',
  title: 'Privacy policy',
  content: '<p>How we keep your data.</p>',
  tag: 'privacy',
  children: [{ title: 'Purpose', content: '<p>Why we collect it.</p>' }],
};

describe('the valibot mirror of the help contract', () => {
  it('describes exactly the same JSON as the contract', () => {
    expect(mirrorJsonSchema(mirror.helpListSchema)).toEqual(contractJsonSchema(contract.helpListSchema));
  });

  it('accepts, refuses and strips every variant of an answer as the contract does', () => {
    const { tried, accepted, disagreements } = compareAnswers(mirror.helpItemSchema, contract.helpItemSchema, item);
    expect(disagreements).toEqual([]);
    expect(accepted).toBeGreaterThan(1);
    expect(accepted).toBeLessThan(tried);
  });
});

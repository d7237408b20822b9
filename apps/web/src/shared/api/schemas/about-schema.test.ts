import * as contract from '@palaro/contract/about';
import { compareAnswers, contractJsonSchema, mirrorJsonSchema } from '../../../testing/mirror-proof';
import * as mirror from './about-schema';

const image = (n: number) => ({ url: `/m/demo-images/about-${n}.svg`, alt: `Picture ${n}` });
const page = {
  mission: { title: 'Our mission', text: 'Fair games.' },
  ambassador: { name: 'Maria Santos', role: 'Ambassador', text: 'Play smart.', photo: image(0) },
  gallery: [1, 2, 3, 4, 5].map(image),
  vision: { title: 'Our vision', text: 'The best mobile casino.' },
};

describe('the valibot mirror of the about-us contract', () => {
  it('describes exactly the same JSON as the contract', () => {
    expect(mirrorJsonSchema(mirror.aboutSchema)).toEqual(contractJsonSchema(contract.aboutResponseSchema));
  });

  it('accepts, refuses and strips every variant of an answer as the contract does', () => {
    const { tried, accepted, disagreements } = compareAnswers(mirror.aboutSchema, contract.aboutResponseSchema, page);
    expect(disagreements).toEqual([]);
    expect(accepted).toBeGreaterThan(1);
    expect(accepted).toBeLessThan(tried);
  });
});

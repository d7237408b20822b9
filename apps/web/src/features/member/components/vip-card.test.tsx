import { act, screen } from '@testing-library/react';
import { changeLanguage } from '../../../shared/lib/i18n/i18n';
import { makeMemberInfo } from '../../../testing/account-fixtures';
import { renderWithProviders } from '../../../testing/render-app';
import { VipCard } from './vip-card';

const card = () => screen.getByRole('region', { name: 'VIP card' });

describe('the VIP card', () => {
  afterEach(async () => {
    await act(() => changeLanguage('EN'));
  });

  it("names a new player's level and what remains to the next one", async () => {
    renderWithProviders(<VipCard member={makeMemberInfo({ clubLabel: { labelName: '' }, vipProgress: 0 })} />);
    expect(await screen.findByText('VIP0', { exact: true })).toBeInTheDocument();
    expect(card()).toHaveTextContent('100% to go to VIP1');
    expect(card()).not.toHaveTextContent('to the next level');
  });

  it('counts on from a numbered label', async () => {
    renderWithProviders(<VipCard member={makeMemberInfo({ clubLabel: { labelName: 'VIP1' }, vipProgress: 0.35 })} />);
    expect(await screen.findByText('VIP1', { exact: true })).toBeInTheDocument();
    expect(card()).toHaveTextContent('65% to go to VIP2');
  });

  it('leaves the next level unnamed when the label has no number, and says when the way is done', async () => {
    renderWithProviders(<VipCard member={makeMemberInfo({ clubLabel: { labelName: 'Gold' }, vipProgress: 0.8 })} />);
    expect(await screen.findByRole('region', { name: 'VIP card' })).toHaveTextContent('20% to go to the next level');
    renderWithProviders(<VipCard member={makeMemberInfo({ clubLabel: { labelName: '3' }, vipProgress: 1 })} />);
    expect(await screen.findByText('VIP3', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('Ready for VIP4')).toBeInTheDocument();
  });

  it('speaks Tagalog', async () => {
    await act(() => changeLanguage('TL'));
    renderWithProviders(<VipCard member={makeMemberInfo({ clubLabel: { labelName: '' }, vipProgress: 0 })} />);
    expect(await screen.findByRole('region', { name: 'Kard ng VIP' })).toHaveTextContent(
      '100% pa bago maabot ang VIP1',
    );
  });
});

import { screen } from '@testing-library/react';
import { i18n } from '../../lib/i18n/i18n';
import { makeStatus } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render-screen';
import { SiteFooter } from './site-footer';

beforeAll(() => i18n.loadNamespaces(['home']));

describe('the home footer (SPEC 2.3)', () => {
  it('shows a follow-us link only for the types that have one, and the 2024 copyright', () => {
    const status = makeStatus();
    status.info.resources = [
      { resourceType: 'FACEBOOK', url: 'https://www.facebook.com/palaro.ph', labelNameEn: 'Facebook' },
      { resourceType: 'LINKEDIN', url: '', labelNameEn: 'LinkedIn' },
      { resourceType: 'TELEGRAM', url: 'https://t.me/palaro_ph', labelNameEn: 'Telegram' },
    ];
    renderScreen(<SiteFooter />, { route: 'home', status });
    expect(
      screen
        .getAllByRole('link')
        .filter((link) => link.getAttribute('target') === '_blank')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Facebook', 'Telegram']);
    expect(screen.getByText('© 2024 Palaro. All rights reserved.')).toBeInTheDocument();
  });

  it('has no follow-us heading without links, and no copyright on About Us', () => {
    const status = makeStatus();
    status.info.resources = [];
    renderScreen(<SiteFooter />, { route: 'aboutus', path: '/m/aboutus', status });
    expect(screen.queryByRole('heading', { name: 'Follow us' })).not.toBeInTheDocument();
    expect(screen.queryByText(/© 2024/)).not.toBeInTheDocument();
  });
});

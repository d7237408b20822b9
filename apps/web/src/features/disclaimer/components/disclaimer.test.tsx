import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render-app';
import { Disclaimer } from './disclaimer';

describe('the age and terms disclaimer', () => {
  it('shows until the visitor agrees, and keeps the agreement in session storage', async () => {
    const { unmount } = renderWithProviders(<Disclaimer />);
    const dialog = screen.getByRole('dialog', { name: 'Age and terms' });
    expect(dialog).toHaveTextContent('18 or older');
    expect(within(dialog).getByRole('link', { name: 'terms of use' })).toHaveAttribute(
      'href',
      '/m/helpDetail?tag=terms',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'I agree' }));
    expect(window.sessionStorage.getItem('MC_DISCLAIMER_AGREED')).toBe('1');
    expect(window.localStorage.getItem('MC_DISCLAIMER_AGREED')).toBeNull();
    unmount();

    renderWithProviders(<Disclaimer />);
    expect(screen.queryByRole('dialog', { name: 'Age and terms' })).not.toBeInTheDocument();
  });

  it('explains that visitors must be 18 when they choose Leave, and stays', async () => {
    renderWithProviders(<Disclaimer />);
    const dialog = screen.getByRole('dialog', { name: 'Age and terms' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('you must be 18 or older to use Palaro');
    expect(screen.getByRole('dialog', { name: 'Age and terms' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('MC_DISCLAIMER_AGREED')).toBeNull();
  });

  it('cannot be dismissed with Escape', async () => {
    renderWithProviders(<Disclaimer />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Age and terms' })).toBeInTheDocument();
  });

  it('steps aside while the terms themselves are being read', () => {
    renderWithProviders(<Disclaimer readingTerms />);
    expect(screen.queryByRole('dialog', { name: 'Age and terms' })).not.toBeInTheDocument();
  });
});

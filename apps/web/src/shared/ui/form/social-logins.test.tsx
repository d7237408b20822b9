import { fireEvent, screen } from '@testing-library/react';
import { makeStatus } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render-screen';
import { getWhitelabelQueryOptions } from '../../api/get-whitelabel';
import { rememberIntentForSocial, takeSocialIntent } from '../../lib/session/login-intent';
import { SocialLogins } from './social-logins';

const whitelabel = {
  ...makeStatus().info.whitelabel,
  flags: { ...makeStatus().info.whitelabel.flags, GOOGLELOGIN3: true, FACEBOOKLOGIN3: true },
  identityProviders: { google: true, facebook: false },
};

function renderButtons(intent: Parameters<typeof SocialLogins>[0]['intent']) {
  renderScreen(<SocialLogins intent={intent} />, {
    route: 'login',
    path: '/m/login',
    seed: (client) => client.setQueryData(getWhitelabelQueryOptions().queryKey, whitelabel),
  });
}

afterEach(() => window.sessionStorage.clear());

describe('the social sign-in buttons', () => {
  it('show a configured, switched-on provider only', async () => {
    renderButtons(null);
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/wps/session/oidc/google/start',
    );
    expect(screen.queryByRole('link', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
  });

  it('keep where the guest was for the way back from the provider', async () => {
    const intent = { redirect: '/m/gameCenter?gameType=RNG', action: { kind: 'launch' as const, nodeId: 9 } };
    renderButtons(intent);
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    // the click's own navigation is the provider's page; jsdom does not follow it
    google.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(google);
    expect(takeSocialIntent()).toEqual(intent);
  });

  it('forget an older intent when the screen has none', async () => {
    rememberIntentForSocial({ redirect: '/m/vip', action: null });
    renderButtons(null);
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    google.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(google);
    expect(takeSocialIntent()).toBeNull();
  });
});

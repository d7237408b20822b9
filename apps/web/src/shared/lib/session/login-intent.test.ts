import {
  intentOf,
  loginHref,
  parseAction,
  registerHref,
  rememberIntentForSocial,
  safeRedirect,
  takeSocialIntent,
} from './login-intent';

describe('the intent carried through log-in', () => {
  it('returns only to a path of this app', () => {
    expect(safeRedirect('/m/gameCenter?gameType=RNG')).toBe('/m/gameCenter?gameType=RNG');
    expect(safeRedirect('/m/home')).toBe('/m/home');
    for (const unsafe of [
      'https://evil.example/m/home',
      '//evil.example/m/home',
      '/\\evil.example',
      '/m/\\evil',
      'javascript:alert(1)',
      '/elsewhere',
      'm/home',
      '',
      null,
      // the auth screens themselves would loop
      '/m/login?redirect=%2Fm%2Fhome',
      '/m/register',
    ]) {
      expect(safeRedirect(unsafe)).toBeNull();
    }
    // dot segments are resolved before the check
    expect(safeRedirect('/m/../evil')).toBeNull();
  });

  it('reads back only the two known actions, with their numbers and vendor code', () => {
    expect(parseAction('favourite:12:BAYANI_SLOTS')).toEqual({ kind: 'favourite', nodeId: 12, vendor: 'BAYANI_SLOTS' });
    expect(parseAction('launch:7')).toEqual({ kind: 'launch', nodeId: 7 });
    for (const bad of ['launch:', 'launch:7x', 'favourite:1:lower', 'delete:1', 'launch:1234567890', null])
      expect(parseAction(bad)).toBeNull();
  });

  it('round-trips through the login and register addresses; an unsafe redirect drops the action too', () => {
    const intent = {
      redirect: '/m/gameCenter?gameType=RNG',
      action: { kind: 'favourite' as const, nodeId: 3, vendor: 'LUMEN' },
    };
    const href = loginHref(intent);
    expect(href).toBe('/m/login?redirect=%2Fm%2FgameCenter%3FgameType%3DRNG&action=favourite%3A3%3ALUMEN');
    expect(intentOf(href.slice(href.indexOf('?')))).toEqual(intent);
    expect(registerHref(intent)).toBe(
      '/m/register?redirect=%2Fm%2FgameCenter%3FgameType%3DRNG&action=favourite%3A3%3ALUMEN',
    );
    expect(loginHref(null)).toBe('/m/login');
    expect(intentOf('?redirect=%2F%2Fevil.example&action=launch%3A3')).toBeNull();
    expect(intentOf('?redirect=%2Fm%2Fhome&action=bogus')).toEqual({ redirect: '/m/home', action: null });
  });

  it('keeps an intent across a social sign-in once, and checks it again when it comes back', () => {
    const intent = {
      redirect: '/m/gameCenter?gameType=RNG',
      action: { kind: 'favourite' as const, nodeId: 3, vendor: 'LUMEN' },
    };
    rememberIntentForSocial(intent);
    expect(takeSocialIntent()).toEqual(intent);
    expect(takeSocialIntent()).toBeNull();
    // what another script left in the tab's storage is held to the same rules as an address
    window.sessionStorage.setItem('MC_SOCIAL_INTENT', '?redirect=%2F%2Fevil.example&action=launch%3A3');
    expect(takeSocialIntent()).toBeNull();
  });
});

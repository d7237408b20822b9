import { makeSession } from '../../testing/fixtures';
import { decideGuard } from './guard';

describe('decideGuard (SPEC 4, 5, 6)', () => {
  it('lets everyone open open routes', () => {
    expect(decideGuard('open', null)).toEqual({ kind: 'allow' });
  });

  it('sends guests to log in from member routes', () => {
    expect(decideGuard('member', null)).toEqual({ kind: 'redirect', to: '/m/login' });
    expect(decideGuard('member', makeSession(4))).toEqual({ kind: 'allow' });
  });

  it('keeps trial accounts out of the inbox with free_reject', () => {
    expect(decideGuard('real', null)).toEqual({ kind: 'redirect', to: '/m/login' });
    expect(decideGuard('real', makeSession(4))).toEqual({ kind: 'redirect', to: '/m/home', toastKey: 'free_reject' });
    expect(decideGuard('real', makeSession(0))).toEqual({ kind: 'allow' });
  });

  it('sends visitors without a session home from change password, and trial accounts with the trial message', () => {
    expect(decideGuard('session', null)).toEqual({ kind: 'redirect', to: '/m/home' });
    expect(decideGuard('session', makeSession())).toEqual({ kind: 'allow' });
    expect(decideGuard('session', makeSession(4))).toEqual({
      kind: 'redirect',
      to: '/m/home',
      toastKey: 'trial_reject',
    });
  });

  it('keeps trial accounts out of real-account screens with "Please login an actual account"', () => {
    expect(decideGuard('actual', null)).toEqual({ kind: 'redirect', to: '/m/login' });
    expect(decideGuard('actual', makeSession(4))).toEqual({
      kind: 'redirect',
      to: '/m/home',
      toastKey: 'trial_reject',
    });
    for (const type of [0, 1, 2, 40]) expect(decideGuard('actual', makeSession(type))).toEqual({ kind: 'allow' });
  });

  it('opens deposit for member types 0, 1 and 2 only; others get free_reject', () => {
    expect(decideGuard('deposit', null)).toEqual({ kind: 'redirect', to: '/m/login' });
    for (const type of [0, 1, 2]) expect(decideGuard('deposit', makeSession(type))).toEqual({ kind: 'allow' });
    for (const type of [3, 4, 40]) {
      expect(decideGuard('deposit', makeSession(type))).toEqual({
        kind: 'redirect',
        to: '/m/home',
        toastKey: 'free_reject',
      });
    }
  });
});

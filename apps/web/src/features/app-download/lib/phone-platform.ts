// What the app page needs to know of the phone from its user agent (SPEC 4 "iOS download with only a profile link").

export type Platform = 'android' | 'ios' | 'other';

export function platformOf(userAgent: string): Platform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return 'other';
}

/** iOS's own browser: Safari, not another browser's shell nor an app's built-in browser. */
export function isIosSafari(userAgent: string): boolean {
  return (
    platformOf(userAgent) === 'ios' &&
    /Safari\//.test(userAgent) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS|YaBrowser|GSA\/|FBAN|FBAV|Instagram|Line\/|MicroMessenger|Messenger|Twitter/i.test(
      userAgent,
    )
  );
}

/** The iOS version as [major, minor], when the phone is an iOS one. */
export function iosVersion(userAgent: string): [number, number] | null {
  const match = /OS (\d+)_(\d+)(?:_\d+)? like Mac OS X/.exec(userAgent);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** SPEC 4: legacy-iOS tips show for iOS 12.0 to 12.1 and for iOS 11 or below. */
export function legacyIosTip(userAgent: string): 'ios12' | 'ios11' | null {
  const version = iosVersion(userAgent);
  if (!version) return null;
  const [major, minor] = version;
  if (major <= 11) return 'ios11';
  if (major === 12 && minor <= 1) return 'ios12';
  return null;
}

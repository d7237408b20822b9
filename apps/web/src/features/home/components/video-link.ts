import { LANGUAGE_LOCALE, type LanguageCode } from '@palaro/contract/constants';

const VIDEO_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIDEO_ID = /^[\w-]{6,20}$/;

/** The video id of a link on a video site; undefined for any other link, which SPEC 2.3 ignores. */
export function videoIdOf(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (!/^https?:$/.test(url.protocol) || !VIDEO_HOSTS.has(url.hostname)) return undefined;
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (url.hostname === 'youtu.be') id = segments[0];
  else if (segments[0] === 'watch') id = url.searchParams.get('v');
  else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1];
  return id && VIDEO_ID.test(id) ? id : undefined;
}

/** The embedded player in the site's language (SPEC 2.3: EN en, TL tl, CN zh, VI vi, TH th), starting at once after the tap. */
export function videoEmbedUrl(id: string, language: LanguageCode): string {
  const code = LANGUAGE_LOCALE[language];
  const query = new URLSearchParams({ autoplay: '1', playsinline: '1', rel: '0', hl: code, cc_lang_pref: code });
  return `https://www.youtube-nocookie.com/embed/${id}?${query.toString()}`;
}

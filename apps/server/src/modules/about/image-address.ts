/**
 * Why `address` cannot be an image of the about-us page, or null when it can: an https address (another site's image,
 * e.g. a CDN's) or a path on this site such as /m/demo-images/about-slots.webp. Nothing that a browser would read as
 * another scheme (javascript:, data:, http:) or as another site (//host, /\host), and no spaces or quotes, which no
 * real address needs and which only serve to break out of where the address is written.
 */
export function imageAddressProblem(address: string): string | null {
  const wrong = 'must be an https address or a path on this site (starting with /)';
  if (/[\s"'<>\\`]/.test(address)) return wrong;
  if (address.startsWith('/')) return address.startsWith('//') ? wrong : null;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return wrong;
  }
  if (url.protocol !== 'https:' || url.hostname === '') return wrong;
  if (url.username !== '' || url.password !== '') return 'must not carry a user name or password';
  return null;
}

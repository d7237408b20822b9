import sanitizeHtml from 'sanitize-html';

/**
 * Where a link may lead (SPEC 3): the web, mail, or an in-app route under /m (the web app routes those itself). Checked
 * on the decoded attribute value, so an entity-encoded `javascript:` is refused like a plain one.
 */
const LINK = /^(?:https?:\/\/|mailto:|\/m(?:[/?#]|$))/i;
/** Images from the web or from this site (an absolute path, not a protocol-relative `//host`); never data: URLs. */
const IMAGE = /^(?:https?:\/\/|\/(?!\/))/i;

const TABLE_CELL = ['colspan', 'rowspan'];

/**
 * The allow-list of operators' HTML (announcements, help sections): basic formatting, links, images and tables. Everything else is dropped: scripts,
 * styles, iframes, forms, event-handler and style attributes, and links or images of any other kind of address.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'span',
    'div',
    'a',
    'img',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: TABLE_CELL,
    td: TABLE_CELL,
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // the text of these never shows either (the library's default list, plus the embedding tags)
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      const kept: sanitizeHtml.Attributes = {};
      if (href && LINK.test(href)) kept.href = href;
      // a link that opens elsewhere gives the opened page no handle on this one
      if (attribs.target === '_blank' && kept.href && !kept.href.startsWith('/')) {
        kept.target = '_blank';
        kept.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: kept };
    },
    img: (tagName, attribs) => {
      const src = attribs.src?.trim();
      const kept: sanitizeHtml.Attributes = { ...attribs };
      delete kept.src;
      if (src && IMAGE.test(src)) kept.src = src;
      return { tagName, attribs: kept };
    },
  },
  // an image left without a source shows nothing
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Operator-written HTML as it may be stored and served (one allow-list for every module that stores such HTML). */
export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

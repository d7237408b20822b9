import DOMPurify from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from '../../lib/router';
import './safe-html.css';

// Operators' HTML (announcements, help, promotions) is sanitised by the server before it is stored and again here
// with DOMPurify's allow-list before it reaches the page, so nothing it holds can run (docs/architecture.md).
// Made on first use: DOMPurify needs a document, which a server render of a first view has not (none of the drawn
// views shows operator HTML; a module that imports this one must still load there).
let purifier: ReturnType<typeof DOMPurify> | undefined;

function browserPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    // SPEC 3: links starting with /m route in the app; every other one opens outside, never in this tab
    if (!href.startsWith('/m')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

export function sanitizeHtml(html: string): string {
  if (typeof window === 'undefined') return '';
  return browserPurifier().sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button'],
    FORBID_ATTR: ['style'],
  });
}

/** Sanitised operator HTML; a tap on one of its in-app links moves within the app instead of reloading the page. */
export function SafeHtml({ html, className = '' }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/m') || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href);
  };
  // sanitised just above: never the raw input
  return <div className={`safe-html ${className}`} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMING } from '@palaro/contract/constants';
import type { HelpItem } from '@palaro/contract/help';
import { useHelp } from '../../../shared/api/help/get-help';
import { useSearchParams } from '../../../shared/lib/router';
import { EmptyState } from '../../../shared/ui/empty-state';
import { SafeHtml } from '../../../shared/ui/safe-html/safe-html';
import { Spinner } from '../../../shared/ui/spinner';
import './help-screen.css';

const indexOf = (value: string | null): number | null => {
  if (value === null || !/^\d+$/.test(value)) return null;
  return Number(value);
};

/** Which section and child the address opens: `tag` names a section, `p` gives its index, `c` its child's. */
export function openedBy(
  items: readonly HelpItem[],
  query: URLSearchParams,
): { section: number | null; child: number | null } {
  const tag = query.get('tag');
  const byTag = tag === null ? -1 : items.findIndex((item) => item.tag === tag);
  const section = byTag >= 0 ? byTag : indexOf(query.get('p'));
  if (section === null || section >= items.length) return { section: null, child: null };
  const child = indexOf(query.get('c'));
  return { section, child: child !== null && child < (items[section]?.children.length ?? 0) ? child : null };
}

/** /m/help and /m/helpDetail (SPEC 2.3): an accordion of titled sections with child sections, opened by the address. */
export default function HelpScreen() {
  const { t } = useTranslation('content');
  const help = useHelp();
  const query = useSearchParams();
  if (help.isPending) return <Spinner className="spinner--page" />;
  if (help.isError) return <EmptyState text={t('help.error')} />;
  if (help.data.length === 0) return <EmptyState text={t('help.empty')} />;
  // a new address (another tag from the drawer) opens afresh
  return <HelpAccordion key={query.toString()} items={help.data} opened={openedBy(help.data, query)} />;
}

function HelpAccordion({
  items,
  opened,
}: {
  items: HelpItem[];
  opened: { section: number | null; child: number | null };
}) {
  const { t } = useTranslation('content');
  const [section, setSection] = useState(opened.section);
  const [child, setChild] = useState(opened.child);
  const openedRef = useRef<HTMLElement>(null);

  // SPEC 9: the section the address opened scrolls into view a moment after the page settles
  useEffect(() => {
    if (opened.section === null) return undefined;
    const timer = setTimeout(
      () => openedRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }),
      TIMING.scrollIntoViewDelayMs,
    );
    return () => clearTimeout(timer);
  }, [opened.section]);

  return (
    <div className="help">
      <h2 className="visually-hidden">{t('help.sections')}</h2>
      {items.map((item, position) => (
        <HelpSection
          key={item.id}
          ref={position === opened.section ? openedRef : undefined}
          item={item}
          open={position === section}
          onToggle={() => {
            setSection(position === section ? null : position);
            setChild(null);
          }}
          child={position === section ? child : null}
          onChild={setChild}
        />
      ))}
    </div>
  );
}

type SectionProps = {
  item: HelpItem;
  open: boolean;
  onToggle: () => void;
  child: number | null;
  onChild: (child: number | null) => void;
  ref?: React.Ref<HTMLElement>;
};

function HelpSection({ item, open, onToggle, child, onChild, ref }: SectionProps) {
  const panel = useId();
  return (
    <section ref={ref} className={open ? 'help__section help__section--open' : 'help__section'}>
      <h3 className="help__heading">
        <button type="button" className="help__toggle" aria-expanded={open} aria-controls={panel} onClick={onToggle}>
          {item.title}
          <Chevron />
        </button>
      </h3>
      <div id={panel} className="help__panel" hidden={!open}>
        {open && (
          <>
            <SafeHtml html={item.content} />
            {item.children.length > 0 && (
              <ul className="help__children">
                {item.children.map((part, position) => (
                  <HelpChild
                    key={part.title}
                    title={part.title}
                    content={part.content}
                    open={position === child}
                    onToggle={() => onChild(position === child ? null : position)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function HelpChild({
  title,
  content,
  open,
  onToggle,
}: {
  title: string;
  content: string;
  open: boolean;
  onToggle: () => void;
}) {
  const panel = useId();
  return (
    <li className="help__child">
      <h4 className="help__heading">
        <button
          type="button"
          className="help__toggle help__toggle--child"
          aria-expanded={open}
          aria-controls={panel}
          onClick={onToggle}
        >
          {title}
          <Chevron />
        </button>
      </h4>
      <div id={panel} className="help__panel help__panel--child" hidden={!open}>
        {open && <SafeHtml html={content} />}
      </div>
    </li>
  );
}

function Chevron() {
  return (
    <svg className="help__chevron" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

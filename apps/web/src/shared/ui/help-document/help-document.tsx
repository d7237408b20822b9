import type { HelpItem } from '@palaro/contract/help';
import { SafeHtml } from '../safe-html/safe-html';
import './help-document.css';

/** One help section read whole, its child sections under their titles (the terms and privacy modals). */
export function HelpDocument({ item }: { item: HelpItem }) {
  return (
    <div className="help-document">
      <SafeHtml html={item.content} />
      {item.children.map((child) => (
        <section key={child.title} className="help-document__part">
          <h3 className="help-document__title">{child.title}</h3>
          <SafeHtml html={child.content} />
        </section>
      ))}
    </div>
  );
}

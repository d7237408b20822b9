import { useId, type ReactNode } from 'react';

type Tab<T extends string> = { id: T; label: string };
type Props<T extends string> = {
  label: string;
  tabs: readonly Tab<T>[];
  active: T;
  onChange: (id: T) => void;
  children: ReactNode;
};

/** Two or three views of one money screen (form, history) as an accessible tab list. */
export function MoneyTabs<T extends string>({ label, tabs, active, onChange, children }: Props<T>) {
  const base = useId();
  return (
    <>
      <div className="tabs money-tabs" role="tablist" aria-label={label}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${base}-${tab.id}`}
            className="tabs__tab"
            aria-selected={tab.id === active}
            aria-controls={`${base}-panel`}
            tabIndex={tab.id === active ? 0 : -1}
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-${active}`} className="money-tabs__panel">
        {children}
      </div>
    </>
  );
}

import { useEffect, useRef, useState } from 'react';

type Props = {
  label: string;
  placeholder?: string;
  /** The filter in force. */
  value: string;
  /** Called once typing pauses, with the new text. */
  onSearch: (text: string) => void;
  delayMs?: number;
};

/** A filter box that asks the server once the operator stops typing, not once per key. */
export function SearchInput({ label, placeholder, value, onSearch, delayMs = 300 }: Props) {
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => latest.current(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs]);
  return (
    <input
      type="search"
      aria-label={label}
      placeholder={placeholder ?? label}
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}

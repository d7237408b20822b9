export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="loading muted" role="status">
      {label}
    </p>
  );
}

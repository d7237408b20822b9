import { Link, useRoute } from 'wouter';

/** A menu entry, marked current on its screen and on every page under it. */
export function NavLink({ path, label }: { path: string; label: string }) {
  const [active] = useRoute(`${path}/*?`);
  return (
    <Link href={path} className={active ? 'nav-link active' : 'nav-link'} aria-current={active ? 'page' : undefined}>
      {label}
    </Link>
  );
}

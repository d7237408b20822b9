import { lazy, Suspense, useState } from 'react';
import { loadDrawer } from './drawer-loader';
import { useDrawerStore } from './drawer-store';

const Drawer = lazy(loadDrawer);

/** Mounts the drawer the first time it is opened and keeps it mounted so it can animate closed. */
export function DrawerHost() {
  const open = useDrawerStore((state) => state.open);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Drawer open={open} />
    </Suspense>
  );
}

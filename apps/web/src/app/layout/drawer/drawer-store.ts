import { create } from 'zustand';

type DrawerState = { open: boolean; openDrawer: () => void; closeDrawer: () => void };

/** The left drawer's open flag (SPEC 4: side menus open and close by flags). */
export const useDrawerStore = create<DrawerState>()((set) => ({
  open: false,
  openDrawer: () => set({ open: true }),
  closeDrawer: () => set({ open: false }),
}));

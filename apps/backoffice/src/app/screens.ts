import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { OperatorRole } from '@palaro/contract';
import { can, type Capability } from '../shared/session/permissions';

/**
 * Every screen of the back office, in menu order: where it lives under /bo, its menu group and label, and the
 * capability that shows it. A new screen is one entry here (and its capability in shared/session/permissions.ts);
 * each loads as a chunk of its own.
 */
export type Screen = {
  path: string;
  group: string;
  label: string;
  capability: Capability;
  component: LazyExoticComponent<ComponentType>;
};

export const SCREENS: readonly Screen[] = [
  {
    path: '/chats',
    group: 'Support',
    label: 'Live chat',
    capability: 'chatDesk',
    component: lazy(() => import('../features/chat/chat-desk')),
  },
  {
    path: '/feedback',
    group: 'Support',
    label: 'Feedback',
    capability: 'feedback',
    component: lazy(() => import('../features/feedback/feedback-queue')),
  },
  {
    path: '/inbox',
    group: 'Content',
    label: 'Inbox messages',
    capability: 'inboxSend',
    component: lazy(() => import('../features/inbox/inbox-screen')),
  },
];

export function screensFor(role: OperatorRole): Screen[] {
  return SCREENS.filter((screen) => can(role, screen.capability));
}

/** The menu: the role's screens under their group headings, groups in order of first appearance. */
export function menuFor(role: OperatorRole): { group: string; screens: Screen[] }[] {
  const groups: { group: string; screens: Screen[] }[] = [];
  for (const screen of screensFor(role)) {
    const group = groups.find((entry) => entry.group === screen.group);
    if (group) group.screens.push(screen);
    else groups.push({ group: screen.group, screens: [screen] });
  }
  return groups;
}

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HelpItem } from '@palaro/contract/help';
import { setApiBaseUrl } from '../../../shared/lib/request-context';
import { sendJson, startTestServer } from '../../../testing/test-server';
import { renderScreen } from '../../../testing/render-screen';
import HelpScreen, { openedBy } from './help-screen';

const items: HelpItem[] = [
  { id: '1', title: 'Terms of use', content: '<p>The rules.</p>', tag: 'terms', children: [] },
  {
    id: '2',
    title: 'FAQ',
    content: '<p>Common questions.</p>',
    tag: 'faq',
    children: [
      { title: 'How do I deposit?', content: '<p>With GCash or Maya.</p>' },
      { title: 'How long do withdrawals take?', content: '<p>Within a day.</p>' },
    ],
  },
  { id: '3', title: 'Contact us', content: '<p>Write to support.</p>', tag: null, children: [] },
];

let list: HelpItem[] = items;
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer((request, response) =>
    request.url.startsWith('/wps/system/help')
      ? sendJson(response, 200, { success: true, value: list })
      : sendJson(response, 404, { success: false, errorCode: 'not.found', message: 'Not found' }),
  );
  setApiBaseUrl(server.url);
});
afterAll(async () => {
  setApiBaseUrl('');
  await server.close();
});

describe('the help centre (SPEC 2.3)', () => {
  it('opens by tag, by index and by child index; anything else opens nothing', () => {
    const q = (text: string) => new URLSearchParams(text);
    expect(openedBy(items, q('tag=faq'))).toEqual({ section: 1, child: null });
    expect(openedBy(items, q('tag=faq&c=1'))).toEqual({ section: 1, child: 1 });
    expect(openedBy(items, q('p=2'))).toEqual({ section: 2, child: null });
    expect(openedBy(items, q('p=9'))).toEqual({ section: null, child: null });
    expect(openedBy(items, q('tag=privacy'))).toEqual({ section: null, child: null });
    expect(openedBy(items, q('p=1&c=7'))).toEqual({ section: 1, child: null });
    expect(openedBy(items, q(''))).toEqual({ section: null, child: null });
  });

  it('shows the sections as an accordion, opened at the address’s section and child', async () => {
    list = items;
    const user = userEvent.setup();
    renderScreen(<HelpScreen />, { route: 'helpDetail', path: '/m/helpDetail?tag=faq&c=0' });
    const faq = await screen.findByRole('button', { name: 'FAQ' });
    expect(faq).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Terms of use' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Common questions.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'How do I deposit?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('With GCash or Maya.')).toBeVisible();
    expect(screen.queryByText('Within a day.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'How long do withdrawals take?' }));
    expect(screen.getByText('Within a day.')).toBeVisible();
    expect(screen.queryByText('With GCash or Maya.')).not.toBeInTheDocument();

    // one section at a time
    await user.click(screen.getByRole('button', { name: 'Contact us' }));
    expect(screen.getByRole('button', { name: 'FAQ' })).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(screen.getByRole('button', { name: 'Contact us' }).closest('section')!).getByText('Write to support.'),
    ).toBeVisible();
  });

  it('shows the empty state when there are no sections', async () => {
    list = [];
    renderScreen(<HelpScreen />, { route: 'help', path: '/m/help' });
    expect(await screen.findByText('There is nothing in the help centre yet.')).toBeInTheDocument();
  });
});

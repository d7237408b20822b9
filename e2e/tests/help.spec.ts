import { OPS_API, type OpsHelpItem } from '@palaro/contract';
import { test, expect } from '../support/fixtures';
import { apiCall } from '../support/api';
import { operatorLogin } from '../support/money';
import { baseUrl } from '../support/servers';

// Issue 18: the help centre's sections are the operators' (demo content here), opened by tag from the menu; the
// registration form shows the same terms and privacy policy.

test('the menu opens the FAQ in the help centre, and its questions open one at a time', async ({
  agreedPage: page,
}) => {
  await page.goto('/m/home');
  await page.getByRole('navigation', { name: 'Bottom menu' }).getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/m\/helpDetail\?tag=faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  const faq = page.getByRole('button', { name: 'FAQ', exact: true });
  await expect(faq).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Terms of use' })).toHaveAttribute('aria-expanded', 'false');
  const questions = faq.locator('xpath=ancestor::section[1]').getByRole('listitem');
  expect(await questions.count()).toBeGreaterThanOrEqual(5);
  await questions.first().getByRole('button').click();
  await expect(questions.first().getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  await questions.nth(1).getByRole('button').click();
  await expect(questions.first().getByRole('button')).toHaveAttribute('aria-expanded', 'false');
});

test('the privacy policy has the sections of SPEC 1, as a page and as registration’s dialog', async ({
  agreedPage: page,
}) => {
  await page.goto('/m/helpDetail?tag=privacy&c=6');
  const policy = page.getByRole('button', { name: 'Privacy policy' }).locator('xpath=ancestor::section[1]');
  const parts = ['Introduction', 'Purpose', 'Access', 'Confidentiality', 'Recipient', 'Monitor', 'Agree policy'];
  await expect(policy.getByRole('listitem').getByRole('button')).toHaveText(parts);
  await expect(policy.getByRole('button', { name: 'Agree policy' })).toHaveAttribute('aria-expanded', 'true');

  await page.goto('/m/register');
  await page.getByRole('button', { name: 'Privacy policy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Privacy policy' });
  for (const part of parts) await expect(dialog.getByRole('heading', { name: part, exact: true })).toBeVisible();
});

test('a section an operator publishes shows in the help centre, opened by its tag; retired, it is gone', async ({
  agreedPage: page,
}) => {
  const ip = '10.252.0.1';
  const token = await operatorLogin('admin', ip, 'content');
  const created = await apiCall<OpsHelpItem>('POST', OPS_API.helpItems, {
    data: {
      tag: 'vip-rules',
      sort: 0,
      texts: {
        EN: {
          title: 'VIP rules',
          content: '<p>Levels are reviewed every month.<script>window.__ran = 1</script></p>',
          children: [{ title: 'Level up', content: '<p>Bet 10,000 in a month.</p>' }],
        },
      },
    },
    token,
    ip,
    server: 'content',
  });
  expect(created.success, created.message).toBe(true);

  await page.goto(`${baseUrl('content')}/m/helpDetail?tag=vip-rules&c=0`);
  await expect(page.getByRole('button', { name: 'VIP rules' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Levels are reviewed every month.')).toBeVisible();
  await expect(page.getByText('Bet 10,000 in a month.')).toBeVisible();
  expect(await page.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined();

  const retired = await apiCall('POST', OPS_API.helpItemRetire(created.value.id), { token, ip, server: 'content' });
  expect(retired.success).toBe(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Terms of use' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'VIP rules' })).toHaveCount(0);
});

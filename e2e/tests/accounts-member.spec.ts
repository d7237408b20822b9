import { deflateSync } from 'node:zlib';
import { test, expect } from '../support/account-fixtures';
import { registerByApi } from '../support/accounts';
import { storeLogin } from '../support/session';
import { expectToast } from '../support/toasts';

// SPEC 2.3 (VIP card), 3 "Member info", 4 "Member centre", 5 (uploads png or jpg, at most 5 MB).

/** A real 2x2 PNG, so the server's check of the bytes has something true to look at. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.from([0, 255, 200, 0, 255, 200, 0, 0, 20, 40, 90, 20, 40, 90]);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('shows the profile, VIP card and ways on; nickname, e-mail and payee name are edited in place', async ({
  player: page,
  clientIp,
}) => {
  const account = await registerByApi(clientIp);
  await storeLogin(page, account.login);
  await page.goto('/m/member/home');
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByRole('heading', { name: account.username })).toBeVisible();
  await expect(profile.getByText(`Account: ${account.username}`)).toBeVisible();

  const vip = page.getByRole('region', { name: 'VIP card' });
  await expect(vip.getByText('VIP0', { exact: true })).toBeVisible();
  await expect(vip.getByText('100% to go to VIP1')).toBeVisible();
  await expect(vip.getByRole('progressbar', { name: 'Progress to the next level' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(vip.getByRole('link', { name: 'Level interests' })).toHaveAttribute('href', '/m/member/benefits');

  await profile.getByRole('button', { name: 'Edit Nickname' }).click();
  await profile.getByRole('textbox', { name: 'Nickname' }).fill('  Lucky Juan  ');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');
  await expect(profile.getByRole('heading', { name: 'Lucky Juan' })).toBeVisible();

  await profile.getByRole('button', { name: 'Edit E-mail' }).click();
  await profile.getByRole('textbox', { name: 'E-mail' }).fill('not-an-address');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByText('Enter a valid e-mail address')).toBeVisible();
  await profile.getByRole('textbox', { name: 'E-mail' }).fill('juan@example.com');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByText('juan@example.com')).toBeVisible();

  await profile.getByRole('button', { name: 'Edit Payee name' }).click();
  await profile.getByRole('textbox', { name: 'Payee name' }).fill('Juan Dela Cruz');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByText('Juan Dela Cruz')).toBeVisible();

  // the header follows the nickname (SPEC 2.2: nickname or account name)
  await page.goto('/m/home');
  await expect(page.getByRole('banner').getByText('Lucky Juan')).toBeVisible();

  await page.goto('/m/member/home');
  const entries = page.getByRole('navigation', { name: 'Member services' });
  for (const name of ['Deposit', 'Withdraw', 'History', 'Messages', 'Security'])
    await expect(entries.getByRole('link', { name })).toBeVisible();
  await entries.getByRole('link', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/m\/member\/security$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Security centre' })).toBeVisible();
});

test('uploads a png head icon, and refuses other files before sending them', async ({ player: page, clientIp }) => {
  const account = await registerByApi(clientIp);
  await storeLogin(page, account.login);
  await page.goto('/m/member/home');
  const icon = page.getByRole('button', { name: 'Change head icon' });
  await expect(icon.locator('img')).toHaveCount(0);

  const chooser = page.waitForEvent('filechooser');
  await icon.click();
  await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByRole('alert').filter({ hasText: 'Please choose a png or jpg image' })).toBeVisible();

  const upload = page.waitForResponse((response) => response.url().endsWith('/wps/member/info/icon'));
  const second = page.waitForEvent('filechooser');
  await icon.click();
  await (await second).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng() });
  expect((await upload).status()).toBe(200);
  await expect(icon.locator('img')).toHaveAttribute('src', /\/m\/member-icons\/.+\.png$/);
  await expectToast(page, 'Saved');
});

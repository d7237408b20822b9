import { test, expect } from '../support/account-fixtures';
import { DEMO } from '../support/api';
import { playButton } from '../support/games';
import { baseUrl } from '../support/servers';
import { storeSession } from '../support/session';

// The demo player's shared session: the games server counts free-play starts per address and sees one address here.
// SPEC 2.1 and 4: a lottery tile leads through /m/launchGame to /m/startLottery, whose frame is the lotto app at
// /m/lotto-h5/{mui}/{playType}/games/{gameId}; back from it goes home with pageBack, otherwise to /m/game.

test.use({ baseURL: baseUrl('games') });

const FRAME_ADDRESS =
  /^\/m\/lotto-h5\/en\/ent\/games\/colour-1m\?token=[A-Za-z0-9_-]{43}&merchant=PALARO&css=dark&prize_mode=ModeElott$/;

test("from home's lottery category a fast game opens full screen in the lotto app, whose back leads to /m/game", async ({
  player: page,
}) => {
  await storeSession(page, DEMO, 'games');
  await page.goto('/m/home');
  await page.getByRole('link', { name: 'Lottery', exact: true }).click();
  await playButton(page, 'Colour Game 1 min').click();
  await expect(page).toHaveURL(/\/m\/startLottery\?mui=en&playType=ent&gameId=colour-1m&prize_mode=ModeElott$/);
  const frame = page.locator('iframe[title="Colour Game 1 min"]');
  expect(await frame.getAttribute('src')).toMatch(FRAME_ADDRESS);
  const lotto = page.frameLocator('iframe[title="Colour Game 1 min"]');
  await expect(lotto.getByRole('heading', { level: 1, name: 'Colour Game · 1 min' })).toBeVisible();
  await lotto.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/game$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Game center' })).toBeVisible();
});

test("with pageBack the header's back leaves the lottery for home; a traditional game opens as trad", async ({
  player: page,
}) => {
  await storeSession(page, DEMO, 'games');
  await page.goto('/m/launchGame?playType=trad&gameId=ez2-2d&gameGroupId=LOTT&prize_mode=ModeElott&pageBack=home');
  await expect(page).toHaveURL(
    /\/m\/startLottery\?mui=en&playType=trad&gameId=ez2-2d&prize_mode=ModeElott&pageBack=home$/,
  );
  await expect(page.locator('iframe[title="EZ2 2D"]')).toHaveAttribute(
    'src',
    /^\/m\/lotto-h5\/en\/trad\/games\/ez2-2d\?token=/,
  );
  await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a guest who taps a lottery logs in first', async ({ player: page }) => {
  await page.goto('/m/gameCenter?gameType=LOTT');
  await playButton(page, 'Lotto 6/42').click();
  await expect(page).toHaveURL(/\/m\/login/);
});

test('a guest who taps Play on the lottery section logs in first', async ({ player: page }) => {
  await page.goto('/m/lottery');
  await page.getByRole('article', { name: 'Colour Game 1 min' }).getByRole('link', { name: 'Play' }).click();
  await expect(page).toHaveURL(/\/m\/login/);
});

test('the lottery section lists every game with its draw on sale and leads a player into one', async ({
  player: page,
}) => {
  await storeSession(page, DEMO, 'games');
  await page.goto('/m/lottery');
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
  // between a close of sales and its draw a game has nothing on sale; its three intervals are never all closed for long
  const racing = page.getByRole('region', { name: 'Racing' });
  await expect(racing.getByRole('article')).toHaveCount(3);
  await expect(racing).toContainText(/Draw \d{8}-\d{4}Sales close in \d{2}:\d{2}/);
  await page.getByRole('tab', { name: 'Draws' }).click();
  const vietnam = page.getByRole('article', { name: 'Vietnam Northern Lottery' });
  await expect(vietnam).toContainText(/Sales close in \d+:\d{2}:\d{2}|Sales close in \d{2}:\d{2}/);
  await vietnam.getByRole('link', { name: 'Play' }).click();
  await expect(page).toHaveURL(/\/m\/startLottery\?mui=en&playType=trad&gameId=vn-north&prize_mode=SEA$/);
  await expect(page.locator('iframe[title="Xổ Số Miền Bắc"]')).toHaveAttribute(
    'src',
    /^\/m\/lotto-h5\/en\/trad\/games\/vn-north\?token=.+&prize_mode=SEA$/,
  );
});

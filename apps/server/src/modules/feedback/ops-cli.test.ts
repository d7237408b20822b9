import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { valueOf } from '../../testing/api-client';
import { newPlayer } from '../../testing/money-fixtures';
import { useOpsCli } from '../../testing/ops-cli';
import { CAPTCHA, dataUrl, description, imageBytes, sendFeedback } from './feedback-test-kit';

const { ops, file, path, app } = useOpsCli('ops-cli-feedback', { testCodes: { captcha: CAPTCHA, sms: undefined } });

describe('npm run ops feedback', () => {
  it('lists the queue, shows one, saves an image and answers once from a file', { timeout: 120_000 }, async () => {
    const player = await newPlayer(app());
    const image = imageBytes('jpg', 3000);
    const content = description(80);
    const id = valueOf<{ id: string }>(
      await sendFeedback(app(), player.token, { content, type: 2, images: [dataUrl(image, 'image/jpeg')] }),
    ).id;
    expect((await ops('login', 'support', '--password', 'SupportDemo-2024')).code).toBe(0);

    const open = await ops('feedback', '--status', 'open');
    expect(open.out).toMatch(new RegExp(`\\n${id} +\\S+ +${player.username} +2 +open +1 +My GCash deposit is late`));
    expect((await ops('feedback', '--status', 'answered')).out).not.toContain(player.username);
    const shown = await ops('feedback-show', id);
    expect(shown.out).toContain(content);
    expect(shown.out).toContain(`/ops/feedback/${id}/images/0`);

    const saved = await ops('feedback-image', id, '0', '--out', path('image.jpg'));
    expect(saved.out).toContain(`saved ${image.length} bytes`);
    expect(readFileSync(path('image.jpg')).equals(image)).toBe(true);

    const texts = { texts: { EN: { title: 'We found your deposit', content: '<p>It is credited now.</p>' } } };
    const replied = await ops('feedback-reply', id, '--file', file('reply.json', texts));
    expect(replied.code).toBe(0);
    expect(replied.out).toContain("status: 'answered'");
    expect(replied.out).toContain("answeredBy: 'support'");
    expect((await ops('feedback', '--player', player.username)).out).toMatch(/ answered +1 +support /);
    const again = await ops('feedback-reply', id, '--file', file('reply.json', texts));
    expect(again.code).toBe(1);
    expect(again.out).toContain('feedback.answered');
  });
});

import { describe, expect, it } from 'vitest';
import { patchDocument, readDocument } from '../support/emulators';
import { AuthPage } from './auth-page';
import { useAppPage } from './browser';
import { DailyStrategyPage } from './daily-strategy-page';

const appPage = useAppPage();

/** Polls the emulator (rules bypassed) until the day's strategy is stored as dismissed. */
async function storedDismissed(uid: string, day: string): Promise<unknown> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const dismissed = (await readDocument(`users/${uid}/strategies/${day}`))?.fields.dismissed;
    if (dismissed?.booleanValue === true || Date.now() > deadline) return dismissed;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the daily strategy on Home', () => {
  it('should show an Elite user one strategy for the day, the same after a reload, until dismissed', async () => {
    const page = appPage();
    const home = new DailyStrategyPage(page);
    const uid = await new AuthPage(page).signUpNewUser('Ellie Elite', 'strategy');
    await patchDocument(`users/${uid}`, { subscriptionPlan: 'elite', subscriptionStatus: 'active' });

    expect((await home.open()).status()).toBe(200);
    const text = await home.text();
    expect(text.length).toBeGreaterThan(20);

    const again = await home.reload();
    expect(await home.text()).toBe(text);

    const { strategy } = (await again.json()) as { strategy: { date: string } };
    await home.dismiss();
    expect(await storedDismissed(uid, strategy.date)).toEqual({ booleanValue: true });

    expect((await home.reload()).status()).toBe(200);
    await home.card().waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: /Ellie/ }).waitFor();
    expect(await home.card().count()).toBe(0);
  });

  it('should show a Basic user no strategy, and never ask for one', async () => {
    const page = appPage();
    const home = new DailyStrategyPage(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/strategy/')) asked.push(request.url());
    });
    const uid = await new AuthPage(page).signUpNewUser('Basil Basic', 'strategy');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { name: /Basil/ }).waitFor();
    await page.getByText('No goals yet').waitFor();
    expect(await home.card().count()).toBe(0);
    expect(asked).toEqual([]);

    // The same screen shows it as soon as the plan allows: the absence above was the plan's doing.
    await patchDocument(`users/${uid}`, { subscriptionPlan: 'elite', subscriptionStatus: 'active' });
    expect((await home.text()).length).toBeGreaterThan(20);
    expect(asked).toHaveLength(1);
  });
});

// `npm run screens`: screenshots of the main screens for docs/screens/, in the light and dark themes, on
// a phone (390×844) and a desktop (1280×800), named <screen>-<theme>-<device>.png. The public pages
// are taken as a visitor sees them; then a sample person signs up through the form, is given a little
// history (journal entries with moods over the past days, two goals, a memory item, one exchange with
// the offline counselor) and the signed-in screens are taken. Viewport shots at a device scale factor
// of 1 (Playwright's default), so the files stay small. Runs inside `firebase emulators:exec` (see
// package.json), which starts empty emulators each time: the same person and history every run.
import { mkdir, readdir, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { THEME_STORAGE_KEY } from '../domain/theme';
import { adminDb } from '../functions/src/admin';
import { AuthPage } from '../tests/e2e/auth-page';
import { launchChromium, newAppContext } from '../tests/e2e/browser';
import { ChatPage } from '../tests/e2e/chat-page';
import { GoalsPage } from '../tests/e2e/goals-page';
import { JournalPage } from '../tests/e2e/journal-page';
import { LandingPage } from '../tests/e2e/landing-page';
import { MemoryPage } from '../tests/e2e/memory-page';
import { PricingPage } from '../tests/e2e/onboarding-pages';
import { PatternsPage } from '../tests/e2e/patterns-page';
import { SettingsPage } from '../tests/e2e/settings-page';
import {
  assertEmulatorsRunning,
  patchDocument,
  signInAuthAccount,
  suiteEmulators,
} from '../tests/support/emulators';
import { seedGoal } from '../tests/support/seed-goal';
import { seedJournalEntry } from '../tests/support/seed-journal';

const OUT_DIR = fileURLToPath(new URL('../docs/screens/', import.meta.url));

const DEVICES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
const THEMES = ['light', 'dark'] as const;

// The first chat reply loads the crisis classifier and the offline counselor in a cold function
// worker, which can take longer than Playwright's 30 s default on a busy machine.
const TIMEOUT_MS = 90_000;

const PERSON = { name: 'Maya Ortiz', email: 'maya@example.com', password: 'secret123' };

/** `days` days before today at `hour`:`minute`, local time (the browser's zone is this machine's). */
function daysAgo(days: number, hour: number, minute = 0) {
  const date = new Date();
  date.setDate(date.getDate() - days);
  date.setHours(hour, minute, 0, 0);
  return date;
}

// A week and a bit of journaling, at different times of day so every Mind Patterns chart has data.
const JOURNAL = [
  {
    at: daysAgo(9, 7, 45),
    title: 'Back to routine',
    body: 'First full week back at work. Slept badly but got through the inbox.',
    mood: 3,
    emotions: ['tired', 'hopeful'],
  },
  {
    at: daysAgo(7, 22, 10),
    title: 'Disagreement with Ana',
    body: 'We disagreed about Mum’s birthday plans again. I said things more sharply than I meant.',
    mood: 2,
    emotions: ['frustrated', 'sad'],
  },
  {
    at: daysAgo(5, 12, 30),
    title: 'Lunch walk',
    body: 'Took twenty minutes outside at lunch. The afternoon felt lighter.',
    mood: 3,
    emotions: ['calm'],
  },
  {
    at: daysAgo(4, 8, 5),
    title: 'Presentation nerves',
    body: 'Woke at five going over the slides. Wrote down the three points that matter and left it there.',
    mood: 2,
    emotions: ['anxious', 'stressed'],
  },
  {
    at: daysAgo(3, 19, 20),
    title: 'It went fine',
    body: 'The presentation went better than I feared, and two people asked good questions. Proud I did not put it off.',
    mood: 4,
    emotions: ['relieved', 'proud'],
  },
  {
    at: daysAgo(2, 21, 0),
    title: 'Called Ana',
    body: 'Called my sister and apologised. We were laughing about it by the end.',
    mood: 4,
    emotions: ['loved', 'grateful'],
  },
  {
    at: daysAgo(1, 10, 15),
    title: 'A slow morning',
    body: 'Coffee, a long walk and no plans. I want more mornings like this.',
    mood: 5,
    emotions: ['happy', 'calm'],
  },
];

const GOALS = [
  { id: 'sleep', title: 'In bed by 11 pm on weeknights', progress: 40, createdAt: daysAgo(12, 20) },
  { id: 'walk', title: 'A 20-minute walk at lunch', progress: 70, createdAt: daysAgo(6, 13) },
];

const MEMORY = 'My sister Ana lives in Lisbon; we call each other on Sundays.';

const CHAT_MESSAGE =
  'Work has been busy this week and I am not sleeping well. How can I wind down in the evenings?';

/** One screen: its file name and how to open it and wait until its content is on screen. */
interface Screen {
  name: string;
  open: () => Promise<void>;
}

/** The public pages, as a visitor sees them. */
function publicScreens(page: Page): Screen[] {
  return [
    {
      name: 'landing',
      open: async () => {
        await page.goto('/');
        await new LandingPage(page).heading().waitFor();
      },
    },
    {
      name: 'pricing',
      open: async () => {
        await page.goto('/pricing');
        await new PricingPage(page).card('Pro').waitFor();
      },
    },
  ];
}

/** The signed-in screens, each waiting for the sample history it shows. */
function appScreens(page: Page, chat: ChatPage): Screen[] {
  const journal = new JournalPage(page);
  const patterns = new PatternsPage(page);
  const goals = new GoalsPage(page);
  const memory = new MemoryPage(page);
  return [
    {
      name: 'home',
      open: async () => {
        await page.goto('/app');
        await page.getByRole('list', { name: 'Active goals' }).waitFor();
      },
    },
    {
      name: 'counselor',
      open: async () => {
        await chat.open();
        await chat.assistantMessages().first().waitFor();
      },
    },
    {
      name: 'journal',
      open: async () => {
        await journal.open();
        await journal.entry(JOURNAL.at(-1)!.title).waitFor();
      },
    },
    {
      name: 'patterns',
      open: async () => {
        await patterns.open();
        for (const chart of [
          'Mood over time',
          'Mood by weekday',
          'Mood by time of day',
          'Emotions you noted',
        ]) {
          await patterns.summary(chart).waitFor();
          await patterns.chart(chart).locator('svg').first().waitFor();
        }
      },
    },
    {
      name: 'goals',
      open: async () => {
        await goals.open();
        for (const goal of GOALS) await goals.card(goal.title).waitFor();
      },
    },
    {
      name: 'profile',
      open: async () => {
        await page.goto('/app/profile');
        await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
      },
    },
    { name: 'settings', open: () => new SettingsPage(page).open() },
    {
      name: 'memory',
      open: async () => {
        await page.goto('/app/memory');
        await memory.item(MEMORY).waitFor();
      },
    },
  ];
}

/**
 * Takes every screen in each theme on each device. The page must already be on the app's origin,
 * where the theme is kept.
 */
async function shoot(page: Page, screens: Screen[]) {
  for (const [device, viewport] of Object.entries(DEVICES)) {
    await page.setViewportSize(viewport);
    for (const theme of THEMES) {
      // As the theme switch keeps it: the page's first script applies it before anything is drawn.
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
        key: THEME_STORAGE_KEY,
        value: theme,
      });
      for (const screen of screens) {
        await screen.open();
        // Past any loading state, whose text is not what the person works with.
        await page
          .getByText(/^Loading/)
          .first()
          .waitFor({ state: 'detached' });
        const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
        if (dark !== (theme === 'dark')) throw new Error(`${screen.name} did not show the ${theme} theme`);
        const file = `${screen.name}-${theme}-${device}.png`;
        await page.screenshot({ path: `${OUT_DIR}${file}`, animations: 'disabled', caret: 'hide' });
        console.log(`docs/screens/${file}`);
      }
    }
  }
}

await assertEmulatorsRunning(suiteEmulators);
await mkdir(OUT_DIR, { recursive: true });
// A screen dropped from the lists above leaves no stale picture behind.
for (const file of await readdir(OUT_DIR)) {
  if (file.endsWith('.png')) await rm(`${OUT_DIR}${file}`);
}

const browser = await launchChromium();

// The visitor's browser, its clock paused: the newsletter popup (15 s after arrival) never covers
// the landing page, however slow the machine.
const visitor = await newAppContext(browser);
visitor.setDefaultTimeout(TIMEOUT_MS);
await visitor.clock.install();
await visitor.clock.pauseAt(Date.now() + 1000);
const visitorPage = await visitor.newPage();
// The landing page's demo chat is drawn whole, as for anyone who prefers less motion.
await visitorPage.emulateMedia({ reducedMotion: 'reduce' });
await visitorPage.goto('/');
await shoot(visitorPage, publicScreens(visitorPage));
await visitor.close();

const context = await newAppContext(browser);
context.setDefaultTimeout(TIMEOUT_MS);
const page = await context.newPage();
await page.emulateMedia({ reducedMotion: 'reduce' });
const auth = new AuthPage(page);
await auth.openSignUp();
await auth.signUp(PERSON);
await page.waitForURL('**/app/counselor');
const { uid } = await signInAuthAccount(PERSON.email, PERSON.password);

for (const { at, ...fields } of JOURNAL) await seedJournalEntry(uid, at, fields);
for (const { id, ...fields } of GOALS) await seedGoal(uid, id, fields);
const remembered = daysAgo(2, 21, 30);
await patchDocument(`users/${uid}/memories/sister`, {
  text: MEMORY,
  source: 'user',
  createdAt: remembered,
  updatedAt: remembered,
});

const chat = new ChatPage(page);
await chat.open();
await chat.send(CHAT_MESSAGE);
await chat.assistantMessages().first().waitFor();
await chat.waitForReply();

await shoot(page, appScreens(page, chat));
await browser.close();
// The Admin SDK's connection would keep the process (and so emulators:exec) running.
await adminDb().terminate();

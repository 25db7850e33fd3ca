import { paths } from '@/config/paths';

/** One stop of the guided tour: the screen it shows and what it says about it. */
export interface TutorialStep {
  path: string;
  title: string;
  body: string;
}

/** The guided tour of the main screens (docs/product.md#guided-tour), in order. */
export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  {
    path: paths.app.home,
    title: 'Welcome to ReflectAI',
    body: "Home is your daily starting point: today's quote, a quick mood check-in, your journaling streak and a mental health check-up.",
  },
  {
    path: paths.app.counselor,
    title: 'Talk with your counselor',
    body: 'Your AI counselor is here any time. Pick a topic or just start typing; choose the personality that suits you. It is not therapy, and the help button is always there in a crisis.',
  },
  {
    path: paths.app.philosopher,
    title: 'Think it through with the AI Philosopher',
    body: "For life's bigger questions, the philosopher draws on Stoicism, existentialism and other traditions. It is one tap away on Home and on the counselor page.",
  },
  {
    path: paths.app.journal,
    title: 'Keep a journal',
    body: 'Write about your day with a mood and emotions, or use a guided template such as a CBT thought record. Entries are private and saved even when you are offline.',
  },
  {
    path: paths.app.patterns,
    title: 'See your Mind Patterns',
    body: 'Your moods over time, the emotions you name most and your weekly reports, drawn from your journal.',
  },
  {
    path: paths.app.settings,
    title: 'Make it yours',
    body: 'Choose a light or dark theme, journal reminders and auto-save here. You can take this tour again from Help & Support.',
  },
];

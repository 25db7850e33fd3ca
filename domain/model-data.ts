/**
 * What each feature sends to the AI model, where one is configured: the privacy policy renders this
 * table, and `model-data.test.ts` checks the prompts built from stored data against it, so neither
 * can say less than the code sends. `fields` name the inputs a prompt reads (paths into its input);
 * items without them are texts the person wrote, sent as they are.
 */
export interface ModelDataItem {
  what: string;
  fields?: readonly string[];
}

export interface ModelDataUse {
  feature: string;
  sent: readonly ModelDataItem[];
}

export const MODEL_DATA = {
  chat: {
    feature: 'Counselor and philosopher replies',
    sent: [
      { what: 'the conversation so far (its last 12 messages) and your new message' },
      { what: 'the personality you chose, and your custom instructions if you wrote any' },
      { what: 'what the counselor remembers about you, while memory is on' },
      { what: 'what you taught the counselor with thumbs up and down (Elite)' },
    ],
  },
  safety: {
    feature: 'Crisis check beside each reply',
    sent: [{ what: 'your new message and the two you sent before it (the new one to moderation too)' }],
  },
  voice: {
    feature: 'Voice messages and dictation',
    sent: [{ what: 'the recording, to be turned into text' }],
  },
  memory: {
    feature: 'Memory suggestions',
    sent: [{ what: 'your messages in a conversation that were not read for memory before' }],
  },
  weeklyReflection: {
    feature: 'Weekly report reflection',
    sent: [
      { what: 'the week and its dates', fields: ['week', 'startDate', 'endDate'] },
      {
        what: 'how many entries, on how many days, and how many with a mood',
        fields: ['entryCount', 'activeDays', 'moodCount'],
      },
      {
        what: "the week's average mood and the week before's",
        fields: ['averageMood', 'previousAverageMood'],
      },
      {
        what: 'the emotions you chose most, and how often',
        fields: ['topEmotions.emotion', 'topEmotions.count'],
      },
      {
        what: 'the mood and weekday of the lowest and highest entries (never their words)',
        fields: ['notableEntries.kind', 'notableEntries.mood'],
      },
      {
        what: 'how many goals are active, their average progress, and how many you completed',
        fields: ['goals.active', 'goals.averageProgress', 'goals.completedThisWeek'],
      },
    ],
  },
  dailyStrategy: {
    feature: 'Daily strategy (Elite)',
    sent: [
      { what: "today's date", fields: ['day'] },
      { what: 'the titles and progress of your active goals', fields: ['goals.title', 'goals.progress'] },
      { what: 'your moods of the last seven days, as numbers', fields: ['moods'] },
      { what: 'what the counselor remembers about you, while memory is on', fields: ['memories'] },
    ],
  },
  therapistSummary: {
    feature: 'Therapist summary narrative',
    sent: [
      { what: 'the dates it covers', fields: ['from', 'to'] },
      {
        what: 'how many entries and moods, and the average mood overall and in each half',
        fields: [
          'mood.entryCount',
          'mood.moodCount',
          'mood.averageMood',
          'mood.firstHalfAverage',
          'mood.secondHalfAverage',
        ],
      },
      {
        what: 'your recurring emotions and journal tags, and how often each came up',
        fields: ['themes.emotions.name', 'themes.emotions.count', 'themes.tags.name', 'themes.tags.count'],
      },
      {
        what: 'the titles, status, progress and check-ins of your goals',
        fields: ['goals.title', 'goals.status', 'goals.progress', 'goals.checkIns'],
      },
      { what: 'the messages you chose to include', fields: ['excerpts'] },
    ],
  },
} as const satisfies Record<string, ModelDataUse>;

/** The input fields a feature's prompt reads, as the table names them. */
export function modelDataFields(use: ModelDataUse): string[] {
  return use.sent.flatMap((item) => item.fields ?? []);
}

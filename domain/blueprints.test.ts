import { describe, expect, it } from 'vitest';
import {
  BLUEPRINT_CRISIS_LINE,
  BLUEPRINT_SAFETY_LINE,
  BLUEPRINT_TECHNIQUES,
  blueprintPatterns,
  chooseTechniques,
  composeBlueprint,
  worryTimeSlot,
  type Blueprint,
  type BlueprintInput,
  type BlueprintSectionId,
} from './blueprints';
import { CRISIS_RESOURCES } from './crisis-resources';
import type { Goal } from './goals';
import type { Emotion } from './journal';
import type { PatternEntry, TimeOfDay } from './patterns';

// Sunday 22 November 2026, noon UTC; every day and hour below is counted in UTC.
const now = new Date('2026-11-22T12:00:00Z');
const timeZone = 'UTC';

/** An entry written `daysAgo` days before today at `hour` (UTC). */
const entry = (
  daysAgo: number,
  hour: number,
  mood: number | null,
  emotions: Emotion[] = [],
): PatternEntry => {
  const date = new Date(Date.UTC(2026, 10, 22 - daysAgo, hour));
  return { mood: mood as PatternEntry['mood'], emotions, createdAt: date };
};

const goal = (title: string, overrides: Partial<Goal> = {}): Goal => ({
  id: title,
  title,
  description: '',
  targetDate: null,
  status: 'active',
  progress: 0,
  createdAt: new Date('2026-11-01T09:00:00Z'),
  updatedAt: new Date('2026-11-01T09:00:00Z'),
  completedAt: null,
  ...overrides,
});

const compose = (input: Partial<BlueprintInput> = {}) =>
  composeBlueprint({ kind: 'anxiety', name: '', entries: [], goals: [], now, timeZone, ...input });

const ids = (blueprint: Blueprint) => blueprint.sections.map((section) => section.id);
const section = (blueprint: Blueprint, id: BlueprintSectionId) => {
  const found = blueprint.sections.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no section ${id}`);
  return found;
};
/** Every word of a section, headings and lists included, as one string. */
const text = (blueprint: Blueprint, id: BlueprintSectionId) => {
  const { heading, blocks } = section(blueprint, id);
  return [heading, ...blocks.flatMap((block) => ('text' in block ? [block.text] : block.items))].join('\n');
};

// Three weeks of journaling: evenings low and anxious, mornings better, the last two weeks improving.
const journal: PatternEntry[] = [
  entry(0, 8, 4, ['hopeful']),
  entry(1, 19, 3, ['anxious']),
  entry(2, 8, 4, ['calm']),
  entry(3, 20, 3, ['anxious', 'tired']),
  entry(16, 19, 2, ['anxious', 'stressed']),
  entry(17, 8, 3, ['stressed']),
  entry(18, 20, 2, ['tired']),
];

describe('composeBlueprint with no data', () => {
  it('should fall back to general guidance: no patterns, no match, an invitation to journal', () => {
    const blueprint = compose();
    expect(ids(blueprint)).toEqual([
      'about',
      'journal-start',
      ...BLUEPRINT_TECHNIQUES.anxiety,
      'goals',
      'plan',
      'get-help',
    ]);
    expect(text(blueprint, 'journal-start')).toContain('Your journal has no entries yet');
    expect(text(blueprint, 'about')).toContain('It becomes yours as you write in your journal');
    expect(text(blueprint, 'goals')).toContain('You have no active goals');
    expect(text(blueprint, 'goals')).toContain('Practise paced breathing for five minutes a day');
    expect(text(blueprint, 'plan')).toContain('Day 5: plan a small behavioural experiment');
  });

  it('should name the guide, the person and the day in the title, subtitle and file name', () => {
    const blueprint = compose({ kind: 'overthinking', name: '  Sam Rivera ' });
    expect(blueprint.title).toBe('Overthinking Blueprint');
    expect(blueprint.subtitle).toBe('Made for Sam on November 22, 2026');
    expect(blueprint.fileName).toBe('reflectai-overthinking-blueprint-2026-11-22.pdf');
    expect(compose().subtitle).toBe('Made for you on November 22, 2026');
  });

  it('should start the overthinking guide with problem-solving and the anxiety guide with breathing', () => {
    expect(ids(compose({ kind: 'overthinking' }))[2]).toBe('problem-solving');
    expect(ids(compose({ kind: 'anxiety' }))[2]).toBe('paced-breathing');
    expect(section(compose({ kind: 'overthinking' }), 'problem-solving').heading).toBe(
      '1. Problem-solving, not rumination',
    );
  });
});

describe.each(['anxiety', 'overthinking'] as const)('every %s blueprint', (kind) => {
  it('should say it is not therapy nor for emergencies, with every crisis line', () => {
    const blueprint = compose({ kind, entries: journal });
    expect(text(blueprint, 'about')).toContain('In a crisis, turn to “When to get more help” at the end.');
    const help = text(blueprint, 'get-help');
    expect(help).toContain(BLUEPRINT_SAFETY_LINE);
    for (const resource of CRISIS_RESOURCES) expect(help).toContain(resource.contact);
    expect(CRISIS_RESOURCES[0]!.contact).toContain('988');
    expect(BLUEPRINT_CRISIS_LINE).toContain('988');
    expect(help).toContain('911');
    expect(ids(blueprint).at(-1)).toBe('get-help');
  });

  it('should carry the core techniques: thought records, thinking traps, worry time, grounding, experiments, self-compassion', () => {
    expect(ids(compose({ kind }))).toEqual(
      expect.arrayContaining([
        'thought-record',
        'thinking-traps',
        'worry-time',
        'grounding',
        'behavioural-experiment',
        'self-compassion',
      ]),
    );
  });
});

describe('composeBlueprint from the journal', () => {
  it('should describe the mood, its trend, the frequent emotions, the hardest times and the streak', () => {
    const blueprint = compose({ entries: journal });
    expect(ids(blueprint)).toContain('patterns');
    expect(ids(blueprint)).not.toContain('journal-start');
    const patterns = text(blueprint, 'patterns');
    expect(patterns).toContain('In the last 30 days you wrote 7 journal entries, 7 with a mood.');
    expect(patterns).toContain('Your average mood was 3.0 out of 5 (Okay).');
    expect(patterns).toContain(
      'Your mood is rising: 3.5 over the last 14 days, against 2.3 the 14 days before.',
    );
    expect(patterns).toContain('The emotions you name most often: anxious (3), stressed (2) and tired (2).');
    expect(patterns).toContain('Your mood is lowest in the evening (5pm–10pm), averaging 2.5.');
    expect(patterns).toContain('Your journaling streak is 4 days (your longest: 4 days).');
  });

  it('should move the techniques that suit frequent emotions first, saying why', () => {
    const blueprint = compose({ kind: 'overthinking', entries: journal });
    // anxious -> grounding; stressed -> problem-solving (already first); the rest keep the guide's order.
    expect(ids(blueprint).slice(2, 5)).toEqual(['problem-solving', 'grounding', 'worry-time']);
    expect(text(blueprint, 'grounding')).toContain('Suggested for you: you often feel anxious.');
    expect(section(blueprint, 'grounding').heading).toBe('2. 5-4-3-2-1 grounding');
    expect(text(blueprint, 'worry-time')).not.toContain('Suggested for you');
  });

  it('should hold worry time before the hardest part of the day', () => {
    const blueprint = compose({ entries: journal });
    expect(text(blueprint, 'worry-time')).toContain(
      'Choose a 15-minute slot at the same time every day: in the late afternoon, say 4pm, before your evenings.',
    );
    expect(text(blueprint, 'plan')).toContain('Your evenings are usually the hardest part of the day');
  });

  it('should point out a harder weekday only when weekdays can be compared', () => {
    const mondays = [entry(6, 9, 1), entry(13, 9, 2), entry(5, 9, 4), entry(12, 9, 4)];
    expect(text(compose({ entries: mondays }), 'patterns')).toContain(
      'Of the weekdays, Monday is hardest, averaging 1.5.',
    );
    expect(text(compose({ entries: mondays }), 'plan')).toContain('Mondays tend to be harder for you');
    const single = compose({ entries: [entry(6, 9, 1), entry(13, 9, 2)] });
    expect(text(single, 'patterns')).not.toContain('weekdays');
  });

  it('should ask for moods when the entries have none', () => {
    const blueprint = compose({ entries: [entry(0, 9, null), entry(40, 9, null)] });
    const patterns = text(blueprint, 'patterns');
    expect(patterns).toContain('In the last 30 days you wrote 1 journal entry, 0 with a mood.');
    expect(patterns).not.toContain('average mood');
    expect(patterns).toContain('Add a mood when you write');
  });
});

describe('blueprintPatterns', () => {
  it('should call a fall of 0.3 or more falling, and a smaller change steady', () => {
    const falling = blueprintPatterns([entry(1, 9, 2), entry(20, 9, 3)], now, timeZone);
    expect(falling.trend).toEqual({ direction: 'falling', from: 3, to: 2 });
    const steady = blueprintPatterns(
      [entry(1, 9, 3), entry(2, 9, 4), entry(20, 9, 3), entry(21, 9, 4)],
      now,
      timeZone,
    );
    expect(steady.trend?.direction).toBe('steady');
    expect(blueprintPatterns([entry(1, 9, 3)], now, timeZone).trend).toBeNull();
  });

  it('should not name a hardest time from one mood, or when the parts of the day are level', () => {
    expect(blueprintPatterns([entry(1, 20, 1), entry(2, 9, 4)], now, timeZone).hardestTime).toBeNull();
    const level = [entry(1, 20, 3), entry(2, 20, 3), entry(3, 9, 3), entry(4, 9, 3)];
    expect(blueprintPatterns(level, now, timeZone).hardestTime).toBeNull();
  });

  it('should leave out entries older than 90 days from the emotions', () => {
    const old = blueprintPatterns([entry(100, 9, 2, ['lonely']), entry(1, 9, 4, ['calm'])], now, timeZone);
    expect(old.topEmotions).toEqual([{ emotion: 'calm', count: 1 }]);
    expect(old.totalEntries).toBe(2);
  });
});

describe('composeBlueprint with a counselor match', () => {
  it('should add the match after the patterns and move the counselor’s techniques forward', () => {
    const blueprint = compose({ counselor: 'analytical', entries: journal });
    expect(ids(blueprint).slice(0, 3)).toEqual(['about', 'patterns', 'match']);
    expect(text(blueprint, 'match')).toContain('Your questionnaire matched you with Quinn');
    // Matched (thought record, traps, experiments) and emotional (breathing, grounding) picks lead.
    expect(ids(blueprint).slice(3, 10)).toEqual([
      'paced-breathing',
      'grounding',
      'thought-record',
      'thinking-traps',
      'behavioural-experiment',
      'worry-time',
      'self-compassion',
    ]);
    expect(text(blueprint, 'thought-record')).toContain(
      'Suggested for you: Quinn, your matched counselor, works with it.',
    );
    expect(text(blueprint, 'about')).toContain('built from 7 journal entries and your counselor match,');
  });

  it('should give both reasons when emotions and the match agree', () => {
    const [first] = chooseTechniques('anxiety', [{ emotion: 'ashamed' }], 'gentle');
    expect(first?.technique.id).toBe('grounding');
    const compassion = chooseTechniques('anxiety', [{ emotion: 'ashamed' }], 'gentle').find(
      (chosen) => chosen.technique.id === 'self-compassion',
    );
    expect(compassion?.reasons).toEqual([
      'you often feel ashamed',
      'Hope, your matched counselor, works with it',
    ]);
  });
});

describe('composeBlueprint with goals', () => {
  it('should list the active goals nearest first with their progress, and use the first in the plan', () => {
    const goals = [
      goal('Run a 5k', { progress: 40, targetDate: '2026-12-20' }),
      goal('Speak up in meetings', { progress: 10, targetDate: '2026-12-01' }),
      goal('Old habit', { status: 'archived' }),
      goal('Read more', { status: 'completed', progress: 100 }),
    ];
    const blueprint = compose({ goals });
    const goalsText = text(blueprint, 'goals');
    expect(section(blueprint, 'goals').blocks[0]).toEqual({
      kind: 'bullets',
      items: ['Speak up in meetings: 10% done, target 2026-12-01.', 'Run a 5k: 40% done, target 2026-12-20.'],
    });
    expect(goalsText).not.toContain('Old habit');
    expect(goalsText).toContain('Break “Speak up in meetings” into a step you could take in ten minutes');
    expect(goalsText).toContain('You have completed 1 goal already');
    expect(text(blueprint, 'plan')).toContain('Day 5: take one small step toward “Speak up in meetings”');
  });

  it('should name at most five goals and count the rest', () => {
    const goals = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((title) => goal(`Goal ${title}`));
    const [bullets] = section(compose({ kind: 'overthinking', goals }), 'goals').blocks;
    expect(bullets).toMatchObject({ kind: 'bullets' });
    expect(bullets?.kind === 'bullets' && bullets.items).toHaveLength(6);
    expect(bullets?.kind === 'bullets' && bullets.items.at(-1)).toBe('And 2 more active goals.');
  });
});

describe('worryTimeSlot', () => {
  const hardest = (timeOfDay: TimeOfDay) => ({ timeOfDay, label: '', hours: '', average: 2 });

  it('should set worry time before the hardest part of the day, after it only for mornings', () => {
    expect(worryTimeSlot(hardest('morning'))).toBe('in the early afternoon, say 2pm');
    expect(worryTimeSlot(hardest('afternoon'))).toContain('11am');
    expect(worryTimeSlot(hardest('evening'))).toContain('4pm');
    expect(worryTimeSlot(hardest('night'))).toBe('in the early evening, say 6pm, well before bed');
  });

  it('should keep worry time away from bedtime when the journal shows no hardest time', () => {
    expect(worryTimeSlot(null)).toContain('never close to bedtime');
  });
});

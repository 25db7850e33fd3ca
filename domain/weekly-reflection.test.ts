import { describe, expect, it } from 'vitest';
import { reflectionPrompt, templateReflection } from './weekly-reflection';
import { computeWeeklyReport } from './weekly-report';
import { NEW_YORK as NY, reportEntry as entry, reportGoal as goal } from './weekly-report.fixtures';

describe('templateReflection', () => {
  const base = computeWeeklyReport({
    week: '2026-W12',
    timeZone: NY,
    entries: [
      entry('2026-03-10T14:00:00Z', 2),
      entry('2026-03-16T13:00:00Z', 2, ['anxious'], 'Rough Monday'),
      entry('2026-03-21T15:00:00Z', 4, ['anxious', 'calm'], 'Saturday hike'),
    ],
    goals: [goal({ progress: 30 })],
  });

  it('should reflect the week’s numbers, moments, emotions and goals', () => {
    const text = templateReflection(base);
    expect(text).toContain('You wrote 2 journal entries on 2 days this week.');
    expect(text).toContain('Your average mood was 3.0 out of 5 (okay), up 1.0 from the week before.');
    expect(text).toContain(
      'Monday ("Rough Monday") was the hardest moment and Saturday ("Saturday hike") the brightest.',
    );
    expect(text).toContain('Anxious and calm came up most, in that order.');
    expect(text).toContain('try a thought record');
    expect(text).toContain('Your 1 active goal is at 30% on average.');
  });

  it('should be the same for the same week and differ when the week differs', () => {
    expect(templateReflection(base)).toBe(templateReflection({ ...base }));
    const lower = templateReflection({
      ...base,
      averageMood: 1.5,
      moodChange: -0.5,
      topEmotions: [{ emotion: 'sad', count: 3 }],
    });
    expect(lower).toContain('Your average mood was 1.5 out of 5 (low), down 0.5 from the week before.');
    expect(lower).toContain('one small, pleasant activity');
    const steady = templateReflection({ ...base, moodChange: 0.1 });
    expect(steady).toContain('much the same as the week before');
    const positive = templateReflection({ ...base, topEmotions: [{ emotion: 'grateful', count: 2 }] });
    expect(positive).toContain('Notice what helped you feel grateful');
    const completed = templateReflection({ ...base, goals: { ...base.goals, completedThisWeek: 2 } });
    expect(completed).toContain('You completed 2 goals this week: well done.');
    expect(templateReflection({ ...base, week: '2026-W13' })).not.toBe(templateReflection(base));
  });

  it('should invite the person to write when the week is empty', () => {
    const empty = computeWeeklyReport({ week: '2026-W12', timeZone: NY, entries: [], goals: [] });
    expect(templateReflection(empty)).toMatch(/^No journal entries this week yet\./);
  });

  it('should speak of one entry in the singular and leave out a mood it does not have', () => {
    const one = computeWeeklyReport({
      week: '2026-W12',
      timeZone: NY,
      entries: [entry('2026-03-17T13:00:00Z', null, [], 'Only words')],
      goals: [],
    });
    const text = templateReflection(one);
    expect(text).toMatch(/^You wrote one journal entry this week\. /);
    expect(text).not.toContain('average mood');
    expect(text).not.toContain('goal');
  });
});

describe('reflectionPrompt', () => {
  it('should give the model the numbers but nothing the person wrote, titles included', () => {
    const stats = computeWeeklyReport({
      week: '2026-W12',
      timeZone: NY,
      entries: [entry('2026-03-16T13:00:00Z', 2, ['anxious'], 'Rough Monday', 'My secret diary text')],
      goals: [],
    });
    const prompt = reflectionPrompt(stats);
    expect(prompt.user).toContain('Average mood: 2');
    expect(prompt.user).toContain('highest mood: 2 on Monday.');
    expect(prompt.user).not.toContain('Rough Monday');
    expect(prompt.user).not.toContain('secret');
    expect(prompt.system).toContain('Do not diagnose');
  });
});

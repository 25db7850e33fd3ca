import { describe, expect, it } from 'vitest';
import { catchUpWindow, dueWeeks, withDoneWeek } from './weekly-job';

describe('the weeks a weekly job owes', () => {
  // Monday 23 March 2026 (2026-W13) at 12:00 UTC: 2026-W12 has just ended on Baker Island (UTC−12).
  const monday = new Date('2026-03-23T12:00:00Z');

  it('should catch up on the four weeks up to the last one ended in every time zone', () => {
    expect(catchUpWindow(monday)).toEqual(['2026-W09', '2026-W10', '2026-W11', '2026-W12']);
    expect(catchUpWindow(new Date('2026-03-23T11:59:59Z'))).toEqual([
      '2026-W08',
      '2026-W09',
      '2026-W10',
      '2026-W11',
    ]);
  });

  it('should owe only the last ended week when it has never run', () => {
    expect(dueWeeks(undefined, monday)).toEqual(['2026-W12']);
  });

  it('should owe nothing more once the week is done, however often it runs', () => {
    const history = { since: '2026-W12', doneWeeks: ['2026-W12'] };
    expect(dueWeeks(history, monday)).toEqual([]);
    expect(dueWeeks(history, new Date('2026-03-25T08:00:00Z'))).toEqual([]);
  });

  it('should owe the weeks of missed runs on the next, oldest first, but none before its first week', () => {
    const history = { since: '2026-W10', doneWeeks: ['2026-W10'] };
    expect(dueWeeks(history, monday)).toEqual(['2026-W11', '2026-W12']);
    expect(dueWeeks({ since: '2026-W12', doneWeeks: [] }, monday)).toEqual(['2026-W12']);
  });

  it('should owe a week left unfinished (a failure) until it leaves the catch-up window', () => {
    const history = { since: '2026-W01', doneWeeks: ['2026-W09', '2026-W11', '2026-W12'] };
    expect(dueWeeks(history, monday)).toEqual(['2026-W10']);
    // Four weeks on, 2026-W10 is out of reach: only the weeks since are owed.
    expect(dueWeeks(history, new Date('2026-04-13T12:00:00Z'))).toEqual(['2026-W13', '2026-W14', '2026-W15']);
  });

  it('should catch up on at most four weeks after a long gap', () => {
    const history = { since: '2026-W01', doneWeeks: ['2026-W02'] };
    expect(dueWeeks(history, monday)).toEqual(['2026-W09', '2026-W10', '2026-W11', '2026-W12']);
    expect(dueWeeks(history, monday, 2)).toEqual(['2026-W11', '2026-W12']);
  });

  it('should catch up across a year end', () => {
    const history = { since: '2020-W50', doneWeeks: ['2020-W51'] };
    expect(dueWeeks(history, new Date('2021-01-11T12:00:00Z'))).toEqual(['2020-W52', '2020-W53', '2021-W01']);
  });

  it('should record a finished week and forget those out of the window', () => {
    const history = { since: '2026-W01', doneWeeks: ['2026-W02', '2026-W11'] };
    expect(withDoneWeek(history, '2026-W12', monday)).toEqual({
      since: '2026-W01',
      doneWeeks: ['2026-W11', '2026-W12'],
    });
    expect(
      withDoneWeek({ since: '2026-W12', doneWeeks: ['2026-W12'] }, '2026-W12', monday).doneWeeks,
    ).toEqual(['2026-W12']);
  });
});

describe('withDoneWeek', () => {
  const now = new Date('2026-11-26T05:00:00Z'); // catch-up window: 2026-W44 to 2026-W47

  it('should keep the oldest week of the catch-up window and let older ones go', () => {
    const history = { since: '2026-W40', doneWeeks: ['2026-W43', '2026-W44', '2026-W40'] };
    expect(withDoneWeek(history, '2026-W47', now)).toEqual({
      since: '2026-W40',
      doneWeeks: ['2026-W44', '2026-W47'],
    });
  });

  it('should list the finished weeks once each, oldest first', () => {
    const history = { since: '2026-W40', doneWeeks: ['2026-W46', '2026-W44'] };
    expect(withDoneWeek(history, '2026-W45', now).doneWeeks).toEqual(['2026-W44', '2026-W45', '2026-W46']);
    expect(withDoneWeek(history, '2026-W46', now).doneWeeks).toEqual(['2026-W44', '2026-W46']);
  });
});

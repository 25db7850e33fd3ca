import {
  BUILT_IN_PERSONALITIES,
  SUPPORT_TYPES,
  type BuiltInPersonality,
  type ChatTurn,
  type SupportType,
} from '@domain/chat';
import { describe, expect, it } from 'vitest';
import { offlineReply, type OfflineRequest } from './offline-counselor';

const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1);

function reply(content: string, options: Partial<OfflineRequest> = {}): string {
  return offlineReply({
    messages: [{ role: 'user', content }],
    supportType: 'general',
    personality: 'default',
    seed: 1,
    ...options,
  });
}

/** Every reply for a message across seeds, for assertions that must not depend on luck. */
function replies(content: string, options: Partial<OfflineRequest> = {}): string[] {
  return SEEDS.map((seed) => reply(content, { ...options, seed }));
}

/** Plays a conversation where the user keeps sending the same message, as a stuck user might. */
function simulate(
  content: string,
  turns: number,
  supportType: SupportType,
  personality: BuiltInPersonality,
): string[] {
  const messages: ChatTurn[] = [];
  const answers: string[] = [];
  for (let turn = 0; turn < turns; turn++) {
    messages.push({ role: 'user', content });
    const answer = offlineReply({ messages: [...messages], supportType, personality });
    answers.push(answer);
    messages.push({ role: 'assistant', content: answer });
  }
  return answers;
}

const questionMarks = (text: string) => (text.match(/\?/g) ?? []).length;

describe('offlineReply: listening', () => {
  it('should reflect the user\'s words back with pronouns swapped ("I hate my job" -> "you hate your job")', () => {
    for (const personality of BUILT_IN_PERSONALITIES) {
      expect(reply('I hate my job', { personality })).toMatch(/you hate your job/i);
    }
  });

  it('should turn "I am" and "I was" into "you are" and "you were"', () => {
    expect(replies('I was so embarrassed at the party').join('\n')).toMatch(/you were so embarrassed/i);
    expect(replies('I am exhausted from caring for my dad').join('\n')).toMatch(/you are exhausted/i);
  });

  it('should name the topic the user wrote about', () => {
    for (const text of replies('My exams start tomorrow and I have not revised anything')) {
      expect(text).toMatch(/exams?/i);
    }
    for (const text of replies('Things with my girlfriend have been rough', { supportType: 'emotional' })) {
      expect(text).toMatch(/girlfriend|relationship/i);
    }
  });

  it('should name the feeling when the user names one', () => {
    const text = replies('Work has me so stressed I can barely think straight', {
      personality: 'empathetic',
    });
    expect(text.join('\n')).toMatch(/stressed/);
  });

  it("should never echo more than 12 of the user's words in a row", () => {
    const message =
      'Yesterday at the office the quarterly review went badly because the numbers from our team were lower than everyone expected and then the director asked questions in front of everybody';
    const words = message.toLowerCase().split(' ');
    for (const personality of BUILT_IN_PERSONALITIES) {
      const text = reply(message, { personality }).toLowerCase();
      for (let i = 0; i + 13 <= words.length; i++) {
        expect(text).not.toContain(words.slice(i, i + 13).join(' '));
      }
    }
  });

  it('should reflect a harsh self-judgement as something said, never agree with it', () => {
    for (const personality of BUILT_IN_PERSONALITIES) {
      for (const text of replies("I'm such an idiot", { personality, supportType: 'emotional' })) {
        expect(text).not.toMatch(
          /(It sounds like|So|Let's break this down.*situation:) you're such an idiot/i,
        );
        expect(text).toMatch(/labelling/);
      }
    }
  });

  it('should strip markup from the words it echoes', () => {
    const text = reply('I hate my {boss} <b>so much</b>', { personality: 'analytical' });
    expect(text).not.toMatch(/[{}<>]/);
    expect(text).toMatch(/boss/);
  });
});

describe('offlineReply: thinking traps', () => {
  it.each([
    ['all-or-nothing thinking', 'I always mess everything up at work', /all-or-nothing/],
    [
      'catastrophising',
      'If I fail this exam my whole life is ruined and it will be a total disaster',
      /catastrophising/,
    ],
    ['a "should" statement', 'I should be able to handle this by now', /"should" statements/],
    ['labelling', "I'm such an idiot, I forgot my friend's birthday", /labelling/],
    ['mind reading', 'Everyone thinks I am boring at parties', /mind reading/],
    ['fortune telling', 'I just know it will never get better for me', /fortune telling/],
    ['emotional reasoning', 'I feel like a failure so I must be one', /emotional reasoning/],
  ])('should gently name %s when it is present', (_name, message, pattern) => {
    for (const supportType of ['general', 'emotional'] as const) {
      for (const text of replies(message, { supportType })) expect(text).toMatch(pattern);
    }
  });

  it('should follow the named trap with a reframe question', () => {
    const text = reply('I always mess everything up', { supportType: 'emotional' });
    expect(text.trim().endsWith('?')).toBe(true);
    expect(text).toMatch(/exception|in-between|sometimes/);
  });

  it('should not see a trap where there is none', () => {
    for (const text of replies('Work was busy today and I feel tired', { supportType: 'emotional' })) {
      expect(text).not.toMatch(/all-or-nothing|catastrophising|labelling|mind reading|fortune telling/);
    }
  });
});

describe('offlineReply: exercises', () => {
  it('should offer grounding or breathing for panic and anxiety', () => {
    for (const personality of BUILT_IN_PERSONALITIES) {
      for (const message of [
        "I'm having a panic attack and my heart is racing",
        'I feel so anxious about tomorrow',
      ]) {
        const text = reply(message, { supportType: 'emotional', personality });
        expect(text, `${personality}: ${message}`).toMatch(/5-4-3-2-1|5 things you can see|breath/i);
      }
    }
  });

  it('should offer sleep hygiene when sleep comes up', () => {
    for (const text of replies("I can't sleep, I lie awake for hours every night", {
      supportType: 'emotional',
    })) {
      expect(text).toMatch(/wake-up time|screens/i);
    }
  });

  it('should offer a thought record or self-compassion when the user is harsh on themselves', () => {
    const all = replies("I'm such a failure", { supportType: 'emotional' }).join('\n');
    expect(all).toMatch(/thought record|good friend/);
  });

  it('should meet grief with care rather than plans or pep', () => {
    for (const personality of BUILT_IN_PERSONALITIES) {
      const text = reply('My dad passed away last month and I cannot stop crying', {
        personality,
        supportType: 'emotional',
      });
      expect(text, personality).toMatch(/Grief has no timetable|good friend|breath|5-4-3-2-1/);
      expect(text, personality).not.toMatch(/small win|main obstacle|sense of achievement|!|cup of tea/);
    }
  });

  it('should not offer the same exercise twice in a row', () => {
    const answers = simulate('I feel anxious all the time', 6, 'emotional', 'default');
    const exercise = (text: string) =>
      ['5-4-3-2-1', 'box breathing', 'worry time', 'thought record'].find((m) => text.includes(m)) ?? null;
    for (let i = 1; i < answers.length; i++) {
      const [before, now] = [exercise(answers[i - 1] ?? ''), exercise(answers[i] ?? '')];
      if (before && now) expect(now).not.toBe(before);
    }
  });
});

describe('offlineReply: support types', () => {
  it('should give a concrete next step for productivity', () => {
    for (const personality of BUILT_IN_PERSONALITIES) {
      for (const text of replies('I need to finish my thesis but I keep procrastinating', {
        supportType: 'productivity',
        personality,
      })) {
        expect(text).toMatch(/10 minutes|10-minute/);
        expect(text).toMatch(/finish your thesis|task/);
      }
    }
  });

  it('should bring in Epictetus, Marcus Aurelius or the dichotomy of control for the stoic philosopher', () => {
    for (const message of [
      'What is the point of working so hard?',
      'I feel so lonely since my friends moved away',
    ]) {
      for (const text of replies(message, { supportType: 'philosophy', personality: 'stoic' })) {
        expect(text).toMatch(/control|Epictetus|Marcus Aurelius/);
      }
    }
  });

  it('should bring in meaning, Frankl, Camus or Sartre for the existentialist philosopher', () => {
    for (const message of ['Is there any point to life if we all die anyway?', 'I feel stuck in my career']) {
      for (const text of replies(message, { supportType: 'philosophy', personality: 'existentialist' })) {
        expect(text).toMatch(/meaning|Frankl|Camus|Sartre/);
      }
    }
  });

  it('should frame philosophy through each tradition recognisably', () => {
    const message = 'How do I live a good life?';
    const cases: [BuiltInPersonality, RegExp][] = [
      ['socratic', /Socrates/],
      ['zen', /Suzuki|Zen|present moment/],
      ['christian', /Scripture|grace|Lamentations/],
      ['poetic', /Rilke/],
      ['wise', /Aristotle|Epicurus/],
      ['analytical', /premise|descriptive/],
    ];
    for (const [personality, pattern] of cases) {
      for (const text of replies(message, { supportType: 'philosophy', personality }))
        expect(text).toMatch(pattern);
    }
  });
});

describe('offlineReply: personalities', () => {
  const message = 'I have been feeling really down since I lost my job last month';

  it('should sound different for each personality given the same message and seed', () => {
    for (const supportType of SUPPORT_TYPES) {
      const texts = BUILT_IN_PERSONALITIES.map((personality) => reply(message, { supportType, personality }));
      expect(new Set(texts).size).toBe(BUILT_IN_PERSONALITIES.length);
    }
  });

  it('should ask questions in the socratic voice', () => {
    for (const text of replies(message, { personality: 'socratic' })) {
      expect(questionMarks(text) >= 2 || text.trim().endsWith('?')).toBe(true);
    }
  });

  it('should give numbered or dashed steps in the practical and analytical voices', () => {
    for (const personality of ['practical', 'analytical'] as const) {
      for (const text of replies(message, { personality })) expect(text).toMatch(/^(- |\d+\. )/m);
    }
    expect(reply(message, { personality: 'analytical' })).toMatch(/Let's break this down: 1\)/);
  });

  it('should lead with feelings in the empathetic voice', () => {
    for (const text of replies(message, { personality: 'empathetic' })) {
      expect(text).toMatch(/\b(feel|feeling|feels|hard|painful|sorry|heavy|carrying)\b/);
    }
  });

  it('should keep the zen voice brief', () => {
    const length = (personality: BuiltInPersonality) =>
      replies(message, { personality, supportType: 'emotional' }).reduce((n, t) => n + t.length, 0);
    expect(length('zen')).toBeLessThan(length('default'));
  });

  it('should keep jokes away from someone who is hurting', () => {
    for (const supportType of SUPPORT_TYPES) {
      for (const text of replies('I feel worthless and completely alone', {
        personality: 'humorous',
        supportType,
      })) {
        expect(text).not.toMatch(/furniture|drama producers|Monday|goldfish|snack|cup of tea|gym/);
      }
    }
  });

  it('should use exclamation marks sparingly in the energetic voice', () => {
    for (const text of replies('I finally went for a run today', { personality: 'energetic' })) {
      expect((text.match(/!/g) ?? []).length).toBeLessThanOrEqual(1);
    }
  });
});

describe('offlineReply: conversation', () => {
  it('should never repeat the previous reply across 50 turns of the same message', () => {
    const cases: [string, SupportType, BuiltInPersonality][] = [
      ['I feel anxious all the time', 'emotional', 'default'],
      ['I hate my job', 'general', 'zen'],
      ['I keep procrastinating', 'productivity', 'practical'],
      ['What is the meaning of life?', 'philosophy', 'stoic'],
      ['hi', 'general', 'stoic'],
    ];
    for (const [message, supportType, personality] of cases) {
      const answers = simulate(message, 50, supportType, personality);
      for (let i = 1; i < answers.length; i++) expect(answers[i]).not.toBe(answers[i - 1]);
      expect(new Set(answers).size, `${personality}: ${message}`).toBeGreaterThan(5);
    }
  });

  it('should be deterministic for the same conversation and seed, and vary with the seed', () => {
    const request: OfflineRequest = {
      messages: [{ role: 'user', content: 'I feel overwhelmed by everything on my plate' }],
      supportType: 'emotional',
      personality: 'default',
      seed: 42,
    };
    expect(offlineReply(request)).toBe(offlineReply({ ...request, messages: [...request.messages] }));
    expect(new Set(replies('I feel overwhelmed by everything on my plate')).size).toBeGreaterThan(3);
  });

  it('should refer back to something said earlier in a later turn, but not in the first', () => {
    const messages: ChatTurn[] = [
      { role: 'user', content: 'Work has been really stressful lately' },
      { role: 'assistant', content: 'That sounds like a lot. What has been hardest?' },
      { role: 'user', content: "And now I can't sleep either" },
    ];
    const later = SEEDS.map((seed) =>
      offlineReply({ messages, supportType: 'emotional', personality: 'default', seed }),
    );
    expect(later.some((text) => /Earlier you mentioned work|mentioned work earlier/.test(text))).toBe(true);
    for (const text of replies('Work has been really stressful lately')) expect(text).not.toMatch(/earlier/i);
  });

  it('should answer "hi" with a warm, open invitation', () => {
    const texts = replies('hi');
    for (const text of texts) {
      expect(text.trim().endsWith('?')).toBe(true);
      expect(text.length).toBeLessThan(300);
      expect(text).not.toMatch(/breath|thought record|CBT/);
    }
    expect(new Set(texts).size).toBeGreaterThan(2);
  });

  it('should invite gently after "idk" or "ok", recalling the earlier topic', () => {
    const messages: ChatTurn[] = [
      { role: 'user', content: 'My exams are next week' },
      { role: 'assistant', content: 'How are you feeling about them?' },
      { role: 'user', content: 'idk' },
    ];
    const text = offlineReply({ messages, supportType: 'general', personality: 'default' });
    expect(text).toMatch(/Earlier you mentioned your exams/);
    expect(text.trim().endsWith('?')).toBe(true);
  });
});

describe('offlineReply: boundaries', () => {
  it('should not advise on medication and should point to a doctor or pharmacist', () => {
    for (const supportType of SUPPORT_TYPES) {
      for (const personality of BUILT_IN_PERSONALITIES) {
        const text = reply('Should I double my sertraline dose? I still feel anxious', {
          supportType,
          personality,
        });
        expect(text).toMatch(/doctor or pharmacist/);
        expect(text).toMatch(/can't advise on medication|won't suggest doses/);
        expect(text).not.toMatch(/\d|\bmg\b|double your|you should (take|stop|increase|reduce)/i);
      }
    }
  });

  it('should not diagnose', () => {
    for (const text of replies('Do I have depression?')) {
      expect(text).toMatch(/can't diagnose|won't guess/);
      expect(text).not.toMatch(/you (have|probably have) depression/i);
    }
  });

  it('should not mistake everyday "do I have to" for a request to diagnose', () => {
    expect(reply('Do I have to go to work tomorrow if I feel this anxious?')).not.toMatch(/diagnos/);
  });

  it('should say it is an AI when asked, never a human', () => {
    for (const personality of BUILT_IN_PERSONALITIES) {
      const text = reply('Are you a real person?', { personality });
      expect(text).toMatch(/I'm an AI, not a human/);
    }
  });
});

describe('offlineReply: every support type and personality', () => {
  const messages = [
    'hi',
    'I hate my job and I always mess everything up',
    "I'm having a panic attack before my exam",
    'I need to finish my report but I keep scrolling my phone',
    'Is there any point to life if we all die anyway?',
    'I finally went for a walk and I feel a bit better',
    'Should I stop taking my meds?',
    'My boss thinks I am useless and it is going to be a disaster {undefined}',
    'constructor toString __proto__',
    'x'.repeat(50) + ' ' + 'I feel sad because my friend ignored me. '.repeat(90),
  ];

  it('should give a clean, short reply for every combination', () => {
    for (const supportType of SUPPORT_TYPES) {
      for (const personality of BUILT_IN_PERSONALITIES) {
        for (const message of messages) {
          const text = reply(message, { supportType, personality });
          const label = `${supportType}/${personality}: ${message.slice(0, 40)}`;
          expect(text.trim().length, label).toBeGreaterThan(0);
          expect(text.length, label).toBeLessThan(1200);
          expect(text, label).not.toMatch(/undefined|NaN|null|\[object|[{}]|\$\{/);
          expect(text, label).not.toMatch(/\bI'm (a )?(human|person|therapist)\b|as a human/i);
          if (personality !== 'socratic') expect(questionMarks(text), label).toBeLessThanOrEqual(1);
        }
      }
    }
  });
});

describe('offlineReply: modes by plan', () => {
  const cases: [string, SupportType][] = [
    ['I hate my job and I always mess everything up', 'general'],
    ['I feel so anxious about the presentation on Friday', 'emotional'],
    ['I need to finish my report but I keep scrolling my phone', 'productivity'],
    ['Is there any point to life if we all die anyway?', 'philosophy'],
  ];
  const structuredStep = /automatic thought|prediction|examine the belief/i;

  it.each(cases)(
    'should add a structured CBT step and homework in the advanced mode: "%s" (%s)',
    (message, supportType) => {
      for (const personality of BUILT_IN_PERSONALITIES) {
        for (const text of replies(message, { supportType, personality, mode: 'advanced' })) {
          const label = `${supportType}/${personality}: ${text}`;
          expect(text, label).toMatch(structuredStep);
          expect(text, label).toMatch(/homework/i);
        }
      }
    },
  );

  it.each(cases)(
    'should keep the supportive mode free of structured steps and homework: "%s" (%s)',
    (message, supportType) => {
      for (const personality of BUILT_IN_PERSONALITIES) {
        for (const mode of [undefined, 'supportive'] as const) {
          for (const text of replies(message, { supportType, personality, mode })) {
            expect(text).not.toMatch(/homework|prediction|examine the belief/i);
          }
        }
      }
    },
  );

  it('should run a behavioural experiment for a feared prediction and a thought record for a harsh thought', () => {
    expect(replies('I know I will fail the interview tomorrow', { mode: 'advanced' }).join('\n')).toMatch(
      /Prediction|prediction/,
    );
    expect(replies('I am such an idiot, I ruin everything', { mode: 'elite' }).join('\n')).toMatch(
      /automatic thought/i,
    );
  });

  it('should keep the philosopher in a philosophical frame, its homework a reflective practice', () => {
    const texts = replies('What is the point of working so hard?', {
      supportType: 'philosophy',
      personality: 'stoic',
      mode: 'advanced',
    });
    for (const text of texts) expect(text).toMatch(/examine the belief/i);
    expect(texts.join('\n')).not.toMatch(/thought record/i);
  });

  it('should meet grief with care and no homework in any mode', () => {
    for (const text of replies('My mum died last week and I cannot stop crying', { mode: 'advanced' })) {
      expect(text).not.toMatch(/homework/i);
    }
  });

  it('should answer "hi" and medication questions the same way in every mode', () => {
    for (const message of ['hi', 'Should I stop taking my meds?']) {
      expect(reply(message, { mode: 'advanced' })).toBe(reply(message, { mode: 'supportive' }));
    }
  });

  it('should give a clean, plain, short reply with one question for every support type and personality', () => {
    for (const [message] of cases) {
      for (const supportType of SUPPORT_TYPES) {
        for (const personality of BUILT_IN_PERSONALITIES) {
          const text = reply(message, { supportType, personality, mode: 'elite' });
          const label = `${supportType}/${personality}: ${message}`;
          expect(text.length, label).toBeLessThan(1200);
          expect(text, label).not.toMatch(/undefined|NaN|null|\[object|[{}*#`]|\$\{/);
          if (personality !== 'socratic') expect(questionMarks(text), label).toBeLessThanOrEqual(1);
        }
      }
    }
  });
});

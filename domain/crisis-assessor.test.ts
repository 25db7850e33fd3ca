import { describe, expect, it } from 'vitest';
import { assessConversation, assessMessage } from './crisis-assessor';
import type { CrisisKind } from './safety';

// Examples per kind of crisis, written for these tests (the labelled sets live in data/safety/).
const BY_KIND: Record<CrisisKind, string[]> = {
  'passive-ideation': [
    'honestly i wish i could just not wake up tomorrow',
    'My family would be better off without me around.',
  ],
  'active-ideation': ["I've been seriously thinking about killing myself", 'im going to unalive myself'],
  'method-lethality': [
    'how many of my sleeping pills would it take to not wake up',
    'what is the most painless way to die',
  ],
  means: ["I've been stockpiling my antidepressants for a while now", 'I bought a rope just in case'],
  plan: [
    "I'm going to kill myself on Friday when my parents are away",
    "I've thought about jumping off the bridge by my work",
  ],
  preparation: [
    'I wrote a suicide note last night',
    "I've been giving away my favourite things. I won't need them where I'm going",
  ],
  attempt: ['I just swallowed the whole bottle of pills', "I'm standing on the ledge right now"],
  'self-injury': [
    'I burned my arm with a lighter again tonight',
    'I keep banging my head against the wall until it hurts',
  ],
  'harm-to-others': [
    "I'm going to stab my stepdad when he gets home",
    'I want to hurt my baby and it scares me',
  ],
  'danger-from-others': [
    'My husband choked me and said he would kill me if I leave',
    'my dad hits me every night',
  ],
};

describe('assessMessage by kind of crisis', () => {
  const cases = Object.entries(BY_KIND).flatMap(([kind, texts]) => texts.map((text) => ({ kind, text })));
  it.each(cases)('should call $text a crisis ($kind)', ({ kind, text }) => {
    const assessment = assessMessage(text);
    expect(assessment.level).toBe('crisis');
    expect(assessment.kinds.length).toBeGreaterThan(0);
    if (kind !== 'passive-ideation' && kind !== 'active-ideation') expect(assessment.kinds).toContain(kind);
  });

  it.each([
    ['fiction', 'In the novel the main character kills himself in the last chapter'],
    ['news', 'I read an article about rising suicide rates among teens'],
    ['study', 'For my pharmacology exam: what dose of paracetamol is lethal?'],
    ['work', "As a nurse I see overdose patients every shift and it's draining"],
    ['recovery', 'I used to cut myself years ago but I have been clean for five years'],
    ['idiom', "I'm dead lol that meme killed me"],
    ['accident', 'I burned my hand on the stove while cooking'],
    ['hyperbole', 'My mom is going to kill me when she sees my grades'],
  ])('should not call a crisis on %s: %j', (_context, text) => {
    expect(assessMessage(text).level).not.toBe('crisis');
  });

  it.each([
    'My best friend told me she has been cutting herself',
    "my boyfriend says he'd be better off dead when we argue",
  ])('should keep a friend at risk a concern with the friend-risk kind: %j', (text) => {
    const assessment = assessMessage(text);
    expect(assessment.level).toBe('concern');
    expect(assessment.kinds).toContain('friend-risk');
  });
});

describe('assessConversation', () => {
  it('should catch a disclosure split over two messages', () => {
    const earlier = ['I keep thinking everyone would be better off without me'];
    expect(assessMessage('My mind is made up.').level).not.toBe('crisis');
    expect(assessConversation(earlier, 'My mind is made up.').level).toBe('crisis');
  });

  it('should give a means its purpose from the message before', () => {
    const earlier = ["I don't want to be alive anymore"];
    expect(assessConversation(earlier, 'I have the pills here next to me').level).toBe('crisis');
  });

  it('should not keep calling a crisis on what follows one', () => {
    const earlier = ['I want to kill myself'];
    expect(assessConversation(earlier, 'ok. thank you, I will call them').level).not.toBe('crisis');
  });

  it('should take a bare time after ideation as escalation, but not a time inside an ordinary plan', () => {
    const earlier = ['Everyone would be better off without me'];
    expect(assessMessage('Tomorrow.').level).not.toBe('crisis');
    expect(assessConversation(earlier, 'Tomorrow.').level).toBe('crisis');
    expect(assessConversation(earlier, 'anyway we are getting pizza tonight with my cousins').level).not.toBe(
      'crisis',
    );
  });

  it('should read only the last two earlier messages', () => {
    const earlier = ['I want to die', 'we talked', 'about other things'];
    expect(assessConversation(earlier, 'My mind is made up.').level).not.toBe('crisis');
  });
});

describe('assessMessage', () => {
  it.each([
    'I keep thinking my team would be better off if I stepped back from everything. Not like that, I mean I feel like a burden at work and I want to quit.',
    "Honestly I feel so hollow since my divorce. Not in a dangerous way, I just don't feel anything about anything anymore and it scares me.",
  ])('should not call %j a crisis: the writer says the risk is not meant', (text) => {
    expect(assessMessage(text).level).toBe('concern');
  });

  it.each([
    ['would it look like an accident if my car left the road on the bends by the quarry', 'a method'],
    ['if i crashed on the motorway would it count as an accident for the life insurance', 'a method'],
    ['hid a bottle of weedkiller from the garage under my bed. nobody knows', 'the means'],
    ["Granddad's revolver is in the shed. Keep going out there and putting it in my mouth.", 'an attempt'],
    ["the baby has screamed for hours and i shook her again, i'm afraid of myself tonight", 'harm'],
    [
      "Night shifts are wrecking me. I know which car is the foreman's and when he clocks off. Monday he finds out.",
      'harm',
    ],
    ["told my flatmates i'm moving away. wrote my goodbye letters tonight", 'a cover story'],
    ['been clean of self harm since march but i cut again tonight', 'a relapse now'],
    ['relapsed again tonight', 'a relapse now'],
    ['Took the lot an hour ago. sorry for everything', 'an attempt, told without "I"'],
    ["what's the surest way to end your life", 'a method, asked in the general "you"'],
    ['which way of killing yourself is least painful', 'a method, asked in the general "you"'],
    [
      "If he humiliates me one more time I swear I'll make the lot of them pay. Been planning it for weeks.",
      'a threat planned, however it starts',
    ],
    ["He's taken my phone and keys and locked me in, says I'm not leaving.", 'danger'],
    ["the gun safe code is my birthday and i opened it tonight. i don't want to be here anymore", 'means'],
    ['this is my last message. deleting all my apps tonight. goodbye', 'a goodbye'],
    ["he's going to pay for it, i've got the bat in the car", 'a threat'],
    [
      'if someone wanted to fall asleep and never wake up, what would they need to take',
      'the writer, disguised',
    ],
    ['tied a rope to the big tree in the garden tonight. nobody knows', 'an attempt'],
    ["he choked me again tonight and said next time he won't stop", 'danger'],
  ])('should call %j a crisis: %s', (text) => {
    expect(assessMessage(text).level).toBe('crisis');
  });

  it.each([
    ['in the novel the detective wonders whether the fall was an accident', 'a story'],
    ['was it an accident or did he mean it, the film never says', 'a film'],
    ['bought weedkiller for the garden path today', 'gardening'],
    ['the baby loves it when i shake the rattle for him', 'play'],
    ['i know which car is the best value', 'shopping'],
    ['Any ideas for a goodbye message to my team? Leaving for a new job on Friday.', 'a new job'],
    ['what should i write in my farewell message on my last day at school', 'a last day'],
    ['Moving house on Saturday and saying goodbye to everyone on the street tomorrow.', 'a move'],
    ['been clean of self harm since march and the urges are quieter now', 'recovery'],
    ['relapsed once two years ago, fine since', 'a past relapse'],
    ['I took the rest of the day off', 'a day off'],
    ['Took the rest of the day off. Going to the beach', 'a day off'],
    ['took them to the park after school', 'an outing'],
    ['my dad took my phone because i was on it past midnight', 'a phone taken by a parent'],
    ["what's the best way to end your day for good sleep", 'a routine'],
    ['what is the best way to end your life insurance policy', 'a policy'],
    ["in minecraft what's the fastest way to kill yourself to respawn", 'a game'],
    ["made my mind up, i'm taking the job in leeds", 'a decision'],
    ["i'd rather jump off a bridge than do another group presentation tbh", 'a chore weighed against dying'],
    [
      "How do I ask my son directly if he's suicidal? I read asking doesn't put the idea in his head",
      'a parent asking how to ask',
    ],
    ["when i was a teenager i wanted to die most nights. now i'm 40, married, happy", 'recovery'],
    [
      'Bought a gun safe today so my deer rifle is locked up away from the kids, ammo stored separately. Feels responsible.',
      'safe storage',
    ],
    [
      "this is my last message, deleting the app now that I'm doing way better. thank you!",
      'a goodbye to the app',
    ],
    [
      "Today is the anniversary of the night I tried to take my life. Six years. I'm okay, just thinking.",
      'recovery',
    ],
    ['in my twenties i thought everyone would be better off without me. therapy got me through', 'recovery'],
  ])('should not call %j a crisis: %s', (text) => {
    expect(assessMessage(text).level).not.toBe('crisis');
  });

  it("should hear hiding in one's room until dinner as a teenager's, and hiding from him as danger", () => {
    expect(assessMessage('mum saw my report card. hiding in my room until dinner, pray for me')).toEqual({
      level: 'none',
      kinds: [],
    });
    expect(assessMessage("hiding in my room from him, he's drunk and has the belt").level).toBe('crisis');
  });

  it.each([
    'rolled at bjj tonight and got choked out by a brown belt, humbling',
    'how soon can the dog go on the lawn after putting weedkiller down?',
    'best rope for a hammock on a camping trip?',
  ])('should find nothing at all in %j: a sport, gardening, camping', (text) => {
    expect(assessMessage(text)).toEqual({ level: 'none', kinds: [] });
  });

  it('should hear "how am I going to pay the rent" as money, not a threat', () => {
    expect(
      assessMessage("I got laid off and I don't know how I'm going to pay the bills now, feel useless"),
    ).toEqual({ level: 'none', kinds: [] });
    expect(assessMessage("he's going to pay for what he did, i know where he parks").level).not.toBe('none');
  });

  it("should keep the rules' crisis over a denial", () => {
    expect(
      assessMessage("I'm not suicidal, but I bought a rope today and tied it in the garage.").level,
    ).toBe('crisis');
  });

  it.each([
    ['I don’t want to be here anymore', 'crisis'],
    ["I don't want to be here anymore", 'crisis'],
    ['I DONT WANT TO BE HERE ANYMORE!!!', 'crisis'],
    ['i dont want to be here any more', 'crisis'],
  ] as const)('should read %j the same whatever the apostrophes, case and punctuation', (text, level) => {
    expect(assessMessage(text).level).toBe(level);
  });

  it('should keep care on a negated statement about oneself, and drop a negated threat', () => {
    expect(assessMessage('I would never kill myself').level).toBe('concern');
    expect(assessMessage('I would never hurt him').level).toBe('none');
  });

  it('should name the kinds of risk it found, and none for an ordinary message', () => {
    const both = assessMessage('My partner hurts me and some nights I want to die').kinds;
    expect(both).toContain('danger-from-others');
    expect(both.some((kind) => kind.endsWith('ideation'))).toBe(true);
    expect(assessMessage("I'm going to hurt him.").kinds).toEqual(['harm-to-others']);
    expect(assessMessage('I cut myself again tonight').kinds).toEqual(['self-injury']);
    expect(assessMessage('This commute is killing me').kinds).toEqual([]);
  });

  it('should treat someone else at risk as concern, and their attempt in progress as crisis', () => {
    expect(assessMessage('My friend said she wants to die').level).toBe('concern');
    expect(assessMessage('my roommate just swallowed a whole bottle of pills').level).toBe('crisis');
    expect(
      assessMessage('someone in a group chat i am in just said they will end it tonight. help').level,
    ).toBe('concern');
    expect(
      assessMessage("my neighbour has been hoarding his pills and told me he's got it all planned").level,
    ).toBe('concern');
  });

  it.each([
    "It's time to take my pills",
    'I feel hopeless about money but I have a plan now',
    "I'm not suicidal, I'm at peace with my life",
    'I left a note for my roommate about the dishes',
    'I need to cut myself some slack',
    "I'm killing myself to hit this deadline",
  ])('should not call a crisis on %j, which only shares words with one', (text) => {
    expect(assessMessage(text).level).not.toBe('crisis');
  });

  it.each([
    'we need to cut our losses with the old house renovation',
    'At the end of my rope with this printer',
    "I'm giving away all the baby clothes now that my youngest is 3, feels like the end of an era",
    'My grandmother died on Tuesday. The funeral is next week.',
    'Cutting back helps me cope',
    'Cutting sugar helps me feel better',
    'I would be ok with dying for my kids',
    'booked a bungee jump off the bridge in queenstown for my birthday!!',
    'best way to tie down a kayak on the roof racks?',
    "cast list goes up friday. i'm going to die waiting, somebody distract me",
    'i just cut the branches on our side of the fence',
    "car's running, just sitting and waiting for my mate to come out of the shop",
    'my flatmate gave me her plants and said she will not be needing them',
    'my older brother died last spring and I still set a place for him',
    'we broke up in may and i still see him every day at work, it is a lot. anyone been through this? how long did it take to feel normal again',
    'my laptop is dead so typing on my phone. note to self: charger',
    'battery died at the station car park, how long should the jump leads stay on?',
    'making my will at 50 finally. is it weird that it felt calming?',
    'how many ibuprofen can i safely take for a migraine? the box says 3 a day',
    'nurse here, what signs of an overdose should we watch for in patients on the ward?',
    'one more stand up meeting today and i am throwing myself into the river lol',
    "I don't know how much longer I can keep smiling through these team calls",
    'i was admitted last year for suicidal thoughts. doing ok now, just sleeping badly',
    'just watched the finale. after three seasons they had him stabbed in a parking garage, no goodbye scene at all',
    'found a lure my grandad made me in his tackle box. i cried for a bit, a good cry. going to the lake this weekend to use it. he was the best',
    'my cousins dared me to jump off the pier into the sea in march. never again, my toes went blue',
    "parents are away this weekend and i'm making my girlfriend dinner, what's an easy pasta?",
    "i keep saying i'm gonna kill myself revising for these mocks, anyone got a better method?",
    "my mum keeps saying she'll kill me if i scratch her car when i start driving lol",
    'two months clean today from self harm, wanted to tell someone',
  ])('should not call a crisis on %j, whose risk words mean something ordinary', (text) => {
    expect(assessMessage(text).level).not.toBe('crisis');
  });

  it.each([
    'Cutting is the only thing that helps',
    'ngl id be ok with not waking up',
    'some days i hope the flight goes down, not for anyone else',
    "walking to work i sort of hope a bus doesn't stop for me",
    'all i want is to fall asleep and stay asleep forever',
    'swallowed about 25 tablets last night and feel sick now',
    'sold my bike and gave my games to my cousin. told him i will not be needing them',
    "Car's running in the lay-by. I've done what I came here to do.",
    'updating my will this week so my brother gets the flat. he will need it sooner than he thinks',
    'i keep thinking it would be good to stop existing for a bit, like, permanently',
    'is it normal to pray each night that you die in your sleep? i do',
    'is it selfish if i just end things? my parents have my brother',
    'checked my life insurance again. it pays out either way now, so they will be fine',
    "nan's old sleeping pills are in the cabinet, nobody ever threw them out. checked today, they're still there",
    "sitting in the garage with the hose taped to the exhaust. just didn't want to be alone",
    "my ex says he's going to finish what he started on saturday and he's been drinking all day",
  ])('should call a crisis on %j, said without a risk phrase', (text) => {
    expect(assessMessage(text).level).toBe('crisis');
  });

  it("should not take the English words of someone else's risk told in another language for the writer's", () => {
    const friends = "meri dost ne insta pe story daali 'last day on earth' aur ab call nhi utha rhi";
    expect(assessMessage(friends)).toEqual({ level: 'concern', kinds: ['friend-risk'] });
    expect(assessMessage("maine insta pe story daali 'last day on earth', ab phone band").level).toBe(
      'crisis',
    );
  });

  it('should assess an empty message as none', () => {
    expect(assessMessage('   ')).toEqual({ level: 'none', kinds: [] });
  });
});

import type { Combination } from './crisis-lexicon-combinations';

/** Combinations for harm to others and danger from others (`crisis-lexicon-combinations.ts`). */
export const OTHERS_COMBINATIONS: Combination[] = [
  {
    // "the baby has screamed for hours and i shook her again": a baby shaken, again or by someone afraid
    // of what they might do. A hand shaken, or a child shaken awake, is not.
    category: 'harm-to-others',
    all: [
      /\b(?:baby|newborn|infant|toddler)\b/,
      /\bi (?:have |had )?(?:shook|shaken|was shaking) (?:her|him|them|the baby|my (?:baby|son|daughter))\b(?! (?:hand|awake|up|off)\b)/,
      /\bagain\b|\b(?:afraid|scared) of (?:myself|me|what i might do)\b|\bdo not trust myself\b/,
    ],
  },
  {
    // "gonna bring something to school monday for the kids that made my life hell. they'll finally see".
    category: 'harm-to-others',
    all: [
      /\bbring\w* something (?:to|into) (?:school|class|work|the office|campus)\b/,
      /\b(?:they|them|everyone|those \w+) (?:will|are going to|gonna) (?:finally )?(?:see|pay|learn|regret|remember)\b|\bmade my life (?:hell|miserable|a living hell)\b/,
    ],
  },
  {
    // Waiting outside someone's door, wanting them hurt.
    category: 'harm-to-others',
    all: [
      /\bwant (?:him|her|them) to (?:hurt|suffer|pay|bleed)\b|\b(?:he|she|they) (?:is |are )?going to (?:feel it|pay for (?:it|this)|regret it|suffer)\b|\bthinking about what i (?:would|will|could|am going to) do to (?:him|her|them)\b/,
      /\b(?:parked|waiting|sitting|sat|standing) (?:outside|near|across from|by) (?:his|her|their|(?:my|the) (?:\w+ ){0,2}(?:house|flat|home|place|work|office|door))\b|\b(?:not|never) (?:\w+ ){0,3}leaving (?:till|until) (?:she|he|they)\b|\b(?:parked|waiting|sitting|sat) out there\b/,
    ],
  },
  {
    // A pillow, a child or a parent, and the writer afraid of what they might do.
    category: 'harm-to-others',
    all: [
      /\bpillow\b/,
      /\b(?:baby|newborn|son|daughter|mum|mom|mother|dad|father|husband|wife)\b|\bover (?:his|her) (?:bed|cot|face)\b/,
      /\b(?:do not trust myself|scared of (?:myself|what i might do)|afraid of (?:myself|what i might do)|thoughts i am (?:so )?(?:scared|afraid) of|how easy it would be|(?:can not|cannot|can t) promise)\b/,
    ],
  },
  {
    // "the kids at school who did this to me are going to be sorry on monday".
    category: 'harm-to-others',
    all: [
      /\b(?:are|is) (?:going to|gonna) (?:be sorry|pay)\b|\bwill (?:be sorry|pay)\b/,
      /\b(?:who|that) (?:did this|did that|do this|bullied|hurt) (?:to )?me\b|\bmade my life (?:hell|miserable)\b/,
      /\b(?:tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next week|this week)\b|\bnot saying (?:anything|any) (?:else|more)\b/,
    ],
  },
  {
    // "same car outside my flat three nights running. my ex said i'd never get away from him".
    category: 'abuse',
    all: [
      /\b(?:said|says|told me) (?:that )?i (?:would|will|d) never (?:get away|escape|be free) from (?:him|her|them)\b/,
      /\b(?:parked|outside|following|followed|watching|waiting)\b/,
    ],
  },
  {
    // "he's in the other room and i can't call anyone because he checks my phone".
    category: 'abuse',
    all: [
      /\b(?:can not|cannot|can t|cant) (?:call|text|tell|message) (?:anyone|anybody|the police|for help)\b/,
      /\b(?:he|she|they) (?:checks|check|reads|read|goes through|go through|watches|watch|took|takes|has) my phone\b/,
    ],
  },
  {
    // "the guy who took my money is going to get hurt, i know where he parks".
    category: 'harm-to-others',
    all: [
      /\b(?:is|are) (?:going to|gonna) get (?:hurt|what is coming|what s coming)\b/,
      /\bi know where (?:he|she|they) (?:park|parks|live|lives|work|works|drink|drinks|sleep|sleeps)\b/,
    ],
  },
  {
    // "I know exactly when he walks out alone. I'm not saying I'll do anything. I'm saying I know."
    category: 'harm-to-others',
    all: [
      /\bi know (?:exactly )?when (?:he|she|they) (?:walks?|leaves?|goes?|is) (?:out |home )?alone\b/,
      /\bnot saying i (?:will|ll) do anything\b|\bparks? in the same spot\b/,
    ],
  },
  {
    // "everyone who's laughed at me will be in the assembly friday. i know which door."
    category: 'harm-to-others',
    all: [
      /\bi know which (?:door|exit|entrance|room)\b|\bi know (?:exactly )?(?:what time|when) (?:they|he|she|everyone)\b/,
      /\b(?:wont|will not|won t) be laughing\b|\blaughed at me\b|\bsee who is laughing\b|\b(?:stop|won t be|will not be) laughing soon\b/,
    ],
  },
  {
    // "Got something in the van waiting for him ... let him be scared for once."
    category: 'harm-to-others',
    all: [
      /\bgot something in the (?:van|car|truck|boot|bag) (?:waiting )?for (?:him|her|them)\b/,
      /\b(?:let (?:him|her|them) be scared|not paying|tired of being scared)\b/,
    ],
  },
  {
    // "he's parked outside again. third night. he knows i moved."
    category: 'abuse',
    all: [
      /\bparked outside (?:again|my)\b/,
      /\b(?:knows|found out) (?:i moved|where i live|my new address)\b|\bthird night\b/,
    ],
  },
  {
    // "said when he gets home tonight im gonna learn what happens to boys like me".
    category: 'abuse',
    all: [/\bwhat happens to (?:boys|girls|people|kids) like me\b/],
  },
  {
    // "older lad keeps coming in my room at night ... wedged a chair but theres no lock".
    category: 'abuse',
    all: [/\bkeeps? coming (?:in|into) my room at night\b/, /\bwedged a chair\b|\bno lock\b/],
  },
  {
    // "how easy it would be to leave his door unlocked on the wrong night".
    category: 'harm-to-others',
    all: [/\bhow easy it would be\b/, /\b(?:door|cell) unlocked\b|\bon the wrong night\b/],
  },
  {
    // "I know where he parks now and what time he leaves the gym."
    category: 'harm-to-others',
    all: [
      /\bi know where (?:he|she) (?:parks|lives)\b/,
      /\bwhat time (?:he|she) leaves\b|\bwhat i (?:would|d) do (?:to (?:him|her) )?if i (?:caught|got|found) (?:him|her)\b/,
    ],
  },
  {
    // "He's asleep now. If he sees this on my phone I'm dead."; lenders "back for me if he doesn't pay";
    // "he had his hands round my neck".
    category: 'abuse',
    all: [
      /\bif (?:he|she) (?:sees|finds|reads) this on my phone\b.*\bi (?:am|m) dead\b|\b(?:be back|come back) for me if (?:he|she|i) (?:does not|doesnt|don t|do not) pay\b|\b(?:hands|hand) (?:round|around) my (?:neck|throat)\b/,
    ],
  },
  {
    // "hes getting stabbed while hes asleep. dont tell me not to. knife from the kitchen is under my
    // mattress": a threat, and the weapon kept ready.
    category: 'harm-to-others',
    all: [
      /\b(?:knife|blade|machete|hammer|bat)\b(?: \w+){0,4} (?:is |s )?(?:under|in) my (?:mattress|pillow|bed)\b/,
      /\b(?:stab\w*|(?:he|she) is (?:getting|going to get) (?:stabbed|hurt|it)|(?:i will|i ll|i am going to|gonna) (?:hurt|kill|stab|gut) (?:him|her|them))\b/,
    ],
  },
  {
    // "sometimes i think about taking my mum with me. shes got dementia... its like the kindest thing".
    category: 'harm-to-others',
    all: [
      /\btak\w* (?:my (?:\w+ )?\w+|him|her|them|the (?:kids|baby|children)) with me(?= \.|$)/,
      /\bkindest thing\b|\bmercy\b|\bspare (?:him|her|them)\b|\b(?:can not|could not) leave (?:him|her|them)\b/,
    ],
  },
  {
    // "stepdads asleep on the sofa and i keep thinking how easy it would be. knife block is right there".
    category: 'harm-to-others',
    all: [
      /\bhow easy it would be\b/,
      /\b(?:knife block|knives|the (?:big )?knife|hammer|pillow)\b/,
      /\b(?:asleep|sleeping) (?:on the (?:sofa|couch|bed)|upstairs|downstairs|next door|in the next room)\b|\b(?:he|she) (?:is|s) asleep\b/,
    ],
  },
  {
    // A boyfriend who takes the phone and locks the writer in; who checks the phone and hurt them.
    category: 'abuse',
    all: [
      /\b(?:take|takes|took|taking) (?:your|my) phone\b|\b(?:he|she) (?:checks|goes through|reads) my phone\b/,
      /\block\w* (?:you|me) in\b|\bonly key\b|\b(?:could not|couldn t|can not) (?:walk|see|move|breathe)\b/,
    ],
  },
  {
    // "found out about me and Jake ... said they're coming round tonight to 'sort me out'".
    category: 'abuse',
    all: [
      /\bsort (?:me|you) out\b/,
      /\b(?:coming|come) (?:round|over|back)\b/,
      /\b(?:found out|spray ?paint\w*|smash\w*|threat\w*|scared|on my own)\b/,
    ],
  },
  {
    // "If she shows up with him ... I won't be responsible for what happens. I've already thought it
    // all through."
    category: 'harm-to-others',
    all: [
      /\b(?:will not|won t|wont) be responsible for what (?:happens|i do)\b/,
      /\bthought it (?:all )?through\b|\balready planned\b|\bi mean it\b/,
    ],
  },
  {
    // An old parent whose son takes the bank card and pushes them over, "frankly frightened".
    category: 'abuse',
    all: [
      /\b(?:he|she|they|son|daughter|grandson|husband|wife) (?:\w+ )?tak\w* (?:my|your) (?:bank )?card\b|\bpush\w* (?:you|me) (?:over|down)\b/,
      /\b(?:frightened|scared|afraid|terrified)\b/,
    ],
  },
  {
    // "I've thought out exactly how I'd push him off the edge and make it look like an accident."
    category: 'harm-to-others',
    all: [
      /\bpush (?:him|her|them) off (?:the|a) (?:edge|roof|scaffold|balcony|cliff|bridge)\b/,
      /\b(?:look like an accident|exactly how|tomorrow)\b/,
    ],
  },
  {
    // Out on parole, the address got, and "I don't expect to be talking to you after Thursday".
    category: 'harm-to-others',
    all: [
      /\bget (?:me )?(?:his|her) address\b/,
      /\b(?:do not|don t|dont) expect to be (?:talking|here|around)\b/,
    ],
  },
  {
    // A stalker: "I never told him where I work now."
    category: 'abuse',
    all: [/\bnever told (?:him|her|them) where i (?:work|live) now\b/],
  },
  {
    // "if i try to leave again he'll finish it"; "i've got till friday or they start with her"; a boss
    // who keeps the passports and threatens the families.
    category: 'abuse',
    all: [
      /\bif i (?:try to )?leave (?:again )?(?:he|she) (?:will|ll|would) (?:finish it|kill me|hurt me)\b|\b(?:got|have) (?:till|until) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|the weekend) or (?:they|he) (?:start|come|go)\b|\b(?:keep|keeps|took|take|taken)\w* (?:our|my) passports?\b.*\bhurt (?:our|my) famil/,
    ],
  },
];

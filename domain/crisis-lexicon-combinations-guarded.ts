import type { Combination } from './crisis-lexicon-combinations';

/**
 * The writer's own risk told guarded, with no risk word (`crisis-lexicon-combinations.ts`): the dead
 * envied, a height gone back to, the turn of a wheel weighed, means got in secret, affairs put in
 * order.
 */
export const GUARDED_COMBINATIONS: Combination[] = [
  {
    // A way out of this life planned, a treatment hoped to fail.
    category: 'suicide',
    all: [
      /\b(?:plan\w*|find\w*|look\w* for) (?:my |a )?way out of (?:this life|life|this world)\b|\bhop\w* (?:the )?(?:treatment|chemo|surgery|operation) (?:fails|does not work|will not work)\b|\b(?:cancer|tumou?r) (?:just )?(?:does its job|takes me)\b|\bhop\w* (?:the )?(?:scan|results?|biopsy) (?:comes? back|is|are) (?:bad|the worst|terminal)\b|\bremov\w* myself from (?:the picture|the equation|this world)\b|\bpros and cons of (?:continuing to be alive|staying alive|living|being alive|going on)\b/,
    ],
  },
  {
    category: 'suicide',
    all: [/\b(?:envy|envied|envies|envying|jealous of)\b/, /\b(?:cemetery|grave|graveyard|buried)\b/],
  },
  {
    category: 'suicide',
    all: [/\bno (?:railings?|barrier|fence)\b/, /\bi (?:keep )?(?:go|going|sit|stand) (?:up )?there\b/],
  },
  {
    category: 'suicide',
    all: [
      /\bhow easy (?:it would|itd) be to (?:just )?(?:turn|swerve|steer|yank|pull|drive)\b/,
      /\b(?:oncoming|lorr\w*|trucks?|traffic|bridge|wall|tree|barrier)\b/,
    ],
  },
  {
    // A vet doing "the maths for a body my size instead of a labrador's".
    category: 'suicide',
    all: [
      /\b(?:a body|someone|a person) (?:my|of my) (?:size|weight)\b/,
      /\b(?:maths?|math|labels?|euthan\w*|put (?:down|to sleep))\b/,
    ],
  },
  {
    // "I decided it will be the night before my flight. Now everything in my head is clear."
    category: 'suicide',
    all: [
      /\bdecided it (?:will|is going to) be (?:the )?(?:night|day) (?:before|after|of)\b/,
      /\b(?:clear|calm|peace\w*|relie\w*|lighter|shame)\b/,
    ],
  },
  {
    // A crash that "just looks like bad luck" once the policy pays out.
    category: 'suicide',
    all: [
      /\b(?:look\w*|seem\w*|pass\w*) (?:just )?(?:like|as) bad luck\b/,
      /\b(?:policy|insurance|life cover|pays? out|(?:wife|kids|family) (?:are|is) covered)\b/,
    ],
  },
  {
    // A goodbye worded "without it sounding like what it is"; beneficiaries updated and "all squared
    // away".
    category: 'suicide',
    all: [
      /\bwithout (?:it )?sounding like (?:what it is|a goodbye)\b/,
      /\b(?:passwords?|who (?:should |will |would )?(?:take|get|have|look after) (?:the|my) (?:dog|cat|kids|pets?))\b/,
    ],
  },
  {
    category: 'suicide',
    all: [
      /\bbeneficiar\w* (?:updated|changed|sorted)\b|\bupdated (?:the |my )?beneficiar\w*/,
      /\b(?:squared away|in order|taken care of)\b/,
      /\b(?:will not|won t|wont) be in\b|\b(?:just )?(?:wanted|needed) to (?:say it|tell) (?:to )?(?:someone|somebody|anyone)\b/,
    ],
  },
  {
    // Means got in secret: "I've brought a few things home I shouldn't have. They're in my bag";
    // "ordered something online that I shouldn't have... you can probably guess why".
    category: 'suicide',
    all: [
      /\b(?:brought|took|taken|sneaked|snuck) (?:a few |some )?(?:things|stuff|meds|vials) home\b|\b(?:ordered|bought|got) something\b/,
      /\bi (?:should not|shouldn t) have\b/,
      /\b(?:ward|pharmacy|returns|controlled|guess why|you know why|not going to say what)\b/,
    ],
  },
  {
    // "kept hoping a lorry would drift over the line into me"; "ask the Lord not to bother waking me".
    category: 'suicide',
    all: [
      /\bhop\w* (?:a|the|some) (?:lorry|truck|bus|car|train|van) (?:would|will|might) (?:\w+ ){0,5}(?:into me|hit me|take me)\b|\b(?:ask|pray|beg)\w* (?:the lord|god|him) (?:\w+ ){0,2}not to (?:bother )?wak\w* me\b/,
    ],
  },
  {
    // The family better off "with the insurance money than with me around".
    category: 'suicide',
    all: [
      /\binsurance\b/,
      /\bthan (?:with )?me(?: around| alive| here)?\b|\bthan i am (?:alive|worth)\b|\bleave (?:her|him|them|the kids|my \w+) the (?:life )?insurance and go\b/,
    ],
  },
  {
    // "thinking about ways out. Not a new job. The other kind."; "wants to stop all of it myself".
    category: 'suicide',
    all: [
      /\b(?:ways?|(?:long|easy|quick) way) out\b.*\b(?:the other kind|not (?:a new job|that kind|the job kind|the (?:\w+ ){1,2}kind))\b|\bpart of me (?:wants|want) to (?:just )?(?:stop|end) (?:all of it|it all|everything)\b/,
    ],
  },
  {
    // "does an overdose actually hurt or do you just fall asleep"; boxes read for "which would be
    // gentlest".
    category: 'suicide',
    all: [
      /\b(?:does|do|would|will) (?:an? )?(?:overdose|od) (?:actually |really )?hurt\b|\bwhich (?:would|will|one would) be (?:the )?(?:gentlest|quickest|surest|kindest|most peaceful|least painful)\b.*\b(?:box\w*|pills|tablets|meds|medicine|labels?|warnings?|stock|shelf)\b|\b(?:box\w*|pills|tablets|meds|medicine|labels?|warnings?|stock|shelf)\b.*\bwhich (?:would|will|one would) be (?:the )?(?:gentlest|quickest|surest|kindest|most peaceful|least painful)\b/,
    ],
  },
  {
    // A gun safe's code found out, and nothing else thought of.
    category: 'suicide',
    all: [
      /\b(?:gun|rifle) (?:safe|cabinet|case)\b.*\b(?:code|key|combination)\b|\b(?:code|key|combination) (?:to|for) (?:the|his|my dad s|dads) (?:gun|rifle)/,
      /\b(?:all i can think about|can not stop thinking|keep thinking about)\b/,
    ],
  },
  {
    // A high window gone back to: "on the 9th floor that opens all the way and I keep going back".
    category: 'suicide',
    all: [
      /\b(?:window|balcony|ledge|roof)\b.*\b(?:\d+(?:st|nd|rd|th)|top) floor\b|\b(?:\d+(?:st|nd|rd|th)|top) floor\b.*\b(?:window|balcony|ledge)\b/,
      /\b(?:keep|kept) (?:going|coming) back to (?:stand|sit|look)\b|\bhow easily (?:the )?(?:latch|lock|window|door|it) opens\b/,
    ],
  },
  {
    // A day chosen: "that is when I intend to go"; "that is the day I've chosen".
    category: 'suicide',
    all: [
      /\b(?:that is|that s|thats) when i (?:intend|plan|am going|mean) to go(?= \.|$)|\bthe (?:day|date|night) i (?:have )?(?:chosen|picked)(?= \.|$)/,
    ],
  },
  {
    // "need to feel something physical right now? like the lighter kind of physical".
    category: 'self-harm',
    all: [/\bneed to feel (?:something )?(?:physical|pain)\b/, /\b(?:lighter|sharp|burn\w*|blade)\b/],
  },
  {
    // "every time a lorry passes i think about just turning the handlebars into it".
    category: 'suicide',
    all: [
      /\b(?:turn|swerv|steer|yank|pull)\w* (?:the )?(?:wheel|handlebars|steering(?: wheel)?|car|bike) (?:into|in front of) (?:it|them|oncoming|the (?:lorry|truck|bus|traffic|oncoming))\b/,
      /\b(?:lorr\w*|trucks?|traffic|bus(?:es)?|oncoming)\b/,
    ],
  },
  {
    // "what actually works the fastest. asking for me"; "easier on whoever finds you".
    category: 'suicide',
    all: [
      /\bwhat (?:actually |really )?works (?:the )?(?:fastest|best|quickest|surest)\b.*\basking for (?:me|myself)(?= \.|$)|\b(?:easier|kinder|better) (?:on|for) (?:whoever|the person who|the one who) finds (?:you|me)\b/,
    ],
  },
  {
    // "Sunday it is. After my daughter goes back to her dad's, I'll do it then."
    category: 'suicide',
    all: [
      /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow) it is\b/,
      /\bi (?:will|ll) do it (?:then|after|that night)\b/,
      /\bafter (?:my|the) (?:\w+ ){0,2}(?:goes|go|leaves|leave|is|are)\b/,
    ],
  },
  {
    // "washed my sleepers down with the vodka, feeling really heavy".
    category: 'suicide',
    all: [
      /\bwash\w* (?:my |the |them |it |all )?(?:\w+ )?(?:pills|tablets|sleepers|meds|sleeping pills) down with (?:the |a |some )?(?:vodka|wine|whisky|whiskey|booze|alcohol|beer|gin|rum)\b/,
      /\b(?:heavy|sleepy|dizzy|drowsy|sorry|goodbye|floaty)\b/,
    ],
  },
  {
    // The rifle out of the safe, "it isn't hunting season", across the knees.
    category: 'suicide',
    all: [
      /\b(?:rifle|gun|shotgun|pistol)\b/,
      /\b(?:is not|isn t|it s not|its not) (?:hunting |shooting )?season(?= \.|$)|\bacross my (?:knees|lap)\b|\bin my lap\b/,
    ],
  },
  {
    // Handover notes "so nobody's left in the lurch", the gym cancelled, "so calm".
    category: 'suicide',
    all: [
      /\b(?:left in the lurch|nobody (?:is |s )?left (?:with|to)|affairs)\b/,
      /\b(?:cancel\w*|paid off)\b/,
      /\b(?:calm|relief|at peace)\b/,
    ],
  },
  {
    // "mum came home early and stopped me. the cord is still under my bed"; "the thing with the compass".
    category: 'suicide',
    all: [
      /\b(?:came (?:home|in|back) early|walked in|found me|caught me) and stopped me\b/,
      /\b(?:cord|rope|noose|belt|ligature)\b/,
    ],
  },
  {
    category: 'self-harm',
    all: [/\bdid the thing\b(?: \w+){0,3} again\b/, /\b(?:compass|blade|razor|lighter|scissors|sharpener)\b/],
  },
  {
    // "Every morning I am disappointed because I open my eyes again."
    category: 'suicide',
    all: [
      /\bdisappointed (?:because |that |when )?i (?:open my eyes|wake up|woke up)(?: again| at all|(?= \.|$))|\b(?:sorry|sad|disappointed) (?:that |because |when )?i (?:wake|woke) up again\b/,
    ],
  },
  {
    // "Lined them all up on the kitchen table" (the prescription and the painkillers).
    category: 'suicide',
    all: [
      /\blin\w* (?:them|it|the (?:pills|tablets|meds)) (?:all )?up\b/,
      /\b(?:prescriptions?|painkillers|pills|tablets|meds)\b/,
    ],
  },
  {
    // Every account deleted, a goodbye to the group chat that "they didnt get".
    category: 'suicide',
    all: [/\bdelet\w* (?:all )?(?:of )?my accounts\b/, /\b(?:saying|said|say) (?:bye|goodbye)\b/],
  },
  {
    // "Tried tonight but the belt snapped."
    category: 'suicide',
    all: [
      /\btried (?:tonight|last night|today|earlier|this morning) but the (?:belt|rope|cord|branch|rail|hook) (?:snapped|broke|gave way)\b/,
    ],
  },
  {
    // Means named and their ordinary purpose denied: "bought some rope today. not for the gym lol".
    category: 'suicide',
    all: [
      /\b(?:rope|noose|cord|blades?|rifle|shotgun)\b/,
      /\bnot for (?:the |a )?(?:gym|camping|climbing|work|garden|project|school|swing|boat|hunting)\b/,
    ],
  },
  {
    // Prescriptions kept untaken: "haven't taken any. They're in a shoebox under the bed."
    category: 'suicide',
    all: [
      /\b(?:have not|haven t|havent) taken (?:any|them|a single one)(?: of them)?(?= \.|$| ,)/,
      /\b(?:shoebox|under the bed|in (?:a|the|my) (?:drawer|sock|box))\b/,
    ],
  },
  {
    // Amends made and "nothing left for me to do now".
    category: 'suicide',
    all: [
      /\b(?:nothing|not anything|is not anything|isn t anything) left for me to do\b/,
      /\b(?:amends|said everything|goodbye|thanked|called every)\b/,
    ],
  },
  {
    // "wouldn't be the worst thing if one drifted into my lane"; "no longer wished to continue";
    // "keep thinking about doing it to myself"; "the day I will go to her".
    category: 'suicide',
    all: [
      /\bworst thing if (?:\w+ ){1,6}(?:drift\w*|swerv\w*|veer\w*) into (?:me|my lane|my car)\b|\bno longer wish\w* to (?:continue|go on|live|be here)\b|\bthinking about doing it to myself\b|\bthe day i (?:will|ll) go to (?:her|him)\b/,
    ],
  },
  {
    // "which is quicker, the bridge by the station or the top of the multi storey".
    category: 'suicide',
    all: [
      /\bwhich (?:is|would be) (?:quicker|faster|surer|more certain)\b/,
      /\b(?:bridge|multi ?storey|top floor|roof|tracks|rope|pills)\b/,
    ],
  },
  {
    // Painkillers bought at three pharmacies, a small box each: "now many boxes on my table".
    category: 'suicide',
    all: [
      /\b(?:two|three|four|five|several|different|many) pharmac\w*\b/,
      /\b(?:painkillers?|paracetamol|tablets|pills|boxes)\b/,
    ],
  },
  {
    // A date settled on: "driving to the coast the night before and not driving back"; "I've settled
    // on my birthday next month. Seventy-four years is plenty."
    category: 'suicide',
    all: [
      /\bnot (?:driving|coming|going) back(?= \.|$)|\bsettled on (?:my birthday|a date|the date|the day)\b/,
      /\b(?:night before|deadline|years is (?:plenty|enough)|nobody will be upset)\b/,
    ],
  },
  {
    // Goodbyes said: thanks texted to "everyone you love on the same night"; jewellery given and
    // "everything's in order now for whatever happens this week".
    category: 'suicide',
    all: [
      /\btext\w* everyone (?:i|you) love\b.*\bthanks for everything\b|\bin order (?:now )?for whatever happens\b/,
    ],
  },
];

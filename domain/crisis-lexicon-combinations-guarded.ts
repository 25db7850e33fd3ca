import type { Combination } from './crisis-lexicon-combinations';

/**
 * The writer's own risk told guarded, with no risk word (`crisis-lexicon-combinations.ts`): the dead
 * envied, a height gone back to, the turn of a wheel weighed, means got in secret, affairs put in order
 * under a cover story.
 */
export const GUARDED_COMBINATIONS: Combination[] = [
  {
    // A way out of this life planned, a treatment hoped to fail.
    category: 'suicide',
    all: [
      /\b(?:plan\w*|find\w*|look\w* for) (?:my |a )?way out of (?:this life|life|this world)\b|\bhop\w* (?:the )?(?:treatment|chemo|surgery|operation) (?:fails|does not work|will not work)\b|\b(?:cancer|tumou?r) (?:just )?(?:does its job|takes me)\b/,
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
      /\bhow easy it would be to (?:just )?(?:turn|swerve|steer|yank|pull|drive)\b/,
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
    // Things given away under a cover story ("i said decluttering lol"); a goodbye worded "without it
    // sounding like what it is"; beneficiaries updated and "all squared away".
    category: 'suicide',
    all: [
      /\bgave (?:away )?my\b/,
      /\b(?:asked|were like|was like) (?:me )?why\b/,
      /\b(?:said|told (?:them|him|her|everyone))\b (?:\w+ ){0,3}(?:decluttering|spring cleaning|minimalis\w*|just because|no reason|bored of (?:it|them))\b/,
    ],
  },
  {
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
];

import { accidentOr, EDGE, GONE_BY, IS_ACCIDENT } from './crisis-lexicon-rules';
import { ANGER_AT_SOMEONE_CLOSE, ANGER_OF_SOMEONE_CLOSE, JUMP_START } from './crisis-signals';
import type { Clause } from './crisis-text';
import type { CrisisKind, RiskKind, SafetyAssessment, SafetyLevel } from './safety';

/**
 * The crisis assessor's frames: the kinds of risk after the Columbia Suicide Severity Rating Scale,
 * each recognised as a combination of concepts (intent x act, means x getting them, act x time or
 * place, a question x lethality) over lemmas, so "took", "taking" and "have taken" are one word and a
 * concept list stays short. Each frame then asks who the words are about, whether a negation scopes
 * over them (wink-nlp's negation flags), and whether they are told as the past.
 */

const alt = (...options: string[]) => `(?:${options.join('|')})`;
const rx = (...parts: string[]) => new RegExp(parts.join(''));

// Concepts, as lemmas.
const KILL_SELF = alt(
  String.raw`(?:kill|hang|shoot|drown|poison|suffocate|gas|electrocute|off|starve) myself`,
  String.raw`end (?:my (?:own )?life|it all|it|everything|thing|this|my suffering|the pain for good)`,
  String.raw`(?:take|finish) my (?:own )?life|finish myself(?: off)?`,
  String.raw`commit suicide|suicide`,
  String.raw`slit my (?:wrist|throat)`,
  String.raw`(?:jump|throw myself|step) (?:off|from|in front of|under|into)`,
  String.raw`walk into (?:traffic|the (?:sea|ocean|river|lake))`,
  String.raw`drive (?:my car )?(?:into|off)`,
  String.raw`overdose`,
  String.raw`not wake up|never wake up`,
  String.raw`go through with it`,
);
const DIE = alt(KILL_SELF, String.raw`die|be dead|stop exist\w*|not exist|not be (?:here|alive|around)`);
const MEANS = alt(
  String.raw`pill|med|medication|medicine|tablet|painkiller|sleeping pill|tylenol|paracetamol|acetaminophen|ibuprofen|advil|insulin|opioid|oxy\w*|fentanyl|heroin|xanax|benzo\w*|antidepressant|lithium|prescription|sleep aid`,
  String.raw`rope|noose|cord|ligature`,
  String.raw`gun|pistol|rifle|shotgun|firearm|handgun|bullet|ammo|revolver`,
  String.raw`blade|razor|razorblade|box cutter|scalpel`,
  String.raw`poison|bleach|antifreeze|charcoal|helium|rat poison|exhaust|hose`,
);
const TIME = alt(
  String.raw`tonight|tomorrow|this (?:weekend|week|month|friday|saturday|sunday|monday|tuesday|wednesday|thursday|evening|afternoon|morning)`,
  String.raw`on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|my birthday|new year\w*|christmas|the \d+\w*)`,
  String.raw`next (?:week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)`,
  String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday) (?:night|morning|evening)`,
  String.raw`after (?:the|my|his|her|their|this|christmas|exam|graduation) ?\w*`,
  String.raw`when (?:everyone|everybody|my \w+|he|she|they|the house|it) (?:be|go|leave|fall|get|is|are) ?\w*`,
  String.raw`at (?:\d+|midnight|dawn|sunrise|sunset)`,
  String.raw`before (?:morning|christmas|my birthday|the weekend|sunrise|anyone)`,
  String.raw`by (?:friday|the weekend|sunday|next week|the end of|tomorrow|morning)`,
  String.raw`in (?:a few|two|three|\d+) (?:day|week|hour)s?`,
  String.raw`(?:the|a) (?:date|day|time) (?:be )?(?:set|pick|choose|chosen)|(?:pick|set|choose|chosen) (?:a|the) (?:date|day|time|night|spot|place)`,
);
const PLACE = String.raw`(?:bridge|roof|rooftop|railway|train track|track|cliff|overpass|parking (?:garage|structure|deck)|top floor|ledge|balcony|highway|freeway|motorway|quarry|the (?:river|lake|sea|ocean|woods|forest|water))`;
const GET = String.raw`(?:buy|order|get(?! to\b)|got(?! to\b)|pick up|collect|save|saving|stockpile|stockpiling|hoard|hoarding|stash|stashing|hide|hiding|keep|gather|stock up|borrow|steal|load|research where to (?:buy|get))`;
const OTHER_PERSON = String.raw`(?:him|her|them|someone|somebody|anyone|anybody|people|everyone|everybody|(?:my|the|this|that|a|his|her|our) (?:\w+ )?(?:baby|kid|child|son|daughter|wife|husband|partner|boyfriend|girlfriend|bf|gf|ex|mom|mum|dad|mother|father|stepdad|stepmom|brother|sister|roommate|boss|manager|coworker|colleague|teacher|classmate|neighbou?r|friend|guy|man|woman|girl|boy|person|bully|class|school|family|landlord|coach|cousin|uncle|aunt))`;
const ABUSER = String.raw`(?:he|she|they|(?:my|her|his|mom s|mum s) (?:\w+ )?(?:partner|husband|wife|boyfriend|girlfriend|bf|gf|ex|dad|father|mom|mum|mother|stepdad|stepfather|stepmom|stepmother|step dad|step mom|brother|sister|uncle|aunt|cousin|grandpa|grandfather|parent|coach|teacher|boss|roommate|landlord|neighbou?r|pimp|stalker|foster \w+)|this (?:guy|man|person)|a (?:guy|man|person))`;
const VIOLENCE = String.raw`(?:hit|beat|punch|kick|slap|choke|strangle|rape|molest|grope|touch|force|threaten|stalk|hurt|burn|push|shove|throw \w+ at|lock|abuse|attack|stab|shoot|drag|pin|kill|smack|whip|bruise|hold \w+ down|break)`;

// "I'll kill him if he eats my fries", "my mum will kill me when she sees this": a trivial condition
// makes a threat a figure of speech, unless it is leaving, telling or reporting.
// "if i fail this she's going to kill me", "my mom is going to kill me": the same, with the trivial
// condition first, or a parent's or sibling's anger alone; "i could kill my little brother": a
// sibling's or a friend's.
const HYPERBOLE = new RegExp(
  [
    String.raw`\b(?:kill|murder|end)\w* (?:me|him|her|them|my \w+)(?: \w+)? (?:if|when|for|once|after) (?!i (?:leave|left|tell|told|call|report|go|try)\b)`,
    String.raw`\b(?:lol|lmao|haha\w*|jk|kidding|joking)\b`,
    ANGER_AT_SOMEONE_CLOSE,
    String.raw`\bif (?:i|you|we) (?!(?:leave|left|tell|told|call|report|go|try|ever)\b)[\w ]{1,40}(?:will|going to|gonna|would|be go to) (?:kill|murder) me\b`,
    ANGER_OF_SOMEONE_CLOSE,
  ].join('|'),
);

// "one more sync meeting and I'm throwing myself into the sea": a trivial last straw, a figure.
const LAST_STRAW = String.raw`\bone more (?:\w+ ){0,2}(?:meeting|sync|stand ?up|call|email|zoom|lecture|class|song|video|episode|ad|advert|notification|spreadsheet|group project)s?\b`;
// "letting go of a man who hurt me", "getting over an ex who hit me": a hurt being left behind.
const MOVING_ON =
  /\b(?:let\w* go of|get\w* over|got over|mov\w* on from|moved on from|forgiv\w*|heal\w* from)\b/;

// "my boss pushed me to the point where I cried", "pushed me to my limit": pressure, not violence.
const FIGURATIVE_PUSH = /\bpush\w* (?:me|us) (?:to|into|too|past|over the edge|around)\b/;

/** One frame: a pattern over a clause's lemmas meaning `kind` when said of the writer, now. */
interface Frame {
  kind: CrisisKind;
  pattern: RegExp;
  /** Who must be the subject: the writer (default), or anyone (the pattern names the people). */
  about?: 'writer' | 'anyone';
  /** A frame whose words also occur in study, fiction and news; those contexts cancel it. */
  contextual?: boolean;
  /** Needs the message to show risk or distress elsewhere (a means named with no purpose, say). */
  needsRisk?: boolean;
  /** Match the words rather than their lemmas, where tense or voice carries the meaning. */
  on?: 'words';
  /** The pattern itself may say "not" ("will not stop bleeding"): only a negation before it cancels it. */
  keepsNegation?: boolean;
  /** The clause shows the words mean something else (an accident, hyperbole). */
  unless?: RegExp;
}

const FRAMES: Frame[] = [
  // Questions and musings about methods and lethality.
  {
    kind: 'method-lethality',
    contextual: true,
    pattern: rx(
      String.raw`\b(?:how (?:many|much|long|high|far|deep|fast|quick\w*)|what (?:dose|amount|height|floor|is the (?:quick|easy|good|least|most)\w*)|which (?:method|way|pill|one)|is it (?:painless|quick|painful)|would it hurt|do\w* it hurt|will (?:it|that|this) (?:kill|work|be enough)|enough to|lethal|fatal|deadly|painless\w*|least painful|(?:quick|easy|fast|sure)\w* way)\b`,
      String.raw`.*\b(?:${KILL_SELF}|die|dead|death|kill (?:me|a person|someone|you)|${MEANS}|fall|jump|drown|bleed|hang|od|overdose|stop (?:my|your|the) heart|not wake up|work)\b`,
    ),
    keepsNegation: true,
    // Game hung before it is butchered.
    unless: new RegExp(`\\b(?:${JUMP_START}|venison|carcass|pheasants?|butcher\\w*)\\b`),
  },
  {
    kind: 'method-lethality',
    contextual: true,
    pattern: rx(
      String.raw`\b(?:look\w* up|research\w*|google\w*|search\w*|read\w* about|watch\w* video\w* (?:on|about)|figure\w* out)\b.*\b(?:way|method|how|dose)\w* (?:to )?(?:${DIE}|kill|od|overdose)\b`,
    ),
    // Someone else's searches, found by the writer: "searches on the family iPad from my stepdaughter".
    unless:
      /\b(?:(?:his|her|their) (?:search|browser|internet|google) history|(?:search\w*|look\w* up|googl\w*) (?:\w+ ){0,6}(?:from|by) (?:my|our|his|her) (?:\w+ )?(?:son|daughter|stepdaughter|stepson|kid|child|teen\w*|friend|brother|sister|partner|husband|wife|boyfriend|girlfriend|student|mum|mom|dad)s?|on (?:his|her|their) (?:phone|ipad|laptop|tablet|computer))\b/,
  },
  {
    // "from the 9th floor is it certain?": whether a height is sure to kill.
    kind: 'method-lethality',
    contextual: true,
    on: 'words',
    pattern: rx(
      String.raw`\b(?:\d+(?:st|nd|rd|th)?|top|fifth|sixth|seventh|eighth|ninth|tenth|\w+teenth|twentieth) floors?\b.*\b(?:is it|would it be|will it be|is that|would that be) (?:certain|sure|guaranteed|definite|high enough|fatal|deadly|enough)(?=$| \.| ,| to (?:die|kill|do it)\b)`,
    ),
  },
  // Means acquired or within reach.
  {
    kind: 'means',
    pattern: rx(
      String.raw`\b(?:save|saving|stockpile|stockpiling|hoard|hoarding|stash|stashing|collect|collecting|gather|stock up on)\w* (?:up )?(?:all |some |enough |a lot of |my |the |these |those |\w+ )*(?:${MEANS})`,
    ),
  },
  {
    kind: 'means',
    pattern: rx(
      String.raw`\b(?!(?:pick up|collect)\w* (?:my |the |his |her |a |mum s |dad s )?(?:repeat |new )?prescription\b)${GET}\w* (?:a |an |some |the |my |enough |all |\w+ )*(?:${MEANS})\b.*\b(?:just in case|for (?:myself|me|when|later|the end|it)|when the time come|ready|enough|tonight|tomorrow|to (?:${DIE}|do it|use (?:it|them) on myself|end))\b`,
    ),
  },
  {
    kind: 'means',
    pattern: rx(
      String.raw`\b(?:${MEANS}) (?:be |is |are |sit\w* |lie\w* |wait\w* )?(?:right )?(?:here )?(?:ready|in front of me|next to me|beside me|in my (?:hand|lap|pocket|bag|drawer|car|room)|on my (?:desk|bed|nightstand|table))\b`,
    ),
    needsRisk: true,
  },
  {
    kind: 'means',
    pattern: rx(
      String.raw`\b(?:keep|can not stop) (?:look|stare|think)\w* (?:at|about) (?:the|my|his|her|dad s|mom s) (?:${MEANS})\b|\bknow where (?:my \w+|he|she|they|dad|mom) keep\w* (?:the|his|her|their) (?:${MEANS})\b|\b(?:${MEANS}) (?:be |is )?load\w*\b|\bload\w* (?:the|a|my|his) (?:gun|pistol|rifle|shotgun)\b`,
    ),
  },
  // A plan with a time or a place.
  {
    kind: 'plan',
    pattern: rx(
      String.raw`\b(?:${KILL_SELF}|do it|end it|go through with it|jump|die(?! (?:wait\w*|laughing|of|from)\b))\b.*\b${TIME}\b`,
    ),
    needsRisk: true,
  },
  {
    kind: 'plan',
    pattern: rx(String.raw`\b${TIME}\b.*\b(?:${KILL_SELF}|do it|end it|go through with it)\b`),
    needsRisk: true,
  },
  {
    kind: 'plan',
    pattern: rx(
      String.raw`\b(?:jump|throw myself|fall|drive) (?:off|from|into|in front of) (?:a |the |that |my )?(?:\w+ )?${PLACE}`,
    ),
    unless: accidentOr(LAST_STRAW),
  },
  {
    kind: 'plan',
    pattern: rx(
      String.raw`\b(?:have|make|got|work\w* out|figure\w* out|pick\w*|choose|chose|chosen|know) (?:a |the |my )?(?:plan|spot|place|date|day|method|how|when and where|where and when|where i will|exactly how)\b(?!.*\b(?:trip|party|vacation|holiday|wedding|dinner|date night|birthday|interview|exam)\b)`,
    ),
    needsRisk: true,
  },
  // Preparatory acts: notes, goodbyes, giving things away, final arrangements.
  {
    kind: 'preparation',
    contextual: true,
    pattern: rx(
      String.raw`\b(?:suicide|goodbye|farewell|last|final) (?:note|letter|message|video|text|post)s?\b(?! (?:for|of) (?:today|tonight|now|the (?:day|night|week)|a while|this|the)\b)(?! (?:before i (?:log|sign|go to (?:bed|sleep)|sleep(?! forever| for good)|head (?:to bed|off)|turn in)|tonight|till|until|logging|signing) ?)(?! to my (?:eating disorder|addiction|old self|younger self|past|anxiety|depression)\b)`,
    ),
  },
  {
    kind: 'preparation',
    pattern: rx(
      String.raw`\b(?:write|wrote|written|leave|left|finish|draft)\w* (?:a |my |some )?(?:note|letter)s? (?:to|for) (?:my |each of my |everyone|all my |the )(?!.*\babout\b)`,
    ),
    needsRisk: true,
  },
  {
    kind: 'preparation',
    pattern: rx(
      String.raw`\bgive (?:away|out) (?:all |most of |everything|my (?:favorite|favourite|stuff|thing|belonging|possession|game|book|clothes|jewel|guitar|cat|dog)|stuff|thing|belonging|possession)\b|\b(?:find|found|look\w* for|need) (?:a )?(?:new )?home for my (?:cat|dog|pet|bird|fish|rabbit|hamster|\w+)\b|\brehom\w*|\b(?:take|look) care of my (?:cat|dog|pet|kid|child|plant|mom|mum|\w+) (?:for me )?(?:when|after|once) i\b|\bwhen i (?:be|am) gone\b|\bafter i (?:be|am|m) gone\b`,
    ),
    needsRisk: true,
  },
  {
    kind: 'preparation',
    pattern: rx(
      String.raw`\b(?:write|update|make|finish|sort\w* out|do) (?:my|a) will\b|\b(?:put|get|sort\w*) (?:my )?(?:affair|thing|finance|stuff)s? (?:in order|sorted)\b|\b(?:say|said|saying) (?:my )?goodbye\w* (?:to everyone|to you|to my|for good|forever)|\bthis (?:be|is) (?:goodbye|my last|the last time|the end)\b|\blast time (?:you will|you ll|anyone will) hear from me\b|\bgoodbye (?:everyone|forever|world|all)\b|\bwill not (?:need|be needing) (?:it|them|any of|anything|my \w+)\b|\btell (?:my \w+|everyone|them) (?:that )?i (?:love|am sorry)\b`,
    ),
    needsRisk: true,
    keepsNegation: true,
  },
  // An attempt in progress or just made.
  {
    kind: 'attempt',
    about: 'anyone',
    pattern: rx(
      String.raw`\b(?:take|swallow|down|chug|drink|overdose|od)\w* (?:on )?(?:all|the whole|the entire|a whole|a bottle|a pack|a box|a bunch|a lot|a handful|too many|every|\d+|twenty|thirty|forty|fifty|like \d+)\b(?: \w+){0,4} (?:${MEANS})`,
    ),
  },
  {
    kind: 'attempt',
    pattern: rx(
      String.raw`\b(?:just|already|now|few minutes ago|an hour ago|earlier) (?:take|swallow|took|cut(?!\w* (?:the|a|an|some|it|them|this|that|those|these|his|her|our|their|him|off|back|down|out|in|up|through|ties|class|school|my (?:hair|nail|fringe|bang|loss|finger|thumb)\w*)\b)|jump|overdose|tie|drink|drank|start)\w*\b(?! (?:time|a while|ages|forever|long|a (?:minute|second|bit|break|nap|shower|walk|look|photo|picture|test|class|seat|breath)|my time|my (?:\w+ )?(?:med|medication|tablet|pill|dose|insulin|inhaler|vitamin|antibiotic|antidepressant)s?(?!(?: ,)? all (?:of them|of it|at once|together|in one go)\b)(?: , | and |$| \.))\b)|\b(?<!\bwe )(?:stand|sit|be|am)\w* on (?:the|a|this) (?:ledge|${EDGE}|roof|bridge|railing|track|balcony)\b(?!.*\b(?:watch|wait for|have a (?:smoke|fag|cig\w*|coffee|tea|beer|drink|break|chat)|smoke|sunbathe|coffee|tea|barbecue|bbq|party|firework|sunset|sunrise|view)\b)|\brope (?:be |is )?(?:around|round) my neck\b|\b(?:will not|can not|won t) stop bleeding\b|\bbleed\w* (?:a lot|everywhere|out|so much|heavily)\b|\b(?:lot|so much|pool) of blood\b|\bcar (?:be |is )?running in the garage\b|\b(?:pill|med|tablet|it)s? (?:be |are |is )?(?:start\w* to |begin\w* to )?kick\w* in\b|\b(?:drink|drank|swallow)\w* (?:bleach|antifreeze|poison)\b|\b(?:gun|pistol|barrel) (?:be |is )?(?:in my (?:hand|mouth)|to my head|against my head)\b|\b(?:put|hold|press|point)\w* (?:it|the gun|the pistol|the barrel|the muzzle) (?:to|against|in) (?:my (?:head|temple|mouth|chest))\b|\bi (?:did|do) it\b(?= \.|$| , (?:i|it|im|there)\b)`,
    ),
    keepsNegation: true,
  },
  // Self-injury by any method, now.
  {
    kind: 'self-injury',
    pattern: rx(
      String.raw`\b(?:cut|slice|carve|burn|scald|scratch|hit|punch|slap|bite|pinch|stab|bruise|whip|bang|smash|harm|punish|starve|choke|strangle|claw|beat)\w* (?:up )?(?:myself|my (?:own )?(?:arm|wrist|leg|thigh|skin|head|face|hand|stomach|hip|body|chest|finger|knuckle|ankle)s?)\b(?! (?:some slack|off|out|up|at the gym|by accident|accidentally|shaving|cooking|on the (?:stove|oven|pan)))`,
    ),
    unless: IS_ACCIDENT,
  },
  {
    // "heated up a spoon on the stove and held it on my thigh"; "skin feels wrong, i need to open it up".
    kind: 'self-injury',
    pattern: rx(
      String.raw`\bheat\w* (?:up )?(?:a|the|my) \w+\b.*\b(?:hold|press|put)\w* (?:it|them) (?:on|against|to) my (?:thigh|arm|wrist|leg|skin|stomach|hip|hand)\b|\bskin\b.*\b(?:need|want|have) to (?:open|cut|slice) (?:it|myself) (?:up|open)\b`,
    ),
  },
  // Self-injury as the writer's way of coping ("cutting helps me cope"): the act with no object, then
  // what it does for them; "cutting back helps" and "cutting sugar helps" name an object and do not match.
  {
    kind: 'self-injury',
    pattern: rx(
      String.raw`^(?:(?:and|but|so|honestly|tbh|ngl|still|sometimes|only) )?(?:cut(?:ting)?|burn(?:ing)?|self harm)(?: (?:really|just|honestly|actually|still|always|kind of|kinda|sometimes|genuinely))? (?:help|calm|numb|work)\w*(?: me)?(?: (?:cope|calm down|feel\b.*|get through\b.*|deal\b.*|relax|sleep|focus|with\b.*))?$|^(?:cut(?:ting)?|burn(?:ing)?|self harm) (?:be|is) (?:the only (?:thing|way)|how i cope|my (?:only )?way (?:to|of) cop\w*)\b`,
    ),
  },
  {
    kind: 'self-injury',
    pattern: rx(
      String.raw`\b(?:bang|hit|smash)\w* my head (?:against|on|into)\b|\bpull\w* (?:out )?my (?:hair|eyelash|lash)\w* (?:until|till|out)\b|\bpick\w* (?:at )?my (?:skin|scab|arm|face)\w* (?:until|till) (?:it|they) bleed\b|\bmake myself (?:bleed|bruise|hurt|suffer|throw up)\b|\bself (?:harm|injur|hurt)\w*\b|\b(?:urge|crave|craving|need|itch)\w* (?:to )?(?:cut|burn|hurt myself|self harm|feel the (?:blade|pain))\b(?! (?:myself )?(?:some slack|off|out|back|down|ties|corner|people|(?:my|our|the|your|their) losses|loose|\w+ off|(?:our|the|your|their|some|a|an|it|them|this|that|cost|spending|sugar|carb|caffeine|hair)\b))|\b(?:hold|held|press)\w* (?:my \w+ |a \w+ )?(?:on|over|against) (?:the |a )?(?:stove|flame|burner|lighter|iron|candle)\b|\b(?:deserve|need) to (?:hurt|bleed|be punish\w*|feel pain)\b`,
    ),
  },
  // Intent to harm someone else.
  {
    kind: 'harm-to-others',
    contextual: true,
    pattern: rx(
      String.raw`\b(?:want|go to|will|plan\w*|think\w* about|fantasi[sz]\w* about|urge|tempt\w*|ready|about|might|could|scared i will|afraid i will|scared i might|afraid i might|going to|gonna|decide)\b(?: \w+){0,3} (?:kill|hurt|stab|shoot|strangle|choke|beat|poison|smother|attack|run over|burn|drown|shake|hit|punch|murder|suffocate|end)\w* ${OTHER_PERSON}\b`,
    ),
    unless: HYPERBOLE,
  },
  {
    kind: 'harm-to-others',
    contextual: true,
    pattern: rx(
      String.raw`\b(?:bring|take|carry)\w* (?:a |my |his )?(?:gun|knife|weapon|rifle|pistol|bat) (?:to|into) (?:school|work|class|the office|campus|church|the party)\b|\bshoot up (?:the|my|a) \w+|\bmake (?:them|him|her|everyone|all of them) (?:pay|suffer|regret)\b|\b(?:get|got|buy|bought)\w* (?:a )?(?:gun|knife|weapon) (?:for|to use on) (?:him|her|them|my \w+)\b`,
    ),
  },
  // In danger from someone else.
  {
    kind: 'danger-from-others',
    about: 'anyone',
    pattern: rx(
      String.raw`\b${ABUSER}(?: \w+){0,3} ${VIOLENCE}\w* (?:me|us|my (?:mom|mum|kid|child|children|sister|brother|baby|son|daughter|little \w+))\b`,
    ),
    unless: new RegExp(`${HYPERBOLE.source}|${MOVING_ON.source}|${FIGURATIVE_PUSH.source}`),
  },
  {
    kind: 'danger-from-others',
    about: 'anyone',
    pattern: rx(
      String.raw`\bthreat\w* (?:to )?(?:kill|hurt|beat|stab|shoot|burn|take) (?:me|us|my)\b|\b(?:say|said|says|tell|told)\w* (?:he|she|they) (?:would|will|is going to|go to) (?:kill|hurt|find|beat|shoot|stab) (?:me|us)\b|\b(?:scared|afraid|terrified) (?:to go home|for my (?:life|safety)|(?:of|that) (?:he|she|they|my \w+) (?:will|is going to|go to|might|would) (?:kill|hurt|find|beat|come)\b)|\bhid\w* (?:from (?:him|her|them|my \w+)|in (?:the|my) (?:bathroom|closet|room|car))\b(?! (?:until|till) (?:dinner|lunch|tea|breakfast|bedtime|school|the (?:party|guests|visitors) (?:leave|go))\b| for (?:\w+ )?(?:minutes?|mins?) of (?:peace|quiet)\b)|\b(?:will not|won t|does not|do not) let me (?:leave|go)\b|\block\w* me (?:in|out|up)\b|\bmake\w* me (?:do|touch) (?:thing|stuff|him|her)\b|\b(?:he|she|they) (?:be |is )?(?:outside|at) my (?:door|house|window|work|apartment)\b`,
    ),
    unless: HYPERBOLE,
  },

  {
    kind: 'danger-from-others',
    about: 'anyone',
    on: 'words',
    pattern:
      /\b(?:being|getting|get|got|been|am|was) (?:abused|beaten|beaten up|hit|raped|molested|trafficked|stalked|threatened|choked|strangled|assaulted)\b(?! by (?:a |the )?(?:car|bus|truck|train|ball|lorry|hurricane|storm|tornado|typhoon|cyclone|wave|flood|heatwave|blizzard|traffic)s?\b)(?! on\b)(?! on the daily)(?! (?:emotionally|verbally|mentally|psychologically)\b)/,
    unless:
      /\bhop\w* (?:i|to) get hit\b|\b(?:bjj|jiu ?jitsu|judo|wrestling|mma|sparring|boxing|kickboxing|muay thai|karate|taekwondo|(?:white|blue|purple|brown|black) belt|rugby|football|hockey)\b/,
  },
];

// Markers that put risk words in someone else's story, a study or a job.
const CONTEXT = new RegExp(
  String.raw`\b(?:book|novel|story|film|movie|show|series|episode|game|character|protagonist|villain|plot|chapter|scene|song|lyric|poem|fanfic|manga|anime|documentary|podcast|play|script|news|article|headline|report|paper|essay|thesis|research|study|class|lecture|course|exam|assignment|homework|textbook|training|module|presentation|nurse|nursing|doctor|paramedic|emt|medic|pharmacist|pharmacology|psychology|psych|clinician|therapist|counsel\w*|volunteer|hotline|helpline|police|officer|moderator|social worker|teacher|patient|client|student|dog|cat|pet|vet)\b`,
);
export const TOLD_AS_PAST = new RegExp(
  String.raw`\b(?:${GONE_BY}|year ago|month ago|when (?:i|we) (?:be|was|were) (?:a |younger|little|kid|\d+|in|at|small)|(?:\d+|one|two|three|four|five|six|a few|few|several|many) (?:year|month|week)s? (?:ago|clean|free|sober)|clean (?:for|since)|during (?:covid|the pandemic|lockdown)|recover\w*|no longer|not anymore|anymore)\b`,
);
const PRESENT =
  /\b(?:again|tonight|last night|today|right now|lately|recently|these days|this week|currently|still|keep|urge)\b/;
const JOKE = /\b(?:lol|lmao|lmfao|haha\w*|jk|just kidding|kidding|joking)\b/;
const OTHER_SUBJECTS = new Set(
  'he she they you friend sister brother mom mum dad mother father son daughter boyfriend girlfriend bf gf partner husband wife cousin roommate flatmate housemate neighbour neighbor classmate teammate coworker colleague someone somebody people kid child student client patient person teen aunt uncle character guy man woman girl boy'.split(
    ' ',
  ),
);

/** Who a frame found at `index` is about: the nearest person word before it. */
function subjectBefore(lemmas: string[], index: number): 'writer' | 'other' {
  for (let i = index - 1; i >= 0; i--) {
    const word = lemmas[i]!;
    if (word === ',') break;
    if (word === 'i' || word === 'we') return 'writer';
    if (OTHER_SUBJECTS.has(word)) return 'other';
  }
  return 'writer';
}

/** The token a character offset falls in, in the clause's lemmas or words joined by spaces. */
function tokenAt(tokens: string[], offset: number): number {
  let position = 0;
  for (const [i, token] of tokens.entries()) {
    position += token.length + 1;
    if (position > offset) return i;
  }
  return tokens.length - 1;
}

const NEGATIONS = new Set(['not', 'never', 'no', 'nobody', 'nothing', 'neither', 'nor']);

/** A negation scopes over the words from `start` to `end`: wink-nlp's flag on the first, or a negation among them. */
function isNegated(clause: Clause, start: number, end: number): boolean {
  if (clause.negated[start] === true || NEGATIONS.has(clause.lemmas[start - 1] ?? '')) return true;
  return clause.lemmas.slice(start, end + 1).some((lemma) => NEGATIONS.has(lemma));
}

/** What the frames found in one clause, and whether they were about someone else. */
interface Finding {
  kind: CrisisKind;
  level: SafetyLevel;
  aboutOther: boolean;
  needsRisk: boolean;
}

function findInClause(clause: Clause, context: boolean): Finding[] {
  const findings: Finding[] = [];
  const past = TOLD_AS_PAST.test(clause.text) && !PRESENT.test(clause.text);
  for (const frame of FRAMES) {
    const text = frame.on === 'words' ? clause.wordText : clause.text;
    const match = frame.pattern.exec(text);
    if (!match) continue;
    if ((frame.contextual && context) || frame.unless?.test(clause.wordText)) continue;
    const tokens = frame.on === 'words' ? clause.words : clause.lemmas;
    const index = tokenAt(tokens, match.index);
    const end = tokenAt(tokens, match.index + match[0].length - 1);
    if (isNegated(clause, index, frame.keepsNegation ? index : end)) continue;
    const aboutOther = frame.about !== 'anyone' && subjectBefore(clause.lemmas, index) === 'other';
    if (frame.kind === 'harm-to-others' && JOKE.test(clause.text)) continue;
    findings.push({
      kind: frame.kind,
      level: past || aboutOther ? 'concern' : 'crisis',
      aboutOther,
      needsRisk: frame.needsRisk === true,
    });
  }
  return findings;
}

/**
 * The frames' verdict on a message's clauses. `riskElsewhere` says whether the message
 * already shows suicidal ideation, which frames that need it (a means, a time) take as their purpose.
 */
export function frameVerdict(clauses: Clause[], riskElsewhere: boolean): SafetyAssessment {
  const context = clauses.some((clause) => CONTEXT.test(clause.text));
  const findings = clauses.flatMap((clause) => findInClause(clause, context));
  const standalone = findings.filter((finding) => !finding.needsRisk);
  const withRisk = riskElsewhere || standalone.some((finding) => finding.level === 'crisis');
  const kept = findings.filter((finding) => !finding.needsRisk || withRisk || findings.length > 1);
  const crisis = kept.filter((finding) => finding.level === 'crisis');
  const kinds = new Set<RiskKind>(crisis.map((finding) => finding.kind));
  if (kept.some((finding) => finding.aboutOther)) kinds.add('friend-risk');
  const level: SafetyLevel = crisis.length > 0 ? 'crisis' : kept.length > 0 ? 'concern' : 'none';
  return { level, kinds: [...kinds] };
}

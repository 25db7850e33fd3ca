import { accidentOr, EXERTION, IS_ACCIDENT, USED_TO } from './crisis-lexicon-rules';
import type { Clause } from './crisis-text';
import type { CrisisKind, SafetyAssessment } from './safety';

/**
 * The crisis assessor's signals: people in crisis rarely say it in one phrase ("Parents leave on
 * Saturday. That's when."), so this reader weighs what a whole message shows together: lethal means
 * or places, a time, resolve, finality, secrecy, a question about how, self-injury, threats, each
 * over lemmas. Enough of them together (`CRISIS_SCORE`) is a crisis; a study, a story, a job or
 * recovery told as such takes it away, and so does the risk being someone else's.
 */

interface Signal {
  name: string;
  weight: number;
  pattern: RegExp;
  /** The kind this signal points to when it carries the score. */
  kind?: CrisisKind;
  /** Words that make the signal something else (an accident). */
  unless?: RegExp;
  /** Counts only beside one of these signals (having something matters when it is a means). */
  with?: string[];
}

const MEANS = String.raw`(?:pill|med|medication|meds|tablet|painkiller|paracetamol|tylenol|acetaminophen|ibuprofen|advil|oxy\w*|opioid|fentanyl|heroin|insulin|xanax|benzo\w*|sleeping pill|antidepressant|lithium|rope|noose|gun|rifle|pistol|shotgun|firearm|handgun|bullet|blade|razor|charcoal|bleach|antifreeze|rat poison|poison|pesticide|weedkiller|insecticide|helium|stash|stockpile)`;
const LETHAL = String.raw`(?:hang|hanging|jump|jumping|drown|drowning|overdose|bleed|bleeding|bridge|cliff|roof|rooftop|ledge|quarry|train|track|railway|highway|overpass|garage|(?<!\b(?:to|at|by|on|near|from|across|around) )the (?:lake|river|sea)|wrist|vein|noose|suffocat\w*|car exhaust|exhaust (?:fume|pipe)|tall building|floors? (?:up|high|down)|how many floors|top floor|painless|instant(?! (?:relief|noodle|coffee|ramen|pot|message|replay|classic|regret|karma))|lethal|fatal|deep enough|(?<!\b(?:at|by|until|till|near|towards|from) )the end(?! of\b))`;

/** Jump leads, a jump start: a flat battery, not a jump. */
export const JUMP_START = String.raw`jump ?(?:lead|start|cable|pack)\w*|jumper cables?`;

const SIGNALS: Signal[] = [
  {
    name: 'means',
    weight: 2,
    kind: 'means',
    // Poison for a lawn or the weeds, a rope for a hammock or a boat, a rifle for the deer season, a
    // tablet for hay fever: gardening, camping, sailing, hunting, an ordinary medicine question.
    unless:
      /\b(?:lawn|weeds?|allotment|driveway|patio|greenhouse|hammock|tent|tarp|camp\w*|boat|sail\w*|climb\w*|washing line|clothes ?line|tree swing|tow\w*|hunt\w*|deer|clay pigeons?|gun (?:shows?|clubs?|ranges?|shops?)|shooting (?:clubs?|ranges?)|pheasants?|hay ?fever|birth control|allerg\w*|antihistamines?|headache|migraine|toothache|period pain|cramps)\b/,
    pattern: new RegExp(String.raw`\b${MEANS}s?\b|\beverything i (?:have )?save\w* up\b`),
  },
  {
    name: 'have-means',
    weight: 1,
    kind: 'means',
    with: ['means', 'lethal'],
    // Having, not "have to" or "have been": "I have to take my meds tonight" names no means kept.
    pattern:
      /\b(?:buy|bought|order\w*|get(?! to\b)|got(?! to\b)|ha(?:ve|s)(?! (?:to|be|been|had|got to)\b)|keep|kept|hid\w*|stash\w*|pick\w* up|find the key|found the key|key to the (?:roof|gun|cabinet|safe)|there (?:be|is|s) a (?:bottle|box|pack|whole)|have (?:it|them) around|just in case)\b/,
  },
  {
    name: 'lethal',
    weight: 2,
    kind: 'method-lethality',
    // Game hung before butchering, sorrows drowned at the pub.
    unless: accidentOr(
      String.raw`\b(?:venison|carcass|pheasants?|brisket|butcher\w*)\b|\bdrown\w* (?:my|our|your|his|her|their) sorrows\b`,
    ),
    pattern: new RegExp(String.raw`\b${LETHAL}\b`),
  },
  {
    name: 'death',
    weight: 2,
    pattern:
      /\b(?:die|dead|death|suicide|suicidal|kill myself|end it|end my life|end everything|not (?:be )?(?:here|around|alive)|not come back|never come back|go out with|be gone|(?:disappear|vanish) (?:for good|forever)|finish my (?:own )?life|out of this life|not leaving (?:this \w+ )?alive|(?:took|take|taken) my (?:phone|keys|passport)\b.*\b(?:let me leave|lock\w* (?:the door|me in)|not (?:leaving|going anywhere|allowed out))\b(?!.*\b(?:until|till|unless|before|homework|grounded)\b)|unalive\w*|kms|ctb)\b/,
  },
  {
    name: 'passive',
    weight: 4,
    kind: 'passive-ideation',
    pattern:
      /\b(?:hope (?:a|the|some) \w+ (?:hit|kill|run)\w* me|hope (?:a|the|some) (?!(?:confetti|snow|rain|glitter|blessing|luck|money|cash)\b)\w+ (?:would |will |might )?(?:come down|fall|drop|land|crash)\w* on me|point of (?:me|my) exist\w*|if i (?:be|was|were) (?:go|gone)\b|(?:god|someone|something) (?:to )?take\w* me in my sleep|never (?:be )?(?:bear|born)|(?:month|week|day)s? (?:left|to live)\b.*\brelie\w*|one less problem|(?:would not|wouldn t|wouldnt|do not|don t|dont) (?:really )?(?:mind|care) (?:if i (?:die|died|live or die|do not wake|don t wake|never wake)|dying|not waking)|hop\w* (?:i|to) get (?:hit|run over|killed|cancer|sick and die)|(?:do not|don t|dont) care if i (?:live|die|wake)|(?:hope|wish|pray)\w* (?:that )?(?:the|my|a) (?:plane|flight) (?:go\w* down|crash\w*)|(?:hope|wish|pray)\w* (?:that )?(?:a|the|some) (?:car|bus|truck|lorry|train|driver) (?:do not|does not|will not|would not|doesn t|won t|doesnt|wont) (?:stop|brake|see me)|(?:hope|wish|pray)\w* (?:it|this|that) (?:be|was|were|is) (?:\w+ ){0,3}(?:that|which) (?:would|will|could|might) (?:finish|kill|take) me|hope i (?:do not|don t|dont|never) make it (?:to|through|past)|(?:what )?if i (?:just )?(?:do not|did not|didn t|didnt) exist\b|(?:pray|hope|wish)\w* (?:\w+ ){0,3}(?:that )?(?:i|you) (?:die|do not wake up|don t wake up|never wake up) in (?:my|your) sleep|(?:stop|quit) exist\w* (?:[\w,]+ ){0,6}(?:permanently|for good|forever))/,
  },
  {
    // "is it selfish if I just end things?": ending one's life weighed as a choice.
    name: 'weighing-it',
    weight: 4,
    kind: 'active-ideation',
    pattern:
      /\b(?:selfish|wrong|cowardly|bad|unfair) (?:of me )?(?:if|to) (?:i )?(?:just )?(?:end (?:it|things|everything|my life)|kill myself|go through with it)\b/,
  },
  {
    // "not being here sounds peaceful": not existing spoken of as a relief.
    name: 'absence-as-relief',
    weight: 4,
    kind: 'passive-ideation',
    pattern:
      /\bnot (?:be |being )?(?:here|around|alive|exist\w*) (?:would )?(?:sound|seem|feel|be|look)s? (?:so |really |kind of |kinda |quite )?(?:peaceful|nice|good|easier|better|calm|restful|like (?:a )?relief)\b/,
  },
  {
    // "won't be needing them where I'm going": belongings given up for a journey with no return.
    name: 'no-need-where-going',
    weight: 4,
    kind: 'preparation',
    pattern:
      /\bneed\w* (?:them |it |this |that |these |those |any of (?:it|this|that|them) )?where i (?:be|am) go\w*/,
  },
  {
    // "gave my guitar to my mates ... said i won't be needing them": belongings given up, no reason given.
    name: 'given-up-unneeded',
    weight: 4,
    kind: 'preparation',
    pattern:
      /\b(?:give|gave|giving|sell|sold|selling|donate\w*) (?:away )?(?:all |most |some )?(?:of )?my\b.*\bwill not (?:need|be need\w*) (?:it|them|any of (?:it|them))(?: anymore| any more)?(?=\s*(?:\.|$))/,
  },
  {
    name: 'note',
    weight: 3,
    kind: 'preparation',
    pattern:
      /\b(?:wrote|write|written|writing|word|finish\w*|draft\w*|start\w*|left|leave) (?:a |my |some |the )?(?:goodbye |last |final )?(?:note|letter)s?\b(?! (?:to|for) (?:\w+ ){1,3}about\b)(?! to my (?:eating disorder|addiction|old self|younger self|past|anxiety|depression|ed)\b)|\b(?:goodbye|suicide|farewell) (?:note|letter)s?\b/,
  },
  {
    name: 'after-me',
    weight: 2,
    kind: 'preparation',
    pattern:
      /\b(?:after i (?:be|am|m) (?:go|gone)|for after|before i go(?! (?:in|into|to|out|home|back|on|off|up|down|over|through|for|inside|outside|there|away|shopping)\b)|(?:will not|won t|not) be around(?! (?:this|next|on|for|tomorrow|today|tonight|until|till|at)\b)|still be around|my last one|last (?:birthday|christmas|day on earth)|(?:going to|gonna) be my last|sort thr(?:ough|u) it|stick with it|stuck with it|have to deal with (?:any of )?it|the one\w* who find me|find me\b|sooner than (?:she|he|they|anyone|everyone|you) (?:think|expect)\w*|(?:say )?sorry to (?:my|your|the) (?:kids|children|family|mum|mom|parents|wife|husband) for (?:this|something like this|doing this|what i)|pay\w* out (?:either way|even if|no matter)|suicide clause|exclusion period)/,
  },
  {
    name: 'affairs',
    weight: 2,
    kind: 'preparation',
    pattern:
      /\b(?:give away|gave away|giving away|who get\w* my|all tie\w* up|tie\w* up loose|loose end|decluttering|new home for my|cancel\w* my (?:subscription|account|gym|lease)|pa(?:y|id) off my|delete\w* (?:all )?my (?:social|account)|savings go to|everyone i love|thank\w* for everything|put my (?:affair|thing)s? in order|my will\b)/,
  },
  {
    name: 'arrangements',
    weight: 2,
    kind: 'preparation',
    pattern:
      /\b(?:(?:left|leave|leaving|wrote down|write down|writing down) (?:\w+ ){0,3}passwords?|passwords? (?:for|to) (?:everything|all)|who will (?:take|look after|have) my|(?:take|look after|take care of) my (?:dog|cat|pet|kid|children|plants?) (?:when|after|for me)|life insurance|funeral|passwords? (?:are |is )?(?:in|on) (?:an? |the )?(?:envelope|note|notebook|drawer|folder)|everything (?:is )?in order(?: now)?(?= \.|$))\b/,
  },
  {
    name: 'goodbye',
    weight: 2,
    kind: 'preparation',
    pattern: /\b(?:goodbye|say bye|last message|it (?:be|was) goodbye|this (?:be|is) it|farewell)\b/,
  },
  {
    name: 'time',
    weight: 1,
    kind: 'plan',
    pattern:
      /\b(?:tonight|tomorrow|this (?:friday|saturday|sunday|monday|tuesday|wednesday|thursday|weekend|week)|on (?:friday|saturday|sunday|monday|tuesday|wednesday|thursday|the \d+\w*)|end of the (?:month|week|term|year)|next week|midnight|new year\w*|once (?:my|he|she|they|rent|everyone)|after (?:my|the|everyone)|at \d+|birthday|last day of|friday night|saturday night|by (?:sunday|friday|saturday|monday|the weekend)|(?:once|when|after) it (?:be |is |s |get\w* )?dark|after dark)\b/,
  },
  {
    name: 'unobserved',
    weight: 1,
    kind: 'plan',
    pattern:
      /\b(?:(?:when|after|once) (?:everyones?|everybody|my \w+|he|she|they)(?: s| be| is| are)? (?:asleep|out|gone|away|at|leave\w*)|(?:parent|everyone|roommate|mom|dad|wife|husband)s? (?:leave|be away|go away|be out)\w*|check\w* into a hotel|nobody go\w* there|alone in the house)\b/,
  },
  {
    name: 'plan-marker',
    weight: 2,
    kind: 'plan',
    pattern:
      /\b(?:pick\w* the (?:place|spot|day|date)|know the spot|chose the (?:place|spot|day|date)|that (?:be|is|s) when|have it all (?:work\w*|figure\w*) out|got it all (?:work\w*|figure\w*) out|i know (?:exactly )?(?:when|where|how) i|i have a plan|already know where|not come back|talk me out of (?:it|this))\b/,
  },
  {
    name: 'resolve',
    weight: 1,
    kind: 'plan',
    pattern:
      /\b(?:decide|decided|made up my mind|ready|i (?:be|am|m) done|already (?:know|pick\w*|chose|decide\w*))\b/,
  },
  {
    name: 'act',
    weight: 2,
    kind: 'plan',
    pattern: /\b(?:(?:going to|gonna|will|go to) do it|go through with it)\b/,
  },
  {
    name: 'secrecy',
    weight: 1,
    pattern:
      /\b(?:(?:nobody|no one) (?:would|will) (?:even )?(?:know|ask|notice)|(?:nobody|no one|never) (?:ever )?threw|not (?:going to|gonna) (?:call|tell) (?:anyone|anybody)|(?:do not|don t) (?:really )?want to say what for|they (?:do not|don t) know|(?:do not|don t) (?:call|tell) (?:anyone|my)|from different (?:shop|store|pharmac)\w*|hid\w*|under my (?:mattress|bed|pillow)|(?:did not|didn t|do not) throw|so nobody|in secret|secretly|without anyone knowing)\b/,
  },
  {
    name: 'fixation',
    weight: 1,
    pattern:
      /\b(?:star\w* at (?:it|them)|look\w* at (?:it|them) every|keep thinking about (?:it|the)|can not stop thinking about (?:it|the)|look down|go\w* up there|make\w* me feel calm\w*|only thing getting me|(?:be|are|is) still there|think about (?:that|it) every)\b/,
  },
  {
    name: 'method-question',
    weight: 2,
    kind: 'method-lethality',
    unless: new RegExp(String.raw`\b(?:${JUMP_START})\b`),
    pattern:
      /\b(?:how long(?! (?:did|does|do|will|would) (?:it|that|this) (?:take )?(?:to |for (?:you |me |them )?to |before |until )?(?:you |i |they )?(?:feel|felt|heal|recover|get over|get better|move on|stop (?:miss|hurt|feel)))|how (?:deep|much(?! longer)|many(?! more)|fast|quick|high|far)|which (?:be|is) (?:quick|fast|easy|good|less|more|least|most)\w*|which (?:one|method|way)|is (?:it|drowning|hanging|jumping) (?:painful|painless|quick)|(?:do|does) (?:the|it|that|this) .*\bwork\b|would it (?:be|hurt|work)|enough (?:to|that)|pass out|instant|painless\w*|quick\w* way|easy\w* way|way to go|(?:quiet|peaceful|painless|gentle) way out|(?:the )?(?:most|least) (?:reliable|effective|certain|painful|painless|peaceful|sure) way)\b/,
  },
  {
    name: 'self-injury',
    weight: 4,
    kind: 'self-injury',
    unless: IS_ACCIDENT,
    pattern:
      /\b(?:cut|carve|carved|burn|bite|bit|punch|hit|scratch|scald|bruise|pull\w* out|pinch|starve)\w*(?: \w+){0,3} (?:into |on |in )?(?:myself|my (?:own )?(?:arm|leg|thigh|skin|hand|wrist|stomach|face|head|chest)s?)\b(?! (?:some slack|off|out))|\bpull\w* out (?:\w+ ){0,3}(?:my )?hair\b|\b(?:until|till) (?:it|they|i) (?:bleed|bruise|hurt|can not feel|cannot feel)|\bmy punishment\b|(?<!\bmak\w* (?:him|her|them)\b.*)\bas punishment\b|\bdeserve to (?:hurt|suffer|starve|bleed)|\bneed\w* it to hurt\b|\bhurt on the outside\b|\b(?:do not|don t) deserve to eat\b|\bhold my (?:hand|arm) (?:under|over|on)\b|\bbald patch\b|\b(?:new|fresh) (?:cuts|burns)\b(?! on (?:her|his|their)\b)|\bi (?:make|made|do|did|am making|am doing) (?:the |my |some )?cuts\b(?! (?:to|for|of|on the)\b)|\b(?:the )?new ones (?:be |are )?still (?:red|raw|fresh|bleeding)\b/,
  },
  {
    name: 'harm-other',
    weight: 4,
    kind: 'harm-to-others',
    pattern:
      /\b(?:(?<!\bhow (?:i be|i am|i m|im|am i|we be|we are|are we) )going to pay(?! (?:rent|the (?:rent|bill|bills|fine|deposit|mortgage)|bills?|back|off|my|our|in|tax|taxes|for (?:the|my|our|uni|college|school|rent|dinner|lunch|breakfast|drinks|us|everyone|both of us))\b)|(?:knife|blade) (?:goes|is going|will go) (?:in|into) (?:him|her|them)|make (?:him|her|them|the lot of them|all of them|every one of them)(?: all)? pay(?! for (?:the|my|our|dinner|lunch|drinks|it|their own|half))|know (?:exactly )?who it (?:be|is) for|watch\w* (?:her|his|their) (?:place|house|home)|know when (?:she|he|they) (?:be|is|are) alone|hand\w* (?:be |were )?(?:actually )?on (?:her|his) neck|tire iron|set (?:his|her|their) \w+ on fire|with (?:him|her|them) in it|wait\w* for (?:him|her|them) (?:in|at|outside)|run\w* (?:\w+ )?(?:neighbou?r|him|her) over|(?:shook|shake) my baby|do it harder|everyone at (?:that|the|my) (?:office|school|work) who|got (?:a little |something |a surprise )(?:\w+ ){0,3}for (?:him|her|them)|(?:will not|won t|wont) be walking away|(?:see|find out|learn) what happens when (?:you|u) push (?:someone|somebody|me|people) too far|(?:be|is|s|are) lucky i (?:did not|didn t|didnt) (?:bring|have|grab|take))\b/,
  },
  {
    name: 'danger',
    weight: 4,
    kind: 'danger-from-others',
    pattern:
      /\b(?:bang\w* on the door|lock\w* myself in(?! (?:\w+ ){0,3}(?:and|to) (?:cr(?:y|ied|ies|ying)|sob|scream|study|work|think|calm|breathe|play|game|focus|hide from (?:the|my) (?:noise|party|guests))\w*)|follow\w* me home|(?:there is|there s) (?:a|some|this) (?:man|guy|bloke|stranger|car|van) follow\w* me\b(?! (?:on|back)\b)|know\w* where i (?:sleep|live)|(?:said|say|says|swore|told me) (?:that )?i (?:will not|won t|would not|wont) (?:walk|see) again|(?:they|he|she) (?:\w+ )?know\w* (?:which|what) school my (?:son|daughter|kid|kids|child|children) go|(?:or|otherwise) (?:they|he|she) (?:will |ll |would )?(?:visit|come for|go after|find) (?:me and )?my (?:kids|children|family|wife|husband|kid s|kids s)|(?:photo|pic)\w* of my (?:house|home|car|flat|street|(?:front )?door|(?:bedroom )?window)|see you soon|push\w* me down|next time (?:will|it will) be (?:worse|bad)|(?:be|is) coming over tonight|not leaving (?:this \w+ )?alive|come\w* into my room at night|send more pic\w*|(?:put|held|hold|point)\w* (?:a|his|her|the) (?:gun|knife) (?:to|at|against) (?:my|me)|strangl\w* me|chok\w* me|finish what (?:he|she|they) start\w*|(?:someone|somebody|a (?:man|guy)|he|they)(?: s| has| have| is| be)?(?: been)? tr(?:y|ied)\w* (?:the|my|our) (?:\w+ )?(?:door|handle|window)|let\w* (?:himself|herself|themselves) in (?:at night|while i|when i)|stand\w* (?:by|over|next to|at the end of|at the foot of) (?:the|my) bed|(?<!\b(?:letter|post|mail|parcel|bill|leaflet|card|note|envelope|notice|summons|flyer)s? )com\w* (?:in )?through the (?:window|door)|break\w* (?:(?:the|my|our) (?:front |back |bedroom )?(?:door|window) down|down (?:the|my|our) (?:front |back |bedroom )?(?:door|window))|kick\w* (?:the|my) door)\b/,
  },
  {
    name: 'attempt',
    weight: 4,
    kind: 'attempt',
    pattern:
      /\b(?:(?<!\b(?:should|do|can|could|when|if|to|shall|would|may|might) )i (?:have )?(?:take|taken|took|swallow\w*|drank|drink) (?:them|it|the (?:bleach|pill|whole|lot|rest(?! (?:of (?:the|my|our) (?:day|week|weekend|morning|afternoon|evening|night|year|term|shift|wine|beer|food|pizza|cake)|off)\b)))|^(?:take|took|swallow\w*) (?:them|the (?:pill|lot))(?! (?:of|to|out|off|back|home|for|along|in|on|up|down|away|apart|with (?:me|us|him|her))\b)|(?:will not|won t|wont) stop bleeding|deeper than i meant|car (?:be |is |s )?run\w* in the garage|cars? (?:be |is |s )?run\b.*\b(?:do what i come (?:up |out |down )?(?:here )?to do|sit (?:here )?(?:and )?wait\b(?! for))|door (?:be |is |s )?shut|(?:it|they) (?:be |are )?(?:start\w* to )?kick\w* in|burning so bad|(?:can )?feel the (?:pill|med|tablet)s? (?:now|kick|working)|tie\w* (?:the|a) (?:cord|rope|belt|sheet|noose) (?:to|around|on)|(?:did not|didn t) (?:want|mean) to be alone|hose (?:be |is |s )?(?:hook\w*|connect\w*|attach\w*|tap\w*|rig\w*|run\w* (?:in|into|through))|(?:hook\w*|rig\w*|tap\w*) (?:up )?the hose)\b/,
  },
  {
    // Harm near, in words no phrase rule names: someone following or at the door, a weapon kept for
    // someone, wanting them to suffer, a baby nearly shaken, an injury done on purpose, fresh cuts.
    // Enough to say that risk is expressed, so the learned reader may weigh it (crisis-assessor.ts).
    name: 'harm-near',
    weight: 2,
    pattern:
      /\b(?:follow\w* me (?:home|around|everywhere|to|from|out|into|in (?:a|his|her|the) car)|been follow\w* me|bang\w* on (?:the|my) (?:door|window)|(?:come|coming) (?:upstairs|up|round|over) for me|tr(?:y|ied)\w* the (?:handle|door)|hid\w* (?:in|from) (?:a|the|my|him|her|them)\b(?! (?:\w+ )?(?:until|till) (?:dinner|lunch|tea|breakfast|bedtime|school)\b| (?:\w+ )?for (?:\w+ )?(?:minutes?|mins?) of (?:peace|quiet)\b)|smash\w* (?:stuff|things|everything)|make (?:him|her|them|my \w+) suffer|st(?:ood|and\w*) over (?:her|him|them|my \w+) with (?:a|the) (?:pillow|knife|hammer|bat)|teach me a lesson|(?:i be|i am|im) lock\w* in|(?:keep|kept|take|took|taken) my (?:keys|passport|phone)|(?:say|says|said) i (?:be |am )?not (?:leaving|allowed out|allowed to leave|going anywhere)|(?:got|have|keep) (?:the|a|my) (?:hammer|bat|axe|machete|crowbar) (?:in|by|under|ready)|nearly (?:shook|hit|hurt|smothered) (?:her|him|the baby|my baby)|baby\b[^.]*\b(?:shook|shake) (?:him|her)|know which car (?:be |is )?(?:his|hers|theirs|the \w+ ?s)\b|know what time (?:he|she|they) (?:leave|get home|finish)|on purpose to (?:feel|hurt|punish)|(?:old|fresh|new) cuts(?! on (?:her|his|their) )|\d+ cuts|make new ones|(?<!\b(?:not|dont|don t) )know where (?:she|he|they) (?:live|sleep|work)s?|(?:they ll|they will) (?:finally )?remember my name)\b/,
  },
  {
    name: 'distress',
    weight: 1,
    pattern:
      /\b(?:hate myself|worthless|burden|can not do this|cannot do this|hopeless|(?:i (?:be|am|m)|so) messed up|not a good thing for me|can not stop thinking|cant stop thinking|shut\w* my head up)\b/,
  },
];

/**
 * "my mom is going to kill me", "my landlord will kill me": the anger of someone close or over the
 * writer, a figure of speech.
 */
export const ANGER_OF_SOMEONE_CLOSE = String.raw`\b(?:mom|mum|mother|dad|father|parent|sister|brother|sis|bro|teacher|coach|boss|manager|landlord|landlady|flatmate|roommate|housemate|nan|gran|grandma|grandad|granddad|aunt|uncle|gf|bf|girlfriend|boyfriend|wife|husband|friend)s? (?:be |is |are |will )?(?:go to |going to |gonna |will |literally |actually |lowkey )*(?:kill|murder) me\b(?!.*\b(?:hit|hurt|knife|gun|threat|scared|afraid|drunk|belt|beat|choke)\w*)`;

/** "i could kill my little brother": anger at a sibling or a friend, a figure of speech. */
export const ANGER_AT_SOMEONE_CLOSE = String.raw`\b(?:could|can|gonna|going to|about to) (?:literally |actually )?(?:kill|murder|strangle) my (?:little |big |younger |older |baby |twin )?(?:brother|sister|sis|bro|sibling|cousin|roommate|teammate|friend|bestie)s?\b`;

// Figures of speech that carry risk words ("my phone died", "hang out", "these hot flashes are killing
// me"), someone else's death ("my grandmother died", "my dad's funeral"), a belief ("life after
// death") and harm denied ("nobody's hurting me"), taken out before reading.
const FIGURES = new RegExp(
  String.raw`${ANGER_AT_SOMEONE_CLOSE}|${ANGER_OF_SOMEONE_CLOSE}|\bjump\w* (?:in|into|on|at)(?: to)? (?:the |a |my |this |that )?(?:\w+ )?(?:job|role|project|chance|opportunit\w*|conversation|call|meeting|queue|shower|bath|pool|car|taxi|bed|game|lobby|stream)s?\b|\b(?:(?:my|our|his|her|their) (?!own\b)(?:\w+ ){0,2}\w+(?: s)? (?:die|died|death|funeral|pass away|passed away)|end of my rope|dead in the water|dead on (?:my|our|his|her|their) (?:feet|foot)|(?:phone|battery|laptop|car|plant|computer|wifi|charger) (?:be |is |was |s |just |has |have )?(?:die|died|dead|dying)\w*|${JUMP_START}|(?:leg|arm|foot|feet|hand|finger|thumb|brain|brain cell|ear|back|voice)s? (?:be |are |is |was |were |feel |feels |felt |so |literally |completely |totally |actually |basically )*dead\b|hang\w* (?:up|out|at|with|around|over (?:me|my head|us))|beat me at \w+|kill\w* me in (?:\w+ )?(?:move|round|game|set)s?|(?:flash\w*|heat|pain|back|knees?|feet|foot|shoes?|commute|hangover|cold) (?:is |are |be )?(?:literally |actually )?kill\w* me|(?:nobody|no one)(?: is| s|s)? (?:hurt\w*|hit\w*|touch\w*) me|(?:die|dying|died) (?:of|laughing|to|wait\w*)|i (?:be|am) (?:literally |actually |so |lowkey |legit |officially )?dead\b(?! inside)|roof(?: ?racks?| (?:box|tile|gutter|leak|repair)\w*)|(?:bungee|base|cliff) jump\w*(?: off (?:a |the |this |that )?(?:\w+ )?(?:bridge|cliff|tower|building|crane))?|skydiv\w*|kill\w* (?:it|time)|to die for|dead (?:tired|serious)|shoot me a|cut my losses|dead ass|deadass|(?:be )?the death of (?:me|my \w+)|goodbye letter to my (?:eating disorder|addiction|old self|younger self|past|anxiety|depression)|end (?:it|things) with (?:him|her|them|my (?:boyfriend|girlfriend|partner|ex|bf|gf|husband|wife))|(?:back on|off|keep \w+ on|stay on|on) track|dead giveaway|life after death|die on (?:this|that) hill|died and came back|fake my (?:own )?death|(?:die|died|dying) (?:of|from) (?:embarrassment|cringe|laughter|laughing|boredom|shame|the heat|the cold)|(?:die|died|dying) (?:so many|a hundred|100|\d+) times?|kill\w* two bird\w*|kill\w* myself ${EXERTION}|(?:my|our|his|her|their) (?:\w+ )?(?:\w+ )?(?:commit\w* suicide|kill\w* (?:himself|herself|themselves)|took (?:his|her|their) (?:own )?life|die\w* by suicide)|(?:kill\w* myself|die|dying|died|dead) (?:on|at|in) (?:the |this |that )?(?:same )?(?:jump|boss|level|stage|map|raid|checkpoint))\b`,
  'g',
);

/** A sentence without its figures of speech and other people's deaths, as the signals read it. */
export function withoutFigures(text: string): string {
  return text.replace(FIGURES, ' ');
}

// Contexts that make risk words a story, a study, a job, or a past overcome.
const OTHER_CONTEXT = new RegExp(
  [
    String.raw`\b(?:in|for|about|from|of) (?:the|a|my|this|that|our|his|her) (?:\w+ )?(?:book|novel|story|film|movie|show|series|episode|game|song|poem|play|chapter|scene|fanfic|article|documentary|podcast|video)s?\b`,
    String.raw`\b(?:main character|my character|the character|protagonist|villain|the plot|playlist|the news|an article|the article|headline|documentary|season finale|(?:\d+|two|three|four|five|six|seven) seasons|redemption arc|the writers|spoilers?|(?:goodbye|death) scene)\b`,
    String.raw`\b(?:watch|read|finish|listen|writ)\w* (?:to )?(?:a|the|my|an|this) (?:\w+ )?(?:book|novel|story|film|movie|show|series|episode|song|poem|article|documentary|thesis|dissertation|essay)\b`,
    String.raw`\b(?:for|in) (?:(?:my|a|the|our) )?(?:\w+ )?(?:class|exam|essay|paper|course|assignment|presentation|research|thesis|dissertation|lecture|module|training|practicum|homework|portfolio)\b`,
    String.raw`\b(?:as|i am|i m|im|i be) (?:a|an) (?:\w+ )?(?:nurse|student|paramedic|emt|doctor|teacher|social worker|volunteer|moderator|researcher|pharmacist|peer supporter|medic|officer|therapist|counsel\w*|clinician)\b`,
    String.raw`\b(?:pharmacology|criminology|nursing student|er nurse|psych essay|(?:nurse|pharmacist|paramedic|doctor|gp|emt|medic|midwife|carer|teacher|social worker|counsel\w*|therapist|moderator|researcher|vet) here)\b`,
    // Medicine asked about for an ordinary purpose: a safe dose, a toothache, how soon it works.
    String.raw`\bhow long (?:do|does|will|would|should|until|till|before)\b(?: \w+){0,6}? (?:antidepressant|medication|medicine|sertraline|fluoxetine|citalopram|escitalopram|prozac|zoloft|lexapro|ssri|snri|antibiotic|inhaler|treatment)s? (?:\w+ ){0,2}(?:to work|to kick in|kick in|start\w* work\w*|take effect)\b|\b(?:safely|safe dose|max(?:imum)? (?:daily )?dose|dosage)\b|\bfor (?:a |my |the |this )?(?:bad |awful |terrible |killer |splitting )?(?:toothache|headache|migraine|fever|cold|flu|period pain|cramps|backache|hangover|arthritis|sprain|sore throat)\b|\bi (?:have|have got|got) (?:a |an )?(?:bad |high )?(?:fever|temperature|headache|migraine|toothache|cold|flu|hangover|sore throat)\b`,
    // Games: dying and killing on a level, a boss or a jump.
    String.raw`\b(?:boss fight|the boss|checkpoint|respawn\w*|(?:the )?same jump|this level|that level|speedrun\w*|elden ring|dark souls|minecraft|fortnite|roblox|valorant|warzone|call of duty)\b`,
  ].join('|'),
);
// Recovery told as such: the writer's own past, overcome.
const RECOVERY = new RegExp(
  String.raw`\b(?:clean (?:today |now )?(?:from|for|since)|when i was (?:a )?(?:teen\w*|kid|child|student|younger)|stable (?:for|since) (?:\w+ ){0,2}(?:years?|months?)|(?:therapy|meds|medication|treatment|dbt|cbt)(?: and (?:therapy|meds|medication|treatment))? (?:really )?helped|(?:in|through(?: most of| all of)?) my (?:teens|twenties|thirties|forties|fifties|\d0s)|anniversary of (?:the (?:night|day|time) )?(?:i|my) (?:tried|attempt\w*|overdos\w*)|(?:what|who) got me through|(?:a|one|two|\d+) (?:whole )?(?:year|month|week)s? without (?:hurting|cutting|harming) myself|tattoo\w* (?:\w+ ){0,2}over (?:the |my )?(?:old )?(?:burns|scars|cuts|marks)|(?:scars|burns|cuts) tattooed over|(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:day|week|year|month)s? (?:clean|free of it)|(?:was|were) how i (?:coped|got through|survived|dealt with)|(?:be|was|were) (?:in (?:the )?hospital|hospitali[sz]ed|admitted|sectioned) (?:\w+ ){0,3}(?:last year|(?:a|one|two|three|\d+) (?:year|month)s? ago)|clean of (?:cutting|self harm\w*|sh)|(?:the )?(?:thoughts|urges) (?:be |are )?(?:gone|rare|quieter) now|(?:started|start|doing|do) dbt|coping skill\w*|saved my life|survivor|surviving|proud of (?:myself|how far)|(?:was|were) my thing (?:from|in|at|as|when|for|until|through)|(?:have not|haven t|havent|not) (?:touched|used|done|cut|hurt) (?:\w+ ){0,2}in (?:a decade|decades|years|ages|\d+ years|(?:two|three|four|five|six|seven|eight|nine|ten|many|several) years)|zero urges|no urges (?:at all )?(?:now|anymore|these days)|${USED_TO}|years ago|(?:many|several|some|few) year ago|(?:a )?long (?:time )?ago|back when|when i was \d+|now i am (?:ok|okay|fine|better|well|doing (?:ok|okay|well|better|fine)))\b`,
);
/**
 * A wish to die said in the present ("my mum died two years ago and I want to kill myself"): a past
 * named beside it is some other event's, not the wish's.
 */
export const PRESENT_WISH = String.raw`i (?:really |just |still |honestly |seriously |actually |do |so )?(?:want|wanna|need|plan|am going|keep thinking about|am thinking about|wish i (?:was|were|could)) (?:to )?(?:die|dead|be dead|kill myself|end (?:it|my life|it all)|hurt myself|cut|not be here|not wake up|disappear)`;
const NOW = new RegExp(
  String.raw`\b(?:${PRESENT_WISH}|again|relapse\w*(?! once\b| (?:last|a|one|two|three|\d+) (?:year|month|week|time)s?\b)|tonight|last night|this morning|right now|lately|these days|urges? (?:are|is) back|this week|today i (?:cut|hurt|burn))\b`,
);
// "not for a story": a context named only to be denied.
const DENIED_CONTEXT = /\bnot (?:for|in|about) (?:a|the|my) (?:story|book|class|essay|game|novel)\b/;
// Someone else's words about their own risk: the writer is helping, the kind is friend-risk.
// Someone close, named with or without "my" ("ex just texted saying...").
const CLOSE_PEOPLE = String.raw`(?:friend|mate|best mate|bestie|bff|grandad|granddad|nan|gran|granny|brother|sister|mom|mum|dad|son|daughter|cousin|partner|boyfriend|girlfriend|bf|gf|ex|husband|wife|roommate|flatmate|housemate|classmate|teammate|coworker|colleague|neighbou?r|student|grandpa|grandma|grandfather|grandmother)`;
const SOMEONE_ELSE = new RegExp(
  String.raw`(?:\b(?:my|a|our|his|her) (?:\w+ )?(?:guy|girl|lad|lass|bloke|person|stranger|${CLOSE_PEOPLE})|\bone of (?:the|my|our) (?:\w+ )?(?:guy|girl|lad|lass|bloke|${CLOSE_PEOPLE})s|^${CLOSE_PEOPLE})\b(?: (?!i\b)\w+){0,8}? (?:say|says|said|saying|tell|tells|told|talk\w*|text\w*|post\w*|put (?:on|up) (?:his|her|their) (?:\w+ )?(?:story|status)|keep saying|mention\w*|ask\w* me\b[^.]{0,20}\b(?:which|how|whether|if))\b|\b(?:been |is |keeps )?(?:sending|sent) (?:her|him|them) (?:death )?threats\b|\bsomeone (?:in|on|at|from) (?:my|a|the|our) (?:\w+ ){0,2}\w+ (?:\w+ ){0,3}(?:keep saying|keeps saying|said|says|posted|told|texted|messaged)\b|\b(?:he|she) (?:said|says|keeps saying|told (?:me|us)) (?:that )?(?:we|the family|everyone|the kids|you) (?:would|will|d) (?:all )?be better off\b|\b(?:he|she) (?:says|said|keeps saying) (?:that )?(?:he|she) (?:will not|won t|wont|would not|does not|doesn t) (?:need|be needing)\b|\b(?:a|my|our) (?:\w+ )?(?:client|customer|patient|resident)\b.*\b(?:say|says|said|keeps saying|told me)\b`,
);

// The writer's own risk, which no context takes away ("for my class... I want to kill myself too").
const OWN_RISK =
  /\b(?:myself|i (?:\w+ ){0,2}(?:want|wanna|wish|plan|need|going|will|should|could|might|gonna|keep thinking about|thinking about) (?:to )?(?:just |really |finally )?(?:die|kill|end (?:it|my life)|hurt|cut|jump|overdose|disappear)|i (?:\w+ ){0,2}(?:hope|wish|pray) i (?:\w+ )?(?:die|do not|don t|dont|never|was dead|were dead))\b/;

/** Whether a message's risk words belong to a story, a study, a job or a past overcome. */
export function isSomeoneElses(lemmas: string, words: string): boolean {
  if (RECOVERY.test(words) && !NOW.test(words)) return true;
  return (
    (OTHER_CONTEXT.test(lemmas) || OTHER_CONTEXT.test(words)) &&
    !DENIED_CONTEXT.test(words) &&
    !OWN_RISK.test(words)
  );
}

/** Whether the message reports what someone else says of their own risk, with none of the writer's. */
export function isReportedRisk(words: string): boolean {
  return SOMEONE_ELSE.test(words) && !OWN_RISK.test(words);
}

/** A message's signals add up to a crisis at this score. */
export const CRISIS_SCORE = 4;

/** The signals' verdict on a message's clauses. */
export function signalVerdict(clauses: Clause[]): SafetyAssessment {
  const text = withoutFigures(clauses.map((clause) => clause.text).join(' . '));
  const said = clauses.map((clause) => clause.wordText).join(' . ');
  const words = withoutFigures(said);
  const present = SIGNALS.filter(
    (signal) => (signal.pattern.test(text) || signal.pattern.test(words)) && !signal.unless?.test(said),
  );
  const names = new Set(present.map((signal) => signal.name));
  const found = present.filter((signal) => !signal.with || signal.with.some((name) => names.has(name)));
  const score = found.reduce((sum, signal) => sum + signal.weight, 0);
  // Someone else's words of their own risk; not their threats against the writer.
  if (isReportedRisk(words) && score >= 2 && !names.has('danger'))
    return { level: 'concern', kinds: ['friend-risk'] };
  // A time, being alone or secrecy are a risk only beside a risk or resolve: on their own, plans.
  const risky = found.some((signal) => signal.weight >= 2 || signal.name === 'resolve');
  if (score < CRISIS_SCORE) return { level: score >= 2 && risky ? 'concern' : 'none', kinds: [] };
  if (isSomeoneElses(text, words)) return { level: 'concern', kinds: [] };
  const lead = [...found].sort((a, b) => b.weight - a.weight).find((signal) => signal.kind);
  return { level: 'crisis', kinds: lead?.kind ? [lead.kind] : ['active-ideation'] };
}

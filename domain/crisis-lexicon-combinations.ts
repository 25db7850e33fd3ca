import { GUARDED_COMBINATIONS } from './crisis-lexicon-combinations-guarded';
import { OTHERS_COMBINATIONS } from './crisis-lexicon-combinations-others';
import type { RiskCategory } from './crisis-lexicon-rules';

// A pet given a new home, which two combinations read beside other goodbyes.
const REHOMED = /\b(?:found a (?:good |new )?home for|rehomed)\b/;

/** Weaker signals that together mean crisis, read over a message (by `crisis-lexicon.ts`). */
export interface Combination {
  category: RiskCategory;
  all: RegExp[];
  /** Only when this category is already flagged ('concern' or above). */
  needsCategory?: RiskCategory;
  /** Only when the message already shows distress (any 'concern'). */
  needsDistress?: boolean;
}

// The writer's own risk: suicide and self-harm.
const OWN_COMBINATIONS: Combination[] = [
  {
    // Past or negated self-harm plus a relapse: "I was clean for a year but I relapsed last night".
    category: 'self-harm',
    needsCategory: 'self-harm',
    all: [
      /\b(?:relapsed|relapse|relapsing|did it again|(?:urges?|it) (?:are|is) back|came back|started again|again (?:tonight|last night|today|this week))\b/,
    ],
  },
  {
    // Means plus resolve: "I bought a rope. I know what I need to do."
    category: 'suicide',
    all: [
      /\b(?:rope|noose|pills|gun|blades?|razors?)\b/,
      /\b(?:i know what i (?:need|have|am going|want) to do|made up my mind|my mind is made up|it is time(?= \.|$)|no turning back)\b/,
    ],
  },
  {
    // Distress plus a plan or a chosen time: "I'm done with everything. Tonight is the night."
    category: 'suicide',
    needsDistress: true,
    all: [
      /\b(?:tonight is the night|today is the day|(?:have|got) (?:everything|it all) (?:ready|planned|sorted|set)|(?:picked|chose|set) (?:a|the) (?:date|day)|it is time(?= \.|$)|i (?:might|will|am going to) (?:actually|finally|really) do it|do it tonight)\b/,
    ],
  },
  {
    // Saying goodbye as if for the last time: "I said goodbye to my dog today. I won't see him again."
    category: 'suicide',
    all: [
      /\b(?:said|saying|say) (?:my )?goodbyes? to\b/,
      /\bwill not (?:see|be seeing|get to see) (?:him|her|them|you|my \w+|anyone) again(?=$| \.)/,
    ],
  },
  {
    // A note left for family, with an apology or a goodbye.
    category: 'suicide',
    all: [
      /\b(?:wrote|written|writing|left|leaving) (?:a |my )?(?:note|notes|letter|letters) (?:for|to) (?:my |the )?(?:parents|family|kids|children|mom|mum|dad|wife|husband|partner|everyone|friends|sister|brother)\b/,
      /\b(?:sorry|forgive me|goodbye|love you all)\b/,
    ],
  },
  {
    // Someone's suicide, and the writer drawn to follow: "my brother took his life in may, i keep
    // thinking about doing the same".
    category: 'suicide',
    all: [
      /\b(?:took (?:his|her|their) (?:own )?life|killed (?:himself|herself|themselves)|(?:died by|committed) suicide)\b/,
      /\b(?:thinking|think|thought|want|wanting|going|tempted|might|could) (?:about |of |to )?(?:do|doing) the same\b|\b(?:join|follow) (?:him|her|them)\b/,
    ],
  },
  {
    // "thinking about checking out. and not of a hotel": the euphemism, with its sense made plain.
    category: 'suicide',
    all: [
      /\bcheck(?:ing|ed)? out\b/,
      /\b(?:not|and not|but not) (?:of|from|at) (?:a |the )?hotel\b|\b(?:check(?:ing|ed)? out (?:for good|for real|permanently|on my own terms|of (?:this )?life|of this world)|serious\w* about check\w* out(?= \.|$| and| but| because| so))\b(?!.*\b(?:hotel|hostel|airbnb|reception|booked)\b)/,
    ],
  },
  {
    // Something written to be read afterwards, or so that no one thinks it was their fault.
    category: 'suicide',
    all: [
      /\b(?:note|letter|message|write|writing|wrote|word (?:something|it|this))\b/,
      /\b(?:read|find|open)s? (?:it )?(?:after(?= \.|$)|afterwards|after i am gone|when i am gone|once i am gone)\b|\bnone of (?:it|this) (?:was|is) (?:her|his|your|their|anyone s) fault\b|\bknows? (?:that )?it (?:is not|isn t|was not|wasn t) (?:her|his|your|their|anyone s) fault\b|\b(?:do not|does not|will not|never) (?:think|feel|believe)s? (?:that )?(?:it is|it was) (?:her|his|your|their|anyone s) fault\b/,
    ],
  },
  {
    // Belongings given up, with letters left for the family, a cover story or a reason kept back:
    // "gave my ps5 to my little brother today. letters for him and mum are in my desk drawer", "told
    // him i'm bored of it", "wanted him to have them while i could still see his face".
    category: 'suicide',
    all: [
      /\bgav(?:e|ing) (?:away )?(?:all )?my \w+/,
      /\bletters? (?:for|to) (?:him|her|them|mum|mom|dad|everyone|my \w+)\b|\b(?:said|told (?:him|her|them)|say) (?:that )?(?:i (?:was|am) |it (?:was|is) |it s )?(?:bored of (?:it|them)|a clear ?out|clearing out|decluttering|spring cleaning)\b|\bwhile i (?:can|could) still (?:see|watch) (?:his|her|their) face\b|\b(?:he|she|they) (?:does not|doesnt|do not|dont|did not|didnt) know why(?= \.|$)|\beasier this way\b|\bi (?:am|m) not (?:going away|moving|leaving)\b/,
    ],
  },
  {
    // "i've done something stupid. my stomach is burning": an attempt told by its aftermath.
    category: 'suicide',
    all: [
      /\b(?:did|done) something (?:really |very )?(?:stupid|dumb|bad)(?=$| \.| ,| and\b| again\b)/,
      /\b(?:stomach|throat|chest) (?:is |feels )?(?:burning|on fire)\b|\bcan not (?:stand up|stand|keep my eyes open|stop (?:shaking|throwing up|vomiting))\b|\blight ?headed\b/,
    ],
  },
  {
    // "stopped taking my meds and started saving them instead": a stock kept back.
    category: 'suicide',
    all: [
      /\b(?:stopped|stop|not been|quit) taking (?:my |the |them|it)(?:meds|pills|tablets|medication)?\b/,
      /\b(?:saving|keeping|hoarding|stashing|collecting) (?:them|it|my (?:meds|pills|tablets))(?: up)? instead\b|\b(?:decent|big|good|nice) (?:little )?(?:pile|stash)\b/,
    ],
  },
  {
    // "four days no food or water now. i just want to lie here and let it finish".
    category: 'suicide',
    all: [
      /\b(?:days?|weeks?) (?:with )?no (?:food|water)\b|\bnot (?:eaten|eating|drunk|drinking) (?:anything )?(?:for|in) (?:\w+ )?days\b/,
      /\blet it (?:finish|end|happen|take me)\b|\b(?:not|never) (?:going to |gonna )?start (?:again|eating)\b/,
    ],
  },
  {
    // "i'd do everyone a favour by leaving myself behind, permanently": being gone as a kindness.
    category: 'suicide',
    all: [
      /\bi (?:would |could |will |might )?(?:do|be doing|did) (?:everyone|everybody|them all|the world|my family|them|us all) a (?:favou?r|kindness)\b/,
      /\b(?:permanently|for good|forever)\b|\bnot (?:be|being) (?:here|around)\b|\bleav\w* myself behind\b|\bif i (?:disappeared|was gone|were gone|died|was not here|were not here)\b/,
    ],
  },
  {
    // "out in the shed i catch myself looking up at the beams longer than a man should".
    category: 'suicide',
    all: [
      /\b(?:look\w*|star\w*|gaz\w*) (?:up )?at the (?:beams?|rafters?|banisters?|hooks?|loft hatch)\b|\b(?:stand\w*|stood) under (?:the|that|a) (?:beam|rafter|hook)s?\b/,
      /\blonger than (?:\w+ ){0,2}should\b|\bthinking about it (?:more|a lot|again|serious\w*)\b|\b(?:does not|do not|no longer) (?:frighten|scare)\w* me\b/,
    ],
  },
  {
    // "if a big one took me over the side i'd not fight it much": a death let happen.
    category: 'suicide',
    all: [
      /\bif (?:a|the|some) (?:\w+ )?(?:wave|one|current|sea|river|tide) (?:took|takes|take|swept|pulled|dragged) me\b/,
      /\b(?:not|never|nt) fight it\b|\bnot (?:try|bother) to (?:swim|fight|get out)\b/,
    ],
  },
  {
    // "do u ever wish u could just stop existing? like permanently. asking for me".
    category: 'suicide',
    all: [
      /\bdo (?:you|u) ever (?:wish|want)\b.*\b(?:stop existing|not exist|disappear|not wake up|die)\b/,
      /\b(?:asking for (?:me|myself)|like permanently|for good|not for a nap)\b/,
    ],
  },
  {
    // "grandmother heart medicine, if somebody take many of them, it is fast or slow?"
    category: 'suicide',
    all: [
      /\bif (?:somebody|someone|a person|one|i) (?:take|takes|took|swallow\w*|eat|eats) (?:many|all|a lot|lots|the whole|too many)\b/,
      /\b(?:medicine|pills?|tablets?|meds|medication)\b/,
      /\b(?:fast|slow|quick|painful|die|dead|hurt|work|enough)\b/,
    ],
  },
  {
    // "flat's cleaned, last of the bills paid and the will is on the kitchen table. oddly calm".
    category: 'suicide',
    all: [
      /\bwill (?:is |s )?(?:on|in) the (?:\w+ )?(?:table|desk|drawer|side|counter)\b/,
      /\b(?:bills?|debts?|rent) (?:\w+ ){0,2}(?:paid|sorted|settled)\b|\b(?:oddly|strangely|weirdly) calm\b/,
    ],
  },
  {
    // "need to rehome her by friday. i'm not moving": an animal given away with no move.
    category: 'suicide',
    all: [/\b(?:rehome|rehoming|find a (?:new )?home for)\b/, /\b(?:i am|im) not moving\b/],
  },
  {
    // "how do you hide burns on your arms? i did some new ones last night".
    category: 'self-harm',
    all: [
      /^(?!.*\b(?:oven|stove|pan|iron|grill|kitchen|cooking|baking|sunburn\w*)\b).*\b(?:burns|cuts|scars|marks) on (?:my|your|ur) (?:arms?|forearms?|legs?|wrists?|thighs?)\b/,
      /\b(?:did|made|do|added) (?:some |a few |more |two |three |a )?(?:new|fresh|more) ones?\b/,
    ],
  },
  {
    // "the only clean way out i can see is me not being around".
    category: 'suicide',
    all: [
      /\b(?:only|clean|easiest|best|simplest) way out (?:\w+ ){0,4}(?:is )?me not (?:being|be) (?:around|here|alive)\b/,
    ],
  },
  {
    // "yes I have them. Bathroom cabinet, been collecting since Christmas".
    category: 'suicide',
    all: [
      /\b(?:been )?(?:collecting|saving|stockpiling|hoarding) (?:them )?(?:up )?(?:since|for (?:weeks|months))\b/,
      /\b(?:cabinet|drawer|i have them)\b/,
    ],
  },
  {
    // "Decided. Sunday, while the kids are at their dad's."
    category: 'suicide',
    all: [
      /(?:^|\bi (?:have )?)decided\b/,
      /\b(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday|tonight|tomorrow) ,? ?while (?:the kids|my (?:wife|husband|partner|kids|daughter|son|family)|everyone|they) (?:are|is) (?:at|away|out)\b/,
    ],
  },
  {
    // A pet given to be kept, contracts cancelled, and a calm.
    category: 'suicide',
    all: [
      /\b(?:she|he|they) can keep (?:him|her)\b/,
      /\bcancel\w* (?:the |my )?(?:gym|phone|contract|subscription|membership)/,
      /\bcalm(?:er)?\b|\bat peace\b/,
    ],
  },
  {
    // "Started now. No going back."
    category: 'suicide',
    all: [
      /(?:^|\b(?:i have|i ve|i) )started(?: it)? (?:now|already)\b/,
      /\bno going back\b|\bon my own for (?:it|this)\b/,
    ],
  },
  {
    // "If a man had an accident with his shotgun while cleaning it, would the insurance pay out?"
    category: 'suicide',
    all: [
      /\bif (?:a man|a woman|someone|somebody|a person|i) (?:had|has|have) an accident\b/,
      /\binsurance\b/,
      /\b(?:family|kids|girls|boys|wife|husband|children) (?:looked after|taken care of|provided for)\b|\bpay\w* out to (?:the |my )?(?:family|kids|wife|husband|children)\b/,
    ],
  },
  {
    // "enough chemical in the shed to do for a whole paddock ... and not to spray anything".
    category: 'suicide',
    all: [/\benough (?:chemical|poison|weedkiller|pesticide)s? (?:in|to)\b/, /\bnot to (?:spray|use it)\b/],
  },
  {
    // "I have decided I will not get on the plane. I know the place already, near the river."
    category: 'suicide',
    all: [
      /\b(?:decided?|arranged)\b/,
      /\bi (?:know|choose|chose|have chosen|have picked|ve chosen|ve picked) the (?:place|spot)(?: already)?\b(?! for\b)/,
    ],
  },
  {
    // "doing it after everyone goes to bed. just wanted to tell someone".
    category: 'suicide',
    all: [
      /\bdoing it (?:tonight|after (?:everyone|they) (?:goes?|go) to bed)\b/,
      /\b(?:wanted to tell someone|reali[sz]e what (?:he|she|they) did)\b/,
    ],
  },
  {
    // "paid all my bills and give my gold to my daughter-in-law. I tell her it is for safekeeping."
    category: 'suicide',
    all: [
      /\b(?:paid|settled) (?:all |off )?(?:my )?(?:bills|debts)\b/,
      /\b(?:give|gave|given) (?:\w+ ){1,3}to (?:my |her |his )?\w+/,
      /\bfor safekeeping\b|\bi am ready now\b/,
    ],
  },
  {
    // "Drew something up from the ward stock earlier and it's hitting now."
    category: 'suicide',
    all: [
      /\b(?:drew|drawn|took|injected) (?:something|some) (?:up )?from (?:the )?(?:ward|stock|drug cupboard)/,
      /\b(?:hitting|kicking in|working) now\b/,
    ],
  },
  {
    // Medicines weighed "which would be kindest to me".
    category: 'suicide',
    all: [
      /\b(?:medications?|medicines?|meds|pills|tablets|drugs)\b/,
      /\bwhich (?:\w+ ){0,3}(?:would be|is) (?:kindest|gentlest|quickest|surest|least painful)\b/,
    ],
  },
  {
    // "After my daughter's birthday party, I won't ruin that for her. Then I'm done."
    category: 'suicide',
    all: [
      /\bthen (?:i am|i m|im) done\b(?! with)|\bthen (?:that is|that s|thats) it\b/,
      /\b(?:after|once) (?:my |the |her |his )?\w+ (?:birthday|party|wedding|exams?|graduation)\b|\bnot ruin\w* (?:that|it) for (?:her|him|them)\b|\bholding on (?:for|until|till)\b/,
    ],
  },
  {
    // "I decide. When the letter come and it is no, I go to the river."
    category: 'suicide',
    all: [
      /\bdecided?\b/,
      /\bi (?:go|will go|am going|m going) to the (?:river|bridge|sea|tracks|railway|cliff|lake)\b(?! (?:for|to (?:swim|fish|walk)))/,
    ],
  },
  {
    // The will sorted, a home found for the dog, and a peace.
    category: 'suicide',
    all: [/\b(?:sorted|done|signed|made) (?:the |my )?will\b/, REHOMED, /\b(?:peaceful|calm|tidy now)\b/],
  },
  {
    // "took the rest of my prescription. Room's spinning a bit."
    category: 'suicide',
    all: [
      /\btook (?:the rest of|all of|the whole of|all) my (?:prescription|pills|meds|tablets|medication)\b(?! (?:to|back))/,
    ],
  },
  {
    // Following the dead: "going to join the guys I lost over there", "by my own hand".
    category: 'suicide',
    all: [
      /\bjoin (?:the (?:guys|lads|ones|men|people|boys) i lost|my (?:mates|friends|brothers|wife|husband|son|daughter) (?:who|that) (?:died|passed))\b|\bby my own hand\b/,
    ],
  },
  {
    // A prescription refilled early on a story: "I haven't lost them".
    category: 'suicide',
    all: [
      /\b(?:refill|repeat)\w* (?:it |them )?early\b/,
      /\b(?:have not|havent|haven t) (?:actually )?lost (?:them|it)\b/,
    ],
  },
  {
    // "last drop is by the old quarry. figured thats as good a spot as any".
    category: 'suicide',
    all: [
      /\bas good a (?:spot|place|day|time) as any\b/,
      /\b(?:quarry|bridge|cliff|river|tracks|railway|roof|woods)\b/,
    ],
  },
  {
    // Gifts "i didnt need anymore", and a peace.
    category: 'suicide',
    all: [
      /\bgav(?:e|ing) (?:away )?my \w+/,
      /\b(?:did not|didnt|do not|dont) need (?:them|it) anymore\b/,
      /\b(?:peaceful|calm|at peace)\b/,
    ],
  },
  {
    // An email scheduled for "after a certain point".
    category: 'suicide',
    all: [
      /\bschedul\w* (?:an |a )?(?:email|message|text|post)\b/,
      /\bafter a certain (?:point|date|time)\b|\ba message from me after\b/,
    ],
  },
  {
    // "sorry if i stop replying soon. i already did the thing."
    category: 'suicide',
    all: [/\b(?:already|just) did the thing\b/, /\bstop replying\b|\bit s fine\b|\bits fine\b/],
  },
  {
    // Blood out of the sheets before mum sees, "fresh, like from tonight".
    category: 'self-harm',
    all: [
      /\bblood out of (?:my |the |a )?(?:white )?(?:bed ?sheets|sheets|duvet(?: cover)?|carpet|hoodie|sleeve|towel)\b/,
      /\bbefore (?:my|ur|your) (?:mum|mom|dad|parents) (?:sees?|finds?|does)\b/,
      /\b(?:fresh|from tonight|from last night|asking for reasons)\b/,
    ],
  },
  {
    // Slang and plain words for it: "doing myself in", "my eyes not open again", "it wouldn't be the
    // worst thing if something came ... at me", "a relief if the bus went off the road with me on it".
    category: 'suicide',
    all: [
      /\b(?:do|doing|did) myself in\b|\bmy eyes (?:not|never|do not|did not|would not|wont) open again\b|\b(?:would not|wouldnt) be the worst thing if (?:\w+ ){1,8}(?:at me|hit me|hits me|took me|takes me|killed me)\b|\b(?:would not|wouldnt) be the worst thing if (?:a|the) (?:lorry|truck|car|bus|train|van)(?: in front)? (?:braked|hit|swerved|crashed|drifted|ran)\b|\b(?:would not|wouldnt) be the worst thing if (?:\w+ ){1,4}(?:gave way|gives way|gave out|collapsed)\b|\b(?:would not|wouldnt|wouldn t) mind if (?:\w+ ){1,5}(?:rolled on me|fell on me|hit me|took me|ran me over|crushed me)\b|\b(?:a relief if|hope) (?:\w+ ){1,6}(?:goes|went) off the (?:road|cliff|bridge) with me\b|\b(?:okay|ok|fine|alright) if (?:a|the) (?:truck|lorry|car|bus|van|train) (?:\w+ )?(?:drift|hit|crash|swerv|ran|veer)\w*|\bif i (?:disappear\w*|die|died|was gone) (?:\w+ )?(?:nobody|no one|noone) (?:would |will )?notice\b|\bwhether to (?:carry on|keep) living\b|\bonly reason i (?:have not|havent|haven t) (?:gone through with it|done it)\b|\b(?:show up|detected) on a tox(?:icology)? screen\b|\bcut me down\b(?! to size)|\btaking (?:the wife|my wife|the kids|my kids|him|her|them) with me when i go\b/,
    ],
  },
  {
    // "I want to be switched off. Like permanently off."
    category: 'suicide',
    all: [/\b(?:want|wish|need) to be switched off\b/, /\bpermanently\b|\bfor good\b|\bforever\b/],
  },
  {
    // "im not going anywhere, friday is just the day i picked".
    category: 'suicide',
    all: [/\b(?:day|night|date) i (?:picked|chose)\b(?! for)/, /\bnot (?:going anywhere|moving)\b(?! it\b)/],
  },
  {
    // A care plan left "for whoever looks after him next. Then I can stop."
    category: 'suicide',
    all: [/\bfor whoever (?:looks after|takes care of|has) (?:him|her|them)\b/, /\bthen i can stop\b/],
  },
  {
    // "tried this morning but it didnt hold. neck is sore ... might try again tonight".
    category: 'suicide',
    all: [
      /\b(?:it|the rope|the belt|the cord|the knot) (?:did not|didnt|didn t) hold\b/,
      /\bneck\b/,
      /\btry (?:it )?again\b/,
    ],
  },
  {
    // "walked in on me before I could finish it ... I still have everything here".
    category: 'suicide',
    all: [
      /\bbefore i could finish (?:it|the job)\b|\bbefore it worked\b/,
      /\bstill have (?:everything|it all|them all|the \w+) (?:here|with me)\b|\b(?:cord|rope|belt|pills|blade) is still (?:in|here|with)\b/,
    ],
  },
  {
    // "what are the odds of walking away from a fall off a multistorey? five or six levels".
    category: 'suicide',
    all: [
      /\b(?:odds|chances?) of (?:walking away|surviving)\b/,
      /\b(?:multistorey|multi storey|levels|floors|storeys)\b/,
    ],
  },
  {
    // Sleeping tablets with drink "without pain": "I need to know".
    category: 'suicide',
    all: [
      /\bwithout pain\b|\bnot feel (?:anything|nothing)\b|\bdo not feel nothing\b/,
      /\b(?:sleeping tablets|sleeping pills|pills|tablets)\b/,
      /\bi need to know\b/,
    ],
  },
  {
    // A gun brought out and kept in sight: "I just like knowing it's there".
    category: 'suicide',
    all: [
      /\b(?:revolver|pistol|gun|rifle|shotgun)\b/,
      /\blike knowing (?:it is|it s|its) there\b|\b(?:have not|havent) decided anything\b/,
    ],
  },
  {
    // "sunday. when mum's at church. i've thought it all through and i feel weirdly calm".
    category: 'suicide',
    all: [/\bthought it (?:all )?through\b/, /\b(?:weirdly|oddly|strangely) calm\b/],
  },
  {
    // Affairs sorted, the cat found a home, and a peace.
    category: 'suicide',
    all: [
      /\baffairs (?:are )?(?:sorted|in order)\b/,
      /\b(?:take|have|keep) the (?:cat|dog)\b|\bsolicitor\b/,
      /\b(?:peaceful|calm)\b/,
    ],
  },
  {
    // "Took some of what we use on the ward before I left. Everything's going heavy."
    category: 'suicide',
    all: [
      /\btook some of (?:what|the stuff) (?:we|they) (?:use|keep)\b/,
      /\b(?:going|getting) (?:heavy|numb|sleepy|dark)\b/,
    ],
  },
  {
    // A pet rehomed as the last of a list: "last thing on my list", "tying up the loose ends".
    category: 'suicide',
    all: [REHOMED, /\blast thing on my list\b|\bloose ends\b/],
  },
  {
    // "whats the way that doesnt hurt. i dont want to mess it up".
    category: 'suicide',
    all: [
      /\b(?:way|method) that (?:does not|doesnt|won t|wont) hurt\b/,
      /\bmess it up\b|\bend up worse off\b/,
    ],
  },
  {
    // "keeping it back for the night i cant do this anymore"; "going to the bridge ... thats the plan".
    category: 'suicide',
    all: [
      /\bfor the (?:night|day) i (?:can not|cant|can t) (?:do this|take it|cope) anymore\b|\b(?:going|go) to the (?:bridge|tracks|railway|cliff|quarry|river)\b.*\b(?:that is|thats|that s) the plan\b/,
    ],
  },
  {
    // "On the 12th, the anniversary of Margaret's passing, I shall walk down to the sea."
    category: 'suicide',
    all: [
      /\banniversary of (?:\w+ )?(?:passing|death)\b/,
      /\b(?:walk|go) (?:down )?(?:in)?to the (?:sea|river|lake)\b/,
    ],
  },
  {
    // "the life cover would pay it all off and ive been doing that maths more than i should".
    category: 'suicide',
    all: [/\b(?:life cover|life insurance)\b/, /\b(?:doing|done|did) (?:that|the) maths\b/],
  },
  {
    // A gun taken back on a cover story: "Told him it was for foxes. There aren't any foxes."
    category: 'suicide',
    all: [
      /\b(?:rifle|gun|shotgun)\b/,
      /\btold (?:him|her|them) it was for\b/,
      /\bthere (?:are not|aren t|arent) any\b/,
    ],
  },
  {
    // Ward stock kept back: "not wasting it properly. It's in my locker."
    category: 'suicide',
    all: [/\bnot wasting it\b|\bsigning out (?:a bit )?extra\b/, /\bin my locker\b/],
  },
  {
    // "Sunday. After my daughter's recital. I won't take that from her."
    category: 'suicide',
    all: [
      /\b(?:after|once) (?:my |the |her |his )?\w+ (?:birthday|party|wedding|exams?|graduation|recital)\b/,
      /\b(?:will not|won t|wont) (?:take|ruin) (?:that|it) (?:from|for) (?:her|him|them)\b/,
    ],
  },
  {
    // "I've timed it so it happens after the audit closes, so nobody gets dumped with my files."
    category: 'suicide',
    all: [/\btimed it so\b/, /\bnobody (?:\w+ ){0,3}gets? (?:dumped|stuck|left) with\b/],
  },
  {
    // "did it again in the school toilets. long sleeves tomorrow"; a cut "deeper than usual".
    category: 'self-harm',
    all: [
      /\bdid it again\b.*\blong sleeves\b|\b(?:cut|cuts) (?:that is |that s |thats )?deeper than usual\b/,
    ],
  },
  {
    // Giving things away because they will not be needed.
    category: 'suicide',
    all: [
      /\bgiv(?:e|ing|en) away\b/,
      /\b(?:will|would) not (?:need|be needing) (?:it|them|anything|any of)\b/,
    ],
  },
];

/** Every combination: the writer's own risk, told plainly or guarded, and harm to or from others. */
export const COMBINATIONS: Combination[] = [
  ...OWN_COMBINATIONS,
  ...GUARDED_COMBINATIONS,
  ...OTHERS_COMBINATIONS,
];

import type { LanguagePhrases } from './phrases';

// Hindi in Latin script and Hinglish, as typed in chat across North India, Delhi and Mumbai, folded
// (lower case, no accents). Spelling is free: nahi/nhi/nai, main/mai/me, mujhe/muje/mereko, and the
// long vowels come doubled or not (maar/mar, jaan/jan). Hindi marks the person on the auxiliary
// ("chahta hu", I; "chahta hai", he), so the first-person phrases refuse a following "hai".

const NO = String.raw`(?:nahi|nahin|nhi|nahii|nai|ni|nhin|nahee)`;
// Not followed, a word or two on, by a negation or a "don't" ("khud ko hurt mat karo").
const NOT_DENIED = String.raw`(?!(?: \w+){0,2} (?:nahi|nahin|nhi|nai|ni|mat|mt)(?![\p{L}\p{N}]))`;
const ME = String.raw`(?:mujhe|muje|mujhko|mjhe|mujhe toh|mereko|mere ko|muze)`;
const I = String.raw`(?:main|mai|me|mein|mn|apun)`;
const AM = String.raw`(?:hu|hun|hoon|hoo|hum)`;
// "chahta hu" (I want), never "chahta hai" (he wants) or "chahta tha" (wanted).
const WANT = String.raw`(?:chahta|chahti|chahata|chahati|chata|chati|chahtaa|chaahta|chaahti|chahu|chahun)(?! (?:hai|he|h|hain|tha|thi|the)(?![\p{L}\p{N}]))`;
// "marne ka mann karta hai": an urge, said impersonally.
const URGE = String.raw`(?:ka|ki|ko) (?:bahut |bohot |bht |bas |roz )?(?:mann|man|mn|dil|jee|ji|icha|ichha|iccha|ichchha) (?:karta|karti|krta|krti|kar raha|kar rahi|kr rha|kr rhi|kar rha|hota|ho raha|ho rha|chahta|chahata|hai|h|he)`;
const DIE = String.raw`(?:marna|mrna|marnaa|mar jana|mar jaana|marjana|mar hi jana|mar hi jaana|khatam ho jana|khatam ho jaana|gayab ho jana|gayab ho jaana|zinda nahi rehna|zinda nhi rehna|zinda nahi rahna|jinda nahi rehna|duniya chhodna|duniya chodna|is duniya se jana|is duniya se jaana|hamesha ke liye so jana)`;
// A form of dying said as a wish: "mar jaun", "mar jata", "mar jaye".
const DIE_WISH = String.raw`(?:mar (?:jaun|jau|jaaun|jaau|jaon|jaoon|jata|jaata|jati|jaati|jaye|jaaye|jae|gaya hota|gayi hoti|gya hota|gyi hoti))`;
const LIVE = String.raw`(?:jeena|jina|jeenaa|zinda rehna|zinda rahna|jinda rehna|jinda rahna)`;
const SUICIDE = String.raw`(?:suicide|sucide|suside|suiside|suicid|suicde|khudkushi|khudkhushi|khudkhusi|khudkusi|khud kushi|aatmhatya|atmhatya|atmahatya|aatmahatya|atmhattya|aatmhattya)`;
const MYSELF = String.raw`(?:khud ko|khudko|khud hi ko|apne aap ko|apne ap ko|apneaap ko|apne aapko|apneaapko|apne ko)`;
// Will do (for myself): "kar lunga", "kar dungi", "karunga".
const WILL = String.raw`(?:lunga|lungi|lu|lun|loon|dunga|dungi|du|dun|doon|dalunga|dalungi|daalunga|daalungi)`;
const WILL_DO = String.raw`(?:(?:kar|kr) ${WILL}|karunga|karungi|krunga|krungi|karoonga)`;
const PILLS = String.raw`(?:goli|goliyan|goliya|goliyaan|golian|goliyon|golia|pills|pill|tablet|tablets|tablete|tabletein|tableten|dawai|dawaiyan|dawaiyon|dawaiya|dawa|davai|davaiyan|medicine|medicines|meds|paracetamol|crocin|dolo|calpol|alprax|alprazolam|clonazepam|clonotril|rivotril|lonazep|zolpidem|nitrazepam|nitrosun|diazepam|valium|restyl)`;
const POISON = String.raw`(?:zeher|zehar|zahar|zaher|jeher|jehar|jahar|poison|rat poison|(?:chuha|chuhe|chooha|choohe|chuhon) (?:maar|maarne|marne|mar)(?: ki| wali| wala)? (?:dawai|dawa|davai|goli|goliyan|poison|zeher|powder|cake)|chuhamar \w+|keetnashak|kitnashak|keedenashak|pesticide|salphas|sulphas|sulfas|celphos|selfos|phenyl|finyl|harpic|tezab|tejab|acid)`;
// Pills named for killing, and "all of them": a headache pill alone is not a means.
const LETHAL_PILLS = String.raw`(?:(?:neend|nind|sone|sleeping) (?:ki|wali|waali|wala|ke) (?:\w+ )?${PILLS}|sleeping pills|(?:saari|sari|sab|saare|sare|poori|puri|bahut saari|bahut sari|bohot saari|dher saari|dher sari|ek saath|ek sath|\d+|das|bees|tees|pachas|sau) (?:\w+ )?${PILLS}|(?:poora|pura|poori|puri) (?:patta|strip|bottle|dibba|packet|pack))`;
const MEANS = String.raw`(?:${LETHAL_PILLS}|${POISON}|rassi|rassa|rasi|fanda|phanda|fansi ka fanda|blade|blades|razor|pistol|pistaul|revolver|katta|tamancha|bandook|banduk|bandooq|gun)`;
const HIGH_PLACE = String.raw`(?:chhat|chat|chhath|chhatt|terrace|roof|building|balcony|chhajja|chhajje|pul|bridge|flyover|cliff|pahad|pahaad|tower|\d+(?:th|st|nd|rd)? floor|\w+ manzil|nadi|nahar|nehar|samundar|samandar|kuan|kuwa|kuwe|kuen|talab|river|dam)`;
const VEHICLE = String.raw`(?:train|rail|railgadi|metro|truck|bus|gaadi|gadi|car|tempo|trolley)`;
const JUMP = String.raw`(?:(?:kood|kud|koodh|kudh|kuud|jump kar|jump maar|chhalang laga|chalang laga|chhlaang laga|chalaang laga) (?:jaunga|jaungi|jaun|jau|jaaun|jaau|jaaunga|jaaungi|dunga|dungi|du|dun|lunga|lungi|lu|lun)|koodna|kudna|koodne|kudne|koodunga|kudunga|koodungi|kudungi|kudu|koodu|kudun|koodun|jump karunga|jump karungi|jump karna|jump karne|chhalang lagana|chhalang lagane|chalang lagana|chalang lagane|chhalang lagaunga|chhalang lagaungi)`;
const HANG = String.raw`(?:fansi|phansi|faansi|phaansi|fasi|phasi|fansee|fanda|phanda|fande|phande)`;
const CUT_PART = String.raw`(?:haath|hath|haathon|hathon|baahon|bahon|baanh|baanhon|baahein|kalai|kalaai|kalaiyan|wrist|wrists|baazu|bazu|baju|arm|arms|jaangh|jangh|thigh|thighs|pet|skin|chamdi|body|nas|nass|nasein|nase|naso|nasen|vein|veins)`;
// Cutting on purpose (kaat, transitive), not being cut (kat gaya): "haath kaat liya", "cut karti hu".
const CUT = String.raw`(?:kaat|kaata|kaati|kaatu|kaatun|kaatna|kaatne|kaatti|kaatta|kaatungi|kaatunga|kaat leti|kaat leta|kat (?:liya|li|lia|leti|leta|lungi|lunga|rahi|raha|rhi|rha)|cut (?:kar|kr|kiya|kiye|ki|kia|karti|karta|krti|krta|karungi|karunga|karna|karne))`;
const WHEN = String.raw`(?:aaj|aj|aaj raat|aj raat|aaj hi|aj hi|aaj sham|isi hafte|is hafte|is weekend|kal|kal raat|kal subah|parso|parson|raat ko|sunday|monday|tuesday|wednesday|thursday|friday|saturday|ravivar|somvar|mangalvar|budhvar|guruvar|shukravar|shanivar|jab sab so (?:jayenge|jaayenge|jaenge)|jab (?:ghar pe|ghar par|ghar mein)? ?koi (?:nahi|nhi) (?:hoga|hai)|(?:exam|result|birthday|shaadi) ke baad)`;
// Said of oneself, an act to come: "suicide kar lunga", "khud ko khatam kar dungi", "mar jaunga".
const ACT_TO_COME = String.raw`(?:${SUICIDE} ${WILL_DO}|${MYSELF} (?:khatam|khatm|khtm|maar|mar) (?:kar |kr )?${WILL}|mar (?:jaunga|jaungi|jaaunga|jaaungi)|marunga|marungi|sab (?:kuch )?khatam (?:kar|kr|ho) (?:dunga|dungi|jayega|jaega|jaayega)|${JUMP}|${HANG} laga (?:lunga|lungi|lu|lun)|(?:latak|lutak) (?:jaunga|jaungi))`;
const DEATH_WORD = String.raw`(?:mar|marna|marne|maut|mout|suicide|sucide|khudkushi|aatmhatya|atmhatya|khatam|fansi|phansi|zeher|zehar|kood|kud|goliyan|jaan)`;
const GOD = String.raw`(?:bhagwan|bhagwaan|bhagvan|god|upar wala|upar wale|uparwala|uparwale|oopar wala|oopar wale|khuda|allah|rab|rabba|ishwar|prabhu)`;
// Ways of dying asked about: "girne se", "train ke aage aane se", "latakne pe".
const METHOD_ACT = String.raw`(?:girne|koodne|kudne|jump karne|aane|latakne|fansi lagane|doobne|dubne|kaatne|khane|khaane|peene|pine|lene)`;
// Given away, sold or handed over: "de di", "baant diya".
const GIVE_AWAY = String.raw`(?:de di|de diya|de diye|de dia|de die|de rahi|de raha|de rha|de rhi|de dungi|de dunga|saunp|sonp|baant|bant|gift kar)\w*`;
const THINGS = String.raw`(?:saman|samaan|saaman|cheezein|chizein|cheeze|chize|cheezen|kapde|guitar|books|kitaabein|kitabein|phone|laptop|ps5|playstation|bike|cycle|billi|kutta|kutte|dog|cat|pet|jewellery|gehne|collection|diary|paintings|shoes)`;
const WEAPON = String.raw`(?:chaku|chaaku|chakoo|chhura|knife|pistol|katta|tamancha|bandook|banduk|revolver|gun|rifle|rod|tezab|tejab|acid|petrol|kerosene)`;
const LAUGH = String.raw`(?:haha|hahah|hehe|lol|lmao|lmfao|rofl|jk|mazak|mazaak|majak|mazaq|mazze)`;
// Someone else, for the friend at risk.
const SOMEONE = String.raw`(?:dost|dosti|friend|frnd|bestie|yaar|bhai|bhaiya|bhaiyya|behen|behan|bahan|didi|cousin|bf|gf|boyfriend|girlfriend|roommate|classmate|saheli|beta|beti|bachcha|bacha|papa|mummy|mumma|maa|mom|dad|pati|patni|wife|husband|colleague|junior|senior|padosi|chacha|mama|mausi|bua|uncle|aunty|student)`;
// A gap of a few words with no first person in it, so "mera bf chala gaya aur main..." stays mine.
const THEIR_WORDS = String.raw`(?:(?!(?:main|mai|me|mein|mujhe|muje|mujhko|mereko|maine|mene|hu|hoon|hun|apun)(?![\p{L}\p{N}]))\w+ )`;
const THEIR_HARM = String.raw`(?:mar (?:jaaye|jaye|jae|jayega|jayegi|jaega|jaegi)|cut (?:karta|karti|karte) (?:hai|h|he|hain)|(?:kaatta|kaatti|kaatte) (?:hai|h|he|hain)|(?:goodbye|alvida|bye bye)(?: wali| wala| type)? (?:story|post|status|msg|message|note|letter)|(?:apna|apni|apne) (?:\w+ ){0,3}?${THINGS}(?: \w+){0,3}? ${GIVE_AWAY}|${SUICIDE}|${MYSELF} (?:maar|mar|khatam|khatm|khtm|kaat|hurt|harm|jala|chot)\w*|apni (?:jaan|zindagi|jindagi|life) (?:le|lena|lene|khatam|end)\w*|${HANG} laga\w*|${POISON} (?:kha|pee|pi)\w*|nas kaat\w*|self harm|selfharm|cutting|overdose|(?:marna|mar jana|mar jaana|jeena nahi|jeena nhi) (?:chahta|chahti|chahte) (?:hai|h|he|hain))`;

export const HINDI: LanguagePhrases = {
  markers:
    'hai hain hu hoon nahi nahin nhi kya kyu kyun kaise mujhe mujhko mereko mera meri mai tum tera teri aap yaar yr bhai kuch kuchh koi sab bahut bohot bht bhi aur toh kar karna kr raha rahi rha rhi tha thi gaya gayi gya hota hoti ka ki ke ko se ne wo woh yeh kab kahan abhi phir fir lekin sirf kyunki accha acha achha theek thik hoga wala wali diya liya haan apna apni apne aaj raat ghar baat pata sach zindagi dil mann chahta chahti lagta lagti isliye jaise',
  crisis: {
    'passive-ideation': [
      // "marna chahta hu", but not "usko marna chahta hu" (marna for maarna, to hit).
      String.raw`(?<!(?:\bko|usko|use|usse|unko|unhe|ise|isko|inko|tujhe|tumhe|sabko|usey) )${DIE} ${WANT}`,
      String.raw`(?:marne|mrne|mar jane|mar jaane|marjane|khatam hone|gayab hone) ${URGE}`,
      String.raw`(?:marne|mrne|maut|mout) (?:ke|ka|ki) (?:khayal|khyal|khayaal|khyaal|vichar|vichaar|thoughts|khwaab)`,
      String.raw`${ME}(?: (?:bas|bs|ab|sach mein|sach me|sachme|sachi|bhi|toh|to|abhi|aaj|seriously|sirf))* ${DIE} (?:hai|h|he|hain|hi hai|chahiye|chaiye)`,
      String.raw`(?:bas|bs|ab|ab toh|ab to|sirf) ${DIE} (?:hai|h|he|chahta|chahti)`,
      String.raw`${NO} ${LIVE}(?! (?:dete|denge|diya|dega|degi))`,
      String.raw`${LIVE} ${NO} (?:${WANT}|hai|h|he|mujhe|muje|chahiye|ab|aur)`,
      String.raw`(?:jeene|jine|zinda rehne|zinda rahne) (?:ka|ki|ko|ke) (?:koi )?(?:mann|man|mn|dil|icha|ichha|iccha|ichchha|wajah|vajah|matlab|maksad|maqsad|fayda|faayda|reason|umeed|ummeed|irada|chahat|shauk|mood) (?:\w+ ){0,2}?(?:${NO}|khatam|khtm)`,
      String.raw`(?:kaash|kash|kaas|kaashh) (?:\w+ ){0,3}?(?:${DIE_WISH}|paida hi na|paida na|paida hi nahi|paida hi nhi|janam hi na|hota hi nahi|hoti hi nahi|hota hi nhi|hoti hi nhi|uthu hi na|uthun hi na|na uthun|na uthu|maut aa jaye|maut aa jaaye|mujhe kuch ho (?:jaye|jaaye|jae)|kuch ho (?:jaye|jaaye|jae) mujhe|(?:mera )?accident ho (?:jaye|jaaye|jae))`,
      String.raw`(?:neend|nind|sote sote|sote hue|sote huye) (?:mein |me |mai )?(?:hi )?${DIE_WISH}`,
      String.raw`(?:so|sou) (?:jaun|jau|jaaun) (?:aur|or|phir) (?:kabhi |phir |fir )?(?:na|nahi|nhi) (?:uthu|uthun|uthoon)`,
      String.raw`(?:subah|kal) (?:\w+ )?(?:uthna|uthu|uthun) (?:hi )?(?:na|nahi|nhi) (?:pade|pde|padhe|padey)`,
      String.raw`(?:bhagwan|bhagwaan|bhagvan|god|upar wala|upar wale|uparwala|uparwale|oopar wala|oopar wale|khuda|allah|rab|rabba|ishwar|prabhu)(?: \w+){0,3}? ${ME} (?:\w+ )?(?:utha le|uthale|utha lo|uthalo|utha kyu nahi|utha kyun nahi|apne paas bula|apne pas bula|bula le|bula lo|maut de|mout de|maar de|maar do|mar de)`,
      String.raw`${ME} (?:\w+ )?(?:utha le|uthale|utha lo|apne paas bula le|apne pas bula le) (?:\w+ )?(?:bhagwan|bhagwaan|bhagvan|god|upar wale|uparwale|khuda|allah|rab|rabba|prabhu)`,
      String.raw`${ME} (?:\w+ )?(?:maut|mout|mrityu) (?:chahiye|chaiye|chahie|de do|de de|aa jaye|aa jaaye|kyu nahi aati|kyun nahi aati|kyu nhi aati)`,
      String.raw`(?:bas|kaash|kash|ab|ab toh) (?:\w+ )?(?:maut|mout) (?:aa jaye|aa jaaye|aa jae|de de|dede|de do)`,
      String.raw`mere (?:bina|bagair|bgair|na hone se|na rehne se|na rahne se|marne se|mar jane se|mar jaane se|jaane se|jane se|marne ke baad) (?:\w+ ){0,3}?(?:better|behtar|khush|achha|accha|acha|acche|achhe|sukhi|aaram se|chain se|azaad) (?:rahenge|rahega|rahegi|honge|hoga|hogi|rahoge|hoge|ho jayenge|ho jaayenge|reh lenge|jiyenge|rhenge|rhega)`,
      String.raw`(?:farak|fark|frk|farq) (?:${NO}) (?:padega|padta|pdega|pdta|padegaa) (?:\w+ ){0,3}?(?:mar|marun|maru|na rahu|na rahun|nahi rahunga|nahi rahungi|nhi rahunga|nhi rahungi)\w*`,
      String.raw`${I} (?:na|nahi|nhi) (?:rahu|rahun|rahoon|rhu|rhun|hota|hoti) (?:\w+ )?(?:toh|to) (?:\w+ ){0,2}?(?:achha|accha|acha|better|behtar|sahi|theek|thik)`,
      String.raw`(?:zindagi|jindagi|zindgi|life) (?:bas |hi )?khatam ho (?:jaye|jaaye|jae)`,
      String.raw`(?:is|iss) (?:duniya|dunia) (?:mein|me|mai) (?:${NO}) (?:rehna|rahna|rhna)`,
      String.raw`(?:marna|mar jana|maut) (?:hi )?(?:ek|akela|aakhri|akhri|last) (?:rasta|raasta|option|upay|chara|chaara|tarika)`,
      String.raw`(?:marne|maut|suicide) (?:ke (?:alawa|alaawa|ilawa|siwa|siva|sivay|siwaay)) (?:koi|kuch) (?:\w+ )?(?:rasta|raasta|option|chara|chaara|upay)`,
      String.raw`${GOD}(?: \w+){0,2}? (?:utha le|uthale|utha lo|uthalo|bula le|bula lo|apne paas bula|apne pas bula)(?! re baba)`,
      String.raw`${DIE_WISH} (?:to|toh) (?:\w+ ){0,2}?(?:achha|accha|acha|behtar|better|sahi|theek|thik|sukoon)`,
      String.raw`(?:koi|kaash koi|kash koi) (?:\w+ )?(?:truck|gaadi|gadi|bus|car|train|tempo) (?:\w+ )?(?:thok|thoke|kuchal|kuchle|uda|udaa|maar|takkar maar) (?:de|dega|de de|jaye|jaaye|jae)`,
      String.raw`(?:accident|hadsa|haadsa) (?:ho )?(?:jaye|jaaye|jae) (?:to|toh) (?:\w+ )?(?:achha|accha|acha|behtar|better)`,
    ],
    'active-ideation': [
      String.raw`${SUICIDE} ${WILL_DO}`,
      String.raw`${SUICIDE} (?:karne|krne) (?:wala|wali|wale) ${AM}`,
      String.raw`${SUICIDE} (?:karna|krna|karne|krne) (?:${WANT}|hai|h|he|chahiye)`,
      String.raw`${SUICIDE} (?:karne |krne )?(?:ka|ki|ke) (?:soch|sochta|sochti|socha|khayal|khyal|khayaal|khyaal|vichar|vichaar|thoughts|thought|mann|man|dil|irada|iraada|icha|ichha|iccha)\w*`,
      String.raw`${SUICIDE} ${URGE}`,
      String.raw`suicidal (?:feel|mehsoos|lag|ho) (?:kar|kr|ho|hota|hoti|raha|rahi|rha|rhi|hu|hoon)`,
      String.raw`(?:${SUICIDE}|marne|khud ko maarne|khud ko khatam karne) (?:ke|ka) (?:baare|bare|baarey|bareme) (?:mein |me |main )?(?:\w+ )?(?:sochta|sochti|soch raha|soch rahi|soch rha|soch rhi|sochte|socha)(?! (?:hai|he|h|hain)(?![\p{L}\p{N}]))`,
      String.raw`${SUICIDE} (?:hi )?(?:ek|akela|aakhri|akhri) (?:rasta|raasta|option|upay|tarika)`,
      String.raw`${MYSELF} (?:maar|mar|maarne|marne|maarna|marna|khatam|khatm|khtm|khtam|kill|finish|end)\w*${NOT_DENIED}`,
      String.raw`(?:apni|apne) (?:jaan|jan|zindagi|jindagi|zindgi|life) (?:le|lena|lene|lelu|khatam|khtm|khatm|end)\w*${NOT_DENIED}`,
      String.raw`${HANG} (?:laga|lga|lagaa) ${WILL}`,
      String.raw`${HANG} (?:lagana|lagane|lgana|lgane|lagaunga|lagaungi|lagaun|lagau)`,
      String.raw`(?:pankhe|pankha|fan|ceiling|chhat) (?:se|pe|par) (?:\w+ )?(?:latak|lutak|jhool|jhul) (?:jaun|jau|jaaun|jaau|jaunga|jaungi|jaaunga|jaaungi|jana|jaana|jaane|jane)`,
      String.raw`${HIGH_PLACE}\w* (?:se|pe|par|ke upar se|mein|me|main) (?:\w+ )?${JUMP}`,
      String.raw`${VEHICLE}\w* (?:ke|ki) (?:aage|agey|aagey|neeche|niche|samne|saamne) (?:\w+ )?(?:(?:aa|kood|kud|let|lat|so) (?:jaunga|jaungi|jaun|jau|jaaun|jaau|jana|jaana|jaane|jane)|${JUMP})`,
      String.raw`(?:patri|patriyon|patree|track|railway line|rail line) (?:pe|par|per) (?:\w+ )?(?:let|lat|so) (?:jaunga|jaungi|jaun|jau|jaaun|jaau|jana|jaana|jaane|jane)`,
      String.raw`${POISON} (?:kha|khaa|pee|pi|pii|gatak|nigal|le) ?${WILL}`,
      String.raw`${POISON} (?:khana|khaana|peena|pina|khane|khaane|peene|pine) (?:\w+ )?(?:${WANT}|hai|h|ka soch|ki soch|${URGE})`,
      String.raw`(?:nas|nass|nasein|nase|naso|nasen|vein|veins) (?:\w+ )?(?:kaat|kat|cut) (?:${WILL}|(?:dena|lena|deni|leni) ${WANT})`,
      String.raw`(?:nas|nass|nasein|nase|naso|nasen) (?:kaatne|katne|kaatna|katna) (?:ka|ki|ko|ke) \w+`,
      String.raw`${MYSELF} (?:\w+ ){0,3}?(?:aag|aagh) (?:laga|lga|lagaa)\w*${NOT_DENIED}`,
      String.raw`(?:aag|aagh) (?:laga|lga) (?:lungi|lunga|lu|lun|dungi|dunga) (?:khud|apne)`,
      String.raw`(?:ab|bas|hamesha ke liye) sab (?:kuch |kuchh )?(?:hamesha ke liye )?(?:khatam|khatm|khtm|khtam|end) (?:kar|kr) (?:dunga|dungi|du|dun|doon|lunga|lungi)`,
      String.raw`sab (?:kuch |kuchh )?(?:khatam|khatm|khtm|khtam|end) (?:kar|kr) (?:dena|dene|du|dun) ${WANT}`,
      String.raw`(?:marne|mrne|khud ko maarne) (?:ja|jaa) (?:raha|rahi|rha|rhi) ${AM}`,
      String.raw`(?:marne|mrne) (?:wala|wali) ${AM}`,
    ],
    'method-lethality': [
      String.raw`(?:kitni|kitne|kitna|ketni) (?:\w+ ){0,3}?(?:${PILLS}|${POISON})(?: \w+){0,6}? (?:maut|mout|mar|marte|marta|marti|mar jata|mar jaata|mar jati|mar jaunga|mar jaungi|mar sakta|mar sakti|mar sakte|death|jaan ja\w*|overdose|od)(?![\p{L}\p{N}])`,
      String.raw`(?:marne|mrne|suicide|sucide|khudkushi|aatmhatya|atmhatya|khud ko maarne|khud ko khatam karne)(?: karne| krne)? (?:ka|ke|ki) (?:sabse |koi )?(?:aasan|asan|aasaan|asaan|easy|best|fast|jaldi|tez|painless|bina dard|accha|acha|pakka|sure)? ?(?:wala )?(?:tarika|tareeka|tareka|trika|tarike|tareeke|tareeqa|way|ways|method|upay)`,
      String.raw`(?:sabse |koi )?(?:aasan|asan|aasaan|asaan|easy|painless|bina dard (?:ka|wala)|jaldi|fast|pakka) (?:tarika|tareeka|trika|tareeqa|way|method|upay) (?:\w+ ){0,2}(?:marne|mrne|suicide|khudkushi|maut|khud ko maarne)`,
      String.raw`(?:bina dard ke|bina dard|painless) (?:kaise )?(?:mar|marun|maru|marte|mare|mara|maut|mout)\w*`,
      String.raw`(?:${HANG}|nas|nass|nasein) (?:kaise|kese|kaise theek se|sahi se) (?:lagate|lagaye|lagayein|lagau|lagaun|kaatte|kaate|kaatu|kaatun|kaatein|banate|banaye|banau)`,
      String.raw`(?:lethal|fatal|jaanleva|jaan leva|janleva|maut wali) (?:dose|matra|khuraak|amount) (?:\w+ )?(?:kitni|kitna|kitne|kya|kya hai|kya hoti|batao|bata)`,
      String.raw`(?:kaunsa|konsa|kaun sa|kon sa|kaunsi|konsi|kaun si|kon si) (?:\w+ )?(?:${POISON}|${PILLS})(?: \w+){0,5}? (?:maut|mout|marne|mar jate|mar jata|maarta|maarti|marta|death|khatam|jaan)\w*`,
      String.raw`kitni (?:oonchai|unchai|height|upar) se (?:\w+ ){0,3}?(?:maut|mout|marte|mar|death)\w*`,
      String.raw`kitne (?:floor|manzil|manjil|mazil|maale|meter|feet|storey)\w* (?:\w+ ){0,3}?(?:maut|mout|marte|mar|death|koodne|kudne|girne|jump)\w*`,
      String.raw`kitni (?:\w+ ){0,2}?${PILLS}(?: \w+){0,5}? (?:zyada|jyada|jada|overdose|od|khatarnak|jaanleva|lethal|fatal)`,
      String.raw`${METHOD_ACT} (?:se|pe|par|mein|me) (?:\w+ ){0,3}?(?:turant |pakka |seedha |jaldi )?(?:mar|maut|mout|jaan) (?:jaate|jata|jaata|jati|jaati|sakte|sakta|sakti|hoti|ho jaati|ho jati|chali jaati|chali jati)`,
      String.raw`${LETHAL_PILLS}(?: \w+){0,6}? (?:to|toh)(?: \w+){0,4}? (?:kitni|kitna|kitne|kya hoga|asar|mar|maut|jaan)\w*`,
      String.raw`(?:kitne|kitni|kitna|kitni der) (?:mein |me )?(?:jaan|maut|mout) (?:jaati|jati|hoti|ho jaati|ho jati|ja sakti|aa jaati|aati)`,
      String.raw`(?:kaunsi|konsi|kaun si|kon si|kaunsa|konsa|kaun sa|kon sa|kis|kitni|kitne)(?: \w+){0,5}? (?:uthta|uthti|uthte|uthe|uth) (?:hi )?(?:nahi|nhi|na)`,
      String.raw`(?:${POISON}|${LETHAL_PILLS}|neend ki goli\w*|pistol|katta|tamancha) (?:\w+ ){0,4}?(?:kahan|kaha|kidhar|kaise) (?:se )?(?:milega|milegi|milti|milta|milenge|mil sakti|mil sakta|kharidu|kharidun|khareedu|kharidein)`,
    ],
    means: [
      String.raw`(?:mere paas|mere pas|mere pass|mere paas ab|mere paas abhi) (?:\w+ ){0,3}?${MEANS}(?: \w+)? (?:hai|h|he|hain|rakhi|rakha|rakhe|padi|pada|pade|ready|taiyaar)`,
      String.raw`${MEANS} (?:\w+ ){0,6}?(?:kharid|khareed|kharida|kharidi|kharid li|kharid liya|le aaya|le aayi|le aya|le ayi|la liya|la li|mangwa|mangwaya|mangwayi|mangwa li|order kar|order kiya|order ki|jama|ikatth|ikath|ikkath|collect|chhupa|chupa|chhupake|chupake|rakh li|rakh liya|rakhi hai|rakha hai|rakhe hai|ready|taiyaar|tayyar|save kar)\w*`,
      String.raw`(?:goliyan|goliya|goliyaan|tablets|pills|dawaiyan) (?:\w+ )?(?:jama|ikattha|ikatthi|ikathi|ikatha|ikkatha|collect|store|stock|chhupa|chupa|save) (?:kar|kr|karke|rakhi|rakhe|li|liye|ki|ke|rahi|raha)`,
      String.raw`(?:sab|saara|sara) (?:intezam|intazam|intejam|saaman|samaan|saman) (?:kar liya|kr liya|ho gaya|ready|taiyaar) (?:\w+ ){0,3}?(?:marne|suicide|khudkushi|fansi|zeher)`,
      String.raw`${MEANS} (?:\w+ ){0,3}?(?:drawer|draw|almari|almirah|cupboard|ghar|kamre|room|bag|purse|dabba|dabbe|dibba|shelf|kitchen|bathroom|takiye|bistar|gadde)\w* (?:mein|me|main|pe|par|ke neeche|ke niche) (?:\w+ ){0,2}?(?:hai|hain|h|padi|pade|pada|rakhi|rakhe|rakha|chhupa\w*)`,
      String.raw`(?:${MEANS}|${WEAPON})(?: \w+){0,8}? (?:chaabi|chabi|chaabhi|key) (?:ka|ki) (?:pata|pta)`,
      String.raw`(?:upar|chhat pe|chhat par|terrace pe|terrace par|bridge pe|pul pe|balcony se|balcony mein) (?:jaake|jaa ke|ja ke|jaakar|jakar|khade hoke|khada hoke) (?:\w+ ){0,2}?(?:neeche|niche) (?:dekh|jhaank|jhank)\w*`,
    ],
    plan: [
      String.raw`(?:marne|mrne|${SUICIDE}|khud ko (?:maarne|marne|khatam karne)|sab khatam karne|jaan dene|apni jaan lene|${HANG} lagane|kudne|koodne)(?: karne| krne)? (?:ka|ki|ke) (?:pura |poora |pakka |ek |sara |saara |apna |poori |puri )?(?:plan|planning|plaan|yojana|yojna|taiyari|taiyaari|tayari|tyari|tayyari|date|din|tareekh|tarikh|jagah|faisla|faisala|decision)`,
      String.raw`${WHEN} (?:\w+ ){0,3}?${ACT_TO_COME}`,
      String.raw`${ACT_TO_COME} (?:\w+ ){0,2}?${WHEN}(?![\p{L}\p{N}])`,
      String.raw`(?:aaj|aj|ye|yeh) (?:meri|mera) (?:zindagi ki |zindagi ka |life ki |life ka )?(?:aakhri|akhri|aakhiri|last) (?:raat|sham)`,
      String.raw`(?:meri|mera) (?:zindagi|jindagi|life) (?:ka|ki) (?:aakhri|akhri|aakhiri|last) (?:din|raat|sham|hafta)`,
      String.raw`kal (?:ka )?(?:suraj|sooraj|subah) (?:${NO}) (?:dekhunga|dekhungi|dekh paunga|dekh paungi|dekhenge)`,
      String.raw`(?:kal|kal subah|aaj raat|subah) tak (?:${I} )?(?:nahi|nhi|zinda nahi|zinda nhi) (?:rahunga|rahungi|rahu|rhunga|rhungi|bachunga|bachungi)`,
      String.raw`(?:zinda|jinda) (?:nahi|nhi) (?:rahunga|rahungi|bachunga|bachungi|rhunga|rhungi)`,
      String.raw`(?:kaise|kab|kahan|kaha)(?: aur (?:kaise|kab|kahan|kaha))+ (?:sab |sb )?(?:pata|pta|tay|tey|fix|decide|soch liya|soch rakha)`,
      String.raw`${WHEN}(?: \w+){0,4}? (?:bridge|pul|chhat|terrace|roof|patri|railway track|track|nadi|samundar|cliff|pahad)\w* (?:pe |par |ke upar |ki taraf |tak )?(?:jaunga|jaungi|jaaunga|jaaungi|chala jaunga|chali jaungi)$`,
      String.raw`(?:tab|tabhi|usi din|us din|us raat|usi raat) (?:${WILL_DO})$`,
      String.raw`(?:birthday|bday|diwali|holi|eid|christmas|new year|rakhi)(?: \w+){0,2}? (?:mera|meri) (?:last|aakhri|akhri|aakhiri) (?:hoga|hogi)|(?:mera|meri) (?:last|aakhri|akhri|aakhiri) (?:birthday|bday|diwali|holi|eid|christmas|new year|rakhi) (?:hoga|hogi)`,
      String.raw`${WHEN}(?: \w+){0,5}? (?:fail|reject|nahi hua|nhi hua)\w*(?: \w+){0,2}? (?:to|toh) (?:bas|sab khatam|khatam|game over|the end)$`,
      // A decision on when or how, with death in the sentence.
      String.raw`(?=.*${DEATH_WORD})(?:soch|decide|tay|tey|fix|final) (?:kar )?(?:liya|li|lia|kiya|kia) (?:hai |h )?(?:ki )?(?:kab|kaise|kese|kahan|kaha|kis din|kis tarah)`,
    ],
    preparation: [
      String.raw`(?:suicide note|suicide letter|(?:alvida|goodbye|aakhri|akhri|aakhiri|antim) (?:note|letter|khat|chitthi|chithi|patra)) (?:\w+ ){0,2}?(?:likh|likha|likhi|likhe|likhna|likhdi|likhdiya|bhej|rakh|chhod|chod)\w*`,
      String.raw`(?:likh|likha|likhi|likh di|likh diya|likh rahi|likh raha) (?:\w+ ){0,2}?(?:suicide note|aakhri (?:khat|chitthi|letter)|akhri (?:khat|chitthi|letter)|alvida (?:khat|chitthi|letter))`,
      String.raw`(?:sabko|sab ko|duniya ko|is duniya ko|zindagi ko) (?:hamesha ke liye |aakhri |akhri |aakhri baar )?(?:alvida|goodbye)`,
      String.raw`hamesha ke liye (?:alvida|goodbye)`,
      String.raw`(?:apna|apni|apne|meri|mera|mere) (?:saara |sara |saari |sari |saare |sare |sab )?(?:saman|samaan|saaman|cheezein|chizein|cheeze|chize|cheezen|kapde|stuff|books|kitaabein) (?:\w+ ){0,3}?(?:baant|bant|daan|dan kar|give away)\w*`,
      String.raw`(?:mere marne ke baad|mere mar jane ke baad|mere mar jaane ke baad|mere na rehne (?:par|pe|ke baad)|jab (?:${I} )?(?:nahi|nhi) (?:rahunga|rahungi|rhunga|rhungi))`,
      String.raw`(?:will|vasiyat|wasiyat|vasiyatnama) (?:bhi )?(?:likh|bana)\w*`,
      String.raw`(?:sabse|sab se) (?:aakhri|akhri|last) (?:baar|bar) (?:baat|mil|milna|milne|bol)\w*`,
      String.raw`(?:ke liye|ko) (?!(?:birthday|bday|anniversary|thank|thanks|shukriya)(?![\p{L}\p{N}]))(?:\w+ )?(?:letter|letters|khat|chitthi|chitthiyan|chitthiyaan|notes|video message) (?:\w+ )?(?:likh|likhe|likha|likhi|likhdi|bana|record)\w*`,
      String.raw`(?:apna|apni|apne|mera|meri|mere|saara|sara|saari|sari) (?:\w+ ){0,3}?${THINGS} (?:\w+ ){0,4}?${GIVE_AWAY}(?!.*(?:shift|move|shifting|ja rahi|ja raha|jaa rahi|jaa raha|abroad|videsh|naya ghar|donate|charity|bech|sale))`,
      String.raw`(?:ab )?(?:mujhe|muje|mereko) (?:iski|inki|unki|uski|kisi cheez ki |kisi ki )?(?:zaroorat|zarurat|jarurat|jaroorat) (?:nahi|nhi) (?:padegi|rahegi|hogi)`,
      String.raw`(?:aakhri|akhri|aakhiri) (?:baar|bar) (?:\w+ )?(?:mil|milne|dekh|dekhne|gale|alvida)\w*`,
      String.raw`(?:milne|mil ne) (?:gaya|gayi|gya|gyi|aaya|aayi|jaunga|jaungi|ja raha|ja rahi) (?:\w+ )?(?:alvida|goodbye) (?:kehne|kehna|bolne|bolna|karne)`,
      String.raw`(?:(?:pata|pta) (?:nahi|nhi)|(?:nahi|nhi) (?:pata|pta)) (?:tha|hai|h|thi) (?:ki )?(?:ye |yeh |wo |woh )?(?:alvida|aakhri|akhri|last) (?:\w+ )?(?:hai|tha|thi|mulakat|baar)`,
      String.raw`sabka (?:udhaar|udhar|karza|karz|paisa|paise) (?:\w+ )?(?:chuka|chukaa|lauta|lautaa|wapas kar)\w*`,
      String.raw`(?:passwords|password|pins|bank details|bank ki details|atm pin)(?: \w+){0,2}? likh (?:ke|kar|kr) (?:\w+ )?rakh\w*`,
    ],
    attempt: [
      String.raw`(?:${LETHAL_PILLS}|${POISON}) (?:kha|khaa|nigal|gatak|le|pee|pi|pii) (?:li|liya|lia|lee|liye|gaya|gayi|gya|gyi|chuka|chuki|rahi|raha|rhi|rha)`,
      String.raw`(?:overdose|od) (?:le liya|le li|le lia|kar liya|kar li|kr liya|kr li|kiya|kia|ho gaya|le rahi|le raha)`,
      String.raw`(?:nas|nass|nasein|nase|naso|nasen|kalai|kalaai|wrist|vein|veins) (?:\w+ )?(?:kaat|kat|cut) (?:li|liya|lia|di|diya|dali|daali|rahi|raha|rhi|rha|kar li|kar diya|kr li|kr diya)`,
      String.raw`(?:marne|mrne|${SUICIDE}|${HANG} lagane|khud ko (?:maarne|marne|khatam karne)|jaan dene|apni jaan lene)(?: karne| krne)? (?:ki|ka) (?:koshish|koshis|kosis|kosish|try|attempt) (?:ki|kari|kiya|kia|kr li|kar li|kar chuka|kar chuki)`,
      String.raw`${SUICIDE} (?:attempt|try) (?:kiya|kia|ki|kar liya|kar li|kr liya|kr li)`,
      String.raw`(?:${HIGH_PLACE}|patri|track|railway line) (?:ke|ki) (?:kinare|kinaare|edge|kone|munder|railing|upar) (?:\w+ )?(?:khada|khadi|khade|baitha|baithi|betha|bethi|pahunch|aa gaya|aa gayi|aa gya|aa gyi)`,
      String.raw`(?:patri|patriyon|patree|railway track|railway line) (?:pe|par|per) (?:\w+ )?(?:leta|leti|lete|baitha|baithi|betha|bethi|khada|khadi) (?:${AM}|hua|hui)`,
      String.raw`(?:kudne|koodne|jump karne|marne) (?:wala|wali|ja raha|ja rahi|ja rha|ja rhi) (?:\w+ )?(?:${AM}) (?:abhi|ab)`,
      String.raw`(?:khoon|khun|blood) (?:ruk|rukk) (?:${NO}) (?:raha|rahi|rha|rhi)|(?:khoon|khun|blood) (?:${NO}) (?:ruk|rukk) (?:raha|rahi|rha|rhi)`,
      String.raw`(?:saari|sari|saare|sare|poori|puri|sab ki sab|bahut saari|bahut sari|bohot saari|dher saari|dher sari|ek saath|ek sath) (?:kha|khaa|nigal|gatak|le|nigl) (?:li|liya|lia|lee|liye)`,
      String.raw`(?:patri|patriyon|patree|railway track|railway line) (?:pe|par|per) (?:${AM}|khada hu|khadi hu|baitha hu|baithi hu|leta hu|leti hu)`,
    ],
    'self-injury': [
      String.raw`${MYSELF} (?:\w+ )?(?:kaat|kaatna|kaatne|kaatti|kaatta|kaatu|kaatun|katna|katne|cut|hurt|harm|chot|nuksan|nuksaan|dard de|jala|jalaa|jalana|jalati|jalata|maarti|maarta|marti|marta|peet|peetti|peetta|zakhmi|zakhm|ghayal|nochti|nochta|noch)\w*${NOT_DENIED}`,
      String.raw`(?:blade|razor|compass|cutter|kaanch|kanch|glass|chaku|chaaku|chakoo|knife|pin|sui|cigarette) se (?:apna |apne |apni |khud ka |khud ki )?${CUT_PART}`,
      String.raw`(?:blade|razor|compass|cutter) se (?:\w+ ){0,2}?${CUT}`,
      String.raw`(?:apna |apne |apni |mera |meri |mere )?${CUT_PART} (?:pe |par |per |ko |mein |me )?(?:blade (?:se |chala|mar)|${CUT})\w*`,
      String.raw`(?:cutting|self harm|selfharm|self-harm|self injury|selfinjury) (?:karti|karta|krti|krta|kar rahi|kar raha|kr rhi|kr rha|kiya|kia|karne|karna|krne|krna|karungi|karunga|shuru|phir se|fir se|firse|phirse|wapas|dobara|dubara|ki|kar li|kar liya|kr li|kr liya)`,
      String.raw`(?:phir se|fir se|firse|phirse|wapas|dobara|dubara) (?:\w+ )?(?:cutting|self harm|selfharm|khud ko hurt|khud ko kaat\w*)`,
      String.raw`(?:kharoch|kharonch|khurach|nochti|nochta|noch)\w* (?:\w+ ){0,3}?(?:khoon|khun|blood) (?:nikal|aa|aane|nikalne)\w*`,
      String.raw`(?:cuts|cut|zakhm|zakham|ghaav|ghav|nishan|nishaan) (?:\w+ ){0,2}?(?:chhupa|chupa|chhupati|chupati|chhupata|chupata|dhak|dhakti|dhakta)\w*`,
      String.raw`(?<!(?:call|phone|cake|baal|hair|nakhun|nakhoon|nails|line|number|paper|ped|video|scene|clip|gaana|song|kapda|kapde|photo|pic|part|salary|paise|light|bijli|ka|ki|ke|ko|ne) )cut (?:kiya|kia|kar liya|kr liya|kiye|karti hu|karta hu|krti hu|krta hu|karti hoon|karta hoon)`,
      String.raw`(?:kaatne|katne|cut karne|khud ko hurt karne|khud ko kaatne) (?:ka|ki) (?:\w+ )?(?:mann|man|dil|urge|craving|icha|ichha)`,
      String.raw`(?:mann|man|dil|urge)(?: \w+){0,3}? (?:kaatne|katne|cut karne|khud ko hurt karne) (?:ka|ki)`,
      String.raw`(?:haath|hath) (?:mein|me|main) (?:blade|razor|cutter) (?:hai|h|he|liye|leke|le ke)`,
      String.raw`jab tak (?:khoon|khun|blood) (?:na|nahi|nhi) (?:aaye|aa jaye|nikle|nikal|aata|nikalta)`,
      String.raw`(?:deewar|diwar|deewaar|wall|sheesha|sheeshe|mirror|khud ko|apne aap ko|sar|sir)(?: \w+){0,4}? (?:maar|maare|mara|maari|maarta|maarti|patak|phod)\w*(?: \w+){0,5}? (?:khoon|blood|haddi)`,
      String.raw`${CUT_PART} (?:ko )?(?:nochti|nochta|noch|kharochti|kharochta|khurachti|khurachta|jalati|jalata)`,
    ],
    'harm-to-others': [
      String.raw`(?<!(?:agar|agr|jo|haha|lol)(?: \w+)*)(?:jaan se|chaku|chaaku|chakoo|chhura|knife|goli|bandook|banduk|pistol|katta|gun|zeher|zehar) (?:\w+ )?(?:maar|mar|ghonp|ghop|ghomp|de|mila|khila|pila) (?:dunga|dungi|dalunga|dalungi|daalunga|daalungi|du|dun|doon|dena|deni)(?!.*${LAUGH})`,
      String.raw`(?<!(?:agar|agr|jo|haha|lol)(?: \w+)*)(?:uska|unka|iska|us ka|un sabka|sabka|kisi ka) (?:khoon|khun|murder|katl|qatl|kaam tamaam|kaam tamam) (?:kar|kr) (?:dunga|dungi|dalunga|dalungi|daalunga|daalungi|du|dun|doon|dena|deni)(?!.*${LAUGH})`,
      String.raw`(?:usko|use|usse|unko|unhe|usey|sabko|un sabko|kisi ko) (?:\w+ ){0,2}?(?:sach mein|sach me|sachme|sacchi|sachchi|seriously|pakka|sach mai) (?:\w+ )?(?:maar|khatam|jaan se|khoon)\w*(?!.*${LAUGH})`,
      String.raw`(?:kisi ko|sabko|un sabko|un sab ko|sab logon ko|school mein sabko|class mein sabko) (?:\w+ )?(?:jaan se |goli )?(?:maar|khatam) (?:dunga|dungi|dalunga|dalungi|daalunga|daalungi|du|dun|dena|dalna|daalna)(?!.*${LAUGH})`,
      String.raw`(?:kisi ko|usko|use|unko|sabko) (?:\w+ )?(?:jaan se )?(?:maarne|marne|maar dalne|maar daalne|khatam karne|nuksan pahunchane|nuksaan pahunchane|hurt karne) (?:ka|ki) (?:plan|soch|${URGE}|irada)\w*(?!.*${LAUGH})`,
      String.raw`${ME} (?:apne |apni |uss |us |is )?(?:\w+ ){0,2}?ko (?:jaan se )?(?:maarna|maar dalna|maar daalna|maar dena|khatam karna) (?:hai|h|he|chahta|chahti)(?!.*${LAUGH})`,
      String.raw`(?:usko|use|unko|unhe|usey|uss|us) (?:\w+ ){0,3}?(?:chot|nuksan|nuksaan|hurt) (?:pahunchaunga|pahunchaungi|pahuchaunga|pahuchaungi|pohochaunga|karunga|karungi|kar dunga|kar dungi|dunga|dungi)(?!.*${LAUGH})`,
      String.raw`${WEAPON} (?:leke|le ke|lekar|le kar) (?:jaa|ja|aa) (?:raha|rahi|rha|rhi) (?:${AM})|${WEAPON} le (?:jaunga|jaungi|jaaunga|jaaungi|aaunga|aaungi)`,
      String.raw`${WEAPON}(?: \w+){0,2}? (?:le aaya|le aayi|le aya|le ayi|kharid|khareed|le li hai|le liya hai|mangwa)\w*(?=.*(?:pata|pta|usko|use|uska|uski|unka|ex|baje))`,
      String.raw`(?:khud se|apne aap se|apne aapse|khudse) (?:hi )?(?:darr|dar) (?:lag|lagta|lagne)\w*`,
      String.raw`(?:mann|man|dil) (?:kar|kr|karta|krta) (?:\w+ ){0,2}?(?:jhakjhor|jhanjhor|jhinjhod|patak|phenk|gala daba|gala ghont|muh daba|takiya)\w*`,
    ],
    'danger-from-others': [
      String.raw`${ME} (?:\w+ ){0,3}?(?:maarta|maarti|maarte|marta|marti|marte|peet(?:ta|ti|te)|peetta|pitta|pitai|dhamkata|dhamkati|dhamkate|dhamki deta|dhamki deti|dhamki dete|dhamki di|dhamki de|dhamkiyan|galat (?:tarike|jagah|jagah) se (?:chhoota|chhuta|chhute|chhooti|touch)|touch karta|touch karte|chhoota|chhuta|chhute|band kar deta|band kar dete|band karke|kaid|maar dalega|maar dalegi|maar daalega|maar daalegi|maar dalenge|maar dega|maar degi|maar denge|jaan se maar|chaku dikha|belt se|chappal se|dande se|lathi se|beltse|patak|ghaseet|jala deta|jala dega)\w*`,
      String.raw`(?:mera|meri|mere) (?:pati|husband|hubby|saiyan|boyfriend|bf|sasur|saas|devar|jeth|papa|baap|dad|abbu|sautela|sauteli|step|chacha|mama|uncle|padosi|boss|ex|bhai|bhaiya)\w* (?:\w+ ){0,3}?(?:maarta|marte|maarte|marta|peet|pitai|dhamki|dhamkata|dhamkate|haath uthata|hath uthata|haath uthate|hath uthate|zabardasti|jabardasti|rape|galat tarike|chhoota|chhute|gaali aur maar)\w*`,
      String.raw`(?:mujh pe|mujhpe|mujh par|mujhpar|mere upar) (?:\w+ )?(?:haath|hath) (?:uthata|uthate|uthati|uthaya|uthaaya|uthaata)`,
      String.raw`(?:mere saath|mere sath|mere sth|mujhse|mujhe) (?:\w+ ){0,2}?(?:zabardasti|jabardasti|zabrdasti|jabrdasti|rape|balatkar|baltkar|galat kaam|gandi harkat|gandi harkatein|chhedkhani|chhed chhad|molest)\w*`,
      String.raw`(?:darr|dar|dar lagta|darr lagta|khauf) (?:\w+ ){0,3}?(?:ki )?(?:wo|woh|vo|voh|ye|yeh|pati|papa|husband|bf) (?:\w+ ){0,2}?(?:mujhe|muje|mereko|hume|humein|hamein) (?:\w+ )?(?:maar|jaan se|kuch kar|maar dalega|maar dega|nuksan)\w*`,
      String.raw`jaan se (?:maarne|marne|maar dene) (?:ki )?(?:dhamki|dhamkiyan|dhamkee|dhamki de)`,
      String.raw`(?:ghar|ghr) (?:mein|me|pe|par) (?:\w+ )?(?:safe|surakshit) (?:${NO}) (?:${AM}|hai|h|lagta|lagti|mehsoos)`,
      String.raw`(?:bolta|bolti|bolte|kehta|kehti|kehte|keh raha|keh rahi|bol raha|bol rahi|dhamki)(?: \w+){0,6}? jaan se (?:maar|mar) (?:dega|degi|denge|dalega|dalegi|dalenge|daalega|daalegi|daalenge)`,
      String.raw`(?:darwaza|darwaja|darwaaza|door|gate) (?:\w+ )?(?:peet|pit|tod|thok|kick|laat maar)\w* (?:raha|rahi|rahe|rha|rhi)`,
      String.raw`(?:sasural|sasuraal|saas|sasur|devar|nanad|jeth|in laws|inlaws)\w*(?: \w+){0,5}? (?:maarte|marte|maarta|marta|maarti|marti|peet|peette|pitai|jala|jalane|tel daal|mitti ka tel|kerosene)\w*`,
      String.raw`(?:mera|meri) (?:peecha|peechha|picha|pichha) (?:kar|kr|karta|karti|karte) (?:raha|rahi|rahe|rha|rhi|hai|h)`,
      String.raw`(?:pati|husband|sasural|saas|sasur|bf|boyfriend)\w*(?: \w+){0,6}? (?:bahar (?:nahi|nhi) jaane|ghar se (?:nahi|nhi) nikalne|phone (?:\w+ )?(?:le li|le liya|chheen|chhin|tod))\w*`,
      String.raw`(?:chhup|chhupke|chup|chupke) (?:ke |kar )?(?:likh|msg|message|type|baat) (?:kar )?(?:rahi|raha|rha|rhi)`,
      String.raw`galat (?:tarah|tarike|tareeke|dhang|jagah) (?:se )?(?:chhoo|chhu|chhoo|chu|touch|haath laga)\w*`,
      String.raw`kisi ko (?:bataya|batayi|bataogi|bataoge|bataya na) (?:to|toh)`,
      String.raw`(?:please |plz |pls |koi )?(?:mujhe|muje) bachao(?! (?:\w+ )?se)`,
    ],
  },
  friendRisk: [
    String.raw`(?:${SOMEONE}\w*|wo|woh|vo|voh|usne|unhone)(?: ${THEIR_WORDS}{0,10}?| )(?:boli|bola|bole|bolti|bolta|bolte|kehti|kehta|kehte|kaha|keh rahi|keh raha|likha|likhti|likhta)(?: ${THEIR_WORDS}{0,5}?| )(?:jeene ka|jeene ki|jina nahi|jeena nahi|jeena nhi|kisi cheez ka|koi matlab nahi|koi matlab nhi|marna|mar jana|mar jaana|${THEIR_HARM})`,
    String.raw`(?:mera|meri|mere|hamara|hamari|ek|apna|apni|uska|uski|unka|unki) (?:\w+ ){0,2}?${SOMEONE}\w*(?: ${THEIR_WORDS}{0,8}?| )${THEIR_HARM}`,
    String.raw`(?:wo|woh|vo|voh|usne|unhone|vah|wah|uska|uski|unka|unki)(?: ${THEIR_WORDS}{0,5}?| )${THEIR_HARM}`,
    String.raw`(?:${SUICIDE}|${DIE}) (?:kar lega|kar legi|karega|karegi|kar lenge|karenge)`,
    String.raw`(?:marna|mar jana|mar jaana|jeena nahi|jeena nhi) (?:chahta|chahti|chahte) (?:hai|h|he|hain)`,
  ],
  past: [
    String.raw`(?:\d+|ek|do|teen|char|chaar|paanch|panch|kuch|kai|das|bahut) (?:saal|sal|saalon|salon|mahine|mahina|mahino|mahinon|month|months|years|year|hafte|din|week|weeks) (?:pehle|pahle|phle|pehele|pehle ki baat|se clean|se theek|se thik|se better)`,
    String.raw`(?:pichle|pichhle|pichhli|pichli) (?:saal|sal|mahine|mahina|baar|hafte)`,
    String.raw`(?:bachpan|teenage|teenager tha|teenager thi) (?:mein|me|main|ke time|ke dino|ke dinon)|(?:school|college|hostel|class \d+|\d+th) (?:ke time|ke dino|ke dinon|ke zamane)`,
    String.raw`(?:jab|jb) (?:${I} )?\d+ (?:saal|sal) (?:ka|ki) (?:tha|thi)`,
    String.raw`(?:ab|abhi) (?:${I} )?(?:theek|thik|better|achha|accha|acha|behtar|clean|thik thak) (?:${AM}|ho gaya|ho gayi|ho gya|ho gyi)`,
    String.raw`(?:karti|karta|karte|krti|krta|sochti|sochta|sochte|kaatti|kaatta|leti|leta) (?:thi|tha|the)`,
    String.raw`(?:ek (?:zamana|time|waqt|samay) (?:tha|thaa)|us (?:waqt|time|samay)|pehle (?:${I} )?(?:bhi )?\w+ (?:karti|karta) (?:thi|tha))`,
  ],
  idioms: [
    String.raw`(?:hass|has|hans|hasa|haste|hanste|hasi|hansi)\w*(?: (?:hass|has|hans|haste|hanste)\w*)? (?:ke|kar|kr|ke maare|ke mare|se) mar \w+`,
    String.raw`(?:sharam|sharm|bhookh|bhook|bhuk|bhukh|garmi|thand|thandi|sardi|neend|nind|boredom|tension|darr|dar|khushi|jalan|jealousy|pyaas|pyas|intezaar|intzaar|intezar|thakaan|thakan|kaam|padhai|padhayi)(?: ke maare| se| ke mare| sey) (?:mar|marne|mara|mari|mare)\w*(?: \w+)?`,
    String.raw`bore (?:ho ke|hoke|hokar|ho kar|hote hote) (?:mar|marne)\w*(?: \w+)?`,
    String.raw`mar (?:gaya|gayi|gya|gyi|gaye|gye) (?:yaar|yar|yr|yrr|bhai|re|bc|bro|yaara|main|mai|hum)`,
    String.raw`(?:main|mai|hum|me) (?:toh|to) mar (?:gaya|gayi|gya|gyi|gaye|gye)`,
    String.raw`(?:haye|hayee|haaye|hay|hye|hawe) (?:main |mai |me )?mar (?:jawan|jaawan|javan|jaun|jau|gaya|gayi|gya|gyi)`,
    String.raw`(?:meri|mera|humari|hamari) (?:jaan|jan) (?:le|nikal|kha|kha rahi|kha raha)\w*(?: \w+)?`,
    String.raw`(?:jaan|jan) (?:nikal|chhidak|chidak|chhoot|chhut|chuti|chooti|bachi|bachaa|bachao|chhuda|chhudao|chhudana|chhudani|chhudaani|chudana|se pyara|se pyaara|se pyari|se pyaari|se zyada|se jyada|se bhi zyada|hai tu|ho tum|kha rahe|kha raha|kha rahi|kha gaya|kha gayi|kha li|kha liya)\w*(?: \w+)?`,
    String.raw`(?:usko|isko|tujhe|tereko|tujhko|tumko|tumhe|use|ise|unko|inko|unhe|inhe|(?:bhai|bhaiya|behen|behan|bahan|didi|chhotu|chotu|bro|sis|dost|\w+ bhai|\w+ didi) ko) (?:toh |to |sach mein |pakka )?maar (?:hi )?(?:daalunga|dalunga|daalungi|dalungi)(?!.*(?:jaan se|chaku|chaaku|sach mein|sach me|seriously|gun|goli))`,
    String.raw`goli (?:maaro|maro|maar do|mar do|maarte hai|maarenge|maar yaar|maar na|maar de)`,
    String.raw`(?:us|uss|tum|tujh|aap|kisi|un|unn|jis|is|iss|tuj)(?: ?(?:pe|par|pr|per)) (?:\w+ )?(?:marta|marti|marte|mar mit\w*)`,
    String.raw`mar mit\w*`,
    String.raw`marte dam tak|marte marte (?:bacha|bachi|bache)|marta kya na karta|marti kya na karti|mare hue ko|maro goli|mar ke bhi|mar kar bhi|markar bhi|mar mar ke|mar mar kar|maar maar ke|maar maar kar`,
    String.raw`(?:marne|mrne) (?:ki|ka) (?:bhi )?(?:fursat|fursad|furst|time|waqt)(?: nahi| nhi| nai)?`,
    String.raw`chahe (?:${I} )?mar (?:jaun|jau|jaaun|jaau|jaye|jaaye)|mar (?:jaunga|jaungi|jayenge) (?:par|pr|lekin|magar)`,
    String.raw`(?:ye|yeh|is|iss|ye wala|yeh wala) (?:\w+ ){0,2}?${ME} (?:\w+ )?(?:maar|mar) (?:dalega|dalegi|daalega|daalegi|dega|degi|raha|rahi|rha|rhi|rahe|dala|dali|dale)\w*(?: \w+)?`,
    // A parent or teacher who "will kill me" over marks or the phone; not "jaan se".
    String.raw`(?:mummy|mumma|mom|mommy|mammi|mummi|maa|ammi|papa|pappa|dad|daddy|pitaji|abbu|boss|sir|maam|mam|teacher|principal|bhai|bhaiya|didi|biwi|wife|coach)(?: \w+){0,2}? ${ME} (?:\w+ )?(?:maar|mar) (?:dalegi|dalega|dalenge|daalegi|daalega|daalenge|degi|dega|denge|daalengi)`,
    String.raw`(?:zinda|jinda) (?:nahi|nhi) (?:chhodegi|chodegi|chhodega|chodega|chhodenge|chodenge)`,
    String.raw`kill (?:kar|kr) (?:diya|di|dia|dala|daala)|mood ka murder`,
    String.raw`(?:utha le|uthale|utha lo) re baba(?: \w+){0,4}`,
    String.raw`(?:zeher|zehar|zahar) (?:ka|ke) (?:ghoont|ghunt)\w*(?: \w+)?|(?:zeher|zehar|zahar) (?:lagta|lagti|lagte)`,
    String.raw`(?:naak|nak|patta|chalaan|challan|bijli|light|line|call|phone|paise|salary|number|pocket|jeb) (?:\w+ )?(?:kat|kaat|cut)\w*(?: \w+)?`,
    String.raw`(?:kat|kt) (?:gaya|gayi|gya|gyi|gaye)|(?:time|waqt|din|raatein|raat|zindagi|samay) (?:\w+ )?(?:kaat|kat)(?:na|ne|ti|ta|te|raha|rahi)?(?: \w+)?|kaatne ko (?:daud|dauda|daudta|aata|aati)\w*`,
    String.raw`(?:machhar|macchar|machar|machchhar|kutte|kutta|kutiya|billi|chinti|cheenti|keede|keeda|saanp|snake|bandar|dog|cat|makhi|bichhu) ne (?:\w+ )?(?:kaat|kat|kata|kaata)\w*`,
    // Haircuts, nails, cooking: "baal kaat liye", "sabzi kaatte hue".
    String.raw`(?:baal|bal|hair|nakhun|nakhoon|nakhuno|nails|dadhi|daadhi|beard|sabzi|sabji|pyaaz|pyaz|onion|tamatar|fruit|phal|aam|seb|kaagaz|kagaz|paper|cake|kapda|kapde) (?:\w+ )?(?:kaat|kat|cut)\w*(?: \w+)?`,
    String.raw`(?:kaatte|katte|kaat te|cut karte) (?:hue|huye|waqt|time|samay)(?: \w+){0,3}`,
  ],
};

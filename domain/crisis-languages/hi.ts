import type { LanguagePhrases } from './phrases';

// Hindi in Latin script and Hinglish, as typed in chat across North India, Delhi and Mumbai, folded
// (lower case, no accents). Spelling is free: nahi/nhi/nai, main/mai/me, mujhe/muje/mereko, and the
// long vowels come doubled or not (maar/mar, jaan/jan), so words are written with optional letters
// (`ja+na`, `cha+h?a?ta`) rather than listed spelling by spelling: the patterns stay small, and
// compile fast. Hindi marks the person on the auxiliary ("chahta hu", I; "chahta hai", he), so the
// first-person phrases refuse a following "hai".

const NO = String.raw`(?:na?h?(?:i+|ee)n?)`;
// Not followed, a word or two on, by a negation or a "don't" ("khud ko hurt mat karo").
// "band nahi kar pa rahi" (cannot stop) is no denial.
const NOT_DENIED = String.raw`(?!(?: (?!band\b|rok)\w+){0,2} (?:na?h?i+n?|ma?t)\b)`;
const ME = String.raw`(?:m(?:u?jh?|uz)(?:e|ko)|mere ?ko)`;
const I = String.raw`(?:main?|mei?n?|mn|apun|hum)`;
const AM = String.raw`(?:hu+n?|hoo+n?|hum)`;
// "chahta hu" (I want), never "chahta hai" (he wants) or "chahta tha" (wanted).
const WANT = String.raw`(?:cha+h?a?t[ai]a?|chahun?)(?! (?:hai?n?|he|h|th[aie])\b)`;
// "marne ka mann karta hai": an urge, said impersonally.
const URGE = String.raw`(?:ka|ki|ko) (?:(?:bahut|bohot|bht|bas|roz) )?(?:ma?n+|dil|j(?:ee|i)|ic+h*c?h*a) (?:ka?r(?:t[ai]| ra?h[ai])|ho(?:ta| ra?ha)|chah?a?ta|hai|he|h)\b`;
const DIE = String.raw`(?:ma?rna+|mar (?:hi )?ja+na|marjana|(?:khatam|gayab) ho ja+na|[zj]inda ${NO} r[ae]h?na|(?:is )?duniya (?:chh?odna|se ja+na)|hamesha ke liye so ja+na)`;
// A form of dying said as a wish: "mar jaun", "mar jata", "mar jaye".
const DIE_WISH = String.raw`(?:mar (?:ja+(?:[uo]+n?|t[ai]|y?e)|ga?y[ai] hot[ai]))`;
const LIVE = String.raw`(?:j(?:ee|i)naa?|[zj]inda r[ae]h?na)`;
const SUICIDE = String.raw`(?:su+i?[cs]i?de?|khud ?kh?u+s+h?i|a+tma?hat+ya)`;
const MYSELF = String.raw`(?:khud(?: hi)? ?ko|apne ?a+p ?ko|apne ko)`;
// Will do (for myself): "kar lunga", "kar dungi", "karunga".
const WILL = String.raw`(?:(?:l|d|da+l)(?:u+n?|oo?n)(?:g[ai])?)`;
const WILL_DO = String.raw`(?:ka?r ${WILL}|ka?r(?:u+|oo)n?g[ai])`;
const PILLS = String.raw`(?:goli(?:y?a+n?|yon)?|pills?|tablet\w*|da[wv]a(?:i\w*)?|med(?:icine)?s?|paracetamol|crocin|dolo|calpol|alpra\w*|(?:clon|di|nitr)azepam|clonotril|rivotril|lonazep|zolpidem|nitrosun|valium|restyl)`;
const POISON = String.raw`(?:[zj][ae]h[ae]r|poison|ch(?:u|oo)h(?:[ae]|on) ma+r\w*(?: \w+)? (?:da[wv]a\w*|goli\w*|poison|powder|cake)|chuhamar \w+|k(?:ee|i)(?:t|de)nashak|pesticide|s[aeu]l(?:ph|f)[ao]s|celphos|(?:ph|f)[ei]nyl|harpic|te[zj]a+b|acid)`;
// Pills named for killing, and "all of them": a headache pill alone is not a means.
const LETHAL_PILLS = String.raw`(?:(?:n(?:ee|i)nd|sone|sleeping|sa+r[ei]|sab|p[ou]+r[ai]|(?:bahut|bohot|dher) sa+ri|ek sa+th|(?<!\d)[1-9]\d?|das|bees|tees|pachas|sau) (?:(?:ki|wa+l[ia]|ke) )?(?:\w+ )?${PILLS}|p[ou]+r[ai] (?:patta|strip|bottle|dibba|packet|pack))`;
const MEANS = String.raw`(?:${LETHAL_PILLS}|${POISON}|ra+s+[ia]|(?:ph|f)and[ae]|blades?|razor|pist[ao]u?l|revolver|katta|tamancha|band[ou]+[kq]|gun)`;
const HIGH_PLACE = String.raw`(?:chh?at+h?|terrace|roof|building|balcony|chhajj[ae]|pul|bridge|flyover|cliff|paha+d|tower|floor|manzil|nadi|nah?e?ar|sam[au]ndar|ku(?:an|w[ae]|en)|talab|river|dam)`;
const VEHICLE = String.raw`(?:train|rail\w*|metro|truck|bus|ga+di|car|tempo|trolley)`;
// Jumping, to come: "kood jaunga", "chhalang laga dungi", "koodna".
const JUMP = String.raw`(?:(?:k(?:oo|u+)dh?|jump (?:kar|maar)|chh?a+la+n?g laga) (?:ja+u+n?(?:g[ai])?|${WILL})|k(?:oo|u)d(?:n[ae]|u+n?g[ai]|u+n?)|jump kar(?:n[ae]|u+n?g[ai])|chh?alang laga(?:n[ae]|u+n?g[ai]))`;
const HANG = String.raw`(?:(?:ph|f)a+n?s(?:i|ee)|(?:ph|f)and[ae])`;
const CUT_PART = String.raw`(?:ha+th(?:on)?|ba+a?h(?:on|ein)|ba+nh(?:on)?|kala+i(?:yan)?|wrists?|ba+[zj]u|arms?|ja+n?gh|thighs?|pet|skin|chamdi|body|nas+(?:ein|e|o|en)?|veins?)`;
// Cutting on purpose (kaat, transitive), not being cut (kat gaya): "haath kaat liya", "cut karti hu".
const CUT = String.raw`(?:ka+t(?:a|i|u+n?|n[ae]|t[ai]|u+n?g[ai]| le(?:ti|ta))?|kat (?:li|liya|lia|le(?:ti|ta)|lu+n?g[ai]|ra?h[ai])|cut (?:ka?r(?:t[ai]|u+n?g[ai]|n[ae])?|kiy?[ae]|ki|kia))`;
// When, to come: "aaj raat", "sunday", "15 tareekh ko", "jab sab so jayenge".
const WHEN = String.raw`(?:a+j(?: raat| hi| sham)?|is(?:i)? (?:hafte|weekend|mahine)|agle (?:hafte|mahine)|kal(?: raat| subah)?|parso+n?|raat ko|(?:sun|mon|tues|wednes|thurs|fri|satur)day|(?:ravi|som|mangal|budh|guru|shukra|shani)var|\d+ (?:tareekh|tarikh|tarik|date)|jab sab so (?:ja\w+|rahe honge)|jab (?:ghar (?:pe|par|mein) )?koi ${NO} (?:hoga|hai)|(?:exam|result|birthday|shaadi) ke (?:baad|din))`;
// Said of oneself, an act to come: "suicide kar lunga", "khud ko khatam kar dungi", "mar jaunga".
const ACT_TO_COME = String.raw`(?:${SUICIDE} (?:hi )?${WILL_DO}|${MYSELF} (?:kha?ta?m|ma+r) (?:ka?r )?${WILL}|mar ja+u+n?g[ai]|maru+n?g[ai]|sab (?:kuch )?khatam (?:ka?r|ho) (?:du+n?g[ai]|ja+y?e?ga)|${JUMP}|${HANG} laga ${WILL}|lat[ak]k ja+u+n?g[ai])`;
const DEATH_WORD = String.raw`(?:mar|marna|marne|maut|mout|${SUICIDE}|khatam|${HANG}|[zj]eh[ae]r|kood|kud|goliyan|jaan)`;
const GOD = String.raw`(?:bhagw?a+n|bhagvan|god|(?:oo|u)par ?wal[ae]|khuda|allah|rab+a?|ishwar|prabhu)`;
// Ways of dying asked about: "girne se", "train ke aage aane se", "latakne pe".
const METHOD_ACT = String.raw`(?:girne|k(?:oo|u)dne|jump karne|aane|latakne|${HANG} lagane|d(?:oo|u)bne|ka+tne|kha+ne|p(?:ee|i)ne|lene)`;
// Given away, sold or handed over: "de di", "baant diya".
const GIVE_AWAY = String.raw`(?:de (?:d(?:i|iya|iye|ia|ie)|ra?h[ai]|du+n?g[ai])|sa?u?o?np|ba+nt|gift kar)\w*`;
const THINGS = String.raw`(?:sa+ma+n|ch(?:ee|i)ze\w*|kapde|guitar|books|kita+be\w*|phone|laptop|ps5|playstation|bike|cycle|billi|kutt[ae]|dog|cat|pet|jewellery|gehne|collection|diary|paintings|shoes)`;
const WEAPON = String.raw`(?:cha+k(?:u|oo)|chhura|knife|pistol|katta|tamancha|band[ou]+k|revolver|gun|rifle|rod|te[zj]a+b|acid|petrol|kerosene)`;
// Letters for an occasion or a thank-you, not a farewell.
const NO_OCCASION = String.raw`(?!.*\b(?:birthday|bday|anniversary|mother|father|valentine|thanks?|shukriya|diwali|rakhi|teacher)\b)`;
// Pests: "machhar maarne ka tarika" asks about mosquitoes.
const PEST = String.raw`(?:machh?ar|chuh[aeo]n?|cockroach|keed[aeo]n?|makh?k?hi|chi+nti|deemak|bugs?)`;
const LAUGH = String.raw`(?:haha|hehe|lol|lmf?ao|rofl|jk|ma[zj]a+[kq]|mazze)`;
// Moving, leaving school or a job, anywhere in the sentence: goodbyes and giving away that are not a
// farewell to life.
const MOVING_WORDS = String.raw`\b(?:shift\w*|move|moving|abroad|videsh|flight|trip|naya ghar|naye ghar|hostel|school|college|office|farewell|last day|juniors?|donate|charity|daan|anath|ashram|ngo|gar(?:ee|i)b\w*|purane|purani|bech\w*|sale|ja ra?h[ai]|jaa ra?h[ai]|chh?od ra?h[ai])\b`;
const NOT_MOVING = String.raw`(?<!${MOVING_WORDS}.*)(?!.*${MOVING_WORDS})`;
// Someone else, for the friend at risk.
const SOMEONE = String.raw`(?:dost|friend|frnd|bestie|yaar|bhai\w*|beh?e?a?n|didi|cousin|bf|gf|boyfriend|girlfriend|roommate|classmate|saheli|beta|beti|ba?ch+[ae]|papa|mumm?[ya]|maa|mom|dad|pati|patni|wife|husband|colleague|junior|senior|padosi|chacha|mama|mausi|bua|uncle|aunty|student)`;
// A gap of words with no first person in it, so "mera bf chala gaya aur main..." stays mine.
const THEIR_WORDS = String.raw`(?:(?!(?:main?|me|mein|m(?:u?jh?|uz)(?:e|ko)|mereko|ma?i?ne|hu+n?|hoon|apun)\b)\w+ )*?`;
const THEIR_HARM = String.raw`(?:mar (?:ja+y?e)|(?:cut (?:kar|kr)|ka+t)t?(?:a|i|e) (?:hai?n?|he|h)|(?:goodbye|alvida|bye bye)(?: wal[ia]| type)? (?:story|post|status|msg|message|note|letter)|(?:apna|apni|apne) (?:\w+ ){0,3}?${THINGS}(?: \w+){0,3}? ${GIVE_AWAY}|${SUICIDE}|${MYSELF} (?:ma+r|kha?ta?m|ka+t|hurt|harm|jala|chot)\w*|apni (?:jaan|zindagi|jindagi|life) (?:le|khatam|end)\w*|${HANG} laga\w*|${POISON} (?:kha|pee|pi)\w*|nas ka+t\w*|self ?harm|cutting|cuts|overdose|(?:marna|mar ja+na|j(?:ee|i)na ${NO}) cha+h?t[aie] (?:hai?n?|he|h)\b)`;

export const HINDI: LanguagePhrases = {
  markers:
    'hai hain hu hoon nahi nahin nhi kya kyu kyun kaise mujhe mujhko mereko mera meri mai tum tera teri aap yaar yr bhai kuch kuchh koi sab bahut bohot bht bhi aur toh kar karna kr raha rahi rha rhi tha thi gaya gayi gya hota hoti ka ki ke ko se ne wo woh yeh kab kahan abhi phir fir lekin sirf kyunki accha acha achha theek thik hoga wala wali diya liya haan apna apni apne aaj raat ghar baat pata sach zindagi dil mann chahta chahti lagta lagti isliye jaise',
  crisis: {
    'passive-ideation': [
      String.raw`bhagwan (?:ne )?(?:abhi tak )?(?:uthaya|utha) (?:kyu|kyun) (?:nhi|nahi)`,
      // "main na rahun toh shayad ghar me thodi shanti ho jaye".
      String.raw`${I} (?:na|nahi|nhi) (?:rahu+n?|rahoon|rahu+n?g[ai]) (?:to|toh) (?:\w+ ){0,5}?(?:shanti|sukoon|sukun|khush|aaram|better|achha|accha|azaad)`,
      // "marna chahta hu", but not "usko marna chahta hu" (marna for maarna, to hit).
      String.raw`${DIE} ${WANT}(?<!(?:\bko|us(?:ko|e|se|ey)|unko|unhe|is[ek]o?|inko|tujhe|tumhe|sabko) ma?rna+ \w+)`,
      String.raw`(?:ma?rne|mar ja+ne|marjane|(?:khatam|gayab) hone) ${URGE}`,
      String.raw`(?:ma?rne|maut|mout) (?:ke|ka|ki) (?:kha?ya+l|vicha+r|thoughts|khwaab)`,
      String.raw`${ME}(?: (?:bas|bs|ab|sach m\w*|sachi|bhi|toh?|abhi|aaj|seriously|sirf))* ${DIE} (?:hai|h|he|hi hai|cha+h?i(?:y?e))`,
      String.raw`(?:bas|bs|ab|ab toh?|sirf) ${DIE} (?:hai|h|he|chah?t[ai])`,
      String.raw`(?:${NO}|aur) ${LIVE}(?! (?:dete|denge|diya|dega|degi|mushkil|ha?i\b))`,
      String.raw`${LIVE} (?:hi )?${NO} (?:${WANT}|hai|h|he|mujhe|muje|cha+h?i(?:y?e)|ab|aur)`,
      String.raw`(?:j(?:ee|i)ne|[zj]inda r[ae]hne) (?:ka|ki|ko|ke) (?:koi )?(?:ma?n+|dil|ic+h*a|wajah|vajah|matlab|ma[kq]sad|fa+y?da|reason|u+mm?eed|irada|chahat|shauk|mood) (?:\w+ ){0,2}?(?:${NO}|kha?ta?m|bachi|bacha)`,
      String.raw`ka+s+h+ (?:\w+ ){0,3}?(?:${DIE_WISH}|(?:paida|janam|exist) (?:hi )?(?:na|${NO})|hot[ai] hi ${NO}|(?:uthu+n?|khule) (?:hi )?na|na uthu+n?|maut aa ja+y?e|(?:mujhe )?kuch ho ja+y?e|(?:mera )?accident ho ja+y?e)`,
      String.raw`(?:n(?:ee|i)nd|sote (?:sote|hu?y?e)) (?:m[ae]i?n? )?(?:hi )?${DIE_WISH}`,
      String.raw`so ja+u+n? (?:aur|or|phir|fir) (?:\w+ ){0,2}?(?:(?:na|${NO}) uth(?:u+n?|oon)|uth(?:u+n?|oon) (?:hi )?(?:na|${NO}))`,
      String.raw`(?:subah|kal) (?:\w+ )?(?:uthna|uthu+n?) (?:hi )?(?:na|${NO}) (?:pade|pde|padhe|padey)`,
      String.raw`a+ankh (?:hi )?(?:na|${NO}) khule`,
      String.raw`${GOD}(?: \w+){0,5}? (?:${ME} (?:\w+ )?(?:ma?ut de|ma+r d[eo])|(?:${ME} (?:\w+ )?)?(?:utha ?l[eo]|utha kyu?n? ${NO}|apne pa+s bula|bula l[eo]))(?! re baba)`,
      String.raw`${ME} (?:\w+ )?(?:utha ?l[eo]|apne pa+s bula le) (?:\w+ )?${GOD}`,
      String.raw`koi ${ME} (?:\w+ )?(?:ma+r|kha?ta?m kar) d(?:e|o|ale)\b(?!.*${LAUGH})`,
      String.raw`${ME} (?:\w+ )?(?:maut|mout|mrityu) (?:cha+h?i(?:y?e)|de d[oe]|aa ja+y?e|kyu?n? ${NO} a+ti)`,
      String.raw`(?:bas|ka+sh|ab|ab toh) (?:\w+ )?(?:maut|mout) (?:aa ja+y?e|de ?d[eo])`,
      String.raw`mere (?:bina|bagair|bgair|na (?:hone|r[ae]hne) se|marne se|mar ja+ne se|ja+ne se|marne ke baad) (?:\w+ ){0,3}?(?:better|behtar|khush|ac?c?h+[ae]|sukhi|aaram se|chain se|azaad) (?:r(?:a|e)?h?(?:enge|ega|egi|oge)|ho(?:nge|ga|gi|ge)|ho ja+y?enge|reh lenge|jiyenge)`,
      String.raw`(?:fa?ra[kq]|frk) ${NO} (?:pa?d(?:e|t)g?aa?) (?:\w+ ){0,3}?(?:mar|na ra?hu|${NO} ra?hu+n?g[ai])\w*`,
      String.raw`mar (?:bhi )?ja+u+n? (?:to|toh) (?:\w+ ){0,3}?(?:fa?ra[kq]|frk) (?:${NO}|na) (?:pa?d)\w*`,
      String.raw`(?:${I}|duniya m\w*) (?:\w+ )?(?:na|${NO}) (?:r[ae]h?(?:u+n?|oon|t[ai])|hot[ai]) (?:\w+ )?(?:to|toh) (?:\w+ ){0,3}?(?:ac?c?h+a|better|behtar|sahi|th[ei]+k)`,
      String.raw`(?:[zj]i+n?dh?a?gi|life) (?:bas |hi )?khatam ho ja+y?e`,
      String.raw`hamesha ke liye so(?:ne|na|ja+u+n?|ja+na)\b|lagta hai (?:${I} )?(?:na|${NO}) (?:hot[ai]|r[ae]h?t[ai]|r[ae]hu+n?) (?:to|toh) (?:\w+ ){0,2}?(?:ac?c?h+a|better|behtar|sahi)`,
      // A burden to all; living is pointless; death better than this life.
      String.raw`(?:bojh|burden) (?:ban ga?y[ai] )?${AM}\b|j(?:ee|i) ?(?:ke|kar) (?:bhi )?kya (?:fa+y?da|karu+n?(?:g[ai])?|matlab)|(?:is )?(?:[zj]i+n?dh?a?gi|life) se (?:toh? )?(?:maut|marna) (?:ac?c?h+i|behtar|better)`,
      String.raw`is+ duniy?a m\w* ${NO} r[ae]h?na`,
      String.raw`(?:marna|mar ja+na|maut|${SUICIDE}) (?:hi )?(?:ek|akela|a+khi?ri|last) (?:ra+sta|option|upay|chaa?ra|tarika)`,
      String.raw`(?:marne|maut|${SUICIDE}) ke (?:a?[li]la+wa|siwa+y?|siva+y?) (?:koi|kuch) (?:\w+ )?(?:ra+sta|option|chaa?ra|upay)`,
      String.raw`${DIE_WISH} (?:to|toh) (?:\w+ ){0,2}?(?:ac?c?h+a|behtar|better|sahi|th[ei]+k|sukoon)`,
      String.raw`(?:koi|ka+sh koi) (?:\w+ )?${VEHICLE} (?:\w+ )?(?:thok|thoke|kuchal|kuchle|udaa?|maar|takkar maar) (?:de|dega|de de|ja+y?e)`,
      String.raw`(?:accident|ha+dsa) (?:ho )?ja+y?e (?:to|toh) (?:\w+ )?(?:ac?c?h+a|behtar|better)`,
    ],
    'active-ideation': [
      String.raw`se pehle hi (?:main|mai) chal(?:a|i) (?:jaunga|jaungi)`,
      // "roz sochti hu ki apni jaan de du".
      String.raw`apni jaan de (?:du|dun|doon|dena|dunga|dungi)`,
      // "ek din sach me chali jaungi tab samjhenge sab".
      String.raw`(?:sach me|sach mein|sach mai) chal(?:i|a) ja(?:u|o)?ng(?:i|a)`,
      // "main sab khatam karna chahta hu": everything, not a piece of work.
      String.raw`(?:sab(?: kuch)?|sb|apni (?:life|zindagi)|${MYSELF}) (?:khatam|khtm|khatm|end) (?:ka?rna|ka?r dena|ka?r lena) ${WANT}(?!.*(?:ka+m|work|assignment|project|homework|padha+i|syllabus|chapter|episode|season|series|khana|order|notes))`,
      String.raw`${SUICIDE} (?:hi |bhi )?${WILL_DO}`,
      String.raw`${SUICIDE} (?:ka?rne )?(?:wal[aie] ${AM}|(?:ka|ki|ke) (?:soch|kha?ya+l|vicha+r|thoughts?|ma?n+|dil|ira+da|ic+h*a)\w*)`,
      String.raw`${SUICIDE} (?:ka?rn[ae]) (?:${WANT}|hai|h|he|cha+h?i(?:y?e))`,
      String.raw`${SUICIDE} ${URGE}`,
      String.raw`suicidal (?:feel|mehsoos|lag|ho) (?:ka?r|ho|hot[ai]|ra?h[ai]|hu|hoon)`,
      String.raw`(?:${SUICIDE}|marne|khud ko (?:maarne|khatam karne)) (?:ke|ka) ba+re?y? (?:m\w+ )?(?:\w+ )?(?:soch(?:t[ai]|te|a| ra?h[ai]))(?! (?:hai?n?|he|h)\b)`,
      String.raw`${MYSELF} (?:ma+r|kha?ta?m|kill|finish|end)\w*${NOT_DENIED}`,
      String.raw`(?:apni|apne) (?:jaan|jan|[zj]i+n?dh?a?gi|life) (?:le|kha?ta?m|end)\w*${NOT_DENIED}`,
      String.raw`apni ja+n (?:dena|deni|dene) ${WANT}`,
      String.raw`${HANG} (?:la?gaa?) ${WILL}|${HANG} (?:la?ga(?:n[ae]|u+n?(?:g[ai])?))`,
      String.raw`(?:pankh[ae]|fan|ceiling|chhat) (?:se|pe|par) (?:\w+ )?(?:latak|lutak|jh(?:oo|u)l) (?:ja+u+n?(?:g[ai])?|ja+n[ae])`,
      String.raw`${HIGH_PLACE}\w* (?:se|pe|par|ke upar se|m\w*) (?:\w+ )?${JUMP}`,
      String.raw`${VEHICLE}\w* (?:ke|ki) (?:a+ge?y?|n(?:ee|i)che|sa+mne) (?:\w+ )?(?:(?:aa|kood|kud|let|lat|so) (?:ja+u+n?(?:g[ai])?|ja+n[ae])|${JUMP})`,
      String.raw`(?:patri|track|railway line|rail line) (?:pe|par|per) (?:\w+ )?(?:let|lat|so) (?:ja+u+n?(?:g[ai])?|ja+n[ae])`,
      String.raw`(?:${POISON}|${LETHAL_PILLS}) (?:(?:kha+|pee|pii?|gatak|nigal|le) ?${WILL}|(?:kha+n[ae]|p(?:ee|i)n[ae]) (?:\w+ )?(?:${WANT}|hai|h|k[ai] soch|${URGE}))`,
      String.raw`nas+(?:ein|e|o|en)? (?:\w+ )?(?:ka+t|cut) (?:${WILL}|(?:de|le)n[ai] ${WANT})|nas+(?:ein|e|o|en)? ka+tn[ae] (?:ka|ki|ko|ke) \w+`,
      String.raw`${MYSELF} (?:\w+ ){0,3}?a+gh? (?:la?gaa?)\w*${NOT_DENIED}|a+gh? la?ga (?:lu+n?g?[ai]?|du+n?g[ai]) (?:khud|apne)`,
      String.raw`(?:ab|bas|hamesha ke liye) sab (?:kuch |kuchh )?(?:hamesha ke liye )?(?:kha?ta?m|end) (?:ka?r) (?:du+n?|doon|lu+n?g[ai]|dung[ai])`,
      String.raw`sab (?:kuch |kuchh )?(?:kha?ta?m|end) (?:ka?r) (?:dena|dene|du+n?) ${WANT}`,
      String.raw`(?:ma?rne|khud ko maarne) (?:ja+) (?:ra?h[ai]) ${AM}|ma?rne wal[ai] ${AM}`,
    ],
    'method-lethality': [
      String.raw`(?:keede|keeda|chuhe) (?:maar|mar)\w* wali dawai sabse tez`,
      String.raw`(?:sulphas|sulfas|celphos)\w* (?:\w+ ){0,3}?(?:kitni|kitna|kitne) (?:khatarnak|zehreeli|jaanleva)`,
      // How many pills, which poison, to die: "kitni crocin se maut", "kaunsi dawai se insaan uthta nahi".
      String.raw`(?:kitn[aie]|ketni|ka?u?n ?s[aie]|ko?n ?s[aie]) (?:\w+ ){0,3}?(?:${PILLS}|${POISON})(?: \w+){0,8}? (?:maut|mout|mar|marte|mar (?:ja+t[ai]|ja+u+n?g[ai]|sakt[aie])|death|ja+n ja\w*|overdose|od|zyada|jyada|jada|khatarnak|jaanleva|lethal|fatal)\b`,
      String.raw`(?:ma?rne(?<!${PEST} ma?rne)|${SUICIDE}|khud ko (?:maarne|khatam karne))(?: ka?rne)? (?:ka|ke|ki) (?:sabse |koi )?(?:a+sa+n|easy|best|fast|jaldi|tez|painless|bina dard|ac?cha|pakka|sure)? ?(?:wala )?(?:tar(?:i|ee)[kq]a|tare?ka|trika|tar(?:i|ee)ke|way|ways|method|upay)`,
      String.raw`(?:tar(?:i|ee)[kq]a|trika|way|method|upay)(?: \w+){0,3}? (?<!${PEST} )(?:ma?rne|${SUICIDE}|khud ko maarne) (?:ka|ki|ke)\b`,
      String.raw`(?:sabse |koi )?(?:a+sa+n|easy|painless|bina dard (?:ka|wala)|jaldi|fast|pakka|kam dard wala) (?:tar(?:i|ee)[kq]a|trika|way|method|upay) (?:\w+ ){0,2}(?:ma?rne|${SUICIDE}|maut|khud ko maarne)`,
      String.raw`(?:bina dard (?:ke )?|painless )(?:kaise )?(?:mar|maut|mout)\w*`,
      String.raw`(?:${HANG}|overdose|od)(?: \w+){0,3}? (?:kitna time|kitni der|kitne (?:min|sec)\w*)|(?:overdose|od) (?:ke liye|se|me|mein) (?:\w+ ){0,3}?(?:kitn|mar|maut|death)\w*`,
      String.raw`(?:${HANG}|nas+(?:ein)?) (?:kaise|kese|sahi se) (?:laga|ka+t|bana)\w*`,
      // How long dying by a means takes: "zeher kha ke marne mein kitni der lagti hai".
      String.raw`(?:${POISON}|${LETHAL_PILLS}|${HANG}|overdose)(?: \w+){0,3}? (?<!${PEST} )(?:ma?rne|maut|mout|mar ja+ne) (?:m\w* )?(?:kitna time|kitni der|kitna waqt|kitne (?:min|sec|ghant)\w*) (?:lag|hot)\w*`,
      String.raw`(?:ka?u?n ?s[aie]|ko?n ?s[aie]|kitn[aie]) (?:\w+ ){0,2}?(?:[zj][ae]h[ae]r|poison)(?: \w+){0,4}? (?:jaldi|turant|fast|asar)(?!.*(?:cockroach|chuh|keed|machh?ar|deemak|pest))`,
      String.raw`(?:lethal|fatal|ja+n ?leva|maut wali) (?:dose|matra|khuraak|amount) (?:\w+ )?(?:kitn[aie]|kya|batao|bata)`,
      String.raw`(?:kitn[aie]|kaun ?si|konsi|kitne) (?:\w+ ){0,3}?(?:oo?n?chai|height|upar|floor|ma?n[zj]il|mazil|ma+le|meter|feet|storey|building)\w*(?: \w+){0,5}? (?:maut|mout|marte|mar|death|k(?:oo|u)d\w*|girne|jump)\b`,
      String.raw`${METHOD_ACT} (?:se|pe|par|m\w*) (?:\w+ ){0,4}?(?:turant |pakka |seedha |jaldi )?(?:mar|maut|mout|jaan) (?:ja+t[aei]|ja+ne|sakt[aei]|hoti|ho ja+ti|chali ja+ti)`,
      String.raw`${LETHAL_PILLS}(?: \w+){0,6}? (?:to|toh)(?: \w+){0,4}? (?:kitn[aie]|kya hoga|asar|mar|maut|jaan|khatam|bach)\w*`,
      String.raw`(?:kitne|kitni|kitna|kitni der) (?:m\w+ )?(?:jaan|maut|mout) (?:ja+ti|hoti|ho ja+ti|ja sakti|aa ja+ti|a+ti)`,
      String.raw`(?:ka?u?n ?s[ai]|ko?n ?s[ai]|kis|kitn[ie])(?: \w+){0,5}? (?:utht[aei]|uthe|uth) (?:hi )?(?:nahi|nhi|na)`,
      // What it does to a person, where to get it: "chuhe maarne ki dawai insaan pe kitni jaldi", "zeher kahan milega".
      String.raw`(?:${POISON}|${LETHAL_PILLS}|pistol|katta|tamancha)(?: \w+){0,5}? (?:(?:insa+n|aadmi|admi|human|bande|log)\w*(?: \w+){0,4}? (?:asar|maut|mar|jaan|kitn|bach (?:na|${NO}) pa|na bach)\w*|(?:kahan?|kidhar|kaise) (?:se )?(?:mil(?:eg[ai]|t[ai]|enge| sakt[ai])|kh[ae]?a?r[ie]*du+n?|kharidein))`,
    ],
    means: [
      // A scarf or rope and the ceiling fan, named together: "dupatta aur pankha, bas itna hi chahiye".
      String.raw`(?:dupatt?a|chunn?i|ra+s+[ia]|saree|sari) (?:aur|\+) (?:\w+ )?(?:pankh[aei]|ceiling fan|fan)\b`,
      // Kept ("mere paas ... hai"), bought, hoarded or hidden, kept in a drawer, where the key is; not a
      // razor for shaving, nor a grandmother's pills she is given at night.
      String.raw`(?:mere pa+s+ (?:ab |abhi )?(?:\w+ ){0,3}?)?${MEANS}(?: (?!${NO}\b)\w+){0,8}? (?:(?:kh[ae]?a?r[ie]*d|le a+y|la li|mangwa|order k|jama|ikk?at+h|ikk?ath|collect|store|stock|chh?upa|rakh (?:li|liya)|rakh[aie] ha?i|ready|taiyaar|tayyar|save kar|bacha (?:ke|kar))\w*|(?:drawer|almari|almirah|cupboard|ghar|kamre|room|bag|purse|dabb?[ae]|dibba|shelf|kitchen|bathroom|takiye|bistar|gadde)\w* (?:m\w+|pe|par|ke n[ie]+che) (?:\w+ ){0,2}?(?:hai|hain|h|pad[aie]|rakh[aie]|chh?upa\w*)|cha+bh?i (?:ka|ki) pa?ta|(?<=mere pa+s+ .*)(?:hai|h|he|hain|rakh[aie]|pad[aie]))(?!.*(?:shav|da+dhi|beard|pencil|craft|de de?t[ai]|khila\w*|dete))`,
      String.raw`(?:goli\w*|tablets|pills|dawaiyan) (?:\w+ )?(?:jama|ikk?at+h\w*|collect|store|stock|chh?upa|save|bacha) (?:ka?r|karke|rakh\w*|li|liye|ki|ke|ra?h[ai])`,
      String.raw`(?:chh?upa|chupa)\w* (?:ke |kar )?rakh\w* (?:\w+ ){0,2}?(?:[zj][ae]h[ae]r|poison|goli\w*|pills|blade|ra+s+i|pistol|katta|band[ou]+k)`,
      String.raw`(?:sab|sa+ra) (?:inte[zj]a+m|intazam|sa+ma+n) (?:ka?r liya|ho gaya|ready|taiyaar) (?:\w+ ){0,3}?(?:marne|${SUICIDE}|${HANG}|[zj]eh[ae]r)`,
      String.raw`(?:upar|chhat pe|chhat par|terrace pe|terrace par|bridge pe|pul pe|balcony se|balcony mein) (?:ja+ ?ke|ja+kar|khade hoke|khada hoke) (?:\w+ ){0,2}?(?:neeche|niche) (?:dekh|jhaa?nk)\w*`,
    ],
    plan: [
      String.raw`result wale din (?:karunga|karungi|kar (?:lunga|lungi|dunga|dungi))`,
      // A day picked because the house will be empty: "wahi din sahi rahega sab khatam karne ke liye".
      String.raw`(?:din|raat|time|mauka|waqt) (?:\w+ )?(?:sahi|theek|perfect|best) (?:rahega|rahegi|hai|hoga|hogi|h)(?: \w+){0,2}? (?:sab khatam karne|marne|khud ko (?:khatam|maarne)|${SUICIDE} karne|jaan dene)`,
      String.raw`(?:ma?rne|${SUICIDE}|khud ko (?:maarne|marne|khatam karne)|sab khatam karne|jaan dene|apni jaan lene|${HANG} lagane|k(?:oo|u)dne)(?: ka?rne)? (?:ka|ki|ke) (?:(?:pura|poora|pakka|ek|sa+ra|apna|poori|puri) )?(?:plan|planning|plaan|yojn?a|ta?i?y+a+ri|date|din|tare?e?kh|tarikh|jagah|faisa?la|decision)`,
      // When, then the act, a place to go, or a result to fail: "kal subah train ke aage kood jaunga".
      String.raw`${WHEN}(?! tak)(?: \w+){0,4}? (?:${ACT_TO_COME}|(?:bridge|pul|chhat|terrace|roof|patri|railway track|track|nadi|samundar|cliff|pahad)\w* (?:pe |par |ke upar |ki taraf |tak )?(?:ja+u+n?g[ai]|chal[ai] ja+u+n?g[ai])$|(?:fail|reject|nahi hua|nhi hua)\w*(?: \w+){0,2}? (?:to|toh) (?:bas|sab khatam|khatam|game over|the end)$)`,
      String.raw`${ACT_TO_COME} (?:\w+ ){0,2}?${WHEN}\b`,
      String.raw`(?:a+j|ye|yeh) (?:meri|mera) (?:(?:zindagi|life) k[ai] )?(?:a+khi?ri|last) (?:raat|sham)`,
      String.raw`(?:meri|mera) (?:zindagi|jindagi|life) (?:ka|ki) (?:a+khi?ri|last) (?:din|raat|sham|hafta)`,
      String.raw`kal (?:ka )?(?:suraj|sooraj|subah) ${NO} (?:dekhu+n?g[ai]|dekh pa+u+n?g[ai]|dekhenge)`,
      String.raw`(?:[zj]inda|(?:kal|subah|raat) tak(?: ${I})?) ${NO} (?:ra?hu+n?g[ai]|bachu+n?g[ai])`,
      String.raw`(?:kaise|kab|kaha+n?)(?: aur (?:kaise|kab|kaha+n?))+ (?:sab |sb )?(?:pata|pta|tay|tey|fix|decide|soch liya|soch rakha)`,
      // "tab karungi", the act unnamed, ending the sentence or with its date settled.
      String.raw`(?:tab|tabhi|usi din|us din|us raat|usi raat) (?:${WILL_DO})(?:$| (?:date|din|tarikh|tareekh|time) (?:bhi )?(?:fix|tay|pakka))`,
      String.raw`(?:birthday|bday|diwali|holi|eid|christmas|new year|rakhi)(?: \w+){0,2}? (?:mera|meri) (?:last|a+khi?ri) (?:hoga|hogi)|(?:mera|meri) (?:last|a+khi?ri) (?:birthday|bday|diwali|holi|eid|christmas|new year|rakhi) (?:hoga|hogi)`,
      // A decision on when or how, with death in the sentence.
      String.raw`(?:soch|decide|tay|tey|fix|final) (?:kar )?(?:liya|li|lia|kiya|kia) (?:hai |h )?(?:ki )?(?:kab|kaise|kese|kaha+n?|kis din|kis tarah)(?=.*${DEATH_WORD})`,
    ],
    preparation: [
      String.raw`(?:sabko|sab ko|sabhi ko|sabke liye) sorry wala (?:msg|message|mssg|mesg) (?:draft|likh|type)`,
      String.raw`(?:suicide note|suicide letter|(?:alvida|goodbye|a+khi?ri|antim) (?:note|letter|khat|chith?thi|patra)) (?:\w+ ){0,2}?(?:likh|bhej|rakh|chh?od)\w*`,
      String.raw`likh\w*(?: \w+)?(?: \w+)? (?:suicide note|(?:a+khi?ri|alvida) (?:khat|chitthi|letter))`,
      // Goodbyes and sorry to everyone, accounts deleted, things given away: unless moving or leaving.
      String.raw`(?:(?:sab ?ko|sab ?se) (?:hamesha ke liye |a+khi?ri (?:baar )?)?(?:alvida|goodbye)|hamesha ke liye (?:alvida|goodbye)|(?:sab ?ko|sab ?se) (?:\w+ ){0,3}?(?:sorry|maafi|thank you|thanks|alvida|goodbye)(?: \w+){0,10}? (?:delete|deactiv|mita|hata)\w*|(?:apna|apni|apne|meri|mera|mere) (?:sa+r[aie] |sab )?(?:sa+ma+n|ch(?:ee|i)ze\w*|kapde|stuff|books|kita+be\w*) (?:\w+ ){0,3}?(?:ba+nt|daa?n kar|give away)\w*|(?:sab ?se )?a+khi?ri (?:baar|bar) (?:\w+ )?(?:baat|mil|dekh|gale|alvida|bol)\w*|(?:apna|apni|apne|mera|meri|mere|sa+r[aie]) (?:\w+ ){0,3}?${THINGS} (?:\w+ ){0,4}?${GIVE_AWAY})${NOT_MOVING}`,
      String.raw`(?:is )?(?:duniya|zindagi) ko (?:hamesha ke liye |a+khi?ri (?:baar )?)?(?:alvida|goodbye)`,
      String.raw`(?:mere (?:marne|mar ja+ne|na r[ae]hne|ja+ne) (?:par|pe|ke baad)|jab (?:${I} )?${NO} (?:ra?hu+n?g[ai]))`,
      String.raw`(?:maine|apn[ai]|meri|mera) (?:\w+ )?(?:will|vasiyat|wasiyat|vasiyatnama) (?:bhi )?(?:likh|bana)\w*`,
      String.raw`(?:sab ?ke liye|ke liye|ko) (?:\w+ )?(?:letters?|khat|chith?thi\w*|notes|video message) (?:\w+ )?(?:likh|bana|record)\w*${NO_OCCASION}`,
      String.raw`(?:letters?|khat|chith?thi\w*|note) (?:\w+ )?likh\w*(?: \w+){0,2}? (?:sab ?ke|sab ?ko|ghar walon|family)\w* (?:liye|ke liye|ko)${NO_OCCASION}`,
      String.raw`(?:ab )?(?:${ME}|unko|sabko|kisi ko) (?:meri |iski |inki |unki |uski |kisi (?:cheez )?ki )?(?:za?r(?:oo|u)rat|ja?r(?:oo|u)rat) ${NO} (?:padegi|rahegi|hogi)`,
      String.raw`(?:milne|mil ne) (?:gaya|gayi|gya|gyi|aaya|aayi|ja+u+n?g[ai]|ja ra?h[ai]) (?:\w+ )?(?:alvida|goodbye) (?:kehne|kehna|bolne|bolna|karne)`,
      String.raw`(?:(?:pata|pta) ${NO}|${NO} (?:pata|pta)) (?:tha|hai|h|thi) (?:ki )?(?:ye |yeh |wo |woh )?(?:alvida|a+khi?ri|last) (?:\w+ )?(?:hai|tha|thi|mulakat|baar)`,
      String.raw`sabka (?:udh?aar|karza?|paise?a?) (?:\w+ )?(?:chuka|lauta|wapas kar)\w*`,
      String.raw`(?:passwords?|pins|bank (?:ki )?details|atm pin)(?: \w+){0,2}? likh (?:ke|kar|kr) (?:\w+ )?rakh\w*`,
      // Leaving nothing behind: "kuch nahi chhodna peeche".
      String.raw`(?:kuch|koi \w+) (?:bhi )?(?:${NO}|na) chh?od\w*(?: \w+)? (?:pe+che|pi+che|pichhe)|(?:pe+che|pi+che|pichhe) (?:kuch|koi \w+) (?:bhi )?(?:${NO}|na) chh?od\w*`,
    ],
    attempt: [
      String.raw`pankhe se (?:dupatta|rassi|chunni) (?:baandh|bandh) (?:diya|di|liya|li)`,
      // "abhi koshish ki thi, hua nahi ... dubara karne ka soch rahi hu".
      String.raw`abhi (?:abhi )?koshish ki (?:thi|hai)|dubara karne ka soch (?:rahi|raha) (?:hu|hoon|hun)`,
      // Not a story retold: "kahani me raja ne zeher pi liya".
      String.raw`(?:${LETHAL_PILLS}|${POISON}) (?:kha+|nigal|gatak|le|pee|pii?) (?:li|liya|lia|lee|liye|ga?y[ai]|chuk[ai]|ra?h[ai])(?<!\b(?:kahani|story|movie|film|novel|serial|episode|series|news|khabar|raja|rani|hero|heroine|villain|character)\b.*)`,
      String.raw`(?:overdose|od) (?:le li|le liya|le lia|ka?r li|ka?r liya|kiya|kia|ho gaya|le ra?h[ai])`,
      String.raw`(?:nas+(?:ein|e|o|en)?|kala+i|wrist|veins?) (?:\w+ )?(?:ka+t|cut) (?:li|liya|lia|di|diya|da+li|ra?h[ai]|ka?r li|ka?r diya)`,
      String.raw`(?:ma?rne|${SUICIDE}|${HANG} lagane|khud ko (?:maarne|marne|khatam karne)|jaan dene|apni jaan lene)(?: ka?rne)? (?:ki|ka) (?:kos?h?is+h?|try|attempt) (?:ki|kari|kiya|kia|ka?r li|kar chuk[ai])`,
      String.raw`${SUICIDE} (?:attempt|try) (?:kiya|kia|ki|ka?r liya|ka?r li)`,
      String.raw`${HANG} (?:\w+ ){0,3}?(?:bana|ba+ndh|la?ga|tang|da+l)\w* (?:liya|li|lia|diya|di|dia|chuk[ai])`,
      String.raw`(?:${HIGH_PLACE}|patri|track|railway line) (?:ke|ki) (?:kina+re|edge|kone|munder|railing|upar) (?:\w+ )?(?:khad[aie]|bai?th[ai]|beth[ai]|pahunch|aa ga?y[ai])`,
      String.raw`(?:patri\w*|patree|railway (?:track|line)) (?:pe|par|per) (?:(?:\w+ )?(?:let[aie]|bai?th[ai]|beth[ai]|khad[ai]) (?:${AM}|hua|hui)|${AM})`,
      String.raw`${HIGH_PLACE}\w* (?:pe|par|per|ke upar) (?:\w+ )?${AM}(?: \w+){0,8}? (?:k(?:oo|u)d|jump kar|chh?alang laga) ra?h[ai]`,
      String.raw`(?:k(?:oo|u)dne|jump karne|marne) (?:wal[ai]|ja ra?h[ai]) (?:\w+ )?${AM} (?:abhi|ab)`,
      String.raw`(?:khoon|khun|blood) (?:(?:ruk+ )?${NO}|${NO} ruk+) (?:ra?h[ai])`,
      String.raw`(?:sa+r[ie]|poori|puri|sab ki sab|(?:bahut|bohot|dher) sa+ri|ek sa+th) (?:kha+|nigal|gatak|le|nigl) (?:li|liya|lia|lee|liye)`,
    ],
    'self-injury': [
      String.raw`(?:fir se|phir se|firse) blade (?:uthaya|uthayi|utha liya)`,
      // "deewar pe sar maar raha hu baar baar": the wall named first, the blows going on.
      String.raw`(?:di?e?e?wa+r|wall|darwa+z\w*|door)\w* (?:pe|par|per|se|m\w*) (?:(?:apna|apni|apne|mera) )?(?:sar|sir|haath|hath|muh|mooh) (?:ma+r|patak|thok)\w* (?:raha|rahi|rha|rhi)${NOT_DENIED}`,
      // Head or hand struck against a wall: "apna sar diwaar pe maarta hoon".
      String.raw`(?:apna|apni|apne) (?:sar|sir|haath|hath|muh|mooh|mu+nh) (?:\w+ )?(?:di?e?wa+r|wall|darwa+z\w*|door|table|farsh|floor)\w* (?:pe|par|per|m\w*|se) (?:\w+ )?(?:ma+r|patak|ph?od|thok)\w*${NOT_DENIED}`,
      String.raw`${MYSELF} (?:\w+ )?(?:ka+t|katn|cut|hurt|harm|chot|nuksa+n|dard de|jala|ma+rt[ai]|pe+t|zakh?m|ghayal|noch|chubh)\w*${NOT_DENIED}`,
      String.raw`(?:blade|razor|compass|cutter|ka+nch|glass|cha+k(?:u|oo)|knife|pin|sui|cigarette|lighter) se (?:(?:apna|apne|apni|khud k[ai]) )?${CUT_PART}`,
      String.raw`(?:blade|razor|compass|cutter) se (?:\w+ ){0,2}?${CUT}`,
      String.raw`(?:(?:apna|apne|apni|mera|meri|mere) )?${CUT_PART} (?:(?:pe|par|per|ko|me|mein) )?(?:blade (?:se |chala|mar)|${CUT})\w*`,
      String.raw`(?:cutting|self ?-?harm|self ?injury) (?:ka?r(?:t[ai]| ra?h[ai]|ne|na|u+n?g[ai]| li| liya)?|kiya|kia|ki|shuru|phir se|fir ?se|phirse|wapas|dobara|dubara)`,
      String.raw`(?:phir se|fir ?se|phirse|wapas|dobara|dubara) (?:\w+ )?(?:cutting|self ?harm|khud ko (?:hurt|ka+t\w*))`,
      String.raw`(?:kharo?n?ch|khurach|noch)\w* (?:\w+ ){0,3}?(?:khoon|khun|blood) (?:nikal|aa|aane|nikalne)\w*`,
      String.raw`(?:cuts?|zakh?a?m|gha+v|nisha+n) (?:\w+ ){0,2}?(?:chh?upa|dhak)\w*`,
      String.raw`cut(?<!(?:call|phone|cake|baal|hair|nakh(?:u|oo)n|nails|line|number|paper|ped|video|scene|clip|gaana|song|kapd[ae]|photo|pic|part|salary|paise|light|bijli|ka|ki|ke|ko|ne) cut) (?:kiya|kia|ka?r liya|kiye|ka?rt[ai] (?:hu|hoon))`,
      String.raw`(?:ka+tne|katne|cut karne|khud ko (?:hurt|ka+t)ne|self ?-?harm|cutting) (?:ka|ki) (?:\w+ )?(?:ma?n+|dil|urge|craving|ic+h*a)|(?:ma?n+|dil|urge)(?: \w+){0,3}? (?:ka+tne|cut karne|khud ko hurt karne) (?:ka|ki)`,
      String.raw`ha+th (?:m\w+) (?:blade|razor|cutter) (?:hai|h|he|liye|le ?ke)`,
      String.raw`jab tak (?:khoon|khun|blood) (?:na|${NO}) (?:a+ye|aa ja+y?e|nikle|nikal|aata|nikalta)`,
      String.raw`(?:deewa+r|diwar|wall|sheeshe?|mirror|khud ko|apne aap ko|sar|sir)(?: \w+){0,4}? (?:ma+r|patak|phod)\w*(?: \w+){0,5}? (?:khoon|blood|haddi)`,
      String.raw`${CUT_PART} (?:ko )?(?:noch|kharoch|khurach|jala)(?:t[ai]|ti|ta)?\b`,
      String.raw`(?:sui|pin|needle|compass|blade)\w* (?:\w+ )?(?:chubh|gad|ghus)\w* (?:\w+ ){0,2}?(?:${MYSELF}|apn[aei]|khud)`,
    ],
    'harm-to-others': [
      String.raw`mila (?:du|doon|dun) aur khel khatam`,
      String.raw`(?:ja+n se|cha+k(?:u|oo)|chhura|knife|goli|band[ou]+k|pistol|katta|gun|[zj]eh[ae]r)(?<!\b(?:agar|agr|jo|haha|lol)\b.*) (?:\w+ )?(?:ma+r|ghomp|ghonp|ghop|de|mila|khila|pila) (?:${WILL}|den[ai])(?!.*${LAUGH})`,
      String.raw`(?:uska|unka|iska|us ka|un sabka|sabka|kisi ka)(?<!\b(?:agar|agr|jo|haha|lol)\b.*) (?:khoon|khun|murder|[kq]atl|kaam tama+m) (?:ka?r) (?:${WILL}|den[ai])(?!.*${LAUGH})`,
      String.raw`(?:usko|use|usse|unko|unhe|usey|sabko|un sabko|kisi ko) (?:\w+ ){0,2}?(?:sach m\w+|sacc?hi|sachchi|seriously|pakka) (?:\w+ )?(?:ma+r|khatam|ja+n se|khoon)\w*(?!.*${LAUGH})`,
      String.raw`(?:kisi ko|sabko|un sab ?ko|sab logon ko|school m\w+ sabko|class m\w+ sabko) (?:\w+ )?(?:ja+n se |goli )?(?:ma+r|khatam) (?:${WILL}|dena|da+lna)(?!.*${LAUGH})`,
      String.raw`(?:usko|unko|isko|sabko|use|unhe|usey|ko(?<!(?:${PEST}|zombie|villain|khud|apne a+p) ko)) (?:\w+ )?(?:ja+n se )?(?:ma+rne|ma+r da+lne|khatam karne|nuksa+n pahunchane|hurt karne) (?:ka|ki) (?:plan|soch|${URGE}|irada)\w*(?!.*${LAUGH})`,
      String.raw`${ME} (?:apne |apni |us+ |is )?(?:\w+ ){0,2}?ko (?:ja+n se )?(?:ma+rna|ma+r da+lna|ma+r dena|khatam karna) (?:hai|h|he|chah?t[ai])(?!.*${LAUGH})`,
      String.raw`(?:usko|use|unko|unhe|usey|us+) (?:\w+ ){0,3}?(?:chot|nuksa+n|hurt) (?:pa?h?o?u?n?cha+u+n?g[ai]|ka?ru+n?g[ai]|ka?r du+n?g[ai]|du+n?g[ai])(?!.*${LAUGH})`,
      String.raw`${WEAPON} (?:le ?ke|le ?kar) (?:ja+|aa) (?:ra?h[ai]) ${AM}|${WEAPON} le (?:ja+u+n?g[ai]|a+u+n?g[ai])`,
      String.raw`${WEAPON}(?: \w+){0,2}? (?:le a+y|kh[ae]?a?r[ie]*d|le li hai|le liya hai|mangwa)\w*(?=.*(?:pata|pta|usko|use|uska|uski|unka|ex|baje))`,
      String.raw`(?:khud se|apne a+p ?se|khudse) (?:hi )?(?:darr?) (?:lag|lagta|lagne)\w*`,
      // An urge to put something in someone's food or drink: "mann karta hai uske khaane mein kuch mila doon".
      String.raw`(?:ma?n+|dil) (?:ka?r|ka?rta|ho ?ta) (?:hai |h )?(?:\w+ ){0,2}?(?:uske|uski|unke|unki|iske|inke|sabke|[a-z]+ ke) (?:khaa?n[ae]|khana|chai|doodh|pa+ni|drink|glass|coffee|sabzi|dal) (?:m\w* )(?:kuch|${POISON}|goli\w*|dawai) (?:mila|daal|dal|ghol|mix kar)\w* ?(?:${WILL}|doon|du+n?)?(?!.*${LAUGH})`,
      String.raw`(?:ma?n+|dil) (?:ka?r|ka?rta) (?:\w+ ){0,2}?(?:jh[ai]n?k?jh[oi]r|jhinjhod|patak|phenk|gala daba|gala ghont|muh daba|takiya)\w*`,
      // "darr lagta hai kahin use maar na du": afraid of one's own urge to hurt someone.
      String.raw`(?:kahi+n?|kabhi) (?:\w+ ){0,2}?(?:ma+r|kuch kar|nuksa+n|hurt kar|chot)\w* (?:na|naa) (?:du+n?|doon|baithu+n?|bethu+n?)\b`,
      String.raw`[zj]inda(?<!(?:tujhe|tereko|tujhko|tumhe|tumko) (?:\w+ )?[zj]inda) ${NO} (?:chh?odu+n?g[ai]|chh?odenge)(?!.*${LAUGH})`,
      String.raw`(?:te[zj]a+b|acid|kerosene|mitti ka tel)\w* (?:\w+ )?(?:phenk|fenk|chhidak)\w* (?:du+n?g[ai]|du+n?|doon|denge)|(?:chehre|muh|munh|upar) (?:pe|par) (?:te[zj]a+b|acid|kerosene|petrol) (?:\w+ )?(?:phenk|fenk|da+l|chhidak)\w* (?:du+n?g[ai]|du+n?|doon|denge)`,
    ],
    'danger-from-others': [
      String.raw`agar (?:\w+ ){0,2}(?:bhaagi|bhagi|bhaaga|bhaage|bhag gayi|chali gayi) (?:toh|to) (?:maar|mar) (?:denge|dalenge|dega|dalega|daalenge)`,
      String.raw`(?:nahi|nhi|nai) (?:diya|diye|lautaya|chukaya) (?:to|toh) (?:\w+ )?(?:utha|uthwa) (?:lenge|le jayenge)|(?:dhamki|gaali|loan|paisa|paise|karz|recovery)\w* .{0,60}ghar (?:aake|aa ke|pe aake|par aake) dekh lenge`,
      // A lender's men at the door: "uske log ghar ke bahar khade hai, bol rhe aaj hisaab karenge".
      String.raw`ghar ke (?:bahar|samne|neeche) (?:\w+ ){0,2}?khade? (?:\w+ ){0,8}?hisaab (?:kar|chukta kar|barabar kar)(?:enge|ege|denge|dege|lenge|ege)`,
      // A family's threat over a relationship: "bhai ne bola agar usse mili toh dono ko kaat dega".
      String.raw`(?:bhai|bhaiya|papa|baap|pati|husband|chacha|mama|sasur|devar|ghar ?wal\w*) ne (?:\w+ ){0,1}?(?:bola|kaha|dhamki d\w*)\w* (?:\w+ ){0,8}?(?:ka+t|ja+n se ma+r|khatam kar|zinda jala|jala)\s?(?:de(?:ga|gi|nge)|da+le?(?:ga|gi|nge))`,
      String.raw`${ME} (?:\w+ ){0,3}?(?:ma+rt[aie]|pe+t(?:t[aie]|ai)|pitt?a\w*|dhamk\w*|dhamki de\w*|galat (?:tarike|jagah) se (?:chh?oo?t|touch)\w*|touch kart[ae]|chh?oo?t[aei]|band kar de\w*|band karke|kaid|ma+r da+l\w*|ma+r de(?:ga|gi|nge)|ja+n se ma+r|chaku dikha|belt se|chappal se|dande se|lathi se|patak|ghaseet|jala de\w*|uthwa)\w*`,
      String.raw`(?:mera|meri|mere) (?:pati|husband|hubby|saiyan|boyfriend|bf|sasur|saas|devar|jeth|papa|baap|dad|abbu|sautel\w*|step|chacha|mama|uncle|padosi|boss|ex|bhai|bhaiya)\w* (?:\w+ ){0,3}?(?:ma+rt[ae]|pe+t|pitai|dhamk\w*|ha+th uthat[ae]|[zj]abr?dasti|rape|galat tarike|chh?oo?t[ae]|gaali aur maar)\w*`,
      // Hit, beaten, choked, said after the fact: "pati ne aaj phir belt se maara".
      String.raw`(?:pati|husband|hubby|papa|baap|dad|abbu|bf|boyfriend|saas|sasur|sasural\w*|devar|chacha|mama|step ?\w+|sautel\w*|ex)(?: \w+)? ne (?!(?:\w+ ){0,3}?(?:machh?ar|chuh|cockroach|keed|makh?k?hi|chhipkali))(?:\w+ ){0,4}?(?:ma+ra|ma+ri|pe+ta|pe+ti|thappad|laat|gh(?:oo|u)ns[ae]|gala daba|ha+th utha|jala)\w*|ne (?:mera |meri )?gala (?:daba|ghont)\w*`,
      String.raw`(?:mujh ?pe|mujh ?par|mere upar) (?:\w+ )?(?:ha+th) (?:uthat[aie]|utha+ya|uthaata)`,
      String.raw`(?:mere sa+th|mere sth|mujhse|mujhe) (?:\w+ ){0,2}?(?:[zj]abr?dasti|rape|balatkar|baltkar|galat kaam|gandi harkat\w*|chhedkhani|chhed chhad|molest)\w*`,
      String.raw`(?:darr?|dar lagta|darr lagta|khauf) (?:\w+ ){0,3}?(?:ki )?(?:wo|woh|vo|voh|ye|yeh|pati|papa|husband|bf) (?:\w+ ){0,2}?(?:mujhe|muje|mereko|hume|hume?i?n|hamein) (?:\w+ )?(?:ma+r|ja+n se|kuch kar|nuksa+n)\w*`,
      String.raw`ja+n se (?:ma+rne|ma+r dene) (?:ki )?(?:dhamk\w*)`,
      String.raw`(?:ghar|ghr) (?:m\w+|pe|par) (?:\w+ )?(?:safe|surakshit) ${NO} (?:${AM}|hai|h|lagta|lagti|mehsoos)`,
      String.raw`(?:bolt[aei]|keht[aei]|keh ra?h[ai]|bol ra?h[ai]|chilla ra?h[ai]|dhamki)(?: \w+){0,6}? (?:ja+n se )?(?:ma+r|mar) (?:dega|degi|denge|da+l(?:ega|egi|enge))`,
      String.raw`(?:darwa+[zj]a|door|gate) (?:\w+ )?(?:pe+t|pit|tod|thok|kick|laat maar)\w* (?:ra?h[aie])`,
      String.raw`(?:sasura+l|saas|sasur|devar|nanad|jeth|in ?laws)\w*(?: \w+){0,5}? (?:ma+rt[aei]|pe+t|pitai|jala|tel da+l|mitti ka tel|kerosene|band kar|khana ${NO} de)\w*`,
      String.raw`(?:mera|meri) (?:pee?chh?a|pichh?a) (?:ka?r|ka?rt[aei]) (?:ra?h[aie]|hai|h)`,
      String.raw`(?:pati|husband|sasural|saas|sasur|bf|boyfriend)\w*(?: \w+){0,6}? (?:bahar ${NO} ja+ne|ghar se ${NO} nikalne|phone (?:\w+ )?(?:le li|le liya|chh?e?e?n|tod))\w*`,
      String.raw`(?:chh?upk?e?|chupk?e?) (?:ke |kar )?(?:likh|msg|message|type|baat) (?:kar )?(?:ra?h[ai])|(?:chh?up|chup)(?:i|a) (?:hui|hua|baith[ai]) ${AM}`,
      String.raw`galat (?:tarah|tare?e?ke|dhang|jagah) (?:se )?(?:chh?oo?|chu|touch|haath laga)\w*`,
      String.raw`kisi ko (?:bataya|batayi|bataogi|bataoge) (?:to|toh)`,
      String.raw`(?:please |plz |pls |koi )?(?:mujhe|muje) bachao(?! (?:\w+ )?se)`,
      String.raw`(?:step ?dad|step ?father|sautel\w* (?:baap|papa)|chacha|mama|uncle|jija|cousin|padosi|tuition sir)\w* (?:\w+ ){0,3}?(?:mere|meri) (?:room|kamr[ae]|bistar|bed) (?:m\w+|pe|par) (?:a+t[ae]|ghus|chala a+ta)\w*(?: \w+)*? (?:darr?|dara|gand\w*|galat|touch|chh?oo?t\w*)`,
      String.raw`(?:photos?|pics?|video|nudes|mms)\w* (?:\w+ ){0,3}?(?:viral|leak|post|upload)\w* (?:ka?r(?:ne| dene)? )?(?:dega|degi|denge|ki dhamki)|uthwa (?:lega|lenge|dega|denge)`,
      String.raw`(?:pati|husband|papa|baap|dad|abbu|bf|boyfriend|saas|sasur|ex|step ?\w+|sautel\w*)(?: \w+){0,4}? (?:ma+rt[ae]|pe+tt?[ae]) (?:hai?n?|he|h)\b(?<!\b(?:beh?e?a?n|didi|dost|friend|saheli|bhabhi|cousin)\b.*)|bachao (?:${ME}|plz|pls|please)`,
    ],
  },
  friendRisk: [
    // A friend's goodbye posted: "meri dost ne insta pe story daali 'last day on earth'".
    String.raw`(?:mera|meri|mere) (?:\w+ ){0,2}?${SOMEONE}\w* ne (?:\w+ ){0,6}?(?:story|post|status|msg|message) (?:\w+ )?(?:daal|dal|lagay|kiy|bhej)\w*`,
    // A relative's words told without naming them again: "kal bola jeene ka koi fayda nhi".
    String.raw`^(?:kal|aaj|phir|fir|abhi|parso|raat ko) (?:\w+ )?(?:bola|boli|bole|kaha|likha)\w* ${THEIR_WORDS}(?:j(?:ee|i)ne ka|j(?:ee|i)na ${NO}|marna|mar ja+na)`,
    // Someone else's goodbye in their own words: "kal bola 'mere jaane ke baad laptop tu rakh lena'".
    String.raw`${SOMEONE}\w* (?:\w+ ){0,8}?(?:bol[aie]|kaha|keh ra?h[aie]|likh[aie])\w* (?:ki )?(?:mere (?:jaane|ja+ne|marne|na r[ae]hne) (?:ke baad|par|pe)|mere baad)`,
    String.raw`(?:${SOMEONE}\w*|wo|woh|vo|voh|usne|unhone) ${THEIR_WORDS}(?:bol rah[aei]|bol[aeiy]|bolt[aei]|keht[aei]|kaha|keh ra?h[ai]|likh[aie]|likht[ai])\w* ${THEIR_WORDS}(?:j(?:ee|i)ne k[ai]|j(?:ee|i)na ${NO}|kisi cheez ka|koi matlab ${NO}|marna|mar ja+na)`,
    String.raw`(?:(?:mera|meri|mere|hamar[ai]|ek|apna|apni|uska|uski|unka|unki) (?:\w+ ){0,2}?${SOMEONE}\w*|wo|woh|vo|voh|usne|unhone|vah|wah|uska|uski|unka|unki) ${THEIR_WORDS}${THEIR_HARM}`,
    String.raw`(?:${SUICIDE}|${DIE}) (?:kar le(?:ga|gi)|kare(?:ga|gi)|kar lenge|karenge)`,
    // A relative who has put poison by: "chacha ji ... keetnashak ki bottle apne kamre mein rakh li".
    String.raw`${SOMEONE}\w*(?: ji)? ${THEIR_WORDS}${POISON} (?:\w+ ){0,5}?(?:rakh li|rakh liya|rakhi hai|chhupa\w*|le aa(?:ye|ya|yi)|khareed\w*)`,
    String.raw`(?:marna|mar ja+na|j(?:ee|i)na ${NO}|sab khatam karna|khud ko khatam karna) cha+h?t[aie] (?:hai?n?|he|h)\b`,
  ],
  past: [
    // "2019 mein": a year gone by ("kal raat koshish ki thi" is last night's, so the tense is not).
    String.raw`(?:19|20)\d\d (?:me|mein|mai|men)`,
    String.raw`(?:\d+|ek|do|teen|cha+r|pa+n?ch|kuch|kai|das|bahut) (?:sa+l|sa+lon|mahin[aeo]n?|months?|years?|hafte|din|weeks?) (?:pehe?le|pahle|phle|pehle ki baat|se clean|se th[ei]+k|se better)`,
    String.raw`(?:pichh?l[ei]) (?:saal|sal|mahine|mahina|baar|hafte)`,
    String.raw`(?:bachpan|teenage|teenager th[ai]) (?:m\w+|ke time|ke dino?n?)|(?:school|college|hostel|class \d+|\d+th) (?:ke time|ke dino?n?|ke zamane|m\w* ek (?:baar|bar))`,
    String.raw`(?:jab|jb) (?:${I} )?\d+ (?:saal|sal) (?:ka|ki) (?:tha|thi)`,
    String.raw`(?:ab|abhi) (?:${I} )?(?:th[ei]+k|better|ac?c?h+a|behtar|clean|thik thak) (?:${AM}|ho ga?y[ai])`,
    String.raw`(?:ka?rt[aei]|socht[aei]|ka+tt[aei]|let[aei]|a+t[aei]|hot[aei]|lagt[ai]) (?:th[aei])\b`,
    String.raw`(?:ek (?:zamana|time|waqt|samay) tha+|us (?:waqt|time|samay)|pehle (?:${I} )?(?:bhi )?\w+ (?:karti|karta) (?:thi|tha))`,
  ],
  ordinary: [
    String.raw`bukha+r|fever|s[ai]r ?dard|headache|da+nt (?:ka |me )?dard|[zj]uka+m|khansi|camping|trekking`,
  ],
  idioms: [
    // How long pests take to die: "chuhe marne mein kitni der lagti hai".
    String.raw`${PEST} (?:ko |ke )?(?:ma?a?rne|marte|mar ja+ne) (?:m\w* )?(?:kitn[aie] (?:der|time|din)|kitna waqt)`,
    String.raw`(?:ha+n?s+|hasa|ha+n?ste|ha+n?si)\w*(?: (?:ha+n?s+|ha+n?ste)\w*)? (?:ke|kar|kr|ke ma+re|se) mar \w+`,
    String.raw`(?:sharm?|bh(?:oo|u)kh?|garmi|thandi?|sardi|n(?:ee|i)nd|boredom|tension|darr?|khushi|jalan|jealousy|pya+s|inte?za+r|thaka+n|kaam|padha+y?i)(?: ke ma+re| se| sey) (?:mar|marne|mara|mari|mare)\w*(?: \w+)?`,
    String.raw`bore (?:ho ?ke|ho ?kar|hote hote) (?:mar|marne)\w*(?: \w+)?`,
    String.raw`mar (?:ga?y[aie]|gye) (?:yaa?r|yr|yrr|bhai|re|bc|bro|yaara|main|mai|hum|aaj)`,
    String.raw`(?:main|mai|hum|me) (?:toh?) mar (?:ga?y[aie]|gye)`,
    String.raw`(?:ha+y+e*|hye|hawe) (?:main |mai |me )?mar (?:ja+wan|javan|ja+u+n?|ga?y[ai])`,
    String.raw`(?:meri|mera|humari|hamari) (?:jaan|jan) (?:le|nikal|kha)\w*(?: \w+)?`,
    String.raw`(?:jaan|jan) (?:nikal|chh?idak|chh?oo?t|chh?ut|bach|chh?uda|se pya+r|se (?:bhi )?[zj]y?ada|hai tu|ho tum|kha)\w*(?: \w+)?`,
    String.raw`(?:usko|isko|tujhe|tereko|tujhko|tumko|tumhe|use|ise|unko|inko|unhe|inhe|(?:bhai\w*|beh?e?a?n|didi|cho?o?tu|bro|sis|dost|\w+ bhai|\w+ didi) ko) (?:toh? |sach mein |pakka )?maar (?:hi )?(?:da+lu+n?g[ai])(?!.*(?:ja+n se|cha+k(?:u|oo)|sach m\w+|seriously|gun|goli))`,
    String.raw`goli (?:ma+ro|ma+r do|ma+rte hai|ma+renge|ma+r yaar|ma+r na|ma+r de)`,
    String.raw`(?:us+|tum|tujh|aap|kisi|un+|jis|is+|tuj) ?(?:pe|par|pr|per) (?:\w+ )?(?:mart[aie]|mar mit\w*)`,
    String.raw`mar mit\w*`,
    String.raw`marte dam tak|marte marte bach[aie]|mart[ai] kya na kart[ai]|mare hue ko|maro goli|mar ?(?:ke|kar) bhi|mar mar ?ke|mar mar kar|ma+r ma+r ?ke|ma+r ma+r kar`,
    String.raw`(?:ma?rne) (?:ki|ka) (?:bhi )?(?:furs[ae]t|fursad|furst|time|waqt)(?: ${NO})?`,
    String.raw`chahe (?:${I} )?mar (?:ja+u+n?|ja+y?e)|mar (?:ja+u+n?g[ai]|jayenge) (?:par|pr|lekin|magar)`,
    String.raw`(?:tere|tumhare|aapke|uske) (?:bina|bagair) (?:toh? )?mar (?:ja+u+n?g[ai])`,
    String.raw`(?:ye|yeh|is+|ye wala|yeh wala) (?:\w+ ){0,2}?${ME} (?:\w+ )?(?:ma+r|mar) (?:da+l(?:eg[ai]|a|i|e)|deg[ai]|ra?h[aie])\w*(?: \w+)?`,
    // A parent or teacher who "will kill me" over marks or the phone; not "jaan se".
    String.raw`(?:mumm?[iy]|mumma|mom|mommy|mamm?i|maa|ammi|papp?a|dad|daddy|pitaji|abbu|boss|sir|maa?m|teacher|principal|bhai|bhaiya|didi|biwi|wife|coach)(?: \w+){0,3}? (?:${ME} )?(?:\w+ )?(?:ma+r|mar) (?:da+l(?:egi|ega|enge|engi)|deg[ai]|denge|dengi)`,
    String.raw`(?:[zj]inda) ${NO} (?:chh?od(?:eg[ai]|enge))`,
    String.raw`kill (?:ka?r) (?:diya|di|dia|dala|daala)|mood ka murder`,
    String.raw`(?:utha ?l[eo]) re baba(?: \w+){0,4}`,
    String.raw`(?:[zj][ae]h[ae]r) (?:ka|ke) (?:gh(?:oo|u)nt)\w*(?: \w+)?|(?:[zj][ae]h[ae]r) (?:lagt[aie])`,
    String.raw`(?:naak|nak|patta|chala+n|challan|bijli|light|line|call|phone|paise|salary|number|pocket|jeb) (?:\w+ )?(?:kat|ka+t|cut)\w*(?: \w+)?`,
    String.raw`(?:kat|kt) (?:ga?y[aie])|(?:time|waqt|din|raatein|raat|zindagi|samay) (?:\w+ )?(?:ka+t|kat)(?:na|ne|ti|ta|te|raha|rahi)?(?: \w+)?|ka+tne ko (?:daud|a+t)\w*`,
    String.raw`(?:mach+h?ar|macchar|kutt(?:e|a|iya)|billi|chee?nti|keed[ae]|sa+np|snake|bandar|dog|cat|makhi|bichhu) ne (?:\w+ )?(?:ka+t|kat|kata|kaata)\w*`,
    // Haircuts, nails, cooking: "baal kaat liye", "sabzi kaatte hue".
    String.raw`(?:baa?l|hair|nakh(?:u|oo)n\w*|nails|da+dhi|beard|sab[zj]i|pya+z|onion|tamatar|fruit|phal|aam|seb|ka+gaz|paper|cake|kapd[ae]) (?:\w+ )?(?:kat|ka+t|cut)\w*(?: \w+)?`,
    String.raw`(?:ka+tt?e|kaat te|cut karte) (?:hu?y?e|waqt|time|samay)(?: \w+){0,3}`,
  ],
};

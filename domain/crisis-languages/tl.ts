import type { LanguagePhrases } from './phrases';

// Tagalog and Taglish as typed in chat (Manila and the provinces), folded: lower case, hyphens and
// apostrophes as spaces ("mag-suicide" → "mag suicide"), letters run three or more times cut to two.
// Jejemon and short spellings are read too: aq/q (ako/ko), nmn (naman), kc (kasi), lng (lang); and a
// few Cebuano forms heard from Visayan and Mindanao writers (maghikog, mabuhi, gusto nako).

/**
 * Put before each big group below: V8 otherwise compiles a group again for every way of reaching it
 * (each optional word before it), which multiplies compile time; the lookahead stops that.
 */
const ONCE = String.raw`(?=\w)`;
/** The writer: "ako", and "ko" where Manila speech drops the a ("pagod na ko"). */
const AKO = String.raw`(?:ako|aq|aku|ko|q|nako|nq)`;
/** Little words that sit between a verb and what follows ("gusto ko na lang talagang ..."). */
const FILL = String.raw`(?: (?:na|nang|ng|n|lang|lng|nalang|nlng|nalng|talaga|tlga|tlaga|talagang|tlgang|naman|nmn|nman|sana|sanang|nga|ulit|uli|din|rin|pa|pang|ay|po|ata|yata|siguro|parang|eh|kaya))*`;

const WANT = String.raw`${ONCE}(?:gusto|gsto|gustu|gus2|gs2|gustoh|gustong gusto|nais|ginugusto|gugustuhin|wish|hiling|ganahan|urge)(?: na| na lang| nalang)? (?:ko|q|ku|koh|nako)(?:ng)?`;
const THINK = String.raw`${ONCE}(?:(?:iniisip|naiisip|nag ?iisip|pinag ?iisipan|naiisipan|naisip|inisip|nag ?isip|balak|binabalak|plano|pinaplano|planong|pinag ?pplanuhan) (?:ko|q|kong|qng|ako|aq|akong)|(?:desidido|decided|nakapag ?desisyon|napag ?desisyunan|nag ?desisyon)(?: na)? (?:ako|akong|ko|kong))`;
const DONT_WANT = String.raw`${ONCE}(?:ayoko+|ayuko|ayoq|ayaq|ayko|ayokona|ayokong|ayaw (?:ko|q|kong|qng)|ayw (?:ko|q))`;

/** To kill oneself, as it follows "gusto kong" or "balak kong". */
const KAMATAY = String.raw`(?:pa ?)?pa?ka? ?ma?ta[iy]`; // pakamatay, papakamatay, pkmatay
const KILL_MYSELF = String.raw`${ONCE}(?:(?:ma?g ?)?${KAMATAY}|ma?g ?hikog|mo ?hikog|patyon (?:nako |ko )?(?:akong kaugalingon|ang akong kaugalingon)|ma?g ?(?:su ?)?suicide|pa?ta?yin (?:(?:ang|yung|ung|na|lang|nalang|ko|q) )*(?:sarili|srili)(?! (?:niya|nya|nila|nia))|(?:tapusin|wakasan|kitilin|i end|end) (?:(?:na|lang|nalang|ko|q|ang|yung|ung|aking|sariling) )*(?:buhay|bhay|life) (?:ko|q|ku)|i end (?:ko )?(?:na )?(?:lang )?(?:ang )?lahat|i ?kill (?:ang |yung )?(?:sarili|srili|myself)|ma?g ?end (?:na )?(?:it all|ng lahat|my life|(?:ng |ang )?(?:buhay|life)(?: ko)?)|ma?g ?bigti|ibigti (?:ang )?sarili|ma?g ?pa ?sagasa|ma?g ?pabangga|ma?g ?o ?d|ma?g ?overdose|ma?g o overdose|uminom ng (?:lason|silver cleaner|muriatic)|tumalon (?:sa|mula sa) (?:\w+ )?(?:tulay|building|gusali|bintana|rooftop|bubong|fly ?over|footbridge|overpass|bangin|riles|palapag|floor))`;
/** To die or be gone, as it follows "gusto ko na lang"; not the pain or a group chat gone. */
const DIE = String.raw`${ONCE}(?:ma?(?:ma)?ma?t[ae][iy](?! (?:ka|kayo|sila|siya|sya)\b)|matigok|mategi|mategok|matsugi|sumakabilang buhay|maglaho|ma?g ?die|ma?g ?disappear|ma?g ?vanish|mawala(?! (?:ang|yung|ung|ito|to|yan|yun|lahat|mga|sakit|stress|problema|problema ko|pakiramdam|feeling|lungkot|takot|galit|anxiety|kaba|pain|siya|sya|sila|kayo|ka|ikaw|muna)\b)(?! (?:sa|s) (?!mundo(?! ng)|earth))|matulog (?:na )?(?:habambuhay|forever|ng tuluyan|nang tuluyan|at (?:hindi|di|d) na (?:magising|gumising))(?! (?:sa|ngayong|this|buong))|ma?g ?pahinga (?:na )?(?:habambuhay|forever|ng tuluyan|nang tuluyan)|umalis (?:na )?sa mundo|wala na sa mundo)`;
/** Dying, as in "sana mamatay na ako". */
const DYING = String.raw`${ONCE}(?:ma?(?:ma)?ma?t[ae][iy]|mawala|maglaho|matigok|mategi|masagasaan|mabundol|mahagip|mabangga|maaksidente|madisgrasya|mabaril|makuryente|malunod|matamaan ng kidlat|magka ?cancer)`;
/** "If I'm gone", "when I'm dead"; not gone from home, from work or abroad. */
const IF_GONE = String.raw`${ONCE}(?:kung|kapag|kpag|pag|pg|if) (?:${AKO} )?(?:wala|wla|patay|mawala|mamatay|nawala|namatay|mawawala) (?:na )?(?:lang )?(?:ako|aq|ko)(?: (?:dito )?sa mundo(?:ng ito)?)?(?! (?:dito|d2|sa|jan|dyan|diyan|bukas|muna))`;

/** Tablets as sold in the Philippines (a "banig" is a blister strip). */
const PILLS = String.raw`${ONCE}(?:gamot|gamut|tableta|tabletas|tablets?|pills?|capsules?|kapsula|biogesic|paracetamol|neozep|bioflu|alaxan|medicol|ibuprofen|mefenamic|tramadol|sleeping pills?|pampatulog|anti ?depressants?|sertraline|fluoxetine|escitalopram|clonazepam|rivotril|diazepam|valium|xanax|alprazolam|quetiapine|olanzapine|lithium|amitriptyline|banig|meds)`;
/** Poisons at hand in Filipino homes: jewellery cleaner (cyanide), muriatic acid, bleach, insecticide. */
const POISON = String.raw`${ONCE}(?:lason|silver cleaner|muriatic(?: acid)?|zonrox|clorox|bleach|baygon|gamot sa daga|lason sa daga|racumin|pesticide|paraquat|gramoxone|cyanide|insecticide)`;
const MEANS = String.raw`${ONCE}(?:${PILLS}|${POISON}|lubid|kurdon|blade|blades|labaha|razor|cutter|kutsilyo|baril|patalim|balisong)`;
/** Pills or poison earlier in the sentence: checked once a rarer word has matched, which keeps reading fast. */
const AFTER_DRUGS = String.raw`(?<=(?:${PILLS}|${POISON})\b.*)`;
/** Many, all of them, a whole strip: the amount that makes swallowing pills an attempt. */
const AMOUNT = String.raw`${ONCE}(?:lahat ng(?: mga)?|ang lahat ng|isang banig|isang buong|buong|dalawang banig|ilang banig|(?:\d+|dalawa|tatlo|apat|lima)(?:ng)? banig|maraming|madaming|marami|madami|sobrang daming|sobrang dami ng|ang daming|ang dami ng|\d{2,}|mga \d{2,}|sampung|bente|bente na|dalawampung|tatlumpung|singkwenta)`;
const TOOK = String.raw`${ONCE}(?:kumain|kinain|ininom|ininum|nilunok|nilulunok|lumunok|uminom|nakainom|nakalunok|tinake|ni take|nag ?take|nainom)`;

/** A note for a birthday, a school task, or left on the fridge before going out: not a goodbye. */
const ORDINARY_NOTE = String.raw`(?!.*(?:birthday|bday|mother s day|mothers day|father s day|fathers day|anniv|pasko|christmas|valentine|graduation|project|school|assignment|thank you|ref|maaga|umalis ako|aalis|grocery|ulam|palengke))`;
/** When nobody is home to stop it: "pag wala na sila", "pag tulog na lahat". */
const NOBODY = String.raw`${ONCE}(?:pag|kapag|kpag|pg|habang) (?:\w+ )?(?:walang|wala|tulog|umalis|nakaalis|umuwi|nasa \w+) (?:na )?(?:sila|silang lahat|lahat|sina|ang lahat|mga tao|tao|kami)(?!.*(?:assignment|homework|hw|project|report|module|thesis|surprise|gawain|task|labada|linis|luto))`;
const WHEN = String.raw`${ONCE}(?:mamaya|mamayang gabi|mamyang gabi|ngayong gabi|ngayon gabi|ngayong araw|bukas|bkas|bukas ng gabi|sa (?:lunes|martes|miyerkules|huwebes|biyernes|byernes|sabado|linggo|weekend|birthday ko)|pag tulog na (?:sila|silang lahat|lahat)|pag (?:wala|umalis) na (?:sila|ang mga tao)|pag walang tao)`;

/** Hurt on purpose, on oneself: the verb forms of doing it, not of an accident ("nahiwa", "napaso"). */
const HURT = String.raw`${ONCE}(?:hiniwa|hinihiwa|hiwain|hihiwain|sinugatan|sinusugatan|sugatan|susugatan|sinaktan|sinasaktan|saktan|sasaktan|pinaso|pinapaso|pasuin|papasuin|kinalmot|kinakalmot|kalmutin|sinuntok|sinusuntok|suntukin|inuntog|inuuntog|iuntog|hinampas|hinahampas|kinagat|kinakagat|sinunog|sinusunog|ginilitan|gigilitan|laslasin|nilaslas|nilalaslas)`;
const LASLAS = String.raw`${ONCE}(?:na?g ?(?:la ?)?laslas|ma?g ?(?:la ?)?laslas|nilaslas|nilalaslas|laslasin|lalaslasin)(?! (?:ng|nang|ang|yung|ung) (?:tela|damit|pantalon|gulong|bag|sofa|upuan|papel))`;
const SELF_HARM = String.raw`${ONCE}(?:na?g ?(?:s|se ?|sa ?)?self ?harm|ma?g ?self ?harm|nag ?sh|na?g ?cut|nagcucut|nag cucut|nagkacut|nagka cut|ma?g ?cut)`;
/** Cutting class, a haircut, a queue, paper: "cut" that is not self-harm. */
const NOT_A_CUT = String.raw`(?!.*(?:klase|class|buhok|hair|bangs|pila|linya|papel))`;

/** Someone who hurts the writer at home or in love. */
const PERSON = String.raw`${ONCE}(?:asawa|mister|misis|husband|wife|jowa|bf|boyfriend|gf|girlfriend|partner|live ?in partner|kinakasama|ka live in|ex|tatay|itay|papa|daddy|dad|erpat|nanay|inay|mama|mommy|mom|stepdad|stepfather|step dad|stepmom|amain|madrasta|kuya|ate|lolo|lola|tito|tita|tiyo|tiya|pinsan|kapitbahay|amo|boss|teacher|guro|kaklase|classmate|landlord)`;
// "Sinaktan" (hurt, past) is left out: it is how a heartbreak is told ("sinaktan niya lang ako").
const BEAT = String.raw`${ONCE}(?:binubugbog|binugbog|bubugbugin|ginugulpi|ginulpi|gugulpihin|sinasampal|sinampal|sasampalin|sinusuntok|sinuntok|sinisipa|sinipa|sinasakal|sinakal|sasakalin|hinahalay|hinalay|ginahasa|ginagahasa|gagahasain|ni ?rape|narape|na rape|rinape|ni ?molest|minolest|na molest|minolestiya|minomolestiya|minamolestiya|hinihipuan|hinipuan|tinutukan|tinututukan|kinukulong|kinulong|ikinulong|sinaksak|sinasaksak|binaril|pinupukpok|pinukpok|hinahampas|hinampas|pinapaso|pinaso|inaabuso|inabuso|sinasaktan|ginagalaw|ginalaw|pinagsasamantalahan|pinagsamantalahan)`;
const KILL_THEM = String.raw`${ONCE}(?:patayin|ptayin|saksakin|barilin|lasunin|sakalin|tagain|gilitan|bugbugin hanggang mamatay)`;
const KILL_THEM_FUTURE = String.raw`${ONCE}(?:papatayin|ppatayin|sasaksakin|babarilin|lalasunin|sasakalin|tatagain|gigilitan)`;
/** Him, her, them, or a named person ("si Marco"), never oneself. */
const THEM = String.raw`${ONCE}(?:siya|sya|xa|xia|sila|cla|si \w+|sina \w+|yung \w+|ung \w+|ang \w+|yang \w+|iyang \w+|${PERSON} (?:ko|q|namin))(?<!(?:ang|yung|ung) (?:sarili|srili))`;
/** A joke or a trivial trigger after a threat ("... pag kinain mo ulit chocolate ko haha"). */
const JOKING = String.raw`(?!.*(?:haha|hehe|lol|char|charot|chz|joke|jk|biro))`;

// English words for people ("friend", "ate") count only with a Tagalog "ko" after them.
const FRIEND = String.raw`${ONCE}(?:(?:kaibigan|kaibigang|bespren|besh|beshie|kapatid|kuya|bunso|pinsan|jowa|asawa|anak|kaklase|tropa|barkada|katrabaho|kakilala|kapitbahay|nanay|tatay|pamangkin|kasama)(?: (?:ko|q|namin|natin))?|(?:friend|bff|bestfriend|best friend|bes|ate|bf|gf|boyfriend|girlfriend|partner|classmate|officemate|roommate|mama|papa|mommy|daddy|tito|tita|crush) (?:ko|q|namin|natin))`;
/** Someone else's act, reported: "daw"/"raw" (he says), "niya"/"nya" (his, by him). */
const THEIR = String.raw`${ONCE}(?:niya|nya|nia|niyang|nyang|nilang|siya|sya|xa|sila|daw|raw)`;

export const TAGALOG: LanguagePhrases = {
  markers:
    'ang ng sa mga ako aq akong kong siya sya niya nya ikaw nila namin sakin ito yan yun yung ung dito hindi wala walang meron naman nmn lang nalang talaga tlga kasi kc po sana gusto ayoko ayaw bakit paano kung pag tapos lahat ba nga din rin daw kaya parang nang ngayon kanina buhay pagod si ni mo nag mag kahit dahil siguro wag',
  crisis: {
    'passive-ideation': [
      String.raw`(?:tulog|matulog|natulog|pagtulog) (?:\w+ ){0,3}sana (?:tuloy tuloy|tuluy tuloy|deretso|derecho|diretso) na|sawa(?:ng sawa)? na (?:ako|ko|aq|q) (?:\w+ )?gumising(?! (?:ng )?(?:maaga|early|alas|para|sa alarm))`,
      String.raw`(?:sunduin|kunin) na (?:ako|ko|aq) (?:ng |ni )?(?:panginoon|diyos|dios|lord|papa god)`,
      // "sna tulog nlng ako forever tas di n magising".
      String.raw`tulog (?:\w+ ){0,4}(?:di|hindi) (?:na|n) (?:magising|gigising)`,
      // "ang sarap siguro matulog tapos di na gigising".
      String.raw`matulog (?:\w+ ){0,2}(?:di|hindi) na (?:gigising|magigising)`,
      // "ok lang sakin kung masagasaan ako".
      String.raw`(?:ok|okay|oks|okey|ayos) lang (?:sakin|sa akin|saken|skin) (?:\w+ )?(?:kung|kapag|pag) (?:masagasaan|mabangga|mamatay|mawala|madisgrasya|malunod) (?:${AKO})`,
      // Gone and unnoticed: "kung mawala man ako wala namang makakapansin".
      String.raw`(?:kung|kapag|pag) (?:mawala|nawala|mamatay|wala na) (?:man )?(?:${AKO} )?(?:\w+ ){0,2}?wala (?:namang |naman |din |rin |nang )?(?:makakapansin|makakaalam|makakamiss|makaka miss|mapapansin|iiyak|magmamalasakit)`,
      String.raw`(?:sana|unta) (?:hindi|di|d) (?:na )?(?:ako |ko |aq )?(?:umabot|abutan|aabutan|maabutan|makaabot)(?: ng| nang| sa)? (?:bukas|umaga|susunod na araw|pasko|birthday ko)`,
      String.raw`(?:bakit|bkt|bat|ba t|para saan|pra san|para san) (?:pa |ba |pa ba )*(?:ako|aq|q) (?:pa )?(?:nabuhay|nabubuhay|buhay pa|ipinanganak|pinanganak)`,
      // Wishing for an accident ("sana mabundol na lang ako"), not failing an exam ("bumagsak sa exam").
      String.raw`(?:sana|unta) (?:\w+ ){0,2}?(?:mabangga|masagasaan|mabundol|mahagip|maaksidente|madisgrasya|bumagsak)(?: (?:na|lang|nalang))* (?:kami|ako|aq)(?! (?:sa|ng|nang) (?:exam|test|quiz|subject|board|math|klase))`,
      String.raw`(?:sana|unta)${FILL} (?:may )?(?:mangyaring masama|mangyari na masama|mangyaring (?:aksidente|disgrasya)) (?:sa akin|sakin|skin|saken|kanako)`,
      String.raw`(?:ang )?sarap (?:siguro |sigurong |sanang )?(?:mamatay|mawala|maglaho|matulog (?:na )?(?:habambuhay|forever|ng tuluyan|nang tuluyan))(?= *$| (?:na|nalang|na lang|lang|talaga|kaso|pero))`,
      String.raw`ayoko+ na (?:sa|ng) buhay (?:ko|na ito|na to|q)(?= *$| (?:na|talaga|ayoko|pagod))`,
      String.raw`(?:kung|kapag|pag) (?:mamatay|mawala) (?:na )?(?:ako|aq|ko) (?:\w+ ){0,2}?(?:okay lang|ok lang|ayos lang|di bale|mas okay|mas ok|mas mabuti|walang mawawala|walang iiyak)`,
      String.raw`mas (?:\w+ ){1,4}?(?:kung|kapag|pag) (?:hindi|di)${FILL} (?:ako|aq)${FILL} (?:nag ?e?exist|nag ?exist|nabubuhay|buhay|nabuhay)`,
      String.raw`${WANT}${FILL} ${DIE}`,
      String.raw`${DONT_WANT}${FILL} (?:mabuhay|mabuhi|mag ?exist|nabubuhay)`,
      String.raw`${DONT_WANT}(?: (?:na|nang|ng))${FILL} (?:gumising|magising)(?! (?:ng|nang|sa)? ?(?:maaga|umaga|alas|late))`,
      String.raw`sana${FILL} ${DYING}${FILL} (?:ako|aq)(?! sa (?:hiya|kilig|tawa))`,
      String.raw`(?:sana|sna|gusto (?:ko|q)|matulog)(?: \w+){0,5}? (?:hindi|di|d|hnd|hinde|wag|huwag) (?:na )?(?:(?:ako|aq|ko|q|lang|nalang) )*(?:magising|gumising|nagising)(?!.*(?:maaga|alas|late|klase|class|pasok|alarm))`,
      String.raw`sana (?:hindi|hnd|hndi|di|d)${FILL} (?:ako|aq|q|ko)${FILL} (?:ipinanganak|pinanganak|ipanganak|isinilang|nabuhay|mabuhay)`,
      String.raw`sana (?:\w+ ){0,2}?(?:pinalaglag|ipinalaglag|nilaglag|inabort)`,
      String.raw`(?:sana|unta) (?:\w+ ){0,2}?wala${FILL} (?:ako|aq)(?: sa mundo(?:ng ito)?)?(?! (?:dito|d2|sa|jan|dyan|diyan|ngayon))`,
      String.raw`sana (?:\w+ ){0,3}?(?:sumagasa|bumangga|tumama|pumatay) (?:na )?(?:lang )?(?:sa akin|sakin|skin|saken)`,
      String.raw`(?:pagod|sawa|sawang sawa|suya|kapoy) na (?:(?:kaayo|talaga|talagang) )?(?:ako|ko|aq|akong|kong|aqng|nq)(?: na)?(?:ng)? (?:mabuhay|mabuhi|mag ?exist|nabubuhay)`,
      String.raw`(?:nakakapagod|nakakasawa) (?:na )?(?:ang )?(?:mabuhay|mag ?exist)`,
      String.raw`(?:mas|mass) (?:\w+ ){1,5}?${IF_GONE}`,
      // "Rather die than sit the exam" is a figure of speech; "than be a burden" is not.
      String.raw`mas (?:mabuti|mainam|okay|ok|maganda|better|magaan|madali)(?: pa| pang)?(?: na)? (?:mamatay|mawala|patay)(?: na)?(?: (?:lang|nalang))?(?: (?:ako|aq|ko))?(?!.*(?:kaysa|kesa|keysa|kysa|than) (?!maging pabigat|mabuhay|magdusa|maghirap|ganito|mahirapan))`,
      String.raw`walang (?:\w+ ){0,2}?(?:makakamiss|mamimiss|iiyak|magluluksa|mawawala|magbabago|makakapansin|pakialam) (?:\w+ ){0,3}?${IF_GONE}`,
      String.raw`(?:walang|wlang|wala|wla)(?: (?:na|nang|n|akong|kong|aqng|ako|ko|aq|talaga|talagang))*(?:ng)? (?:dahilan|rason|reason|gana|ganang|silbi|saysay|point|purpose|dahilang|rasong)(?: (?:pa|na|para|pra|ng|ako|ko|akong|kong|ko pang))* (?:mabuhay|magpatuloy sa buhay|mag ?exist|nabubuhay)`,
      String.raw`(?:hindi|di|d|hnd) (?:ko|q) na (?:gusto|gustong|ginugusto)(?:ng)? (?:mabuhay|gumising|magising)`,
      String.raw`(?:hindi|di|d|hnd) (?:ko|q) na (?:kaya|kayang)(?:ng)? (?:mabuhay|magpatuloy sa buhay)`,
      String.raw`(?:hindi|di) na (?:ako |aq )?(?:abutan|aabutan) (?:ng|nang) (?:umaga|bukas)|${DONT_WANT}(?: na| nang|ng) (?:\w+ )?(?:makita|abutan|umabot) (?:ang |ng |sa )?(?:bukas|umaga)`,
      String.raw`(?:hinihintay|hihintayin|inaantay|aantayin) (?:ko |q )?(?:na )?(?:lang |nalang )?(?:ang |yung |ung )?(?:mamatay|kamatayan|pagkamatay ko|araw na mamatay ako)`,
      String.raw`(?:lord|panginoon|diyos|dyos|god|papa jesus|jesus|ama)(?: ko)? (?:\w+ ){0,2}?kunin (?:mo|nyo|niyo) (?:na )?(?:lang |nalang )?(?:ako|aq)`,
      String.raw`kunin (?:mo |nyo |niyo )?(?:na )?(?:lang |nalang )?(?:ako|aq) (?:\w+ )?(?:lord|panginoon|diyos|dyos|god|ni lord|ng diyos|ng panginoon|ni god|ni jesus)`,
      String.raw`(?:mas )?(?:gugustuhin|pipiliin) (?:ko|q) (?:pa |pang |na lang |nalang )*(?:mamatay|mawala)(?!.*(?:kaysa|kesa|keysa|kysa|than) (?!maging pabigat|mabuhay|magdusa|maghirap|ganito|mahirapan))`,
      String.raw`ayoko+ na (?:\w+ )?sa mundo(?:ng ito)?`,
      String.raw`handa na (?:akong|kong|ako|ko|aq)(?: na)? (?:mamatay|mawala|umalis sa mundo)`,
      String.raw`(?:okay|ok|oks|ayos) lang (?:sa akin|sakin|skin|saken)(?: (?:kahit|kung|na))? (?:\w+ )?(?:mamatay|mawala)(?: na)?(?: (?:ako|aq))?`,
      String.raw`(?:wala (?:na )?(?:akong|kong) pakialam|wala na akong pake|wa ?pake (?:na )?(?:ako|aq)) (?:kung|kahit) (?:\w+ )?(?:mamatay|mawala|masagasaan|mabangga) (?:na )?(?:ako|aq)`,
    ],
    'active-ideation': [
      String.raw`(?:gusto|gs2|gsto|gus2) (?:ko|q|k) (?:na |n )?(?:mawala|mwala|mwla) (?:sa|s) mundo(?! (?:ng|nang) )`,
      // "ilang araw ko na iniisip magpakamatay".
      String.raw`(?:iniisip|naiisip|nag ?iisip) (?:na )?magpakamatay`,
      // "iniisip pano ako mawawala": thinking how to be gone.
      String.raw`(?:iniisip|naiisip|inisip|nag-iisip|pinag-iisipan)(?: ko| q)? (?:\w+ ){0,3}?(?:pano|paano|kung paano|kung pano) (?:ako|aq) (?:mawawala|mamamatay|mawala|mamatay)`,
      // Leaving this world, done by one's own hand: "aalis na ako sa mundong to", "ako mismo gagawa".
      String.raw`aalis na (?:ako|aq) sa mundo(?:ng (?:ito|to))?|(?:ako|aq) mismo (?:ang )?(?:gagawa|tatapos)`,
      String.raw`(?:iinom|uminom|inom)${FILL} (?:ako|aq|ko)${FILL} (?:ng )?${POISON}(?! (?:sa|para sa) daga)`,
      // "Tapusin ko na lahat" said and left there, not all of one's tasks ("lahat ng gawain").
      String.raw`(?:tatapusin|wawakasan|tapusin|i end) (?:ko |q )?(?:na )?(?:(?:ang|lang|nalang) )*lahat(?= *$| (?:seryoso|talaga|na talaga|this time|ngayon gabi|mamaya|bukas))`,
      String.raw`(?:${WANT}|${THINK})${FILL} ${KILL_MYSELF}`,
      String.raw`(?:(?:ma?g ?)?(?:pa)?${KAMATAY}|ma?g ?susuicide|ma?g ?su suicide|ma?g ?hikog|magbibigti|mag bibigti|magpapasagasa|mag papasagasa|mag ooverdose|mag o overdose|magooverdose)${FILL} (?:${AKO}|na ko|na aq)`,
      String.raw`(?:ako|aq) (?:ay )?(?:na |talaga |naman )?(?:ma?g ?pa${KAMATAY}|magbibigti|magpapasagasa)`,
      String.raw`(?:papatayin|ppatayin) (?:ko|q)${FILL} (?:ang |yung |ung )?(?:sarili|srili)`,
      String.raw`(?:tatapusin|wawakasan|kikitilin|ie end|i e end) (?:ko|q)${FILL} (?:ang |yung |ung |aking |sariling )*(?:buhay|bhay|life)`,
      String.raw`tatalon (?:na )?(?:ako|aq) (?:\w+ )?(?:sa|mula sa) (?:\w+ )?(?:tulay|building|gusali|bintana|rooftop|bubong|fly ?over|footbridge|overpass|bangin|palapag|floor|riles)`,
      String.raw`iinom (?:na )?(?:ako|aq) (?:ng )?(?:${POISON}|(?:lahat|maraming|madaming) (?:ng )?${PILLS})`,
      String.raw`(?:suicidal (?:na )?(?:naman |nanaman |ulit )?(?:ako|aq|ko|nako)|(?:ako|aq) (?:ay )?(?:nagiging |naging |na )?suicidal|nagiging suicidal|na ?suicidal (?:ako|aq|na naman))`,
      String.raw`(?:may|meron|merong|mayroon|nagkakaroon|nagkaroon) (?:na naman |nanaman |ulit |ako |aq |akong )*(?:ng )?(?:suicidal|suicide) (?:thoughts?|tendencies|ideation|ideas|urges?)`,
      String.raw`(?:iniisip|naiisip|nag ?iisip|nagiisip) (?:ko|ako|aq|q) (?:na naman |nanaman |ulit |palagi |lagi )*(?:ang |ng |yung |ung |tungkol sa )?(?:suicide|pagpapakamatay|magpakamatay|pagpapatiwakal)`,
      String.raw`(?:ma?g ?pa ?pa ?tiwakal|magpatiwakal)${FILL} (?:ako|aq)`,
    ],
    'method-lethality': [
      // "ilan ba sa gamot ni lola yung delikado na talaga? asking for myself".
      String.raw`(?:ilan|ilang|gaano karami|gaano kadami)(?: \w+){0,4}? ${PILLS}(?: \w+){0,5}? (?:delikado|nakamamatay|nakakamatay|mamamatay|mamatay|overdose|od)`,
      String.raw`(?:umepekto|tumalab|pumatay|makapatay|makamatay) (?:agad )?sa tao${AFTER_DRUGS}`,
      String.raw`(?:nakakamatay|nakamamatay|makakamatay|lethal)(?<=(?:gaano|ilan|ilang)\b.*)${AFTER_DRUGS}`,
      String.raw`ilan(?:g| po| ba| bang| kayang)? (?:\w+ ){0,3}?${PILLS}(?: \w+){0,4}? (?:sobra na|overdose na|od na|lethal na|nakakamatay na)(?= *$| (?:curious|tanong|seryoso))`,
      // Whether a way of dying is sure or quick ("pag tumalon ka ba sa 5th floor, patay agad?").
      String.raw`(?:pag|kapag|kpag|pg|kung|if) (?:\w+ )?(?:tumalon|tatalon|nasagasaan|masagasaan|nagbigti|magbigti|uminom|iinom|ininom|lumunok|nilunok|naglaslas|maglaslas|nalunod|malunod|tumalon ka) (?:\w+ ){0,6}?(?:sure na patay|siguradong patay|patay agad|instant|mamamatay|mamatay|patay) (?:ba|kaya|o|agad ba|ka ba|ako ba|na ba)\b`,
      String.raw`(?:mamamatay|mamatay|patay) (?:ba|kaya) (?:ako|aq|ka|agad|ang tao)(?: agad)? (?:\w+ ){0,2}?(?:pag|kapag|kpag|pg|kung|if) (?:\w+ ){0,3}?(?:uminom|iinom|ininom|inumin|lumunok|nilunok|tumalon|tatalon|magbigti|maglaslas|${TOOK})`,
      String.raw`(?:anong|ano ang|ano yung|ano ung|anong klaseng|ano bang) (?:\w+ ){0,2}?(?:${PILLS}|${POISON})(?: \w+){0,4}? (?:para|pra) (?:\w+ ){0,2}?(?:hindi|di|d) (?:na )?(?:ka |ako |aq )?(?:na )?(?:magising|gumising|magigising)(?! (?:ng|nang|sa) (?:madaling|maaga|gabi|umaga|alas|hatinggabi))`,
      String.raw`(?:gaano katagal|ilang oras|ilang minuto) (?:\w+ ){0,8}?(?:buong banig|isang banig|ilang banig|lahat ng (?:gamot|pills|tableta)|mamatay (?:ako|ang tao|ka)|malason)`,
      String.raw`(?:pumatay|makapatay|papatay) (?:ng |nang )?(?:tao|isang tao)${AFTER_DRUGS}`,
      String.raw`(?:ano|anong) (?:\w+ )?(?:mangyayari|mang yayari) (?:\w+ ){0,3}?(?:pag|kapag|kung) (?:\w+ ){0,3}?(?:ininom|iinumin|inumin|uminom|nilunok|lunukin) (?:ko |q |ko na )?(?:ang |yung )?(?:lahat ng|isang banig|buong banig|maraming|madaming|\d{2,})`,
      String.raw`unsaon (?:pag ?)?(?:hikog|pakamatay)|unsa(?:y| ang) paagi (?:sa )?pag ?hikog`,
      String.raw`ilan(?:g| po(?: ba(?:ng)?)?| ba(?:ng)?| kayang)? (?:\w+ ){0,3}?(?:${PILLS}|${POISON})(?: \w+){0,5}? (?:para|pra|bago|ang|yung|ung|ba) (?:\w+ ){0,2}?(?:mamatay|makamatay|matuluyan|tuluyan na|nakakamatay|nakamamatay|mag ?overdose|ma ?overdose|ma ?od|hindi na magising|di na magising|nakakapatay|makapatay|lethal)`,
      String.raw`(?:nakakamatay|nakamamatay|nakakapatay) (?:ba|kaya) (?:ang |yung |ung |kung |pag |kapag )?(?:\w+ ){0,4}?(?:${PILLS}|${POISON}|isang banig)`,
      String.raw`(?:ano|anong|ano ang|ano yung|ano ung|ano ba ang|ano ba yung) (?:\w+ )?(?:pinakamabilis|pinaka mabilis|pinakamadali|pinakamadaling|pinaka madaling|pinaka madali|pinakasigurado|pinaka sigurado|pinaka painless|hindi masakit|di masakit|walang sakit|painless|mabilis)(?: na)? (?:na )?(?:paraan|way|method|paraang)(?: (?:para|pra|na|ng))? (?:${DIE}|${KILL_MYSELF})`,
      String.raw`(?:paano|pano|pnu|panu|paanu|pa ano) (?:ba |po |kaya |ba talaga )*(?:ma?g ?${KAMATAY}|ma?g ?suicide|ma?g ?bigti|ma?g ?overdose|ma?g ?o ?d|patayin ang sarili|tapusin ang buhay)`,
      String.raw`(?:paano|pano|pnu|panu) (?:ba |po |kaya )*(?:mamatay|mawala) (?:nang |ng )?(?:mabilis|agad|hindi masakit|di masakit|walang sakit|painless|sigurado|tahimik)`,
      String.raw`(?:gaano (?:ka ?)?(?:taas|lalim|haba|rami|dami)|ilang (?:palapag|floor|floors|storey|metro))(?: \w+){0,4}? (?:para|pra|bago) (?:\w+ )?(?:mamatay|makamatay|matuluyan|siguradong patay|sure na patay)`,
      String.raw`masakit ba (?:ang |yung |ung )?(?:mamatay sa|magbigti|malunod|maglaslas|mag ?overdose|tumalon|magpakamatay|barilin ang sarili)`,
      String.raw`gaano katagal (?:bago|para) (?:ako )?mamatay (?:\w+ ){0,3}?(?:${PILLS}|${POISON}|bigti|nagbigti|magbigti|lubid|lunod|overdose|lumunok|uminom|tumalon|laslas)`,
      String.raw`(?:lethal|fatal|nakamamatay na|nakakamatay na) (?:dose|dosis) (?:ng|nang|sa|ni)`,
      String.raw`(?:para|pra) (?:mamatay|matuluyan|hindi na magising|di na magising|mag ?overdose|ma ?overdose)(?! (?:ang|yung|ung|mga|ang mga|lahat))${AFTER_DRUGS}`,
      String.raw`(?:anong|ano ang|anong klaseng|ano ang mga|anong mga) (?:\w+ )?(?:gamot|tableta|pills|lason)(?: \w+){0,3}? (?:nakakamatay|nakamamatay|pwedeng ikamatay|makakamatay|pwede ikamatay)`,
    ],
    means: [
      String.raw`(?:may|meron) (?:\w+ )?(?:stock|supply|imbak|tago) (?:ako|aq|akong|kong) (?:ng )?(?:pampatulog|sleeping pills?|lason|cyanide|silver cleaner)(?!.*(?:reseta|doktor|doctor|insomnia|insomniac|prescribed|prescription))`,
      String.raw`(?:kinuha|kinupit|ninakaw|tinago|dinala|nilipat) (?:ko|q) (?:(?:na|yung|ang|ung) )*(?:\w+ )?(?:kutsilyo|blade|labaha|lubid|baril|pampatulog|sleeping pills?|${POISON})(?: \w+){0,5}? (?:nasa|sa) (?:kwarto|kuwarto|bag|ilalim ng (?:kama|unan)) (?:ko|q)`,
      // Knowing where a gun or poison is kept; not a police parent's gun the writer says they won't touch.
      String.raw`alam (?:ko|q) (?:na )?(?:kung )?(?:saan|san|nasaan|nsan) (?:\w+ ){0,2}?(?:nakatago|tinatago|tinago|nilalagay|nakalagay|itinatago|susi)(?<=(?:baril|${POISON}|pampatulog|sleeping pills?) .*)(?!.*(?:pulis|police|sundalo|guard|security|(?:di|hindi) ko (?:gagalawin|hahawakan|gagamitin|gagawin)))`,
      String.raw`alam (?:ko|q) (?:na )?(?:kung )?(?:saan|san|nasaan|nsan) (?:\w+ ){0,3}?(?:nakatago|tinatago|tinago|nilalagay|nakalagay|itinatago) (?:\w+ ){0,2}?(?:baril|${POISON}|pampatulog|sleeping pills?)(?!.*(?:pulis|police|sundalo|guard|security|(?:di|hindi) ko (?:gagalawin|hahawakan|gagamitin|gagawin)))`,
      String.raw`(?:tinago|itinago|nilipat|inilipat|dinala|tinatago|itinatago|nakatago) (?:ko |q )?(?:\w+ ){0,2}?sa (?:kwarto|kuwarto|room|bag|drawer|ilalim ng (?:kama|unan)|aparador) (?:ko|q)(?<=${MEANS} .*)`,
      // Going up high and looking down ("umaakyat ako sa rooftop tapos tinitingnan ko yung baba").
      String.raw`(?:rooftop|bubong|tulay|bangin|building|gusali|fly ?over|footbridge|balkonahe|balcony)(?: \w+)*? (?:tinitingnan|tinititigan|sinisilip|tinatanaw|tinitignan|tinignan|tiningnan) (?:ko |q )?(?:yung |ang |ung )?(?:baba|ibaba|ilalim)`,
      String.raw`(?:hindi|di) (?:\w+ ){0,2}?(?:mapapansin|malalaman|mahahalata)(?: \w+){0,3}? (?:pag|kapag|kung) (?:nabawasan|nawala|kinuha|kumuha|bawasan|kunin|kukuha)${AFTER_DRUGS}`,
      String.raw`(?:saan|san|pano|paano) (?:\w+ ){0,2}?(?:makakabili|bumili|makabili|makakuha|kumuha|mabibili|nakakabili) (?:ng |nang )?(?:\w+ )?(?:cyanide|silver cleaner|paraquat|gramoxone|lason(?! (?:sa|para sa) (?:daga|ipis|langgam|anay)))`,
      String.raw`(?:lubid|tali|kurdon|sinturon)(?: \w+){0,3}? (?:nakatali|tinali|itinali|nakasabit|isinabit) (?:na )?(?:\w+ ){0,2}?sa (?:kisame|ceiling|bentilador|ceiling fan|biga|beam|hagdan)`,
      String.raw`(?:inipon|iniipon|nag ?ipon|nag ?iipon|nakaipon|naipon|ipinon|tinatago|tinago|itinago|itinatago|nakatago|nakatabi|tinabi|itinabi|tinatabi)(?!.*(?:kaming|namin|emergency|first aid|pulis|police|sundalo|guard|security)) (?:\w+ ){0,5}?${MEANS}(?! (?:para sa|pang|sa) (?:ubo|sipon|lagnat|sakit|ulo|tiyan|trangkaso|allergy|emergency|daga|ipis|kusina))`,
      String.raw`(?:inipon|iniipon|naipon|nakaipon|tinatago|tinago|itinago|nakatago|nakatabi|tinabi|itinabi) (?:ko|q)(?<=${MEANS} (?:(?:na|ko|q|yung|ung) )*\w+ \w+)`,
      String.raw`(?:bumili|binili|nakabili|bibili|may|meron|merong|mayroon|hawak|hawak hawak|nasa kamay|nasa harap|nakahanda|inihanda|hinanda)(?!.*(?:camping|hiking|akyat|bundok|outing|bangka|pangingisda|construction|sampayan|lipat))(?: na)? (?:ako|aq|ko|q|akong|kong)(?: na)? (?:ng |nang |yung |ung |ang |na )?(?:\w+ )?(?:lubid|kurdon|${POISON}|sleeping pills?|pampatulog|labaha|razor|blades?|baril)(?! (?:para sa|sa) (?:daga|ipis|damo|sampayan|buhok|damit|aso|kusina|banyo|cr|pool)| pang \w+)`,
      String.raw`(?:may|meron|mayroon) (?:\w+ )?(?:lubid|kurdon|${POISON}|sleeping pills?|pampatulog|labaha|razor|baril) na (?:ako|aq|ko|q)(?! (?:para sa|pang|sa) (?:daga|ipis|damo|sampayan|buhok|damit|aso|kusina|banyo|cr|pool))`,
      String.raw`(?:nasa harap|nasa tabi|nasa kamay|hawak) (?:ko|q) (?:na )?(?:ngayon )?(?:ang |yung |ung )?(?:mga )?(?:${MEANS})`,
      String.raw`(?:handa|nakahanda|ready) na (?:ang |yung |ung |lahat ng )?(?:lubid|${POISON}|gamit ko|mga gamot)`,
    ],
    plan: [
      String.raw`(?:napagplanuhan|plinano|pinlano|pinagplanuhan|naplano|nakaplano|naka plano)(?: (?:ko|q|na))*(?: (?:sa|dun|doon)(?: \w+){0,3}?)? ${NOBODY}`,
      String.raw`(?:iinumin|lulunukin|itetake|ittake) (?:ko|q) (?:na )?(?:(?:ang|yung|lahat|lahat ng|ng) )*(?:isang banig|buong banig|\d{2,}|(?:\w+ )?(?:naipon|inipon|iniipon|tinago|itinago|tinatago))`,
      // "It", unnamed, done when nobody is home; "gagawin ko yung assignment" names what it is.
      String.raw`(?:gagawin|ggawin|itutuloy) (?:ko|q)(?: (?:na|talaga|lang|nalang|ito|to|yun|iyon))*(?: (?:${WHEN}|sa \w+))? ${NOBODY}`,
      String.raw`(?:${WHEN}|sa \w+|dun|doon) (?:na )?(?:ko|q) (?:na )?(?:(?:talaga|lang) )*(?:gagawin|ggawin|itutuloy) (?:${NOBODY}|wala (?:na )?(?:sila|tao|kami))`,
      String.raw`${NOBODY}(?: \w+){0,8}? (?:ko|q) (?:na )?(?:(?:talaga|lang) )*(?:gagawin|ggawin|itutuloy)(?= *$)`,
      String.raw`(?:alam|alm|plinano|pinlano|pinagplanuhan|naplano|nakaplano|naka plano)(?: (?:ko|q|na|lahat))* (?:kung )?(?:paano|pano|kelan|kailan|saan|san) (?:at|tsaka|saka) (?:kung )?(?:paano|pano|kelan|kailan|saan|san)(?= *$| (?:hinihintay|inaantay|antay|basta|kasi))`,
      String.raw`(?:${WHEN}|sa \w+) (?:na )?(?:ang |yung )?(?:huling|last) (?:araw|gabi) (?:ko|q)(?! (?:sa|dito|ng|bilang|as|at|in))`,
      String.raw`(?:may|meron) (?:na )?(?:akong |kong )?(?:plano|plan)(?: na)?(?: (?:ako|ko|aq))? (?:${WHEN}|sa \w+) (?:na )?(?:ko|q) (?:na )?(?:gagawin|ggawin|itutuloy)`,
      String.raw`(?:may|meron|mayroon|merong)(?: na)?(?: (?:akong|kong|ako|ko|aq))?(?: na)? (?:plano|plan|balak|date|petsa)(?: na)?(?: (?:ako|ko|aq))? (?:kung|kng) (?:paano|pano|kelan|kailan|saan|san)(?: (?:ko |ako )?(?:gagawin|gawin|tatapusin|mamamatay|magpapakamatay|mamatay|wawakasan)(?! (?:yung|ang|ung|ng|mga)\b)| *$)`,
      // A plan said and left there ("may plano na ako."), not plans for the weekend.
      String.raw`(?:may|meron) (?:na )?(?:akong |kong )?(?:plano|plan)(?: na)?(?: (?:ako|ko|aq))?(?= *$)`,
      String.raw`(?:alam|alm) (?:ko|q) na (?:kung )?(?:paano|pano|kelan|kailan|saan|san) (?:ko |ako |q )?(?:gagawin|tatapusin|mamamatay|magpapakamatay|wawakasan)(?: (?:ito|to|yun|iyon))?(?= *$| sa (?:tulay|rooftop|riles|bangin|ilog|dagat|building|gusali)| (?:${WHEN}|na|at|kasi|kc|tumalon|tatalon|magbigti|magbibigti|uminom|iinom|mag ?overdose|maglaslas|magpasagasa))`,
      String.raw`(?:napili|pinili|napagdesisyunan|napag desisyunan|napagpasyahan|na decide|nadecide) (?:ko|q) (?:na )?(?:ang |yung |ung )?(?:araw|petsa|date|oras|lugar|paraan)(?! (?:ng|nang|ni|para))`,
      String.raw`${WHEN} (?:na )?(?:ako |ko |aq )?(?:(?:ma?g ?)?pa${KAMATAY}|magbibigti|tatalon|magpapasagasa|mawawala na|gagawin ko na talaga)`,
      String.raw`(?:(?:ma?g ?)?pa${KAMATAY}|magbibigti|magpapasagasa|tatapusin ko) (?:na )?(?:ako |aq |ko )?(?:(?:na|talaga) )*${WHEN}`,
      // "It" done when nobody is home: the time a plan is made for.
      String.raw`(?:pag|kapag|kpag|pg|habang) (?:\w+ )?(?:wala|tulog|umalis|nakaalis|nasa trabaho|nasa work|walang tao)(?: \w+){0,6}? (?:ko|q) na (?:(?:talaga|lang) )*(?:gagawin|ggawin|itutuloy)`,
      String.raw`(?:gagawin|ggawin|itutuloy) (?:ko|q) na (?:(?:talaga|lang|ito|to|yun) )*(?:pag|kapag|kpag|pg|habang) (?:\w+ )?(?:wala|tulog|umalis|nakaalis) (?:na )?(?:sila|sina|si|ang|yung|lahat|tao)`,
      String.raw`(?:gagawin|ggawin) (?:ko|q) na (?:talaga )?(?:ito |to |yun )?(?:${WHEN})(?= *$)`,
      String.raw`(?:${WHEN}|ngayon) (?:na )?(?:ang |yung )?(?:huling|last) gabi ko(?! (?:sa|dito sa) (?:trabaho|work|school|opisina|bahay|pinas|probinsya|manila|office|dorm|hotel))`,
      String.raw`(?:huling|last) (?:araw|gabi|linggo) ko na (?:\w+ )?(?:sa mundo|mabuhay|ng buhay ko|sa buhay)`,
    ],
    preparation: [
      String.raw`(?:nagpaalam|nagpapaalam) na (?:ako|aq|ko) (?:\w+ ){0,4}?(?:kayo|sila|ikaw) na (?:ang )?bahala(?!.*(?:shop|tindahan|bakasyon|vacation|trip|abroad|trabaho|babalik))`,
      // Letters to family, not for a birthday or a school task.
      String.raw`(?:sumulat|nagsulat|sinulat|isinulat|gumawa|nag iwan|iniwan|hinanda|inihanda)(?: (?:na|ako|ko|aq|q))* (?:na )?(?:ng |nang |yung |ung |mga )?(?:letters?|sulat|liham|notes?|mensahe) (?:\w+ ){0,5}?(?:para (?:sa|kay|kina)|sa|kay|kina) (?:\w+ ){0,2}?(?:mama|papa|nanay|tatay|pamilya|magulang|kapatid|bunso|ate|kuya|inyo|kanila|lahat)${ORDINARY_NOTE}`,
      String.raw`(?:pinamigay|ipinamigay|binigay|ibinigay|pinaampon|ipinaampon|pina ampon|ipinaubaya) (?:ko|q) (?:na )?(?:yung |ang |ung |si )?(?:pusa|aso|alaga|alagang \w+|pets?) (?:ko|q)(?!.*(?:lilipat kami|lumipat kami|bawal|condo|allergic|allergy|abroad))`,
      String.raw`(?:pinamigay|ipinamigay|pinapamigay|ipinapamigay|binigay|ibinigay|binibigay|pinamimigay|ipinamimigay)(?: \w+)*? (?:di|hindi) (?:ko|q) na (?:kailangan|kakailanganin|magagamit)`,
      String.raw`(?:sinulat|isinulat|binigay|ibinigay|iniwan|ipinasa|tinuro|itinuro|sinabi) (?:ko|q) (?:na )?(?:\w+ ){0,2}?(?:password|passwords|pin|atm|bank|savings|ipon)(?: \w+){0,4}? (?:kay|kina|sa) (?:\w+ )?(?:mama|papa|ate|kuya|nanay|tatay|kapatid|bunso|asawa|pamilya)(?=.*(?:just in case|sakali|in case|incase|pag wala|kung wala|kapag wala|bago ako))`,
      String.raw`(?:di|hindi) (?:niya|nya|nila|nyo|niyo|mo) alam na (?:\w+ )?(?:paalam|huling|last)(?!.*(?:company|kompanya|trabaho|work|school|office|opisina|resign|lilipat|abroad))`,
      String.raw`salamat sa lahat ng (?:nagmahal|nagmamahal|tumulong|nag alaga|nagtiis|minahal) (?:sa akin|sakin|skin|saken|sa kin)(?= *$| (?:paalam|patawad|sorry|mamimiss))`,
      String.raw`hanggang dito na lang (?:ako|aq)(?: (?:paalam|sorry|salamat|mahal|patawad)\w*)*(?= *$)`,
      String.raw`(?:inayos|naayos|inaayos|nag ayos|inasikaso|binayaran)(?: \w+){0,8}? (?:para|pra)(?: \w+){0,4}? ${IF_GONE}`,
      String.raw`(?:sulat|liham|letter|note|mensahe|message|video)(?: na)? (?:ng )?(?:paalam|pamamaalam|pagpapaalam)`,
      String.raw`(?:suicide|goodbye|farewell|paalam) (?:note|letter|message)(?: ko| q| para| sa)`,
      String.raw`(?:nagsulat|sumulat|gumawa|nakagawa|sinulat|isinulat|ginawa|nagawa|nag iwan|nag iiwan|iniwan|mag iiwan) (?:na )?(?:ako |aq |ko |q )?(?:na )?(?:ng |yung |ung )?(?:suicide|goodbye|farewell|huling) (?:note|letter|sulat|liham|mensahe|message)`,
      String.raw`(?:nag ?iwan|iniwan|mag ?iiwan|iiwan) (?:na )?(?:ako|ko|aq) (?:ng )?(?:sulat|liham)(?: \w+){0,6}? (?:para (?:sa|kay|kina)|sa|kay|kina) (?:pamilya|mama|papa|nanay|tatay|magulang|kanila|inyo|lahat|mga)${ORDINARY_NOTE}`,
      String.raw`(?:ito|eto|to)(?: na)?(?: ang| yung| ung)? (?:huling|last|huli kong) (?:post|mensahe|message|msg|chat|text|sulat|status|tweet|liham)(?: ko)?(?!.*(?:ngayong|ngayon|today|tonight|gabi|sa gc|goodnight|muna|for now|sa taong))`,
      String.raw`paalam (?:na )?(?:sa )?(?:inyong lahat|inyo lahat|inyo|lahat|mundo|sa mundo)(?!.*(?:muna|for now|ngayon|matutulog|gc|group|aalis|lilipat|trabaho|work|school|busy|bukas|babalik|next))`,
      String.raw`(?:salamat sa lahat|sorry sa lahat|patawad sa lahat)(?: \w+){0,3}? paalam`,
      String.raw`(?:pinamigay|ipinamigay|ipinamimigay|pinamimigay|namimigay|namigay|pinapamigay|ipinapamigay|ibinigay|binigay|binibigay|ibinibigay) (?:ko |q |na |ko na )*(?:na )?(?:lahat ng|ang lahat ng|lahat ng mga|yung mga|ung mga|ang mga|mga) (?:gamit|bagay|ari arian|things|stuff|alaga|paborito)(?: ko)?(?!.*(?:lilipat|lumipat|move|moving|abroad|ukay|garage sale|donate|donasyon|charity|bagyo|nasalanta|relief|declutter))`,
      String.raw`(?:alagaan|pakialagaan|ingatan|pakiingatan|kayo na (?:ang )?bahala|ikaw na (?:ang )?bahala)(?: \w+){0,4}? ${IF_GONE}`,
      String.raw`${IF_GONE} (?:\w+ ){0,3}?(?:alagaan|pakialagaan|ingatan|kayo na bahala|ikaw na bahala|wag (?:nyo|niyo|mo) (?:akong |na akong )?(?:iiyakan|iyakan|sisihin|kalimutan|hanapin))`,
      String.raw`(?:wag|huwag) (?:nyo|niyo|mo) (?:sanang )?(?:sisihin|sisisihin) (?:ang )?(?:sarili|inyong sarili)`,
      String.raw`(?:nagpapaalam|magpapaalam|nagpaalam) na (?:ako|aq|ko) (?:sa inyo|sa inyong lahat|sa lahat|sa mundo|sa pamilya ko)(?! (?:muna|for now|para|kasi aalis|kasi matutulog))`,
    ],
    attempt: [
      String.raw`ininom (?:ko|q) (?:na )?(?:po )?lahat ng (?:gamot|tableta|pills)`,
      String.raw`(?:er|ospital|hospital|emergency) .{0,60}(?:di|hindi|d) natuloy (?:kasi|ksi|kc|dahil) (?:\w+ )?(?:nakita|nahuli|naabutan|napigilan) (?:ako|ko|aq)`,
      // "nsa rooftop ako ng dorm ngaun nakaupo sa gilid".
      String.raw`(?:rooftop|bubong|tulay) (?:\w+ ){0,5}?nakaupo sa gilid`,
      // "kakatapos ko lang gawin, may dugo na sa sahig".
      String.raw`kakatapos ko lang (?:gawin|ginawa)(?: \w+){0,3}? (?:dugo|lason|gamot|tableta)`,
      String.raw`(?:nilunok|tinake|lumunok) (?:ko|q|ako) (?:na )?(?:lahat|lahat lahat)(?= *$| (?:kanina|ngayon|mga \d+))`,
      // On a roof, bridge or the tracks now; not there for a smoke, the view, or on the way somewhere.
      String.raw`(?:nasa|andito sa|nandito sa|nandto sa|andto sa) (?:gilid ng |dulo ng |taas ng |tuktok ng |edge ng )?(?:tulay|rooftop|bubong|riles|bangin|fly ?over|footbridge|overpass|ledge) (?:na )?(?:ako|aq)(?: ngayon)?(?!.*(?:yosi|smoke|inaayos|party|inuman|kumakain|tambay|chill|view|picture|pic|sunset|nagpapahangin|sampay|antenna|resto|pool|gym|nag aayos|araw|lang|kape|coffee|nagbabasa|aral|study|trabaho|laba|malapit|papunta|pauwi|otw|traffic|sunduin|hintayin mo|hintayin nyo|antayin))`,
      String.raw`${TOOK} (?:ko|q) (?:na )?(?:yung |ang |ung )?(?:gamot|pills|meds|pampatulog|sleeping pills|tableta)(?: \w+)? (?:ni|nina|ng) (?:\w+ )?(?:mama|papa|lola|lolo|nanay|tatay|ate|kuya|tita|tito|mommy|daddy|kapatid)(?! (?:sa|para sa|pang) (?:ubo|sipon|lagnat|sakit|ulo|tiyan|allergy|trangkaso))`,
      String.raw`${TOOK}(?: (?:ko|q|ako|aq|na|ko na|ako na|nako|kanina|kagabi))* (?:ng |nang |yung |ung |ang |na )?${AMOUNT}(?: (?:na|ng|nang|mga|yung|ung|ang))* (?:\w+ )?${PILLS}`,
      String.raw`${TOOK}(?: (?:ko|q|ako|aq|na|ko na|ako na|nako|kanina|kagabi))* (?:ng |nang |yung |ung |ang |na )?(?:isang )?(?:banig|bote ng ${PILLS})`,
      String.raw`${TOOK}(?: \w+){0,3}? (?:ng |nang |yung |ung |ang )?${POISON}(?! (?:sa daga|para sa daga))`,
      String.raw`${TOOK}(?: \w+){0,3}? ${PILLS} (?:na )?(?:marami|madami|lahat|sobrang dami|ang dami|isang banig|\d{2,})`,
      String.raw`(?:ininom|nilunok|tinake|nainom|lumunok) (?:ko|q)(?<=${AMOUNT} (?:(?:na|ng|nang|mga) )*(?:\w+ )?${PILLS} (?:(?:na|ang|yung) )?\w+ \w+)`,
      String.raw`(?:na?g ?overdose|na?g ?o ?d|nag o overdose|naoverdose|na overdose|na o d) (?:na )?(?:ulit |naman |nanaman )?(?:ako|aq|ko)`,
      String.raw`(?:sinubukan|sinubukang|tinangka|tinangkang|nagtangka|nag tangka|nag ?attempt|nag ?try|tinry|sinubok)(?: (?:ko|q|kong|qng|ako|aq|akong|na|ulit|uli|nanaman|na naman))* (?:na |ng |nang )?(?:${KILL_MYSELF})`,
      String.raw`(?:nag ?attempt|nagtangka|nag tangka)(?: (?:ulit|uli|nanaman|na naman|na))? (?:ako|aq|ko)(?! (?:sa|ng|mag|na mag|sumagot|magtanong))(?: \w+)?`,
      String.raw`(?:nagbigti|nag bigti|nagbitay|nagpasagasa|nag pasagasa|sinakal ko (?:ang )?sarili ko) (?:na )?(?:ako|aq)`,
      String.raw`(?:tumalon|tumalon na) (?:ako|aq) (?:sa|mula sa) (?:\w+ )?(?:tulay|building|gusali|bintana|rooftop|bubong|fly ?over|footbridge|overpass|bangin|riles)`,
      String.raw`(?:nandito|andito|nandto|andto|nasa|nakatayo) (?:na )?(?:ako|aq) (?:ngayon )?(?:sa )?(?:gilid ng |dulo ng |taas ng |tuktok ng |edge ng |ledge ng )?(?:tulay|rooftop|bubong|riles|bangin|fly ?over|footbridge|overpass|tuktok ng building|taas ng building|ledge)`,
      String.raw`(?:ayaw|hindi|di|d) (?:tumitigil|tumigil|huminto|humihinto|maampat) (?:ng |nang |ang |yung |ung |sa )?(?:pagdurugo|pag dugo|dugo|dumugo)`,
      String.raw`(?:ang dami|sobrang dami|ang daming|sobrang daming) (?:ng |nang )?(?:dugo|dumudugo) (?:na )?(?:sa |ng |galing sa )?(?:(?:braso|pulso|wrist|hita|kamay|sugat|leeg|binti) )?(?:ko|q)`,
      String.raw`(?:nilaslas|laslas|hiniwa|ginilitan) (?:ko )?(?:na )?(?:ang |yung |ung )?(?:pulso|wrist|leeg) (?:ko|q)`,
      String.raw`naglaslas (?:na )?(?:ako|aq) (?:ng|sa) (?:pulso|wrist|leeg)`,
      String.raw`(?:lubid|tali|kurdon)(?: na)? (?:sa|nasa) (?:leeg|liig) (?:ko|q)|(?:itinali|tinali|nakatali)(?: ko)?(?: na)? (?:ang |yung |ung )?(?:lubid|tali|kurdon) sa (?:leeg|liig) (?:ko|q)`,
      String.raw`ginagawa (?:ko|q) na (?:ngayon|ito ngayon|to ngayon)(?= *$)`,
    ],
    'self-injury': [
      String.raw`(?:ang lalim|sobrang lalim|malalim) (?:ng |yung |ang )?(?:hiwa|sugat|laslas) (?:ko|q)(?! sa (?:daliri|paa|tuhod))|(?:hiwa|sugat|laslas) sa (?:pulso|wrist) (?:ko|q)`,
      String.raw`(?:naghihiwa|nag ?hiwa|naghiwa|naglalaslas|nagsusugat|nagkakalmot|nanunugat|sumusugat|nagpapaso|nagpaso) (?:\w+ ){0,2}?(?:sa |ng )?(?:hita|braso|pulso|wrist|balat|katawan|binti|tiyan|thigh)`,
      String.raw`(?:di|hindi|hnd) (?:ko|q) (?:na )?(?:mapigilan|mapigil|ma control|macontrol|kayang pigilan) (?:\w+ ){0,3}?(?:${SELF_HARM}|maglaslas|saktan ang sarili|saktan sarili|manakit ng sarili)`,
      String.raw`(?:urge|tukso|natutukso|natetempt|tempted|craving)(?: \w+){0,3}? (?:${SELF_HARM}|maglaslas|saktan ang sarili|saktan sarili)`,
      String.raw`${LASLAS}`,
      String.raw`${HURT}(?: (?:ko|q|na|ulit|uli|nanaman|na naman|naman|talaga|kong|ng))*(?: (?:ng|gamit ang|gamit) \w+)? (?:ang |yung |ung |aking |mga )?(?:sarili|srili|braso|pulso|wrist|hita|thigh|balat|katawan|kamay|binti|tiyan|ulo) (?:ko|q|ku)`,
      String.raw`${HURT}(?: (?:ko|q|na|ulit|uli|nanaman|na naman|naman|talaga|kong|ng))* (?:ang )?(?:sarili|srili)(?! (?:niya|nya|nila|nia|mo|nyo|niyo))`,
      String.raw`${SELF_HARM}(?: (?:na|ulit|uli|nanaman|na naman|naman|talaga))* (?:ako|aq|ko|nako)${NOT_A_CUT}`,
      String.raw`${WANT}${FILL} ${SELF_HARM}${NOT_A_CUT}`,
      String.raw`(?:nag ?relapse|nagrelapse|relapse|bumalik)(?: \w+){0,3}? (?:sa )?(?:pag ?cut|pagcucut|pag ?laslas|paglalaslas|self ?harm|pag self harm|pananakit sa sarili)`,
      String.raw`(?:sinasadya|sinadya) (?:ko|kong|q) (?:na )?(?:saktan|sugatan|hiwain|pasuin)`,
      String.raw`(?:pinagsusuntok|sinuntok|sinusuntok|inuntog|inuuntog|kinagat|kinakagat|kinalmot|kinakalmot|ginagasgas|ginasgas) (?:ko|q) (?:\w+ ){0,3}?hanggang (?:sa )?(?:dumugo|magdugo|magsugat|masugatan|magkasugat|mamaga|mabali)`,
      String.raw`(?:naglalaslas|nagcucut|nagseself harm|nag seself harm|nanakit ng sarili|sinasaktan ang sarili) (?:na )?(?:ulit )?(?:ako|aq)`,
    ],
    'harm-to-others': [
      String.raw`(?:gusto|gsto|gs2) (?:ko|q) (?:na )?(?:saktan|sakalin|ihagis) (?:ang |yung )?baby (?:ko|q)`,
      String.raw`dadalhin (?:ko|q) (?:\w+ ){0,4}?(?:airgun|baril|kutsilyo|itak|patalim|balisong|sumpak|gulok) .{0,60}(?:tignan natin|tingnan natin|tatawa)`,
      // "dadalhin ko yung baril ni papa": a gun brought along, not to the gunsmith or the range.
      String.raw`(?:dadalhin|dadalahin|magdadala|bibitbitin) (?:ko |q |ako )?(?:ng |yung |ang |ung )?(?:baril|sumpak|granada)(?!.*(?:gunsmith|range|linis|ipaayos|ipagawa|lisensya|license|pulis|police|airsoft|laruan|toy))`,
      // "bukas sasaktan ko silang lahat, handa na ko".
      String.raw`(?:sasaktan|papatayin|gagantihan|babarilin|sasaksakin) (?:ko|q) (?:silang lahat|sila lahat|lahat sila|kayong lahat|sila)(?: \w+){0,4}? (?:handa na|ready na|may dala|dala ko)${JOKING}`,
      String.raw`(?:sasaktan|saktan|bubugbugin|bugbugin|gugulpihin) (?:ko )?(?:na )?(?:talaga )?(?:siya|sya|sila|${PERSON} ko) (?:\w+ )?(?:nang malala|ng malala|yung malala|hanggang (?:mamatay|di na makabangon|hindi na makabangon|maospital))(?!.*(?:chess|game|laro|ml|mobile legends|codm|dota|valorant|basketball|volleyball|debate|quiz))`,
      String.raw`(?:natatakot|takot) (?:na )?(?:ako|aq) (?:\w+ ){0,3}?baka (?:ma ?)?(?:saktan|masaktan|mapatay|patayin) (?:ko|q) (?:\w+ )?(?:siya|sya|anak|baby|sila)`,
      String.raw`(?:pupuntahan|susugurin|aabangan|reresbakan|gagantihan|babalikan)(?: \w+){0,8}? (?:may dala|dadalhin|magdadala|bitbit|dala) (?:na )?(?:akong |ko |ako ng )?(?:\w+ )?(?:kutsilyo|baril|patalim|balisong|itak|gulok|granada|gasolina)`,
      String.raw`(?:may dala|dadalhin|magdadala|bitbit) (?:na )?(?:akong |ko |ako ng )?(?:\w+ )?(?:kutsilyo|baril|patalim|balisong|itak|gulok|granada|gasolina)(?: \w+){0,6}? (?:pupuntahan|susugurin|aabangan|reresbakan|gagantihan|babalikan)`,
      String.raw`(?:gasolina|kutsilyo|baril|itak|gulok|lason)(?: \w+){0,8}? alam (?:ko|q) (?:na )?(?:kung )?(?:anong oras|saan|san|kailan|kelan) (?:\w+ ){0,3}?(?:lumalabas|umuuwi|dumadaan|nakatira|natutulog)`,
      String.raw`(?:dadalhin|dadalahin|magdadala) (?:ko |ako )?(?:ng |yung |ang |ung )?(?:baril|kutsilyo|patalim|itak|granada|bomba)(?: \w+){0,4}? (?:sa )?(?:school|eskwela|eskwelahan|paaralan|klase|campus|opisina|office)`,
      String.raw`(?:${WHEN}|sa \w+) (?:na )?(?:(?:ko|q) )?(?:na )?(?:dadalhin|dadalahin|gagamitin)(?: (?:ko|q))? (?:yung |ang |ung )?(?:baril|granada|bomba)(?!.*(?:range|shooting|practice|linisin|ipaayos|license|lisensya))`,
      String.raw`(?:ipapatay|ipatumba|ipapatumba|ipa ?salvage|ipapa ?salvage) (?:ko|q) (?:na )?(?:talaga )?(?:${THEM}|${PERSON} (?:ko|q))`,
      String.raw`(?:${WANT}|${THINK})${FILL} ${KILL_THEM} (?:(?:na|talaga|ko|lang) )*${THEM}${JOKING}`,
      String.raw`${WANT}${FILL} (?:siyang|syang|xang|silang|na siyang|na syang|talaga siyang)${FILL} (?:${KILL_THEM}|saktan|sasaktan|alugin|yugyugin|ihagis|ibato|sakalin|suffocate)${JOKING}`,
      String.raw`${KILL_THEM_FUTURE} (?:ko|q)(?: (?:na|talaga|na talaga|na lang|nalang|tlga))* ${THEM}(?! (?:pag|kapag|kpag|pg|kung|if|once) (?:hindi|di|d|hnd|ulit|niya ulit|nya ulit|kinain|ginalaw|inubos|kinuha|nakita|nalaman|makita|malaman|nag|nagka|ma|na|late|umalis))${JOKING}`,
      String.raw`(?:papatay|papatayin) (?:na )?(?:ako|aq) (?:ng|nang) (?:tao|isang tao)`,
      String.raw`(?:papasabugin|pasasabugin|pasabugin|bobombahin|mamamaril|mamaril) (?:ko |ako |q )?(?:\w+ ){0,2}?(?:ang |yung |ung |sa )?(?:school|eskwelahan|eskwela|paaralan|opisina|office|simbahan|mall|bahay nila|klase|campus)`,
      String.raw`(?:may dala|dala|dinala|hawak|itinago|tinago) (?:na )?(?:akong|kong|ako|ko) (?:na )?(?:\w+ )?(?:kutsilyo|baril|patalim|balisong|itak|gulok|${POISON})(?: \w+){0,3}? (?:para|pra) (?:sa kanya|sa kanila|patayin|saksakin|barilin|lasunin)`,
    ],
    'danger-from-others': [
      // Hiding behind a locked door from someone breaking in.
      String.raw`(?:kinakalampag|kinakatok|sinisipa|binabasag|sinisira|nagwawala|pinipilit buksan)(?: \w+){0,8}? (?:nagkulong|nagkukulong|nagtatago|nagtago|nakakulong|nakatago) (?:na )?(?:ako|aq|kami)(?!.*(?:videoke|karaoke|game|laro|ahas|daga|ipis))`,
      String.raw`(?:nagkulong|nagkukulong|nagtatago|nagtago|nakakulong|nakatago) (?:na )?(?:ako|aq|kami)(?: \w+){0,6}? (?:kinakalampag|kinakatok|sinisipa|binabasag|nagwawala|pinipilit buksan|papasok)(?!.*(?:videoke|karaoke|game|laro|ahas|daga|ipis))`,
      String.raw`(?:sinusundan|sinundan|binabantayan|inaabangan|inabangan|ini ?stalk|sinastalk|stinalk) (?:na naman |ulit |palagi )?(?:ako|aq|kami) (?:ng|ni) (?:\w+ )?${PERSON} (?:ko|q)`,
      String.raw`(?:ayaw|hindi|di) (?:niya|nya|nila|nia) (?:ako|aq|kami|akong|kaming) (?:\w+ )?(?:palabasin|paalisin|pauwiin)`,
      String.raw`${BEAT} (?:(?:na naman|nanaman|ulit|palagi|lagi|parati|araw araw|gabi gabi|niya|nya|nila|talaga) )*(?:ako|aq|kami|akong|kaming)(?! (?:sa isip|emotionally|emosyonal))`,
      String.raw`(?:${PERSON}) (?:ko|q|namin) (?:\w+ ){0,2}?${BEAT}(?: (?:niya|nya|nila))? (?:ako|aq|kami)`,
      String.raw`(?:papatayin|gagahasain|sasaksakin|babarilin|sasakalin|bubugbugin) (?:daw |raw )?(?:niya|nya|nila|nia) (?:daw |raw |na |talaga |na daw )*(?:ako|aq|kami)`,
      String.raw`(?:papatayin|gagahasain|sasaksakin|babarilin|sasakalin|bubugbugin) (?:daw |raw )(?:ako|aq|kami)(?: \w+){0,2}? (?:ng|ni|nina)`,
      String.raw`(?:binantaan|pinagbabantaan|pinagbantaan|tinakot|tinatakot) (?:niya|nya|nila|ako|aq|kami)(?: \w+){0,3}? (?:na |akong |kaming )?(?:papatayin|patayin|sasaktan|saktan|bubugbugin|gagahasain|sasaksakin|babarilin)`,
      String.raw`(?:natatakot|takot|kinakabahan) (?:ako|aq|akong|kami|kaming)(?: \w+){0,5}? (?:bubugbugin|sasaktan|papatayin|gagahasain|sasakalin|sasampalin|papaluin|saksakin|patayin) (?:na naman |ulit |nanaman )?(?:ako|aq|kami|niya ako|nya ako|nila ako|niya kami)`,
      String.raw`baka (?:\w+ )?(?:patayin|bugbugin|gahasain|sakalin|saksakin|barilin) (?:na )?(?:niya|nya|nila) (?:na )?(?:ako|aq|kami)`,
      String.raw`(?:pinapalo|pinalo|hinahampas|hinampas|pinaghahampas) (?:\w+ ){0,3}?(?:ako|aq|kami) (?:\w+ ){0,4}?(?:ng|gamit ang) (?:sinturon|hanger|kahoy|walis|tubo|dos por dos|bakal|kable|belt|martilyo)`,
      String.raw`(?:tinutukan|tinututukan) (?:ako |aq |kami )?(?:niya |nya |nila )?(?:ng )?(?:kutsilyo|baril|patalim|balisong|itak|gulok)`,
    ],
  },
  friendRisk: [
    String.raw`(?:kaibigan|kaibgan|tropa|friend|bestfriend|bff|kapatid|pinsan) ko (?:\w+ )?(?:nagpost|nag post|nagmessage|nagchat|nag message)`,
    // Someone else tired of living, in their own reported words: "pagod na siya mabuhay".
    String.raw`(?:pagod|ayaw) na (?:daw |raw )?(?:siya|sya|xa|sila) (?:na )?(?:mabuhay|sa buhay)`,
    // "sabi nya wala na daw syang dahilan para mabuhay": the reporting "daw" and a third person.
    String.raw`(?:wala|ayaw|pagod|sawa|suko) na (?:daw|raw) (?:siya|sya|xa|syang|siyang|sila|silang)(?: \w+){0,3}? (?:dahilan|mabuhay|buhay|gumising|magising)`,
    String.raw`(?:${FRIEND}) (?:\w+ ){0,6}?(?:gusto (?:na )?(?:daw |raw )?(?:niyang|nyang|nilang|na niyang)|balak (?:daw |raw )?(?:niyang|nyang|nilang)|(?:ma?g ?pa)?${KAMATAY}|nagpapakamatay|nagbabalak|na?g ?se ?self ?harm|naglalaslas|naglaslas|nag laslas|nagcucut|sinasaktan (?:niya|nya) ang sarili|nag ?overdose|suicidal|nagtangka|sinubukan (?:niyang|nyang))(?! (?:na )?(?:ako|aq|ko|nako))`,
    String.raw`(?:${KILL_MYSELF}|${DIE}|maglaslas|saktan ang sarili) (?:na )?(?:daw|raw) (?:siya|sya|xa|sila|yung|ung|ang|si)`,
    String.raw`${THEIR} (?:\w+ ){0,3}?(?:ma?g ?${KAMATAY}|magpapakamatay|patayin ang sarili|saktan ang sarili|maglaslas|naglalaslas|naglaslas|tapusin ang buhay)(?! (?:na )?(?:ako|aq|ko|nako))`,
    String.raw`(?<!(?:gagaan|gaan|magaan|sasaya|masaya|aayos|maayos|luluwag|maluwag|gaganda)(?: \w+){0,2} )(?:sarili|srili|buhay) (?:niya|nya|nila|nia)(?! (?:ako|aq))`,
    String.raw`(?:siya|sya|xa|sila) (?:ay )?(?:nagiging )?suicidal`,
    String.raw`(?:ayaw|ayoko) (?:na |nang )?(?:daw |raw )?(?:niya|nya|nila|niyang|nyang|nilang)(?:ng)? (?:na |nang )?(?:mabuhay|magising|gumising)`,
    String.raw`(?:gusto|gsto|balak) (?:na )?(?:daw |raw )?(?:niya|nya|nila|niyang|nyang|nilang|daw|raw)(?:ng)?${FILL} (?:${DIE}|${KILL_MYSELF})`,
    String.raw`(?:${KAMATAY}|nagpapakamatay|nagbabalak|na?g ?se ?self ?harm|naglalaslas|naglaslas|nag laslas|nagcucut|nag ?overdose|suicidal|nagtangka)(?: \w+)? (?:daw |raw )?(?:yung|ung|ang|si|sina|ang aking) (?:\w+ )?${FRIEND}`,
  ],
  past: [
    // "Dati" (before) unless the same sentence says it came back ("ulit", "na naman") or is now.
    String.raw`(?<!(?:ulit|uli|na naman|nanaman|relapse|bumalik).*)(?:dati|noon|noong araw|nung araw)(?!.*(?:ulit|uli|na naman|nanaman|relapse|bumalik|ngayon))`,
    String.raw`(?:nung|noong) (?:isang taon|nakaraang taon|bata|ako y bata|high school|hs|elementary|elem|college|grade \w+|\d{4})`,
    String.raw`(?:\w+ )?(?:taon|buwan|years|yrs|year|months) na (?:ang )?(?:nakalipas|nakaraan|lumipas|ago)`,
    String.raw`(?:\w+ )?(?:taon|buwan) (?:ang )?(?:nakalipas|nakaraan|ago)`,
    String.raw`(?:\d+|\w+) (?:taon|buwan|years|months) ago`,
    String.raw`(?:nakaraang|last) (?:taon|year)`,
    String.raw`(?:\d+|\w+) (?:taon|buwan|linggo|years|months|weeks) na (?:akong|kong|aqng|ako|ko) (?:hindi|di|walang|clean|malinis|sober)`,
    String.raw`clean na (?:ako|ko) (?:ng|nang|for|mula)`,
    String.raw`(?:okay|ok|oks|okey|maayos|mabuti|better|masaya) na (?:ako|ko|aq) ngayon`,
    String.raw`(?:nakaligtas|naka survive|nakasurvive|nalagpasan|nalampasan|naka recover|nakarecover|gumaling) (?:na )?(?:ako|ko)`,
  ],
  ordinary: [
    String.raw`lagnat|sinat|sakit ng (?:ulo|ngipin|lalamunan)|trangkaso|sipon|camping|hiking|akyat bundok`,
    // Poison bought for the rats in the kitchen.
    String.raw`(?<!(?:wala|walang|hindi) )(?:ang dami|maraming|may|madaming) (?:nang |ng |na )?(?:daga|ipis)`,
  ],
  idioms: [
    // Denied ("hindi ko gustong mamatay", "di ako magpapakamatay", "wala akong balak saktan sarili ko"):
    // taken out whole, so what is left reads as nothing; "hindi ko na gustong mabuhay" is not a denial,
    // nor "hindi, magpapakamatay na ako" (an answer, its comma folded away): the writer must be named.
    String.raw`(?:(?:hindi|hnd|hndi|hinde|di|d|wag|huwag|never)(?: (?:naman|nman|nmn|sa|na|pa|talaga|po|kailanman))* (?:ko|q|ako|aq|akong|kong)|wala (?:na )?(?:akong|kong|aqng)|(?:hindi|hnd|di) (?:naman )?sa)(?: (?:na|naman|pa|talaga|po|kailanman))* (?:(?:gusto|gsto|balak|plano|iniisip|intensyon)(?:ng| kong| qng)? (?:(?:na|naman|talaga) )*)?(?:(?:ma?g ?)?pa${KAMATAY}|mamatay|mamamatay|mmatay|mawala|ma?g ?suicide|suicidal|maglaslas|ma?g ?self ?harm|(?:saktan|sasaktan|sugatan|patayin|papatayin)(?: (?:ang |yung )?(?:sarili|srili)(?: ko)?)?|tapusin (?:ang )?(?:buhay|life)(?: ko)?)`,
    // Dying of laughter, hunger, shame, love ("mamamatay na ako sa kilig").
    String.raw`(?:ma?(?:ma)?ma?t[ae][iy]|namatay|patay|mategi|matigok|deds|dedo|ikamamatay) (?:(?:na|lang|nalang|talaga|ako|aq|ko|kami|tayo) )*(?:sa |s )(?:kaka\w+|kaiisip|kilig|tawa|gutom|hiya|init|inip|lamig|antok|pagod|selos|kaba|inggit|cute|kacute|kakyutan|ganda|kagandahan|kagwapuhan|sarap|traffic|trapik|puyat|boredom|uhaw|kahihiyan|excitement|saya)`,
    String.raw`patay na patay (?:ako |aq |siya |sya |na )?(?:sa|kay|s)`,
    String.raw`patay (?:na )?(?:tayo|ako|aq|kami|ka|kayo|ko) (?:dyan|diyan|jan|d yan|kay|sa|ni|nito|neto|talaga)`,
    // "Papatayin ako ng nanay ko": a parent's or teacher's anger.
    String.raw`(?:papatayin|ppatayin|patayin|pinatay|patay|pagagalitan) (?:na )?(?:talaga )?(?:ako|aq|kami|tayo) (?:talaga )?(?:ng|ni|nang|nina|sa) (?:\w+ )?(?:nanay|tatay|inay|itay|mama|mommy|mom|mami|mudra|mader|fader|erpat|ermat|papa|daddy|dad|lola|lolo|teacher|titser|prof|professor|boss|amo|manager|adviser|coach|ate|kuya|magulang|parents)(?: (?:ko|q|namin|natin))?(?: (?:pag|kapag|kpag|kung|pg|if|once) (?:\w+ ){0,6})?`,
    String.raw`(?:nanay|tatay|mama|mommy|papa|daddy|magulang|parents|teacher|prof|boss|ate|kuya)(?: ko| q| namin)? (?:\w+ )?(?:papatayin|ppatayin) (?:talaga )?(?:ako|aq|kami)`,
    String.raw`papatayin (?:kita|ka|kayo) (?:\w+ )?(?:pag|kapag|kpag|kung|pg|haha\w*|char|charot|joke)`,
    // "Patay" is also "off": lights, phones, power; and killing bugs, time, or a game's boss.
    String.raw`(?:patayin|pinatay|papatayin|pumatay|patay|patayan|nakapatay|pinapatay|pampatay|ipatay|i patay|mapatay|namatay|namamatay|napatay) (?:(?:ko|q|mo|na|nyo|niyo|ang|yung|ung|lahat ng|mga|ng|nang|ba|mo na|mo nga|nga) )*(?:ilaw|tv|telebisyon|aircon|ac|electric fan|efan|bentilador|kalan|gripo|cellphone|cp|phone|fone|wifi|internet|data|alarm|makina|computer|pc|laptop|kuryente|apoy|sindi|sigarilyo|yosi|radyo|speaker|oras|time|ipis|lamok|langaw|daga|surot|kuto|langgam|ahas|butiki|insekto|bugs?|germs|mikrobyo|virus|bacteria|engine|motor|kotse|sasakyan|notif\w*|bluetooth|damo|uhaw|gutom|vibes|battery|batt|charger|game|boss|kalaban|zombie|zombies|monster|halimaw|karakter|character|hero)`,
    String.raw`patay (?:ang|yung|ung|na ang|na yung|na) (?:kuryente|ilaw|phone|cp|cellphone|battery|batt|wifi|makina|oras|usapan)`,
    String.raw`patay ?gutom|patay ?malisya|patay ?sindi|patay na oras|pampatay oras|pampalipas oras|patayan ng ilaw`,
    String.raw`(?:pinapatay|pinatay|papatayin|pumapatay|patayin) (?:na )?(?:ako|aq|kami|tayo|sakin|sa akin) (?:ng|sa|nang|nitong|itong|yung|ung) (?:\w+ )?(?:kilig|tawa|inggit|selos|hiya|init|lamig|traffic|gutom|puyat|antok|pagod|utang|bayarin|stress|trabaho|school|exam|exams|deadline|deadlines|thesis|math|acads|requirements|assignment|assignments|plates|ganda|cute|kacutan|kaka\w+|lungkot|sakit ng ulo|migraine|dysmenorrhea|period|regla|lbm|ubo|lagnat)`,
    String.raw`(?:nakakamatay|nakamamatay|nakakapatay|pumapatay) (?:(?:na|sa|ang|yung|ung|ng|talaga) )*(?:init|lamig|traffic|trapik|kilig|tawa|gutom|pagod|boring|hiya|ganda|sarap|inip|pila|ingay|lungkot|stress|exam|deadline)`,
    String.raw`(?:sobrang |grabe |ang |nakakaloka )?(?:init|lamig|traffic|trapik|pagod|gutom|boring|ingay|stress|pila)(?: \w+){0,2}? (?:nakakamatay|nakamamatay|pumapatay)`,
    // A threat over food, a death wish called a joke: "inubos niya ice cream ko, papatayin ko siya".
    String.raw`(?:kinain|inubos|ininom)(?: \w+){0,6}? (?:papatayin|sasakalin|babatukan) (?:ko|q) (?:talaga |na )?(?:siya|sya|sila|ka|kayo|si \w+|yung \w+)`,
    String.raw`(?:mamatay|mawala|magpakamatay) (?:na )?(?:charot|char|chz|joke|jk|biro)`,
    // A curse at someone else ("mamatay ka na sana").
    String.raw`(?:mamatay|mamamatay|mmatay|matigok) (?:ka|kayo|sila|siya|sya)(?: (?:na|sana|sana na))?`,
    String.raw`(?:sana )?(?:mamatay|mamatai|matigok|mategi) (?:na )?(?:ka|kayo|kang|kana)`,
    String.raw`(?:ikamamatay|ikakamatay) (?:ko|q) (?:ang|yung|ung|kung|pag|kapag|pg)`,
    // Cutting class, a haircut, a queue; an accident while cooking or shaving.
    String.raw`(?:na?g ?cut|ma?g ?cut|na?g ?cutting|ma?g ?cutting|cutting) (?:\w+ )?(?:ng |nang |sa )?(?:klase|class|classes|subject|pila|linya|buhok|hair|bangs)`,
    String.raw`(?:nahiwa|nasugatan|napaso|nasunog|nakalmot|natusok|nadulas|nabagok|nahiwa ko|nasugatan ko|napaso ko) (?:\w+ ){0,4}?(?:habang|nung|noong|sa|while) (?:\w+ )?(?:nagluluto|naghihiwa|nagbabalat|nag aahit|nag ahit|naglalaro|nag basketball|nagbabasketball|nag gym|nag ggym|nag woworkout|nagplaplantsa|nagpaplantsa|kusina|plantsa|kalan)`,
  ],
};

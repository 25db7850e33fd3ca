import type { LanguagePhrases } from './phrases';

// Tagalog and Taglish as typed in chat (Manila and the provinces), folded: lower case, hyphens and
// apostrophes as spaces ("mag-suicide" → "mag suicide"), letters run three or more times cut to two.
// Jejemon and short spellings are read too: aq/q (ako/ko), nmn (naman), kc (kasi), lng (lang); and a
// few Cebuano forms heard from Visayan and Mindanao writers (maghikog, mabuhi, gusto nako).

/** The writer: "ako", and "ko" where Manila speech drops the a ("pagod na ko"). */
const AKO = String.raw`(?:ako|aq|aku|ko|q|nako|nq)`;
/** Little words that sit between a verb and what follows ("gusto ko na lang talagang ..."). */
const FILL = String.raw`(?: (?:na|nang|ng|n|lang|lng|nalang|nlng|nalng|talaga|tlga|tlaga|talagang|tlgang|naman|nmn|nman|sana|sanang|nga|ulit|uli|din|rin|pa|pang|ay|po|ata|yata|siguro|parang|eh))*`;
/** Not said in the negative ("hindi naman sa gusto kong ..."): that is concern, not crisis. */
const NOT_DENIED = String.raw`(?<!(?:hindi|hnd|hndi|hinde|di|d|wag|huwag|never)(?: (?:naman|nman|nmn|sa|na|pa|ko|q|ako|aq|talaga|ibig|sabihin|po|kailanman)){0,3} )`;

const WANT = String.raw`(?:gusto|gsto|gustu|gus2|gs2|gustoh|gustong gusto|nais|ginugusto|gugustuhin|wish|hiling|ganahan) (?:ko|q|ku|koh|nako)(?:ng)?`;
const THINK = String.raw`(?:(?:iniisip|naiisip|nag ?iisip|pinag ?iisipan|naiisipan|naisip|inisip|nag ?isip|balak|binabalak|plano|pinaplano|planong|pinag ?pplanuhan) (?:ko|q|kong|qng|ako|aq|akong)|(?:desidido|decided|nakapag ?desisyon|napag ?desisyunan|nag ?desisyon)(?: na)? (?:ako|akong|ko|kong))`;
const DONT_WANT = String.raw`(?:ayoko+|ayuko|ayoq|ayaq|ayko|ayokona|ayokong|ayaw (?:ko|q|kong|qng)|ayw (?:ko|q))`;

/** To kill oneself, as it follows "gusto kong" or "balak kong". */
const KAMATAY = String.raw`(?:pa ?)?pa?ka? ?ma?ta[iy]`; // pakamatay, papakamatay, pkmatay
const KILL_MYSELF = String.raw`(?:(?:ma?g ?)?${KAMATAY}|ma?g ?hikog|mo ?hikog|patyon (?:nako |ko )?(?:akong kaugalingon|ang akong kaugalingon)|ma?g ?(?:su ?)?suicide|pa?ta?yin (?:(?:ang|yung|ung|na|lang|nalang|ko|q) )*(?:sarili|srili)(?! (?:niya|nya|nila|nia))|(?:tapusin|wakasan|kitilin|i end|end) (?:(?:na|lang|nalang|ko|q|ang|yung|ung|aking|sariling) )*(?:buhay|bhay|life) (?:ko|q|ku)|i end (?:ko )?(?:na )?(?:lang )?(?:ang )?lahat|i ?kill (?:ang |yung )?(?:sarili|srili|myself)|ma?g ?end (?:it all|ng lahat|ng buhay ko|life ko|my life)|ma?g ?bigti|ibigti (?:ang )?sarili|ma?g ?pa ?sagasa|ma?g ?pabangga|ma?g ?o ?d|ma?g ?overdose|ma?g o overdose|uminom ng (?:lason|silver cleaner|muriatic)|tumalon (?:sa|mula sa) (?:\w+ )?(?:tulay|building|gusali|bintana|rooftop|bubong|fly ?over|footbridge|overpass|bangin|riles|palapag|floor))`;
/** To die or be gone, as it follows "gusto ko na lang"; not the pain or a group chat gone. */
const DIE = String.raw`(?:ma?(?:ma)?ma?t[ae][iy](?! (?:ka|kayo|sila|siya|sya))|matigok|mategi|mategok|matsugi|sumakabilang buhay|maglaho|ma?g ?die|ma?g ?disappear|ma?g ?vanish|mawala(?! (?:ang|yung|ung|ito|to|yan|yun|lahat|mga|sakit|stress|problema|problema ko|pakiramdam|feeling|lungkot|takot|galit|anxiety|kaba|pain|siya|sya|sila|kayo|ka|ikaw|muna)(?![\p{L}]))(?! (?:sa|s) (?!mundo|earth))|matulog (?:na )?(?:habambuhay|forever|ng tuluyan|nang tuluyan|at (?:hindi|di|d) na (?:magising|gumising))(?! (?:sa|ngayong|this|buong))|ma?g ?pahinga (?:na )?(?:habambuhay|forever|ng tuluyan|nang tuluyan)|umalis (?:na )?sa mundo|wala na sa mundo)`;
/** Dying, as in "sana mamatay na ako". */
const DYING = String.raw`(?:ma?(?:ma)?ma?t[ae][iy]|mawala|maglaho|matigok|mategi|masagasaan|mabangga|maaksidente|madisgrasya|mabaril|makuryente|malunod|matamaan ng kidlat|magka ?cancer)`;
/** "If I'm gone", "when I'm dead"; not gone from home, from work or abroad. */
const IF_GONE = String.raw`(?:kung|kapag|kpag|pag|pg|if) (?:${AKO} )?(?:wala|wla|patay|mawala|mamatay|nawala|namatay|mawawala) (?:na )?(?:lang )?(?:ako|aq|ko)(?: sa mundo(?:ng ito)?)?(?! (?:dito|d2|sa|jan|dyan|diyan|bukas|muna))`;

/** Tablets as sold in the Philippines (a "banig" is a blister strip). */
const PILLS = String.raw`(?:gamot|gamut|tableta|tabletas|tablets?|pills?|capsules?|kapsula|biogesic|paracetamol|neozep|bioflu|alaxan|medicol|ibuprofen|mefenamic|tramadol|sleeping pills?|pampatulog|anti ?depressants?|sertraline|fluoxetine|escitalopram|clonazepam|rivotril|diazepam|valium|xanax|alprazolam|quetiapine|olanzapine|lithium|amitriptyline|banig|meds)`;
/** Poisons at hand in Filipino homes: jewellery cleaner (cyanide), muriatic acid, bleach, insecticide. */
const POISON = String.raw`(?:lason|silver cleaner|muriatic(?: acid)?|zonrox|clorox|bleach|baygon|gamot sa daga|lason sa daga|racumin|pesticide|paraquat|gramoxone|cyanide|insecticide)`;
const MEANS = String.raw`(?:${PILLS}|${POISON}|lubid|kurdon|blade|blades|labaha|razor|cutter|kutsilyo|baril|patalim|balisong)`;
/** Many, all of them, a whole strip: the amount that makes swallowing pills an attempt. */
const AMOUNT = String.raw`(?:lahat ng(?: mga)?|ang lahat ng|isang banig|isang buong|buong|dalawang banig|ilang banig|\w+ banig|maraming|madaming|marami|madami|sobrang daming|sobrang dami ng|ang daming|ang dami ng|\d{2,}|mga \d{2,}|sampung|bente|bente na|dalawampung|tatlumpung|singkwenta)`;
const TOOK = String.raw`(?:kumain|kinain|ininom|ininum|nilunok|nilulunok|lumunok|uminom|nakainom|nakalunok|tinake|ni take|nag ?take|nainom)`;

const WHEN = String.raw`(?:mamaya|mamayang gabi|mamyang gabi|ngayong gabi|ngayon gabi|ngayong araw|bukas|bkas|bukas ng gabi|sa (?:lunes|martes|miyerkules|huwebes|biyernes|byernes|sabado|linggo|weekend|birthday ko)|pag tulog na (?:sila|silang lahat|lahat)|pag (?:wala|umalis) na (?:sila|ang mga tao)|pag walang tao)`;

/** Hurt on purpose, on oneself: the verb forms of doing it, not of an accident ("nahiwa", "napaso"). */
const HURT = String.raw`(?:hiniwa|hinihiwa|hiwain|hihiwain|sinugatan|sinusugatan|sugatan|susugatan|sinaktan|sinasaktan|saktan|sasaktan|pinaso|pinapaso|pasuin|papasuin|kinalmot|kinakalmot|kalmutin|sinuntok|sinusuntok|suntukin|inuntog|inuuntog|iuntog|hinampas|hinahampas|kinagat|kinakagat|sinunog|sinusunog|ginilitan|gigilitan|laslasin|nilaslas|nilalaslas)`;
const LASLAS = String.raw`(?:na?g ?(?:la ?)?laslas|ma?g ?(?:la ?)?laslas|nilaslas|nilalaslas|laslasin|lalaslasin)(?! (?:ng|nang|ang|yung|ung) (?:tela|damit|pantalon|gulong|bag|sofa|upuan|papel))`;
const SELF_HARM = String.raw`(?:na?g ?(?:se ?|sa ?)?self ?harm|ma?g ?self ?harm|nag ?sh|na?g ?cut|nagcucut|nag cucut|nagkacut|nagka cut|ma?g ?cut)`;
/** Cutting class, a haircut, a queue, paper: "cut" that is not self-harm. */
const NOT_A_CUT = String.raw`(?!.*(?:klase|class|buhok|hair|bangs|pila|linya|papel))`;

/** Someone who hurts the writer at home or in love. */
const PERSON = String.raw`(?:asawa|mister|misis|husband|wife|jowa|bf|boyfriend|gf|girlfriend|partner|live ?in partner|kinakasama|ka live in|ex|tatay|itay|papa|daddy|dad|erpat|nanay|inay|mama|mommy|mom|stepdad|stepfather|step dad|stepmom|amain|madrasta|kuya|ate|lolo|lola|tito|tita|tiyo|tiya|pinsan|kapitbahay|amo|boss|teacher|guro|kaklase|classmate|landlord)`;
// "Sinaktan" (hurt, past) is left out: it is how a heartbreak is told ("sinaktan niya lang ako").
const BEAT = String.raw`(?:binubugbog|binugbog|bubugbugin|ginugulpi|ginulpi|gugulpihin|sinasampal|sinampal|sasampalin|sinusuntok|sinuntok|sinisipa|sinipa|sinasakal|sinakal|sasakalin|hinahalay|hinalay|ginahasa|ginagahasa|gagahasain|ni ?rape|narape|na rape|rinape|ni ?molest|minolest|na molest|minolestiya|minomolestiya|minamolestiya|hinihipuan|hinipuan|tinutukan|tinututukan|kinukulong|kinulong|ikinulong|sinaksak|sinasaksak|binaril|pinupukpok|pinukpok|hinahampas|hinampas|pinapaso|pinaso|inaabuso|inabuso|sinasaktan|ginagalaw|ginalaw|pinagsasamantalahan|pinagsamantalahan)`;
const KILL_THEM = String.raw`(?:patayin|ptayin|saksakin|barilin|lasunin|sakalin|tagain|gilitan|bugbugin hanggang mamatay)`;
const KILL_THEM_FUTURE = String.raw`(?:papatayin|ppatayin|sasaksakin|babarilin|lalasunin|sasakalin|tatagain|gigilitan)`;
/** Him, her, them, or a named person ("si Marco"), never oneself. */
const THEM = String.raw`(?:siya|sya|xa|xia|sila|cla|si \w+|sina \w+|yung \w+|ung \w+|ang \w+|yang \w+|iyang \w+)(?<!(?:ang|yung|ung) (?:sarili|srili))`;
/** A joke or a trivial trigger after a threat ("... pag kinain mo ulit chocolate ko haha"). */
const JOKING = String.raw`(?!.*(?:haha|hehe|lol|char|charot|chz|joke|jk|biro))`;

// English words for people ("friend", "ate") count only with a Tagalog "ko" after them.
const FRIEND = String.raw`(?:(?:kaibigan|kaibigang|bespren|besh|beshie|kapatid|kuya|bunso|pinsan|jowa|asawa|anak|kaklase|tropa|barkada|katrabaho|kakilala|kapitbahay|nanay|tatay|pamangkin|kasama)(?: (?:ko|q|namin|natin))?|(?:friend|bff|bestfriend|best friend|bes|ate|bf|gf|boyfriend|girlfriend|partner|classmate|officemate|roommate|mama|papa|mommy|daddy|tito|tita|crush) (?:ko|q|namin|natin))`;
/** Someone else's act, reported: "daw"/"raw" (he says), "niya"/"nya" (his, by him). */
const THEIR = String.raw`(?:niya|nya|nia|niyang|nyang|nilang|siya|sya|xa|sila|daw|raw)`;

export const TAGALOG: LanguagePhrases = {
  markers:
    'ang ng sa mga ako aq akong kong siya sya niya nya ikaw nila namin sakin ito yan yun yung ung dito hindi wala walang meron naman nmn lang nalang talaga tlga kasi kc po sana gusto ayoko ayaw bakit paano kung pag tapos lahat ba nga din rin daw kaya parang nang ngayon kanina buhay pagod si ni mo nag mag kahit dahil siguro wag',
  crisis: {
    'passive-ideation': [
      String.raw`${NOT_DENIED}${WANT}${FILL} ${DIE}`,
      String.raw`${NOT_DENIED}${DONT_WANT}${FILL} (?:mabuhay|mabuhi|mag ?exist|nabubuhay)`,
      String.raw`${NOT_DENIED}${DONT_WANT}(?: (?:na|nang|ng))${FILL} (?:gumising|magising)(?! (?:ng|nang|sa)? ?(?:maaga|umaga|alas|late))`,
      String.raw`sana${FILL} ${DYING}${FILL} (?:ako|aq)(?! sa (?:hiya|kilig|tawa))`,
      String.raw`(?:sana|sna|gusto (?:ko|q)|matulog)(?: \w+){0,5}? (?:hindi|di|d|hnd|hinde|wag|huwag) (?:na )?(?:(?:ako|aq|ko|q|lang|nalang) )*(?:magising|gumising|nagising)(?! (?:ng|nang|sa) (?:maaga|umaga|alas|late))`,
      String.raw`sana (?:hindi|hnd|hndi|di|d)${FILL} (?:ako|aq|q|ko)${FILL} (?:ipinanganak|pinanganak|ipanganak|isinilang|nabuhay|mabuhay)`,
      String.raw`sana (?:\w+ ){0,2}?(?:pinalaglag|ipinalaglag|nilaglag|inabort)`,
      String.raw`sana wala${FILL} (?:ako|aq)(?: sa mundo(?:ng ito)?)?(?! (?:dito|d2|sa|jan|dyan|diyan|ngayon))`,
      String.raw`sana (?:\w+ ){0,3}?(?:sumagasa|bumangga|tumama|pumatay) (?:na )?(?:lang )?(?:sa akin|sakin|skin|saken)`,
      String.raw`(?:pagod|sawa|sawang sawa|suya) na (?:ako|ko|aq|akong|kong|aqng|nq)(?: na)?(?:ng)? (?:mabuhay|mag ?exist|nabubuhay)`,
      String.raw`(?:nakakapagod|nakakasawa) (?:na )?(?:ang )?(?:mabuhay|mag ?exist)`,
      String.raw`(?:mas|mass) (?:\w+ ){1,5}?${IF_GONE}`,
      String.raw`mas (?:mabuti|mainam|okay|ok|maganda|better|magaan|madali)(?: pa| pang)?(?: na)? (?:mamatay|mawala|patay)(?: na)?(?: (?:lang|nalang))?(?: (?:ako|aq|ko))?(?!.*(?:kaysa|kesa|keysa|kysa|than))`,
      String.raw`walang (?:\w+ ){0,2}?(?:makakamiss|mamimiss|iiyak|magluluksa|mawawala|magbabago|makakapansin|pakialam) (?:\w+ ){0,3}?${IF_GONE}`,
      String.raw`(?:walang|wlang|wala|wla)(?: (?:na|nang|n|akong|kong|aqng|ako|ko|aq|na akong|na kong))*(?:ng)? (?:dahilan|rason|reason|gana|ganang|silbi|saysay|point|purpose|dahilang|rasong)(?: (?:pa|na|para|pra|ng|ako|ko|akong|kong|ko pang))* (?:mabuhay|magpatuloy sa buhay|mag ?exist|nabubuhay)`,
      String.raw`(?:hindi|di|d|hnd) (?:ko|q) na (?:gusto|gustong|ginugusto)(?:ng)? (?:mabuhay|gumising|magising)`,
      String.raw`(?:hindi|di|d|hnd) (?:ko|q) na (?:kaya|kayang)(?:ng)? (?:mabuhay|magpatuloy sa buhay)`,
      String.raw`(?:hindi|di) na (?:ako |aq )?(?:abutan|aabutan) (?:ng|nang) (?:umaga|bukas)|${DONT_WANT}(?: na| nang|ng) (?:\w+ )?(?:makita|abutan|umabot) (?:ang |ng |sa )?(?:bukas|umaga)`,
      String.raw`(?:bakit|bkt|bat|ba t|para saan|pra san|para san) (?:pa )?(?:ako|aq|q) (?:pa )?(?:nabuhay|nabubuhay|buhay pa|ipinanganak|pinanganak)`,
      String.raw`(?:hinihintay|hihintayin|inaantay|aantayin) (?:ko |q )?(?:na )?(?:lang |nalang )?(?:ang |yung |ung )?(?:mamatay|kamatayan|pagkamatay ko|araw na mamatay ako)`,
      String.raw`(?:lord|panginoon|diyos|dyos|god|papa jesus|jesus|ama)(?: ko)? (?:\w+ ){0,2}?kunin (?:mo|nyo|niyo) (?:na )?(?:lang |nalang )?(?:ako|aq)`,
      String.raw`kunin (?:mo |nyo |niyo )?(?:na )?(?:lang |nalang )?(?:ako|aq) (?:\w+ )?(?:lord|panginoon|diyos|dyos|god|ni lord|ng diyos|ng panginoon|ni god|ni jesus)`,
      String.raw`(?:mas )?(?:gugustuhin|pipiliin) (?:ko|q) (?:pa |pang |na lang |nalang )*(?:mamatay|mawala)(?!.*(?:kaysa|kesa|keysa|kysa|than))`,
      String.raw`ayoko+ na (?:\w+ )?sa mundo(?:ng ito)?`,
      String.raw`handa na (?:akong|kong|ako|ko|aq)(?: na)? (?:mamatay|mawala|umalis sa mundo)`,
      String.raw`(?:okay|ok|oks|ayos) lang (?:sa akin|sakin|skin|saken)(?: (?:kahit|kung|na))? (?:\w+ )?(?:mamatay|mawala)(?: na)?(?: (?:ako|aq))?`,
      String.raw`(?:wala (?:na )?(?:akong|kong) pakialam|wala na akong pake|wa ?pake (?:na )?(?:ako|aq)) (?:kung|kahit) (?:\w+ )?(?:mamatay|mawala|masagasaan|mabangga) (?:na )?(?:ako|aq)`,
    ],
    'active-ideation': [
      String.raw`${NOT_DENIED}(?:${WANT}|${THINK})${FILL} ${KILL_MYSELF}`,
      String.raw`${NOT_DENIED}(?:(?:ma?g ?)?(?:pa)?${KAMATAY}|ma?g ?susuicide|ma?g ?su suicide|ma?g ?hikog|magbibigti|mag bibigti|magpapasagasa|mag papasagasa|mag ooverdose|mag o overdose|magooverdose)${FILL} (?:${AKO}|na ko|na aq)`,
      String.raw`${NOT_DENIED}(?:ako|aq) (?:ay )?(?:na |talaga |naman )?(?:ma?g ?pa${KAMATAY}|magbibigti|magpapasagasa)`,
      String.raw`${NOT_DENIED}(?:papatayin|ppatayin) (?:ko|q)${FILL} (?:ang |yung |ung )?(?:sarili|srili)`,
      String.raw`${NOT_DENIED}(?:tatapusin|wawakasan|kikitilin|ie end|i e end) (?:ko|q)${FILL} (?:ang |yung |ung |aking |sariling )*(?:buhay|bhay|life)`,
      String.raw`${NOT_DENIED}tatalon (?:na )?(?:ako|aq) (?:\w+ )?(?:sa|mula sa) (?:\w+ )?(?:tulay|building|gusali|bintana|rooftop|bubong|fly ?over|footbridge|overpass|bangin|palapag|floor|riles)`,
      String.raw`${NOT_DENIED}iinom (?:na )?(?:ako|aq) (?:ng )?(?:${POISON}|(?:lahat|maraming|madaming) (?:ng )?${PILLS})`,
      String.raw`${NOT_DENIED}(?:suicidal (?:na )?(?:naman |nanaman |ulit )?(?:ako|aq|ko|nako)|(?:ako|aq) (?:ay )?(?:nagiging |naging |na )?suicidal|nagiging suicidal|na ?suicidal (?:ako|aq|na naman))`,
      String.raw`(?:may|meron|merong|mayroon|nagkakaroon|nagkaroon) (?:na naman |nanaman |ulit |ako |aq |akong )*(?:ng )?(?:suicidal|suicide) (?:thoughts?|tendencies|ideation|ideas|urges?)`,
      String.raw`(?:iniisip|naiisip|nag ?iisip|nagiisip) (?:ko|ako|aq|q) (?:na naman |nanaman |ulit |palagi |lagi )*(?:ang |ng |yung |ung |tungkol sa )?(?:suicide|pagpapakamatay|magpakamatay|pagpapatiwakal)`,
      String.raw`${NOT_DENIED}(?:ma?g ?pa ?pa ?tiwakal|magpatiwakal)${FILL} (?:ako|aq)`,
    ],
    'method-lethality': [
      String.raw`ilan(?:g| po(?: ba(?:ng)?)?| ba(?:ng)?| kayang)? (?:\w+ ){0,3}?(?:${PILLS}|${POISON})(?: \w+){0,5}? (?:para|pra|bago|ang|yung|ung|ba) (?:\w+ ){0,2}?(?:mamatay|makamatay|nakakamatay|nakamamatay|mag ?overdose|ma ?overdose|ma ?od|hindi na magising|di na magising|nakakapatay|makapatay|lethal)`,
      String.raw`(?:nakakamatay|nakamamatay|nakakapatay) (?:ba|kaya) (?:ang |yung |ung |kung |pag |kapag )?(?:\w+ ){0,4}?(?:${PILLS}|${POISON}|isang banig)`,
      String.raw`(?:ano|anong|ano ang|ano yung|ano ung|ano ba ang|ano ba yung) (?:\w+ )?(?:pinakamabilis|pinaka mabilis|pinakamadali|pinakamadaling|pinaka madaling|pinaka madali|pinakasigurado|pinaka sigurado|pinaka painless|hindi masakit|di masakit|walang sakit|painless|mabilis)(?: na)? (?:na )?(?:paraan|way|method|paraang)(?: (?:para|pra|na|ng))? (?:${DIE}|${KILL_MYSELF})`,
      String.raw`(?:paano|pano|pnu|panu|paanu|pa ano) (?:ba |po |kaya |ba talaga )*(?:ma?g ?${KAMATAY}|ma?g ?suicide|ma?g ?bigti|ma?g ?overdose|ma?g ?o ?d|patayin ang sarili|tapusin ang buhay)`,
      String.raw`(?:paano|pano|pnu|panu) (?:ba |po |kaya )*(?:mamatay|mawala) (?:nang |ng )?(?:mabilis|agad|hindi masakit|di masakit|walang sakit|painless|sigurado|tahimik)`,
      String.raw`(?:gaano (?:ka ?)?taas|ilang (?:palapag|floor|floors|storey|metro))(?: \w+){0,4}? (?:para|pra|bago) (?:\w+ )?(?:mamatay|makamatay|siguradong patay|sure na patay)`,
      String.raw`masakit ba (?:ang |yung |ung )?(?:mamatay sa|magbigti|malunod|maglaslas|mag ?overdose|tumalon|magpakamatay|barilin ang sarili)`,
      String.raw`gaano katagal (?:bago|para) (?:ako )?mamatay (?:\w+ ){0,3}?(?:${PILLS}|${POISON}|bigti|nagbigti|magbigti|lubid|lunod|overdose|lumunok|uminom|tumalon|laslas)`,
      String.raw`(?:lethal|fatal|nakamamatay na|nakakamatay na) (?:dose|dosis) (?:ng|nang|sa|ni)`,
      String.raw`(?:${PILLS}|${POISON})(?: \w+){0,4}? (?:para|pra) (?:mamatay|hindi na magising|di na magising|mag ?overdose|ma ?overdose)(?! (?:ang|yung|ung|mga|ang mga|lahat))`,
      String.raw`(?:anong|ano ang|anong klaseng|ano ang mga|anong mga) (?:\w+ )?(?:gamot|tableta|pills|lason)(?: \w+){0,3}? (?:nakakamatay|nakamamatay|pwedeng ikamatay|makakamatay|pwede ikamatay)`,
    ],
    means: [
      String.raw`(?:inipon|iniipon|nag ?ipon|nag ?iipon|nakaipon|naipon|ipinon|tinatago|tinago|itinago|itinatago|nakatago|nakatabi|tinabi|itinabi|tinatabi) (?:\w+ ){0,5}?${MEANS}(?! (?:para sa|pang|sa) (?:ubo|sipon|lagnat|sakit|ulo|tiyan|trangkaso|allergy|emergency|daga|ipis|kusina))`,
      String.raw`${MEANS} (?:na |ko |q |yung |ung )*(?:inipon|iniipon|naipon|nakaipon|tinatago|tinago|itinago|nakatago|nakatabi|tinabi|itinabi) (?:ko|q)`,
      String.raw`(?:bumili|binili|nakabili|bibili|may|meron|merong|mayroon|hawak|hawak hawak|nasa kamay|nasa harap|nakahanda|inihanda|hinanda)(?: na)? (?:ako|aq|ko|q|akong|kong)(?: na)? (?:ng |nang |yung |ung |ang |na )?(?:\w+ )?(?:lubid|kurdon|${POISON}|sleeping pills?|pampatulog|labaha|razor|baril)(?! (?:para sa|pang|sa) (?:daga|ipis|damo|sampayan|buhok|damit|aso|kusina|banyo|cr|pool))`,
      String.raw`(?:may|meron|mayroon) (?:\w+ )?(?:lubid|kurdon|${POISON}|sleeping pills?|pampatulog|labaha|razor|baril) na (?:ako|aq|ko|q)(?! (?:para sa|pang|sa) (?:daga|ipis|damo|sampayan|buhok|damit|aso|kusina|banyo|cr|pool))`,
      String.raw`(?:nasa harap|nasa tabi|nasa kamay|hawak) (?:ko|q) (?:na )?(?:ngayon )?(?:ang |yung |ung )?(?:mga )?(?:${MEANS})`,
      String.raw`(?:handa|nakahanda|ready) na (?:ang |yung |ung |lahat ng )?(?:lubid|${POISON}|gamit ko|mga gamot)`,
      String.raw`alam (?:ko|q) (?:kung )?(?:saan|san) (?:nakatago|tinatago|tinago|nilalagay) (?:ang |yung |ung )?(?:baril|${POISON})`,
    ],
    plan: [
      String.raw`(?:may|meron|mayroon|merong)(?: na)?(?: (?:akong|kong|ako|ko|aq))?(?: na)? (?:plano|plan|balak)(?: na)?(?: (?:ako|ko|aq))? (?:kung|kng) (?:paano|pano|kelan|kailan|saan|san)(?: (?:ko |ako )?(?:gagawin|gawin|tatapusin|mamamatay|magpapakamatay|mamatay|wawakasan)| *$)`,
      // A plan said and left there ("may plano na ako."), not plans for the weekend.
      String.raw`(?:may|meron) (?:na )?(?:akong |kong )?(?:plano|plan)(?: na)?(?: (?:ako|ko|aq))?(?= *$)`,
      String.raw`(?:alam|alm) (?:ko|q) na (?:kung )?(?:paano|pano|kelan|kailan|saan|san) (?:ko |ako |q )?(?:gagawin|tatapusin|mamamatay|magpapakamatay|wawakasan)(?: (?:ito|to|yun|iyon))?(?= *$| (?:${WHEN}|na|at|kasi|kc))`,
      String.raw`(?:napili|pinili|napagdesisyunan|napag desisyunan|napagpasyahan|na decide|nadecide) (?:ko|q) (?:na )?(?:ang |yung |ung )?(?:araw|petsa|date|oras|lugar|paraan)(?! (?:ng|nang|ni|sa|para sa))`,
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
      String.raw`(?:sulat|liham|letter|note|mensahe|message|video)(?: na)? (?:ng )?(?:paalam|pamamaalam|pagpapaalam)`,
      String.raw`(?:suicide|goodbye|farewell|paalam) (?:note|letter|message)(?: ko| q| para| sa)`,
      String.raw`(?:nagsulat|sumulat|gumawa|nakagawa|sinulat|isinulat|ginawa|nagawa|nag iwan|nag iiwan|iniwan|mag iiwan) (?:na )?(?:ako |aq |ko |q )?(?:na )?(?:ng |yung |ung )?(?:suicide|goodbye|farewell|huling) (?:note|letter|sulat|liham|mensahe|message)`,
      String.raw`(?:nag ?iwan|iniwan|mag ?iiwan|iiwan) (?:na )?(?:ako|ko|aq) (?:ng )?(?:sulat|liham)(?: \w+){0,3}? (?:para (?:sa|kay|kina)|sa|kay|kina) (?:pamilya|mama|papa|nanay|tatay|magulang|kanila|inyo|lahat|mga)`,
      String.raw`(?:ito|eto|to)(?: na)?(?: ang| yung| ung)? (?:huling|last|huli kong) (?:post|mensahe|message|msg|chat|text|sulat|status|tweet|liham)(?: ko)?(?!.*(?:ngayong|ngayon|today|tonight|gabi|sa gc|goodnight|muna|for now|sa taong))`,
      String.raw`paalam (?:na )?(?:sa )?(?:inyong lahat|inyo lahat|inyo|lahat|mundo|sa mundo)(?! (?:muna|for now|ngayon|matutulog))`,
      String.raw`(?:salamat sa lahat|sorry sa lahat|patawad sa lahat)(?: \w+){0,3}? paalam`,
      String.raw`(?:pinamigay|ipinamigay|ipinamimigay|pinamimigay|namimigay|namigay|pinapamigay|ipinapamigay|ibinigay|binigay|binibigay|ibinibigay) (?:ko |q |na |ko na )*(?:na )?(?:lahat ng|ang lahat ng|lahat ng mga|yung mga|ung mga|ang mga) (?:gamit|bagay|ari arian|things|stuff|alaga|paborito)(?: ko)?`,
      String.raw`(?:alagaan|pakialagaan|ingatan|pakiingatan|kayo na (?:ang )?bahala|ikaw na (?:ang )?bahala)(?: \w+){0,4}? ${IF_GONE}`,
      String.raw`${IF_GONE} (?:\w+ ){0,3}?(?:alagaan|pakialagaan|ingatan|kayo na bahala|ikaw na bahala|wag (?:nyo|niyo|mo) (?:akong |na akong )?(?:iiyakan|iyakan|sisihin|kalimutan|hanapin))`,
      String.raw`(?:inayos|naayos|inaayos|nag ayos|inasikaso|binayaran)(?: \w+){0,6}? (?:para|pra) ${IF_GONE}`,
      String.raw`(?:wag|huwag) (?:nyo|niyo|mo) (?:sanang )?(?:sisihin|sisisihin) (?:ang )?(?:sarili|inyong sarili)`,
      String.raw`(?:nagpapaalam|magpapaalam|nagpaalam) na (?:ako|aq|ko) (?:sa inyo|sa inyong lahat|sa lahat|sa mundo|sa pamilya ko)(?! (?:muna|for now|para|kasi aalis|kasi matutulog))`,
    ],
    attempt: [
      String.raw`${TOOK}(?: (?:ko|q|ako|aq|na|ko na|ako na|nako|kanina|kagabi))* (?:ng |nang |yung |ung |ang |na )?${AMOUNT}(?: (?:na|ng|nang|mga|yung|ung|ang))* (?:\w+ )?${PILLS}`,
      String.raw`${TOOK}(?: (?:ko|q|ako|aq|na|ko na|ako na|nako|kanina|kagabi))* (?:ng |nang |yung |ung |ang |na )?(?:isang )?(?:banig|bote ng ${PILLS})`,
      String.raw`${TOOK}(?: \w+){0,3}? (?:ng |nang |yung |ung |ang )?${POISON}(?! (?:sa daga|para sa daga))`,
      String.raw`${TOOK}(?: \w+){0,3}? ${PILLS} (?:na )?(?:marami|madami|lahat|sobrang dami|ang dami|isang banig|\d{2,})`,
      String.raw`${AMOUNT} (?:na |ng |nang |mga )*(?:\w+ )?${PILLS} (?:na |ang |yung )?(?:ininom|nilunok|tinake|nainom|lumunok) (?:ko|q)`,
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
      String.raw`${NOT_DENIED}${LASLAS}`,
      String.raw`${NOT_DENIED}${HURT}(?: (?:ko|q|na|ulit|uli|nanaman|na naman|naman|talaga|kong|ng))* (?:ang |yung |ung |aking |mga )?(?:sarili|srili|braso|pulso|wrist|hita|thigh|balat|katawan|kamay|binti|tiyan|ulo) (?:ko|q|ku)`,
      String.raw`${NOT_DENIED}${HURT}(?: (?:ko|q|na|ulit|uli|nanaman|na naman|naman|talaga|kong|ng))* (?:ang )?(?:sarili|srili)(?! (?:niya|nya|nila|nia|mo|nyo|niyo))`,
      String.raw`${NOT_DENIED}${SELF_HARM}(?: (?:na|ulit|uli|nanaman|na naman|naman|talaga))* (?:ako|aq|ko|nako)${NOT_A_CUT}`,
      String.raw`${NOT_DENIED}${WANT}${FILL} ${SELF_HARM}${NOT_A_CUT}`,
      String.raw`(?:nag ?relapse|nagrelapse|relapse|bumalik)(?: \w+){0,3}? (?:sa )?(?:pag ?cut|pagcucut|pag ?laslas|paglalaslas|self ?harm|pag self harm|pananakit sa sarili)`,
      String.raw`(?:sinasadya|sinadya) (?:ko|kong|q) (?:na )?(?:saktan|sugatan|hiwain|pasuin)`,
      String.raw`(?:pinagsusuntok|sinuntok|sinusuntok|inuntog|inuuntog|kinagat|kinakagat|kinalmot|kinakalmot|ginagasgas|ginasgas) (?:ko|q) (?:\w+ ){0,3}?hanggang (?:sa )?(?:dumugo|magdugo|magsugat|masugatan|magkasugat|mamaga|mabali)`,
      String.raw`(?:naglalaslas|nagcucut|nagseself harm|nag seself harm|nanakit ng sarili|sinasaktan ang sarili) (?:na )?(?:ulit )?(?:ako|aq)`,
    ],
    'harm-to-others': [
      String.raw`${NOT_DENIED}(?:${WANT}|${THINK})${FILL} ${KILL_THEM} (?:(?:na|talaga|ko|lang) )*${THEM}${JOKING}`,
      String.raw`${NOT_DENIED}${WANT}${FILL} (?:siyang|syang|xang|silang|na siyang|na syang|talaga siyang)${FILL} (?:${KILL_THEM}|saktan|sasaktan)${JOKING}`,
      String.raw`${KILL_THEM_FUTURE} (?:ko|q)(?: (?:na|talaga|na talaga|na lang|nalang|tlga))* ${THEM}(?! (?:pag|kapag|kpag|pg|kung|if|once) (?:hindi|di|d|hnd|ulit|niya ulit|nya ulit|kinain|ginalaw|inubos|kinuha|nakita|nalaman|makita|malaman|nag|nagka|ma|na|late|umalis))${JOKING}`,
      String.raw`(?:papatay|papatayin) (?:na )?(?:ako|aq) (?:ng|nang) (?:tao|isang tao)`,
      String.raw`(?:papasabugin|pasasabugin|pasabugin|bobombahin|mamamaril|mamaril) (?:ko |ako |q )?(?:\w+ ){0,2}?(?:ang |yung |ung |sa )?(?:school|eskwelahan|eskwela|paaralan|opisina|office|simbahan|mall|bahay nila|klase|campus)`,
      String.raw`(?:may dala|dala|dinala|hawak|itinago|tinago) (?:na )?(?:akong|kong|ako|ko) (?:na )?(?:\w+ )?(?:kutsilyo|baril|patalim|balisong|itak|gulok|${POISON})(?: \w+){0,3}? (?:para|pra) (?:sa kanya|sa kanila|patayin|saksakin|barilin|lasunin)`,
    ],
    'danger-from-others': [
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
    String.raw`(?:${FRIEND}) (?:\w+ ){0,6}?(?:gusto (?:na )?(?:daw |raw )?(?:niyang|nyang|nilang|na niyang)|balak (?:daw |raw )?(?:niyang|nyang|nilang)|(?:ma?g ?pa)?${KAMATAY}|nagpapakamatay|nagbabalak|na?g ?se ?self ?harm|naglalaslas|naglaslas|nag laslas|nagcucut|sinasaktan (?:niya|nya) ang sarili|nag ?overdose|suicidal|nagtangka|sinubukan (?:niyang|nyang))(?! (?:na )?(?:ako|aq|ko|nako))`,
    String.raw`(?:${KILL_MYSELF}|${DIE}|maglaslas|saktan ang sarili) (?:na )?(?:daw|raw) (?:siya|sya|xa|sila|yung|ung|ang|si)`,
    String.raw`${THEIR} (?:\w+ ){0,3}?(?:ma?g ?${KAMATAY}|magpapakamatay|patayin ang sarili|saktan ang sarili|maglaslas|naglalaslas|naglaslas|tapusin ang buhay)(?! (?:na )?(?:ako|aq|ko|nako))`,
    String.raw`(?:sarili|srili|buhay) (?:niya|nya|nila|nia)(?! (?:ako|aq))`,
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
  idioms: [
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
    // A curse at someone else ("mamatay ka na sana").
    String.raw`(?:mamatay|mamamatay|mmatay|matigok) (?:ka|kayo|sila|siya|sya)(?: (?:na|sana|sana na))?`,
    String.raw`(?:sana )?(?:mamatay|mamatai|matigok|mategi) (?:na )?(?:ka|kayo|kang|kana)`,
    String.raw`(?:ikamamatay|ikakamatay) (?:ko|q) (?:ang|yung|ung|kung|pag|kapag|pg)`,
    // Cutting class, a haircut, a queue; an accident while cooking or shaving.
    String.raw`(?:na?g ?cut|ma?g ?cut|na?g ?cutting|ma?g ?cutting|cutting) (?:\w+ )?(?:ng |nang |sa )?(?:klase|class|classes|subject|pila|linya|buhok|hair|bangs)`,
    String.raw`(?:nahiwa|nasugatan|napaso|nasunog|nakalmot|natusok|nadulas|nabagok|nahiwa ko|nasugatan ko|napaso ko) (?:\w+ ){0,4}?(?:habang|nung|noong|sa|while) (?:\w+ )?(?:nagluluto|naghihiwa|nagbabalat|nag aahit|nag ahit|naglalaro|nag basketball|nagbabasketball|nag gym|nag ggym|nag woworkout|nagplaplantsa|nagpaplantsa|kusina|plantsa|kalan)`,
  ],
};

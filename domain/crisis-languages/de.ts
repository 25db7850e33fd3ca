import type { LanguagePhrases } from './phrases';

// German as written in Germany, Austria and Switzerland, in chats: "hab", "nich", "grad", "i", "mi",
// "nimma", "nümm", "wott". Phrases are written with umlauts and ß for reading; `german` at the end
// turns each into what folded text holds: "ä" reads a (folded) or ae (typed), "ß" reads ß or ss.

// Phrases read folded text one sentence at a time: letters, digits and spaces only, so a word is
// anything but a space.
const W = String.raw`[^ ]+`;
// The end of a word. Put after a named group of alternatives, it also keeps V8 from compiling what
// follows once per alternative (a tenth of the compile time for "ich|i|ik|ick ... sterben").
const END = String.raw`(?![^ ])`;
// Negations. Parts used in many phrases are written compactly, shared beginnings folded together:
// each copy is compiled on its own.
const NOT = String.raw`(?:ni(?:cht?|t)|ne[td]|nie(?:mals)?|nix|kein(?:en?)?)`;
// Words that end a first-person reading when they fall between "ich" and what follows: a negation,
// or another subject ("ich glaube er will mich umbringen").
const NOT_MINE = String.raw`(?:${NOT}|er|sie|man|du|ihr|jemand|d(?:e[rmn]|ie|ass?)|[mds]eine?[mnr]?|wenn|falls|ob|es|wie|was)`;
// Gaps between words are bounded in letters, not words: V8 compiles a counted group such as
// (?:word ){0,3} into a copy of everything after it per count, which cost a second at first use.
const letters = (n: number) => 10 * n + 2;
/** Up to about n words of any kind, ending before a word. */
const any = (n: number) => String.raw`.{0,${letters(n)}}?(?<![^ ])`;
/** Up to about n words, none of them a negation or another subject. */
const gap = (n: number) => String.raw`(?:(?!(?<![^ ])${NOT_MINE} ).){0,${letters(n)}}?(?<![^ ])`;
/** Up to about n words, none of them a negation. */
const unnegated = (n: number) => String.raw`(?:(?!(?<![^ ])${NOT} ).){0,${letters(n)}}?(?<![^ ])`;

const ICH = String.raw`(?:i(?:ch|k|cke?|sch)?)${END}`;
const MICH = String.raw`(?:mich|mi|misch)${END}`;
const WANT = String.raw`(?:wi?ll?|wollte?|möchte?|mag|mog|wü|wui|w(?:o|ö)tt|wünsche? mir|würde? (?:gerne?|am liebsten|lieber)|hätte gern|habe? (?:bock|lust)|sehne? mich danach)${END}`;
const GOING = String.raw`(?:werde?|habe? vor|plane?|muss|sollte?)${END}`;
// "ich will", "will ich", "am liebsten würde ich", or a sentence that starts with the verb ("will nur noch sterben").
const I_WANT = String.raw`(?:(?<![^ ](?:so|wie) )(?:${ICH} |^|und |aber |einfach |echt |ehrlich )${WANT}|(?<!(?<![^ ])(?:so|wie) )${WANT} ${ICH}|am liebsten (?:würde|würd|wäre|wär|möchte|will) ${ICH})${END}`;
const I_GOING = String.raw`(?:(?:${ICH} |^)${GOING}|${GOING} ${ICH})${END}`;
// Not "so nicht mehr leben" (not like this): that is distress.
const NOT_LIVE = String.raw`(?<!so |wie |derart )(?:nicht|nich|net|ned|nimmer|nimma|nimmi|nüm|nümm|nüme|nümme|nimme|nie|nöd meh|nid meh) (?:mehr |länger )?(?:leben|lebn|lebe|läbe|weiterleben)(?! (?:so|wie|mit|in|unter|bei|hier|ohne))`;
const DIE = String.raw`(?:sterb(?:en|n|m)|stärben?|abkratzen|verrecken|krepieren|to[td](?: sein)?|${NOT_LIVE}|(?:nicht|nie) (?:mehr |wieder )?aufwachen|einschlafen und (?:nicht|nie) (?:mehr |wieder )?aufwachen|für immer einschlafen|(?:nicht mehr|nich mehr|nimmer|nimma|nümm|nüm|nüme|nümme|nimme) (?:da|hier|do) (?:sein|si|sei)|nicht (?:mehr )?existieren|aufhören zu (?:existieren|leben)|für immer (?:verschwinden|weg sein|schlafen))${END}`;
const JUMP = String.raw`(?:(?:von|vom|von der|von einer|von nem|von ner|von einem|aus dem|ausm|aus einem|aus nem) ${any(2)}(?:brücke|dach|hochhaus|balkon|fenster|klippe|turm|parkhaus|hausdach|felsen|staumauer|autobahnbrücke|stockwerk|stock)|(?:vor|unter) (?:den|einen|nen|die|ne|eine|einem) ${any(1)}(?:zug|bahn|u bahn|ubahn|s bahn|lkw|laster|auto|bus|straßenbahn|tram))${END}`;
const VEHICLE = String.raw`(?:zug|bahn|u bahn|ubahn|s bahn|lkw|laster|auto|bus|straßenbahn|tram)${END}`;
// The verb of killing oneself, as an infinitive after will, werde, möchte.
const KILL_MYSELF = String.raw`(?:${MICH} (?:selbst |selber )?${unnegated(3)}(?:um(?:bringe?n?|brigen|brinen|bingen|birngen|brignen)|töten|killen|erhängen|aufhängen|erschießen|vergiften|ertränken|umnieten|abstechen|kaltmachen)|mir (?:selbst |selber )?${unnegated(2)}(?:das leben nehmen|eine kugel (?:geben|verpassen|in den kopf jagen)|die kugel geben|die pulsadern (?:aufschneiden|aufschlitzen)|die adern aufschneiden|was antun|etwas antun)|(?:meinem|mein) leben (?:ein ende (?:setzen|machen|bereiten)|beenden)|(?:allem|dem ganzen|dem allem|alldem) ein ende (?:setzen|machen|bereiten)|(?:das |dem )?(?:alles|ganze) beenden|(?:mit allem|mit meinem leben|mit dem leben) schluss machen|(?:selbstmord|suizid|selbstmort|suizit) (?:begehen|begehn|machen|verüben)|(?:${MICH} (?:selbst |selber )?)?${JUMP} ${any(1)}(?:springen|runterspringen|hüpfen|laufen|rennen|stürzen|werfen|schmeißen|legen|stellen))${END}`;
// The same as a zu-infinitive, after "ich denke daran", "ich überlege", "ich hab versucht".
const TO_KILL_MYSELF = String.raw`(?:${MICH} (?:selbst |selber )?${unnegated(2)}(?:umzubringen|zu töten|zu erhängen|aufzuhängen|zu erschießen|zu vergiften|zu ertränken|umzunieten|abzustechen)|mir (?:selbst )?${unnegated(2)}(?:(?:das|des|s) leben (?:zu|z) nehmen|was anzutun|etwas anzutun|die pulsadern aufzuschneiden|(?:die|eine) kugel zu geben)|(?:meinem leben|allem|dem ganzen) ein ende zu (?:setzen|machen|bereiten)|mein leben zu beenden|(?:das |dem )?(?:alles|ganze) zu beenden|(?:selbstmord|suizid) zu begehen|(?:${MICH} )?${JUMP} ${any(1)}zu (?:springen|laufen|hüpfen|stürzen|werfen|schmeißen|legen))${END}`;
// The commonest of those, where a longer phrase already says enough.
const TO_DIE = String.raw`(?:zu sterben|${MICH} ${any(1)}(?:umzubringen|zu töten)|mir ${any(1)}das leben zu nehmen|mein leben zu beenden)${END}`;
const THINK = String.raw`(?:vorgenommen|nehme? mir vor|denke?|dachte|(?:nach)?gedacht|überleg(?:t|e)?|plane|habe? vor|bin (?:so )?(?:kurz davor|nah dran)|stehe kurz davor|spiele? mit dem gedanken|gedanken?|drang|lust|bock|angst|traue? mich nicht)${END}`;
// "um" not as a time or a preposition: "ich bringe mich um 8 ins Bett", "um den Schlaf".
const UM = String.raw`um(?! (?:[0-9]|den|die|das|meine|meinen|meinem|halb|viertel|punkt|acht|neun|zehn|elf|zwölf|mitternacht))`;

// A gun by any name: "Jagdgewehr", "Sturmgwehr", "Dienstwaffe"; not a water pistol.
const GUN = String.raw`(?!wasser|spielzeug|nerf|soft|luft)[^ ]*(?:waffe|waffen|pistole|gewehr|gwehr|knarre|revolver|flinte)${END}`;
const PILLS = String.raw`(?:(?:schlaf)?tabletten?|tabs|pillen?|medi(?:s|kamente?)|(?:schlaf|beruhigungs|frostschutz)mittel|paracetamols?|ibu(?:s|profen)?|aspirin|tavor|(?:loraz|diaz)epam|valium|tilidin|tramadol|oxycodon|opioide|antidepressiva|amitriptylin|mirtazapin|quetiapin|seroquel|novalgin|metamizol|insulin|(?:ratten)?gift|zyankali|natriumnitrit|barbiturate)${END}`;
// What a person could die by, besides pills; not a rope "für die Kletterhalle".
const TOOLS = String.raw`(?:(?:einen|nen|n|den) ${any(1)}strick(?! (?:für|zum|zur|beim|fürs) )|(?:ein|nen|n|das) ${any(1)}seil(?! (?:für|zum|zur|beim|fürs) )|eine schlinge|rasierklingen|rasierklinge|klingen|eine klinge|(?:eine|ne|die) (?:waffe|pistole|knarre)|(?:ein|das) gewehr|(?:einen|nen) revolver)${END}`;
const MANY = String.raw`(?:alle|olle|alli|alle meine|die ganze|die ganzen|den ganzen|ganze|viel zu viele|zu viele|sehr viele|ganz viele|so viele|mehrere|einen haufen|haufenweise|massig|mehr als|über|[0-9]{2,}|zehn|zwölf|fünfzehn|zwanzig|dreißig|vierzig|fünfzig|hundert|eine (?:ganze )?packung|die packung|(?:[0-9]+|zwei|drei|vier|fünf|mehrere) (?:packungen|schachteln|blister|dosen|flaschen|streifen)|(?:die|eine) (?:ganze )?(?:schachtel|dose|flasche|blister))${END}`;
// Only times that say the writer will be alone: "ich mach es am Wochenende" is homework.
const WHEN = String.raw`(?:heute nacht|heut nacht|diese nacht|wenn (?:alle|keiner|niemand) ${any(4)}(?:sind|ist|da ist)|wenn (?:alle|alle anderen|meine eltern|meine familie|mama|papa|keiner|niemand|sie) ${any(2)}(?:schlafen|schläft|weg sind|weg ist|im urlaub|nicht da|nicht zuhause|nicht zu hause|arbeiten))${END}`;
// "ich ritze mich seit zwei Jahren nicht mehr": recovery.
const NO_MORE = String.raw`(?! ${any(4)}(?:nicht|nie|nimmer|kaum) mehr)`;
const ARM = String.raw`(?:arm|arme|armen|unterarm|unterarme|handgelenk|handgelenke|oberschenkel|beine|bein|haut|bauch|hüfte)${END}`;
const OTHER = String.raw`(?:ihn|sie|ihm|ihr|alle|jemanden|leute|menschen|(?:meine?[mnr]?|de[nm]|die|diesen?) ${W})${END}`;
// What a person takes to hurt someone else.
const WEAPON = String.raw`(?:${GUN}|messer|baseballschläger|axt|benzin|brandbeschleuniger)${END}`;
const HURT_OTHER = String.raw`(?:umbringen|töten|abstechen|erstechen|erschießen|abknallen|erwürgen|vergiften|umnieten|kaltmachen|ermorden|umlegen|totschlagen|totprügeln|zusammenschlagen|abschlachten|wehtun|weh tun|verletzen)${END}`;
// Someone who harms the writer: a pronoun, or "mein Vater", "der Freund meiner Mutter".
const THEY = String.raw`(?:er|sie|(?:meine?|der|die) ${W}|papa|mama|(?:stief)?(?:vater|mutter)|freund)${END}`;
const FRIEND = String.raw`(?:er|sie|(?:mein|min) ${any(1)}${W}|meine ${any(1)}${W}|meinem ${W}|meiner ${W}|kumpel|freundin|freund|bff|bruder|schwester|jemand aus meiner ${W}|jemand in meiner ${W}|eine freundin|ein freund|ein kumpel)${END}`;
const PARENT = String.raw`(?:mama|mutter|mami|mum|mom|papa|vater|papi|meine eltern|mein chef|meine chefin|der chef|die chefin|mein lehrer|meine lehrerin|der lehrer|die lehrerin|mein trainer|meine oma|mein opa|meine freundin|mein freund|mein mann|meine frau|mein bruder|meine schwester|meine mutter|mein vater|meine mama|mein papa)${END}`;
// Writing about it, not living it: fiction, study, the news.
const STORY = String.raw`masterarbeit|bachelorarbeit|seminararbeit|doktorarbeit|thesis|vortrag|präsentation|roman|geschichte|buch|figur|charakter|protagonist|film|serie|hausarbeit|referat|aufsatz|artikel|studie|gedicht`;
// A farewell to a colleague or a class, not to life.
const FAREWELL = String.raw`schule|letzter tag|letzten tag|letzte stunde|letzten stunde|praktikum|kurs|kollegin|kollege|kollegen|rente|ruhestand|firma|chef|chefin|job|arbeit|klasse|lehrer|lehrerin|umzug|verein|team|abschlussfeier`;
// Beaten at a game, not by a person.
const GAME = String.raw`schach|tennis|spiel|finale|turnier|runde|match|wettkampf|rennen|wahl|armdrücken|mario|fifa|uno|poker`;
const LAUGH = String.raw`(?:haha[^ ]*|hihi|xd+|lol|lel|lmao|peinlich|cringe)${END}`;

const PHRASES: LanguagePhrases = {
  markers:
    'ich und nicht nich sich mit auf dass mir mich mein meine meinen nur noch auch wie hab habe aber wenn oder schon mehr kann weil sein wir sie zu von bei aus nach einfach immer heute jetzt gerade nichts alles keine kein leben weiss weiß echt sehr doch ganz wieder niemand bitte nein eine einen einem der wird wurde mochte muss bist hast gibt geht kp digga nimmer warum dann denn dich dir uns jemand vielleicht vllt eigentlich bisschen keiner fuer ist ihr ihm viel ' +
    // Folded, Austrian, Bavarian and Swiss: "für" reads fur, "nöd" nod.
    'fur ned nimma hob isch nod nid nume numme scho gsi oppis chli gell oida koana kana wos heit amoi halt bissl bisserl nix wia hoid gwesen wurd chan wott hesch bisch gseh opper niemer uf ufe abe grad heut wenns wars gibts isses mog magst kimmt kummt chunnt ghort',
  crisis: {
    'passive-ideation': [
      String.raw`verschwinde\w* ${any(1)}und nie (?:meh|mehr|wieder) (?:ume|zrugg|zurück) (?:cho|kommen|kumma)|(?:niemert|neamd|koaner) (?:würd|würde|tät) ${MICH} vermisse\w*`,
      String.raw`(?:wurscht|wurst|egal) ${any(2)}wenn ${MICH} ${any(3)}(?:bus|zug|auto|lkw|laster|tram) (?:dawischt|erwischt|überfährt|mitnimmt|zammfahrt)`,
      String.raw`wenn ${ICH} (?:eifach |einfach |halt )?(?:nüm|nümme|nimmer|nimma|nicht mehr|nich mehr|nimmi) da (?:wär|wäre|wär i|wäri)`,
      String.raw`(?:herrgott|gott|der herr|liebe gott) ${MICH} ${any(1)}(?:endlich |bald )?(?:zu sich )?(?:holt|hole|nimmt|nähme|holen würde)`,
      // "Der Herrgott soll mich endlich holen".
      String.raw`(?:herrgott|gott|der herr|liebe gott) ${any(2)}(?:soll|möge|mög|sollt|sollte) ${MICH} ${any(2)}(?:holen|zu sich nehmen|zu sich holen)`,
      // Swiss: "ich wür am Morge eifach nüm ufwache".
      String.raw`(?:wünsch|wünsche|wünscht|hoff|hoffe)\w* ${any(2)}${ICH} (?:wür|würd|würde|tät) ${any(3)}(?:nüm|nüme|nümme|nimma|nicht mehr|nie mehr) (?:ufwache|aufwachen|aufwachn|ufwachä)`,
      String.raw`${I_WANT} ${gap(4)}${DIE}`,
      String.raw`${ICH} ${gap(4)}(?:sterben|tot sein|${NOT_LIVE}|nicht mehr aufwachen) (?:will|möchte|wollte|mag)`,
      // "wär" folds to "war": "ich war einfach tot" (after training) is not a wish.
      String.raw`${ICH} (?:wäre|wärs) ${gap(1)}(?:lieber|am liebsten|besser|doch|einfach|so gern|gern|gerne|endlich|schon) ${gap(1)}(?:tot|tod)`,
      String.raw`${ICH} wär ${gap(1)}(?:lieber|am liebsten|besser|so gern|gern|gerne) ${gap(1)}(?:tot|tod)`,
      String.raw`${ICH} (?:wäre|ware) (?!fast |beinahe |sonst |längst |schon längst )${gap(1)}(?:tot|tod)`,
      String.raw`(?:wäre|wär) ${ICH} (?:doch |bloß |nur |einfach |lieber |endlich )*(?:tot|tod|nie geboren|nicht mehr (?:am leben|da|hier))`,
      String.raw`(?:wünschte|wünscht|wünsche|wünsch) (?:mir )?${ICH} (?:wäre|wär|würde|würd|könnte|könnt) ${gap(3)}(?:tot|tod|sterben|nie geboren|nicht geboren|nicht mehr da|nicht mehr aufwachen|einschlafen und|tot umfallen)`,
      String.raw`(?:wünsche|wünsch|wünschte) (?:${ICH} )?mir ${gap(3)}(?:nicht mehr aufzuwachen|nie (?:mehr |wieder )aufzuwachen|tot zu sein|zu sterben|den tod|nie geboren)`,
      String.raw`lieber tot als`,
      String.raw`(?:hätte nichts dagegen|wäre mir (?:egal|recht)|wär mir (?:egal|recht)|fänd ich nicht schlimm|bete|bete jeden abend) ${any(4)}(?:nicht mehr aufwache|nicht mehr aufwach|tot wäre|sterben würde|sterbe|sterb|überfahren)`,
      String.raw`egal ob ${ICH} (?:lebe|sterbe) oder (?:sterbe|lebe|nicht)`,
      String.raw`(?:wie schön|wie es wäre|wär schön|wäre schön|wäre eine erleichterung|vor) ${any(4)}(?:nicht mehr da zu sein|tot zu sein|zu sterben|nicht mehr aufzuwachen|nicht mehr zu leben|nicht mehr zu existieren)`,
      String.raw`(?:müd|müde|satt|leid) (?:vom|von dem|von meinem) leben|(?:das|dieses|mein|vom) leben (?:so )?(?:leid|satt|müde)`,
      // Nobody would notice or miss the writer.
      String.raw`(?:weg|tot|nicht mehr da|nimmer da|nüme da) (?:wär|wäre|bin|wären) ${any(3)}(?:keiner|niemand|niemandem|keinem) ${any(1)}(?:merken|vermissen|auffallen|fehlen|interessieren)`,
      String.raw`(?:wenns|wenn es|wenn s) ${MICH} (?:nimmer|nimma|nicht mehr|nüme|nümme|nie) (?:gäbe|gäb|gebat|gebert|geben würde|gäbat) ${any(4)}(?:keiner|koana|kana|niemand|neamd|niemer) ${any(2)}(?:merken|merkn|vermissen|auffallen|mitkriegen)`,
      String.raw`(?:keiner|niemand) (?:würde|würd|wird) ${MICH} ${any(1)}vermissen`,
      // Hoping for a fatal accident.
      String.raw`(?:hoff|hoffe|hoffentlich|wünsch|wünsche|wünschte|bete) (?:(?!(?<![^ ])(?:nicht|nie|niemand|keiner|kein) ).){0,${letters(7)}}?(?<![^ ])(?:abstürzt|abstürzen|stürzt ab|stürzt (?!nicht )${W} ab|verunglückt|verunglücke|einen unfall (?:habe|hab|baue|hätte))(?! nicht)`,
      // Indifference to dying: "wenn mich ein Auto erwischt, wärs auch egal".
      String.raw`(?:überfährt|erwischt|überfahren würde|erwischen würde|umfahren würde|mitnimmt|mitnehmen würde|zsammfahrt|niederfährt) ${any(6)}(?:wär|wäre|wärs|ist|is|isch|wäre es|wärs mir) ${any(3)}(?:egal|wurscht|wurst|blunzn|powidl|nicht schlimm|ok|okay|besser|recht)`,
      String.raw`(?:egal|nicht schlimm|recht|lieber) ${any(3)}(?:wenn|wenns|falls) (?:mich ${any(4)}(?:erwischt|überfährt|umfährt|überfahren würde|erwischen würde)|${ICH} ${any(3)}(?:sterbe|sterben würde|tot wäre|tot bin|nicht mehr aufwache|nicht mehr aufwach|draufgehe|draufgehen würde|umkomme|umkommen würde))`,
      String.raw`(?:der )?tod wäre ${any(1)}(?:erlösung|befreiung)|(?:erlösung|befreiung) durch den tod`,
      String.raw`(?:wünschte|wünsche|wünsch|hoffentlich|hoffe) ${any(4)}${MICH} ${any(2)}(?:überfahren|überfährt|totfahren|erschießen|erschießt|umbringen|umbringt|töten|tötet)`,
      String.raw`(?:sehne|sehn) ${MICH} ${any(2)}(?:nach dem tod|nach dem sterben|danach zu sterben|danach tot zu sein)|sehnsucht nach dem tod`,
      String.raw`(?:warum|wieso|wozu|weshalb) bin ${ICH} ${any(2)}(?:noch|überhaupt) ${any(1)}am leben`,
      String.raw`(?:sterbe|sterb|bin) ${any(1)}lieber (?:tot )?als ${any(3)}(?:so |noch |weiter )${any(2)}(?:leben|zu leben|weiterzuleben|weiterleben)`,
      String.raw`(?:alle|allen|jeder|jedem|die welt|die anderen|alle anderen|meine familie|meine eltern) ${any(1)}(?:wären|wär|wäre|ginge es|ist) ohne mich ${any(2)}(?:besser|glücklicher|leichter)`,
      String.raw`(?:alle|allen|jeder|jedem|die welt|die anderen|alle anderen|meine familie|meine eltern|meiner familie|es|ihr|euch) ${any(2)}(?:wären|wär|wäre|ginge|ginge es|geht es|ist|hätten es) ${any(2)}(?:besser|glücklicher|leichter) (?:dran )?ohne mich`,
      String.raw`(?:alle|jeder|allen|meine eltern|meine familie|die anderen) ${any(2)}(?:wären|wär|wäre) ${any(1)}(?:froh|glücklicher|erleichtert|besser dran) (?:wenn|wenns) ${ICH} ${any(2)}(?:weg|tot|nicht mehr da|nicht mehr hier) ${any(1)}(?:wäre|wär|bin)`,
      String.raw`ohne mich (?:wären|wär|wäre|wärs|ginge|ginge es|hätten) ${any(3)}(?:besser|glücklicher|leichter)`,
      String.raw`(?:besser|einfacher|eifacher|leichter|liechter) (?:für alle |für alli |für alle anderen |für meine familie )?(?:wenn|wenns|falls) (?:${ICH}|es mich) ${any(2)}(?:nicht mehr|nicht|ned|net|nid|nöd|nimma|nimmer|nümm|nüme|nümme|tot|nie) ${any(2)}(?:wäre|wär|gäbe|gäb|geben würde|existieren würde|geboren wäre|da wäre|existiere|bin)`,
      String.raw`(?:kein|keinen|keine|kb) (?:bock|lust|kraft|grund|sinn|energie|willen) (?:mehr )?${any(1)}(?:zu leben|zum leben|auf (?:das |mein |dieses |dies |s )?leben|weiterzuleben|weiter zu leben|am leben zu bleiben)(?! (?:hier|in|als|so|mit|bei|ohne|wie|an|auf))`,
      // "ick wünschte manchmal, ick wär einfach weg.", and no more: not "weg von hier".
      String.raw`(?:wünschte|wünsche|wünsch) ${any(2)}${ICH} (?:wäre|wär) (?:einfach |nur |endlich )?weg(?! ${W})`,
      String.raw`(?:hoffentlich|hoffe|wünschte|wenn ich doch|wenn ich nur|am liebsten) ${any(7)}(?:wach|wache) ${any(3)}(?:nicht mehr|nich mehr|nimmer|nimma|nie mehr|nie wieder|nicht) ${any(1)}auf(?! ${W})`,
      String.raw`(?:hoffentlich|hoffe|wünschte|wenn ich doch|wenn ich nur) ${any(4)}(?:nicht mehr|nie mehr|nie wieder|nicht) ${any(1)}(?:aufwache|aufwach)`,
      String.raw`(?:hoffentlich|hoffe ich|ich hoffe|hoffe) ${any(3)}(?:sterbe ich|sterb ich|ich sterbe|ich sterb|bin ich tot|ich tot bin|überfährt mich|fährt mich ${any(2)}(?:tot|um)|erwischt mich)(?! nicht| vor)`,
      String.raw`(?:warum|wieso|wozu|wofür|weshalb|für was) (?:lebe|leb) ${ICH} (?:eigentlich |überhaupt |denn )*noch`,
      String.raw`(?:warum|wieso|wozu|wofür|weshalb|für was) (?:soll|sollte) ${ICH} ${any(3)}(?:noch|weiter|überhaupt) ${any(1)}(?:leben|weiterleben|existieren|am leben bleiben)`,
      String.raw`(?:wozu|wofür|für was) (?:noch |überhaupt )+(?:leben|weiterleben|existieren)`,
      String.raw`(?:${ICH} |bin |fühl |fühle )${gap(3)}(?:lebensmüde|todeswunsch|todeswünsche|sterbewunsch|todessehnsucht)`,
      String.raw`lebensmüde (?:bin|fühl|fühle) ${ICH}`,
      String.raw`(?:will|möchte) ${gap(2)}nicht mehr (?:auf dieser welt|auf der welt|am leben) sein`,
      // A clause without its subject, after a comma: "halt das nicht mehr aus, will nur noch tot sein".
      String.raw`(?<!(?:er|sie|man|du|der|die) )(?:will|möchte|wollte|mag|wott|wui) (?:einfach |echt |halt |doch |eigentlich )*(?:nur noch|nur|einfach nur) ${gap(2)}(?:tot sein|tot|sterben|weg sein|${NOT_LIVE}|nicht mehr aufwachen)`,
      String.raw`(?<!(?:er|sie|man|du) ${any(3)})(?:einschlafen|einzuschlafen) und (?:nicht|nie) (?:mehr |wieder )?(?:aufwachen|aufzuwachen)`,
    ],
    'active-ideation': [
      String.raw`wie ${ICH}(?: s| es)? ${any(1)}anstell\w* ${any(2)}(?:dass|das) (?:alles|es) aufhört|^(?:des|das) leb(?:e)?n (?:moan|mein|meine) ${ICH}$`,
      String.raw`^mit allem,? (?:nicht|nich|net) mit (?:meinem|meiner|dem|der) (?:freund|freundin|partner|partnerin|job)`,
      String.raw`ernsthaft ${MICH} abzumelden$|${MICH} (?:für immer|endgültig|ganz) abzumelden$`,
      // "nur noch den Gedanken mich wegzumachen".
      String.raw`mich (?:wegzumachen|wegmachen|weg zu machen)`,
      // "ich mach bald Schluss. Nicht mit ihm, mit mir."
      String.raw`(?:nicht|ned|nöd|nid) mit (?:ihm|ihr|dir|meinem ${W}|meiner ${W}|dem job|der arbeit|der schule) (?:sondern )?mit (?:mir|allem)$`,
      // Swiss: "ich studier scho sit Wuche dra ume, wie ich eifach chönnt ufhöre" (to stop, nothing named).
      String.raw`(?:studier|überleg|überlege|denk|denke|grüble)\w* ${any(6)}wie ${ICH} (?:einfach |eifach |endlich |endli |halt )?(?:(?:chönnt|könnte|könnt|chan|kann) (?:ufhöre|ufhöra|aufhören|aufhörn)|(?:ufhöre|aufhören|aufhörn) (?:chönnt|könnte|könnt|chan|kann))$`,
      // Weighed for the first time: "hob i ernsthaft überlegt, dass i des jetzt beend".
      String.raw`(?:überlegt|überleg|überlege|nachgedacht|dran gedacht|drüber nachgedacht)(?!.*(?:beziehung|mit ihm|mit ihr|studium|ausbildung|lehre|job|vertrag|abo|spiel|buch|serie|kurs|training)) ${any(1)}(?:dass|ob) ${ICH} (?:es|des|das|alles|mein leben) (?:jetzt |heute |endlich |einfach )?(?:beende|beend)`,
      // The wish or intent before the verb ("ich will mich umbringen"), or after it ("dass ich mich umbringen werde").
      String.raw`(?:${I_WANT} |${I_GOING} |${ICH} (?=.* (?:will|möchte|werde|wollte|würde|muss|sollte|soll|kann)(?![^ ])))${gap(4)}${KILL_MYSELF}`,
      String.raw`${ICH} (?:bring|bringe) ${MICH} ${gap(4)}${UM}`,
      String.raw`(?:bring|bringe) ${ICH} ${MICH} ${gap(4)}${UM}`,
      String.raw`${ICH} ${MICH} ${gap(3)}(?:umbringe|umbring|töte|erhänge|aufhänge|erschieße|vergifte)`,
      String.raw`${ICH} mir ${gap(2)}(?:was|etwas) (?:antue|antu|antun werde|antun werd)`,
      String.raw`${ICH} (?:töte|erhänge|erhäng|erschieße|erschieß|vergifte|vergift) ${MICH}`,
      String.raw`(?:${ICH} |und |dann |^)(?:häng|hänge) ${MICH} ${gap(3)}auf(?! ${W})`,
      String.raw`für immer schluss machen|schluss machen für immer`,
      String.raw`${ICH} (?:spring|springe) ${gap(3)}${JUMP}`,
      String.raw`${ICH} (?:werf|werfe|schmeiß|schmeiße) ${MICH} ${gap(2)}(?:vor|unter) (?:den|einen|nen|die|ne) ${any(1)}${VEHICLE}`,
      String.raw`(?:${ICH} )?(?:mach|mache) ${gap(2)}schluss mit (?:allem|meinem leben|dem leben)`,
      String.raw`(?:brücke|dach|hochhaus|balkon|gleisen|klippe|fenster|fensterbrett|geländer) ${any(4)}(?:springen|zu springen|spring|springe)(?! ${any(2)}(?:ins wasser|ins meer|in den pool|ins becken|in den see))`,
      String.raw`${THINK} ${gap(4)}(?:dran |daran |darüber nach |drüber nach |nach )?${TO_KILL_MYSELF}`,
      String.raw`(?:${ICH}|hab|habe|bin|fühl|fühle|meine|wieder|hatte (?:gestern|heute|wieder|grad|gerade|letzte nacht)) ${gap(3)}(?:suizidgedanken|selbstmordgedanken|suizidale gedanken|suizidgedanke|selbstmordgedanke|suizidal|suizidgefährdet|selbstmordgefährdet)(?!.*(?:${STORY}))`,
      String.raw`(?:denke|denk|dachte|nachdenken|gedanken) ${gap(3)}(?:an|über) (?:selbstmord|suizid|selbstmort)`,
    ],
    'method-lethality': [
      String.raw`(?:was|wie) geht (?:es )?am schnellsten und tut (?:nicht|nich|net) weh`,
      // "reicht das was ich noch an Schlaftabletten hab".
      String.raw`(?:reicht|reichen) (?:\w+ ){0,6}?schlaftabletten`,
      // "reicht die hoehe von der brücke ... oder überlebt man das?"
      String.raw`(?:reicht|genügt) ${any(4)}höhe${any(8)}überlebt man`,
      String.raw`(?:wie viele|wieviele|wie viel|wieviel|ab wie vielen|ab wie viel|ab wieviel|wie fiele|welche|welches|welcher|ist|sind|wann ist|wann sind|wie) ${any(4)}${PILLS}(?!.*(?:leber|niere|für meine|für meinen|für mein|hund|katze|baby)) ${any(6)}(?:tödlich|letal|töten|sterben|stirbt|tot|überdosis|umzubringen|umbringen|nicht mehr aufwachen|nicht mehr aufzuwachen)`,
      String.raw`(?:tödliche|tödlicher|tödlichen|letale|letalen|lethale) (?:dosis|menge)`,
      String.raw`(?:ist|tut|geht) (?:erhängen|ertrinken|verbluten|ersticken|eine überdosis|vergiften|sich erhängen|sich aufhängen) ${any(2)}(?:schmerzhaft|schmerzlos|weh|qualvoll|schnell vorbei|sofort vorbei)`,
      String.raw`(?:welche|welcher|welches|ist die|ist das|ist der) ${any(1)}(?:brücke|hochhaus|gebäude|dach|parkhaus|stockwerk) ${any(3)}hoch genug`,
      String.raw`(?:schnellste|schnellsten|einfachste|einfachsten|sicherste|sichersten|schmerzloseste|schmerzlosesten|schmerzlos|schmerzlose|schmerzlosen|schmerzfrei|schmerzfreie|sanfteste|leichteste|leichtesten|effektivste|ohne schmerzen|ohne schmerz) ${any(2)}(?:zu sterben|sterben|sich umzubringen|mich umzubringen|umbringen|sich das leben zu nehmen|mir das leben zu nehmen|suizid|selbstmord)`,
      String.raw`(?:wie viele|wieviele|ab wie vielen|ab wieviel|ab wie viel) ${any(1)}${PILLS} (?:sind|ist) ${any(1)}zu (?:viel|viele)`,
      String.raw`(?:ab wie viel|ab wieviel|ab wie vielen|wie viel|wieviel|wie viele|wieviele) ${any(2)}(?:das|es|davon|die|sie) ${any(2)}(?:tödlich|letal)`,
      String.raw`${PILLS} (?:und|mit|plus) (?:alkohol|wodka|schnaps|wein|bier) ${any(6)}(?:tödlich|sterben|stirbt|wie viel|wieviel|ab wann)`,
      String.raw`(?:stirbt man|ist man) ${any(2)}(?:sicher |sofort |schnell |garantiert |direkt )?(?:tot )?(?:wenn|falls) man ${any(6)}(?:fällt|springt|stürzt|nimmt|schluckt|schneidet|hängt|trinkt|legt)`,
      // A question whose purpose is dying: "welche Tabletten, damit man nicht mehr aufwacht".
      String.raw`(?:welche|welches|was|wie viel|wieviel|wie viele|wieviele|wie|wo) ${any(6)}(?:damit|dass|sodass) (?:man|ich) ${any(2)}(?:nicht mehr aufwacht|nicht mehr aufwache|stirbt|sterbe|tot ist|tot bin)`,
      String.raw`(?:welche|welches|was|wie viel|wieviel|wie viele|wieviele|wie|wo) ${any(6)}um ${any(2)}(?:nicht mehr aufzuwachen|zu sterben|tot zu sein)`,
      String.raw`(?:${VEHICLE}|brücke|sprung|springen|erhängen|aufhängen|hängen|überdosis|${PILLS}|pulsadern|ertrinken|ersticken|stock|dach) ${any(6)}(?:leidet man|spürt man|merkt man ${any(1)}(?:noch|lange)|tut das weh|ist man sofort tot|geht das sofort|geht das schnell|stirbt man sofort|ist man sicher tot)`,
      String.raw`(?:wenn|wenns|falls) (?:man|ich) ${any(3)}${MANY} ${any(2)}${PILLS} ${any(2)}(?:nimmt|nehme|schluckt|schlucke|nehmen würde)`,
      // "aus dem 5. Stock": the ordinal's dot ends the sentence, so the number may end it.
      String.raw`(?:stirbt man|ist man ${any(1)}tot|überlebt man) ${any(3)}(?:wenn|falls) man (?:aus|von) (?:dem|einem|der|vom|einer) ${any(1)}(?:[0-9]+$|stock|stockwerk|etage|dach|fenster|balkon|brücke|hochhaus)`,
      // Weighing one method against another: "Tabletten oder springen?"
      String.raw`(?:${PILLS}|springen|erhängen|aufhängen|pulsadern|ertrinken) oder (?:springen|erhängen|aufhängen|pulsadern|ertrinken|vor den zug|vom dach)|(?:springen|erhängen|aufhängen|pulsadern|ertrinken) oder ${PILLS}`,
      String.raw`kann man (?:an|von|mit) ${any(3)}${PILLS} ${any(2)}sterben`,
      String.raw`wie (?:bringt|bring) (?:man|ich) (?:sich|mich) ${any(3)}um`,
      String.raw`(?:welche|welchem|welcher|ab welchem|ab welcher|aus welchem|aus welcher|wie viel|wieviel|wie viele|wieviele|wie hoch) ${any(2)}(?:höhe|stock|stockwerk|stockwerke|stockwerken|stöcke|meter|metern|etage|etagen|brücke|hochhaus) ${any(5)}(?:tödlich|tot|sterben|stirbt|überleben|überlebt)`,
      String.raw`wie (?:tief|lang|lange|fest) (?:muss|müsste|sollte|soll) (?:man|ich) ${any(4)}(?:schneiden|ritzen|zudrücken|hängen)`,
      String.raw`wie lange dauert (?:es|das) ${any(3)}(?:verblutet|verbluten|erstickt|ersticken|stirbt|sterben|tot ist)`,
      String.raw`(?:tut es weh|ist es schmerzhaft|wie schmerzhaft ist es|schmerzt es) ${any(4)}(?:erhängen|erhängt|aufhängen|zu erhängen|ertrinken|verbluten|zu springen|springt|überdosis|pulsadern|vergiften|vergiftung)`,
      String.raw`stirbt man ${any(4)}(?:wenn man|an|von) ${any(3)}${PILLS}`,
      String.raw`wo (?:kann ich|krieg ich|kriege ich|bekomm ich|bekomme ich|kauf ich|kaufe ich|kriegt man|bekommt man|kann man) ${any(3)}(?:waffe|pistole|knarre|schusswaffe|zyankali|natriumnitrit|pentobarbital|barbiturate)`,
    ],
    means: [
      String.raw`(?:zug|züge|güterzüge|gleis|gleise|bahnübergang)\w* ${any(4)}(?:wär|wäre) (?:so |doch )?einfach`,
      // A service pistol in the cellar "weiss keiner ausser mir".
      String.raw`(?:waffe|dienstwaffe|pistole|gewehr|revolver)(?: \w+){0,6}? weiss keiner ausser mir`,
      // Swiss: "Ich ha vo mim Grosi d Schlaftablette gno".
      String.raw`vo (?:mim|minere|meiner|mein) (?:grosi|oma|mama|mueter|muetter) (?:\w+ )?(?:schlaftablette|tablette|medikament)\w* (?:gno|gnoh|genommen|gstohle|geklaut)`,
      // "hab nachgeschaut ob Munition drin is" in the gun cabinet.
      String.raw`(?:nachgeschaut|nachgesehen|geschaut|gecheckt) ob (?:\w+ )?(?:munition|patronen|kugeln) (?:drin|da|im)`,
      // The gun cabinet left open, the key's place known, medicine bought where no one notices.
      String.raw`waffenschrank ${any(3)}(?:nicht|nich|ned|net) (?:abgesperrt|abgeschlossen|zugesperrt|zu)|(?:${GUN}|waffenschrank)${any(6)}(?:weiß|woas|woass|kenn|kenne) ${any(1)}wo ${any(2)}(?:schlüssel|schlüssl|schlüssi|code)`,
      String.raw`(?:verschiedenen|mehreren|zwei|drei|verschiedene) apotheken ${any(4)}(?:damit|dass) ${any(3)}(?:nicht|ned|net|nich|keiner|niemand) ${any(1)}(?:auffällt|auffallt|merkt)`,
      // "hab mir aus der arbeit im pflegeheim insulin mitgenommen": taken from the ward or the home.
      String.raw`(?:aus der|von der|vom|von|aus dem) (?:arbeit|station|dienst|pflegeheim|krankenhaus|klinik|heim|apotheke) ${any(3)}(?:insulin|morphin|opiate|spritzen|ampullen|${PILLS}) ${any(1)}(?:mitgenommen|mitgehen lassen|geklaut|eingesteckt|eingepackt)`,
      // Pills bought are everyday; pills hoarded, or a rope or a gun bought, are not.
      String.raw`(?:hab|habe) (?:mir )?${unnegated(4)}${PILLS} ${any(3)}(?:gesammelt|gebunkert|versteckt|gehortet|zusammengesammelt|zur seite gelegt|aufgespart|geklaut|gestohlen|bereitgelegt)`,
      String.raw`(?:hab|habe) (?:mir )?${unnegated(4)}${TOOLS} ${any(3)}(?:gekauft|besorgt|gesammelt|gebunkert|versteckt|gehortet|organisiert|bestellt|geklaut|gestohlen|bereitgelegt|griffbereit|geknüpft|gebunden)`,
      String.raw`(?:sammle|sammel|horte|bunker|bunkere) ${any(3)}${PILLS}`,
      String.raw`(?:besorgt|gekauft|bestellt|gebunkert|gesammelt) ${any(4)}(?:ihr wisst|du weißt|weißt du|wisst ihr|ich weiß|weiß ich|und ich weiß) ${any(1)}(?:wofür|wozu|für was)`,
      String.raw`(?:hab|habe) ${unnegated(3)}${TOOLS} ${any(2)}(?:dabei|im rucksack|in der tasche|unterm bett|unter dem bett|im schrank|im auto|im zimmer|bei mir)`,
      // Looking down from a height, again and again.
      String.raw`(?:brücke|dach|hochhaus|balkon|geländer|klippe) ${any(8)}(?:schau|schaue|guck|gucke|starr|starre) ${any(2)}(?:runter|hinunter|nach unten|in die tiefe)(?!.*(?:aussicht|schön|foto|stadt|sonnenuntergang|sterne))`,
      String.raw`(?:[0-9]+|zwei|drei|vier|fünf|mehrere|viele) (?:packungen|schachteln) ${any(1)}${PILLS} ${any(4)}(?:gekauft|besorgt|geholt)`,
      String.raw`(?:messer|klinge|klingen|rasierklinge|rasierklingen|${GUN}|seil|strick|${PILLS}) ${any(6)}(?:versteckt|gebunkert|bereitgelegt|griffbereit) ${any(4)}(?:für den fall|nur für den fall|falls ich ${any(1)}(?:es|sie|ihn) brauche|wenn ${ICH} ${any(1)}(?:es|sie|ihn) brauche|wenn ichs brauch)`,
      String.raw`${PILLS} ${any(4)}(?:in|aus|bei) (?:verschiedenen|mehreren|unterschiedlichen) apotheken ${any(2)}(?:gekauft|geholt|besorgt|gesammelt|zusammengekauft)`,
      String.raw`(?:seil|strick|schlinge) ${any(8)}(?:weiß|weiss|waas|woas|wass) ${any(2)}wo ${any(3)}(?:aufhäng|aufhänge|aufhängen|festmach|festmache|befestige)`,
      String.raw`genug ${PILLS} ${any(3)}(?:um|zusammen|beisammen|gesammelt|für immer|für mich|zuhause|zu hause|daheim)`,
      String.raw`(?:seil|strick) ${any(3)}(?:für mich|um mich|zum (?:erhängen|aufhängen)|an (?:der|die) decke|am balken|am dachbalken)`,
      String.raw`(?:der |das |mein |die )?(?:strick|seil|schlinge) ${any(2)}(?:hängt|liegt|ist|hab ich) ${any(2)}(?:bereit|fest|schon|geknüpft|gebunden)`,
      String.raw`(?:${GUN}|munition|patronen) ${any(8)}(?:${ICH} (?:weiß|weiss)|(?:weiß|weiss) ${ICH}) wo`,
      String.raw`(?:${ICH} (?:weiß|weiss)|(?:weiß|weiss) ${ICH}) ${any(2)}wo ${any(4)}(?:${GUN}|munition|patronen)`,
      String.raw`(?:hab|habe) (?:zugang zu|zugriff auf) ${any(2)}${GUN}`,
      // Someone else's pills, taken unnoticed.
      String.raw`${PILLS} ${any(8)}(?:merkt|merken|fällt|auffällt) ${any(3)}(?:nicht|keiner|niemand|keinem) ${any(3)}(?:wenn|falls|dass) ${any(2)}(?:fehlen|fehlt|weg sind|nehme|nehm)`,
      String.raw`${PILLS} (?:liegen|liegt|sind) ${any(2)}(?:bereit|schon bereit|vor mir|griffbereit)`,
    ],
    plan: [
      String.raw`(?:dass|damit) (?:die|meine) (?:kinder|kleinen|familie) (?:no|noch) (?:a|ein) (?:scheens|schönes) (?:fest|weihnachten)`,
      String.raw`(?:zu|an) (?:de|den|die) gleis(?:en)? hinterm bahnhof`,
      String.raw`(?:fahr|fohr|foahr|geh|lauf)\w* ${any(5)}(?:kumm|komm|komme|kimm) ${any(1)}(?:nimmer|nimma|nicht mehr|nich mehr|nie mehr|nie wieder) (?:z ?ruck|zurück|heim|hoam)$`,
      // Swiss: "nach de prüefig gang i uf d brugg".
      String.raw`(?:gang|gah|geh|gehe) (?:i|ich) (?:uf|auf) (?:d|die) (?:brugg|brücke)`,
      // "nach der abschlussfeier geh ich zu den gleisen".
      String.raw`(?:geh|gehe|fahr|fahre|lauf|laufe) ${any(4)}(?:zu den|zum|auf die|auf de|an die) (?:gleisen|gleise|gleis|schienen|bahngleisen)`,
      String.raw`(?:alles )?(?:durchdacht|durchgeplant|geplant|überlegt) ${any(1)}(?:wann und wo|wo und wann|wie und wann|wann und wie|wie und wo)`,
      String.raw`(?:selbstmordplan|suizidplan|selbstmordpläne|suizidpläne)`,
      // A bridge or a roof picked out, as in Bavarian "hab ma die bruckn übern inn ausgsucht".
      String.raw`(?:brücke|bruecke|bruckn|bruck|brugg|dach|hochhaus|parkhaus|klippe)\w* ${any(6)}(?:ausgesucht|ausgsucht|rausgesucht|usgsuecht)`,
      String.raw`(?:weiß|weiss) (?:schon |jetzt |genau |auch )*(?:wie und wann|wann und wie|wo und wie|wie und wo|wann und wo)`,
      String.raw`(?:plan|pläne|plane) ${any(2)}(?:mich umzubringen|mich zu töten|meinen (?:tod|suizid|selbstmord|abgang)|den (?:suizid|selbstmord))`,
      String.raw`plan ${any(3)}(?:wie|wann|wo) ${ICH} ${any(3)}(?:sterbe|${MICH} umbringe|mich töte|es beende|alles beende|es tue|es mache|es tun werde|es machen werde|springe)`,
      String.raw`^(?:${ICH} )?(?:hab|habe) (?:schon |jetzt |inzwischen |mittlerweile |auch |ja )?(?:einen|nen|n|den|ein) plan$`,
      String.raw`(?:tu es|tue es|werde es tun|werd es tun|werde es machen|ziehe es durch|zieh es durch|ziehs durch|mach es|mache es)(?!.*(?:party|feier|fest|hausaufgab|lernen|aufräum|putzen|zocken)) ${any(3)}${WHEN}`,
      String.raw`${WHEN} (?:tu|tue|mach|mache|zieh|ziehe) (?:${ICH} (?:es|s)|ichs)(?! (?:mir|uns|dir|gemütlich|fertig|klar))`,
      // An ultimatum: "wenn ich durchfalle, dann wars das".
      String.raw`wenn ${any(10)}dann (?:wars|war es|ist es) (?:das|vorbei)(?! mit| für| ${W})`,
      String.raw`(?:fahr|fahre|geh|gehe|lauf|laufe) ${ICH} ${any(3)}(?:zur|zu der|auf die|an die) (?:brücke|klippe|steilwand|gleisen|gleise|bahnstrecke)(?!.*(?:foto|spazieren|joggen|mit ${W}|treffen))`,
      String.raw`(?:${ICH} (?:nehm|nehme|schluck|schlucke)|(?:nehm|nehme|schluck|schlucke) ${ICH}) ${any(2)}alles was ${ICH} ${any(2)}(?:gesammelt|gebunkert|gehortet)`,
      String.raw`und ${ICH} (?:komm|komme) (?:nicht|nie) (?:mehr )?(?:zurück|wieder)$`,
      String.raw`(?:entschieden|entschlossen|beschlossen) ${any(2)}(?:${TO_DIE}|es ${any(3)}zu (?:beenden|tun)|alles zu beenden)`,
      String.raw`(?:mein|meinen) (?:selbstmord|suizid|tod) ${any(2)}(?:geplant|planen|plane|steht fest)`,
      String.raw`(?:(?:alles|es) (?:ist |sind )?(?:geplant|vorbereitet) ${any(4)}(?:ist es soweit|ist es so weit)|(?:ist es soweit|ist es so weit) ${any(4)}(?:alles|es) (?:ist |sind )?(?:geplant|vorbereitet))(?!.*(?:party|feier|hochzeit|geburtstag|umzug|prüfung|urlaub|reise|konzert|premiere|auftritt|abschluss|essen|gäste))`,
      String.raw`(?:hab|habe) ${any(2)}(?:die brücke|das hochhaus|die gleise|das dach|die methode|den strick) ${any(2)}(?:ausgesucht|gewählt|rausgesucht|festgelegt)`,
      String.raw`kann nicht mehr ${any(4)}(?:werde|werd|will) (?:es|alles) ${any(2)}beenden`,
      String.raw`(?:hab|habe) ${any(2)}(?:den tag|das datum|den ort|die brücke|die stelle|die methode|den zeitpunkt) ${any(2)}(?:ausgesucht|festgelegt|gewählt|rausgesucht) ${any(3)}(?:${TO_DIE}|für meinen (?:tod|suizid|selbstmord))`,
      String.raw`${WHEN} (?:bring ${ICH} ${MICH} um|sterbe ${ICH})`,
      String.raw`(?:hab|habe) ${any(2)}(?:den tag|das datum|den zeitpunkt) ${any(2)}(?:ausgesucht|festgelegt|gewählt) ${any(8)}(?:ist schluss|ist es vorbei|ists vorbei|ist es soweit|mach ichs|mach ich es|tu ichs|tu ich es)`,
      // The end named first, then its day: "nach der Matura is Schluss, den Tag hab i mir schon ausgsucht".
      String.raw`(?:ist|is|isch) (?:dann )?(?:schluss|vorbei|aus) ${any(3)}(?:den tag|das datum|den zeitpunkt) (?:hab|habe|han) ${ICH} ${any(2)}(?:ausgesucht|ausgsucht|usgsuecht|festgelegt|gewählt)`,
    ],
    preparation: [
      String.raw`passwörter ${any(3)}aufgeschrieben ${any(6)}(?:gegeben|verschenkt|vermacht)`,
      String.raw`testament (?:gemacht|geschrieben|aufgesetzt|unterschrieben) ${any(4)}passwörter|verabschiedet,? ohne dass (?:es )?(?:einer|jemand|wer|keiner) ${any(1)}(?:gemerkt|mitbekommen|gecheckt)|lebensversicherung ${any(3)}ob (?:die|sie) (?:auch |überhaupt )?(?:zahlt|auszahlt)$`,
      String.raw`abschieds(?:brief|briefe|nachricht|nachrichten|video|text) ${any(3)}(?:liegt|liegen|ist|sind) ${any(2)}(?:fertig|bereit|geschrieben|in den entwürfen|im entwurf|vorbereitet)`,
      String.raw`passwörter ${any(8)}nachher`,
      // Letters to each: "hab heut die Briefe geschrieben, einen für Mama und einen für meine Schwester".
      String.raw`(?:briefe|abschiedsbriefe) ${any(1)}geschrieben ${any(1)}(?:einen|einer|je einen|jeweils einen) (?:für|an) ${any(2)}und (?:einen|einer) (?:für|an)`,
      // Words left for when they cannot be said: "für jeden was aufgeschrieben, falls ich's ihnen nicht mehr sagen kann".
      String.raw`(?:aufgeschrieben|geschrieben|aufgenommen|aufgschriebe) ${any(3)}(?:falls|wenn|für den fall dass) ${ICH} ${any(3)}(?:nicht mehr|nimmer|nimma|nüme|nie mehr) (?:sagen|erklären|säge) (?:kann|könnte|chan)`,
      String.raw`(?:${ICH}|hab|habe|meinen|meine|mein|schreibe|schreib|schon|letzten) ${any(3)}abschieds(?:brief|briefe|nachricht|nachrichten|video|text|zeilen|post)(?!.*(?:${FAREWELL}))`,
      String.raw`(?:brief|briefe|nachricht|nachrichten|video) ${any(6)}(?:nach meinem tod|wenn ich tot bin|wenn ich nicht mehr (?:da bin|lebe))`,
      String.raw`abschiedsbrief (?:an|für) (?:meine|meinen|mein|alle)(?!.*(?:${FAREWELL}))`,
      String.raw`(?:hab|habe|${ICH}) ${any(3)}(?:meine (?:ganzen |ganze )?sachen|meine klamotten|meine spiele|meine lieblingssachen|mein (?:ganzes )?zeug|meine konsole|meine bücher|meinen besitz|alles was ich habe|alles) ${any(3)}(?:verschenkt|verschenke|weggegeben|gegeben|verteilt|vermacht)(?! ${any(2)}(?:weil|an die|ans|an den|für den umzug))`,
      String.raw`damit (?:sie|ihr|er|alle|jemand) ${any(2)}(?:was|etwas) von mir (?:haben|hat|habt)`,
      String.raw`(?:passwörter|passwort|zugangsdaten|pins|testament|meine konten) ${any(6)}(?:für danach|für den fall|falls mir|falls was|wenn ${ICH} nicht mehr)`,
      String.raw`briefe an (?:meine|meinen|mein|alle|jeden|meiner) ${any(6)}geschrieben(?!.*(?:geburtstag|weihnachten|urlaub|brieffreund|hochzeit|einladung))`,
      String.raw`(?:meine|meinen|mein) (?:katze|kater|hund|hamster|kaninchen|haustier|haustiere|vögel|meerschweinchen|pferd|fische) ${any(3)}(?:gegeben|abgegeben|weggegeben|verschenkt|überlassen)(?!.*(?:urlaub|reise|wochenende|ferien|allergie|ein paar tage))`,
      String.raw`(?:katze|kater|hund|hamster|kaninchen|haustier|haustiere|meerschweinchen|pferd) ${any(8)}(?:soll|sollen|darf|dürfen|kann|können) (?:ihn|sie|es) ${any(1)}behalten`,
      String.raw`(?:lieb hab|lieb habe|liebe|vermissen werde) ${any(4)}(?:zum letzten mal|ein letztes mal)`,
      String.raw`(?:schulden|sachen|angelegenheiten) ${any(3)}(?:zurückgezahlt|geregelt|geordnet) ${any(6)}(?:accounts|konten|profile) ${any(1)}gelöscht|(?:accounts|konten|profile) ${any(1)}gelöscht ${any(6)}(?:schulden|zurückgezahlt|geregelt)`,
      // A farewell the other does not know is one.
      String.raw`(?:wissen|weiß|weiss|ahnt|ahnen|wusste|wussten|merkt|merken) ${any(2)}nicht ${any(3)}(?:abschied|das letzte mal|zum letzten mal)(?!.*(?:zieh|umzug|auswander|urlaub|reise|semester|ausland))`,
      String.raw`(?:verabschiede|verabschiedet) (?:${MICH} )?${any(3)}(?:für immer|ein letztes mal|zum letzten mal)`,
      String.raw`(?:hab|habe) ${MICH} ${any(2)}von (?:allen|allem|jedem|meiner familie|meinen freunden) verabschiedet(?<!(?:${FAREWELL}).*)(?!.*(?:${FAREWELL}|weil|umzug|ziehe|ziehen|urlaub|reise|party|feier|gute nacht|schlafen|flug|flieg|ausland|austausch|semester|job|für (?:ein|zwei|drei|paar|einige) |ab (?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|morgen|nächste)))`,
      String.raw`(?:das ist|dies ist|ist das) (?:meine |mein )?(?:letzte nachricht|letzter post|letzter eintrag|letztes video)(?!.*(?:heute|heut|für heute|bevor|bis |morgen|schlafen|gute nacht|urlaub|akku|funkloch|flug|pause))`,
      String.raw`wenn ${ICH} ${any(2)}(?:nicht mehr|nimmer|nimma) (?:da |hier |am leben )?(?:bin|sein werde)(?!.*(?:urlaub|reise|umzug|ziehe|job|firma|arbeit|schule|verein))`,
      String.raw`(?:hab|habe) ${any(3)}(?:testament|meine angelegenheiten) ${any(2)}(?:geschrieben|gemacht|aufgesetzt|verfasst|geregelt)`,
      String.raw`(?:kümmert euch|kümmere dich|passt auf) ${any(4)}wenn ${ICH} (?:nicht mehr|weg|tot)`,
      // Things given away "to keep when I'm gone".
      String.raw`(?:soll|sollen|darf|dürfen|kann|können) (?:ihn|sie|es|das|alles) ${any(1)}(?:behalten|haben|kriegen) ${any(1)}(?:wenn|sobald|nachdem) ${ICH} ${any(1)}(?:weg|tot|nicht mehr da|nicht mehr) ${any(1)}(?:bin|sein werde)(?!.*(?:urlaub|reise|ferien|ausland|umzug|klinik|krankenhaus))`,
      // A letter or message meant to be found afterwards.
      String.raw`(?:brief|briefe|nachricht|zettel|video) ${any(8)}(?:finden|lesen|bekommen|kriegen|kriegt|bekommt|findet|liest) ${any(2)}(?:wenn|sobald|nachdem) ${ICH} ${any(1)}(?:weg|tot|nicht mehr da|gestorben) (?:bin|sein werde)(?!.*(?:urlaub|reise|ferien|klinik|krankenhaus|kur))`,
      // Sparing the family the work of "afterwards".
      String.raw`damit ${any(4)}(?:danach|hinterher|nach mir|später) ${any(3)}(?:nicht so schwer|nicht so viel arbeit|weniger arbeit|nicht so viel zu tun|nichts machen müssen)`,
      String.raw`(?:${ICH}|hab|habe) ${any(4)}(?:auf|bei|für) (?:meiner|meine|meinen) (?:beerdigung|trauerfeier|begräbnis|grab)`,
      String.raw`(?:mein|meinen) letzter wille|(?:meinen|mein) letzten willen`,
    ],
    attempt: [
      String.raw`(?:pillen|tabletten|tabs)\w* ${any(2)}mit (?:wodka|schnaps|wein|bier|alkohol) runtergespült`,
      String.raw`(?:hab|habe) (?:grad|gerade|eben|vorhin) (?:was|etwas) genommen$`,
      // "hab grad alles genommen was im Badschrank war"; the engine running in a closed garage.
      String.raw`(?:hab|habe) ${any(2)}alles (?:genommen|geschluckt|eingeworfen) (?:was|wo) ${any(3)}(?:badschrank|medizinschrank|arzneischrank|hausapotheke|spiegelschrank|schublade)`,
      String.raw`(?:sitz|sitze|bin|hock|hocke) ${any(3)}(?:auto|wagen|karre) ${any(3)}garage ${any(4)}(?:motor|maschine) (?:läuft|lauft|ist an|an)`,
      // Over the railing already: "steh grad auf der Innbrücke und bin schon übers Geländer drüber".
      String.raw`(?:bin|steh|stehe|sitz|sitze|hock|hocke|bi) ${any(3)}(?:übers|über das|übern|über den|über die) (?:geländer|gländer|brückengeländer|zaun|brüstung|absperrung) ${any(1)}(?:drüber|geklettert|gestiegen|rüber|gstiegn|gstiege)`,
      String.raw`(?:hab|habe|hob|grad|gerade|eben) ${any(4)}${MANY} ${any(2)}(?:${PILLS}|stück|davon) ${any(3)}(?:genommen|geschluckt|gschluckt|gnumma|gnommen|gno|gnoh|gnoo|eingeworfen|eingenommen|gefressen|reingehauen|runtergeschluckt|intus)`,
      String.raw`${PILLS} (?:genommen|geschluckt|eingeworfen) ${any(1)}(?:viele|so viele|zu viele|ganz viele|alle|die ganze packung)`,
      String.raw`(?:hab|habe) ${any(1)}(?:alle|sie alle|die alle|den rest|alle auf einmal) (?:genommen|geschluckt|eingeworfen)(?= ?$| so| vor| grad| gerade| eben| jetzt| und)`,
      String.raw`(?:hab|habe) ${any(2)}(?:ganz viel|so viel|zu viel|viel zu viel|alles) (?:geschluckt|eingeworfen)`,
      String.raw`(?:hab|habe)(?!.*(?:gegen|wegen|weil|fieber|schmerz|verschrieben|arzt|eine |einen |1 |halbe)) ${any(3)}${PILLS} ${any(3)}geschluckt`,
      String.raw`(?:bin|steh|stehe|sitz|sitze) (?:grad|gerade|jetzt|hier) (?:oben )?(?:auf dem dach|auf der brücke|auf dem hochhaus|am bahngleis|auf den gleisen|an den gleisen|auf dem balkongeländer)(?!.*(?:sonne|sonnenuntergang|aussicht|foto|party|grill|chill|arbeit|reparier|antenne|solar|lichter|stadt|sterne|feuerwerk))`,
      String.raw`(?:bahnsteig|gleis|gleisen) ${any(8)}(?:hält hier nicht|fährt hier durch|rauscht durch|ganz vorne|an der kante)`,
      String.raw`(?:${PILLS}|alles) ${any(3)}(?:genommen|geschluckt) ${any(4)}(?:zu spät|tut mir leid|verzeiht mir|sorry|lebt wohl|macht's gut|machts gut)`,
      String.raw`${PILLS} mit (?:alkohol|wodka|schnaps|wein|bier) ${any(2)}(?:genommen|geschluckt|eingeworfen)`,
      String.raw`(?:hab|habe|${ICH}) ${any(3)}(?:eine |ne |n )?überdosis (?:genommen|geschluckt|intus)`,
      String.raw`(?:hab|habe) ${any(2)}(?:rattengift|gift|frostschutzmittel|bleiche|abflussreiniger|natriumnitrit|zyankali) ${any(2)}(?:getrunken|geschluckt|genommen|gegessen)`,
      String.raw`(?:hab|habe) ${gap(3)}versucht ${TO_KILL_MYSELF}`,
      String.raw`(?:hab|habe) ${MICH} ${any(2)}(?:versucht|probiert) (?:umzubringen|zu töten|zu erhängen|aufzuhängen|zu vergiften|zu erschießen)`,
      // Swiss German: "han geschter probiert mich umzbringe".
      String.raw`(?:han|ha|hani) ${any(3)}(?:probiert|versuecht) (?:mich|mi) (?:umzbringe|umzbringä|z töte)`,
      String.raw`(?:sitz|sitze|steh|stehe|bin) ${any(3)}(?:auf dem dach|auf der brücke|auf dem brückengeländer|auf dem hochhaus|am abgrund|an der kante) ${any(8)}(?:gleich|jetzt|heute) ${any(2)}(?:ist es vorbei|ists vorbei|spring ich|springe ich|ist schluss|mach ich es|mach ichs)`,
      String.raw`(?:hab|habe) ${MICH} ${any(2)}(?:aufgehängt|erhängt)`,
      String.raw`(?:hatte|hab|habe) ${any(3)}(?:einen |nen )?(?:selbstmordversuch|suizidversuch)`,
      String.raw`(?:hab|habe) (?:mir )?${any(2)}die (?:pulsadern|adern) (?:aufgeschnitten|aufgeschlitzt|aufgeritzt)`,
      String.raw`(?:steh|stehe|sitz|sitze|bin) ${any(3)}(?:auf den gleisen|auf dem geländer|auf der brüstung|an der kante|am rand vom dach|am rand des daches|am abgrund|auf dem brückengeländer)`,
      String.raw`(?:schnitt|schnitte|wunde|wunden|${ARM}|pulsader) ${any(3)}(?:hört nicht auf zu bluten|blutet (?:stark|so stark|wie verrückt|ohne ende|immer noch|und hört nicht auf|total))`,
      String.raw`zu tief (?:geschnitten|geritzt)`,
      String.raw`(?:strick|schlinge|seil) ${any(2)}(?:um den hals|um meinen hals)`,
      // On the bridge or the roof now, looking down: "bi grad uf de Brugg und lueg abe"; not for the view.
      String.raw`(?:bin|bi|steh|stehe|stoh|sitz|sitze|hock|hocke) (?:grad|gerade|jetzt|hier|scho|schon) ${any(1)}(?:auf|uf|uff) ${any(1)}(?:brücke|brugg|bruck|bruckn|dach|hochhaus|staumauer) ${any(3)}(?:schau|schaue|lueg|luag|guck|gucke) ${any(1)}(?:runter|abe|obe|abi|nach unten|in die tiefe)(?!.*(?:sonne|aussicht|foto|party|grill|chill|stadt|lichter|feuerwerk|sterne))`,
    ],
    'self-injury': [
      String.raw`(?:brenn|brenne|verbrenn\w*) mir ${any(3)}(?:am|an den|auf dem) (?:arm|armen|bein|handgelenk|haut)`,
      // "hab heut wieder mit der klinge": a relapse told by the blade.
      String.raw`wieder mit (?:der|da|ner|einer|meiner) klinge`,
      String.raw`(?:${ICH}|hab|habe|${MICH}|will|muss|wieder|drang|druck|lust|bock|angefangen|schon wieder) (?:(?!(?<![^ ])(?:${NOT_MINE}|in|ins|auf) ).){0,${letters(3)}}?(?<![^ ])(?:ritzen|ritze|ritz|geritzt|ritzte|ritzn|aufgeritzt|aufritzen)${NO_MORE}`,
      String.raw`(?:ritzdruck|ritzrückfall|ritzwunden)`,
      String.raw`mit (?:dem|einem|nem|ner|der) (?:feuerzeug|zigarette|kippe) ${any(1)}verbrannt`,
      // Scratching, hitting, biting until it bleeds; not a mosquito bite.
      String.raw`(?:kratz|kratze|gekratzt|schlag|schlage|geschlagen|beiß|beiße|gebissen|hau|haue|gehauen|boxe|geboxt)(?!.*(?:mück|stich|pickel|schorf|ekzem|neurodermitis|juckt)) ${any(6)}bis ${any(3)}(?:blut|blutet|bluten|geblutet|blute|blutig|weh tut|wehtut)`,
      String.raw`(?:${ICH}|hab|habe|mein|meine|wieder|mit) ${any(2)}svv`,
      String.raw`(?:will|muss|möchte|hab|habe|${ICH}|drang|druck|bock|lust) ${gap(3)}(?:${MICH} (?:selbst |selber )?(?:zu )?verletzen|${MICH} (?:selbst|selber) verletzt|mir (?:selbst |selber )?(?:weh zu tun|wehzutun|schmerzen zuzufügen)|mir (?:selbst|selber) (?:weh tun|wehtun|weh getan|wehgetan|schmerzen zufügen)|${MICH} (?:selbst |selber )?(?:blutig )?(?:gekratzt|zu kratzen)|${MICH} (?:zu )?verbrennen|${MICH} (?:selbst |selber )?zu schlagen)`,
      String.raw`(?<!(?:er|sie|man|du) )(?:will|möchte|mag|wott|wui|muss|brauch|brauche|würde? (?:gerne?|am liebsten)) ${gap(2)}(?:${MICH} (?:selbst |selber )?(?:verletzen|schneiden|kratzen|schlagen|verbrennen)|mir (?:weh tun|wehtun|schmerzen zufügen))`,
      String.raw`(?:${MICH}|mir) ${any(3)}(?:absichtlich|extra|mit absicht|wieder|selbst|selber) ${any(3)}(?:geschnitten|gschnitte|gschnitten|gschnittn|gritzt|schneiden|verbrannt|verletzt|aufgeschnitten|aufgekratzt)`,
      String.raw`(?:meine|hab|habe|mir|${ICH}) ${any(3)}(?:frische|neue|tiefe) (?:schnitte|ritzer|schnittwunden)`,
      String.raw`(?:in die|in den|in meine|in meinen|auf die|auf den|auf meine|auf meinen) (?:hand|finger|handfläche|handrücken|${ARM}) ${any(1)}(?:geritzt|aufgeritzt)`,
      String.raw`${ICH} (?:schneide|schneid|verletze|verletz|verbrenne|verbrenn|ritz|ritze|schlage|schlag|kratze|kratz|beiße|beiß) ${MICH} (?:selbst|selber|wieder|jeden tag|jede nacht|regelmäßig|seit|absichtlich|am arm|an den armen|in den arm)`,
      String.raw`${ICH} (?:verbrenne|verbrenn|ritze|ritz|schneide|schneid) ${MICH} ${any(3)}mit (?:dem|einem|ner|nem|der|einer|zigaretten|kippen) ${any(1)}(?:feuerzeug|zigarette|kippe|klinge|rasierklinge|messer|schere|glasscherbe|scherbe|bügeleisen)`,
      String.raw`(?:geritzt|geschnitten|svv) ${any(3)}aber (?:heute|gestern|jetzt|grad|gerade|letzte nacht) ${any(1)}wieder`,
      String.raw`(?:in (?:den|die|meinen|meine|meinem) |die |meine |am |an den |an meinen )${ARM} ${any(2)}(?:geschnitten|aufgeschnitten|geritzt|aufgeritzt|aufgekratzt|verbrannt)`,
      String.raw`mit (?:einer|ner|der|nem|einem|meiner) (?:rasierklinge|klinge|scherbe|glasscherbe) ${any(2)}(?:geschnitten|geritzt|verletzt|aufgeschnitten)`,
      String.raw`(?:geschnitten|geritzt|verletzt|verbrannt) (?:absichtlich|mit absicht|extra)`,
      String.raw`(?:ritze|ritz|ritzte) ${MICH}${NO_MORE}`,
      // Pain needed to feel anything: "ich brauch das Brennen auf der Haut, sonst spür ich nix mehr".
      String.raw`(?:brauch|brauche|brauchs)(?!.*(?:training|sport|muskel|gym|sauna|chili|schärfe|scharf)) ${any(1)}(?:das brennen|den schmerz|die schmerzen|das blut|das ritzen|das schneiden) ${any(6)}sonst (?:spür|spüre|fühl|fühle|merk|merke) ${ICH} ${any(1)}(?:nix|nichts|gar nix|gar nichts|überhaupt nichts)`,
      String.raw`(?:kratze|kratz|beiße|beiß|schlage|schlag) ${MICH} ${any(2)}(?:blutig|bis es blutet|bis ich blute)`,
      String.raw`(?:schlage|schlag|haue|hau|knalle|knall) ${any(1)}(?:meinen |den |mein )?kopf ${any(3)}(?:gegen|an) (?:die|eine|den) (?:wand|tür|boden|schrank)`,
      String.raw`mir (?:selbst |selber )?${any(2)}(?:verbrennungen|schnitte|wunden|verletzungen|schmerzen) ${any(3)}(?:zugefügt|zufügen|gemacht)`,
      String.raw`(?:zur|die|eine|ne|meine) klinge ${any(2)}(?:gegriffen|greifen|angesetzt|in der hand|genommen|benutzt|rausgeholt)`,
      String.raw`(?:${ICH}|hab|habe|meine|mein|wieder) ${any(3)}(?<!(?:über|zu|zum thema|thema) )(?:selbstverletzung|selbstverletzendes verhalten)(?!.*(?:${STORY}))`,
    ],
    'harm-to-others': [
      String.raw`fantasien ${any(2)}wie ${ICH} ${any(6)}fertig mach\w*|(?:da|dann) steht (?:der|die|er|sie) (?:nich|nicht|net) mehr auf`,
      String.raw`(?:lauer|lauere) ${ICH} ${any(3)}auf|(?:dem|der|denen|ihm|ihr) lauer ${ICH} ${any(3)}auf`,
      // "hab ich ihr das Kissen schon hingehalten und dann aufgehört".
      String.raw`(?:ihr|ihm) das kissen (?:\w+ )?(?:hingehalten|aufs gesicht|auf das gesicht)`,
      // "hatte grad den Gedanken, ihr ein Kissen aufs Gesicht zu drücken": a pillow over a child's face.
      String.raw`(?:gedanke|gedanken|angst|drang) ${any(6)}kissen (?:aufs|auf das|auf ihr|auf sein) gesicht`,
      // "hab das messer schon im zimmer": a weapon readied, whatever the threat before it sounded like.
      String.raw`(?:hab|habe|hob) ${any(1)}(?:messer|${GUN}) schon ${any(3)}(?:im zimmer|bereit|parat|unterm kissen|unter dem kissen|versteckt)(?!.*(?:braten|koch|grill|picknick|essen|gemüse|fleisch|kuchen|brot|camping|zelt|angeln|schnitz|jagd))`,
      String.raw`(?:${ICH} |^)${gap(1)}(?:will|werde|werd|möchte|hab vor|habe vor|plane) ${gap(3)}${OTHER} ${gap(3)}${HURT_OTHER}(?!.*(?:${LAUGH}|wegen|weil|(?:er|sie) hat (?:${W} )?(?:mein|meine|meinen|schon wieder)|wenn ${W} (?:nochmal|noch einmal|noch mal)))`,
      String.raw`${ICH} ${gap(1)}(?:bring|bringe|stech|steche|knall|knalle|erschieß|erschieße|töte) ${OTHER} ${any(2)}(?:um |ab )?(?:ernsthaft|wirklich|im ernst|kein witz|kein scherz|ich schwöre|ich schwör|mit ${any(1)}(?:messer|waffe|pistole|knarre))`,
      String.raw`(?:${ICH}|will|werde|plane|gedanken|denke) ${any(3)}amok`,
      // A threat with the weapon already at hand.
      String.raw`${ICH} (?:bring|bringe|stech|steche|knall|knalle|mach|mache) ${OTHER} ${any(1)}(?:um|ab|kalt) ${any(6)}${WEAPON} ${any(2)}(?:eingepackt|eingesteckt|dabei|bereit|gekauft|besorgt|geschärft|geladen)`,
      String.raw`(?:nehm|nehme) ${any(3)}(?:messer|${GUN}) ${any(1)}mit (?:in die|zur|in den|ins|auf die) (?:schule|arbeit|uni|klasse|büro|unterricht|party)(?!.*(?:koch|back|bastel|schnitz|projekt|hauswirtschaft|jagd|verein))`,
      String.raw`(?:derjenige|diejenige|die person) sein ${any(1)}(?:der|die) (?:es|ihn|sie) (?:tut|tötet|umbringt)`,
      // A relative clause: "die Leute, die ich umbringen will".
      String.raw`(?:liste|leute|menschen|personen|person|typen|typ|namen) ${any(2)}${ICH} ${any(2)}(?:umbringen|töten|erschießen|abstechen|abknallen|erstechen) (?:will|werde|werd|möchte)`,
      String.raw`amoklauf ${any(2)}(?:planen|geplant|plane)`,
      String.raw`vor ${any(1)}wie ${ICH} (?!mich )${any(3)}(?:erschieße|umbringe|töte|absteche|ersteche|abknalle|erwürge)`,
      String.raw`(?:tu|tue) ${ICH} (?:ihm|ihr|ihnen|dem|der|denen) ${any(2)}(?:was|etwas) an|${ICH} (?:tu|tue|werd|werde) (?:ihm|ihr|ihnen) ${any(2)}(?:was|etwas) (?:an|antun)`,
      String.raw`(?:fahr|fahre|geh|gehe|komm|komme) ${any(4)}mit (?:nem|einem|dem|ner|einer|der|meinem|meiner) ${WEAPON} (?:hin|vorbei|zu ihm|zu ihr|rüber)`,
      // A weapon, and knowing where or when the other will be.
      String.raw`${WEAPON} ${any(8)}(?:weiß|weiss) (?:wo|wann) (?:er|sie|der ${W}|die ${W}|mein ${W}|meine ${W})`,
      String.raw`(?:weiß|weiss) (?:wo|wann) (?:er|sie|der ${W}|die ${W}|mein ${W}|meine ${W}) ${any(10)}${WEAPON}`,
      String.raw`(?:nehm|nehme)(?!.*(?:jagd|jäger|schießstand|schützen|verein|training|dienst)) ${any(4)}${GUN} ${any(4)}mit`,
      String.raw`(?<!(?:er|sie|man|du) )(?:will|möchte|würde? (?:gerne?|am liebsten)) ${any(2)}(?:es|ihn|sie|das baby|mein baby|das kind|mein kind) ${any(3)}(?:schütteln|ersticken|erwürgen|würgen)`,
      String.raw`(?:${ICH}|hab|habe) ${gap(2)}mordgedanken`,
      String.raw`(?:denke|denk|dachte|überlege|überleg|überlegt|nachgedacht) ${gap(3)}(?:dran |daran |darüber nach |drüber nach )?${OTHER} ${any(2)}(?:zu töten|umzubringen|zu verletzen|wehzutun|weh zu tun|zu erstechen|abzustechen|zu erschießen|zu erwürgen|zu vergiften)`,
      String.raw`(?:drang|gedanken|lust|bock|zwang|fantasien|phantasien|vorstellungen) ${any(2)}(?:${OTHER}|andere|andere menschen) ${any(2)}(?:zu töten|umzubringen|zu verletzen|wehzutun|weh zu tun|zu erstechen|abzustechen|zu erschießen)`,
      String.raw`(?:messer|waffe|pistole|knarre) ${any(3)}(?:dabei|eingesteckt|eingepackt|mitgenommen|in der tasche) ${any(4)}(?:für ihn|für sie|für den|für die|und warte)`,
    ],
    'danger-from-others': [
      String.raw`ehre ${any(6)}(?:er|sie) (?:macht|tut) (?:was|etwas) mit mir|(?:gesagt|meinten|drohen)\w* ${any(5)}bin ${ICH} dran|(?:schlogt|schlägt|haut|prügelt) ${MICH},? wenn (?:er|sie) (?:bsoffn|besoffen|betrunken|voll)|${ICH} trau ${MICH} (?:nimma|nicht mehr|nich mehr) (?:hoam|heim|nach hause)`,
      // Bavarian: "hod mi gwuergt und gsagt, s naechste Moi bringt er mi um".
      String.raw`(?:gwuergt|gewuergt|gewurgt|geschlagen|gschlagn)(?: \w+){0,8}? bringt (?:er|sie) mi(?:ch)? um`,
      // "ich bin in zimmer eingeschlossen, er ist draussen und schreit".
      String.raw`(?:${ICH} )?bin ${any(3)}(?:eingeschlossen|eingesperrt)(?!.*(?:klemmt|schlüssel|ausversehen|aus versehen|abgebrochen|hausmeister|schlüsseldienst))`,
      // Abuse at night, told as a secret: "mei Stiefvater kimmt nachts in mei Zimmer".
      String.raw`(?:stiefvater|stiefvadder|vater|vadder|papa|onkel|opa|bruder|freund von mama|freund meiner mutter|mamas freund|trainer) (?:kommt|kimmt|kummt|chunnt|kam|kommt immer) ${any(2)}nachts ${any(1)}(?:in mein|in mei|in mis|zu mir ins|zu mir in mein) (?:zimmer|bett)`,
      String.raw`${THEY} ${any(2)}(?:schlägt|schlagen|verprügelt|verprügeln|prügelt|tritt|treten|würgt|würgen|vergewaltigt|missbraucht|misshandelt|bedroht|bedrohen|begrapscht) (?:${MICH}|uns)(?! ${any(4)}(?:schach|tennis|tischtennis|mario|fifa|spiel|spielen|runde|rennen|mathe|zocken|fußball|kicker|wettrennen|armdrücken|poker|uno|karten|beim|im))(?!.{0,${letters(5)}} vor$)`,
      String.raw`${THEY} ${any(2)}(?:sperrt|sperren|sperrte) (?:${MICH}|uns) ${any(3)}ein(?! ${W})`,
      // "er hat grad wieder zugschlagen": he has struck again, just now.
      String.raw`${THEY} (?:hat|haben|het)(?!.*(?:${GAME})) ${any(2)}(?:grad |gerade |eben )?wieder zu(?:ge|g)?schlagen`,
      String.raw`(?:schlägt|verprügelt|prügelt) ${any(3)}und ${MICH}`,
      String.raw`${THEY} (?:hat|haben)(?!.*(?:${GAME})) (?:${MICH}|uns) ${any(3)}(?:geschubst|gestoßen|geschlagen|verprügelt|gewürgt|vergewaltigt|missbraucht|misshandelt|bedroht|eingesperrt|getreten|angegriffen|begrapscht|zusammengeschlagen|gezwungen)`,
      String.raw`(?:${ICH} werde|${ICH} werd|werde ${ICH}|werd ${ICH}) ${any(4)}(?:geschlagen|verprügelt|missbraucht|misshandelt|vergewaltigt|gewürgt|eingesperrt|getreten|bedroht)(?! ${any(3)}(?:schach|tennis|spiel|runde|rennen|finale))`,
      String.raw`(?:droht|drohte|gedroht|droht mir|hat gesagt|sagt) ${any(3)}(?:${MICH}|uns) ${any(2)}(?:umzubringen|umbringen|zu töten|abzustechen|zu schlagen|bringt ${any(1)}um|tötet|abstechen)`,
      String.raw`(?:droht|drohte|gedroht) ${any(2)}(?:mir|uns) (?:mit ${any(2)}(?:messer|waffe|pistole|tod|umbringen))`,
      String.raw`angst ${any(2)}(?:dass|das) ${THEY} ${any(3)}(?:${MICH}|uns) ${any(2)}(?:umbringt|tötet|schlägt|verprügelt|umbringen|abstechen|was antut|etwas antut|vergewaltigt)`,
      String.raw`(?:gesagt|gedroht|droht|drohte|sagt|meinte|meint|schwört) ${any(3)}(?:er|sie) (?:bringt|tötet|killt) (?:${MICH}|uns)(?: alle)? ${any(2)}(?:um|tot)?`,
      String.raw`(?:fasst|fassen|fasste) ${MICH} (?:immer |ständig |nachts |heimlich |wieder |überall |dauernd )+${any(3)}an`,
      String.raw`(?:befummelt|betatscht|begrapscht|grapscht) ${MICH}|gegen meinen willen (?:angefasst|anfasst|berührt|sex)`,
      String.raw`(?:messer|waffe|pistole|knarre) ${any(2)}(?:an den hals|an die kehle|an den kopf|auf mich|an meinen hals|an meinen kopf|an meine kehle) (?:gehalten|gedrückt|gerichtet|gesetzt)`,
      String.raw`angst um mein leben`,
      String.raw`${THEY} ${any(2)}(?:wartet|steht|kommt|ist) ${any(3)}mit (?:dem|einem|nem|ner|der|einer) ${WEAPON}`,
      String.raw`${THEY} (?:hat|haben) mir ${any(2)}(?:ins gesicht|in den bauch|auf den kopf|gegen den kopf|in die rippen) (?:geschlagen|getreten|geboxt)`,
      String.raw`(?:kommt|kam) nachts ${any(2)}in mein (?:zimmer|bett)|(?:nachts|heimlich) ${any(4)}(?:fasst|fassen|berührt) ${MICH}`,
      String.raw`(?:gesagt|gedroht|droht|drohte|schreibt|meint|meinte|schwört|sagt) ${any(8)}(?:bringt|tötet|erschlägt|ersticht|erschießt|killt) (?:er|sie) ${MICH}`,
      String.raw`gegen (?:die|meine) tür ${any(6)}${MICH} ${any(3)}(?:eingesperrt|eingeschlossen|versteckt|verbarrikadiert)|${MICH} ${any(3)}(?:eingesperrt|eingeschlossen|versteckt|verbarrikadiert) ${any(6)}gegen (?:die|meine) tür`,
      String.raw`${MICH} ${any(3)}(?:versteckt|eingeschlossen|eingesperrt) vor (?:ihm|ihr|meinem ${W}|meiner ${W}|dem ${W})`,
      String.raw`${THEY} ${any(1)}(?:verfolgt|stalkt) ${MICH}(?! ${any(1)}(?:auf|bei) (?:insta|instagram|tiktok|twitter|x|youtube|twitch))`,
      String.raw`(?:er|sie) (?:schreibt|sagt|meint|droht) ${any(1)}(?:er|sie) (?:weiß|weiss|wisse) ${any(1)}wo ${ICH} ${any(1)}(?:bin|wohne|wohn|arbeite|schlafe)`,
      String.raw`(?:lässt|lassen)(?!.*(?:hausarrest|strafe|zeugnis|note|noten|wegen|regen|krank|corona|fieber)) ${MICH} ${any(2)}nicht (?:raus|gehen|aus dem haus|weg)`,
      String.raw`(?:schlüssel|pass|ausweis|papiere) ${any(4)}(?:weggenommen|abgenommen|versteckt) ${any(6)}(?:darf|kann|komm|komme) ${any(2)}nicht (?:raus|weg)`,
      String.raw`(?:fasst|fassen|fasste|berührt|begrapscht) ${MICH} ${any(2)}(?:an )?(?:wenn|sobald|immer wenn) ${any(3)}(?:nicht da|weg|allein|schläft|schlafen|nicht zuhause|nicht zu hause)`,
      // Made to keep it secret.
      String.raw`(?:sagt|droht|meint|drohte|sagte) ${any(2)}wenn ${ICH} ${any(3)}(?:was sag|was sage|jemandem was|es jemandem|es erzähle|es verrate|was erzähle)`,
      String.raw`(?:${ICH} (?:wurde|bin)|wurde ${ICH})(?!.*(?:${GAME})) ${any(3)}(?:vergewaltigt|missbraucht|misshandelt|verprügelt|zusammengeschlagen|gewürgt|angegriffen|geschlagen)`,
      String.raw`${THEY} ${MICH} ${any(2)}(?:schlägt|verprügelt|prügelt|würgt|vergewaltigt|missbraucht|misshandelt|bedroht|einsperrt)`,
      String.raw`(?:${THEY}|(?!${ICH} )${W}) (?:will|wird) ${MICH} ${gap(2)}(?:umbringen|töten|abstechen|erschießen|vergewaltigen|totschlagen)`,
      String.raw`${THEY} zwingt ${MICH} ${any(3)}(?:sex|sexuellen|anfassen|auszuziehen|mitzumachen)`,
      String.raw`(?:häusliche gewalt|werde zuhause geschlagen|werde zu hause geschlagen)`,
      String.raw`(?:schreit|brüllt|droht|drohte|schwört|schwor) ${any(3)}(?:dass|das) (?:er|sie) ${MICH} ${any(2)}(?:umbringt|tötet|absticht|kaltmacht|erschießt|erwürgt|totschlägt)(?!.*${LAUGH})`,
    ],
  },
  friendRisk: [
    String.raw`${FRIEND} (?:(?!(?<![^ ])(?:${ICH}|${MICH}|mir) ).){0,${letters(5)}}?(?<![^ ])(?:will|möchte|wollte|denkt|redet|spricht|schreibt|postet|sagt|hat gesagt|gesagt|meint|droht|plant|überlegt|versucht|hat versucht|hat vor|ist kurz davor|wird) (?:(?!${ICH} |${MICH} |mir )${W} ){0,4}?(?:sich ${any(2)}(?:umbringen|umzubringen|töten|zu töten|das leben (?:zu )?nehmen|was antun|etwas antun|was anzutun|etwas anzutun|ritzen|zu ritzen|verletzen|zu verletzen|erhängen|aufhängen)|sterben|zu sterben|selbstmord|suizid|nicht mehr leben|kein(?:e|en)? (?:bock|lust|kraft) mehr (?:auf|zu|zum) leben|(?:er|sie) (?:wär|wäre) ${any(2)}tot|besser tot|lieber tot|nichts (?:mehr )?lohnt sich|lohnt sich nicht mehr)`,
    String.raw`(?:er|sie|${FRIEND}) (?:ritzt|schneidet|verletzt) sich`,
    String.raw`(?:er|sie|${FRIEND}) (?:hat|hatte|het) ${any(3)}(?:abschieds ?${W}|abschied) ${any(3)}(?:gepostet|geschrieben|geschickt|hochgeladen)`,
    String.raw`(?:hat|het) ${any(3)}(?:sachen|sache|zeug|klamotten|besitz) (?:verschenkt|verschänkt|weggegeben)`,
    String.raw`(?:er|sie|${FRIEND}) (?:hat|hatte) sich ${any(2)}(?:geritzt|geschnitten|verletzt|umbringen wollen)`,
    String.raw`(?:er|sie|${FRIEND}) (?:bringt|bringe) sich ${any(2)}um`,
    String.raw`(?:er|sie|${FRIEND}) (?:ist|wirkt) ${any(2)}(?:suizidal|suizidgefährdet|selbstmordgefährdet|lebensmüde)`,
    String.raw`(?:er|sie|${FRIEND}) hat ${any(3)}(?:suizidgedanken|selbstmordgedanken)`,
  ],
  past: [
    String.raw`(?:(?<!(?:kommt|komme|komm|kommen|geht|gehe|gehen|fährt|fahre|heute|etwas|bisschen|viel|noch|stunde|minuten|zu) (?:er |sie |ich |wir |du )?)früher(?! (?:als|heim|nach hause|zurück|los|fertig|da|weg|ins bett|aufstehen))|damals|in der vergangenheit|vor langer zeit|in meiner jugend|in meiner kindheit|als kind|als kleines kind|als teenager|als jugendliche|als jugendlicher)`,
    String.raw`vor ${any(2)}(?:jahren|jahr|monaten|monat)`,
    String.raw`(?:letztes|letzten|im letzten|im vergangenen|vergangenes) jahr`,
    String.raw`als ${ICH} (?:noch )?(?:[0-9]{1,2}|jünger|jung|klein|ein kind|kind|teenager|teenie|in der ${any(1)}schule|in der pubertät|schüler|schülerin|student|studentin)`,
    String.raw`mit (?:[0-9]{2}|zwölf|dreizehn|vierzehn|fünfzehn|sechzehn|siebzehn|achtzehn) (?:jahren |jahre )?(?:hab|habe|hatte|fing|war|als|hat)`,
    String.raw`(?:hab|habe|hob|hatte)(?: ich| i)? mit (?:[0-9]{2}|zwölf|dreizehn|vierzehn|fünfzehn|sechzehn|siebzehn|achtzehn|neunzehn|zwanzig)${END}`,
    // "so froh dass i no do bin": glad to be alive, told after what is past.
    String.raw`(?:froh|dankbar) ${any(1)}dass? ${ICH} ${any(1)}(?:da|do|hier|am leben) (?:bin|sei)`,
    String.raw`seit ${any(2)}(?:tagen|wochen|monaten|jahren|einem jahr|einem monat) ${any(2)}(?:clean|ritzfrei|svv frei|symptomfrei|stabil)`,
    String.raw`(?:ritzfrei|svv frei|symptomfrei)`,
    String.raw`aufgehört ${any(2)}(?:zu ritzen|mich zu ritzen|mich zu verletzen|zu schneiden|damit)`,
    String.raw`(?:nach|seit) meinem ${any(1)}(?:suizidversuch|selbstmordversuch)`,
  ],
  ordinary: [
    String.raw`fieber|kopfschmerzen|kopfweh|zahnschmerzen|zahnweh|halsweh|halsschmerzen|erkältung|grippe|migräne|camping|zelten|klettern|kletterhalle|wandern`,
    // Things given away for a move: "ziehen nächste woche nach graz, hab alles verschenkt".
    String.raw`umzug|umziehen|ziehe ${any(1)}um|ziehen ${any(1)}um|(?:ziehe|ziehen|zieh) ${any(3)}nach|umzugskarton\w*|transporter|neue wohnung`,
  ],
  idioms: [
    // "da kannst di eingrabn lassn": give up on it (a new phone), not a burial.
    String.raw`(?:kannst|kann|könnt|koennt) ${any(2)}(?:di|dich|mi|mich|uns) eingrab(?:e)?n lass(?:e)?n`,
    String.raw`(?:sterbe|sterb|sterben|starb|gestorben|tot|fast tot|verrecke|verreck|krepiere) vor ${any(1)}(?:lachen|lache|hunger|langeweile|hitze|kälte|angst|neugier|scham|müdigkeit|sorge|sorgen|stress|durst|freude|aufregung|glück|liebe|cringe|fremdscham|peinlichkeit|schmerz|schmerzen|sehnsucht|nervosität)`,
    String.raw`(?:lach|lache|lachen|lachte|gelacht) ${any(2)}(?:mich |uns )?(?:tot|schlapp|kaputt)|totgelacht|totlachen|totlach`,
    // Thanks, not a wish: "ohne dich wäre ich tot", "sonst wäre ich tot".
    String.raw`(?:ohne ${any(3)}|sonst |fast |beinahe )(?:wäre|wär) ${ICH} ${any(2)}(?:tot|tod)|${ICH} (?:wäre|wär) (?:fast|beinahe) ${any(1)}(?:tot|tod|gestorben)`,
    String.raw`(?:tot|tod) (?:müde|langweilig|traurig|krank|schick|ernst|sicher)`,
    String.raw`zu tode ${any(1)}(?:gelangweilt|langweilen|langweile|erschrocken|erschrecken|schämen|geschämt|gearbeitet|arbeiten|genervt|nerven|gefreut|lieben|geliebt|gelacht|lachen)`,
    String.raw`zum sterben (?:langweilig|schön|gut|müde|schlecht)`,
    String.raw`(?:die )?zeit tot(?:zu)?schlagen`,
    // The teacher, the boss, a parent "kills" the writer when they see the grade.
    String.raw`${PARENT} ${any(2)}(?:bringt ${MICH} ${any(2)}um|bringen ${MICH} ${any(2)}um|killt ${MICH}|killen ${MICH}|tötet ${MICH}|schlägt ${MICH} tot|erschlägt ${MICH}|köpft ${MICH}|wird ${MICH} (?:umbringen|killen|töten|erschlagen|köpfen)|macht ${MICH} kalt) ${any(2)}(?:wenn|falls|sobald|weil|dafür|deswegen|${LAUGH})`,
    String.raw`(?:das|die|der|diese|dieser|dieses|mathe|die hitze|der stress|die arbeit|die schule|die uni|das wetter|die kopfschmerzen|die kälte|der job|das warten|die langeweile|dieser tag|diese woche|dieser montag|physik|chemie|latein) ${any(3)}(?:bringt|bringen|killt|killen) ${MICH} (?:noch |echt |wirklich |gerade |grad |langsam |irgendwann |heute )*(?:um)?`,
    String.raw`${ICH} (?:bring|bringe) (?:dich|euch|ihn|sie|meinen ${W}|meine ${W}|den ${W}|die ${W}) ${any(3)}um ${any(6)}(?:wegen|wenn|falls|weil|${LAUGH}|ey|alter|digga)`,
    String.raw`${ICH} (?:bring|bringe) (?:dich|euch|ihn|sie|meinen ${W}|meine ${W}) ${any(1)}um wegen ${any(4)}${W}`,
    String.raw`(?:könnte|könnt) ${ICH} ${any(2)}(?:dich|ihn|sie|euch|den|die|meinen ${W}|meine ${W}) ${any(2)}(?:umbringen|erwürgen|killen|töten|erschlagen|killn)|${ICH} (?:könnte|könnt) (?:dich|ihn|sie|euch|den ${W}|die ${W}|meinen ${W}|meine ${W}) ${any(2)}(?:umbringen|erwürgen|killen|töten|erschlagen|killn)`,
    String.raw`wenn ${any(6)}(?:nochmal|noch einmal|noch mal|noch ein|noch eine|noch einen) ${any(6)}(?:bring|bringe) ${ICH} ${MICH} ${any(2)}um`,
    String.raw`(?:bring|bringe) ${ICH} ${MICH} ${any(2)}um ${any(4)}${LAUGH}`,
    String.raw`lebensmüde ${any(3)}(?:sagt|sagen|meint|meinen|findet|nennt)|(?:bist du|seid ihr|ist der|ist die|ist er|ist sie) ${any(1)}lebensmüde`,
    // "ich will sterben" said of an embarrassment, with a laugh.
    String.raw`${LAUGH} ${any(6)}(?:${ICH} )?(?:will|möchte|wollte) ${any(2)}sterben|(?:${ICH} )?(?:will|möchte|wollte) ${any(2)}sterben ${any(6)}${LAUGH}`,
    // An accident: cooking, shaving, sport.
    String.raw`(?:${MICH}|mir) ${any(3)}(?:beim|bei der|am|mit dem|mit der|an der|an einem|an nem|im) ${any(2)}(?:kochen|rasieren|schnippeln|gemüse|zwiebel|zwiebeln|papier|sport|training|fußball|basteln|arbeiten|arbeit|aufräumen|abwasch|abwaschen|spülen|backofen|ofen|herd|bügeleisen|glätteisen|brot|dosendeckel)(?: ${any(2)}(?:geschnitten|verbrannt|verletzt|wehgetan|weh getan|aufgeschnitten))?`,
    String.raw`(?:handy|akku|laptop|pc|auto|wlan|internet|pflanze|batterie) ${any(2)}(?:ist|war) ${any(1)}(?:tot|gestorben)`,
  ],
};

/** A phrase as folded text holds it: "ä" is a or ae, "ö" o or oe, "ü" u or ue, "ß" ß or ss. */
function german(phrase: string): string {
  return (
    phrase
      // Where a group of alternatives ends a word, or ends with a space so that a word follows, say so:
      // this keeps V8 from compiling what follows once per alternative (tenfold, for "ich|i|ik|ick").
      .replace(/\) /g, ')(?![^ ]) ')
      .replace(/ \)(?=\(\?:|\p{L})/gu, ' )(?<![^ ])')
      .replace(/ \)\?(?![ ?])/g, ' )?(?<![^ ])')
      .replace(/ä/g, '(?:ae?)')
      .replace(/ö/g, '(?:oe?)')
      .replace(/ü/g, '(?:ue?)')
      .replace(/ß/g, '(?:ß|ss)')
  );
}
const germanAll = (list: readonly string[]) => list.map(german);

export const GERMAN: LanguagePhrases = {
  markers: PHRASES.markers,
  crisis: Object.fromEntries(Object.entries(PHRASES.crisis).map(([kind, list]) => [kind, germanAll(list)])),
  friendRisk: germanAll(PHRASES.friendRisk),
  past: germanAll(PHRASES.past),
  idioms: germanAll(PHRASES.idioms),
  ordinary: germanAll(PHRASES.ordinary),
};

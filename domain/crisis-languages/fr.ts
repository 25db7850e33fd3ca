import type { LanguagePhrases } from './phrases';

// French as written in France, Belgium, Switzerland and Quebec, folded (no accents, lower case,
// "j'ai" read as "j ai"). Chat spelling included: "jveux", "chui", "g envie" (j'ai), "pu" (plus, Quebec).

// Up to n words, any; further apart in a sentence, ".*". V8 unrolls the count, so n stays small.
const WORDS = (n: number) => String.raw`(?:\w+ ){0,${n}}`;
const THEN = (n: number) => String.raw`(?: \w+){0,${n}}`;

const I = String.raw`(?:je|j|moi je)`;
const I_AM = String.raw`(?:je suis|j suis|jsuis|jsui|chui|chuis|chu|je sui)`;
const I_HAVE = String.raw`(?:j ai|jai|g)`;
const MORE = String.raw`(?:plus|pu|pus|plu)`;
const ADVERB = String.raw`(?:(?:juste|vraiment|tellement|seulement|simplement|trop|grave|tant|bien|enfin|parfois|souvent|des fois|de plus en plus|serieusement|tout le temps) )?`;
// "Envie de" with its subject or opening the sentence: "j'ai pas envie de mourir" is a denial.
const WANT = String.raw`(?:${I} (?:veux|veut|voudrais|aimerais|souhaite|reve d|prie pour|prefererais|aimerais mieux)|jveux|jvoudrais|jaimerais|(?:^|(?:j ai|jai|g|j avais) (?:(?:tellement|trop|grave|vraiment|tant|juste|encore|souvent|parfois|de plus en plus) )?)(?:envie|besoin|hate) (?:de|d))`;
const GOING_TO = String.raw`(?:${I} (?:vais|vas|compte|finirai par|vais finir par|devrais)|jvais|jvai|jv|je suis (?:pret|prete|sur le point) (?:a|de)|j ai (?:decide|prevu) (?:de|d))`;
/** Wanting or going to: the start of an act the writer intends. */
const SHALL = String.raw`(?:${WANT}|${GOING_TO}) ${ADVERB}`;
const THINK_OF = String.raw`(?:${I} (?:pense|pensais|songe|reflechis)|jpense|${I} n arrete pas de penser|${I_HAVE} (?:deja )?pense|en pensant) ${ADVERB}a`;
const PLACE = String.raw`(?:du|d un|d une|de la|de mon|par la|sous un|sous le|sous la|en bas du|dans le) (?:pont|toit|balcon|fenetre|falaise|immeuble|viaduc|train|metro|rer|tram|camion|voiture|vide|\w+ etage)`;
// "En finir" alone or with life: not "en finir avec ce mémoire".
const END_IT = String.raw`en finir(?! avec (?!(?:la vie|ma vie|tout|moi|mes jours|cette vie)))`;
const KILL_MYSELF = String.raw`(?:(?:me|m) (?:tuer(?! a (?:la tache|force|le dire|bosser|travailler))|suicider|suicide|foutre en l air|mettre en l air|enlever la vie|oter la vie|pendre(?! (?:a|au) )|defenestrer|tirer une balle(?! dans le pied)|faire sauter la cervelle|ouvrir les veines|couper les veines|taillader les veines|jeter ${PLACE}|jeter sous|laisser mourir|(?:planter|enfoncer) (?:un|le|mon|une|ma) (?:couteau|lame|ciseaux)|noyer(?! (?:dans|sous) ))|mettre fin a (?:mes jours|ma vie)|sauter ${PLACE}|${END_IT}|passer a l acte(?! (?:et|sur|avec|au|en) | pour (?!de bon)))`;
// Dying old or happy one day is no wish to die now.
const DIE = String.raw`(?:(?:mourir|crever|caner|clamser)(?! (?:vieux|vieille|heureux|heureuse|en paix un jour|un jour|a \d+ ans|dans mon lit))|disparaitre|ne plus exister|${MORE} exister|ne plus etre la|${MORE} etre la|etre morte?|quitter ce monde|cesser d exister|arreter de vivre|(?:ne )?(?:${MORE}|jamais) (?:me|m) reveiller|(?:m endormir|dormir) (?:pour toujours|pour de bon|et (?:ne )?(?:plus jamais|jamais|${MORE}|pas) (?:me )?reveiller|et que (?:ce|tout) soit fini))`;
const PILLS = String.raw`(?:cachets?|comprimes?|medocs?|medicaments?|pilules?|gelules?|somniferes?|anxiolytiques?|antidepresseurs?|calmants?|dolipranes?|paracetamol|xanax|lexomil|valium|stilnox|tramadol|codeine|insuline)`;
const WEAPON = String.raw`(?:couteau|arme|flingue|pistolet|revolver|fusil|carabine|batte|machette|hache|marteau|barre de fer|cutter|lame)`;
const WHEN = String.raw`(?:ce soir|cette nuit|demain|aujourd hui|tout a l heure|ce week end|ce weekend|cette semaine|(?:ce )?(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)|(?:demain|ce) matin|a minuit)`;
// Whoever hurts or threatens the writer: someone close ("mon beau pere", "le copain de ma mere") or a stranger.
const PERSON = String.raw`(?:il|elle|ils|elles|mon \w+|ma \w+|mon \w+ \w+|ma \w+ \w+|mes \w+|le \w+ de ma \w+|le \w+ de mon \w+|le mec|la meuf|un mec|un homme|un type|un gars|quelqu un)`;
const PARTNER = String.raw`(?:mon|ma) (?:mari|copain|chum|conjoint|conjointe|mec|ex|compagnon|compagne|femme|copine|blonde)`;
// A laugh in the sentence ("je veux mourir mdr") makes the death or killing words a figure of speech.
const JOKE = String.raw`(?:mdr+|ptdr+|lol|xd|haha\w*|jpp(?! de (?:cette|la|ma) vie)|je rigole|jrigole|jdeconne|je plaisante)(?!\w)`;
const NOT_JOKING = String.raw`(?<!(?:^|\s)${JOKE}.*)(?!.*(?:^|\s)${JOKE})`;
/**
 * V8 compiles what follows an optional, counted or alternative part once for each way of reaching it,
 * so a long phrase grows many-fold in compiled size; an empty lookahead after each group or count
 * makes the rest compile once (same matches, a fifth of the compiled size).
 */
const compiledOnce = (phrases: readonly string[]) =>
  phrases.map((phrase) => phrase.replace(/([)}]\??)(?![?*+{)|]|$)/g, '$1(?=)'));

// Not when the sentence says it is no wish: "c'est pas que je veux mourir", "ça veut pas dire que".
const NOT_DENIED = String.raw`(?<!(?:pas|plus|non|jamais) ${WORDS(2)}qu(?:e)? )`;
// Said in passing, "je vais le tuer" is a figure of speech: a weapon or a will said serious makes it intent.
const SERIOUS = String.raw`.* (?:je suis serieu(?:x|se)|serieux|serieusement|pour de vrai|je rigole pas|je plaisante pas|je deconne pas|c est pas une blague|(?:je )?(?:le |la )?regretterai (?:meme )?(?:pas|rien)|sans (?:aucun )?regret|j ai (?:deja )?${WORDS(1)}(?:le|un|mon|une|ma) ${WEAPON})`;
/**
 * One pattern for a kind, meant and not denied: the guards are written once (inlined in every phrase
 * they cost compile time), the laugh checked after a match (before it, at every position, it is slow).
 */
const meant = (phrases: string[]) =>
  compiledOnce([String.raw`${NOT_DENIED}(?:${phrases.join('|')})${NOT_JOKING}`]);

const SELF = String.raw`(?:je me|j me|jme|je m|j m|moi je me)`;
const CUT = String.raw`(?:re)?(?:scarifiee?|coupee?s?|tailladee?|laceree?|entaillee?|brulee?|mutilee?|frappee?|griffee?)`;
// A haircut, a cooking cut, or cutting oneself off from people names what was cut.
const NOT_ACCIDENT = String.raw`(?! (?:(?:les|mes|la|le|ma|mon|l|un|une|des|du|ses|sa|son) (?:cheveux|ongles|frange|barbe|doigt|doigts|pouce|langue|levre|pointes|meche|part|tranche|morceau|pain|gateau|pied|orteil|genou|dos)|(?:au|a la) (?:doigt|pouce|pied|genou|main|cuisine)|en (?:quatre|deux|cuisinant|epluchant|me rasant|bricolant|jouant|tombant|coupant)|du monde|de (?:tout|tous|mes|ma|mon|la|l|ce|cette|ces|eux|elle|lui|vous|tout le monde)|avec (?:une feuille|du papier|le four|la poele|le fer|une casserole|de l eau)|par accident|sans faire expres))`;
const HURT_MYSELF = String.raw`(?:faire|fais|fait) du mal(?! (?:a|en) (?:penser|pensant|rester|lire|regarder|y pensant)| en (?:tombant|jouant|courant|faisant|bricolant|cuisinant)| par accident| sans faire expres)|faire mal(?! (?:au|a la|a l|aux|en) )`;
// Done to me: "il me frappe", "il m'a frappée", "ils nous tapent".
const HURTS_ME = String.raw`(?:(?:bat|battent)(?!(?: \w+)? (?:a|au|aux) )|frappent|frappe|tape|tapent|cogne|cognent|tabasse|tabassent|viole|violent|etrangle|etranglent|enferme|enferment|gifle|giflent|met des coups|donne des coups|touche la nuit|touche quand)`;
const HURT_ME = String.raw`(?:battue?|frappee?|tapee?|cognee?|tabassee?|violee?|agressee?|etranglee?|enfermee?|giflee?|mis des coups|donne des coups|pousse(?:e)? (?:dans les escaliers|contre le mur|par terre))`;
const SOMEONE_CLOSE = String.raw`(?:(?:mon|ma|mes|une|un|notre) (?:\w+ ){0,2}(?:ami|amie|amis|amies|pote|potes|copain|copine|bff|soeur|frere|reuf|cousin|cousine|fils|fille|enfant|ado|mere|pere|maman|papa|mec|meuf|chum|blonde|coloc|collegue|camarade|eleve|voisin|voisine|partenaire|femme|mari|conjoint|conjointe|neveu|niece|oncle|tante)|(?:il|elle|iel|quelqu un|une personne))`;

export const FRENCH: LanguagePhrases = {
  markers:
    'je tu il elle ils les des une du est pas ne que qui quoi mais donc avec dans sur suis mon mes ces ce ca c j qu l moi tout rien personne trop bien tres jamais toujours pourquoi parce alors peux veux sais faire etre oui merci mdr ptdr jsp tkt chui jsuis jpp jai cest jvais de la le un en et se y n au sans bon faut peut envie',
  crisis: {
    'passive-ideation': meant([
      // "si demain ya plus de moi ça changerait quoi".
      String.raw`(?:ya|y a|il y a|il y aurait|y aurait) plus de moi`,
      String.raw`${WANT} ${ADVERB}(?:${DIE}|que (?:tout|ca|ma vie) (?:s arrete|se termine|finisse|soit fini)(?: pour de bon| pour toujours| definitivement)|que tout (?:s arrete|se termine|finisse|soit fini))`,
      String.raw`(?<!(?:pas|plus|jamais|aucune) ${WORDS(1)})envie (?:de|d) (?:mourir|crever|disparaitre|ne ${MORE} (?:exister|me reveiller))`,
      String.raw`(?:j aurais|jaurais) (?:prefere|aime|voulu) (?:ne jamais|ne pas|jamais) (?:etre nee?|naitre|exister|venir au monde)`,
      String.raw`${I} (?:ne )?veux ${MORE} (?:vivre|exister|etre la|etre en vie|continuer a vivre|me reveiller)`,
      String.raw`${I_HAVE} (?:${MORE}|pas|aucune) (?:envie|le gout|la force|de raison|raison) (?:de |d )(?:vivre|continuer a vivre|exister|etre en vie|rester en vie)`,
      String.raw`(?:perdu|${MORE}) le gout de vivre|${I_AM} (?:${MORE}|pas) capable de vivre`,
      String.raw`(?:juste|seulement|plutot) (?:de |d )?(?:ne )?(?:${MORE} (?:etre la|exister)|disparaitre pour (?:toujours|de bon))|si (?:seulement )?(?:je|j) pouvais (?:juste )?(?:disparaitre|mourir|crever|ne ${MORE} exister|${MORE} exister|ne (?:pas|${MORE}) me reveiller)`,
      String.raw`(?:marre|ras le bol|fatiguee?|lasse?|tannee?|ecoeuree?|degoutee?|epuisee?) (?:de |d )(?:vivre|la vie$|etre en vie|exister)`,
      // "Si je disparaissais, personne ne le verrait", "ce serait plus simple si j'étais plus là".
      String.raw`si (?:je|j) (?:pouvais )?(?:mourais|crevais|disparaissais|disparaitre|mourir|etais ${MORE} la|n etais ${MORE} la|n existais pas|existais pas|etais morte?)${THEN(3)} (?:personne|tant mieux|ca m arrangerait|ce serait (?:mieux|plus simple)|ca changerait rien|qui (?:le )?remarquerait)`,
      String.raw`(?:ce serait|ca serait|tout serait) ${WORDS(1)}(?:mieux|plus simple|plus facile|pas plus mal|un soulagement) si (?:je|j) (?:etais ${MORE} la|n etais ${MORE} la|disparaissais|mourais|crevais|n existais pas|existais pas|etais morte?|partais)`,
      String.raw`si (?:demain )?(?:je|j) (?:ne )?me reveille (?:pas|${MORE})(?: demain)? (?:tant mieux|ce serait (?:pas plus mal|mieux)|ca m arrangerait|tant pis)`,
      String.raw`(?:ca|cela) (?:ne )?me (?:derangerait|generait|deplairait|ferait rien) (?:pas |${MORE} )?(?:de (?:ne )?(?:pas|${MORE}) me reveiller|de mourir|de crever|de disparaitre)`,
      String.raw`(?:serait|seraient|serais|sera|seront) (?:bien |tellement )?mieux sans moi`,
      String.raw`(?:a quoi bon|pourquoi) (?:vivre|continuer a vivre|rester en vie|je (?:suis|reste) encore (?:en vie|la)|je vis encore)|je vois pas (?:pourquoi je (?:continue|reste en vie|vis)|l interet de vivre|le sens de ma vie)`,
      String.raw`(?:vivement|${I_HAVE} hate) (?:que je meure|que je creve|la mort|ma mort)`,
      String.raw`${I} (?:espere|prie|souhaite) ${ADVERB}(?:que je (?:meure|creve|ne me reveille pas)|(?:ne )?(?:pas|${MORE}) me reveiller|mourir|qu (?:un|une) \w+ (?:m ecrase|me renverse|me percute|me tue)|qu (?:il|l avion|le train|le bus) (?:va )?s ecras\w*)`,
      String.raw`la mort (?:serait|sera) (?:un soulagement|une delivrance|une liberation|mieux)|ma vie ne vaut (?:pas|${MORE}) la peine|je merite pas de vivre|je devrais pas etre en vie`,
      String.raw`${I_HAVE} ${WORDS(1)}idees noires|${I} pense ${WORDS(1)}a la mort(?! (?:de|d|du|des))`,
    ]),
    'active-ideation': meant([
      // "ça fait 2 semaines que je réfléchis à comment partir": partir with nowhere to go.
      String.raw`(?:reflechis|reflechi|pense|cherche|me demande) (?:a |au |sur )?(?:comment|la facon de|le moyen de|une facon de) (?:partir|m en aller|men aller|disparaitre)$`,
      String.raw`(?:${SHALL}|${THINK_OF} |(?:l idee|la pensee) de |(?:le mieux|la solution|la seule solution|plus simple|mieux) (?:ce serait|c est|serait) (?:de|d) |(?<!(?:pas|plus|jamais|aucune) ${WORDS(1)})envie (?:de|d) )${KILL_MYSELF}(?!${THEN(2)} (?:ne )?m (?:a|est) jamais)|en pensant a (?:sauter|me jeter)`,
      String.raw`(?:${I} |j)(?:pense|songe) ${ADVERB}au suicide|${I_HAVE} pense au suicide|(?:idees|pensees|envies|pulsions) (?:suicidaires|de suicide)|${I_AM} ${ADVERB}suicidaire`,
      String.raw`je (?:me )?(?:tue|suicide) (?:ce soir|cette nuit|demain|bientot)`,
      // Leaving, said with a wink: "je vais partir, et pas en vacances".
      String.raw`(?:partir|m en aller)${THEN(3)} (?:et pas en vacances|si tu vois ce que je veux dire|pour toujours si tu vois)`,
    ]),
    'method-lethality': compiledOnce([
      // "de quelle hauteur faut tomber pour etre sur de pas se rater": sure not to survive it.
      String.raw`(?:hauteur|etage|etages|metres|dose|combien|quoi|comment)\w* ${WORDS(6)}(?:pour|pr) (?:etre )?(?:sur|sure|certain|certaine)s? de (?:ne )?pas (?:me |se )?rater`,
      // "d'un 5e étage on s'en sort ou pas ?"
      String.raw`(?:d un|du|depuis un|depuis le) (?:\w+ )?(?:etage|pont|toit|immeuble|viaduc) (?:\w+ ){0,2}?(?:on s en sort|on survit|on meurt|on creve|c est suffisant|ca suffit|c est assez haut)`,
      String.raw`combien.* (?:(?:on fait|faire|fait) une (?:od|overdose|surdose)|pour (?:mourir|crever|y passer|en finir|que ce soit mortel|(?:ne )?(?:pas|${MORE}) (?:se|me) reveiller)|(?:c est|est|serait|sont) (?:mortel|mortelle|letale?|fatale?))`,
      String.raw`(?:${PILLS}|alcool|vodka|pendaison|noyade|sous un (?:train|metro|camion)).* (?:(?:c est|est|ca|serait) ${WORDS(1)}(?:mortel|mortelle|letale?|instantane|rapide ou)|(?:peut|peuvent|pourrait) (?:me |te |vous )?tuer)`,
      String.raw`(?:quelle|la) (?:dose|quantite) (?:mortelle|letale|fatale)|doses? (?:mortelles?|letales?)|(?:noeud|nœud) (?:coulant|de pendu)`,
      String.raw`(?:facon|maniere|methode|moyen|technique|solution|truc|medoc) (?:la |le )?(?:plus|moins) \w+ (?:de|d|pour) (?:(?:ne )?(?:pas|${MORE}) se reveiller|mourir|se tuer|me tuer|se suicider|me suicider|en finir|crever)`,
      String.raw`comment (?:on )?(?:se|me) (?:suicider|tuer|pendre|foutre en l air|taillader les veines|ouvrir les veines)|(?:mourir|en finir|se tuer|me tuer|se suicider) sans (?:souffrir|douleur|avoir mal)`,
      String.raw`on (?:meurt|souffre|sent quelque chose|survit)${THEN(4)} (?:si|quand) (?:on|je) (?:saute|tombe|se jette|se pend|se noie|avale|prend|se taillade|se coupe|s ouvre)`,
      String.raw`(?:est ce qu on souffre|ca fait mal|c est douloureux|on souffre)${THEN(2)} (?:de |quand on |si on )(?:se pendre|se noyer|se couper les veines|s ouvrir les veines|sauter|se jeter|mourir|se tirer une balle)`,
      String.raw`(?:tomber|sauter) (?:du|de|d un|par la) ${WORDS(2)}(?:\d+\w*|etage|pont|toit|fenetre|falaise)${THEN(4)} (?:a coup sur|on meurt|on survit|on finit en fauteuil|mortel|on y passe)`,
      String.raw`si (?:on|je|j) (?:avale|avalais|prend|prends|prenais|gobe) (?:toute la (?:plaquette|boite)|tout le (?:flacon|tube)|tous les|toutes les|\d{2,}).* (?:(?:me|se) reveille (?:pas|${MORE})|on meurt|je meurs|c est mortel|y passe)|combien de temps${THEN(4)} si on (?:avale|prend)`,
      String.raw`(?:ou|comment) (?:trouver|acheter|avoir|me procurer|se procurer) (?:une arme|un flingue|un pistolet|du poison|du cyanure|assez de ${PILLS})(?! legalement)`,
    ]),
    means: compiledOnce([
      // "ma mère a laissé tous ses cachets dans la pharmacie. j'arrête pas d'y penser".
      String.raw`(?:tous (?:ses|mes|les)|toutes (?:ses|mes|les)|la boite de|les boites de) ${PILLS}.* (?:j arrete pas d y penser|j y pense (?:sans arret|tout le temps|depuis)|je pense qu a ca)`,
      String.raw`${I} (?:.* )?${PILLS}${THEN(3)} (?:de cote|en reserve|planquee?s?|cachee?s?|au cas ou|au lieu de les prendre)`,
      String.raw`${I_HAVE} ${WORDS(1)}(?:mis de cote|stocke|accumule|planque|amasse|economise) ${WORDS(3)}${PILLS}`,
      String.raw`${I_HAVE} (?:assez de|suffisamment de|un stock de|une reserve de) ${PILLS}|(?:y en a|il y en a|j en ai) assez pour (?:moi|mourir|en finir)`,
      String.raw`${PILLS}.* (?:verrait|verra|remarquerait|remarquera|s apercevrait) (?:meme )?(?:pas|rien)`,
      String.raw`(?:fusil|arme|armes|carabine|flingue|pistolet|revolver|${PILLS}).* (?:je sais ou|je connais (?:le code|la combinaison|la cachette)|j ai (?:la cle|le code))|je sais ou ${WORDS(3)}(?:cache|range|garde|met)(?:nt)? ${WORDS(2)}(?:fusil|arme|armes|carabine|flingue|pistolet|${PILLS})`,
      String.raw`${I_HAVE} ${WORDS(1)}(?:une|la|de la) corde(?!${THEN(3)} (?:linge|sauter|escalade|grimpe|bateau|tente|camping|camper|bache|jardin|chien|hamac|guitare|violon|balancoire))`,
      String.raw`${I_HAVE} ${WORDS(1)}(?:achete |trouve |recupere |chope )?(?:un flingue|une arme|un pistolet|un revolver|du cyanure|du poison|de la mort aux rats)(?!${THEN(4)} (?:chasse|tir|club|airsoft|paintball|jeu|nerf|a eau|fortnite))`,
      String.raw`${I_HAVE} (?:cache|planque) (?:une|ma|mes|des) (?:lame|lames|cutter|rasoir)|${I_HAVE} ${WORDS(1)}(?:une|ma|mes|des) (?:lame|lames|cutter|rasoir)${THEN(3)} (?:au cas ou|sur moi|cachee?s?|planquee?s?|sous mon (?:lit|oreiller)|de cote)`,
      String.raw`${I_HAVE} (?:tout ce qu il (?:me )?faut|ce qu il faut|de quoi) (?:pour )?(?:en finir|mourir|me tuer|le faire|passer a l acte)`,
      String.raw`(?:toit|pont|falaise).* (?:regarder en bas|regarde en bas|regarder le vide|regarde le vide|est accessible)`,
    ]),
    plan: compiledOnce([
      // Quebec: "à soir je vais aller au pont pis c'est fini".
      String.raw`(?:je vais|jvais|j vais|m en vais|men vais) (?:aller )?(?:au|sur le|en haut du) (?:pont|viaduc|toit|barrage)(?: \w+){0,3}? (?:pis|puis|et|pi) (?:c est|ce sera|ca va etre) (?:fini|termine|la fin)`,
      String.raw`${I_HAVE} (?:deja )?(?:choisi|fixe|decide|trouve) (?:la date|le jour|l endroit|le lieu|l heure|la methode|le moyen)(?:$| ce sera| c est| pour (?:le faire|en finir|mourir|partir|passer a l acte|ma mort)| ou je vais)`,
      String.raw`${I_HAVE} (?:deja )?tout (?:prevu|planifie|organise|prepare|calcule)(?:$| (?:la lettre|l heure|l endroit|le jour|la date|la corde|les cachets|comment|pour (?:en finir|mourir|le faire|partir|ma mort)))`,
      String.raw`${I_HAVE} (?:un |mon |deja un )?plan (?:pour |precis pour )?(?:en finir|mourir|me tuer|me suicider|le faire|passer a l acte)`,
      String.raw`${WHEN}.* (?:je saute(?! (?:en|a|dans|sur|de joie|le pas|du lit))|je me jette|je me pends|je me tue|je me suicide|je passe a l acte|j en finis|c est la fin)|c est (?:ma|la) derniere (?:nuit|soiree|journee)$`,
      String.raw`(?:je prendrai|j avalerai|je vais (?:prendre|avaler)|jvais (?:prendre|avaler)|j avale|je prends|je gobe) (?:tout ce que j ai (?:garde|stocke|mis de cote|accumule)|toute la (?:boite|plaquette)|tout le flacon|(?:tous|toutes) (?:les|mes) ${PILLS}(?! (?:le matin|chaque|tous les|comme|a l heure|au petit)))`,
      String.raw`je sais (?:deja )?(?:comment et quand|quand et comment|comment et ou|ou et quand|quand et ou|ou et comment)|c est (?:la|ce jour la|a ce moment la) que je (?:le fais|le ferai|vais le faire|passe a l acte|m en vais|en finis)`,
      String.raw`(?:je vais le faire|je le ferai|je le fais|jvais le faire).* quand (?:tout le monde|ils|elles|mes parents|ma \w+|mon \w+) (?:dort|dormira|dormiront|sera (?:parti|partie|couchee?)|seront (?:partis|couches))`,
      String.raw`(?:quand|que|des que) (?:tout le monde|ils|elles|mes parents|ma mere|mon pere|ma famille|mon coloc|mon mari|ma femme) (?:dorme|dort|dormira|dormiront|soit couche|soient couches|seront couches|soient partis|seront partis|soit partie?|sera partie?)${THEN(4)} (?:je vais le faire|je le fais|je le ferai|je passe a l acte|j en finis|j avale|je prends|je saute|je me)`,
      String.raw`(?:je vais|jvais|j irai) (?:au|aux|sur le) (?:pont|falaises?|toit|voies|viaduc)(?:$| (?:et je (?:ne )?reviendrai (?:pas|${MORE})|tout seul|toute seule))|(?:et |mais )je (?:ne )?(?:reviendrai|rentrerai) (?:pas|${MORE}|jamais)$`,
    ]),
    preparation: compiledOnce([
      String.raw`(?:sert|servira) plus a rien (?:que|qu) je (?:garde|gard\w+) (?:quoi que ce soit|mes affaires|mes trucs|rien)|rendu (?:leurs|ses|les) affaires a tout le monde`,
      String.raw`(?:donne|file|offert) (?:ma|mes|mon) .{0,80}supprime (?:mon|mes|ma) (?:snap|insta|compte|tiktok|facebook|fb)`,
      // Someone to take the pet, a note for everyone: "confié le chat à la voisine", "un mot à chacun".
      String.raw`(?:ecrit|laisse|prepare) (?:un mot|une lettre|des lettres|des mots) (?:a|pour) (?:chacun|chacune|tout le monde|tous)(?!.*(?:anniversaire|noel|mariage|depart a la retraite|demenag))`,
      String.raw`(?:(?:j ai|jai|g|j ecris|je vais|je laisse)${THEN(3)} (?:une |des |un |ma |mes |mon )?|(?:ma|mes|mon) )(?:lettres?|mots?|messages?|video|note) d adieu|mes dernieres volontes|(?:lettres?|mots|messages?|video|testament).* (?:apres ma mort|quand je serai (?:${MORE} la|partie?|morte?))|${I_HAVE} ${WORDS(1)}(?:fait|ecrit|redige) mon testament`,
      String.raw`${I_HAVE} ${WORDS(1)}(?:ecrit|laisse|prepare|redige) (?:une|des|ma|mes|un|quelques) ${WORDS(1)}(?:lettres?|mots).* (?:pour apres|a lire apres|a ouvrir apres|quand je serai|a chacun|pour chacun|dans le tiroir|pour (?:ma mere|mon pere|mes parents|ma famille) et)`,
      String.raw`(?:donne|refile|offert|distribue|file|vendu)(?!(?: \w+){0,2} (?:vieux|vieille|vieilles|ancien|anciens|ancienne|anciennes) )(?:.* )?(?:j en aurai (?:${MORE}|pas) besoin$|pour toujours$)`,
      String.raw`(?:donne|donner|distribue|distribuer) (?:toutes mes affaires|tout ce que j ai)(?! (?:de|d|a la|au|aux|avant|pour|car|parce))`,
      String.raw`adieu (?:a tous|a vous tous|tout le monde|pour toujours|la vie|ce monde)|(?:je vous dis|je dis) adieu(?! a (?!tous|vous|la vie|ce monde))`,
      String.raw`(?:je (?:lui|leur) ai dit|je lui ai fait croire|j ai dit|j ai raconte) (?:a \w+ )?que (?:je demenageais|je partais en voyage|je partais loin)|sans qu (?:il|elle|ils|elles|on) (?:le )?sache(?:nt)? que c (?:etait|est) (?:un adieu|la derniere fois)`,
      String.raw`rembourse (?:tout le monde|mes dettes)${THEN(4)} (?:supprime|efface|ferme) mes comptes|(?:supprime|efface) ${WORDS(3)}(?:photos|comptes|messages|conversations).* (?:trouve(?:nt)? apres|apres ma mort|quand je serai)|mes (?:codes|mots de passe|identifiants).* au cas ou`,
      String.raw`(?:ceci est|c est) mon dernier message(?! (?:de la|ce soir|avant|pour|de l))|c est la derniere fois que (?:je vous|je t|tu m|vous m) ${WORDS(1)}(?:ecris|parle|lis|entends|verrez|vois)|mes derniers mots`,
      String.raw`(?:prenez|prends|occupez vous|occupe toi) (?:bien )?(?:soin )?(?:de |d )?(?:mon|ma|mes) (?:chat|chien|animaux|famille|enfants|plantes)(?: pour moi)? (?:quand|apres|pour moi)|confie (?:.* )?pour toujours`,
    ]),
    attempt: compiledOnce([
      String.raw`(?:assis|assise|debout) sur le rebord de (?:la fenetre|mon balcon|du balcon|du pont)`,
      // Québécois: "chu su'l pont, j'ai déjà passé la jambe par-dessus la rampe".
      String.raw`(?:passe|mis|enjambe) (?:la |une )?jambe par dessus (?:la rampe|le parapet|la rambarde|le garde fou|la balustrade)`,
      // "chu dans l'char dans le garage, le moteur tourne": the engine running in a closed garage.
      String.raw`(?:dans|ds) (?:l |la |ma |mon )?(?:char|auto|voiture|bagnole|caisse) (?:\w+ ){0,4}?garage (?:\w+ ){0,3}?(?:le )?moteur (?:tourne|allume|en marche)`,
      String.raw`(?:${I_HAVE}|je viens d(?:e)?|jviens d(?:e)?) ${WORDS(1)}(?:pris|prendre|avale|avaler|gobe|gober|bu|vide) (?:toute (?:la |ma |une )?(?:boite|plaquette)(?! de (?:chocolats?|bonbons|biscuits|gateaux|cereales|mouchoirs))|tout le (?:flacon|tube)|(?:le|un|son) flacon(?! de (?:shampo\w*|parfum|gel|sirop|vernis|lait))|(?:(?:tous|toutes) (?:mes|les|ces)|\d{2,}|(?:une|deux|trois|plusieurs|la|ma) (?:boites?|plaquettes?|flacons?)(?: entieres?)? (?:de|d)|(?:plein|trop|un tas|une tonne|beaucoup|une poignee) (?:de|d)) ${WORDS(1)}${PILLS}(?! (?:ce matin|du matin|du soir|du jour|comme|a l heure|au petit|avant de|pour (?:la|le|les|mon|ma|mes)))|plein de trucs|(?:de la |du )?(?:javel|mort aux rats|poison|destop|antigel))`,
      String.raw`(?:pris|avale|bu|gobe).* avec (?:tous|toutes) (?:les|mes) ${PILLS}|^${I_HAVE} (?:deja )?tout (?:pris|avale|gobe)$|c est (?:trop )?tard${THEN(3)} (?:j ai|je les ai) (?:deja |tout )?(?:pris|avale)|trop tard$`,
      String.raw`(?:${I_HAVE}|je viens d(?:e)?) (?:fait|refait) (?:une |ma |encore une )?(?:ts|tentative|od|overdose|surdose)`,
      String.raw`(?:${I_HAVE} (?:essaye|essaie|tente) (?:de|d)|(?:je|j) ?viens (?:de|d)) ${KILL_MYSELF}`,
      String.raw`${I} (?:me )?suis (?:ouverte?|tailladee?|tranchee?|coupee?) les veines|${I} (?:me )?suis (?:pendue?|jetee?) ${WORDS(1)}${PLACE}`,
      String.raw`${I_AM} (?:sur|au bord du|au bord de|en haut du|en haut de) (?:le |la |les |l )?(?:pont|toit|rebord|voies|vide|falaise|parapet)(?! (?:avec|pour|depuis|du bateau|d un bateau|du navire|du ferry|en train|a reparer|a bosser|a travailler))|(?:pont|toit|falaise|rebord|balcon|voies|rails).* (?:je vais|jvais|je veux) (?:sauter|me jeter|me laisser tomber)`,
      String.raw`la corde est (?:accrochee|attachee|nouee|prete|en place)|corde autour (?:du|de mon) cou`,
      String.raw`(?:${I} (?:n )?arrive (?:pas|${MORE}) a arreter (?:le sang|de saigner)|ca (?:n )?(?:arrete|s arrete) (?:pas|${MORE}) de saigner|du sang partout)`,
    ]),
    'self-injury': compiledOnce([
      String.raw`(?:${SELF} (?:suis )?(?:encore |de nouveau )?${CUT}|(?:${SHALL}|arreter de |(?:me|m) empecher de |recommence a |(?:me|m) remis a |(?<!(?:pas|plus|jamais) )(?:envie|besoin) de )(?:me|m) (?:scarifier|couper|taillader|bruler|mutiler|frapper|griffer|${HURT_MYSELF}))${NOT_ACCIDENT}|${SELF} (?:suis )?(?:encore )?(?:${HURT_MYSELF}|automutile\w*)`,
      String.raw`(?:je fais|je pratique|je retombe dans|je replonge dans|${I_HAVE} ${WORDS(1)}(?:envie|besoin) d|${I_HAVE} (?:re)?fait) (?:de l |de la |la |l |des |une |les |mes )?(?:automutilation|auto mutilation|scarifications?|scarifs?)`,
      String.raw`(?:me|m) (?:frappe|tape|cogne|frapper|taper|cogner) la tete contre (?:les|le) murs?|${I} (?:.* )?jusqu (?:au sang|a (?:ce que |ce qu )?${WORDS(2)}saign\w*)`,
      String.raw`${I_HAVE} (?:recommence|rechute|replonge|repris) (?:a |dans )?(?:me scarifier|me couper|me faire du mal|me mutiler|la scarif\w*|l automutilation|les scarifs|me bruler|me frapper)`,
      String.raw`(?:mes |les )?(?:coupures|entailles|plaies|scarifs|scarifications) (?:sont|etaient) ${WORDS(1)}(?:plus |trop |tres )?profondes|(?:ma|mes) (?:lame|lames|scarif|scarifs) (?:me manquent?)|envie de (?:voir (?:mon|du) sang|ma lame|mes lames)`,
    ]),
    'harm-to-others': meant([
      String.raw`(?:si|s il|s ils|s elle) .{0,80}je vais faire un malheur`,
      // "j'ai déjà imaginé comment je lui ferais du mal, en vrai".
      String.raw`comment je (?:lui|leur|la|le) (?:ferais|ferai) du mal`,
      // "demain j'amene de quoi pis y vont tous payer".
      String.raw`j (?:amene|apporte|ramene) (?:de quoi|quelque chose)(?: \w+){0,6} (?:payer|regretter)`,
      String.raw`${I} (?:le|la|les|l|lui) (?:tue|tuerai|bute|buterai|plante|planterai)${SERIOUS}|${SHALL}(?:(?:(?:le|la|les|l|lui) (?:tuer|buter|planter|egorger|poignarder|etrangler|flinguer|faire la peau)|(?:tuer|buter|planter|egorger|poignarder|etrangler|flinguer) (?:mon|ma|mes|ce|cette|le|la) \w+)${SERIOUS}|(?:tuer|buter|poignarder|egorger|etrangler|faire du mal a|blesser|tirer sur|massacrer|planter) (?:quelqu un|des gens|tout le monde|tous les \w+|toute (?:ma|la) classe|mon beau pere|ma belle mere|mes parents|mon pere|ma mere|mon bebe|mon enfant|mon fils|ma fille|mes enfants|mes collegues|mon patron|mon ex|ma femme|mon mari|ce connard|cette connasse|ce batard|ce fils de)|(?:faire|commettre) un (?:attentat|carnage))|tirer dans le tas`,
      String.raw`(?:${I} (?:lui|leur) (?:fais|ferai|vais faire|ferais) (?:du |tres |vraiment )?mal(?! (?:sans|quand|en|au|a la|aux|parfois))|jusqu a ce qu (?:il|elle|ils) (?:ne )?(?:bouge|bougent|respire|respirent) (?:${MORE}|pas))`,
      String.raw`(?:j y vais|je vais (?:chez (?:lui|elle|eux)|le voir|la voir|y aller|l attendre)|je l attends|je l attendrai|j irai).* avec (?:un|une|mon|ma|le|la) ${WEAPON}`,
      String.raw`(?:${WEAPON}|essence).* je (?:connais|sais) ${WORDS(3)}(?:habite|l heure|ses horaires|son adresse)|je (?:connais|sais) ${WORDS(3)}(?:habite|l heure|ses horaires|son adresse).* (?:${WEAPON}|essence)`,
      String.raw`(?:j amene|j apporte|je ramene|j emmene|je prends|amener|apporter|ramener|emmener) ${WORDS(2)}${WEAPON}(?:(?<=(?:ecole|lycee|college|bahut|fac|classe|polyvalente|cegep) .*)|(?=.* (?:ecole|lycee|college|bahut|fac|cours|classe|taf|travail|boulot|bureau|polyvalente|cegep)))`,
      String.raw`${I_HAVE} (?:des )?(?:pensees|envies|images|pulsions) (?:de |d )(?:faire du mal a|tuer|blesser|secouer|etouffer) (?:mon|ma|mes|quelqu un|des gens)|peur de (?:faire du mal a|blesser|tuer|secouer|etouffer) (?:mon|ma|mes) (?:bebe|enfant|fils|fille|enfants|nourrisson)|(?:bebe|nourrisson|pleur\w*).* envie de (?:le|la) (?:secouer|etouffer)`,
    ]),
    'danger-from-others': compiledOnce([
      // "ils ont dit qu'ils allaient me crever": a threat told, not a parent's "ma mère va me tuer".
      String.raw`(?:ils|elles|les gars|des gars|ces gars|on) (?:m ont |ont |m a |a )?(?:dit|jure|promis|menace) (?:qu ils|qu elles|qu on) (?:allaient|vont|vont venir|viendront) (?:me|m) (?:crever|tuer|buter|planter|defoncer|faire la peau|descendre|fumer)`,
      String.raw`${PERSON} (?:me|m|nous) (?:${HURTS_ME}|(?:a|ont|avait|avaient) ${HURT_ME})(?! (?:sur les nerfs|au jeu|au (?:foot|basket|hand|rugby|sport|judo|karate|ping pong)|aux (?:echecs|cartes|jeux)|en jouant|par accident|sans faire expres|a (?:fortnite|un jeu|la console|mario kart)|avec (?:son|un|mon|ses|une) (?:oreiller|coussin|peluche|ballon|mots|histoire)))`,
      String.raw`${PERSON} (?:va|vont|veut|voulait|a menace de|menace de|a dit qu (?:il|elle) allait|dit qu (?:il|elle) va) (?:me|m) (?:tuer|buter|frapper|faire du mal|egorger|etrangler|defigurer|tabasser|violer|planter|retrouver)`,
      String.raw`(?:si je|sinon|qu il|qu elle|qu ils).* (?:il|elle|ils) (?:va |vont |allait )?(?:me|m|nous) (?:tue|tuerait|tuera|tuer|bute|butera|buter|tabasse|defonce|egorge|etrangle|fout dehors|foutra dehors|mettra dehors)(?! (?:a|au|aux) )`,
      String.raw`${I} (?:me )?(?:fais|suis fait|suis faite|me suis fait|me suis faite) ${WORDS(1)}(?:frapper|battre|tabasser|violer|agresser|etrangler|cogner|attoucher)`,
      String.raw`${I_HAVE} peur qu (?:il|elle|ils|on|mon \w+|ma \w+) (?:me |nous |m )(?:tue|frappe|fasse du mal|tape|batte|retrouve|tabasse|viole)|menace(?:e|s|es)? de mort|(?:il|elle|ils|on) (?:m a|nous a) menacee? (?:avec|d) (?:un|une|son|sa) ${WEAPON}`,
      String.raw`leve(?:nt)? la main sur moi|des attouchements|(?:il|elle|ils) (?:me|m) (?:force|forcent|a forcee?) a (?:coucher|le toucher|faire des choses|avoir des relations)|${PERSON} (?:me|m) touche(?:nt)? (?:quand|la nuit|partout|les seins|les fesses|entre|sous)`,
      String.raw`${I_AM} en danger${THEN(2)} (?:chez moi|a la maison|avec lui|avec elle)|${I} (?:n )?ose (?:pas|${MORE}) rentrer chez moi|${I_HAVE} peur de rentrer(?: chez moi)?$`,
      String.raw`${PERSON} ${WORDS(1)}(?:tape|tapent|frappe|frappent|cogne|defonce|defoncent|a casse|a defonce|a enfonce|enfonce) (?:sur |a )?(?:la|ma) porte|je me suis (?:enfermee?|cachee?|barricadee?) (?:.* )?(?:pour qu (?:il|elle)|parce qu (?:il|elle)|il (?:me|va|est|tape|crie|cherche))`,
      String.raw`(?:un mec|un homme|un type|quelqu un|un gars|des mecs|des types|mon ex|il|ils) (?:qui )?me (?:suit|suivent|poursuit|poursuivent|traque)(?! (?:sur|partout sur|en cours|pour mon))|(?:il|elle|ils|mon ex) (?:m a (?:ecrit|dit|envoye) qu (?:il|elle)|dit qu (?:il|elle)) sait ou (?:je suis|j habite|je vis|je me cache)`,
      String.raw`${PARTNER}.* (?:(?:ne )?me laisse (?:pas|${MORE}|jamais) sortir|m a (?:pris|confisque|cache) (?:mon|ma|mes) \w+ et (?:les|mes) (?:cles|papiers))|j ecris ${WORDS(3)}en cachette`,
    ]),
  },
  friendRisk: compiledOnce([
    String.raw`${SOMEONE_CLOSE} (?:\w+ ){0,4}(?:veut|voudrait|voulait|va|allait|parle de|pense a|menace de|compte|a envie de|a envie d|dit qu (?:il|elle) veut|a essaye de|essaie de|essaye de|a tente de) (?:se tuer|se suicider|mourir|en finir|crever|se foutre en l air|se pendre|se scarifier|se couper|se faire du mal|se jeter|sauter|disparaitre|mettre fin a ses jours|s enlever la vie|passer a l acte)`,
    String.raw`${SOMEONE_CLOSE} (?:\w+ ){0,4}(?:se scarifie|se coupe|se mutile|se fait du mal|se brule|s est scarifiee?|s est coupee?|s est fait du mal|s est mutilee?|(?:a|avait) des idees (?:suicidaires|noires)|(?:a|avait) des pensees suicidaires|est suicidaire|a fait une (?:ts|tentative))`,
    String.raw`(?:qu il|qu elle|qu iel) (?:veut|voulait|va|allait) (?:se tuer|se suicider|mourir|en finir|se foutre en l air)|(?:veut|voulait|va) se (?:tuer|suicider|pendre|foutre en l air|jeter)`,
    // A friend's farewell post: the writer worries for them.
    String.raw`${SOMEONE_CLOSE} (?:a |m a )(?:poste|publie|ecrit|envoye).* (?:adieu|lettre d adieu|message d adieu)`,
  ]),
  past: compiledOnce([
    // "Il y a trois ans", and as it is said, "y a trois ans".
    String.raw`(?:il )?y a (?:\w+ ){0,2}(?:ans|an|mois|annees)`,
    String.raw`(?:quand j etais|quand j avais|lorsque j etais|a l epoque|autrefois|dans le passe|l annee derniere|l an dernier|l an passe|plus jeune|avant je|avant j|avant ca|a \d+ ans|en \d{4}|pendant mon adolescence|quand j etais ado)`,
    String.raw`(?:ca fait|cela fait|depuis) (?:\w+ ){1,2}(?:jours|semaines|mois|ans|an|annees) (?:que je (?:ne )?(?:me suis |me |m |ai |n ai )?${WORDS(1)}(?:pas|plus) (?:scarifi\w*|coupe\w*|fait de mal|fait du mal|mutile\w*|rechute|fait de ts|pense au suicide)|sans (?:me scarifier|me couper|me faire du mal|scarif|rechute|rechuter|tentative)|de clean|clean)`,
    String.raw`(?:je suis |chui )?clean depuis|je m en suis sortie?|c est derriere moi`,
  ]),
  ordinary: [
    String.raw`fievre|mal (?:a la|au|aux) (?:tete|dents|gorge)|migraine|grippe|rhume|camping|randonnee|rando|bivouac`,
  ],
  idioms: compiledOnce([
    String.raw`${I_AM} ${WORDS(1)}(?:mort|morte|morts|mortes|decedee?|crevee?|claquee?|mourante?|ko|naze)(?: (?:de|d) \w+)?`,
    String.raw`(?:mort|morte|morts|mortes|mourir|meurs|meurt|meure|mourais|creve|crever|crevais|crevee) (?:de|d) (?:rire|faim|soif|chaud|froid|envie|ennui|honte|peur|fatigue|sommeil|impatience|jalousie|trouille|amour|stress|curiosite|chaleur|gene|flemme)`,
    String.raw`(?:ennuyeux|ennuyeuse|beau|belle|bete|triste|chiant|chiante|long|longue|lent|lente|froid|chaud|rire|pleurer|souffrir|mal|faim|con|conne|moche|drole|nul|nulle|soif|envie) a (?:en )?(?:mourir|crever)|(?<!(?:tabasser|frapper|battre|cogner|defoncer|taper|poignarder|blesser) )a mort|un (?:froid|ennui|silence) de mort|la mort dans l ame|plutot (?:mourir|crever) que|(?:prefererais|aimerais mieux) (?:mourir|crever|etre morte?) (?:que|plutot que)(?! (?:de |d )?(?:vivre|continuer|rester|exister))`,
    // "Ce taf me tue", "tu m'as tuée": a thing, or a laugh, not a man ("ce mec va me tuer").
    String.raw`(?:tu|vous|ca|ca va|(?:ce|cette|ces) (?!(?:mec|type|gars|connard|malade|fou|mari|voisin|homme|gens)\b)\w+|ton \w+|ta \w+|tes \w+|les (?:exams|partiels|devoirs|cours|maths|gosses|enfants)) (?:me|m) (?:tues|tuez|tue|tuent|tuera|achevent|acheve|a tuee?|as tuee?|avez tuee?|ont tuee?|a achevee?)(?! (?:a petit feu|pour de vrai|avec (?:un|une|son|sa) ${WEAPON}))`,
    String.raw`(?:ca|les (?:exams|partiels|devoirs|cours|maths)|le (?:bac|brevet|taf|boulot|travail)|la (?:chaleur|fac|prepa)) (?:va|vont) (?:me|m) (?:tuer|achever)`,
    // A parent or a boss "who will kill me" for a bad mark, unless the sentence says it is meant.
    String.raw`(?:ma|mon|mes) ${WORDS(1)}(?:mere|pere|maman|papa|daronne|daron|darons|parents|prof|profs|boss|patron|patronne|chef|cheffe|coach|soeur|frere|mamie|papi|pote|potes|reuf) ${WORDS(1)}(?:va|vont|allait|risque de) (?:me )?(?:tuer|buter|massacrer|defoncer|trucider|tuer|faire la peau)(?!.*(?:pour de vrai|serieux|serieusement|je rigole pas|${WEAPON}|il a dit|elle a dit|m a dit|menace))`,
    String.raw`je vais me faire (?:tuer|defoncer|engueuler|buter|massacrer|trucider|etrangler)(?! par (?:mon|ma) (?:mari|mec|copain|ex|conjoint))`,
    String.raw`${I} (?:me )?(?:tue|suis tuee?) a (?:la tache|le dire|te le dire|vous le dire|le repeter|\w+)`,
    String.raw`tuer le temps|tuer dans l oeuf|tue l amour|tue le game|c est une tuerie|faire le mort|faire la morte|a l article de la mort|peine de mort`,
    String.raw`(?:me|te|se|nous|vous) (?:tirer|tire|suis tiree?|tirais|tirerais) une balle dans le pied|pendue? au telephone|(?:me|te|se) (?:pendre|pends) (?:a|au) (?:son|sa|ses|ton|ta|tes|mon) (?:cou|bras|levres|telephone)`,
    String.raw`(?:me|te|se|nous|vous) (?:jeter|jete|jetee|suis jetee?|lancer|lance) (?:a l eau|dans la gueule du loup|sur (?:la|le|les) \w+)|sauter de joie|sauter en parachute|sauter a l elastique`,
    String.raw`(?:me|te|se) (?:couper|coupe|coupee|suis coupee?) en quatre|(?:me|m) couper du monde|couper court|rentrer sous terre|disparaitre (?:sous (?:terre|la couette|ma couette|mes draps|un plaid)|de la surface|des (?:reseaux|radars)|de la circulation|d (?:insta|instagram|snap|tiktok|internet)|(?:quelques|deux|trois) (?:jours|semaines)|pour (?:le|ce) (?:week end|weekend)|une semaine|au bout du monde)`,
    String.raw`(?:j ai|jai|g) (?:cru|failli|bien cru) (?:mourir|crever|en mourir|y passer)`,
    // An accident: cooking, shaving, sport.
    String.raw`(?:${I} me suis|${I} me|jme suis|jme) (?:coupee?|brulee?|blessee?|entaillee?|fait mal) (?:.* )?(?:en (?:cuisinant|coupant|epluchant|me rasant|faisant|jouant|tombant|courant|bricolant|jardinant|ouvrant)|avec (?:le|la|une|un|du|l) (?:four|fer|poele|casserole|couteau de cuisine|feuille|rasoir|plaque|bouilloire|the|cafe|eau|huile|boite|conserve)|au (?:sport|foot|basket|soleil|travail|boulot|taf|ski|rugby|hand)|a la (?:cuisine|salle|muscu|piscine|plage)|par accident|sans faire expres)`,
  ]),
};

import type { LanguagePhrases } from './phrases';

// French as written in France, Belgium, Switzerland and Quebec, folded (no accents, lower case,
// "j'ai" read as "j ai"). Chat spelling included: "jveux", "chui", "g envie" (j'ai), "pu" (plus, Quebec).

const I = String.raw`(?:je|j|jme|moi je)`;
const I_AM = String.raw`(?:je suis|j suis|jsuis|jsui|chui|chuis|chu|je sui|suis)`;
const I_HAVE = String.raw`(?:j ai|jai|g|j ai encore|j ai de nouveau|je n ai|j n ai|jn ai)`;
const ME = String.raw`(?:me|m)`;
const WAKE = String.raw`${ME} reveiller(?! (?:tot|a \d|avant|de bonne heure|trop tot|si tot|a l aube|demain matin|pour|le matin pour))`;
const LIVE = String.raw`vivre(?! (?:avec|chez|dans|a|au|en|ici|la bas|loin|pres|sous|sur|ensemble|comme))`;
const OFTEN = String.raw`(?:(?:encore|souvent|parfois|toujours|de nouveau|beaucoup|vraiment|tout le temps|plein|trop|grave|des|de|d|les memes|ces|mes|depuis|longtemps) ){0,3}`;
// Going on with life, not with one's studies ("continuer mes etudes").
const GO_ON = String.raw`continuer(?! (?:mes|ma|mon|le|la|les|l|ce|cette|ces|a (?!vivre)|au|aux|de|d|en|sur|avec|dans|comme)(?![\p{L}\p{N}]))`;
const MORE = String.raw`(?:plus|pu|pus|plu)`;
const ADVERB = String.raw`(?:(?:juste|vraiment|tellement|seulement|trop|grave|simplement|tant|bien|sincerement|encore|souvent|parfois|de plus en plus) )?`;
const WANT = String.raw`(?:${I} (?:veux|veut|veu|ve|voudrais|voudrai|aimerais|aimerai|souhaite|souhaiterais|reve de|reve d|prie pour|espere|preferais)|jveux|jveu|jveut|jvoudrais|jaimerais|jaimerai|(?:${I_HAVE} |j avais |jav )?(?:${ADVERB})(?:envie|envi|besoin|le gout) (?:de|d))`;
const GOING_TO = String.raw`(?:je vais|j vais|jvais|jvai|je vai|jv|je vas|j vas|jvas|m as|chu pour|je compte|je pense|je suis pret a|je suis prete a|je suis sur le point de|je vais finir par|je finirai par|je sens que je vais|un jour je vais|j ai decide de|j ai decide d|c est decide je vais|je devrais|je ferais mieux de)`;
const THINK_OF = String.raw`(?:${I} (?:pense|pensais|penses|songe|reflechis)|${I} n arrete pas de penser|${I_HAVE} pense|penser) (?:(?:serieusement|souvent|beaucoup|de plus en plus|tout le temps|constamment|chaque jour|fort|encore) )?a`;
const PLACE = String.raw`(?:(?:du|d un|d une|de la|de mon|de l|par la|sous un|sous le|sous la|sous les|en bas du|en bas d un|en bas de la|dans le) (?:pont|toit|balcon|fenetre|falaise|immeuble|batiment|viaduc|train|metro|tgv|rer|tram|bus|camion|voiture|bagnole|voie|rails|vide|pont \w+|\w+ etage|haut))`;
// "En finir" alone, or with life: not "en finir avec ce mémoire".
const END_IT = String.raw`en finir(?! avec (?!(?:la vie|ma vie|tout|moi|mes jours|cette vie)))`;
const KILL_MYSELF = String.raw`(?:${ME} (?:tuer|suicider|suicide|sucider|suicder|suisider|buter|flinguer|pendre|defenestrer|foutre en l air|foutre en lair|mettre en l air|enlever la vie|oter la vie|donner la mort|tirer une balle|mettre une balle|faire sauter la cervelle|faire sauter le caisson|ouvrir les veines|trancher les veines|couper les veines|taillader les veines|jeter ${PLACE}|balancer ${PLACE}|pitcher ${PLACE}|lancer ${PLACE}|laisser mourir|laisser crever|faire ecraser|noyer(?! (?:dans|sous)))|mettre fin a (?:mes jours|ma vie)|mettre un terme a (?:mes jours|ma vie)|sauter ${PLACE}|${END_IT}|passer a l acte)`;
// Not dying old or happy one day.
const NOT_SOMEDAY = String.raw`(?! (?:vieux|vieille|heureux|heureuse|entoure\w*|en paix un jour|un jour|a \d+ ans|centenaire|dans mon lit a|pour (?:un|une|ce|cette|des|du|la|le)))`;
const DIE = String.raw`(?:(?:mourir|mourrir|crever|caner|canner|clamser)${NOT_SOMEDAY}|disparaitre|ne plus exister|${MORE} exister|ne plus etre la|${MORE} etre la|(?:ne )?pas etre la(?! (?:demain|ce|cette|a|au|aux|pour|quand|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche))|ne plus etre en vie|ne pas ${WAKE}|ne plus ${WAKE}|pas ${WAKE}|${MORE} ${WAKE}|ne jamais ${WAKE}|${ME} endormir (?:pour toujours|pour de bon|et (?:de )?(?:ne )?(?:plus jamais|jamais|plus|pas|pu) ${WAKE})|(?:de )?(?:ne )?plus jamais ${WAKE}|dormir pour toujours|etre mort|etre morte|etre mort e|quitter ce monde|cesser d exister|arreter d exister|arreter de vivre|ne plus ${LIVE}|${MORE} ${LIVE}|ne jamais etre ne|ne jamais etre nee|jamais etre ne|jamais etre nee|${END_IT})`;
const PILLS = String.raw`(?:cachets|cachet|comprimes|comprime|medocs|medoc|medicaments|medicament|pilules|pilule|gelules|gelule|somniferes|somnifere|anxiolytiques|anxiolytique|antidepresseurs|antidepresseur|calmants|calmant|doliprane|dolipranes|paracetamol|efferalgan|dafalgan|xanax|lexomil|lysanxia|seresta|temesta|valium|atarax|stilnox|zolpidem|imovane|tramadol|codeine|lamaline|insuline|mort aux rats|poison|javel)`;
const MEANS = String.raw`(?:${PILLS}|une corde(?! a (?:sauter|linge))|la corde|un flingue|une arme|un pistolet|un revolver|un fusil|une lame|des lames|les lames)`;
const WHEN_ALONE = String.raw`(?:quand (?:tout le monde dort|tout le monde dormira|tout le monde sera couche|ils dormiront|ils seront partis|je serai seule?|il n y aura personne|mes parents seront partis|mes parents dormiront))`;
const WHEN = String.raw`(?:ce soir|cette nuit|demain|aujourd hui|tout a l heure|apres demain|ce week end|ce weekend|ce we|cette semaine|(?:ce |le )?(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)(?: soir)?|dans (?:\w+ )?(?:heures|heure|minutes|jours)|${WHEN_ALONE})`;
// Not a haircut, nails, a slice of cake or cutting oneself off from people: those name what was cut.
const NOT_HARM = String.raw`(?! (?:(?:les|mes|la|le|ma|mon|l|un|une|des|du|de la|ses|sa|son) (?:cheveux|cheveu|ongles|frange|barbe|moustache|doigt|doigts|pouce|langue|levre|pointes|meche|poils|part|parts|tranche|morceau|bout|pain|gateau|fromage|pied|orteil|genou|dos|front)|(?:au|a la) (?:doigt|pouce|pied|genou|menton|main|cuisine)|en (?:quatre|deux|cuisinant|epluchant|me rasant|bricolant|jouant|tombant)|quand je (?:cuisine|me rase|bricole|jardine|coupe)|du monde|de (?:tout|tous|mes|ma|mon|la|l|ce|cette|ces|eux|elle|lui|vous|tout le monde|ma famille)|avec (?:une feuille|du papier|le couteau de cuisine|un couteau de cuisine|une boite|une conserve|le four|la poele)|par accident|sans faire expres))`;
const SELF = String.raw`(?:je me|j me|jme|je m|j m|moi je me)`;
const CUT_NOW = String.raw`(?:scarifie|scarifiee|scarifies|coupe|coupes|taillade|lacere|entaille|brule|mutile|frappe|fais saigner|mords jusqu au sang|griffe jusqu au sang|gratte jusqu au sang|suis (?:scarifie|scarifiee|coupe|coupee|coupes|coupees|taillade|tailladee|lacere|laceree|entaille|entaillee|brule|brulee|mutile|mutilee|frappe|frappee))`;
const CUT_TO = String.raw`(?:scarifier|faire mal(?! (?:au|a la|a l|aux|en) )|couper|taillader|lacerer|entailler|bruler|mutiler|frapper|faire saigner|mordre jusqu au sang|griffer jusqu au sang|gratter jusqu au sang)`;
const HURT_MYSELF = String.raw`(?:fais|faire|suis fait|suis faite) du mal(?! (?:a|en) (?:penser|pensant|rester|restant|lire|lisant|regarder|regardant|ecouter|ecoutant|relire|y pensant))`;
// A threat said laughing ("mdr je vais le tuer") is a figure of speech.
const JOKING = String.raw`(?:mdr+|ptdr+|lol|xd|haha\w*|jpp|je rigole(?! pas)|jrigole(?! pas)|jdeconne|je plaisante(?! pas))(?![\p{L}\p{N}])`;
const NOT_JOKING = String.raw`(?<!(?:^|\s)${JOKING}.*)(?!.*(?:^|\s)${JOKING})`;
const KILL_THEM = String.raw`(?:le|la|les|l|lui|leur) (?:tuer|buter|planter(?! (?:dans|en|au) )|egorger|poignarder|etrangler|flinguer|assassiner|(?:tabasser|frapper|battre|cogner|defoncer) a mort|faire du mal|faire la peau|defoncer la tete|tirer dessus|empoisonner)`;
// "Ce taf me tue": a thing, not a man ("ce mec va me tuer").
const THING = String.raw`(?:ce|cette|ces) (?!(?:mec|type|gars|keum|connard|malade|fou|mari|voisin|homme|gens|mecs|types)\b)\w+`;
// Done to me: "il me frappe", "il m a frappee", "ils m ont tabasse".
const FORCED = String.raw`force(?:e|s|es)? a (?:coucher|le toucher|la toucher|faire des choses|avoir des relations|l embrasser|le sucer|me deshabiller)`;
const HURTS_ME = String.raw`(?:(?:bat|battent)(?! (?:a|au|aux|toujours|tout le temps))|(?:frappe|tape|cogne|tabasse|viole|agresse|etrangle|enferme|gifle)(?:nt)?(?! verbalement)|menacen?t?(?! (?:de (?!mort|me (?:tuer|frapper|buter|faire du mal|defoncer|tabasser|planter))|d ))|(?:met|mettent|donne|donnent) des (?:coups|claques|gifles|baffes)|jettent? des objets|touchen?t? (?:la nuit|partout|les seins|les fesses|entre|sous)|${FORCED})`;
const HURT_ME = String.raw`(?:battu(?:e|s|es)?(?! (?:a|au|aux) )|(?:frappe|tape|cogne|tabasse|viole|agresse|etrangle|menace|enferme|gifle)(?:e|s|es)?(?! (?:a|au|aux) (?:fifa|fortnite|la course|un jeu|la console|mario kart|la belote|les echecs|aux echecs))|(?:pousse|poussee) (?:dans les escaliers|contre le mur|par terre)|${FORCED}|touche (?:la nuit|partout|les seins|les fesses|entre|sous)|mis des coups|donne des coups)`;
const PERSON = String.raw`(?:il|elle|iel|ils|elles|mon \w+|ma \w+|mon \w+ \w+|ma \w+ \w+|mes \w+|le mec|la meuf)`;
const SOMEONE_CLOSE = String.raw`(?:(?:mon|ma|mes|une|un|notre) (?:\w+ ){0,2}(?:ami|amie|amis|amies|pote|potes|poto|copain|copine|meilleur ami|meilleure amie|meilleure pote|bff|soeur|sœur|frere|reuf|reus|cousin|cousine|fils|fille|enfant|ado|mere|pere|maman|papa|daron|daronne|mec|meuf|chum|blonde|coloc|colloc|collegue|camarade|eleve|voisin|voisine|copain de classe|partenaire|femme|mari|conjoint|conjointe|copin|neveu|niece|oncle|tante)|(?:il|elle|iel|quelqu un|une personne))`;

export const FRENCH: LanguagePhrases = {
  markers:
    'je tu il elle ils les des une du est pas ne que qui quoi mais donc avec dans sur suis mon mes ces ce ca c j qu l moi tout rien personne trop bien tres jamais toujours pourquoi parce alors peux veux sais faire etre oui merci mdr ptdr jsp tkt chui jsuis jpp jai cest jvais de la le un en et se y n au sans bon faut peut envie',
  crisis: {
    'passive-ideation': [
      String.raw`${WANT} ${ADVERB}(?:${DIE})`,
      String.raw`(?:j aurais|j aurai|jaurais) (?:prefere|aime|voulu) (?:ne jamais|ne pas|jamais) (?:etre nee?|naitre|exister|venir au monde)`,
      String.raw`${WANT} ${ADVERB}que tout (?:s arrete|se termine|finisse|soit fini)`,
      String.raw`${I} (?:ne )?veux ${MORE} (?:${LIVE}|exister|etre la|etre en vie|${GO_ON}|${WAKE})`,
      String.raw`${I} (?:ne )?veux pas (?:${WAKE}|${LIVE}|continuer a ${LIVE})`,
      String.raw`${I_HAVE} (?:${MORE}|pas|aucune) (?:envie|envi|le gout|la force|de raison|raison|aucune raison) (?:de |d )?(?:${LIVE}|continuer a vivre|exister|etre la|etre en vie)`,
      String.raw`(?:perdu|pu|plus) le gout de vivre`,
      String.raw`(?:marre|ras le bol|fatigue|fatiguee|las|lasse|tanne|tannee|ecoeure|ecoeuree|degoute|degoutee) (?:de |d )(?:${LIVE}|la vie(?! (?:que|qu|d|de|en|a|au))|etre en vie|exister)`,
      String.raw`(?:si seulement|ce serait (?:mieux|bien|plus simple)|tout serait (?:mieux|plus simple)|(?:j aimerais|je voudrais) tellement) (?:si )?(?:je pouvais )?(?:(?:mourir|disparaitre|crever)${NOT_SOMEDAY}|ne pas me reveiller|j etais mort|j etais morte|je mourais|je disparaissais|je n etais plus la|j etais plus la|je n existais pas|je crevais)`,
      String.raw`(?:(?:tout le monde|ils|elles|ma famille|mes parents|vous|les autres) )?(?:serait|seraient|serais|serai|seriez|sera|seront) (?:bien )?mieux sans moi`,
      String.raw`(?:a quoi bon|pourquoi) (?:vivre|continuer a vivre|rester en vie|je (?:suis|reste) encore (?:en vie|la|vivant|vivante)|je vis encore)`,
      String.raw`(?:vivement|j ai hate) (?:que je meure|que je creve|la mort|ma mort|de mourir|de crever)`,
      String.raw`(?:${I} )?(?:espere|prie|souhaite) (?:que je (?:vais )?(?:meure|meurs|creve|mourir|crever|ne me reveille pas|(?:ne )?(?:pas|plus) me reveiller|me reveillerai pas|ne me reveillerai (?:pas|plus))|qu (?:un|une) \w+ (?:m ecrase|me renverse|me percute|me tue))`,
      String.raw`si je (?:mourais|meurs|mourrais|disparaissais|disparais|crevais) (?:\w+ )?(?:personne|ca (?:ne )?changerait rien|ca changerait quoi|qui (?:le )?remarquerait|qui s en rendrait compte|tout le monde s en)`,
      String.raw`la mort (?:serait|sera) (?:un soulagement|une delivrance|une liberation|mieux|plus douce)`,
      String.raw`(?:je pense|${I} pense|je pense tout le temps|${I} pense souvent) a la mort(?! (?:de|d|du|des))`,
      String.raw`${I_HAVE} ${OFTEN}idees noires|${I_AM} (?:\w+ )?(?:dans|envahie? par) (?:les |mes |des )?idees noires`,
      String.raw`je (?:vois|trouve) (?:${MORE}|pas) (?:l interet|le sens|de sens|d interet) (?:de |d )?(?:vivre|ma vie|continuer|rester en vie|etre en vie|etre la)`,
      String.raw`ma vie ne vaut pas la peine(?: d etre vecue)?|la vie ne vaut pas la peine d etre vecue`,
      String.raw`(?:je m en fous|je m en fiche|ca m est egal|peu importe) (?:de |d )?(?:vivre ou (?:de )?mourir|mourir|si je meurs|si je creve)`,
    ],
    'active-ideation': [
      String.raw`(?:${WANT}|${GOING_TO}) ${ADVERB}${KILL_MYSELF}`,
      String.raw`${THINK_OF} (?:${KILL_MYSELF}|mourir|la mort(?! (?:de|d|du|des))|mon suicide|au suicide|me suicider)`,
      String.raw`(?:${I} )?pense au suicide|${I_HAVE} pense au suicide|je songe au suicide`,
      String.raw`${I_HAVE} ${OFTEN}(?:idees|pensees|envies|pulsions|tendances) (?:suicidaires|de suicide|de mort)|${I_AM} (?:\w+ )?suicidaire`,
      String.raw`${I} (?:vais|veux|voudrais|veut) suicider`,
      String.raw`je (?:me )?(?:tue|suicide|creve) (?:ce soir|cette nuit|demain|bientot)`,
    ],
    'method-lethality': [
      String.raw`combien (?:de |d )?(?:\w+ ){0,3}?${PILLS}(?: \w+){0,5}? (?:pour|avant de|avant d) (?:mourir|crever|ne (?:pas|plus) se reveiller|y passer|etre mortel|en finir|se tuer|tuer|une od|od|une overdose|faire une overdose|que ce soit mortel)`,
      String.raw`(?:quelle quantite|combien) (?:de |d )?(?:\w+ )?${PILLS} (?:\w+ ){0,3}?(?:est|sont|c est|serait|seraient|devient|deviennent) (?:mortel|mortelle|mortels|letal|letale|letaux|fatal|fatale|dangereux|dangereuse)`,
      String.raw`(?:faire|nouer|attacher) (?:un|le) (?:noeud|nœud) coulant|(?:noeud|nœud) de pendu`,
      String.raw`(?:dose|quantite) (?:mortelle|letale|fatale)|(?:doses|quantites) (?:mortelles|letales|fatales)|(?:dl50|ld50)`,
      String.raw`(?:la |une )?(?:facon|maniere|methode|moyen|technique|solution) (?:la plus |le plus |la moins |le moins )?(?:rapide|facile|indolore|simple|efficace|sure|douce|propre|radicale|douloureuse|douloureux|violente|violent) (?:de|d|pour) (?:mourir|se tuer|me tuer|se suicider|me suicider|en finir|crever|se foutre en l air|me foutre en l air)`,
      String.raw`(?:comment|quelle est la meilleure facon de|le meilleur moyen de) (?:on )?(?:se suicider|me suicider|se tuer|me tuer|mourir|en finir|crever|se pendre|me pendre|faire un noeud coulant)(?: \w+){0,3} (?:sans (?:souffrir|douleur|avoir mal|rater)|vite|rapidement|facilement|proprement)`,
      String.raw`(?:se tuer|me tuer|se suicider|me suicider|mourir|en finir|crever) sans (?:souffrir|douleur|avoir mal)`,
      String.raw`(?:de quelle hauteur|combien d etages|a partir de combien d etages|quelle hauteur)(?: \w+){0,4} (?:pour mourir|pour etre sur|faut il sauter|il faut sauter|on meurt|c est mortel|pour y passer|pour que ce soit mortel)`,
      String.raw`(?:est ce que|est ce qu)? ?(?:ca fait mal|c est douloureux|on souffre|on sent quelque chose) (?:de |quand on |si on )(?:se pendre|se noyer|se couper les veines|s ouvrir les veines|sauter|mourir|se tirer une balle|faire une overdose)`,
      String.raw`(?:quels?|quelles?) (?:${PILLS}) (?:sont |est |peuvent etre |peut etre )?(?:mortels|mortel|mortelles|mortelle|letaux|letal|letales|letale|dangereux|fatals)`,
      String.raw`(?:ou|comment) (?:trouver|acheter|avoir|me procurer|se procurer) (?:une arme|un flingue|un pistolet|du poison|assez de ${PILLS}|du cyanure)(?! legalement)`,
    ],
    means: [
      String.raw`(?:des |mes |les |plein de |des boites de |mes boites de )${PILLS} (?:caches|cachees|planques|planquees|stockes|stockees|en reserve) (?:sous|dans|derriere|au fond)`,
      String.raw`je sais ou (?:il|elle|ils|mon \w+|ma \w+|mes \w+) (?:range|ranges|rangent|cache|cachent|garde|gardent|met|mettent) (?:son|sa|ses|le|la|les|leur|leurs) (?:fusil|arme|armes|flingue|pistolet|revolver|${PILLS})`,
      String.raw`${I} (?:ai |me suis )?(?:\w+ )?(?:garde de cote|stocke|accumule|mis de cote|cache|planque|rassemble|mets de cote|stocker|accumuler|economise|collectionne|amasse) (?:\w+ ){0,3}?${MEANS}(?! (?:pour (?!en finir|mourir|me tuer|le jour|plus tard|quand)|contre))`,
      String.raw`${I} (?:ai |me suis )?(?:\w+ )?(?:achete|recupere|commande|chope|pique|vole|procure|trouve|acheter|commander) (?:\w+ ){0,2}?(?:une corde(?! a (?:sauter|linge))|un flingue|une arme|un pistolet|un revolver|un fusil|du poison|du cyanure|de la mort aux rats|(?:plusieurs|des|\w+) boites de ${PILLS})`,
      String.raw`${I_HAVE} (?:assez de|suffisamment de|tout un stock de|un stock de|une reserve de|des reserves de|plein de boites de) ${PILLS}`,
      String.raw`${I_HAVE} (?:une corde|un flingue|un pistolet|un revolver|une arme|la corde)(?! a (?:sauter|linge))(?: \w+){0,4} (?:chez moi|dans ma chambre|sous mon lit|dans mon sac|a cote de moi|sur moi|pret|prete|prets|pretes)`,
      String.raw`${I_HAVE} (?:tout ce qu il (?:me )?faut|ce qu il faut|de quoi|tout ce dont j ai besoin) (?:pour )?(?:en finir|mourir|me tuer|le faire|me suicider|passer a l acte)`,
      String.raw`(?:la corde|les cachets|les medocs|mes cachets|mes medocs|le flingue|l arme|les lames|ma lame) (?:est|sont) (?:pret|prete|prets|pretes|a cote de moi|devant moi|dans ma main)`,
    ],
    plan: [
      String.raw`^(?:et |mais |bon |ok |voila |c est bon )?${I_HAVE} (?:deja )?tout (?:prevu|planifie)$`,
      String.raw`${I_HAVE} (?:un |mon |deja un |deja mon )?plan (?:pour |precis pour )?(?:en finir|mourir|me tuer|me suicider|partir|le faire|passer a l acte)`,
      String.raw`${I_HAVE} (?:tout |deja tout )?(?:prevu|planifie|organise|calcule|decide|choisi) (?:pour |comment |quand |ou |la date de |le jour de )?(?:en finir|mourir|me tuer|me suicider|ma mort|mon suicide|le faire|passer a l acte)`,
      String.raw`${I_HAVE} (?:deja )?(?:choisi|fixe|decide|trouve) (?:la date|le jour|l endroit|le lieu|l heure|la methode|le pont)(?:$| (?:pour (?:le faire|en finir|mourir|partir)|et l heure|ou je vais|ou ca se passera))`,
      String.raw`(?:je vais passer a l acte|je passe a l acte|je passerai a l acte|je vais en finir|j en finis|j en finirai) ${WHEN}`,
      String.raw`${WHEN} (?:je me tue|je me suicide|je me pends|je saute|je passe a l acte|j en finis|c est la fin|tout s arrete|tout sera fini|c est le jour|je m en vais pour (?:de bon|toujours)|je pars pour (?:de bon|toujours))`,
      String.raw`(?:je vais le faire|je le ferai|je le fais|jvais le faire) (?:${WHEN} )?(?:${WHEN_ALONE}|pour de bon|une bonne fois pour toutes|sans hesiter)`,
      String.raw`je sais (?:deja )?(?:comment|quand|ou) (?:je vais|j vais|jvais) (?:le faire|faire ca|m y prendre|en finir|me tuer|mourir|passer a l acte)`,
      String.raw`(?:ma decision est prise|c est decide|j ai pris ma decision)(?: \w+){0,4} (?:en finir|mourir|me tuer|partir pour de bon|je pars pour de bon|je vais le faire)`,
    ],
    preparation: [
      String.raw`(?:lettre|lettres|mot|mots|message|messages|video|note) d adieu|mes dernieres volontes`,
      String.raw`(?:${I_HAVE}|je suis en train d|je vais|je viens d) (?:\w+ )?(?:ecrit|ecrire|laisse|laisser|prepare|preparer|enregistre|enregistrer) (?:\w+ ){0,3}(?:lettre|lettres|mot|mots|message|messages|video) (?:\w+ ){0,4}(?:adieu|pour apres|pour quand je serai|pour quand je ne serai|a lire apres|a ouvrir apres)`,
      String.raw`(?:${I_HAVE}|je suis en train de|je vais|je) (?:\w+ )?(?:donne|donner|distribue|distribuer|offert|offrir|donnes) (?:toutes mes (?:affaires|\w+)|tous mes \w+|mes affaires|tout ce que j ai|la plupart de mes affaires)(?! (?:a la|au|aux) (?:croix|secours|emmaus|resto|associations?|friperie|vide grenier))`,
      String.raw`(?:je fais|je vous fais|j ai fait|faire) mes adieux|(?:je vous dis|je dis) adieu|adieu (?:a tous|a vous tous|tout le monde|pour toujours|pour de bon|la vie|ce monde)`,
      String.raw`(?:${I_HAVE}|je suis en train de|je) (?:\w+ )?(?:mis|mettre|met|mets|range|ranger|regle|regler) (?:de l ordre dans |en ordre |)(?:mes affaires|mes papiers|tout)(?: en ordre)? (?:pour|avant de|avant d) (?:partir|mourir|apres|quand je|que je)`,
      String.raw`(?:pour |)quand je (?:ne )?(?:serai|serais) ${MORE} la|quand je (?:serai|serais) (?:partie?|morte?) pour (?:de bon|toujours)`,
      String.raw`(?:ceci est|c est) mon dernier message(?! (?:de la journee|ce soir avant|avant de dormir|pour aujourd hui|de l annee))|mes derniers mots`,
      String.raw`(?:prenez|prends|occupez vous|occupe toi) (?:bien )?(?:soin )?(?:de |d )?(?:mon|ma|mes) (?:chat|chien|animaux|famille|enfants|parents|petite soeur|petit frere) (?:quand|apres|pour moi)`,
    ],
    attempt: [
      String.raw`(?:${I_HAVE}|je viens d|je viens de|jviens d|jviens de) (?:\w+ )?(?:pris|prendre|avale|avaler|gobe|gober|ingurgite|ingurgiter|bu) (?:toute (?:la |ma |une )?(?:boite|plaquette)(?! de (?:chocolats?|bonbons|biscuits|gateaux|cereales|mouchoirs|chocolat))|tout le (?:flacon|tube|pot|tube de \w+)|(?:tous|toutes) (?:mes|les|ces|mes \w+|les \w+) ${PILLS}|(?:tous|toutes) (?:mes|les) (?:${PILLS})|\d{2,} (?:\w+ )?${PILLS}|(?:une|deux|trois|plusieurs|des) (?:boites|boite|plaquettes|plaquette|poignee|dizaine|vingtaine|trentaine|cinquantaine|dizaines|flacons) (?:de |d |entiere )?(?:\w+ )?${PILLS}|(?:plein|trop|un tas|une tonne|beaucoup) (?:de |d )(?:\w+ )?${PILLS}|(?:la |une )?(?:boite|plaquette|flacon) (?:entiere|entier)|(?:de la |du )?(?:javel|mort aux rats|poison|destop|antigel))`,
      String.raw`(?:${I_HAVE}|je viens d|je viens de) (?:fait|faire|refait) (?:une |ma |des |encore une )?(?:ts|tentative|tentatives|od|overdose|surdose|imv)`,
      String.raw`${I_HAVE} (?:essaye|essayer|essaie|tente|voulu) (?:de |d )(?:${KILL_MYSELF})`,
      String.raw`(?:je viens de|je viens d|jviens de|jviens d) (?:${KILL_MYSELF})`,
      String.raw`${I} (?:me )?suis (?:ouvert|ouverte|taillade|tailladee|tranche|tranchee|coupe|coupee) les veines|${I} (?:me )?suis (?:pendu|pendue|jete|jetee) (?:\w+ )?${PLACE}`,
      String.raw`${I_AM} (?:sur|au bord|au bord du|au bord de|en haut|en haut du|en haut de) (?:du |de la |le |la |les |l )?(?:pont|toit|rebord|voies|voie ferree|vide|falaise|parapet)(?! (?:avec|pour|depuis|en train|a reparer|a bosser|a travailler|des \d|h24|non stop))`,
      String.raw`(?:${I} (?:n )?arrive (?:pas|plus) a arreter (?:le sang|de saigner|l hemorragie)|ca (?:n )?(?:arrete|s arrete) (?:pas|plus) de saigner|${I} (?:ne )?peux (?:pas|plus) arreter (?:le sang|de saigner))`,
      String.raw`(?:${I} me sens|${I} sens|je commence a me sentir) (?:\w+ )?(?:partir|m endormir|mourir)(?: \w+){0,3} (?:les cachets|les medocs|ca fait effet|a cause des)`,
      String.raw`${I_HAVE} (?:deja )?tout (?:avale|gobe)$`,
      String.raw`c est (?:trop )?tard (?:j ai|je les ai|j les ai) (?:deja )?(?:pris|avale|tout pris|tout avale)`,
      // Someone else's attempt now is a crisis, not a friend at risk.
      String.raw`(?:il|elle|mon \w+|ma \w+) (?:vient de|vient d) (?:(?:prendre|avaler) (?:\w+ ){0,3}(?:${PILLS}|boite|plaquette)|(?:sauter|se jeter) ${PLACE}|se pendre|s ouvrir les veines|se taillader les veines)`,
    ],
    'self-injury': [
      String.raw`${SELF} ${CUT_NOW}${NOT_HARM}|${SELF} ${HURT_MYSELF}`,
      String.raw`(?:${WANT}|${GOING_TO}|arreter de|arreter d|${ME} empecher de|${ME} empecher d|envie de|besoin de) ${ADVERB}${ME} (?:${CUT_TO}${NOT_HARM}|${HURT_MYSELF})`,
      String.raw`(?:je fais|j fais|je pratique|je suis dans|je retombe dans|je replonge dans|${I_HAVE} (?:\w+ )?envie d|${I_HAVE} (?:\w+ )?besoin d) (?:de l |de la |la |l |des |une |les |mes )?(?:automutilation|auto mutilation|scarification|scarifications|scarif|scarifs)`,
      String.raw`${ME} taper la tete contre (?:les|le) murs?|${SELF} tape la tete contre (?:les|le) murs?`,
      String.raw`${I_HAVE} (?:recommence|rechute|replonge|repris) (?:a |dans )?(?:me scarifier|me couper|me faire du mal|me mutiler|la scarification|l automutilation|les scarifs|la scarif|me bruler|me frapper)`,
      String.raw`${I_HAVE} (?:rechute|refait une rechute|fait une rechute)(?: \w+){0,3} (?:scarif\w*|lame|lames|cutter|rasoir|couper|coupe)`,
      String.raw`${I_HAVE} (?:des |plein de |de nouvelles |encore des )?(?:cicatrices|coupures|marques|plaies|brulures) (?:toutes fraiches|fraiches|recentes|d hier|de ce matin|de cette nuit)(?! (?:de|du|d) (?:chat|sport|operation|accident))`,
      String.raw`(?:ma|mes) (?:lame|lames|scarif|scarifs) (?:me manque|me manquent)|(?:coupe|coupee|entaille|entaillee|taillade|tailladee) (?:trop |tres |vraiment )?profond(?:ement)?(?! (?:en|avec|au|a la) )`,
      String.raw`(?:envie|besoin) (?:de |d )(?:voir (?:mon|du) sang|ma lame|mon cutter|mes lames)`,
    ],
    'harm-to-others': [
      String.raw`(?:${WANT}|${GOING_TO}) ${ADVERB}${KILL_THEM}(?! (?:si|s il|s ils|s elle|s elles|quand))${NOT_JOKING}`,
      String.raw`(?:${WANT}|${GOING_TO}|${THINK_OF}) ${ADVERB}(?:tuer|buter|poignarder|egorger|etrangler|faire du mal a|blesser|tirer sur|massacrer) (?:quelqu un|des gens|tout le monde|tous les \w+|toute ma classe|toute la classe|mes parents|ma mere|mon pere|mon beau pere|ma belle mere|mon bebe|mon enfant|mon fils|ma fille|mes enfants|mes collegues|mes camarades|mes profs|mon prof|ma prof|mon patron|ma femme|mon mari)(?! (?:si|s il|s ils|s elle|s elles|quand))${NOT_JOKING}`,
      String.raw`(?:${KILL_THEM}|le tuer|la tuer|les tuer) (?:pour de vrai|serieux|serieusement|je rigole pas|je plaisante pas|je blague pas|je deconne pas|avec (?:un|une|mon|ma) (?:couteau|arme|flingue|pistolet|fusil|batte|marteau))`,
      String.raw`(?:emmener|amener|apporter|ramener|prendre) (?:un|une|mon|ma) (?:arme|flingue|pistolet|fusil|couteau) (?:a l ecole|au lycee|au college|au taf|au travail|au boulot|en cours|en classe|a la fac)`,
      String.raw`(?:${WANT}|${GOING_TO}) (?:faire|commettre) un (?:attentat|carnage (?:a l ecole|au lycee|au college|au taf|au boulot|en cours))|tirer dans le tas`,
      String.raw`${I_HAVE} (?:des )?(?:pensees|envies|images|pulsions) (?:de |d )(?:faire du mal a|tuer|blesser|secouer|etouffer) (?:mon|ma|mes|quelqu un|des gens|le|la|les) ?(?:\w+)?`,
      String.raw`${I_HAVE} peur de (?:faire du mal a|blesser|tuer|secouer) (?:mon bebe|mon enfant|mon fils|ma fille|mes enfants|quelqu un)`,
    ],
    'danger-from-others': [
      String.raw`${PERSON} (?:me|m) (?:${HURTS_ME}|(?:a|ont|avait|avaient) ${HURT_ME})(?! (?:sur les nerfs|sur le systeme|dans l oeil|la main|au jeu|a (?:fortnite|un jeu|la console|mario kart)|de (?:rien|fortnite)|avec (?:ses|son|sa) (?:mots|histoire|message|lettre|discours)))`,
      String.raw`${PERSON} (?:va|vas|veut|voulait|a menace de|menace de|a dit qu il allait|a dit qu elle allait|a dit qu ils allaient|dit qu il va|dit qu elle va) (?:me|m) (?:tuer|buter|frapper|faire du mal|egorger|etrangler|defigurer|tabasser|violer|planter|retrouver)`,
      String.raw`${I} (?:me )?(?:fais|suis fait|suis faite|me suis fait|me suis faite) (?:\w+ )?(?:frapper|battre|tabasser|violer|agresser|taper dessus|etrangler|cogner|attoucher)`,
      String.raw`${I_HAVE} peur qu (?:il|elle|ils|on|mon \w+|ma \w+) (?:me |nous |m )(?:tue|frappe|fasse du mal|tape|batte|retrouve|tabasse|viole)`,
      String.raw`(?:menaces|menace) de mort|(?:il|elle|ils|on) (?:m a|nous a) menacee? (?:avec|d) (?:un|une|son|sa) (?:couteau|arme|flingue|pistolet|fusil)`,
      String.raw`(?:il|elle|ils|mon \w+|ma \w+) (?:leve|levent|a leve|a levee) la main sur moi|des attouchements|il me force a (?:coucher|le toucher|faire des choses|avoir des relations)`,
      String.raw`${I_AM} en danger(?: \w+){0,2} (?:chez moi|a la maison|avec lui|avec elle)|${I} (?:n )?ose (?:pas|plus) rentrer chez moi`,
    ],
  },
  friendRisk: [
    String.raw`${SOMEONE_CLOSE} (?:\w+ ){0,4}(?:veut|voudrait|voulait|va|allait|parle de|pense a|menace de|compte|a envie de|a envie d|dit qu (?:il|elle) veut|m a dit qu (?:il|elle) voulait|a essaye de|essaie de|essaye de|a tente de) (?:se tuer|se suicider|mourir|en finir|crever|se foutre en l air|se pendre|se scarifier|se couper|se faire du mal|se jeter|sauter|disparaitre|mettre fin a ses jours|s enlever la vie|passer a l acte)`,
    String.raw`${SOMEONE_CLOSE} (?:\w+ ){0,4}(?:se scarifie|se coupe|se mutile|se fait du mal|se brule|s est scarifiee?|s est coupee?|s est fait du mal|s est mutilee?|a des idees (?:suicidaires|noires)|a des pensees suicidaires|est suicidaire|a fait une (?:ts|tentative))`,
    String.raw`(?:qu il|qu elle|qu iel) (?:veut|voulait|va|allait) (?:se tuer|se suicider|mourir|en finir|se foutre en l air)`,
    String.raw`(?:veut|voulait|va) se (?:tuer|suicider|pendre|foutre en l air|jeter)`,
  ],
  past: [
    String.raw`il y a (?:\w+ ){0,2}(?:ans|an|mois|annees)`,
    String.raw`(?:quand j etais|quand j avais|lorsque j etais|a l epoque|autrefois|dans le passe|l annee derniere|l an dernier|l an passe|l annee passee|plus jeune|avant je|avant j|avant ca|a \d+ ans|en \d{4}|pendant mon adolescence|ado je|quand j etais ado)`,
    String.raw`(?:ca fait|cela fait|depuis) (?:\w+ ){1,2}(?:jours|semaines|mois|ans|an|annees) (?:que je (?:ne )?(?:me suis |me |m |ai |n ai )?(?:\w+ )?(?:pas|plus) (?:scarifi\w*|coupe\w*|fait de mal|fait du mal|mutile\w*|rechute|touche (?:a )?(?:une|ma|mes|aux) lames?|fait de ts|fait de tentative|pense au suicide)|sans (?:me scarifier|me couper|me faire du mal|scarif|rechute|rechuter|tentative)|de clean|clean)`,
    String.raw`(?:je suis |chui )?clean depuis|je m en suis sortie?|c est derriere moi|j ai guerie?`,
  ],
  idioms: [
    String.raw`${I_AM} (?:\w+ )?(?:mort|morte|mort e|morts|mortes|decede|decedee|creve|crevee|claque|claquee|mourant|mourante|ko|naze|mort de chez mort)(?: (?:de|d) \w+)?`,
    String.raw`(?:mort|morte|morts|mortes|mourir|mourrir|meurs|meurt|meure|mourais|mourrais|mourrai|creve|crever|crevais|crevee|crevons) (?:de|d) (?:rire|faim|soif|chaud|froid|envie|ennui|honte|peur|fatigue|sommeil|impatience|jalousie|trouille|amour|stress|curiosite|chaleur|gene|flemme|vieillesse)`,
    String.raw`(?:ennuie|ennuyer|ennuye|ennuyee|ennuyais|ennuyeux|ennuyeuse|beau|belle|beaux|belles|bete|triste|chiant|chiante|long|longue|lent|lente|froid|chaud|chaleur|rire|pleurer|souffrir|mal|faim|con|conne|moche|drole|nul|nulle|soif|envie) a (?:en )?(?:mourir|crever)|(?<!(?:tabasser|frapper|battre|cogner|defoncer|taper|poignarder|blesser) )a mort|la mort qui tue|mort de rire|un (?:froid|ennui|bruit|silence) de mort|la mort dans l ame|plutot (?:mourir|crever) que`,
    String.raw`(?:tu|vous|ca|ca va|ca m|${THING}|ton \w+|ta \w+|tes \w+|les (?:exams|partiels|devoirs|cours|maths|gosses|enfants)) (?:me|m) (?:tues|tuez|tue|tuent|tuera|tueront|achevent|acheve|a tue|as tue|avez tue|ont tue|a achevee?|a achevee)(?! (?:a petit feu|pour de vrai|avec|vraiment))`,
    String.raw`(?:ca|${THING}|les (?:exams|partiels|devoirs|cours|maths)|le (?:bac|brevet|taf|boulot|travail)|la (?:chaleur|fac|prepa)) (?:va|vont) (?:me|m) (?:tuer|achever)`,
    String.raw`(?:ma|mon|mes) (?:\w+ )?(?:mere|pere|maman|papa|mom|daronne|daron|darons|parents|prof|profs|boss|patron|patronne|chef|cheffe|manager|coach|soeur|sœur|frere|grand mere|grand pere|mamie|papi|meilleure amie|meilleur ami|pote|potes|reuf|reus) (?:\w+ )?(?:va|vont|vas|allait|allaient|risque de|risquent de) (?:me )?(?:tuer|buter|massacrer|defoncer|trucider|etrangler|assassiner|egorger|tuer|faire la peau|tuer quand|m etrangler|m egorger|m assassiner)(?!.*(?:pour de vrai|serieux|serieusement|je rigole pas|couteau|arme|fusil|flingue|il a dit|elle a dit|m a dit|menace))`,
    String.raw`je vais me faire (?:tuer|defoncer|engueuler|buter|massacrer|trucider|etrangler|egorger|assassiner)(?! (?:par (?:mon|ma) (?:mari|mec|copain|ex|conjoint)))`,
    String.raw`${I} (?:me )?(?:tue|suis tue|suis tuee) a (?:la tache|la tache|le dire|te le dire|vous le dire|le repeter|\w+ )`,
    String.raw`tuer le temps|tuer dans l oeuf|tue l amour|tue le game|ca tue|c est une tuerie|faire le mort|faire la morte|a l article de la mort|peine de mort|mort de chez mort`,
    String.raw`(?:me|te|se|nous|vous) (?:tirer|tire|suis tire|suis tiree|tirais|tirerais) une balle dans le pied`,
    String.raw`(?:me|te|se) (?:pendre|pendrais|pends|pendu|pendue) (?:a|au) (?:son|sa|ses|ton|ta|tes|leur|mon) (?:cou|bras|levres|telephone)|pendue? au telephone`,
    String.raw`(?:me|te|se|nous|vous) (?:jeter|jete|jetee|suis jete|suis jetee|lancer|lance) (?:a l eau|dans la gueule du loup|sur (?:la|le|les) \w+)`,
    String.raw`(?:me|te|se) (?:couper|coupe|coupee|suis coupe|suis coupee) en quatre|${ME} couper du monde|couper court|rentrer sous terre|disparaitre (?:sous (?:terre|la couette|mes draps|un plaid)|de la surface|des (?:reseaux|radars)|de la circulation|d (?:insta|instagram|snap|tiktok|internet)|(?:quelques|deux|trois) (?:jours|semaines)|pour (?:le|ce) (?:week end|weekend|we)|une semaine|au bout du monde|loin)`,
    String.raw`(?:j ai|jai|g) (?:cru|failli|bien cru) (?:mourir|crever|en mourir|y passer)(?! (?:de|d) )`,
    // An accident: cooking, shaving, sport.
    String.raw`(?:${I} me suis|${I} me|jme suis|jme) (?:coupe|coupee|brule|brulee|blesse|blessee|entaille|entaillee|fait mal) (?:\w+ ){0,4}?(?:en (?:cuisinant|coupant|epluchant|me rasant|faisant|jouant|tombant|courant|bricolant|jardinant|ouvrant|travaillant)|avec (?:le|la|une|un|du|l) (?:four|fer|poele|casserole|couteau de cuisine|feuille|rasoir|plaque|bouilloire|tasse|the|cafe|eau|huile|boite|conserve)|au (?:sport|foot|basket|soleil|travail|boulot|taf|ski|rugby|hand)|a la (?:cuisine|salle|muscu|piscine|plage)|par accident|sans faire expres|accidentellement)`,
  ],
};

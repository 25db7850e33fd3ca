import type { LanguagePhrases } from './phrases';

// Portuguese as written in Brazil (vc, tô, pra, mano, mds) and Portugal (matar-me, estou a pensar),
// folded (no accents, lower case; "matar-me" reads "matar me"). Chat spelling drops a verb's final r
// ("quero morre", "vou me mata") and writes "n" or "naum" for "não".
//
// Written for compile time (every phrase is compiled at a server's cold start):
// - each kind's negatable phrases sit in one group behind a single NOT, not one NOT per phrase;
// - optional words are written {0,4}, not ? or {0,2}: V8 unrolls ?, {0,2} and {0,3} into copies of
//   everything that follows them, while {0,4} compiles as one loop ("(?:a ){0,4}(?:minha ){0,4}vida").

// A negation just before a phrase, or before its verb ("não tenho vontade de me matar"): a concern.
const NOT = String.raw`(?<!(?:nao|n|nn|naum|nunca|jamais|nem) )(?<!(?:nao|n|naum|nunca|jamais|nem) (?:tenho|tive|sinto|senti|to|tou|estou|ando|teria|vou|quero|queria|penso|pensei|sei|consigo|tenho mais|sinto mais) )`;
const WANT = String.raw`(?:quero|qro|kero|queria|qria|eu quero|eu queria|so quero|so queria|ja quero|to querendo|tou querendo|estou querendo|ando querendo|preciso|gostaria de|gostava de|espero|apetece me|me apetece|apetecia me|(?:to|tou|estou|fico|ando) com vontade de|(?:tenho|tenho tido|sinto|me da|da|que) vontade de|bate (?:uma ){0,4}vontade de|vontade de)(?: (?:e|mesmo|muito|tanto|so|logo|mais|demais|simplesmente|sinceramente)){0,4}`;
// Thinking of it, however often: "tenho pensado muito em", "penso direto em", "ando a pensar em".
const THINK = String.raw`(?:penso|pensando|pensado|pensei|pensar|pensamentos?)(?: muito| bastante| sempre| demais| direto| toda hora| todo dia| o tempo todo| seriamente){0,4} (?:em|de|sobre)`;
const GOING_TO = String.raw`(?:vou|vo|eu vou|eu vo|vou acabar|a pensar|decidi|resolvi|ja decidi|decidid[oa] a|determinad[oa] a|${THINK}|planejo|to planejando|estou planejando|tenho coragem de|criar coragem de|ter coragem de|coragem (?:de|pra|para))`;
const PLACE = String.raw`(?:ponte|predio|janela|viaduto|sacada|varanda|terraco|telhado|penhasco|arribas|falesia|laje|\w+ andar|trem|metro|carro|caminhao|onibus|linha do trem|trilhos?)`;
// Not "me jogar na balada" (going all out) or "no sofá": only a place to fall from or under.
const JUMP = String.raw`(?:me jogar|me joga|me atirar|atirar me|jogar me|pular|saltar) (?:(?:logo|agora|hoje|mesmo|de vez|la|ali) ){0,4}(?:da|de|do|na frente d[oae]|embaixo d[oae]|debaixo d[oae]|pela|no|na) (?:um |uma |o |a |esse |essa ){0,4}${PLACE}`;
const KILL_MYSELF = String.raw`(?:me mata(?:r)?|mata(?:r)? me|me suicida(?:r)?|suicidar me|se mata(?:r)?|se suicida(?:r)?|tirar (?:a ){0,4}(?:minha ){0,4}(?:propria ){0,4}vida|acabar com (?:a ){0,4}(?:minha ){0,4}(?:propria ){0,4}vida|(?:dar|por) (?:um ){0,4}(?:fim|termo) (?:a|na|em) (?:minha ){0,4}vida|me enforca(?:r)?|enforcar me|${JUMP}|cometer suicidio|suicidio|(?:ir embora|embora|partir) (?:desse|deste|do) mundo)`;
// "Viver" not about where or with whom: "não quero mais viver com meus pais" is not a wish to die.
const LIVE = String.raw`(?:viver(?! (?:assim|desse jeito|com|de(?! verdade)|nessa|nesta|nesse|neste|aqui|sozinh[oa]|em|na|no|longe|perto))|continuar (?:vivendo|viv[oa]|a viver|existindo|aqui$)|estar viv[oa]|existir|seguir vivendo|(?:ca|aqui) estar|acordar (?:mais|amanha|de novo)|acordar$|estar (?:aqui|ca)(?:$| pa| mano| sabe| mesmo| mais| nesse mundo| neste mundo)|estar mais (?:aqui|ca))`;
const DIE = String.raw`(?:morre(?:r)?|sumir (?:\w+ ){0,4}?e (?:nunca mais|nao) voltar|sumir (?:pra sempre|de vez|do mundo|desse mundo|deste mundo|para sempre)|desaparecer (?:pra sempre|de vez|do mundo|para sempre)|(?:deixar|parar) de existir|nao existir|n existir|nao acordar(?: mais){0,4}|nunca mais acordar|(?:dormir|adormecer) (?:pra sempre|para sempre|e (?:nao|nunca mais|n) (?:voltar a ){0,4}acordar(?: mais){0,4})|estar mort[oa]|ta mort[oa]|partir desta pra melhor|descansar em paz)`;
const PILLS = String.raw`(?:remedios?|remedinhos?|comprimidos?|pilulas?|capsulas?|medicamentos?|medicacao|calmantes?|ansioliticos?|antidepressivos?|soniferos?|tarja preta|rivotril|clonazepam|diazepam|alprazolam|zolpidem|paracetamol|tylenol|dipirona|ibuprofeno|fluoxetina|sertralina|escitalopram|amitriptilina|quetiapina|litio|insulina|veneno|chumbinho|raticida|mata ratos?)`;
// Poison bought for a pest is not means: "comprei veneno pra barata".
const NOT_PEST = String.raw`(?! (?:pra|para|contra|de) (?:barata|formiga|cupim|pulga|carrapato|mato|erva|lesma|mosquito|inseto|pragas?)s?)`;
const WEAPON = String.raw`(?:arma|revolver|pistola|espingarda|garrucha|corda|gilete|laminas?|estilete|navalha|veneno|chumbinho|raticida|agua sanitaria|soda caustica)`;
// How much was swallowed: "tomei a cartela toda", "engoli 30 comprimidos", not "tomei meu remédio".
const MANY = String.raw`(?:[1-9]\d+|dez|quinze|vinte|trinta|quarenta|cinquenta|cem|varios|varias|muitos|muitas|um monte de|todos os|todas as|todo o|toda a|uma caixa|duas caixas|a caixa|a cartela|uma cartela|o frasco|o vidro|o pote|a caixinha)`;
// Pills taken as prescribed, or for a cold: "tomei todos os remédios do dia".
const AS_PRESCRIBED = String.raw`(?! (?:do dia|de hoje|certinho|direitinho|da manha|da noite|na hora|no horario|que o medico|(?:pra|para) (?:a |o ){0,4}(?:gripe|dor|febre|resfriado|cabeca|colica|enxaqueca|alergia|garganta|pressao)))`;
// While no one is home: "quando meus pais viajarem no feriado".
const WHILE_AWAY = String.raw`quando (?:todos|todo mundo|geral|eles|meus pais|minha mae) (?:\w+ ){0,4}(?:dormir|dormirem|sair|sairem|viajar|viajarem)(?: \w+){0,4}`;
const WHEN = String.raw`(?:hoje|hj|hoje a noite|hj a noite|essa noite|esta noite|amanha|amn|de madrugada|nessa madrugada|no (?:sabado|domingo)|na (?:segunda|terca|quarta|quinta|sexta)|nesse fim de semana|neste fim de semana|esse fds|(?:no ){0,4}dia [1-3]?\d|${WHILE_AWAY})`;
// Not a haircut ("me cortei a franja"), nor someone cutting the writer off ("ele fica me cortando").
const CUT = String.raw`(?<!(?:fica|ficam|ficou|vive|vivem|sempre|ele|ela|eles|elas|voce|vc|tu|quer|querem|vao|vai) )(?:me cortar|me corto|me cortei|me cortando|cortar me|corto me|cortei me|me mutila(?:r)?|me mutilo|me mutilei|me mutilando|automutil\w*|auto mutil\w*|me autolesion\w*|autolesao|auto lesao|autolesiv\w*)(?! (?:o|a|os|as|meu|minha|meus|minhas) (?:cabelo|cabelos|franja|unha|unhas|barba|pontas|coracao))(?! (?:do|da|dos|das) (?:grupo|time|lista|equipe|elenco|festa|conversa))`;
const HURT = String.raw`(?:me machuca(?:r)?|me machuco|me machuquei|me machucando|me feri(?:r)?|me firo|me ferindo|me queima(?:r)?|me queimo|me queimei|me queimando|me arranha(?:r)?|me arranho|me arranhei|me arranhando|me bate(?:r)?|me bato|me bati|me batendo|me soca(?:r)?|me soco|me furar|me furo|me furei|magoar me|me magoar fisicamente|fazer me mal|me fazer mal|fazer mal a mim mesm[oa])`;
const SELF_HARM_TOOL = String.raw`(?:gilete|lamina|laminas|estilete|navalha|faca|tesoura|isqueiro|cigarro|agulha|compasso|caco de vidro|apontador)`;
// A laugh later in the sentence: "quero morrer kkkk" (folding leaves "kk").
const LAUGHING = String.raw`(?:.* )?(?:kk|haha|hehe|rsrs|rs|kakaka|ashuash|huehue|auhauh|lol)(?: |$)`;
const PARTNER = String.raw`(?:marido|namorado|ex|companheiro|noivo|esposa|mulher|namorada|companheira|noiva)`;
// Who hurts the writer: "meu padrasto me bate", "a minha mãe bate-me".
const ABUSER = String.raw`(?:ele|ela|eles|(?:o |a ){0,4}(?:meu|minha) (?:pai|padrasto|${PARTNER}|irmao|tio|avo|primo|chefe|vizinho|sogro|mae|madrasta|irma|tia|sogra)|o (?:pai|padrasto|marido|namorado|ex|cara)|a (?:mae|madrasta|namorada|mulher))`;
const ABUSE = String.raw`(?:bate|bateu|batia|espanca|espancou|espancava|agride|agrediu|estupra|estuprou|estuprava|violentou|abusa|abusou|abusava|tranca|trancou|sufoca|sufocou|enforca|enforcou|esgan\w+|estrangul\w+|empurrou|chuta|chutou|chutava|soca|socou|machuca|machucou|queima|queimou|queimava|forca a transar|forcou a transar|obriga a transar|obrigou a transar)`;
// Games: "meu irmão me bateu no fifa".
const IN_A_GAME = String.raw`(?! (?:\w+ ){0,4}(?:no|na|em|de) (?:videogame|video game|jogo|game|fifa|xadrez|truco|partida|corrida|placar|lol|free fire|ping pong|sinuca|baralho))`;
const FRIEND = String.raw`(?:amig[oa]|amg|brother|parceir[oa]|irma|irmao|prim[oa]|namorad[oa]|mae|pai|filh[oa]|colega|coleguinha|vizinh[oa]|mano|mana|marido|esposa|mulher|sobrinh[oa]|crush|aluno|aluna)`;
const FRIEND_WANTS = String.raw`(?:quer|vai|ta querendo|esta querendo|anda querendo|pensa em|ta pensando em|esta pensando em|esta a pensar em|anda pensando em|(?:falou|disse|fala|diz) que (?:vai|quer)|(?:falou|fala|anda a falar|anda falando|ta falando|vive falando) (?:em|de|sobre)|tem vontade de|sente vontade de|ameacou|ameaca|tentou|tenta|quis|ia)`;
// Moving, travel, the end of a job or school year, things outgrown: the goodbye is ordinary.
const LEAVING = String.raw`(?!.*(?:mudar|mudanca|mudo|viagem|viajar|viajo|intercambio|morar|embarco|parto|ferias|formatura|turma|equipe|colegas|empresa|trabalho|emprego|trampo|escola|aposentadoria|bebe|cresceu|nao serve|nao cabe))`;

export const PORTUGUESE: LanguagePhrases = {
  markers:
    'nao voce vc vcs pra pq porque tambem tbm tb muito mt mto nada ninguem ngm tudo td ja agora hoje hj amanha ontem quero queria estou tou tava tenho vou isso esse essa aqui ainda sempre mesmo msm meu minha meus minhas eu ele ela eles sei nem entao sao ate depois gente mano mds tipo vontade cansado cansada sozinho sozinha coisa coisas mais com uma sem fazer ficar oq blz vdd sla obg ta voces dele dela mae pai',
  crisis: {
    'passive-ideation': [
      String.raw`(?:pedido|pedindo|peco) a deus (?:pra|para|que) me (?:levar|leve)`,
      // "fico torcendo pro ônibus bater": hoping to be hit on the way home.
      String.raw`torcendo (?:pra|pro|para o|para a|pra um|pra uma) (?:\w+ )?(?:onibus|carro|caminhao|trem|moto|busao) (?:me )?(?:bater|atropelar|pegar)`,
      // Nobody would notice the writer gone: "se eu desaparecesse ninguém dava pela falta".
      String.raw`(?:se eu|se eu so|quando eu) (?:desaparecesse|sumisse|morresse|fosse embora|nao estivesse (?:mais )?aqui)(?: \w+){0,3}? (?:ninguem|nem ninguem) (?:ia |iria |vai )?(?:dava|daria|dar|sentiria|sentia|sentir|notaria|notava|notar|perceberia|perceber)(?: pela| a| minha| da minha)* falta`,
      String.raw`${NOT}(?:${WANT} ${DIE}|(?:queria|quero|preferia|prefiro|melhor) (?:estar |ficar |ta )?mort[oa]|(?:prefiro|preferia) (?:morrer|nao existir|sumir)(?!.* (?:do ){0,4}que (?!continuar|viver|ficar assim|seguir))|(?:eu ){0,4}(?:mereco|merecia) (?:morrer|estar mort[oa]|sumir)|(?:penso|pensando|pensar|pensei|penso muito|pensamentos?) (?:em|de) (?:morrer|sumir pra sempre|nao acordar))`,
      String.raw`(?:queria|preferia|gostava de|gostaria de) (?:nunca |nao |nem ){0,4}ter nascido|(?:queria|preferia|devia) ter morrido|nem que (?:fosse|seja) morrendo|se eu (?:nem|nunca|nao) tivesse nascido`,
      String.raw`(?:nao|n) (?:queria|pedi pra|devia) ter acordado`,
      String.raw`(?:tomara|queria|espero) (?:que|q) (?:\w+ ){0,4}?(?:eu (?:morra|morresse|suma|sumisse|nao acorde|nao acordasse|nunca acorde|nao exista|nao existisse)|me (?:atropele|atropelasse|mate|matasse|leve|levasse|acerte)|passe por cima de mim|passasse por cima de mim)`,
      String.raw`(?:quem me dera|quem dera|oxala) (?:\w+ ){0,4}?(?:morrer|morresse|nao acordar|nao acordasse|nao existir|nao existisse|sumir|sumisse)`,
      String.raw`(?:queria|quero|tomara) (?:ser atropelad[oa]|sofrer um acidente|ter um acidente|morrer num acidente|pegar \w+ e morrer)`,
      // Hoping for the crash: "fico torcendo pra bater", "se um carro me atropelasse eu nem ligava".
      String.raw`torc\w+ (?:pra|para|que) (?:o \w+ |a \w+ ){0,4}(?:bater|capotar|cair|me atropel\w+|eu morr\w+)|se (?:\w+ ){0,4}me (?:atropelasse|matasse|acertasse) (?:\w+ ){0,4}?(?:nem|tanto faz|agradecia|agradeceria|seria|ia ser|melhor)`,
      String.raw`(?:deus|jesus|senhor) me (?:leve|leva|levar|levasse|tire|tirasse|busque|buscar) (?:logo|embora|daqui|dessa vida|desta vida|desse mundo|de uma vez)|(?:pra|para|que) (?:deus|jesus|o senhor) me (?:levar|leve|levasse|buscar|busque)`,
      String.raw`(?:rezo|rezando|pedi|peco|pedindo|oro|orando|imploro) (?:\w+ ){0,4}?(?:pra|para) (?:morrer|nao acordar)`,
      String.raw`(?:esperando|espero|esperar|aguardando|chamando) (?:pela |a ){0,4}morte(?! d)`,
      String.raw`(?:nao|n|naum) (?:quero|qro|aguento|consigo|suporto|tenho forcas? pra) (?:mais ){0,4}${LIVE}|ja nao (?:quero|aguento|consigo) ${LIVE}`,
      String.raw`(?:cansei|cansad[oa]|exaust[oa]|fart[oa]) de (?:${LIVE}|tentar viver)|odeio (?:estar viv[oa]|existir|ter nascido)`,
      String.raw`(?:sem|perdi a|perdi toda a|nao tenho(?: mais){0,4}|n tenho(?: mais){0,4}|zero|nenhuma) vontade (?:nenhuma ){0,4}de ${LIVE}`,
      String.raw`(?:desisti|vou desistir|quero desistir|desistindo) da (?:vida|minha vida)`,
      String.raw`(?:nao vejo|n vejo|nao tem|nao existe|nao tenho|nao ha) (?:mais ){0,4}(?:nenhum |nenhuma ){0,4}(?:sentido|motivo|razao|porque|pq|razoes|motivos)(?: nenhum| nenhuma| algum){0,4} (?:em |pra |para |de |pra eu |para eu ){0,4}(?:viver|continuar viv[oa]|estar viv[oa]|existir|continuar vivendo|continuar aqui)`,
      String.raw`(?:nao vejo|n vejo|nao tem|nao ha|perdi o|sem) (?:mais ){0,4}(?:nenhum ){0,4}sentido (?:na|nessa|em) (?:minha ){0,4}vida`,
      String.raw`(?:(?:pra|para) (?:que|q)|pq|por que) (?:continuar viv[oa]|continuar vivendo|viver|eu to viv[oa]|estou viv[oa]|eu existo|existir)`,
      String.raw`(?:a ){0,4}vida nao vale (?:mais ){0,4}a pena|nao vale a pena (?:viver|continuar viv[oa]|estar viv[oa]|continuar vivendo)`,
      String.raw`(?:tanto faz|da igual|me tanto faz|pouco me importa) (?:se ){0,4}(?:eu ){0,4}(?:viver ou morrer|morrer|morro|morrer ou nao)`,
      String.raw`(?:morrer|a morte) (?:seria|e|ia ser) (?:um |uma ){0,4}(?:alivio|descanso|libertacao)`,
      String.raw`(?:todos|todo mundo|geral|minha familia|a minha familia|o mundo|voces|eles|meus pais|minha mae) (?:\w+ ){0,4}(?:estariam|ficariam|estaria|ficaria|vao ficar|vai ficar|iam ficar|ia ficar|seriam|seria|viveriam|viveria) (?:bem ){0,4}melhor(?:es)? sem mim`,
      String.raw`(?:melhor|ninguem|nem|facil) (?:\w+ ){0,5}se eu (?:morresse|sumisse|nao existisse|nem existisse|nao estivesse (?:mais ){0,4}aqui|me matasse|fosse embora desse mundo)|se eu (?:morresse|sumisse|nao existisse|me matasse) (?:\w+ ){0,5}(?:ninguem|nem|melhor|ficariam|ficaria|seria)`,
      String.raw`ninguem (?:ia |iria |vai |nem )*(?:sentir|notar|dar por) (?:a ){0,4}(?:minha falta|falta de mim)`,
      String.raw`(?:dormir|deitar|fechar os olhos|adormecer) e (?:nunca mais|nao|n) (?:voltar a ){0,4}(?:acordar|abrir)`,
    ],
    'active-ideation': [
      // "tô querendo dar fim nessa vida".
      String.raw`dar (?:um )?fim (?:a |n)?(?:essa|esta|minha|nessa|nesta) vida`,
      // "Fazer uma besteira" is the usual euphemism, when it ends the sentence.
      String.raw`${NOT}(?:(?:${WANT}|${GOING_TO}|hora de|pront[oa] (?:pra|para)) (?:(?:logo|mesmo|agora|de vez|hoje|so|muito|tentar|acabar) ){0,4}(?:${KILL_MYSELF}|acabar com tudo|(?:dar|por) (?:um ){0,4}fim (?:(?:a|em) (?:tudo|isto|isso)|nisto|nisso))|(?:vou|vo|quero) se mata(?:r)?|(?:to|tou|estou|ando|me sinto|sinto me|me sentindo) (?:muito |bem |meio ){0,4}suicida|(?:vou|vo|acho que vou|posso|quero|medo de|vontade de) fazer (?:uma |alguma ){0,4}(?:besteira|bobagem)(?: comigo){0,4}(?=$| hoje| agora| de vez| serio))`,
      String.raw`vou acabar me matando|acabar com tudo de (?:vez|uma vez)`,
      // "quero dar um fim em mim mesmo": an end put to oneself, not to a situation.
      String.raw`${NOT}(?:${WANT}|${GOING_TO}) (?:dar|por) (?:um )?fim (?:em|a) mim(?: mesm[oa])?`,
      String.raw`fazer (?:uma ){0,4}loucura comigo`,
      // "tô com umas ideia de dar fim em mim", "tô querendo dar cabo da minha vida".
      String.raw`${NOT}(?:${WANT}|querendo|ideias? de|pensando em|vontade de) (?:\w+ )?(?:dar|por) (?:um )?(?:fim|cabo) (?:em mim|a mim|de mim|(?:da|na|a) minha vida)`,
      String.raw`(?:qualquer dia|um dia destes|um dia desses|qualquer hora|uma hora dessas) (?:eu ){0,4}(?:me mato|mato me|me suicido|acabo com (?:tudo|isto|isso))`,
      String.raw`(?<!(?:nao|n|nunca|nem) (?:tenho|tive) )(?:pensamentos?|ideias?|ideacao|impulsos?|vontades?) (?:suicidas?|de suicidio|de me matar)`,
      String.raw`(?:so|unica coisa que|unico motivo de) (?:eu ){0,4}(?:nao|n) me (?:mato|matei|suicido|suicidei)`,
      String.raw`(?:me matar|suicidio|o suicidio|morrer|a morte) (?:e|eh|seria|parece|virou) (?:a ){0,4}(?:unica|melhor) (?:saida|solucao|opcao|escolha)|(?:unica|melhor) (?:saida|solucao|opcao) (?:e|eh|seria|que vejo e) (?:me matar|o suicidio|suicidio|morrer|a morte)`,
    ],
    'method-lethality': [
      String.raw`se (?:alguem|eu|a gente|uma pessoa) (?:se atirar|pular|saltar|me atirar|me jogar|se jogar) (?:da|de uma|de um|do) (?:ponte|predio|viaduto|janela|prédio)(?: \w+){0,5}? (?:morre logo|morre na hora|fica a sofrer|fica sofrendo|sobrevive)`,
      // "se alguém se atirar da ponte morre de certeza ou há quem sobreviva?"
      String.raw`(?:atirar|jogar|saltar|pular) (?:\w+ ){0,6}?(?:morre de certeza|ha quem sobreviv\w*|tem chance de sobreviver)`,
      // "qual altura precisa ter um predio pra pessoa n sobreviver a queda?"
      String.raw`(?:qual|que|quantos?) (?:a )?(?:altura|andar|andares|metros) (?:\w+ ){0,8}?(?:n|nao) sobreviver?|(?:n|nao) sobreviver (?:a|da) queda`,
      // Mixing medicines, asked by what it does: "misturado com os meus mata ou só dá enjoo?".
      String.raw`(?:remedios?|comprimidos?|${PILLS}) (?:\w+ ){0,8}?(?:misturad[oa]s?|junt[oa]s?|com os meus|com o meu) (?:\w+ ){0,4}?mata ou`,
      String.raw`quant[oa]s? (?:\w+ ){0,4}?${PILLS}(?: \w+){0,5}? (?:(?:pra|para|p|ate|de) (?:morrer|nao acordar|nunca mais acordar|matar|me matar|se matar|ser fatal|ser letal|dar overdose|ter overdose|ter uma overdose|uma overdose|overdose)|mata|matam|e letal|sao letais|e fatal|sao fatais|da overdose|dao overdose)`,
      // The lethal verb ending the question: "rivotril com cachaça mata?", "é demais?".
      String.raw`(?:${PILLS}|pulsos?|andar|andares|enforcamento|altura)(?: \w+){0,5} (?:mata|matam|pode matar|podem matar|e letal|sao letais|e fatal|sao fatais|da overdose|dao overdose|e demais|e overdose)(?= uma pessoa| alguem| um adulto|$| mesmo| na hora| na certa| rapido| ou)`,
      String.raw`(?:qual|quais|que) (?:e |sao ){0,4}(?:a |o |as |os ){0,4}(?:forma|jeito|maneira|metodo|modo)s? (?:mais ){0,4}(?:rapid[oa]|facil|indolor|sem dor|garantid[oa]|eficaz|eficiente|certeir[oa]|segur[oa]|menos doloros[oa]) (?:de|pra|para) (?:morrer|se matar|me matar|suicidio|suicidar|se suicidar|me suicidar|acabar com a vida|nao acordar)`,
      String.raw`(?:como|jeito de|forma de|maneira de) (?:me matar|se matar|me suicidar|se suicidar|cometer suicidio|morrer) (?:sem dor|rapido|sem sofrer|sem sentir|de forma indolor|dormindo|facil)|(?:como|onde) (?:posso |consigo |eu ){0,4}(?:me matar|me suicidar|me enforcar)|(?:pesquisei|pesquisando|procurei|procurando|googlei|busquei|vi no google) (?:\w+ ){0,4}?(?:como|jeitos? de|formas? de|metodos? de) (?:me |se )(?:matar|suicidar|enforcar)|metodos? (?:de|pra|para) (?:suicidio|se matar|me matar)`,
      String.raw`(?:qual|que|quais) (?:a |e a ){0,4}(?:quantidade (?:de ){0,4}|dose (?:de ){0,4}){0,4}${PILLS} (?:\w+ ){0,4}?(?:mata|matam|e letal|e fatal|da overdose|mata mais rapido|faz (?:a pessoa ){0,4}(?:dormir e ){0,4}nao acordar)|(?:dose|quantidade) (?:letal|fatal|mortal)`,
      String.raw`(?:qual|quais|que|quanta|de quantos|quantos) (?:\w+ ){0,4}?(?:altura|andares|andar|metros) (?:\w+ ){0,5}?(?:fatal|letal|matar|mata|morrer|nao sobreviver)|(?:pular|cair|me jogar|se jogar) de (?:quantos|que) (?:andares|andar|altura|metros)`,
      // "Se eu tomar veneno de rato morro em quanto tempo?", "se pular na frente do metrô morre na hora?"
      String.raw`se (?:eu ){0,4}(?:tomar|beber|engolir|tomasse|bebesse|pular|me jogar|cair|me atirar|pulasse) (?:\S+ ){1,6}?(?:morro|morre|morreria|mata|vou morrer) (?:em quanto tempo|na hora|rapido|mesmo|na certa|ou)|quanto tempo (?:\w+ ){0,4}(?:se|pra|para) (?:eu ){0,4}(?:tomar|engolir) ${MANY}`,
      String.raw`(?:doi|doi muito|sofre muito) (?:pra |para ){0,4}(?:morrer|se enforcar|morrer enforcad[oa]|morrer afogad[oa]|cortar os pulsos|cortar o pulso|levar um tiro|tomar veneno)|(?:enforcamento|enforcar se|se enforcar|overdose|cortar os pulsos) (?:doi|demora|e rapido|e indolor)`,
      String.raw`quanto tempo (?:\w+ ){0,4}(?:pra|para|ate) (?:morrer|perder a consciencia|desmaiar|sangrar ate morrer) (?:enforcad[oa]|afogad[oa]|sangrando|envenenad[oa]|de overdose|com \w+)`,
      String.raw`(?:onde|como) (?:compro|comprar|consigo|conseguir|arranjo|arranjar|acho|achar) (?:uma |um ){0,4}(?:arma|revolver|pistola|veneno|chumbinho)|cortar (?:os |o ){0,4}pulsos? (?:\w+ ){0,4}(?:na vertical|na horizontal|pra morrer|para morrer|fundo)`,
    ],
    means: [
      // Hoarding: "tô juntando meus remédios", "ando a juntar os comprimidos".
      String.raw`(?:juntei|escondi|estoquei|acumulei|(?:to|tou|estou|ando|venho|tenho) (?:a juntar|juntando|juntado|a guardar|guardando|guardado|acumulando|a acumular|acumulado|estocando|escondendo|a esconder|escondido)) (?:\w+ ){0,4}?(?:${PILLS}|corda|arma|revolver|pistola|gilete|laminas?|estilete|navalha)`,
      String.raw`(?:guardei|separei|juntei) (?:uns |umas ){0,4}${MANY} (?:\w+ ){0,4}?${PILLS}`,
      String.raw`(?:comprei|consegui|arranjei|peguei|tenho|ja tenho|tenho aqui|tenho em casa|arrumei|guardei|separei) (?:\w+ ){0,4}?(?:(?:uma|a) corda(?! (?:de|pra|para|do|da|nova) (?!me |acabar|morrer|isso))|um revolver|uma arma(?! (?:registrada|legal|de (?:brinquedo|airsoft|paintball|agua)))|uma pistola(?! de)|uma espingarda|chumbinho|raticida|veneno${NOT_PEST}|as laminas|agua sanitaria|soda caustica)`,
      String.raw`${PILLS} (?:\w+ ){0,4}?(?:escondid[oa]s?|estocad[oa]s|acumulad[oa]s|tod[oa]s guardad[oa]s|guardad[oa]s? (?:so ){0,4}(?:pra|para) (?:isso|quando|esse dia|o dia|a hora))`,
      String.raw`(?:${WEAPON}|${PILLS}) (?:\S+ ){0,8}?(?:escondi (?:no|na|em|debaixo|embaixo|atras)|(?:eu ){0,4}sei onde (?:\w+ ){0,4}(?:fica|ficam|guarda|esconde|estao?|ta)|ninguem (?:ia|vai|iria) (?:notar|perceber|dar falta))`,
      String.raw`(?:juntar|junto|guardo|guardar|escondo|esconder) (?:\w+ ){0,4}(?:em vez de|ao inves de) (?:os |as |o |a ){0,4}tomar`,
      String.raw`(?:to|tou|estou) com (?:uma |a |um |o ){0,4}(?:corda|arma|revolver|pistola|gilete|lamina|veneno|chumbinho) (?:\w+ ){0,4}?(?:aqui|na mao|do lado|comigo|no quarto)|(?:to|tou|estou) com (?:\w+ ){0,4}?${PILLS} (?:\w+ ){0,4}na mao`,
      String.raw`(?:ja ){0,4}tenho (?:tudo|o que preciso|tudo o que preciso|tudo que preciso) (?:pronto|preparado|separado|pra acabar|pra morrer)|(?:a corda|o no|o banquinho) (?:ja ){0,4}(?:ta|esta) (?:pront[oa]|amarrad[oa]|no lugar)`,
      // Where to fall from, watched: "subo no terraço e fico olhando pra baixo".
      String.raw`(?:terraco|telhado|laje|ultimo andar|ponte|viaduto|sacada|parapeito)(?: \S+){0,14} (?:fico|fiquei|ficar|a) (?:so ){0,4}(?:olhando|olhar|a olhar) (?:pra|para) baixo(?=$| pensando| imaginando| e penso| e imagino)`,
    ],
    plan: [
      String.raw`(?:tenho|fiz|montei|tracei|ja tenho|ja fiz) (?:um |o |meu )?plano(?: \w+){0,4} (?:pra|para|de) (?:me matar|morrer|acabar com tudo|me suicidar|suicidio|tirar minha vida|me enforcar|me jogar)|plano (?:de|pra|para) (?:suicidio|me matar|me suicidar|tirar minha vida)`,
      String.raw`ja (?:decidi|escolhi|defini|marquei|sei) (?:o dia|a data|o lugar|o metodo|a hora|o jeito|como vou|quando vou|onde vou) (?:\w+ ){0,4}?(?:me matar|morrer|acabar com tudo|me suicidar|me jogar|me enforcar)`,
      String.raw`${WHEN} (?:eu )?(?:me mato|vou me matar|vou me suicidar|acabo com tudo|acabo com (?:isso|isto)(?=$| ja (?:ta|esta) (?:tudo )?decidido| ja decidi)|vou acabar com tudo|me jogo|vou me jogar|me enforco|vou me enforcar)|${WHILE_AWAY} (?:eu )?(?:faco|vou fazer)(?: isso)?$`,
      String.raw`${NOT}(?:(?:vou me matar|me mato|vou me suicidar|acabo com tudo|vou acabar com tudo|vou me enforcar) ${WHEN}|(?:vou|quero|vo) (?:tomar|engolir) (?:a caixa|a cartela|o frasco|o vidro|o pote|varios|varias|um monte de|[1-9]\d+|todos os|todas as) (?:\w+ ){0,4}?${PILLS}${AS_PRESCRIBED})`,
      // What was hoarded, to be taken: "eu tomo tudo que guardei".
      // Everything ready for when no one will see: "tudo planejado pra domingo, ninguém vai estar em casa".
      String.raw`tudo (?:planejado|planeado|decidido|pronto)(?: \S+){0,6} ninguem (?:vai|vai estar|vai tar|estara) (?:estar ){0,4}(?:em casa|aqui|ca)`,
      String.raw`(?:tomo|vou tomar|vou engolir|engulo) (?:tudo|todos|todas|os|as) (?:\w+ ){0,4}?(?:que|q) (?:eu ){0,4}(?:guardei|juntei|escondi|acumulei|separei|tenho guardado)`,
      String.raw`(?:escolhi|ja escolhi|ja sei qual) (?:a |o ){0,4}(?:ponte|viaduto|penhasco|arribas|linha do trem)|vou (?:sozinh[oa] ){0,4}(?:pra|para|ate|a|as|ao) (?:a |o |as ){0,4}(?:ponte|viaduto|arribas|falesias?|penhasco|trilhos|linha do trem)(?:$| e (?:nao|nunca mais) volt\w*| sozinh| de madrugada| pra (?:acabar|pular|me jogar))`,
      String.raw`ja (?:sei|decidi|planejei) (?:como|quando|onde) (?:eu ){0,4}vou fazer(?:$| vai ser| sera)`,
      String.raw`(?:hoje|hj|amanha|essa noite|esta noite) (?:e|vai ser|sera) (?:o ){0,4}meu ultimo dia(?! (?:de|do|da|no|na|em) (?:trabalho|aula|aulas|escola|ferias|empresa|emprego|estagio|facul|faculdade|contrato))|(?:meu ultimo dia|minha ultima noite|meus ultimos dias) (?:de vida|viv[oa]|aqui na terra|nesse mundo|neste mundo|na terra)`,
    ],
    preparation: [
      // "dei meu violão pro meu irmão ... não vou precisar mais de nada disso".
      String.raw`(?:nao|n) vou (?:mais )?precisar (?:mais )?de nada disso`,
      // Passwords handed over: "já passei a senha do insta pra minha melhor amiga".
      String.raw`(?:passei|dei|deixei|anotei|mandei) (?:a |as |minha |minhas |todas as )?senhas? (?:do|da|de|dos|das|de todas as) (?:insta|instagram|face|facebook|banco|celular|cel|email|e mail|contas|redes|tudo)`,
      String.raw`(?:carta|cartinha|bilhete|mensagem|nota|video|audio)s? (?:de (?:despedida|adeus|suicidio)|me despedindo)${LEAVING}`,
      // Letters to family that explain or ask forgiveness: "deixei uma carta pra minha mãe explicando tudo".
      String.raw`(?:escrevi|deixei|to escrevendo|tou escrevendo|estou escrevendo|estou a escrever|ja escrevi|gravei) (?:\w+ ){0,4}?(?:cartas|bilhetes|videos|mensagens) (?:pra|para|pros|pras|aos|as|a) (?:\w+ )?(?:todos|todo mundo|cada um|familia|mae|pai|pais|irmao|irma|irmaos|amigos|filhos?)${LEAVING}`,
      String.raw`(?:carta|bilhete|cartinha|mensagem|video)s? (?:\w+ ){0,4}?(?:explicando (?:tudo|o porque|porque)|pedindo (?:desculpas?|perdao)|pra (?:ler|abrir) depois|pra quando eu|pra depois que eu)|(?:deixei|escrevi) (?:uma carta|um bilhete|uma mensagem) (?:pra|para) (?:quando|depois que|caso) (?:eu )?(?:morrer|me for|nao estiver|partir)`,
      String.raw`(?:pedindo|pedi) (?:desculpas?|perdao) (?:\w+ ){0,4}(?:dizendo|disse|falando|falei) que (?:eu )?(?:os |as )?(?:amo|amava)`,
      // Giving things away: to whom is ordinary, "não vou precisar mais" is not.
      String.raw`(?:dei|doei|ofereci|dando|doando|a dar|a oferecer|distribui|distribuindo) (?:\S+ ){0,8}?(?:ja nao|nao|n) (?:me )?(?:vou precisar|vou mais precisar|preciso mais|vai me fazer falta|me fazem falta|fazem falta|vou usar mais)${LEAVING}`,
      String.raw`(?:dei|doei|to dando|tou dando|estou dando|to doando|estou doando|estou a dar|distribui|to distribuindo) (?:todas |todos )?(?:as |os )?(?:minhas coisas|meus pertences|tudo que (?:eu )?tenho|tudo o que tenho)(?! (?:velh[oa]s|antig[oa]s|que nao uso|pra doacao|pro brecho|pra caridade))${LEAVING}`,
      // Goodbye with nothing ordinary about it: unnoticed, for good.
      String.raw`(?:me despedi|me despedir|me despedindo|despedir me|despedi me|dizer adeus|disse adeus)(?: \S+){0,8}? (?:sem (?:ninguem|que ninguem)|ninguem (?:desconfiou|percebeu|sabe|notou)|(?:ela|ele|eles|elas) nem (?:desconfi|perceb|not|sab)\w*|pela ultima vez|pra sempre|para sempre|perdoem me|me perdoem|do jeito que (?:dava|deu))`,
      String.raw`(?:adeus|tchau) (?:pra sempre|para sempre)|(?:eu ){0,4}(?:nao|n) vou (?:mais estar|estar mais) (?:aqui|ca)$|ja nao vou estar ca$`,
      String.raw`(?:deixei|deixando|to deixando|estou deixando|estou a deixar|organizei|to organizando) (?:tudo|as coisas|minhas coisas|meus papeis|as senhas) (?:\w+ ){0,4}(?:organizad[oa]s?|em ordem|arrumad[oa]s?|pront[oa]s?|resolvid[oa]s?) (?:pra|para) quando eu (?:nao estiver|morrer|partir|me for)|(?:pra|para) quando eu (?:nao estiver mais aqui|nao estiver mais|partir)(?! (?:de|da|do|pra|para|em) )`,
      String.raw`deixei (?:a |as |minhas |todas as ){0,4}senhas? (?:do |da |de ){0,4}(?:banco|celular|cartao|conta|email|computador|pc|redes)(?: \w+){0,5} (?:anotad[oa]s?|escrit[oa]s?|pra|com)${LEAVING}|(?:paguei|quitei) (?:\S+ ){0,5}?(?:devia|dividas?)(?: \S+){0,4} (?:apaguei|deletei|exclui|desativei)`,
      String.raw`(?:fiz|escrevi|to fazendo|estou fazendo|deixei) (?:o |um |meu ){0,4}testamento(?!.*(?:advogad|cartorio|heranca|imove|casa|apartamento|filhos|netos|precaucao|pandemia))`,
    ],
    attempt: [
      String.raw`no meio da ponte .{0,60}olhando (?:pra|para) baixo`,
      String.raw`tentei(?! \w+(?:ar|er|ir)\b) (?:\w+ ){0,3}?mas (?:minha|meu) (?:mae|pai|irmao|irma|namorad[oa]|marido|esposa|mulher|vo|avo|amig[oa]|colega) (?:chegou|entrou|me achou|me encontrou|me viu|apareceu) (?:antes|a tempo)`,
      String.raw`(?:tomei|engoli|acabei de tomar|acabei de engolir|bebi|mandei pra dentro|to tomando agora|estou a tomar) (?:\w+ ){0,4}?${MANY} (?:\w+ ){0,4}?(?:${PILLS}|remedio|remedios|comprimidos)${AS_PRESCRIBED}`,
      String.raw`(?:tomei|engoli|acabei de tomar|acabei de engolir) (?:a caixa|a cartela|o frasco|o vidro|o pote) (?:toda|todo|inteir[oa])|(?:tomei|engoli|bebi) (?:tudo|todos|todas) (?:o ){0,4}(?:que|q) (?:eu ){0,4}(?:tinha|guardei|juntei|achei)`,
      String.raw`(?:tomei|engoli|bebi|acabei de tomar|acabei de beber) (?:\w+ ){0,4}?(?:veneno|chumbinho|agua sanitaria|soda caustica|raticida|mata rato|veneno de rato)${NOT_PEST}|engoli (?:as|os) (?:\w+ ){0,4}(?:pilulas|comprimidos|remedios|capsulas|calmantes)`,
      String.raw`(?:tomei|engoli) (?:\S+ ){0,4}(?:muita coisa|demais)(?: \S+){0,4} (?:nao|n) (?:chama|chame|chamem|liga pra|ligue pra) ninguem|(?:tomei|engoli) (?:\S+ ){0,4}?agora (?:e|eh) so esperar(?! (?:fazer efeito|passar|melhorar))`,
      String.raw`(?:to|tou|estou) (?:tendo|a ter|com) (?:uma ){0,4}overdose|tomei uma overdose`,
      String.raw`${NOT}(?:tentei|acabei de tentar|to tentando|estou tentando|tentei de novo) (?:me matar|me mata|me suicidar|suicidio|tirar (?:a ){0,4}minha vida|me enforcar|me jogar|acabar com (?:a ){0,4}minha vida|morrer)`,
      String.raw`(?:to|tou|estou) sangrando (?:muito|bastante|demais|sem parar|pra caramba)(?!.*(?:menstru|nariz|dente|gengiva))|(?:nao|n) (?:para|ta parando|quer parar|para mais) de sangrar(?!.*(?:menstru|nariz|dente|gengiva))`,
      String.raw`(?:cortei|abri) (?:os |meus |o meu |o |os meus ){0,4}pulsos?|cortei (?:o |os |meu |meus ){0,4}(?:braco|bracos|perna|pernas|pescoco) (?:muito |bem ){0,4}fundo`,
      // Standing where to fall from: "tô na ponte agora, vou pular", "tô no parapeito da janela".
      String.raw`(?:to|tou|estou) (?:em cima d[oa]|na beira d[oa]|no parapeito d[oa]|no alto d[oa]|no topo d[oa]|na beirada d[oa]) (?:ponte|predio|viaduto|telhado|terraco|janela|sacada|penhasco|varanda|laje|plataforma)`,
      String.raw`(?:to|tou|estou) (?:\w+ ){0,4}?(?:na|no) (?:ponte|viaduto|telhado|terraco|predio|estacao|plataforma|linha do trem|trilhos?|penhasco|arribas|sacada|parapeito)(?: \S+){0,8}? (?:vou (?:pular|saltar|me jogar|me atirar)|pra (?:pular|saltar|me jogar)|o trem|na beirada|na beira|na borda|do lado de fora)`,
      String.raw`(?:to|tou|estou) (?:\w+ ){0,4}(?:pra|para|prestes a) ${JUMP}`,
      String.raw`(?:faca|lamina|gilete|estilete) (?:\w+ ){0,4}?(?:no|nos|contra o|contra os) (?:meu |meus ){0,4}(?:pulso|pulsos|pescoco)`,
      String.raw`(?:corda|cinto|lencol) (?:no|em volta do|envolta do) (?:meu ){0,4}pescoco|(?:amarrei|prendi|pendurei) (?:a |uma |o |um ){0,4}(?:corda|cinto|lencol)(?: \S+){0,6} (?:no teto|na viga|no ventilador|no lustre|na grade|em pe|na cadeira|no banquinho|no banco)`,
    ],
    'self-injury': [
      // Burning oneself, hidden: "ando a queimar-me com o isqueiro nos braços".
      String.raw`(?:ando a queimar me|ando me queimando|to me queimando|tou me queimando|estou me queimando|me queimo|me queimei|queimei me|queimo me) (?:\w+ ){0,3}?(?:com (?:o |um |a |uma )?(?:isqueiro|cigarro|ferro|vela|fosforo|faca quente))`,
      String.raw`${NOT}(?:${CUT}|(?:${WANT}|penso em|to pensando em|estou pensando em|voltei a|comecei a|recai e|nao consigo parar de|n consigo parar de) ${HURT})`,
      String.raw`${HURT} (?:de proposito|de novo|denovo|dnv|outra vez|ate sangrar|ate sair sangue|ate ficar roxo|pra sentir|pra aliviar|com (?:a |uma |o |um )?${SELF_HARM_TOOL})`,
      String.raw`(?:voltei a|recai e|recai|recaida)(?: \w+){0,4} (?:me cortar|cortar|me machucar|automutil\w*)`,
      // Until it bleeds: "soquei a parede até os dedos sangrarem", "arranho o braço até sangrar".
      String.raw`(?:soquei|soco|socar|socando|esmurrei|bato|bati|batendo|arranho|arranhei|arranhando|belisco|mordo|mordi|queimo|queimei|cortei|corto) (?:\S+ ){0,5}?ate (?:sangrar|sair sangue|doer|ficar roxo|ficar marcad[oa]|abrir|machucar|os dedos sangrarem|a pele)`,
      String.raw`(?:passei|passo|passando|passar|usei|uso) (?:a |uma |o ){0,4}(?:gilete|lamina|estilete|navalha) (?:\w+ ){0,4}(?:no|nos|na|nas|em) (?:meu |minha |meus |minhas ){0,4}(?:braco|bracos|pulso|pulsos|perna|pernas|coxa|coxas|barriga|pele|corpo)|(?:fiz|faco|fazendo|fazer) (?:uns |alguns |mais |novos |varios ){0,4}(?:cortes|riscos|queimaduras) (?:\w+ ){0,4}(?:no|na|nos|nas|em) (?:meu |minha |meus |minhas ){0,4}(?:braco|bracos|pulso|pulsos|perna|pernas|coxa|coxas|barriga|pele)`,
      String.raw`desmontei (?:o |um ){0,4}apontador|(?:tirei|peguei) a lamina do apontador`,
      String.raw`cortes? (?:nos? |no meu |nos meus |na minha ){0,4}(?:bracos?|pulsos?|coxas?|pernas?) (?:de novo|denovo|ontem|hoje|hj|que eu fiz|que fiz)`,
    ],
    'harm-to-others': [
      // "qualquer dia levo uma coisa para o escritório e acabo com ele".
      String.raw`levo (?:uma coisa|algo|alguma coisa) (?:para|pra|pro) (?:o |a )?(?:escritorio|escola|trabalho|faculdade)(?: \w+){0,3}? (?:acabo|acabar|mato|matar)`,
      // "hoje vou lá e faço uma desgraça aos dois".
      String.raw`(?:vou|vo) (?:\w+ ){0,3}?(?:fazer|faco|faço) uma desgraca`,
      String.raw`${NOT}(?:(?:${WANT}|${GOING_TO}|fico imaginando|imagino|tenho pensamentos de) (?:esfaquear|envenenar|atropelar|dar (?:um|uns) tiros? (?:n[oa]|em|nele|nela)|atirar (?:n[oa]|em|nele|nela)|meter (?:uma ){0,4}bala|matar (?:alguem|pessoas|gente|uma pessoa))|(?:${WANT}|${GOING_TO}) (?:matar|mata) (?:\w+ ){0,6}?(?:de verdade|serio|sem brincadeira|faca|arma|revolver|pistola|veneno|tesoura|martelo|enquanto (?:ele|ela) dorme|dormindo)(?!${LAUGHING})|(?:vou|vo|quero|eu) (?:mata lo|mata la|matalo|matala|matar ele|matar ela|mata ele|mata ela|matar eles|mato ele|mato ela)(?! se)(?!${LAUGHING})(?= (?:\w+ ){0,6}(?:serio|verdade|brincando|juro|faca|arma|tiro|hoje))|(?:quero|queria|(?:tenho|sinto) vontade de|${THINK}) matar (?:o |a ){0,4}(?:meu|minha) (?:padrasto|madrasta|pai|mae|${PARTNER})(?!${LAUGHING})|(?:vou|vo|eu vou|quero|vontade de) (?:machucar|espancar|arrebentar|sufocar|esganar) (?:ele|ela|eles|elas|aquele|aquela|ess[ea]|o \w+|a \w+))`,
      // The baby who won't stop crying: "vontade de chacoalhar ele com força".
      String.raw`(?:chacoalhar|sacudir|bater|jogar|sufocar) (?:n?ele|n?ela|o bebe|a bebe|o nenem|a crianca|(?:n?o |n?a ){0,4}(?:meu|minha) (?:filh[oa]|bebe)) (?:\w+ ){0,4}?(?:com (?:muita ){0,4}forca|ate (?:ele|ela) (?:parar|calar))|(?:to|tou|estou|tenho) (?:com ){0,4}medo de mim(?: mesm[oa]){0,4}$|medo do que (?:eu ){0,4}(?:posso|possa|vou) fazer com (?:ele|ela|o bebe|meu filho|minha filha)`,
      String.raw`(?:vou|vo|eu vou|segunda vou|amanha vou) levar (?:a |uma |o |um ){0,4}(?:arma|revolver|pistola|espingarda)(?! (?:de brinquedo|de agua|de airsoft|de paintball|pro clube|pra caca))|(?:levar|levo|vou levar) (?:uma |a ){0,4}faca (?:pra|para|na) (?:escola|faculdade|facul|trabalho|aula)|(?:atirar|atacar|massacre) (?:em todos |geral ){0,4}(?:na|no) (?:escola|faculdade|facul|colegio)`,
      // Going to find someone, armed: "sei onde ele mora e vou lá hoje com uma faca".
      String.raw`vou (?:la|ate la|atras d\w+|na casa d\w+|pegar (?:ele|ela)) (?:\w+ ){0,4}?(?:com|levando) (?:uma |a |o |um ){0,4}(?:faca|arma|revolver|pistola|facao)|(?:esfaquear|atropelar|matar|atirar|envenenar|espancar) (?:\w+ ){0,10}?(?:ja sei|eu sei) (?:o horario|a hora|onde (?:ele|ela) mora|que horas)`,
    ],
    'danger-from-others': [
      // A weapon promised at the school gate: "me vão apanhar à saída ... levam uma navalha".
      String.raw`(?:me vao|vao me) (?:apanhar|pegar|bater)(?: \w+){0,8}? (?:navalha|faca|arma|pistola|canivete)`,
      // Threatened, and told when: "me ameaçando, disseram q vão me pegar amanhã na saída da escola".
      String.raw`ameac\w+ (?:\w+ ){0,6}?(?:vao|vai|querem) me (?:pegar|bater|quebrar|matar)`,
      String.raw`mandou (?:uma )?fotos? da minha (?:casa|rua|porta|janela)`,
      // A debt threatened with death: "se eu não pagar até sexta vão me apagar".
      String.raw`(?:vao|vai|querem|prometeram) me (?:apagar|matar|sumir com|dar um fim|quebrar|furar|passar)(?: \w+){0,4}? se (?:eu )?(?:nao|n) (?:pagar|devolver|entregar|sair)|se (?:eu )?(?:nao|n) (?:pagar|devolver|entregar)(?: \w+){0,4}? (?:vao|vai) me (?:apagar|matar|sumir|furar|quebrar)`,
      String.raw`${ABUSER} (?:(?!(?:nunca|nao|n|jamais|nem) )\w+ ){0,4}?(?:me ${ABUSE}|${ABUSE} me)(?! se (?:eu|a gente) )(?! (?:uma|um|a|o|aquela|aquele) (?:saudade|vontade|fome|sono|tristeza|bad|preguica|duvida))${IN_A_GAME}`,
      String.raw`(?:apanho|apanhei|to apanhando|estou apanhando|apanhando|levo porrada|levei porrada|levo surra|levei uma surra) (?:\w+ ){0,4}?(?:d[oa] (?:meu |minha ){0,4}(?:pai|mae|padrasto|madrasta|${PARTNER}|irmao|tio|tia|avo)|em casa|todo dia|todos os dias)`,
      // Threats: a parent's "te mato se chegar tarde" is an idiom, a partner's "se eu terminar" is not.
      String.raw`${ABUSER} (?:\w+ ){0,4}(?:vai|quer|tentou|tenta|ameacou|ameaca|disse que vai|falou que vai|jurou que vai) me matar(?! se )|(?:ameacou|ameaca|ameacando|jurou|prometeu|disse que vai|falou que vai|disse que ia|falou que ia|vive dizendo que vai) (?:me matar|me mata|matar me|matar a gente|acabar comigo|me bater|me machucar)(?! se )`,
      String.raw`${PARTNER} (?:\w+ ){0,4}?(?:me matar|me mata|acaba comigo|me bate|me machuca)(?: \w+){0,4} se eu|se eu (?:terminar|largar|deixar (?:ele|ela)|for embora|denunciar|contar|chamar a policia)(?: \w+){0,4} (?:ele|ela) (?:me mata|vai me matar|acaba comigo|me bate|me machuca|poe a gente|me expulsa)`,
      String.raw`(?:tenho|to com|estou com|tou com) medo (?:de |que ){0,4}(?:${ABUSER} ){0,4}(?:me mate|me matar|me bata|me bater|me machuque|me machucar|faca algo comigo|me faca mal)`,
      String.raw`me ameac\w+ com (?:uma |a |o |um ){0,4}(?:faca|arma|revolver|pistola|facao|tesoura)`,
      String.raw`(?:alguem|um homem|um cara|uns caras|ele|eles) (?:ta |esta ){0,4}(?:tentando|a tentar) (?:entrar|arrombar|invadir) (?:aqui|em casa|na casa|no apartamento|a porta|pela janela)`,
      String.raw`(?:apontou|encostou|puxou) (?:uma |a |um |o ){0,4}(?:faca|arma|revolver|pistola) (?:pra mim|na minha|em mim|no meu|pra minha)`,
      String.raw`(?:${ABUSER}|alguem|um cara|uns caras|um homem) (?:\w+ ){0,4}me (?:seguindo|perseguindo|vigiando)(?! (?:no|na|em) (?:insta|instagram|twitter|tiktok|face|facebook|rede|redes))`,
      // Kept in, or hiding: "ele tá esmurrando a porta", "tirou-me o telemóvel e as chaves".
      String.raw`(?:ele|ela|eles|${PARTNER}|pai|padrasto) (?:ta|esta) (?:\w+ ){0,4}(?:esmurrando|socando|chutando|batendo|forcando|arrombando|a arrombar|tentando (?:arrombar|abrir|derrubar|entrar)) (?:n?a ){0,4}porta|${PARTNER} (?:\S+ ){0,3}?(?:tirou me|tirou|escondeu|confiscou|quebrou|tomou) (?:o |a |os |as |meu |minha |meus |minhas ){0,4}(?:telemovel|celular|telefone|chaves|documentos)(?: \S+){0,6} (?:nao|n) (?:me ){0,4}deixa(?: me){0,4} sair`,
      String.raw`(?:me toca|mexe comigo|passa a mao em mim|me apalpa|entra no meu quarto)(?: \S+){0,8}? (?:se eu contar|quando (?:\w+ ){0,4}(?:nao (?:ta|esta)|sai|dorme|dormem)|de noite|a noite|escondido)`,
      String.raw`(?:to|tou|estou) sendo (?:abusad[oa]|agredid[oa]|ameacad[oa]|perseguid[oa]|espancad[oa]|estuprad[oa]|violentad[oa])|fui (?:\w+ ){0,4}(?:estuprad[oa]|violentad[oa]|abusad[oa] sexualmente|espancad[oa])|(?:sofro|to sofrendo|estou sofrendo) (?:violencia|abuso|agressao)`,
    ],
  },
  friendRisk: [
    // "falou q ia sumir do mapa, to com medo dele fazer besteira": a father at risk.
    String.raw`(?:falou|disse|fala|diz) (?:q|que) (?:ia|vai|quer) sumir|medo (?:de |d )?(?:ele|ela) fazer (?:uma )?besteira`,
    String.raw`${FRIEND} (?:\w+ ){0,5}?${FRIEND_WANTS} (?:se matar|se mata|se suicidar|matar se|suicidar se|se cortar|se machucar|tirar a propria vida|se jogar|se enforcar|suicidio|acabar com a vida dela|acabar com a vida dele)`,
    // Wanting to die, not dying ("meu avô vai morrer" is grief).
    String.raw`${FRIEND} (?:\w+ ){0,5}?(?:quer|ta querendo|esta querendo|anda querendo|disse que quer|falou que quer|fala que quer|diz que quer|pensa em|fala em|tem vontade de) (?:morrer|sumir pra sempre)`,
    // What they keep saying: "meu namorado fica falando que seria melhor morto".
    String.raw`${FRIEND} (?:\w+ ){0,4}?(?:fica|vive|anda) (?:falando|dizendo|a dizer|a falar) que (?:(?!eu |me )\w+ ){0,4}?(?:morrer|mort[oa]|se matar|sumir|viver)`,
    String.raw`${FRIEND_WANTS} (?:se matar|se suicidar|matar se|suicidar se)`,
    String.raw`(?:ele|ela|${FRIEND}) (?:\w+ ){0,4}?se (?:corta|cortou|cortando|mutila|mutilou|mutilando|machuca de proposito)`,
    String.raw`${FRIEND} (?:\w+ ){0,4}(?:ta|esta|anda|e|parece) (?:\w+ ){0,4}suicida`,
  ],
  past: [
    String.raw`durante (?:a|toda a) adolescencia|(?:a|na) adolescencia toda`,
    // Not after something still going: "to guardando os remedios faz meses" has gone on for months, as
    // has "tenho guardado ... há meses".
    String.raw`(?<!\b(?:(?:to|tou|estou|ando|venho|vivo|fico|sigo|continuo) (?:\w+ ){0,6}(?!quando\b|lindo\b)\w+(?:ando|endo|indo)|tenho (?:\w+ )?(?:guardado|juntado|acumulado|escondido|pensado))\b.*)(?:ha|faz|fazem|tem) (?:\w+ )?(?:anos|ano|meses|mes)(?! que (?:eu )?(?:penso|quero|to|tou|estou|tenho|sinto|me corto|ando|venho|nao consigo))`,
    String.raw`\w+ (?:anos|meses) atras|tempos atras|ano passado|no passado|antigamente|na adolescencia|quando (?:eu ){0,4}(?:era|eramos|tinha) (?:\w+ ){0,4}?(?:criancas?|adolescente|mais nov[oa]|nov[oa]|pequen[oa]|\w+ anos)`,
    String.raw`ja tentei (?:me matar|me suicidar|suicidio|tirar minha vida)|(?:parei|consegui parar) de (?:me cortar|me machucar|me mutilar)|(?:to|tou|estou) limp[oa] (?:ha|faz)|hoje (?:to|estou|tou) (?:bem|melhor)|sobrevivi`,
  ],
  ordinary: [
    String.raw`febre|dor de (?:cabeca|dente|garganta)|gripe|resfriado|acampamento|acampar|camping|trilha`,
    // Poison bought for the rats in the kitchen.
    String.raw`(?<!(?:nem|nao|n|nunca) )(?:apareceu|apareceram|tem|temos|vi|tinha|ta cheio de) (?:\w+ )?(?:ratazana|ratazanas|rato|ratos|barata|baratas|praga)`,
  ],
  idioms: [
    String.raw`(?:estou|to|tou|ando|fico) (?:\w+ )?(?:farto|farta|fartos|fartas) (?:disto|disso|deste|desta|dessa|desse|daquilo)`,
    String.raw`(?:to|tou|estou|ta|tava|fiquei|ficou|estava) mort[oa] (?:de|do|da|com) \w+`,
    String.raw`(?:morr\w*|mort[oa]) (?:de|do|da) (?:rir|rindo|fome|sono|cansaco|vergonha|calor|frio|saudades?|medo|inveja|amor|tedio|preguica|ciumes?|raiva|dor|curiosidade|ansiedade|tesao|sede|nervoso|susto|fofura|emocao|felicidade|alegria|coracao|tanto \w+)`,
    String.raw`morr\w* de vontade de (?!morrer|me |sumir|se )\w+`,
    String.raw`(?:esse|essa|esses|essas|este|esta|estes|estas|isso|isto|vc|voce|tu|ce|(?:o|a|os|as) (?:calor|frio|dor|ansiedade|saudade|fome|sono|prova|provas|trabalho|faculdade|facul|escola|rotina|tpm|colica|enxaqueca|cabeca|ressaca|academia|treino|conta|fatura|preguica|curiosidade|vergonha|espera|serie|novela|final|transito)) (?:\w+ ){0,4}?(?:me mata|me matam|me matou|ta me matando|tao me matando|esta me matando|estao me matando|vai me matar|vao me matar|me matando|acaba comigo|vai acabar comigo)(?! (?:de verdade|com|a facadas|a tiros))`,
    String.raw`(?:minha mae|minha mamae|meu pai|meus pais|minha sogra|a minha sogra|meu sogro|o meu sogro|minha patroa|meu patrao|o patrao|minha vo|minha avo|meu vo|meu avo|meu chefe|minha chefe|o chefe|a chefe|o professor|a professora|o prof|a prof|meu tecnico|minha irma|meu irmao|a minha mae|o meu pai) (?:\w+ ){0,4}?(?:vai|vao|ia|iam) me matar`,
    String.raw`(?:minha namorada|meu namorado|minha mulher|minha esposa|meu marido|minha noiva|meu noivo) (?:\w+ ){0,4}(?:vai|ia) me matar(?= (?:\w+ ){0,4}(?:se|quando|qdo|qnd|qd) (?!eu (?:terminar|largar|deixar|for embora|denunciar|contar)))`,
    String.raw`(?:dar|dei|dou|deu|vou dar) (?:um ){0,4}tiro no (?:proprio ){0,4}pe`,
    String.raw`(?:eu ){0,4}(?:vou|vo) te matar|(?:eu ){0,4}te mato|te matar`,
    String.raw`(?:vou|vo|quero|eu) mata(?:r)? (?:o meu|a minha|meu|minha|o|a) (?:irmao|irma|primo|prima|amigo|amiga|namorado|namorada|cachorro|gato|professor|professora|chefe|colega|vizinho|vizinha)(?! (?:\w+ ){0,4}(?:de verdade|serio|com (?:a |uma |o |um ){0,4}(?:faca|arma)))`,
    String.raw`mat\w* (?:a |o |as |os ){0,4}(?:aula|aulas|tempo|saudades?|fome|sede|vontade|curiosidade|charada|servico|expediente|trabalho|prova|questao|jogo|boss|chefao|a pau|no peito|a cobra)`,
    String.raw`me mat\w* (?:de (?!vez\b|novo\b|uma\b|algum|alguma|qualquer|verdade|forma|jeito|maneira)\w+|(?:no|na) (?:academia|treino|trabalho))`,
    String.raw`(?:lind[oa]s?|bom|boa|gostos[oa]s?|chat[oa]s?|fei[oa]s?|calor|frio|dor|cansad[oa]|sono|tedio|fome|lerd[oa]) de (?:morrer|matar)`,
    String.raw`(?:quero|qro|queria|vou|que vontade de) morre(?:r)?(?=${LAUGHING})`,
    // An accident: cooking, shaving, sport, paper.
    String.raw`(?:me (?:cortei|queimei|machuquei|feri|bati|arranhei)|(?:cortei|queimei|magoei|feri) me) (?:\w+ ){0,4}?(?:a (?:cozinhar|descascar|picar|cortar|fazer a barba|depilar)|cozinhando|picando|descascando|fazendo a barba|me barbeando|depilando|sem querer|no forno|com o forno|com a panela|no fogao|com oleo|com o ferro|com a chapinha|jogando|na academia|treinando|no futebol|no treino|com papel|na folha|no papel|num vidro|no vidro|caindo|quando cai|de bicicleta|de bike|na quina|na porta|na mesa|no armario|na cozinha|no trabalho|lavando)`,
  ],
};

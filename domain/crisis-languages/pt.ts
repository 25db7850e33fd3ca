import type { LanguagePhrases } from './phrases';

// Portuguese as written in Brazil (vc, tô, pra, mano, mds) and Portugal (matar-me, estou a pensar),
// folded (no accents, lower case; "matar-me" reads "matar me"). Chat spelling drops a verb's final r
// ("quero morre", "vou me mata") and writes "n" or "naum" for "não".

// A negation just before a phrase, or before its verb ("não tenho vontade de me matar"): a concern.
const NOT = String.raw`(?<!(?:nao|n|nn|naum|nunca|jamais|nem) )(?<!(?:nao|n|naum|nunca|jamais|nem) (?:tenho|tive|sinto|senti|to|tou|estou|ando|teria|vou|quero|queria|penso|pensei|sei|consigo|tenho mais|sinto mais) )`;
const WANT = String.raw`(?:quero|qro|kero|queria|qria|eu quero|eu queria|so quero|so queria|ja quero|to querendo|tou querendo|estou querendo|ando querendo|preciso|gostaria de|espero|apetece me|me apetece|(?:to|tou|estou|fico|ando) com vontade de|tenho vontade de|tenho tido vontade de|me da vontade de|da vontade de|bate (?:uma )?vontade de|vontade de|sinto vontade de)(?: (?:e|mesmo|muito|tanto|so|logo|mais|demais))?`;
// Thinking of it, however often: "tenho pensado muito em", "penso direto em".
const THINK = String.raw`(?:penso|pensando|pensado|pensei|pensar|pensamentos?)(?: muito| bastante| sempre| demais| direto| toda hora| todo dia| o tempo todo| seriamente)? (?:em|de|sobre)`;
const GOING_TO = String.raw`(?:vou|vo|eu vou|eu vo|vou acabar|decidi|resolvi|ja decidi|${THINK}|planejo|to planejando|estou planejando|tenho coragem de|criar coragem de|ter coragem de|coragem (?:de|pra|para))`;
const PLACE = String.raw`(?:ponte|predio|janela|viaduto|sacada|varanda|terraco|telhado|penhasco|laje|\w+ andar|trem|metro|carro|caminhao|onibus|linha do trem|trilhos?)`;
// Not "me jogar na balada" (going all out) or "no sofá": only a place to fall from or under.
const JUMP = String.raw`(?:me jogar|me joga|me atirar|atirar me|jogar me|pular) (?:\w+ ){0,2}?(?:da|de|do|na frente d[oae]|embaixo d[oae]|debaixo d[oae]|pela|no|na) (?:um |uma |o |a |esse |essa |algum |alguma )?${PLACE}`;
const KILL_MYSELF = String.raw`(?:me mata(?:r)?|mata(?:r)? me|me suicida(?:r)?|suicidar me|se mata(?:r)?|se suicida(?:r)?|tirar (?:a )?(?:minha )?(?:propria )?vida|acabar com (?:a )?minha vida|dar (?:um )?fim (?:a|na|em) minha vida|por (?:um )?fim (?:a|na) minha vida|me enforca(?:r)?|enforcar me|${JUMP}|cometer suicidio|suicidio)`;
// "Viver" not about where or with whom: "não quero mais viver com meus pais" is not a wish to die.
const LIVE = String.raw`(?:viver(?! (?:assim|desse jeito|com|nessa|nesta|nesse|neste|aqui|sozinh[oa]|em|na|no|longe|perto))|continuar vivendo|continuar viv[oa]|continuar a viver|estar viv[oa]|existir|continuar existindo|seguir vivendo|acordar (?:mais|amanha|de novo)|acordar$|estar aqui (?:mais|nesse mundo|neste mundo)|estar aqui$|estar mais aqui|continuar aqui$)`;
const DIE = String.raw`(?:morre(?:r)?|sumir e nunca mais voltar|sumir (?:pra sempre|de vez|do mundo|desse mundo|deste mundo|para sempre)|desaparecer (?:pra sempre|de vez|do mundo|para sempre)|deixar de existir|parar de existir|nao existir|n existir|nao acordar(?: mais)?|nunca mais acordar|dormir (?:pra sempre|para sempre|e nao acordar(?: mais)?|e nunca mais acordar)|estar mort[oa]|ta mort[oa]|ir embora (?:desse|deste) mundo|partir desta pra melhor|descansar em paz)`;
const PILLS = String.raw`(?:remedios?|remedinhos?|comprimidos?|pilulas?|capsulas?|medicamentos?|medicacao|calmantes?|ansioliticos?|antidepressivos?|soniferos?|tarja preta|rivotril|clonazepam|diazepam|alprazolam|zolpidem|paracetamol|tylenol|dipirona|ibuprofeno|fluoxetina|sertralina|escitalopram|amitriptilina|quetiapina|litio|insulina|veneno|chumbinho|raticida|mata ratos?|veneno de rato)`;
const STRONG_MEANS = String.raw`(?:(?:uma|a) corda(?! (?:de|pra|para) pular)|um revolver|uma arma|a arma|uma pistola|uma espingarda|veneno|chumbinho|raticida|agua sanitaria|soda caustica|(?:um frasco|uma caixa|varias caixas|varias cartelas|um monte|muitos|muitas) (?:de )?${PILLS})`;
// How much was swallowed: "tomei a cartela toda", "engoli 30 comprimidos", not "tomei meu remédio".
const MANY = String.raw`(?:[1-9]\d+|dez|quinze|vinte|trinta|quarenta|cinquenta|cem|varios|varias|muitos|muitas|um monte de|todos os|todas as|todo o|toda a|uma caixa|duas caixas|a caixa|a cartela|uma cartela|o frasco|o vidro|o pote|a caixinha)`;
// Pills taken as prescribed, or for a cold: "tomei todos os remédios do dia".
const AS_PRESCRIBED = String.raw`(?! (?:do dia|de hoje|certinho|direitinho|da manha|da noite|na hora|no horario|que o medico|(?:pra|para) (?:a |o )?(?:gripe|dor|febre|resfriado|cabeca|colica|enxaqueca|alergia|garganta|pressao)))`;
const WHEN = String.raw`(?:hoje|hj|hoje a noite|hj a noite|essa noite|esta noite|amanha|amn|de madrugada|nessa madrugada|no (?:sabado|domingo)|na (?:segunda|terca|quarta|quinta|sexta)|nesse fim de semana|neste fim de semana|esse fds|quando (?:todos|todo mundo|geral|eles|meus pais|minha mae) (?:\w+ )?(?:dormir|dormirem|sair|sairem|viajar|viajarem))`;
// Not a haircut ("me cortei a franja"), nor someone cutting the writer off ("ele fica me cortando").
const CUT = String.raw`(?<!(?:fica|ficam|ficou|vive|vivem|sempre|ele|ela|eles|elas|voce|vc|tu|quer|querem|vao|vai) )(?:me cortar|me corto|me cortei|me cortando|cortar me|corto me|cortei me|me mutila(?:r)?|me mutilo|me mutilei|me mutilando|automutil\w*|auto mutil\w*|me autolesion\w*|autolesao|auto lesao|autolesiv\w*)(?! (?:o|a|os|as|meu|minha|meus|minhas) (?:cabelo|cabelos|franja|unha|unhas|barba|pontas|coracao))(?! (?:do|da|dos|das) (?:grupo|time|lista|equipe|elenco|festa|conversa))`;
const HURT = String.raw`(?:me machuca(?:r)?|me machuco|me machuquei|me machucando|me feri(?:r)?|me firo|me ferindo|me queima(?:r)?|me queimo|me queimei|me queimando|me arranha(?:r)?|me arranho|me arranhei|me arranhando|me bate(?:r)?|me bato|me bati|me batendo|me soca(?:r)?|me soco|me furar|me furo|me furei|magoar me|me magoar fisicamente|fazer me mal|me fazer mal|fazer mal a mim mesm[oa])`;
const SELF_HARM_TOOL = String.raw`(?:gilete|lamina|laminas|estilete|navalha|faca|tesoura|isqueiro|cigarro|agulha|compasso|caco de vidro|apontador)`;
// A laugh later in the sentence: "quero morrer kkkk".
const LAUGHING = String.raw`.*(?<!\p{L})(?:kk|kkk|haha|hahaha|hehe|rsrs|rs|kakaka|ashuash|huehue|auhauh|lol)(?!\p{L})`;
// Who hurts the writer: "meu padrasto me bate", "a minha mãe bate-me".
const ABUSER = String.raw`(?:ele|ela|eles|meu (?:pai|padrasto|marido|namorado|ex|irmao|tio|avo|primo|chefe|companheiro|noivo|vizinho|sogro)|minha (?:mae|madrasta|esposa|mulher|namorada|ex|irma|tia|avo|companheira|sogra)|o (?:meu )?(?:pai|padrasto|marido|namorado|ex|cara)|a (?:minha )?(?:mae|madrasta|namorada|mulher))`;
const ABUSE = String.raw`(?:bate|bateu|batia|espanca|espancou|espancava|agride|agrediu|estupra|estuprou|estuprava|violentou|abusa|abusou|abusava|tranca|trancou|sufoca|sufocou|enforca|enforcou|empurrou|chuta|chutou|chutava|soca|socou|machuca|machucou|forca a transar|forcou a transar|obriga a transar|obrigou a transar)`;
// Games: "meu irmão me bateu no fifa".
const IN_A_GAME = String.raw`(?! (?:\w+ )?(?:no|na|em|de) (?:videogame|video game|jogo|game|fifa|xadrez|truco|partida|corrida|placar|lol|free fire|ping pong|sinuca|baralho))`;
const FRIEND = String.raw`(?:amig[oa]|amg|brother|parceir[oa]|irma|irmao|prim[oa]|namorad[oa]|mae|pai|filh[oa]|colega|coleguinha|vizinh[oa]|mano|mana|marido|esposa|mulher|sobrinh[oa]|crush)`;
const FRIEND_WANTS = String.raw`(?:quer|vai|ta querendo|esta querendo|anda querendo|pensa em|ta pensando em|esta pensando em|esta a pensar em|anda pensando em|falou que vai|disse que vai|falou que quer|disse que quer|fala que quer|diz que quer|falou em|fala em|tem vontade de|sente vontade de|ameacou|ameaca|tentou|tenta|quis|ia)`;

export const PORTUGUESE: LanguagePhrases = {
  markers:
    'nao voce vc vcs pra pq porque tambem tbm tb muito mt mto nada ninguem ngm tudo td ja agora hoje hj amanha ontem quero queria estou tou tava tenho vou isso esse essa aqui ainda sempre mesmo msm meu minha meus minhas eu ele ela eles sei nem entao sao ate depois gente mano mds tipo vontade cansado cansada sozinho sozinha coisa coisas mais com uma sem fazer ficar oq blz vdd sla obg ta voces dele dela mae pai',
  crisis: {
    'passive-ideation': [
      String.raw`${NOT}${WANT} ${DIE}`,
      String.raw`${NOT}(?:queria|quero|preferia|prefiro|melhor) (?:estar |ficar |ta )?mort[oa]`,
      String.raw`${NOT}(?:prefiro|preferia) (?:morrer|nao existir|sumir)`,
      String.raw`(?:queria|preferia) (?:nunca |nao )?ter nascido`,
      String.raw`${NOT}(?:eu )?(?:mereco|merecia) (?:morrer|estar mort[oa]|sumir)`,
      String.raw`(?:tomara|queria|espero) (?:que|q) (?:\w+ ){0,3}?(?:eu (?:morra|morresse|suma|sumisse|nao acorde|nao acordasse|nunca acorde|nao exista|nao existisse)|me (?:atropele|atropelasse|mate|matasse|leve|levasse|acerte)|passe por cima de mim|passasse por cima de mim)`,
      String.raw`(?:quem me dera|quem dera|oxala) (?:\w+ ){0,3}?(?:morrer|eu morresse|nao acordar|nao existir|sumir)`,
      String.raw`(?:queria|quero|tomara) (?:ser atropelad[oa]|sofrer um acidente|ter um acidente|morrer num acidente|pegar \w+ e morrer)`,
      String.raw`(?:deus|jesus|senhor) me (?:leve|leva|levar|levasse|tire|tirasse) (?:logo|embora|daqui|dessa vida|desta vida|desse mundo|de uma vez)`,
      String.raw`(?:nao|n|naum) (?:quero|qro|aguento|consigo|suporto|tenho forcas pra|tenho forca pra) (?:mais )?${LIVE}`,
      String.raw`ja nao (?:quero|aguento|consigo) ${LIVE}`,
      String.raw`(?:cansei|to cansad[oa]|tou cansad[oa]|estou cansad[oa]|cansad[oa]|farto|farta|estou fart[oa]) de (?:viver|existir|estar viv[oa]|tentar viver)`,
      String.raw`(?:sem|perdi a|perdi toda a|nao tenho (?:mais )?|n tenho (?:mais )?|zero|nenhuma) vontade (?:nenhuma )?de viver`,
      String.raw`(?:desisti|vou desistir|quero desistir|desistindo) da (?:vida|minha vida)`,
      String.raw`(?:nao vejo|n vejo|nao tem|nao existe|nao tenho) (?:mais )?(?:sentido|motivo|razao|porque|pq|razoes|motivos) (?:em |pra |para |de |pra eu |para eu )?(?:viver|continuar viv[oa]|estar viv[oa]|existir|continuar vivendo|continuar aqui)`,
      String.raw`(?:(?:pra|para) (?:que|q)|pq|por que) (?:continuar viv[oa]|continuar vivendo|viver|eu to viv[oa]|estou viv[oa]|eu existo|existir)`,
      String.raw`(?:a )?vida nao vale (?:mais )?a pena|nao vale a pena (?:viver|continuar viv[oa]|estar viv[oa]|continuar vivendo)`,
      String.raw`(?:tanto faz|da igual|me tanto faz|pouco me importa) (?:se )?(?:eu )?(?:viver ou morrer|morrer|morro|morrer ou nao)`,
      String.raw`(?:todos|todo mundo|geral|minha familia|a minha familia|o mundo|voces|eles|meus pais|minha mae) (?:\w+ )?(?:estariam|ficariam|estaria|ficaria|vao ficar|vai ficar|iam ficar|ia ficar|seriam|seria|viveriam|viveria) (?:bem )?melhor(?:es)? sem mim`,
      String.raw`(?:melhor|ninguem|nem) (?:\w+ ){0,5}se eu (?:morresse|sumisse|nao existisse|nao estivesse (?:mais )?aqui|me matasse|fosse embora desse mundo)`,
      String.raw`se eu (?:morresse|sumisse|nao existisse|me matasse) (?:\w+ ){0,5}(?:ninguem|nem|melhor|ficariam|ficaria|seria)`,
      String.raw`${NOT}(?:penso|pensando|pensar|pensei|penso muito|pensamento|pensamentos) (?:em|de) (?:morrer|sumir pra sempre|nao acordar)`,
      String.raw`(?:dormir|deitar|fechar os olhos) e (?:nunca mais|nao|n) (?:acordar|abrir)`,
    ],
    'active-ideation': [
      String.raw`${NOT}(?:${WANT}|${GOING_TO}) (?:(?:logo|mesmo|agora|de vez|hoje|so|muito|tentar|acabar) )?${KILL_MYSELF}`,
      String.raw`${NOT}(?:vou|vo|quero) se mata(?:r)?`,
      String.raw`vou acabar me matando`,
      String.raw`(?:pensamentos?|ideias?|ideacao|impulsos?|vontades?) suicidas?`,
      String.raw`${NOT}(?:to|tou|estou|ando|me sinto|sinto me|me sentindo) (?:muito |bem |meio )?suicida`,
      String.raw`(?:so|unica coisa que|unico motivo de) (?:eu )?(?:nao|n) me (?:mato|matei|suicido|suicidei)`,
      String.raw`${NOT}(?:${WANT}|${GOING_TO}|hora de|pront[oa] (?:pra|para)) (?:acabar com tudo|dar (?:um )?fim em tudo|dar (?:um )?fim a tudo|por (?:um )?fim (?:a|em) tudo)`,
      String.raw`acabar com tudo de (?:vez|uma vez)`,
      String.raw`(?:me matar|suicidio|o suicidio|morrer|a morte) (?:e|eh|seria|parece|virou) (?:a )?(?:unica|melhor) (?:saida|solucao|opcao|escolha)`,
      String.raw`(?:unica|melhor) (?:saida|solucao|opcao) (?:e|eh|seria|que vejo e) (?:me matar|o suicidio|suicidio|morrer|a morte)`,
    ],
    'method-lethality': [
      String.raw`quant[oa]s? (?:\w+ ){0,4}?${PILLS}(?: \w+){0,5}? (?:pra|para|p|ate|de) (?:morrer|nao acordar|nunca mais acordar|matar|me matar|se matar|ser fatal|ser letal|dar overdose|ter overdose|uma overdose|overdose)`,
      String.raw`quant[oa]s? (?:\w+ ){0,4}?${PILLS}(?: \w+){0,4}? (?:mata|matam|e letal|sao letais|e fatal|sao fatais|da overdose|dao overdose|e overdose)`,
      String.raw`(?:qual|quais|que) (?:e |sao )?(?:a |o |as |os )?(?:forma|jeito|maneira|metodo|modo)s? (?:mais )?(?:rapid[oa]|facil|indolor|sem dor|garantid[oa]|eficaz|eficiente|certeir[oa]|segur[oa]|menos doloros[oa]) (?:de|pra|para) (?:morrer|se matar|me matar|suicidio|suicidar|se suicidar|me suicidar|acabar com a vida|nao acordar)`,
      String.raw`(?:como|jeito de|forma de|maneira de) (?:me matar|se matar|me suicidar|se suicidar|cometer suicidio|morrer) (?:sem dor|rapido|sem sofrer|sem sentir|de forma indolor|dormindo|facil)`,
      String.raw`(?:como|onde) (?:posso |consigo |eu )?(?:me matar|me suicidar|me enforcar)`,
      String.raw`metodos? (?:de|pra|para) (?:suicidio|se matar|me matar)`,
      String.raw`(?:qual|que|quais) ${PILLS} (?:\w+ )?(?:mata|matam|e letal|e fatal|da overdose|mata mais rapido)`,
      String.raw`(?:dose|quantidade) (?:letal|fatal|mortal)`,
      String.raw`(?:de )?(?:quantos|que) (?:andares|andar|metros|altura) (?:\w+ ){0,4}(?:pra|para|p) (?:morrer|matar|ser fatal|nao sobreviver)`,
      String.raw`(?:pular|cair|me jogar|se jogar) de (?:quantos|que) (?:andares|andar|altura|metros)`,
      String.raw`(?:doi|doi muito|sofre muito) (?:pra |para )?(?:morrer|se enforcar|morrer enforcad[oa]|morrer afogad[oa]|cortar os pulsos|cortar o pulso|levar um tiro|tomar veneno)`,
      String.raw`quanto tempo (?:\w+ ){0,3}(?:pra|para|ate) (?:morrer|perder a consciencia|desmaiar|sangrar ate morrer) (?:enforcad[oa]|afogad[oa]|sangrando|envenenad[oa]|de overdose|com \w+)`,
      String.raw`(?:onde|como) (?:compro|comprar|consigo|conseguir|arranjo|arranjar|acho|achar) (?:uma |um )?(?:arma|revolver|pistola|veneno|chumbinho)`,
      String.raw`cortar (?:os |o )?pulsos? (?:\w+ ){0,3}(?:na vertical|na horizontal|pra morrer|para morrer|fundo)`,
    ],
    means: [
      String.raw`(?:guardei|juntei|escondi|separei|estoquei|acumulei|to juntando|tou juntando|to guardando|estou juntando|estou guardando|estou a juntar|ando juntando|tenho juntado|tenho guardado|venho juntando|venho guardando|tenho escondid[oa]s?|tenho guardad[oa]s?) (?:\w+ ){0,3}?(?:${PILLS}|corda|arma|revolver|pistola|gilete|laminas?|estilete|navalha)`,
      String.raw`(?:comprei|consegui|arranjei|peguei|tenho|ja tenho|tenho aqui|tenho em casa|arrumei) (?:\w+ ){0,2}?${STRONG_MEANS}`,
      String.raw`${PILLS} (?:\w+ ){0,2}?(?:escondid[oa]s|estocad[oa]s|acumulad[oa]s|tod[oa]s guardad[oa]s|guardad[oa]s (?:pra|para) (?:isso|quando|esse dia|o dia))`,
      String.raw`(?:to|tou|estou) com (?:uma |a |um |o )?(?:corda|arma|revolver|pistola|gilete|lamina|veneno|chumbinho) (?:\w+ ){0,2}?(?:aqui|na mao|do lado|comigo|no quarto)`,
      String.raw`(?:to|tou|estou) com (?:\w+ ){0,2}?${PILLS} (?:\w+ )?na mao`,
      String.raw`(?:ja )?tenho (?:tudo|o que preciso|tudo o que preciso|tudo que preciso) (?:pronto|preparado|separado|pra acabar|pra morrer)`,
      String.raw`(?:a corda|o no|o banquinho) (?:ja )?(?:ta|esta) (?:pront[oa]|amarrad[oa]|no lugar)`,
    ],
    plan: [
      String.raw`(?:tenho|fiz|montei|tracei|ja tenho|ja fiz) (?:um |o |meu )?plano(?: \w+){0,3} (?:pra|para|de) (?:me matar|morrer|acabar com tudo|me suicidar|suicidio|tirar minha vida|me enforcar|me jogar)`,
      String.raw`plano (?:de|pra|para) (?:suicidio|me matar|me suicidar|tirar minha vida)`,
      String.raw`ja (?:decidi|escolhi|defini|marquei|sei) (?:o dia|a data|o lugar|o metodo|a hora|o jeito|como vou|quando vou|onde vou) (?:\w+ ){0,4}?(?:me matar|morrer|acabar com tudo|me suicidar|me jogar|me enforcar)`,
      String.raw`${WHEN} (?:eu )?(?:me mato|vou me matar|vou me suicidar|acabo com tudo|vou acabar com tudo|me jogo|vou me jogar|me enforco|vou me enforcar)`,
      String.raw`${NOT}(?:vou me matar|me mato|vou me suicidar|acabo com tudo|vou acabar com tudo|vou me enforcar) ${WHEN}`,
      String.raw`${NOT}(?:vou|quero|vo) (?:tomar|engolir) (?:a caixa|a cartela|o frasco|o vidro|o pote|varios|varias|um monte de|[1-9]\d+|todos os|todas as) (?:\w+ ){0,2}?${PILLS}${AS_PRESCRIBED}`,
      String.raw`(?:hoje|hj|amanha|essa noite|esta noite) (?:e|vai ser|sera) (?:o )?meu ultimo dia(?! (?:de|do|da|no|na|em) (?:trabalho|aula|aulas|escola|ferias|empresa|emprego|estagio|facul|faculdade|contrato))`,
      String.raw`(?:meu ultimo dia|minha ultima noite|meus ultimos dias) (?:de vida|viv[oa]|aqui na terra|nesse mundo|neste mundo|na terra)`,
    ],
    preparation: [
      String.raw`(?:carta|cartinha|bilhete|mensagem|nota|video)s? de (?:despedida|adeus|suicidio)`,
      String.raw`(?:escrevi|deixei|to escrevendo|tou escrevendo|estou escrevendo|estou a escrever|ja escrevi|gravei) (?:\w+ ){0,2}(?:cartas|bilhetes|videos|mensagens) (?:pra|para|pros|pras|aos|as) (?:todos|todo mundo|cada um|minha familia|a minha familia|meus pais|os meus pais|meus amigos|os meus amigos)`,
      String.raw`(?:deixei|escrevi) (?:uma carta|um bilhete|uma mensagem) (?:pra|para) (?:quando|depois que|caso) (?:eu )?(?:morrer|me for|nao estiver|partir)`,
      String.raw`(?:dei|doei|to dando|tou dando|estou dando|to doando|estou doando|estou a dar|distribui|to distribuindo|dando|doando) (?:todas |todos )?(?:as |os )?(?:minhas coisas|meus pertences|tudo que (?:eu )?tenho|tudo o que tenho|meus bichos|meu gato|meu cachorro|meu cao)(?! (?:velh[oa]s|antig[oa]s|que nao uso|pra doacao|pro brecho|pra caridade|pra cuidar))`,
      String.raw`(?:vim|passei|to passando|queria|so queria|vim aqui) (?:so )?(?:pra |para )?(?:me despedir|dizer adeus|despedir me)(?!.*(?:mudar|mudanca|viagem|viajar|intercambio|ferias|formatura))`,
      String.raw`(?:to|tou|estou) (?:me despedindo|a despedir me) (?:de todos|de voces|de tudo|do mundo|da vida)|ja me despedi (?:de|da|do) (?:todos|todo mundo|minha familia|meus amigos|geral)`,
      String.raw`(?:adeus|tchau) (?:a todos|pra todos|pra sempre|para sempre)|(?:essa|esta|isso) e (?:minha|a minha) despedida`,
      String.raw`(?:deixei|deixando|to deixando|estou deixando|estou a deixar|organizei|to organizando) (?:tudo|as coisas|minhas coisas|meus papeis|as senhas) (?:organizad[oa]s?|em ordem|arrumad[oa]s?|pront[oa]s?|resolvid[oa]s?) (?:pra|para) quando eu (?:nao estiver|morrer|partir|me for)`,
      String.raw`(?:pra|para) quando eu (?:nao estiver mais aqui|nao estiver mais|partir)(?! (?:de|da|do|pra|para|em) )`,
      String.raw`(?:fiz|escrevi|to fazendo|estou fazendo|deixei) (?:o |um |meu )?testamento`,
    ],
    attempt: [
      String.raw`(?:tomei|engoli|acabei de tomar|acabei de engolir|bebi|mandei pra dentro|to tomando agora|estou a tomar) (?:\w+ ){0,2}?${MANY} (?:\w+ ){0,3}?(?:${PILLS}|remedio|remedios|comprimidos)${AS_PRESCRIBED}`,
      String.raw`(?:tomei|engoli|acabei de tomar|acabei de engolir) (?:a caixa|a cartela|o frasco|o vidro|o pote) (?:toda|todo|inteir[oa])`,
      String.raw`(?:tomei|engoli|bebi|acabei de tomar|acabei de beber) (?:\w+ ){0,2}?(?:veneno|chumbinho|agua sanitaria|soda caustica|raticida|mata rato|veneno de rato)`,
      String.raw`(?:to|tou|estou) (?:tendo|a ter|com) (?:uma )?overdose|tomei uma overdose`,
      String.raw`${NOT}(?:tentei|acabei de tentar|to tentando|estou tentando|tentei de novo) (?:me matar|me mata|me suicidar|suicidio|tirar (?:a )?minha vida|me enforcar|me jogar|acabar com (?:a )?minha vida|morrer)`,
      String.raw`(?:to|tou|estou) sangrando (?:muito|bastante|demais|sem parar|pra caramba)(?!.*(?:menstru|nariz|dente|gengiva))`,
      String.raw`(?:nao|n) (?:para|ta parando|quer parar|para mais) de sangrar(?!.*(?:menstru|nariz|dente|gengiva))`,
      String.raw`(?:cortei|abri) (?:os |meus |o meu |o |os meus )?pulsos?`,
      String.raw`(?:to|tou|estou) (?:em cima d[oa]|na beira d[oa]|no parapeito d[oa]|no alto d[oa]|no topo d[oa]) (?:ponte|predio|viaduto|telhado|terraco|janela|sacada|penhasco|varanda|laje)`,
      String.raw`(?:to|tou|estou) (?:\w+ ){0,4}(?:pra|para|prestes a) ${JUMP}`,
      String.raw`(?:corda|cinto|lencol) (?:no|em volta do|envolta do) (?:meu )?pescoco`,
    ],
    'self-injury': [
      String.raw`${NOT}${CUT}`,
      String.raw`${NOT}(?:${WANT}|penso em|to pensando em|estou pensando em|voltei a|comecei a|recai e|nao consigo parar de|n consigo parar de) ${HURT}`,
      String.raw`${HURT} (?:de proposito|de novo|denovo|dnv|outra vez|ate sangrar|ate sair sangue|ate ficar roxo|pra sentir|pra aliviar|com (?:a |uma |o |um )?${SELF_HARM_TOOL})`,
      String.raw`(?:voltei a|recai e|recai|recaida)(?: \w+){0,2} (?:me cortar|cortar|me machucar|automutil\w*)`,
      String.raw`(?:passei|passo|passando|passar|usei|uso) (?:a |uma |o )?(?:gilete|lamina|estilete|navalha) (?:\w+ )?(?:no|nos|na|nas|em) (?:meu |minha |meus |minhas )?(?:braco|bracos|pulso|pulsos|perna|pernas|coxa|coxas|barriga|pele|corpo)`,
      String.raw`desmontei (?:o |um )?apontador|(?:tirei|peguei) a lamina do apontador`,
      String.raw`cortes? (?:nos? |no meu |nos meus |na minha )?(?:bracos?|pulsos?|coxas?|pernas?) (?:de novo|denovo|ontem|hoje|hj|que eu fiz|que fiz)`,
    ],
    'harm-to-others': [
      String.raw`${NOT}(?:${WANT}|${GOING_TO}|fico imaginando|imagino|tenho pensamentos de) (?:esfaquear|envenenar|dar (?:um|uns) tiros? (?:n[oa]|em|nele|nela)|atirar (?:n[oa]|em|nele|nela)|meter (?:uma )?bala|matar (?:alguem|pessoas|gente|uma pessoa))`,
      String.raw`${NOT}(?:${WANT}|${GOING_TO}) (?:matar|mata) (?:\w+ ){0,3}(?:de verdade|serio|sem brincadeira|com (?:a |uma |o |um )?(?:faca|arma|revolver|pistola|veneno|tesoura|martelo)|enquanto (?:ele|ela) dorme|dormindo)(?!${LAUGHING})`,
      String.raw`${NOT}(?:vou|vo|quero) (?:mata lo|mata la|matalo|matala|matar ele|matar ela|mata ele|mata ela|matar eles)(?! se)(?!${LAUGHING})(?= (?:\w+ ){0,6}(?:serio|verdade|brincando|juro|faca|arma|tiro|hoje))`,
      String.raw`(?:levar|levo|vou levar) (?:uma |a )?(?:arma|faca|revolver) (?:pra|para|na) (?:escola|faculdade|facul|trabalho|aula)`,
      String.raw`(?:atirar|atacar|massacre) (?:em todos |geral )?(?:na|no) (?:escola|faculdade|facul|colegio)`,
    ],
    'danger-from-others': [
      String.raw`${ABUSER} (?:(?!(?:nunca|nao|n|jamais|nem) )\w+ ){0,2}?(?:me ${ABUSE}|${ABUSE} me)(?! (?:uma|um|a|o|aquela|aquele) (?:saudade|vontade|fome|sono|tristeza|bad|preguica|duvida))${IN_A_GAME}`,
      String.raw`(?:apanho|apanhei|to apanhando|estou apanhando|apanhando|levo porrada|levei porrada|levo surra|levei uma surra) (?:\w+ ){0,2}?(?:d[oa] (?:meu |minha )?(?:pai|mae|padrasto|madrasta|marido|namorad[oa]|esposa|mulher|irmao|tio|tia|avo|companheir[oa])|em casa|todo dia|todos os dias)`,
      String.raw`${ABUSER} (?:\w+ )?(?:vai|quer|tentou|tenta|ameacou|ameaca|disse que vai|falou que vai|jurou que vai) me matar(?! se )`,
      String.raw`(?:ameacou|ameaca|ameacando|jurou|prometeu|disse que vai|falou que vai|disse que ia|falou que ia|vive dizendo que vai) (?:me matar|me mata|matar a gente|acabar comigo|me bater|me machucar)(?! se )`,
      String.raw`(?:tenho|to com|estou com|tou com) medo (?:de |que )?(?:${ABUSER} )?(?:me mate|me matar|me bata|me bater|me machuque|me machucar|faca algo comigo|me faca mal)`,
      String.raw`(?:apontou|encostou|puxou) (?:uma |a |um |o )?(?:faca|arma|revolver|pistola) (?:pra mim|na minha|em mim|no meu|pra minha)`,
      String.raw`(?:alguem|um cara|uns caras|um homem|ele) (?:ta|esta) me (?:seguindo|perseguindo)`,
      String.raw`(?:to|tou|estou) sendo (?:abusad[oa]|agredid[oa]|ameacad[oa]|perseguid[oa]|espancad[oa]|estuprad[oa]|violentad[oa])`,
      String.raw`fui (?:\w+ )?(?:estuprad[oa]|violentad[oa]|abusad[oa] sexualmente|espancad[oa])`,
      String.raw`(?:sofro|to sofrendo|estou sofrendo) (?:violencia|abuso|agressao)`,
    ],
  },
  friendRisk: [
    String.raw`${FRIEND} (?:\w+ ){0,5}?${FRIEND_WANTS} (?:se matar|se mata|se suicidar|matar se|suicidar se|se cortar|se machucar|tirar a propria vida|se jogar|se enforcar|suicidio|acabar com a vida dela|acabar com a vida dele)`,
    // Wanting to die, not dying ("meu avô vai morrer" is grief).
    String.raw`${FRIEND} (?:\w+ ){0,5}?(?:quer|ta querendo|esta querendo|anda querendo|disse que quer|falou que quer|fala que quer|diz que quer|pensa em|fala em|tem vontade de) (?:morrer|sumir pra sempre)`,
    String.raw`${FRIEND_WANTS} (?:se matar|se suicidar|matar se|suicidar se)`,
    String.raw`(?:ele|ela|${FRIEND}) (?:\w+ ){0,2}?se (?:corta|cortou|cortando|mutila|mutilou|mutilando|machuca de proposito)`,
    String.raw`${FRIEND} (?:\w+ ){0,4}(?:ta|esta|anda|e|parece) (?:\w+ )?suicida`,
  ],
  past: [
    String.raw`(?:ha|faz|fazem|tem) (?:\w+ )?(?:anos|ano|meses|mes)(?! que (?:eu )?(?:penso|quero|to|tou|estou|tenho|sinto|me corto|ando|venho|nao consigo))`,
    String.raw`\w+ (?:anos|meses) atras|tempos atras|ano passado|no passado|antigamente|na adolescencia|quando (?:eu )?(?:era|tinha) (?:\w+ )?(?:crianca|adolescente|mais nov[oa]|nov[oa]|pequen[oa]|\w+ anos)`,
    String.raw`ja tentei (?:me matar|me suicidar|suicidio|tirar minha vida)|(?:parei|consegui parar) de (?:me cortar|me machucar|me mutilar)|(?:to|tou|estou) limp[oa] (?:ha|faz)|hoje (?:to|estou|tou) (?:bem|melhor)|sobrevivi`,
  ],
  idioms: [
    String.raw`(?:to|tou|estou|ta|tava|fiquei|ficou|estava) mort[oa] (?:de|do|da|com) \w+`,
    String.raw`(?:morr\w*|mort[oa]) (?:de|do|da) (?:rir|rindo|fome|sono|cansaco|vergonha|calor|frio|saudades?|medo|inveja|amor|tedio|preguica|ciumes?|raiva|dor|curiosidade|ansiedade|tesao|sede|nervoso|susto|fofura|emocao|felicidade|alegria|tanto \w+)`,
    String.raw`morr\w* de vontade de (?!morrer|me |sumir|se )\w+`,
    String.raw`(?:esse|essa|esses|essas|este|esta|estes|estas|isso|isto|vc|voce|tu|ce|(?:o|a|os|as) (?:calor|frio|dor|ansiedade|saudade|fome|sono|prova|provas|trabalho|faculdade|facul|escola|rotina|tpm|colica|enxaqueca|cabeca|ressaca|academia|treino|conta|fatura|preguica|curiosidade|vergonha|espera|serie|novela|final|transito)) (?:\w+ ){0,3}?(?:me mata|me matam|me matou|ta me matando|tao me matando|esta me matando|estao me matando|vai me matar|vao me matar|me matando|acaba comigo|vai acabar comigo)(?! (?:de verdade|com|a facadas|a tiros))`,
    String.raw`(?:minha mae|minha mamae|meu pai|meus pais|minha vo|minha avo|meu vo|meu avo|meu chefe|minha chefe|o chefe|a chefe|o professor|a professora|o prof|a prof|meu tecnico|minha irma|meu irmao|a minha mae|o meu pai) (?:\w+ ){0,3}?(?:vai|vao|ia|iam) me matar`,
    String.raw`(?:minha namorada|meu namorado|minha mulher|minha esposa|meu marido|minha noiva|meu noivo) (?:\w+ )?(?:vai|ia) me matar(?= (?:\w+ ){0,2}(?:se|quando|qdo|qnd|qd) )`,
    String.raw`(?:eu )?(?:vou|vo) te matar|(?:eu )?te mato|te matar`,
    String.raw`(?:vou|vo|quero|eu) mata(?:r)? (?:o meu|a minha|meu|minha|o|a) (?:irmao|irma|primo|prima|amigo|amiga|namorado|namorada|cachorro|gato|professor|professora|chefe|colega|vizinho|vizinha)(?! (?:\w+ ){0,3}(?:de verdade|serio|com (?:a |uma |o |um )?(?:faca|arma)))`,
    String.raw`mat\w* (?:a |o |as |os )?(?:aula|aulas|tempo|saudades?|fome|sede|vontade|curiosidade|charada|servico|expediente|trabalho|prova|questao|jogo|boss|chefao|a pau|no peito|a cobra)`,
    String.raw`me mat\w* de (?!vez\b|novo\b|uma\b|algum|alguma|qualquer|verdade|forma|jeito|maneira)\w+`,
    String.raw`(?:lind[oa]s?|bom|boa|gostos[oa]s?|chat[oa]s?|fei[oa]s?|calor|frio|dor|cansad[oa]|sono|tedio|fome|lerd[oa]) de (?:morrer|matar)`,
    String.raw`(?:quero|qro|queria|vou) morre(?:r)?(?=${LAUGHING})`,
    // An accident: cooking, shaving, sport, paper.
    String.raw`me (?:cortei|queimei|machuquei|feri|bati|arranhei) (?:\w+ ){0,4}?(?:cozinhando|picando|descascando|fazendo a barba|me barbeando|depilando|sem querer|no forno|com o forno|com a panela|no fogao|com oleo|com o ferro|com a chapinha|jogando|na academia|treinando|no futebol|no treino|com papel|na folha|no papel|num vidro|no vidro|caindo|quando cai|de bicicleta|de bike|na quina|na porta|na mesa|no armario|na cozinha|no trabalho|lavando)`,
  ],
};

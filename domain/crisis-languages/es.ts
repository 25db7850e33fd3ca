import type { LanguagePhrases } from './phrases';

// Spanish as written in Mexico, Spain, Argentina and Colombia, folded (no accents, lower case).

const WANT = String.raw`(?:quiero|quisiera|me gustaria|tengo ganas de|me dan ganas de|solo quiero|ya quiero|nomas quiero|necesito)`;
const GOING_TO = String.raw`(?:voy a|me voy a|lo voy a|pienso|estoy pensando en|he pensado en|estoy por|ya decidi)`;
const KILL_MYSELF = String.raw`(?:matarme|suicidarme|quitarme la vida|acabar con mi vida|terminar con mi vida|colgarme|ahorcarme|tirarme (?:del|de un|de la|al|a las) \w+|aventarme (?:del|de un|de la|al) \w+)`;
const DIE = String.raw`(?:morir|morirme|desaparecer|dejar de existir|no existir|no despertar|no despertarme|irme para siempre)`;
const PILLS = String.raw`(?:pastillas|pastis|tabletas|pildoras|medicamentos|medicinas|paracetamol|clonazepam|rivotril|tramadol|antidepresivos|somniferos|veneno|raticida|matarratas)`;
const MEANS = String.raw`(?:${PILLS}|una cuerda|una soga|un lazo|una pistola|un arma|una navaja|una cuchilla|las cuchillas|un cuchillo)`;
const WHEN = String.raw`(?:hoy|esta noche|manana|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|este (?:fin|finde)|cuando (?:se vayan|no haya nadie|todos duerman|este sol[oa]))`;
// Not a haircut, nails or a shave ("me corté el pelo"): those name what was cut.
const CUT = String.raw`(?:cortarme|me corto|me corte|me volvi a cortar|me estoy cortando|me lastimo|me lastime|me hago dano|me hice dano|me quemo|me queme|me rasguno hasta sangrar)(?! (?:el|la|las|los|mi|mis) (?:pelo|cabello|fleco|unas|barba|flequillo|puntas|dedo|mano|lengua|pie|rodilla))`;

export const SPANISH: LanguagePhrases = {
  markers:
    'que pero porque quiero estoy tengo mucho nada nadie todo ya muy mi mis yo esta este hoy manana noche vida ganas tambien como cuando neta wey che boludo parce tio hermano mama ayuda de la el en los las un una es se lo por para con sin del al mas ahora aqui algo eso esto hace solo bien mal cuantas cuantos hoy siento estar quiere dice hago voy ser son y o le les',
  crisis: {
    'passive-ideation': [
      String.raw`${WANT} (?:${DIE})`,
      String.raw`ojala (?:me muriera|me muera|no despertar|no despertara|no despierte|no existiera|desaparecer|me atropellen|me atropelle un \w+)`,
      String.raw`no quiero (?:vivir|seguir viviendo|despertar|existir|estar aqui|seguir aqui|seguir)(?: mas)?`,
      String.raw`(?:estarian|estaria|estarias) (?:todos )?mejor sin mi`,
      String.raw`(?:seria|estaria) mejor (?:si me muero|si me muriera|muert[oa]|no existir|no estar)`,
      String.raw`ya no (?:quiero|aguanto) (?:vivir|estar aqui|existir|seguir)`,
      String.raw`(?:para|pa) que (?:sigo|seguir) (?:vivo|viviendo|aqui)`,
      String.raw`me quiero morir`,
      String.raw`no vale la pena (?:vivir|seguir viviendo)`,
      String.raw`me da igual (?:vivir o morir|morirme|si me muero)`,
    ],
    'active-ideation': [
      String.raw`(?:${WANT}|${GOING_TO}) ${KILL_MYSELF}`,
      String.raw`me (?:quiero|voy a) (?:matar|suicidar|quitar la vida|colgar|ahorcar|aventar|tirar)`,
      String.raw`(?:pienso|pensando|pensar|pense) en (?:matarme|suicidarme|quitarme la vida|el suicidio)`,
      String.raw`(?:me|quiero) (?:suicido|suicidarme)|pensamientos suicidas|ideas suicidas|ideacion suicida`,
      String.raw`acabar con todo(?: de una vez)?`,
    ],
    'method-lethality': [
      String.raw`cuant[oa]s? (?:\w+ ){0,3}?${PILLS}(?: \w+){0,4}? (?:para|se necesitan para|hacen falta para) (?:morir|no despertar|matar|que sea mortal)`,
      String.raw`(?:que|cual) (?:es la )?(?:forma|manera|metodo) (?:mas )?(?:rapida|facil|indolora|segura|efectiva) de (?:morir|matarse|matarme|suicidarse|suicidarme)`,
      String.raw`(?:dosis|cantidad) (?:letal|mortal)`,
      String.raw`(?:cuantos|desde cuantos) pisos`,
      String.raw`(?:duele|se sufre) (?:mucho )?(?:ahorcarse|morir ahogad[oa]|cortarse las venas)`,
    ],
    means: [
      String.raw`(?:tengo|guarde|junte|compre|consegui|ya tengo|estoy juntando|he juntado|escondi) (?:\w+ ){0,3}(?:${MEANS})(?! para (?:el dolor|la cabeza|dormir|la gripa|la gripe))`,
      String.raw`ya tengo (?:todo|lo que necesito)(?: listo)?`,
    ],
    plan: [
      String.raw`(?:ya )?(?:tengo|hice) (?:un |el )?plan`,
      String.raw`(?:lo voy a hacer|lo hare|voy a hacerlo|lo hago|lo hacemos) ${WHEN}`,
      String.raw`ya (?:decidi|elegi|escogi) (?:el dia|la fecha|como|donde|cuando|el lugar)`,
      String.raw`${WHEN} (?:me mato|me suicido|lo hago|se acaba todo|es el dia)`,
    ],
    preparation: [
      String.raw`(?:carta|nota|mensaje) de despedida`,
      String.raw`(?:escribi|deje|le deje|estoy escribiendo) (?:una |mi |unas )?(?:carta|cartas|nota|notas) (?:para|a) (?:mi|mis|todos)`,
      String.raw`(?:regale|estoy regalando|regalando|di|estoy dando) (?:todas )?(?:mis cosas|todo lo mio|mi ropa)`,
      String.raw`(?:me despedi|me estoy despidiendo|despedirme) de (?:todos|mi|mis)`,
      String.raw`(?:deje|dejo|dejando) todo (?:en orden|arreglado|listo)`,
      String.raw`(?:para cuando|cuando) ya no este`,
    ],
    attempt: [
      String.raw`(?:me tome|me trague|tome|trague|me acabo de tomar) (?:\w+ ){0,3}(?:${PILLS}|la caja|el frasco|el bote|todo el \w+|toda la \w+)`,
      String.raw`(?:ya lo hice|acabo de intentarlo|lo intente otra vez|lo estoy haciendo)`,
      String.raw`intente (?:matarme|suicidarme|quitarme la vida|colgarme|ahorcarme)`,
      String.raw`(?:no para de|no deja de|estoy) sangr\w+`,
      String.raw`me corte las venas|estoy en (?:el puente|la azotea|el techo|la orilla|las vias)`,
    ],
    'self-injury': [
      String.raw`(?:${WANT} |ganas de )?${CUT}`,
      String.raw`autolesion\w*`,
      String.raw`(?:volvi a|recai en) (?:cortarme|lastimarme|hacerme dano)`,
    ],
    'harm-to-others': [
      String.raw`(?:${WANT}|${GOING_TO}) (?:matarlo|matarla|matarlos|apunalarlo|apunalarla|lastimarlo|lastimarla|hacerle dano|envenenarlo|envenenarla)(?! si)(?!.*(?:jaja|xd|😂|🤣))`,
      String.raw`(?:lo|la|los) voy a matar (?:en serio|de verdad|con)`,
    ],
    'danger-from-others': [
      String.raw`me (?:pega|golpea|amenaza|amenazo|quiere matar|va a matar|viola|violo|toca|encierra)(?! el sol)`,
      String.raw`me (?:pego|golpeo) (?:mi|el|la)`,
      String.raw`tengo miedo (?:de )?que (?:me|nos) (?:mate|pegue|haga algo|lastime)`,
      String.raw`(?:me|nos) (?:apunto|amenazo) con (?:un|una) (?:cuchillo|pistola|arma|navaja)`,
    ],
  },
  friendRisk: [
    String.raw`(?:mi|una|un) (?:\w+ ){0,2}(?:amig[oa]|herman[oa]|prim[oa]|novi[oa]|mama|papa|hij[oa]|compa|companer[oa]) (?:\w+ ){0,4}(?:se quiere|dice que se quiere|se va a|quiere) (?:matar|suicidar|morir|lastimar|cortar)`,
    String.raw`(?:se quiere|se va a) (?:matar|suicidar)`,
  ],
  past: [
    String.raw`hace (?:\w+ )?(?:anos|ano|meses|mes)`,
    String.raw`(?:antes|cuando era|en el pasado|el ano pasado|de adolescente)`,
    String.raw`llevo \w+ (?:meses|anos|dias|semanas) sin`,
  ],
  idioms: [
    String.raw`me muero (?:de|por) \w+`,
    String.raw`(?:muert[oa]|morir|me muero) de (?:risa|hambre|sueno|cansancio|verguenza|calor|frio|ganas|aburrimiento|miedo|amor)`,
    String.raw`me (?:mata|matan|esta matando) (?:este|esta|el|la|los|las|de)`,
    String.raw`(?:mi|me) (?:mama|mami|papa|jefe|jefa|profe|novi[oa]) (?:me )?(?:va a|me va a) matar`,
    String.raw`(?:lo|la|te) mato si`,
    String.raw`matar el tiempo|a muerte|de muerte|muerto de risa|estoy muert[oa] (?:de|del)`,
    // An accident: cooking, shaving, sport.
    String.raw`me (?:corte|queme|lastime|hice dano) (?:\w+ ){0,3}?(?:cocinando|picando|pelando|afeitandome|sin querer|con el horno|con la plancha|jugando|en el gym|en el gimnasio|entrenando)`,
  ],
};

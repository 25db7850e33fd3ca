import type { LanguagePhrases } from './phrases';

// Spanish as written in Mexico, Spain, Argentina, Colombia and beyond, folded (no accents, lower
// case). Chat spelling: "q" for "que", "pa" for "para", "kiero" for "quiero"; voseo ("querés") and
// Spain's "quitarme de en medio" included. Phrases that share a prefix are grouped in one
// alternation, so the prefix (and its denial check) is compiled and tried once.

// A denial just before a phrase or its verb ("no quiero morir", "no me quiero matar", "no pienso matarme").
const NOT = String.raw`(?<!(?:no|nunca|jamas|ni|nao|tampoco|sin) (?:(?:me|lo|le|te) )?(?:(?:tengo|pienso|pense|quiero|quisiera|voy|estoy|he|siento|haria|intentaria|creo|planeo|puedo|es que|es q) )?)`;
const WANT = String.raw`(?:quiero|kiero|quisiera|queres|quieres|me gustaria|me encantaria|prefiero|preferiria|deseo|desearia|necesito|(?:tengo|me dan|me dieron) (?:\w+ )?ganas de|ganas de)(?: (?:ya|solo|nomas|de verdad|tanto))?`;
const GOING_TO = String.raw`(?:voy a|me voy a|ya decidi|decidi|estoy decidid[oa] a|estoy por|estoy a (?:nada|punto) de|planeo|la idea de|(?:pienso|pensando|pensado|pense|pensar)(?: (?:mucho|seriamente|todo el tiempo))? en)`;
// Where one jumps from or in front of: "tirarme del puente", "aventarme al metro", "del quinto piso".
const JUMP = String.raw`(?:tirar|aventar|lanzar|arrojar)(?:me|se)? (?:abajo |frente )?(?:de|del|desde|al|a la|a las|bajo) (?:\w+ )?(?:puente|edificio|balcon|ventana|azotea|techo|tren|metro|vias|carro|coche|camion|auto|bus|barranco|acantilado|precipicio|viaducto|terraza|\w+ piso)`;
const KILL_MYSELF = String.raw`(?:matarme|suicidarme|quitarme (?:la vida|de en medio|del medio)|(?:acabar|terminar) con mi vida|ponerle fin a mi vida|colgarme|ahorcarme|envenenarme|cortarme las venas|(?:pegarme|darme) un tiro|volarme la cabeza|(?:tomarme|tragarme) (?:todas|todo|toda|un frasco|una caja)|el suicidio|${JUMP})`;
// "No quiero vivir así / con mis papás" is not a wish to die.
const LIVE = String.raw`(?:vivir(?! (?:asi|con|en|aqui|ahi|sol[oa]|lejos|cerca|de|sin))|seguir (?:viviendo|viv[oa]|existiendo|aqui(?! (?:en|con|trabajando)))|estar viv[oa]|existir|despertar(?:me)?(?! (?:temprano|tarde|a las|antes|tan|con))|estar aqui(?! (?:en|con|trabajando))|(?:estar|seguir) en este mundo)`;
const DIE = String.raw`(?:morir(?:me)?(?! de viej\w*)|muert[oa]|desaparecer(?! (?:un|una|unos|unas|de|del|por|mientras|hasta))|dejar de existir|no existir|no haber nacido|no (?:volver a )?despertar(?:me)?|(?:dormirme|quedarme dormid[oa]|dormir) (?:y no (?:volver a )?despertar|para siempre|pa siempre)|(?:irme|ir) (?:para siempre|de este mundo))`;
const PILLS = String.raw`(?:pastillas|pastis|tabletas|pildoras|medicamentos|medicinas|paracetamol|ibuprofeno|clonazepam|rivotril|diazepam|alprazolam|tramadol|amitriptilina|insulina|antidepresivos|somniferos)`;
const POISON = String.raw`(?:veneno|raticida|matarratas|lejia|cloro|lavandina|anticongelante|insecticida|acido|soda caustica)`;
const WEAPON = String.raw`(?:pistola|arma|escopeta|revolver|rifle|cuchillo|machete|navaja)`;
// While nobody is home: "cuando mis papás se vayan", "a que mi mamá se duerma".
const WHEN = String.raw`(?:hoy|esta noche|manana|de madrugada|(?:el|este) (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|finde|fin de semana)|(?:cuando|a que|en cuanto|apenas) (?:\w+ ){0,3}?(?:se duerman?|se vayan?|salgan?|no esten?|no haya nadie|me quede sol[oa]|este sol[oa]))`;
// Not a haircut, nails or a shave ("me corté el pelo"), nor a paper cut.
const CUT = String.raw`(?:cortarme|me corto|me corte|me volvi a (?:cortar|lastimar|quemar)|me (?:estoy|estuve|he estado|sigo) cortando|cortandome|(?:me )?autolesion\w+)(?! (?:el|la|las|los|mi|mis|un|una) (?:pelo|cabello|fleco|unas|barba|flequillo|puntas|dedo|lengua|pie|luz)(?!\w))(?! (?:\w+ ){0,2}?con (?:el|la|un|una) (?:papel|hoja))`;
// Hurting oneself on purpose: "me quemo con el encendedor", "me hago daño pa sentir algo", not "me lastimé la espalda".
const ON_PURPOSE = String.raw`(?:me (?:hago|hice) dano|me lastim[oe]|me (?:quem[oe]|golpe[oe]|pego|pegue|rasguno|arano|pellizco)) (?:\w+ ){0,4}?(?:a proposito|(?:para|pa) (?:sentir|castigarme|calmarme|no sentir)|(?:cuando|si) (?:estoy|me siento|me pongo) (?:mal|triste|ansios[oa]|asi))|me (?:quem[oe]|estoy quemando) (?:\w+ ){0,3}?con (?:el |un |los |una )?(?:encendedor|cigarro|cigarros|cigarrillo|cerillos?|mechero)`;
const FRIEND = String.raw`(?:amig\w+|herman\w+|prim[oa]|novi[oa]|mama|papa|hij[oa]|compa|companer[oa]|alumn[oa]|paciente|vecin[oa]|pareja|esposo|esposa|marido|ti[oa]|vieja|viejo)`;
// A game, a film or a story: "en el gta voy a matar a todos".
const FICTION = String.raw`(?:zombies|zombis|juego|jugando|fortnite|minecraft|call of duty|gta|partida|videojuego|serie|novela|pelicula|libro|cuento)`;
const LAUGH = String.raw`(?!.*(?:jaja|jeje|jsjs|xd|lol))`;
// Goodbyes, letters and gifts when moving, retiring, changing jobs or for a holiday are ordinary.
const ORDINARY = String.raw`(?:mud[oae]\w*|mudanza|jubil\w+|renunci\w+|viaje|vuelo|aeropuerto|intercambio|oficina|trabajo|chamba|curro|laburo|companeros|colegas|alumnos|navidad|cumple\w*|aniversario|san valentin|boda)`;

export const SPANISH: LanguagePhrases = {
  markers:
    'que pero porque quiero estoy tengo mucho nada nadie todo ya muy mi mis yo esta este hoy manana noche vida ganas tambien como cuando neta wey che boludo parce tio hermano mama ayuda de la el en los las un una es se lo por para con sin del al mas ahora aqui algo eso esto hace solo bien mal cuantas cuantos hoy siento estar quiere dice hago voy ser son y o le les',
  crisis: {
    'passive-ideation': [
      String.raw`${NOT}${WANT} (?:\w+ )?${DIE}${LAUGH}`,
      String.raw`ojala (?:\w+ ){0,5}?(?:me (?:muera|muriera|atropell\w+|(?:pase|pasara|de|diera) algo)|muera|muriera|no (?:despierte|despertara|despertar|existiera|hubiera nacido)|desaparec\w+|se (?:acabe|acabara|termine|terminara) todo)|(?:deseo|quisiera|desearia) (?:que|q) me (?:pase|pasara) algo|(?:dios|diosito) (?:\w+ )?(?:me lleve|llevame|me recoja)`,
      String.raw`(?:no|ya no) (?:quiero|kiero|tengo ganas de|aguanto|puedo) (?:mas )?${LIVE}|(?:harto|harta|cansad[oa]) de (?:vivir(?! (?:con|en|aqui|asi|sol[oa]|lejos|cerca|de))|existir|estar viv[oa])|(?:no tengo|ya no tengo|sin) (?:razones|motivos|ganas|por que|porque) (?:para |de |pa )?(?:vivir|seguir viv[oa]|seguir viviendo)`,
      String.raw`(?:estarian|estaria|estarias|seria|serian) (?:\w+ )?mejor (?:sin mi|si me muero|si me muriera|muert[oa]|no existir|si no estuviera|no despertar(?:me)?|morirme)`,
      String.raw`(?:para|pa|por) (?:que|q) (?:(?:sigo|seguir) (?:viv[oa]|viviendo|existiendo|en este mundo|aqui(?! (?:en|con|trabajando)))|existo|existir|naci|vivo$|vivir$|estoy viv[oa])`,
      String.raw`no vale la pena (?:vivir|seguir viviendo|seguir viv[oa])|la vida no vale la pena|(?:sentido|caso) a (?:la vida|mi vida|vivir|seguir viv[oa]|seguir viviendo)|me (?:da|daria) igual (?:vivir o morir|morirme|si me muero|estar viv[oa])`,
      String.raw`si (?:me muriera|me muero|muriera|desapareciera|me (?:pilla|atropella|choca) (?:un|una|el|la) \w+) (?:\w+ ){0,4}?(?:nadie|(?:no|tampoco) pasaria nada|da igual|me daria igual|mejor)`,
      String.raw`ya no (?:va|van|vas) a tener que (?:preocupar|cargar|aguantar|soportar)\w*|soy una carga`,
    ],
    'active-ideation': [
      String.raw`(?:dandole|dando|le doy|le estoy dando) vueltas (?:a|al tema de) (?:${KILL_MYSELF}|acabar con todo)`,
      String.raw`(?:lo unico|la unica cosa|solo|nomas) (?:en )?(?:que |q )?(?:pienso|quiero)(?: \w+){0,4}? (?:es |en )?${KILL_MYSELF}`,
      String.raw`${NOT}(?:(?:${WANT}|${GOING_TO}|me (?:quiero|kiero|voy a|dan ganas de|pienso)) (?:(?:ya|de una vez|hoy|mejor|intentar) )?(?:${KILL_MYSELF}|(?<=me \w+(?: \w+)? )(?:matar|suicidar|quitar la vida|colgar|ahorcar)|(?:acabar|terminar) con todo(?! (?:el|la|los|las|lo|mi|mis)))|(?:no puedo dejar de|no paro de|no dejo de|se me cruza|me ronda) (?:\w+ ){0,4}?(?:suicid\w+|matarme|quitarme la vida)|(?:estoy|me siento|ando) (?:muy )?suicida)${LAUGH}`,
      String.raw`(?:tengo|me vienen|ando con|estoy con|volvieron) (?:\w+ )?(?:pensamientos|ideas|ideacion|impulsos) suicidas?|acabar con todo de una vez|(?:quiero|decidi) (?:que|q) no quiero seguir viv[oa]`,
    ],
    'method-lethality': [
      String.raw`si (?:alguien|uno|una persona) se toma (?:varias|muchas|todas|un monton)(?: \w+){0,3}? (?:no despierta|se muere|muere)`,
      // "desde qué piso tendría que ser pa no quedar vivo?": the height that would not be survived.
      String.raw`(?:que|cual|cuantos?) (?:piso|pisos|altura|planta|metros) (?:\w+ ){0,4}?(?:para|pa) no (?:quedar|seguir|salir) viv[oa]`,
      // "cual es la forma q menos duele de irse?": the least painful way to go.
      String.raw`(?:forma|manera|metodo|modo) (?:(?:q|que) )?(?:menos (?:duele|dolorosa)|mas (?:rapida|facil|segura)|sin dolor|(?:q|que) no duela) (?:de|para|pa) (?:irse|irme|morir(?:me|se)?|matar(?:me|se)|suicidar(?:me|se)|acabar con (?:todo|mi vida))(?! (?:a|al|de|del|para|pa|en) )`,
      // Whether a height is enough: "desde un quinto piso alcanza o tiene que ser más alto?".
      String.raw`desde (?:un|una|el|la) (?:\w+ )?(?:piso|pisos|planta|metros|puente|edificio|azotea)(?: \w+){0,2}? (?:alcanza|basta|es suficiente|sirve|funciona)(?: \w+){0,2}? (?:o tiene que|o hay que|o necesito|o debe) ser mas alto`,
      // Whether a whole supply kills: "si alguien se toma todas las pastillas de su mamá se muere?"
      String.raw`(?:toma|tomo|tomara|trago|traga|tragara) (?:todas las|tod[ao]s (?:mis|sus|los)|un monton de|la caja de|el frasco de|el bote de|la tira de) (?:\w+ )?${PILLS}(?: \w+){0,6}? (?:se muere|te mueres|me muero|muere|te mata|me mata|lo mata|la mata|es mortal|es letal)`,
      String.raw`(?:cuant[oa]s?|que cantidad|que dosis|a partir de cuant[oa]s?) (?:\w+ ){0,8}?(?:(?:para|pa)(?: que| q)? (?:morir(?:me)?|no (?:volver a )?despertar|matarme|matarse|(?:que )?sea (?:letal|mortal))|son (?:letales|mortales)|es (?:letal|mortal)|te matan?|te mueres|me muero|uno se muere|(?:habria|tendria|necesitaria) (?:que|q) (?:tomar|tragar|beber|inyectar))`,
      // Not a snake's venom, nor a danger to pets.
      String.raw`(?:${PILLS}|${POISON})(?! de (?:la |el |una |un )?(?:serpiente|vibora|arana|viuda|alacran|escorpion|abeja|avispa|medusa)) (?:\w+ ){0,5}?(?:(?:es|son|seria|serian) (?:letal|mortal)(?:es)?(?! para (?:los |las |el |la |mi |mis |un |una )?(?:gat|perr|mascota|animal|planta|pez|peces)\w*)|(?:mata|matan|te mata) (?:\w+ ){0,2}?a (?:una persona|un humano|alguien))`,
      String.raw`si (?:me|te|uno se) (?:tomo|tomas|toma|trago|tragas|bebo|bebes|inyecto|tiro|aviento) (?:\w+ ){0,6}?(?:me muero|me moriria|muero|moriria|te mueres|me mata|me mataria|es mortal|no despierto)|si (?:te|uno se|me) (?:tomas|toma|tomo|tragas|trago) (?:toda la caja|todo el frasco|todas las|un frasco|\d\d+)|que (?:${POISON}|pastillas?|medicamento) (?:\w+ )?(?:mata|matan)(?! (?:\w+ ){0,3}?(?:ratas|ratones|cucarachas|hormigas|plagas|moscas|bichos))`,
      String.raw`(?:forma|manera|metodo|modo) (?:mas |menos )?(?:rapid[oa]|facil|indolor[oa]|segur[oa]|efectiv[oa]|doloros[oa]|sin dolor) (?:de|para) (?:morir|matar|suicid|quitar)\w*|(?:como|que hago para) (?:puedo |podria )?(?:matarme|suicidarme|quitarme la vida|morir sin dolor)|(?:dosis|cantidad) (?:letal|mortal)`,
      String.raw`(?:desde )?cuantos pisos|(?:se muere|te mueres|me muero|mueres|muere) (?:\w+ ){0,6}?(?:desde|de) (?:un |una |el )?(?:\w+ )?(?:piso|pisos|metros)|(?:a partir de|desde) (?:que|cuanta) altura|(?:desde|de) (?:un |una )?(?:\w+ )?(?:piso|pisos|metros) (?:\w+ ){0,3}?(?:se muere|te mueres|me muero|es mortal|mata)`,
      String.raw`(?:ahorcarse|colgarse|(?:cortarse|cortarme) las venas|envenenarse|pegarse un tiro|morir ahogad[oa]|${JUMP}) (?:\w+ ){0,4}?(?:duele|se sufre|es instantane[oa]|es rapid[oa]|es mortal|es letal|tarda|funciona)|(?:duele|se sufre|es mas rapido) (?:\w+ )?(?:ahorcarse|colgarse|cortarse las venas|envenenarse|tirarse|aventarse)`,
      String.raw`(?:que|q) tan (?:hondo|profundo) (?:\w+ ){0,3}?(?:cortarse|cortarme)|cuanto (?:tiempo )?(?:se )?(?:tarda|tardas|tardaria) (?:\w+ ){0,3}?en (?:morir|matar)`,
    ],
    means: [
      // Hoarding pills, whatever for: "llevo semanas guardando las pastillas", "ya junté bastantes".
      String.raw`(?:junt|guard|ahorr|acumul|escond)(?:e|ando|ad[oa]s|i|iendo|id[oa]s) (?:\w+ ){0,4}?(?:${PILLS}|bastantes|suficientes)|${PILLS} (?:\w+ ){0,4}?(?:(?:las|los) tengo (?:guardad|escondid)[oa]s|muchas(?! (?:veces|gracias))|de sobra)`,
      // Many pills of any kind, or a few boxes of a sedative: "tengo dos cajas de rivotril".
      String.raw`(?:tengo|compre|consegui|traigo|me vendieron) (?:\w+ ){0,2}?(?:(?:\d\d+|diez|veinte|treinta|cuarenta|cincuenta|muchas|un monton de|varias cajas de) (?:\w+ )?(?:de )?(?:\w+ )?${PILLS}|(?:[2-9]|dos|tres|cuatro|cinco|cajas|frascos) (?:\w+ )?(?:de )?(?:\w+ )?(?:clonazepam|rivotril|diazepam|alprazolam|tramadol|amitriptilina|antidepresivos|calmantes|somniferos|pastillas para dormir|insulina))`,
      String.raw`(?!.*(?:camping|campamento|acampar))(?:tengo|compre|consegui|traigo|guarde|escondi|hay) (?:\w+ ){0,3}?(?:(?:una|la|un|el|mi) (?:soga|cuerda|pistola|arma|escopeta|revolver)|${POISON})(?! (?:\w+ ){0,3}?(?:para|pa) (?:escalar|acampar|el columpio|tender|saltar|cazar|el campo|el rancho|el gym|amarrar|la mudanza|las plantas|el jardin|las (?:hormigas|cucarachas|ratas|plagas)|limpiar|ir de (?:camping|campamento|pesca)|la lona|la tienda|la carpa))`,
      String.raw`(?<!no )(?:se|encontre|descubri) (?:donde|en donde) (?:\w+ ){0,4}?(?:pistola|arma|escopeta|revolver|balas|veneno|raticida|pastillas|medicinas)|(?:pistola|arma|escopeta|revolver) (?:\w+ ){0,10}?(?:cargad[oa]|con balas|se (?:la|donde)|la combinacion|la llave)`,
      String.raw`(?:compre|consegui|tengo|traigo|guarde) (?:\w+ ){0,8}?(?:(?:nomas|solo|justo) (?:para|pa) eso|para cuando ya no)|tengo (?:\w+ )?(?:la|las|una|un|el) (?:cuchilla|navaja|soga|cuerda|pastillas|pistola|arma) (?:\w+ ){0,2}?(?:en la mano|aqui conmigo|conmigo|lista|listas|a la mano)|acceso a (?:un arma|armas|una pistola|pastillas)|(?:balcon|ventana|azotea|terraza) (?:\w+ ){0,12}?mirando (?:pa|para|hacia) abajo`,
    ],
    plan: [
      // "ya escogí el puente, de noche no pasa nadie".
      String.raw`(?:ya )?escogi el (?:puente|edificio|lugar|metodo|dia)`,
      String.raw`(?:tengo|hice|arme) (?:un |el |mi )?plan(?: (?:para|pa) (?:matarme|suicidarme|quitarme la vida|hacerlo|morir|acabar con todo)|$| y ya)`,
      String.raw`lo tengo (?:todo )?(?:planeado|pensado|decidido) (?:para|pa) (?:el |este |la |esta )?\w+|(?:ya )?(?:tengo|esta) (?:todo )?(?:pensado|planeado|decidido) (?:como|cuando|donde|el dia|la fecha)|ya (?:tengo|esta) todo (?:listo|preparado|pensado|planeado|decidido)(?! (?:para|pa) (?:el|la|los|las|mi|mis|un|una|manana|irme|salir))`,
      String.raw`ya (?:decidi|elegi|escogi) (?:(?:el dia|la fecha|el lugar|el metodo|la hora|el puente|el edificio)(?! (?:de|del|para))|(?:como|donde|cuando)$)|ya se (?:como y cuando|cuando y como|como y donde|donde y cuando)|ya se (?:como|donde|cuando) (?:lo voy a hacer|voy a hacerlo|me voy a matar)$|ya tengo (?:la fecha|el dia|el lugar|la hora)(?! (?:de|del|para|pa))`,
      String.raw`${WHEN} (?:\w+ ){0,6}?(?:ahi |ya )?(?:(?:lo hago|lo hare|lo voy a hacer|voy a hacerlo)(?= (?:ya|de verdad|en serio|y ya|lo juro|porque|pq)|$)|(?<!casi )me (?:mato|suicido|cuelgo|ahorco)|me (?:tiro|aviento) (?:de|del|desde|al|a las) (?:\w+ )?(?:puente|edificio|azotea|techo|tren|metro|vias|balcon|viaducto|\w+ piso)|se acaba todo|me (?:tomo|trago) (?:todas (?:las|mis) \w+|todo lo (?:que|q)|las pastillas|el frasco|la caja)|(?:me voy|voy a ir|voy) (?:\w+ ){0,2}?(?:al|a la|a las) (?:puente|viaducto|azotea|vias|barranco|acantilado|edificio))`,
      String.raw`(?:(?<!(?:no|nunca|ya no) )lo hago|lo hare|lo voy a hacer|(?<!casi )me mato|me suicido) (?:\w+ )?${WHEN}`,
      String.raw`(?:va a ser|sera|seria|sea) (?:mi|el) (?:ultimo(?: (?:dia|cumple|cumpleanos|ano))?|ultima (?:noche|navidad|semana))(?! (?:de|del|en|aqui|con|como|que|q|trabajando))`,
    ],
    preparation: [
      String.raw`(?:deje|dejo) (?:escrito|dicho) (?:quien|a quien) (?:se queda|le toca|le doy) (?:con )?mis cosas`,
      // "escribí lo que quiero que hagan con mis cosas".
      String.raw`lo que quiero que hagan con mis cosas`,
      String.raw`(?:(?:carta|nota|mensaje|audio|video)s? de despedida|(?:escribi|escribiendo|deje|le deje|les deje) (?:\w+ )?(?:carta|nota)s? (?:\w+ ){0,3}?(?:para|a) (?:mi|mis|todos|cada)|(?:regale|regalando|reparti|repartiendo|di|dando) (?:todas )?(?:mis cosas(?! (?:de|viejas|que ya no))|todo lo mio|mis pertenencias)|(?:me estoy despidiendo|despidiendome) de (?:todos|todo el mundo|mi familia)|(?:deje|dejo|dejando|dejar) (?:\w+ )?(?:todo|mis cosas|los papeles) (?:\w+ )?(?:en orden|arreglad[oa]s?|resuelto|listo(?! (?:para|pa) (?:el|la|los|las|mi|mis|manana))))(?<!${ORDINARY}.*)(?!.*${ORDINARY})`,
      String.raw`(?:regale|di en adopcion|regalando|entregue) (?:a )?(?:mi|mis) (?:perr|gat|mascota)\w*`,
      // Given away for good: "total ya no la voy a usar", "que lo cuide para siempre".
      String.raw`(?:regale|regalando|di|deje|le deje|les deje|reparti|vendi) (?:\w+ ){0,12}?(?:ya no (?:\w+ )?(?:voy|vaya) a (?:necesitar|usar|ocupar)|(?:para|pa) que (?:me )?(?:recuerden|se acuerden de mi)|(?:cuide|cuiden|cuidar\w*) (?:\w+ )?para siempre|cuando ya no este)`,
      String.raw`(?:despedirme|me despedi|me estoy despidiendo|despidiendome|me despido) (?:\w+ ){0,5}?sin (?:que|q) (?:\w+ ){0,2}?(?:sepa|sepan|se den cuenta|sospeche)|no (?:sabe|saben|sabia|sabian) (?:que|q) (?:era|es|fue) (?:una |la |mi )?(?:despedida|ultima vez)`,
      String.raw`(?:los|las|te|lo|la) (?:quiero|amo)(?: \w+){0,3} por ultima vez|(?:hice|escribi|estoy haciendo) (?:mi )?testamento|(?:claves|contrasenas|pin|nip) (?:\w+ ){0,2}?(?:del banco|de mis cuentas|de la tarjeta)|en paz con (?:todo el mundo|todos)|(?:para cuando|cuando) (?:yo )?(?:ya )?no este(?! (?:mi|el|la|en|aqui))|seguro de vida (?:\w+ ){0,6}?(?:cobre|cobren|reciba|reciban)`,
    ],
    attempt: [
      String.raw`(?:anoche|ayer|hoy|esta manana|esta noche|hace rato|hace un rato) lo intente(?: y no (?:funciono|salio|resulto)|$)`,
      // "ya lo hice ... antes de que haga efecto": said before what was taken takes effect.
      String.raw`antes de (?:que|q) (?:me )?hagan? efecto`,
      String.raw`(?:(?:me )?(?:tome|trague|bebi)|me acabo de (?:tomar|tragar)|acabo de tomarme|me inyecte) (?:\w+ ){0,2}?(?:(?:\d\d+|veinte|treinta|muchas|demasiadas|varias|todas (?:las|mis)|un (?:punado|monton) de|(?:toda la|una) caja de|todo el frasco de|cajas de) (?:\w+ ){0,2}?(?:${PILLS}|mi \w+)(?! (?:del dia|de hoy|de la manana|de la noche|como|que me (?:recet|dio|mando)))|(?:todo el|toda la|el|la|un|una) (?:frasco|bote|caja|blister)(?! de (?:cereal|chocolate|galletas|leche|helado|jugo))|${POISON})|(?:me )?(?:tome|trague) (?:muchas|demasiadas|todas|un monton|un punado)(?= (?:antes|hace|y|ahorita|ya|con|de golpe|juntas)|$)|(?:me trague|trague) (?:las|mis) pastillas`,
      String.raw`acabo de intentarlo|lo intente otra vez|lo estoy haciendo (?:ahora|ahorita)|(?:intente|trate de|acabo de intentar) (?:matarme|suicidarme|quitarme la vida|colgarme|ahorcarme|envenenarme|tirarme|aventarme)`,
      String.raw`me (?:corte|raje|abri) (?:\w+ ){0,3}?(?:las venas|las munecas|la muneca|(?:muy|demasiado|mas) (?:hondo|profundo))|me corte (?:\w+ ){0,6}?(?:no (?:para|deja) de (?:sangrar|salir sangre)|mucha sangre)`,
      String.raw`(?:estoy|sigo) (?:parad[oa] |sentad[oa] |aqui |ya )?(?:en|arriba de|encima de|del otro lado de|en el borde de|al borde de|en la orilla de) (?:(?:el|la|las|los) )?(?:cornisa|barandal|puente(?! (?:de|del|festivo|largo))|azotea|techo|vias|balcon|viaducto|acantilado|precipicio|borde del \w+|orilla del \w+)(?! (?:\w+ )?(?:tendiendo|lavando|tomando|fumando|jugando|haciendo|comiendo|arreglando|limpiando|con|de fiesta))${LAUGH}`,
      String.raw`(?:ate|amarre|colgue|puse) (?:\w+ ){0,2}?(?:la cuerda|la soga|el lazo|el cinturon) (?:\w+ ){0,4}?(?:al cuello|en el cuello|me la puse|a la viga|al techo|del techo)|(?:la cuerda|la soga|el lazo) (?:\w+ ){0,3}?(?:en|al|alrededor del) cuello`,
    ],
    'self-injury': [
      // Not "sin cortarme", "dejé de cortarme", "no quiero cortarme".
      String.raw`(?<!(?:no|nunca|jamas|sin|de|nao) (?:quiero |puedo |voy a |me )?)(?:${CUT}|(?:ganas de|quiero|necesito|volvi a) (?:hacerme dano|lastimarme|golpearme|herirme|quemarme))`,
      String.raw`${ON_PURPOSE}`,
      String.raw`(?:me |le |contra )(?:\w+ ){0,6}?hasta (?:que |q )?(?:me )?(?:sangr\w+|sacarme sangre|hacerme sangre|me sal(?:e|io) sangre|dejarme marcas)`,
      String.raw`me (?:golpeo|golpee|pego|pegue|doy|di) (?:\w+ ){0,2}?(?:la cabeza |golpes |cabezazos )?contra (?:la|el) (?:pared|muro|puerta|piso|suelo|espejo)|(?:me golpeo|me pego|me lastimo|me castigo) a mi mism[oa]`,
    ],
    'harm-to-others': [
      // "si vuelve a asomarse lo pelo, ya tengo con qué": pelar, quebrar, bajar, with the means at hand.
      String.raw`(?:lo|la|los|las|le) (?:pelo|quiebro|mato|bajo|tumbo|despacho|prendo|lleno de plomo)(?: \w+){0,3}? ya (?:tengo|traigo|consegui) con (?:que|q)`,
      // Not a game, a story, a joke, or "if he does that again".
      String.raw`(?<!(?:no|nunca|jamas|ni) (?:tengo |me dan )?)(?:quiero|quisiera|ganas de|voy a|vamos a|(?:pienso|pensando) en|(?:lo|la|los|le|les) voy a) (?:(?:matar|asesinar|apunalar|acuchillar|balear|envenenar|ahorcar|asfixiar|degollar|lastimar|sacudir|prender(?:le)? fuego)(?:l[oa]s?|les?| a (?!mi mism[oa])\w+| a$|$| (?:y|con|de verdad|en serio)(?= ))|(?:hacerle|hacer|hacerles) (?:mucho )?dano|(?:golpear|pegarle|sacudir|lastimar|ahogar)(?:l[oa])? (?:\w+ )?(?:a )?(?:mi|mis|al|el|la) (?:bebe|hij[oa]s?|nin[oa]s?|esposa|mujer))(?!.* si )(?!.*${FICTION})(?<!${FICTION}.*)${LAUGH}`,
      String.raw`(?:lo|la|los|las) (?:voy|vamos) a dejar (?:muert[oa]s?|tiesos?|sin vida)|(?:le|les) voy a (?:meter|dar|pegar) (?:un )?(?:balazo|plomazo|tiro|navajazo|cuchillazo|punalada)|quiero (?:verl[oa]s?|ver a \w+) muert[oa]s?|(?:lo|la) voy a matar (?:en serio|de verdad|con)`,
      String.raw`(?:(?:me llevo|llevo|voy a llevar|me voy a llevar|llevare) (?:\w+ ){0,2}?|(?:voy|ire) (?:\w+ ){0,5}?con )(?:la|el|una|un|mi) ${WEAPON}(?! (?:\w+ ){0,4}?(?:cazar|caceria|acampar|pescar|cocinar|asado|carne|campo|rancho|monte|tiro|defender\w*|seguridad))`,
      String.raw`(?:${WEAPON}|gasolina|veneno) (?:\w+ ){0,6}?(?:se|sabemos) (?:donde|a que hora|a q hora) (?:\w+ ){0,2}?(?:vive|sale|llega|trabaja)|(?:se|ya se) (?:donde|a que hora|a q hora) (?:\w+ ){0,3}?(?:vive|sale|llega) (?:\w+ ){0,8}?(?:${WEAPON}|gasolina)`,
    ],
    'danger-from-others': [
      // "nos tienen encerrados y no nos dejan salir": held against one's will.
      String.raw`(?:me|nos) (?:tiene|tienen|tenian|dejo|dejaron) encerrad[oa]s?(?! (?:\w+ )?(?:estudiando|trabajando|por (?:el|la) (?:covid|cuarentena|lluvia)))`,
      // "dicen que me van a dar piso": a threat told, in the slang of killing.
      String.raw`(?:dicen|dijeron|me dijeron|amenazaron|juraron|me mandaron a decir) (?:\w+ )?que (?:me van a|me iban a|me vienen a|me quieren) (?:dar piso|quebrar|matar|pelar|bajar|desaparecer|echar bala|echar plomo|dar de baja|dar chumbo)`,
      String.raw`(?:papa|padre|padrastro|mama|madre|madrastra|esposo|marido|esposa|mujer|novi[oa]|pareja|ex|hermano|tio|abuelo|primo|suegr[oa]|vecino|viejo|jefe|el|ella|tipo) (?:\w+ ){0,4}?(?:me|nos) (?:(?:volvio|volvieron) a )?(?:pega|pegaba|pegar|golpea|golpeo|golpeaba|golpear|madrea|ahorco|ahorca|estrangul[oa]|asfixi[oa]|viola|violo|abus[oa]|(?:toca|tocaba|manose[oa])(?= (?:cuando|mientras|sin|mis|ahi|en las noches|por las noches|de noche)|$)|encierra|encerro|pate[oa])(?! (?:(?:la|el|un|una) (?:gripa|gripe|covid|resfriado|virus|chicle|susto)|sus? ))(?! (?:\w+ )?(?:en el|en la|jugando) (?:fifa|juego|play|partido|ajedrez))${LAUGH}`,
      String.raw`(?:dijo|dice|juro|grito|escribio|mando) (?:\w+ ){0,2}?(?:que|q) (?:\w+ ){0,4}?(?:me (?:va|van) a (?:matar|hacer algo|lastimar|desaparecer|pegar)|me mata|me matara|nos (?:mata|va a matar))|si (?:lo |la |le )?(?:dejo|hablo|cuento|digo|denuncio|me voy|me separo|me escapo|aviso) (?:\w+ ){0,3}?(?:me|nos) (?:mata|matan|va a matar|pega|golpea|hace algo|echa)`,
      String.raw`(?:me|nos) (?:amenazo|amenazaron|amenaza|esta amenazando) (?:de muerte|con (?:(?:un|una|el|la|su) )?(?:${WEAPON}|matarme|matarnos|golpearme|pegarme|hacerme dano|lastimarme|llevarse a mis hijos))|amenazas de muerte|(?:me|nos) (?:apunto|apuntaron) con|tengo miedo (?:de|que|q) (?:\w+ ){0,6}?(?:me|nos) (?:(?:va|vaya) a (?:pegar|golpear|matar)|mate|pegue|haga algo|lastime|encuentre|golpee)(?! (?:el|la|un|una) (?:covid|gripa|gripe|virus|resfriado|dengue|sol))|abus(?:o|a|aron|aba) de mi(?! (?:paciencia|confianza|bondad))|me violaron|me (?:volvio|volvieron) a (?:golpear|ahorcar|amenazar|violar)`,
      String.raw`(?:intentando|quiere|quieren|tratando de) (?:entrar|meterse|tirar la puerta)|(?:golpeando|pateando|aporreando) la puerta|(?:esta|estan) afuera de mi (?:casa|cuarto|puerta|depa)|estoy escondid[oa] (?:en|debajo|detras) (?:\w+ ){0,3}?(?:bano|closet|cuarto|armario|cama)`,
      String.raw`(?:me|nos) (?:esta|estan|anda|andan|viene|vienen) siguiendo(?! (?:en|el|la) )|(?:alguien|un tipo|un senor|un carro|un hombre) me (?:sigue|persigue|esta siguiendo)|me acosa|(?:escribio|dijo|dice|amenazo) (?:que |q )?(?:ya )?sabe (?:donde|en donde) (?:vivo|estoy|trabajo|duermo|estudio)`,
      String.raw`(?:esposo|marido|novi[oa]|pareja|esposa|ex) (?:\w+ ){0,3}?(?:me|nos) (?:quita|quito|esconde|escondio|rompio|encierra|encerro) (?:\w+ ){0,2}?(?:celular|movil|telefono|cel|llaves|papeles|pasaporte|documentos|dinero|casa|cuarto)|(?:esposo|marido|novio|pareja|ex) (?:\w+ ){0,8}?no me deja (?:salir|irme|hablar)`,
    ],
  },
  friendRisk: [
    String.raw`(?:mi|mis|una|un|su|el|la) (?:\w+ ){0,2}?${FRIEND} (?:\w+ ){0,8}?(?:se (?:quiere |va a |piensa |esta |sigue )?(?:matar|suicidar|morir|cortar|cortando|lastimar|quitar la vida|despidio)|(?:matar|suicidar|morir|cortar|lastimar)se|quitarse la vida|hacerse dano|despidiendose|(?:mensaje|carta|historia) (?:\w+ )?de despedida|quiere (?:morir|desaparecer)|no quiere (?:seguir )?vivir|mejor muert[oa]|mejor sin (?:el|ella)|regalo (?:su|sus)|tiene (?:\w+ )?pastillas)`,
    String.raw`se (?:quiere|va a) (?:matar|suicidar)`,
    // What a relative keeps saying, told by someone worried: "mi primo se la pasa diciendo que ya no le ve sentido".
    String.raw`(?:mi|mis) (?:\w+ ){0,2}?${FRIEND} (?:\w+ ){0,5}?(?:dice|dijo|diciendo|escribio|puso|publico) que (?:ya )?(?:no (?:le|les) ve sentido|no quiere vivir|ya no quiere seguir|se quiere morir|quiere desaparecer)`,
  ],
  past: [
    // "Hace meses que pienso en matarme" and "desde hace un mes" are still going on; "antes pensaba" is over.
    String.raw`(?<!desde )hace (?:\w+ )?(?:anos|ano|meses|mes|tiempo)(?! (?:que|q) )|antes (?:pensaba|queria|me cortaba|me lastimaba|intentaba|sentia|tenia)|ahora (?:ya no|estoy (?:bien|mejor))|cuando (?:era|tenia)|en el pasado|el ano pasado|de (?:adolescente|nin[oa]|chic[oa])|en la (?:prepa|secundaria)|sali adelante|lo supere`,
    String.raw`llevo \w+ (?:meses|mes|anos|ano|dias|semanas|semana) sin(?! tomar(?:me|las|los)?\b)`,
  ],
  ordinary: [
    String.raw`fiebre|calentura|dolor de (?:cabeza|muela|muelas|garganta)|gripa|gripe|resfriado|resfrio|campamento|camping|acampar`,
    // Poison bought for the mice in the kitchen.
    String.raw`(?<!(?:no|ni|nunca) )(?:tenemos|hay|tengo|vi|salen|aparecio|aparecieron) (?:\w+ )?(?:ratones|raton|ratas|rata|cucarachas|plaga)`,
  ],
  idioms: [
    String.raw`(?:me muero|me moria|morirse|muert[oa]s?) (?:de|del|por) \w+|(?:me (?:quiero|queria) morir|quiero morirme|morirme) de (?:la |el )?(?:risa|verguenza|pena|hambre|sueno|cansancio|calor|frio|ganas|aburrimiento|miedo|amor|oso)`,
    String.raw`(?:pa|para|de) morirse|a morir|matar el tiempo|a muerte|(?<!amenaz\w+ )de muerte|casi me (?:mato|muero)|(?:me )?(?:voy a )?mat(?:o|ar) de (?:la )?risa|(?:me )?(?:mato|matando|matar|matarme|voy a matar) (?:\w+ )?(?:estudiando|trabajando|entrenando|corriendo|en el gym)`,
    String.raw`me (?:mata|matan|esta matando|estan matando) (?:este|esta|el|la|los|las|de|con)|(?:ese|esa|este|esta|tu|el|la) (?!(?:noche|tarde|manana|semana|vez|dia|finde) )\w+ me (?:mato|mata|mataste)|me (?:mataste|mataron) (?:con|de)|me mato (?:tu|ese|esa|con)`,
    // "Mi jefa me va a matar si llego tarde", but not "me va a matar si lo dejo".
    String.raw`me (?:va|van) a matar (?:cuando|porque|por|si (?!(?:lo |la |le )?(?:dejo|hablo|cuento|digo|denuncio|me voy|me separo)))|(?:lo|la|te|los) mato si|te juro (?:que |q )?(?:la|lo) mato`,
    // An accident: cooking, shaving, sport.
    String.raw`me (?:corto|corte|quemo|queme|lastime|hice dano) (?:\w+ ){0,3}?(?:cocinando|picando|pelando|afeitandome|rasurandome|depilandome|sin querer|con (?:el|la|un|una) (?:horno|plancha|aceite|papel|hoja|estufa|sarten)|jugando|en el (?:gym|gimnasio)|entrenando|en la cocina|arreglando)`,
  ],
};

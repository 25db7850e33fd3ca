import type { CrisisLanguage } from './crisis-languages';
import { emergencyNote, emergencyNumber } from './crisis-resources';

/**
 * The words of the crisis reply we write ourselves (`crisisReply` in safety.ts), in each language
 * ReflectAI reads, so a person in crisis is answered in the language they wrote in. Who wrote and
 * who checked each language: data/crisis-lines/README.md. The lines come from `crisis-resources.ts`.
 */
export interface CrisisReplyText {
  opening: string;
  reachOut: string;
  /** After an attempt: before anything else but the opening. */
  attempt: string;
  dangerFromOthers: string;
  harmToOthers: string;
  moveAway: string;
  /** One grounding step, for a crisis reply no model follows: short, concrete, and about now. */
  grounding: string;
  stillHere: string;
  /** What to do in immediate danger, with the emergency number of the country where it is known. */
  emergency: (country?: string) => string;
}

export type ReplyLanguage = 'en' | CrisisLanguage;

export const CRISIS_REPLY_TEXT: Record<ReplyLanguage, CrisisReplyText> = {
  en: {
    opening:
      "I'm really sorry you're going through this, and I'm glad you told me. You deserve support right now, from a real person who can help.",
    reachOut:
      'Please reach out to someone now. These services are free, confidential and open day and night:',
    attempt:
      'If you have already taken something or hurt yourself, please call your emergency number now, or ask someone near you to call for you.',
    dangerFromOthers: 'If someone is hurting or threatening you, what is happening is not your fault.',
    harmToOthers:
      'If you feel you might hurt someone, please step away from the situation now and put some distance between you. A crisis line counselor can help you through these feelings safely.',
    moveAway:
      'If you can, move away from anything you might use to hurt yourself, and let someone you trust know how you are feeling, or ask them to stay with you.',
    grounding:
      'For this moment, try one slow breath with me: in through your nose for a count of four, hold for four, and out through your mouth for six. Then look around and name five things you can see.',
    stillHere:
      "I'm still here, and we can keep talking. Your safety plan and a grounding exercise are in the help panel whenever you want them.",
    emergency: emergencyNote,
  },
  es: {
    opening:
      'Siento mucho que estés pasando por esto, y me alegra que me lo hayas contado. Mereces apoyo ahora mismo, de una persona real que pueda ayudarte.',
    reachOut:
      'Por favor, habla con alguien ahora. Estos servicios son gratuitos, confidenciales y atienden de día y de noche:',
    attempt:
      'Si ya tomaste algo o te hiciste daño, llama ahora a tu número de emergencias, o pide a alguien que esté cerca que llame por ti.',
    dangerFromOthers: 'Si alguien te está haciendo daño o amenazando, lo que pasa no es tu culpa.',
    harmToOthers:
      'Si sientes que podrías hacerle daño a alguien, por favor aléjate ahora de la situación y pon distancia. En una línea de crisis pueden ayudarte a atravesar lo que sientes sin que nadie salga herido.',
    moveAway:
      'Si puedes, aléjate de cualquier cosa con la que podrías hacerte daño, y cuéntale a alguien de confianza cómo te sientes, o pídele que se quede contigo.',
    grounding:
      'Por este momento, respira despacio conmigo una vez: inhala por la nariz contando hasta cuatro, sostén cuatro, y suelta por la boca contando seis. Luego mira a tu alrededor y nombra cinco cosas que veas.',
    stillHere:
      'Sigo aquí, y podemos seguir hablando. Tu plan de seguridad y un ejercicio para calmarte están en el panel de ayuda cuando los quieras.',
    emergency: (country, number = emergencyNumber(country)) =>
      `Si estás en peligro inmediato, llama al número de emergencias${number ? ` (${number} donde estás)` : ''}.`,
  },
  pt: {
    opening:
      'Sinto muito que você esteja passando por isso, e fico feliz que tenha me contado. Você merece apoio agora, de uma pessoa de verdade que possa ajudar.',
    reachOut:
      'Por favor, fale com alguém agora. Estes serviços são gratuitos, sigilosos e atendem de dia e de noite:',
    attempt:
      'Se você já tomou alguma coisa ou se machucou, ligue agora para o número de emergência, ou peça para alguém perto de você ligar.',
    dangerFromOthers: 'Se alguém está te machucando ou ameaçando, o que está acontecendo não é culpa sua.',
    harmToOthers:
      'Se você sente que pode machucar alguém, por favor se afaste da situação agora e coloque distância entre vocês. Uma linha de apoio pode te ajudar a atravessar esse sentimento com segurança.',
    moveAway:
      'Se puder, afaste-se de qualquer coisa que você possa usar para se machucar, e conte a alguém de confiança como você está, ou peça para ficar com você.',
    grounding:
      'Neste momento, respire devagar comigo uma vez: inspire pelo nariz contando até quatro, segure por quatro e solte pela boca contando até seis. Depois olhe ao redor e diga cinco coisas que você vê.',
    stillHere:
      'Continuo aqui, e podemos continuar conversando. Seu plano de segurança e um exercício para se acalmar estão no painel de ajuda quando você quiser.',
    emergency: (country, number = emergencyNumber(country)) =>
      `Se você está em perigo imediato, ligue para o número de emergência${number ? ` (${number} onde você está)` : ''}.`,
  },
  fr: {
    opening:
      "Je suis vraiment désolé que tu traverses ça, et je suis content que tu me l'aies dit. Tu mérites du soutien maintenant, d'une vraie personne qui peut t'aider.",
    reachOut:
      "S'il te plaît, parle à quelqu'un maintenant. Ces services sont gratuits, confidentiels et joignables jour et nuit :",
    attempt:
      "Si tu as déjà pris quelque chose ou si tu t'es fait du mal, appelle les urgences maintenant, ou demande à quelqu'un près de toi d'appeler pour toi.",
    dangerFromOthers: "Si quelqu'un te fait du mal ou te menace, ce qui arrive n'est pas de ta faute.",
    harmToOthers:
      "Si tu sens que tu pourrais faire du mal à quelqu'un, éloigne-toi de la situation maintenant et mets de la distance. Une ligne d'écoute peut t'aider à traverser ce que tu ressens, en sécurité.",
    moveAway:
      "Si tu peux, éloigne-toi de tout ce qui pourrait te servir à te faire du mal, et dis à quelqu'un de confiance comment tu te sens, ou demande-lui de rester avec toi.",
    grounding:
      'Pour ce moment, respire lentement avec moi une fois : inspire par le nez en comptant jusqu’à quatre, retiens quatre, puis souffle par la bouche sur six. Ensuite, regarde autour de toi et nomme cinq choses que tu vois.',
    stillHere:
      "Je suis toujours là, et on peut continuer à parler. Ton plan de sécurité et un exercice d'ancrage sont dans le panneau d'aide quand tu veux.",
    emergency: (country, number = emergencyNumber(country)) =>
      `Si tu es en danger immédiat, appelle le numéro d'urgence${number ? ` (${number} là où tu es)` : ''}.`,
  },
  de: {
    opening:
      'Es tut mir wirklich leid, dass du das gerade durchmachst, und ich bin froh, dass du es mir erzählt hast. Du verdienst jetzt Unterstützung, von einem echten Menschen, der helfen kann.',
    reachOut:
      'Bitte sprich jetzt mit jemandem. Diese Dienste sind kostenlos, vertraulich und Tag und Nacht erreichbar:',
    attempt:
      'Wenn du schon etwas genommen oder dich verletzt hast, ruf bitte jetzt den Notruf an, oder bitte jemanden in deiner Nähe, für dich anzurufen.',
    dangerFromOthers: 'Wenn dir jemand wehtut oder dich bedroht: Was passiert, ist nicht deine Schuld.',
    harmToOthers:
      'Wenn du spürst, dass du jemandem wehtun könntest, geh bitte jetzt aus der Situation und schaff Abstand. Bei einer Krisenhotline hilft man dir, sicher durch diese Gefühle zu kommen.',
    moveAway:
      'Wenn du kannst, leg alles weg, womit du dich verletzen könntest, und sag einem Menschen, dem du vertraust, wie es dir geht, oder bitte ihn, bei dir zu bleiben.',
    grounding:
      'Für diesen Moment: Atme einmal langsam mit mir, durch die Nase ein und bis vier zählen, vier halten, und durch den Mund aus und bis sechs zählen. Dann schau dich um und nenne fünf Dinge, die du siehst.',
    stillHere:
      'Ich bin weiter da, und wir können weiterreden. Dein Sicherheitsplan und eine Übung zum Runterkommen sind im Hilfe-Bereich, wann immer du sie brauchst.',
    emergency: (country, number = emergencyNumber(country)) =>
      `Wenn du in akuter Gefahr bist, ruf den Notruf an${number ? ` (${number}, wo du bist)` : ''}.`,
  },
  tl: {
    opening:
      'Pasensya na at pinagdadaanan mo ito, at salamat na sinabi mo sa akin. Karapat-dapat kang makatanggap ng suporta ngayon, mula sa isang totoong tao na makakatulong.',
    reachOut:
      'Pakiusap, kausapin mo ang isang tao ngayon. Libre, kumpidensyal at bukas araw at gabi ang mga serbisyong ito:',
    attempt:
      'Kung may nainom ka na o sinaktan mo na ang sarili mo, tumawag ka na ngayon sa emergency number, o pakiusapan ang isang taong malapit sa iyo na tumawag para sa iyo.',
    dangerFromOthers: 'Kung may nananakit o nagbabanta sa iyo, hindi mo kasalanan ang nangyayari.',
    harmToOthers:
      'Kung pakiramdam mo ay baka makasakit ka ng iba, lumayo ka muna ngayon sa sitwasyon. Matutulungan ka ng crisis line na malampasan nang ligtas ang nararamdaman mo.',
    moveAway:
      'Kung kaya mo, lumayo ka sa anumang bagay na maaari mong gamitin para saktan ang sarili mo, at sabihin sa taong pinagkakatiwalaan mo ang nararamdaman mo, o hilingin na samahan ka.',
    grounding:
      'Sa ngayon, huminga tayo nang dahan-dahan nang isang beses: langhap sa ilong habang nagbibilang hanggang apat, pigilan nang apat, at ibuga sa bibig nang anim. Pagkatapos, tumingin sa paligid at pangalanan ang limang bagay na nakikita mo.',
    stillHere:
      'Nandito pa rin ako, at puwede pa tayong mag-usap. Nasa help panel ang safety plan mo at isang grounding exercise kapag kailangan mo.',
    emergency: (country, number = emergencyNumber(country)) =>
      `Kung nasa agarang panganib ka, tumawag sa emergency number${number ? ` (${number} kung nasaan ka)` : ''}.`,
  },
  hi: {
    opening:
      'Mujhe sach mein afsos hai ki aap is sab se guzar rahe hain, aur achha laga ki aapne mujhe bataya. Aap abhi support ke haqdaar hain, ek asli insaan se jo madad kar sake.',
    reachOut:
      'Please abhi kisi se baat kijiye. Ye sevaayein muft hain, gopniya hain aur din-raat khuli rehti hain:',
    attempt:
      'Agar aapne kuch le liya hai ya khud ko chot pahunchayi hai, to abhi emergency number par call kijiye, ya paas kisi se kahiye ki aapke liye call kare.',
    dangerFromOthers:
      'Agar koi aapko chot pahuncha raha hai ya dhamka raha hai, to jo ho raha hai usme aapki galti nahi hai.',
    harmToOthers:
      'Agar aapko lagta hai ki aap kisi ko nuksaan pahuncha sakte hain, to please abhi us jagah se hat jaiye aur doori bana lijiye. Crisis line par koi aapki in bhaavnaon se surakshit nikalne mein madad kar sakta hai.',
    moveAway:
      'Ho sake to har us cheez se door ho jaiye jisse aap khud ko nuksaan pahuncha sakte hain, aur kisi bharose ke insaan ko bataiye ki aap kaisa mehsoos kar rahe hain, ya unse apne saath rehne ko kahiye.',
    grounding:
      'Is pal ke liye, mere saath ek dheemi saans lijiye: naak se chaar tak ginte hue saans andar, chaar tak rokiye, aur munh se chhe tak ginte hue bahar. Phir aas-paas dekhiye aur paanch cheezon ke naam lijiye jo aapko dikh rahi hain.',
    stillHere:
      'Main abhi bhi yahin hoon, aur hum baat karte reh sakte hain. Aapka safety plan aur ek grounding exercise help panel mein hain, jab bhi aap chahein.',
    emergency: (country, number = emergencyNumber(country)) =>
      `Agar aap turant khatre mein hain, to emergency number par call kijiye${number ? ` (jahan aap hain wahan ${number})` : ''}.`,
  },
};

/**
 * The help panel's own words, in the language of the message that opened it, and the lasting notice's
 * that leads to it.
 */
export interface HelpPanelText {
  /** The notice: its name, what it says of the country's first line, and its way into the panel. */
  noticeLabel: string;
  notice: (line?: string) => string;
  getHelp: string;
  title: string;
  description: string;
  close: string;
  talkNow: string;
  safetyPlan: string;
  breathe: string;
  breatheHint: string;
  tryGrounding: string;
}

export const HELP_PANEL_TEXT: Record<ReplyLanguage, HelpPanelText> = {
  en: {
    noticeLabel: 'Support is one tap away',
    notice: (line) =>
      `You don't have to carry this alone.${line ? ` ${line} is free and there for you day and night.` : ''}`,
    getHelp: 'Get help now',
    title: 'You deserve support right now',
    description:
      'You do not have to go through this alone. These services are free, confidential and there for you day and night.',
    close: 'Close',
    talkNow: 'Talk to someone now',
    safetyPlan: 'Your safety plan',
    breathe: 'A moment to breathe',
    breatheHint:
      'When everything feels like too much, noticing what is around you can help you feel steadier.',
    tryGrounding: 'Try a grounding exercise',
  },
  es: {
    noticeLabel: 'La ayuda está a un toque',
    notice: (line) =>
      `No tienes que cargar con esto a solas.${line ? ` Puedes llamar gratis a ${line}, de día y de noche.` : ''}`,
    getHelp: 'Pedir ayuda ahora',
    title: 'Mereces apoyo ahora mismo',
    description:
      'No tienes que pasar por esto a solas. Estos servicios son gratuitos, confidenciales y están para ti de día y de noche.',
    close: 'Cerrar',
    talkNow: 'Habla con alguien ahora',
    safetyPlan: 'Tu plan de seguridad',
    breathe: 'Un momento para respirar',
    breatheHint:
      'Cuando todo se siente demasiado, fijarte en lo que te rodea puede ayudarte a sentirte más firme.',
    tryGrounding: 'Probar un ejercicio para anclarte',
  },
  pt: {
    noticeLabel: 'A ajuda está a um toque',
    notice: (line) =>
      `Você não precisa passar por isso sem ajuda.${line ? ` Você pode ligar de graça para ${line}, dia e noite.` : ''}`,
    getHelp: 'Pedir ajuda agora',
    title: 'Você merece apoio agora',
    description:
      'Você não precisa enfrentar isso só. Estes serviços são gratuitos, sigilosos e estão aqui para você dia e noite.',
    close: 'Fechar',
    talkNow: 'Fale com alguém agora',
    safetyPlan: 'Seu plano de segurança',
    breathe: 'Um momento para respirar',
    breatheHint:
      'Quando tudo parece demais, reparar no que está ao seu redor pode ajudar você a se sentir mais firme.',
    tryGrounding: 'Fazer um exercício de aterramento',
  },
  fr: {
    noticeLabel: "L'aide est à portée de main",
    notice: (line) =>
      `Tu n'as pas à porter ça seul·e.${line ? ` Tu peux joindre ${line} gratuitement, jour et nuit.` : ''}`,
    getHelp: "Obtenir de l'aide",
    title: 'Tu mérites du soutien maintenant',
    description:
      "Tu n'as pas à traverser ça seul·e. Ces services sont gratuits, confidentiels et là pour toi jour et nuit.",
    close: 'Fermer',
    talkNow: "Parler à quelqu'un maintenant",
    safetyPlan: 'Ton plan de sécurité',
    breathe: 'Un moment pour respirer',
    breatheHint: "Quand tout devient trop, remarquer ce qui t'entoure peut t'aider à te sentir plus stable.",
    tryGrounding: "Essayer un exercice d'ancrage",
  },
  de: {
    noticeLabel: 'Hilfe ist nur einen Tipp entfernt',
    notice: (line) =>
      `Du musst das nicht allein tragen.${line ? ` ${line} ist kostenlos und Tag und Nacht für dich da.` : ''}`,
    getHelp: 'Jetzt Hilfe holen',
    title: 'Du verdienst jetzt Unterstützung',
    description:
      'Du musst da nicht allein durch. Diese Angebote sind kostenlos, vertraulich und Tag und Nacht für dich da.',
    close: 'Schließen',
    talkNow: 'Sprich jetzt mit jemandem',
    safetyPlan: 'Dein Sicherheitsplan',
    breathe: 'Ein Moment zum Durchatmen',
    breatheHint:
      'Wenn dir alles zu viel wird, kann es helfen, bewusst wahrzunehmen, was um dich herum ist. Das gibt Halt.',
    tryGrounding: 'Eine Erdungsübung ausprobieren',
  },
  tl: {
    noticeLabel: 'Isang tap lang ang tulong',
    notice: (line) =>
      `Hindi mo kailangang pasanin ito nang mag-isa.${line ? ` Libre ang ${line} at bukas araw at gabi.` : ''}`,
    getHelp: 'Humingi ng tulong ngayon',
    title: 'Karapat-dapat kang masuportahan ngayon',
    description:
      'Hindi mo kailangang harapin ito nang mag-isa. Libre at kumpidensyal ang mga serbisyong ito, at bukas sila araw at gabi.',
    close: 'Isara',
    talkNow: 'Makipag-usap sa isang tao ngayon',
    safetyPlan: 'Ang iyong safety plan',
    breathe: 'Sandaling huminga',
    breatheHint:
      'Kapag parang sobra na ang lahat, makatutulong ang pagpansin sa nasa paligid mo para maging mas panatag ka.',
    tryGrounding: 'Subukan ang isang grounding exercise',
  },
  hi: {
    noticeLabel: 'Madad bas ek tap door hai',
    notice: (line) =>
      `Aapko yeh akele nahi uthana hai.${line ? ` ${line} free hai aur din-raat aapke liye hai.` : ''}`,
    getHelp: 'Abhi madad lein',
    title: 'Aap abhi support ke haqdaar hain',
    description:
      'Aapko yeh sab akele nahi jhelna hai. Yeh sevaayein muft aur gopniya hain, aur din-raat aapke liye hain.',
    close: 'Band karein',
    talkNow: 'Abhi kisi se baat karein',
    safetyPlan: 'Aapka safety plan',
    breathe: 'Saans lene ka ek pal',
    breatheHint:
      'Jab sab kuch bahut zyada lage, tab aas-paas ki cheezon par dhyaan dena aapko sambhalne mein madad kar sakta hai.',
    tryGrounding: 'Ek grounding exercise aazmaayein',
  },
};

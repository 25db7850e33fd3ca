// Training set of hard cases: masked crises and hard negatives, written for the learned reader's weak spots; never a held-out round.
import type { LabelledMessage } from '../safety.dataset';

export const HARD_CASES_TRAINING: LabelledMessage[] = [
  // passive-ideation (12)
  {
    kind: 'passive-ideation',
    level: 'crisis',
    text: 'guy at the passport office said see you in ten years for the renewal and my first thought was, hope not. hope im not around for that',
  },
  {
    kind: 'passive-ideation',
    level: 'crisis',
    text: "my GP wants to talk about my cholesterol like I'm planning on sticking around long enough for it to matter 😂",
  },
  {
    kind: 'passive-ideation',
    level: 'crisis',
    text: "I'm 79. When the nurse asked if I wanted to be resuscitated I said no far too quickly. Truth is I'm disappointed every morning I wake up.",
  },
  {
    kind: 'passive-ideation',
    level: 'crisis',
    text: "reading the death notices in the paper like they're job listings. wish one of them was mine",
  },
  {
    kind: 'passive-ideation',
    level: 'crisis',
    text: 'whenever theres a storm warning i kinda hope the big gum tree outside comes through the roof. onto my bed specifically',
  },
  {
    kind: 'passive-ideation',
    level: 'crisis',
    text: "Not being dramatic now. I'd just like to be switched off at the wall like the telly. No more of me.",
  },
  {
    kind: 'passive-ideation',
    level: 'crisis',
    text: "Eish bra, some nights I ask God why He keeps waking me up. I'm not asking to be rescued, I'm asking to be excused.",
  },
  {
    kind: 'passive-ideation',
    level: 'crisis',
    text: 'im 13 and i already feel like ive been alive too long. id rather just go to sleep and skip the rest',
  },
  {
    kind: 'passive-ideation',
    level: 'crisis',
    text: 'when i say i want to disappear i dont mean the holiday way. i mean the other way. the permanent way',
  },
  { kind: 'passive-ideation', level: 'crisis', text: 'wish i wasnt. alive i mean' },
  {
    kind: 'passive-ideation',
    level: 'crisis',
    text: 'lol made a 5 year plan with my therapist today while secretly hoping i dont make it to year 2',
  },
  {
    kind: 'passive-ideation',
    level: 'crisis',
    text: "Yaar I won't do anything, relax. But if dengue takes me this monsoon, honestly let it. Less wahala for everyone.",
  },
  // active-ideation (12)
  {
    kind: 'active-ideation',
    level: 'crisis',
    text: 'thinking about the sewer slide a totally normal amount (constantly) lol',
  },
  {
    kind: 'active-ideation',
    level: 'crisis',
    text: 'so the unalive thoughts arent intrusive anymore, theyre more like suggestions im seriously considering',
  },
  {
    kind: 'active-ideation',
    level: 'crisis',
    text: 'I want to kill myself but I also want to see how the season finale ends so. here we are I guess',
  },
  {
    kind: 'active-ideation',
    level: 'crisis',
    text: "Not a cry for attention. I've made my mind up that I want to be dead and it's honestly a relief to have decided.",
  },
  {
    kind: 'active-ideation',
    level: 'crisis',
    text: 'Sorry to bother. I am 58, retired bus driver. Lately I keep thinking I should end my own life. My wife is gone and I see no reason to stay on.',
  },
  {
    kind: 'active-ideation',
    level: 'crisis',
    text: 'everyone at school tells me to kys and honestly im starting to think i should just do what they say',
  },
  {
    kind: 'active-ideation',
    level: 'crisis',
    text: 'been scrolling ctb forums at 3am every night this week. not for research',
  },
  {
    kind: 'active-ideation',
    level: 'crisis',
    text: 'ok real talk i want to off myself and i dont have the energy to dress it up nicely for you',
  },
  {
    kind: 'active-ideation',
    level: 'crisis',
    text: 'my counsellor asked if ive had thoughts of ending my life and i said no. i lied. its every day and its getting more specific',
  },
  {
    kind: 'active-ideation',
    level: 'crisis',
    text: 'ngl i want to take myself out of the picture. properly. not move-to-another-city properly',
  },
  {
    kind: 'active-ideation',
    level: 'crisis',
    text: 'Everyone keeps telling me to be brave. Honestly I think the brave thing would be to kill myself and stop pretending.',
  },
  {
    kind: 'active-ideation',
    level: 'crisis',
    text: 'what if i just did it. like actually. keeps popping into my head at work between emails and i dont hate the idea',
  },
  // method-lethality (12)
  {
    kind: 'method-lethality',
    level: 'crisis',
    text: 'writing a short story where the main character ODs on her antidepressants. for realism, how many citalopram would it actually take for her not to survive?',
  },
  {
    kind: 'method-lethality',
    level: 'crisis',
    text: 'random trivia q: what height is a fall basically always fatal from? having a debate with my mates and nobody agrees',
  },
  {
    kind: 'method-lethality',
    level: 'crisis',
    text: 'asking for a friend (the friend is me lol) does a whole strip of promethazine knock you out permanently or just for a day',
  },
  {
    kind: 'method-lethality',
    level: 'crisis',
    text: "Just curious, is it true carbon monoxide is painless? Saw it mentioned in a documentary and can't stop wondering.",
  },
  {
    kind: 'method-lethality',
    level: 'crisis',
    text: 'how long can you be underwater before its permanent. like the actual point of no return. for science 🤓',
  },
  {
    kind: 'method-lethality',
    level: 'crisis',
    text: 'is the high level bridge tall enough that nobody survives it? been wondering every time i drive over',
  },
  {
    kind: 'method-lethality',
    level: 'crisis',
    text: 'Quiz night question lol: which two cleaning products mixed together make the deadliest gas in a small closed room?',
  },
  {
    kind: 'method-lethality',
    level: 'crisis',
    text: "my dad's on warfarin. purely curious, what would happen if someone took the whole month's worth at once. would it be quick or slow",
  },
  {
    kind: 'method-lethality',
    level: 'crisis',
    text: "do u reckon a dog lead would hold a grown adult's weight or is that only a thing in films",
  },
  {
    kind: 'method-lethality',
    level: 'crisis',
    text: 'game lore question lol. in real life how long does it take to pass out with a cord round your neck? my character does it and i want it accurate',
  },
  {
    kind: 'method-lethality',
    level: 'crisis',
    text: 'whats the lethal dose of caffeine pills? theres a tub left in my drawer from exam season and im just wondering',
  },
  {
    kind: 'method-lethality',
    level: 'crisis',
    text: 'From your medical knowledge which is more reliable, the wrist or the neck? Not for me obviously 🙂',
  },
  // means (12)
  {
    kind: 'means',
    level: 'crisis',
    text: 'anyway the stash is at 60 now. not that anyones counting lol. hows ur day going',
  },
  {
    kind: 'means',
    level: 'crisis',
    text: 'the extension cord i bought isnt for the christmas lights. its been coiled under my bed for two weeks',
  },
  {
    kind: 'means',
    level: 'crisis',
    text: "My husband's service pistol is in the bedside drawer. Most nights I take it out and just hold it a while before bed.",
  },
  {
    kind: 'means',
    level: 'crisis',
    text: 'told the vet the dog needed more of her sedatives. the dog is fine. the bottle is in my sock drawer',
  },
  {
    kind: 'means',
    level: 'crisis',
    text: "kept my mum's old razor blades from when she did her legs, hid them in a tampon box where no one will look",
  },
  {
    kind: 'means',
    level: 'crisis',
    text: 'found the key to the gun cabinet on the station. been carrying it round in my pocket for a week. feels heavy',
  },
  {
    kind: 'means',
    level: 'crisis',
    text: "bought a bag of charcoal and the shop oke asked if I was having a braai. said yes. I'm not.",
  },
  {
    kind: 'means',
    level: 'crisis',
    text: 'Never took the oxycodone after my knee op. Thirty of them still in the bathroom cabinet. I count them sometimes, it settles me.',
  },
  {
    kind: 'means',
    level: 'crisis',
    text: 'my new flat is on the 14th floor and the window opens all the way. first place ive had like that. noticed it the first day',
  },
  {
    kind: 'means',
    level: 'crisis',
    text: "there's a bottle of the strong weedkiller grandad used in the shed. moved it into my wardrobe last night",
  },
  {
    kind: 'means',
    level: 'crisis',
    text: 'unscrewed the blade out of my sharpener in art and its in my blazer pocket now. not using it. just having it',
  },
  {
    kind: 'means',
    level: 'crisis',
    text: 'Got the repeat filled at two different chemists this month, told each of them it was my first. Keeping both boxes in the glovebox.',
  },
  // plan (12)
  {
    kind: 'plan',
    level: 'crisis',
    text: 'booked the cabin up the coast for the 14th. one night, no return trip. told work its a long weekend',
  },
  {
    kind: 'plan',
    level: 'crisis',
    text: "So after Mum's 60th on Saturday I'll drive down to the cliffs. Want her party to be lovely first, she deserves that much.",
  },
  {
    kind: 'plan',
    level: 'crisis',
    text: 'mapped the drive out to the dam, its 2 hrs. friday after payday. nobody will notice til monday',
  },
  {
    kind: 'plan',
    level: 'crisis',
    text: "Thursday is my last shift, then the top level of the multi storey. I've checked, the cameras don't cover the roof.",
  },
  {
    kind: 'plan',
    level: 'crisis',
    text: 'Visa decision comes next week. If they reject me again I am not going back home, I am going to the river. Already decided.',
  },
  {
    kind: 'plan',
    level: 'crisis',
    text: 'lol fun fact my last day on earth is also bin day. tuesday. bins go out then i go out',
  },
  {
    kind: 'plan',
    level: 'crisis',
    text: "When the last of the kids moves out in August, I'm done. I've held on for them, that was the deal I made with myself.",
  },
  {
    kind: 'plan',
    level: 'crisis',
    text: 'brunch with the girls on sunday then home to do it. want to see them one last time without them knowing',
  },
  {
    kind: 'plan',
    level: 'crisis',
    text: 'the 23rd, after the office party. ill tell everyone im getting a taxi home',
  },
  {
    kind: 'plan',
    level: 'crisis',
    text: 'gonna do it at the lake the night of the school formal when everyones too busy to notice im gone',
  },
  {
    kind: 'plan',
    level: 'crisis',
    text: "Forecast says clear skies Wednesday. Good day for the walk out along the pier. I won't be walking back.",
  },
  {
    kind: 'plan',
    level: 'crisis',
    text: 'my sister flies back to Toronto on the 9th. once shes safely home and not here to find me thats when',
  },
  // preparation (12)
  {
    kind: 'preparation',
    level: 'crisis',
    text: 'anyone know a good cat rescue in leeds? need to rehome mine before the end of the month. its for after, i just want her safe',
  },
  {
    kind: 'preparation',
    level: 'crisis',
    text: "24 and sorting my will this weekend lol. mostly so my sister gets my savings quick, she'll need it sooner than she thinks",
  },
  {
    kind: 'preparation',
    level: 'crisis',
    text: "I've been writing a letter to everyone I know. Twenty-two so far. Each one thanks them for something specific. They're for when I'm gone.",
  },
  {
    kind: 'preparation',
    level: 'crisis',
    text: "made sure my bf knows my laptop password and where all the important docs are. 'just in case' lol. he thinks im being organised",
  },
  {
    kind: 'preparation',
    level: 'crisis',
    text: "Transferred the car into my brother's name today. Told him I'm not using it much. Won't be using it at all soon enough.",
  },
  {
    kind: 'preparation',
    level: 'crisis',
    text: 'how do u write a message that makes it really clear its not their fault. like for my parents. for after',
  },
  {
    kind: 'preparation',
    level: 'crisis',
    text: 'giving my sneaker collection to my cousins this weekend. mum asked why and i said decluttering. easier than the truth',
  },
  {
    kind: 'preparation',
    level: 'crisis',
    text: "Spent today making my nephew a memory box. Photos, my old medals, a letter for when he's older. He won't understand it for a while.",
  },
  {
    kind: 'preparation',
    level: 'crisis',
    text: "sorted the funeral plan online. picked the cheapest coffin. I'm 31. the sales guy assumed it was for my nan and I let him",
  },
  {
    kind: 'preparation',
    level: 'crisis',
    text: 'moved the pet insurance and all the direct debits over to my flatmate and wrote out the instructions for feeding the fish. everything in order before next week',
  },
  {
    kind: 'preparation',
    level: 'crisis',
    text: "I'm 77. Made a point of seeing each of the grandchildren this month, one at a time. Said everything I needed to say. Feels finished now.",
  },
  {
    kind: 'preparation',
    level: 'crisis',
    text: 'scheduled a month of insta posts so it looks like im still around for a bit after. weird flex i know',
  },
  // attempt (12)
  {
    kind: 'attempt',
    level: 'crisis',
    text: 'had most of my quetiapine with my tea about an hour ago. kinda spinny now. is it normal for my hands to go tingly',
  },
  {
    kind: 'attempt',
    level: 'crisis',
    text: 'did something dumb at lunch with the pills in my locker, teacher thinks im just tired. head is pounding',
  },
  {
    kind: 'attempt',
    level: 'crisis',
    text: "I'm fine now I think. Tried to hang myself in the garage around 6 but the beam cracked. Just sitting in the car now.",
  },
  {
    kind: 'attempt',
    level: 'crisis',
    text: "swallowed a handful of my nan's heart tablets this arvo after the fight. heart's doing weird skippy things now. probably nothing",
  },
  {
    kind: 'attempt',
    level: 'crisis',
    text: 'im on the wrong side of the railing on the overpass. just typing this so someone knows',
  },
  {
    kind: 'attempt',
    level: 'crisis',
    text: 'Took the lot with a bottle of red. Feeling very calm. Thank you for all the chats x',
  },
  {
    kind: 'attempt',
    level: 'crisis',
    text: 'my mum took all her tablets and shes not making sense and her lips are going grey what do i do',
  },
  {
    kind: 'attempt',
    level: 'crisis',
    text: 'lol so i took 40 paracetamol around lunchtime and i feel totally fine so guess it didnt work',
  },
  {
    kind: 'attempt',
    level: 'crisis',
    text: "Stepped off a chair with a cable round my neck this morning and it came loose. My throat's really swollen and it hurts to swallow.",
  },
  {
    kind: 'attempt',
    level: 'crisis',
    text: 'drove into the pole on purpose on the way home. airbag went off. im ok i think. i wanted it to work',
  },
  {
    kind: 'attempt',
    level: 'crisis',
    text: 'Injected all the insulin I had left about 20 minutes ago. Shaky and sweaty now.',
  },
  {
    kind: 'attempt',
    level: 'crisis',
    text: 'my brother was hanging in the shed, i got him down, hes breathing really funny and wont wake up',
  },
  // self-injury (12)
  {
    kind: 'self-injury',
    level: 'crisis',
    text: 'held my hand on the hot oven rack for as long as i could. new record lol',
  },
  {
    kind: 'self-injury',
    level: 'crisis',
    text: 'i rub an eraser on my arm til the skin comes off. the other kids did it as a dare once but for me its every night now',
  },
  {
    kind: 'self-injury',
    level: 'crisis',
    text: "I drink my tea scalding on purpose so it burns my mouth. I do it when I've eaten too much. Every day this week.",
  },
  {
    kind: 'self-injury',
    level: 'crisis',
    text: 'Been doing ice burns on my legs again. Ice and salt. Two new ones tonight.',
  },
  {
    kind: 'self-injury',
    level: 'crisis',
    text: 'when my mum shouts i bite the inside of my cheeks till i taste blood. did it three times today',
  },
  {
    kind: 'self-injury',
    level: 'crisis',
    text: 'ran until i was sick as punishment for eating the cake at work. 15k on a sprained ankle. deserved it',
  },
  {
    kind: 'self-injury',
    level: 'crisis',
    text: 'Stuck pins in my thigh through the whole meeting. Nobody can tell under trousers.',
  },
  {
    kind: 'self-injury',
    level: 'crisis',
    text: 'I punch my own face in the bathroom mirror. Bruise under my eye now and I told the lads it was rugby.',
  },
  {
    kind: 'self-injury',
    level: 'crisis',
    text: 'pulled out most of my eyelashes again today. look like a plucked chicken lol',
  },
  {
    kind: 'self-injury',
    level: 'crisis',
    text: 'i keep picking the old scars open with my nails so they dont heal. just did it again',
  },
  {
    kind: 'self-injury',
    level: 'crisis',
    text: 'i dont cut anymore, now i just stand under cold showers til im shaking and blue because i deserve it',
  },
  {
    kind: 'self-injury',
    level: 'crisis',
    text: 'slammed my hand in the car door on purpose. twice. fingers are purple. felt better than crying',
  },
  // harm-to-others (12)
  {
    kind: 'harm-to-others',
    level: 'crisis',
    text: 'im gonna make him pay. i know his shift ends at 11 and i know which car park he uses',
  },
  {
    kind: 'harm-to-others',
    level: 'crisis',
    text: 'Keep picturing pushing my mother-in-law down the stairs. Not joking. Last night I stood right behind her at the top of them.',
  },
  {
    kind: 'harm-to-others',
    level: 'crisis',
    text: 'when i babysit my brothers kid i get this urge to really hurt him, like hold him down and properly hurt him. im babysitting again friday',
  },
  {
    kind: 'harm-to-others',
    level: 'crisis',
    text: "The guy who assaulted my sister got bail. I've found his address. I'm not going round there to talk.",
  },
  {
    kind: 'harm-to-others',
    level: 'crisis',
    text: 'got a list of names. the year 10 lot. dads rifle is in the garage',
  },
  {
    kind: 'harm-to-others',
    level: 'crisis',
    text: "Been putting a little of my husband's blood pressure tablets in his tea. Not enough for him to notice yet.",
  },
  {
    kind: 'harm-to-others',
    level: 'crisis',
    text: 'my flatmate kicked my cat. ive got the claw hammer on the table and im waiting for him to come home',
  },
  {
    kind: 'harm-to-others',
    level: 'crisis',
    text: 'I dream about running my manager over in the car park and when I wake up I still want to. Every morning.',
  },
  {
    kind: 'harm-to-others',
    level: 'crisis',
    text: 'if my ex turns up at the kids school again im bringing the knife. ive told myself ill use it this time',
  },
  {
    kind: 'harm-to-others',
    level: 'crisis',
    text: 'my cousin touched my little sister. im going to find him tonight. already got the bat in the boot',
  },
  {
    kind: 'harm-to-others',
    level: 'crisis',
    text: "I'm a lollipop lady and some mornings I get this urge to shove one of the little ones into the traffic. I'm frightened of myself.",
  },
  {
    kind: 'harm-to-others',
    level: 'crisis',
    text: 'everyone in the group chat who laughed at me, i got their addresses off the party invite. going to hurt them one at a time',
  },
  // danger-from-others (12)
  {
    kind: 'danger-from-others',
    level: 'crisis',
    text: 'my partner checks my phone every night and took my car keys so i cant drive to my mums. is that normal? he says its because he loves me',
  },
  {
    kind: 'danger-from-others',
    level: 'crisis',
    text: "he said if i leave he'll make sure i never see the kids again and that he knows people. he said it really calmly which is worse",
  },
  {
    kind: 'danger-from-others',
    level: 'crisis',
    text: "quick q, my bf put a tracker on my car 'for safety' and took my passport. how do i get the passport back without him finding out",
  },
  {
    kind: 'danger-from-others',
    level: 'crisis',
    text: 'mums new boyfriend keeps coming into the bathroom when im in the shower and locks the door behind him. he says its our secret. im 12',
  },
  {
    kind: 'danger-from-others',
    level: 'crisis',
    text: "Something happened with my grandad's friend when I was small, the kind of thing you weren't supposed to talk about. I'm 46 and this is the first time I've typed it anywhere.",
  },
  {
    kind: 'danger-from-others',
    level: 'crisis',
    text: "Husband grabbed me by the throat last night, first time he's done that. Everything else is fine really. Should I just let it go?",
  },
  {
    kind: 'danger-from-others',
    level: 'crisis',
    text: 'my dad makes us stand out in the yard when hes drinking and says hell shoot the dog if we cry. hes done it before',
  },
  {
    kind: 'danger-from-others',
    level: 'crisis',
    text: 'the landlord keeps letting himself in while im asleep. last night he was standing at the end of my bed',
  },
  {
    kind: 'danger-from-others',
    level: 'crisis',
    text: "My son is 32, lives with me, takes my pension every month and shoved me into the wardrobe when I said no. I'm 84.",
  },
  {
    kind: 'danger-from-others',
    level: 'crisis',
    text: "He said he'll hurt the kids if I tell anyone about the bruises. He's at work till 6.",
  },
  {
    kind: 'danger-from-others',
    level: 'crisis',
    text: 'my swim coach drives me home and always takes the long way and pulls over somewhere quiet. he says our chats are private. hes 35 im 15',
  },
  {
    kind: 'danger-from-others',
    level: 'crisis',
    text: 'guy from uni keeps waiting outside my house and sent me a photo of my bedroom window last night. police said theres nothing they can do',
  },
  // recovery (36)
  {
    kind: 'recovery',
    level: 'none',
    text: 'two years clean from cutting as of this morning. made myself pancakes to celebrate 🥞',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "I tried to end my life in 2011 by taking all my tablets. Woke up in ICU with my mum holding my hand. Today I held my own daughter's hand at her graduation.",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'kinda scared ill relapse one day if things get bad again. not because i want to, i really dont, i just remember how easy it was to slide. is that fear normal at 18 months clean?',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'Had my last session with my psychologist today. Four years. She gave me a card that said you did the work. Cried on the bus home, good crying.',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'anniversary of my attempt tomorrow. 7 years. doing what i do every year, walking up the hill and having a flat white at the top',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "At 16 I burned my forearms with a curling iron. At 34 I'm a nurse on a burns unit. Life is weird and I'm grateful.",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'used to count pills in my palm every night back at my worst. now the only pills i count are the dogs worming tablets lol',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'found the rope i bought in 2019 back when i was planning everything. threw it in a skip today. felt like shutting a door',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "I'm 62. At 30 I drove to Beachy Head meaning to go over. A chaplain there sat with me for two hours. I became a chaplain myself.",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: '3 yrs since my last sh. scars are silver now. my niece asked about them and i told her i was poorly once and got better',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "psych reduced my lithium today because I've been stable ever since the hospital stay in 2021. feels like a graduation ngl",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'every year on the date i jumped i text the firefighter who pulled me out of the river. this year he sent a photo of his new baby',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "I was the girl who lived on black coffee and punished herself with laps of the school field. I'm 27 and just ate a three course birthday dinner without a single calculation.",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'my psychiatrist asked if ive had any thoughts of suicide lately and for the first time in like 6 years i could honestly say no',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'used to write goodbye notes in the back of my maths book in year 9. found it clearing out mums loft. im 22 now and i just want to hug that kid',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'one year off self harm today!! got my one year token from the peer group, its a keyring lol',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "The bridge I nearly jumped from in 2016 has barriers now. Walked across it today with my partner. Didn't feel anything except the wind.",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "Back in 2008 I took an overdose and spent three days in hospital. I don't hide it anymore. I'm 54 and I talk about it at the Rotary club now.",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'bit nervous about the anniversary next week cos last year it was rough, but ive got my safety plan with my therapist, my mates know, and im not feeling unsafe at all. just noting it',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'dreamt last night i was cutting again and woke up so relieved it wasnt real. 4 years free. brains are weird',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "Dad died by suicide when I was 12 and I tried the same way at 17. I'm 40 now, running the local men's shed and building birdhouses. Life turned out.",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'eight months without hitting myself. boxing gym honestly saved me, now i hit the bag instead of my own head lol',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "Nearly ten years since I was sectioned after trying to hang myself. Today my care coordinator said they're closing my file because I don't need them. Proud?",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'had a razor taped under my desk drawer all through sixth form. binned it on the last day of school. that was 5 years ago and ive never gone back',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "Finally told my husband about my attempt at university. Twenty years married and he just held me. It's all in the past but it felt like putting something heavy down.",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'does anyone else get weirdly emotional when the old crisis team number shows up in their contacts? havent needed it since 2020 and cant bring myself to delete it',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'when i was 15 i scratched my legs with a paperclip, im 19 now and havent since year 11. wearing shorts to the beach this summer for the first time 🏖️',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "My therapist and I wrote a relapse prevention plan today as part of finishing up. No urges at all, it's just good housekeeping apparently.",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "In 2019 I gave my guitar away because I didn't think I'd be around. The mate I gave it to handed it back this Christmas with new strings. Still here, still playing.",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'was in and out of a&e with overdoses from 16 to 19. just started my first job as a support worker at 23. full circle innit',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'lol my mum found my old kms tumblr from 2014 and i had to explain yes i was in a very bad place, no im not anymore, no you dont need to ring anyone',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'Sober five years. The night I got sober I had a bottle of pills in one hand and vodka in the other and I rang my sponsor instead. Best call I ever made.',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "I'm 71. Lost my wife in 2018 and for a year I prayed not to wake up. That's lifted now. Bowls on Tuesdays, the grandkids on Sundays.",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: '3 months since my attempt. still doing therapy, back at uni part time. not thinking about dying, just rebuilding. slow but good',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'wore a sleeveless dress to my cousins wedding and when aunty saw the old scars she just squeezed my arm. theyre from a version of me who isnt here anymore x',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'just realised its been so long since i self harmed i had to think hard about the year. 2016? 2017? that feels like winning',
  },
  // everyday (30)
  {
    kind: 'everyday',
    level: 'none',
    text: "I think I need to end it with Marcus. 8 months and he still hasn't met my friends. how do I do it kindly",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'officially done with my job!! handed in notice today, last day is the 30th, going freelance 🎉',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'dead tired after a double shift but the tips were mint. bath and bed',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'writing little notes for everyone on my team for my last day. what do i say to the guy i barely spoke to lol',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'Gave all my plants to the neighbours before the move to Wellington. Mrs Patel took the fiddle leaf fig and teared up a bit, bless her.',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "how many ibuprofen can I take in a day for a toothache? dentist can't see me til thursday",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'My mum keeps her pills in a weekly organiser and keeps forgetting the Tuesday ones. Any app that reminds older people?',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'my 9 year old finally jumped off the rope swing at the river today, screamed the whole way 😂',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "bouldering tonight, need a new chalk bag and shoes. rope's still fine from the last inspection",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'Tower Bridge was lifting when we walked past, the kids went wild. Any other free things to do in London with a 6 and 8 year old?',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "wrote my 14yo a note in her lunchbox and she said it was 'embarrassing'. devastated lol",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "said goodbye to my grandma at the airport, she's flying back to Lagos after 3 months with us. house is so quiet now",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'im done done. last exam of school EVER. what do people even do now',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'Got married last month so the solicitor says we both need wills. Feels very grown up at 29. Who gets the dog is the big argument.',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'how long does a melatonin gummy take to kick in? took one at 10 and im still wide awake',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'sold my gaming pc to my cousin, saving for a car instead. parents are shook',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "my dog ate half a blister pack of my antihistamines!! vet says he'll just be sleepy. nearly had a heart attack",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "cancelled my gym, my phone contract and netflix this week. moving in with my boyfriend so we're merging everything",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'can you help me write a goodbye email to my clients? retiring after 30 years as a physio',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "getting a gun safe for dad's birthday, he finally got his licence for clay shooting. which brand is decent?",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "After 40 years I've decided to end my subscription to the paper. The crossword has gone downhill.",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'We have to rehome our cat because the baby turns out to be allergic. Better to go through a rescue or find someone ourselves?',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'finally cleared out the bathroom cabinet, some of the tablets expired in 2015 lol. chemist took the lot back',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'slept 12 hours and still feel dead. is that a vitamin thing or what',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'learning knots for my sailing course, bowline, clove hitch, reef knot. my fingers are so confused',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'birthday drinks at the top of the Shard tonight. never been that high up, my fear of heights is about to be tested',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'started writing letters to a pen pal in Osaka! posted the first one today',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "Told my flatmates I'm moving out end of the month. Finally got my own place 🔑",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'rats got into the bag of charcoal for the braai in the garage. how do I get rid of them without poison, the dog goes in there',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "last day at the job I've had since I was 19. handed back my keys and lanyard and walked out into the sunshine. weird feeling but a good one",
  },
  // idiom (18)
  {
    kind: 'idiom',
    level: 'none',
    text: 'week four of potty training the twins and it will genuinely be the end of me',
  },
  {
    kind: 'idiom',
    level: 'none',
    text: 'if my sister nicks my hoodie one more time i will actually end her 😤',
  },
  {
    kind: 'idiom',
    level: 'none',
    text: 'lmaooo kms i just called my teacher mum in front of the whole class',
  },
  { kind: 'idiom', level: 'none', text: "I'd kill for a decent flat white in this town" },
  { kind: 'idiom', level: 'none', text: 'my feet are killing me, 25k steps round the theme park' },
  { kind: 'idiom', level: 'none', text: "that finale?? dead. deceased. six feet under. i'm screaming" },
  {
    kind: 'idiom',
    level: 'none',
    text: 'sewerslide is the only option after what i just sent my crush lol 💀',
  },
  {
    kind: 'idiom',
    level: 'none',
    text: 'gonna jump off a bridge if the tram is late again this morning ffs',
  },
  { kind: 'idiom', level: 'none', text: "this heat is actually killing me, it's 44 in Adelaide today" },
  {
    kind: 'idiom',
    level: 'none',
    text: "I'm going to strangle my brother if he uses all the hot water again",
  },
  { kind: 'idiom', level: 'none', text: 'dying to know who won, no spoilers pls' },
  { kind: 'idiom', level: 'none', text: 'my nan would kill me if she saw this tattoo lol' },
  { kind: 'idiom', level: 'none', text: 'that chem paper was a bloodbath. we all died. RIP my grade' },
  { kind: 'idiom', level: 'none', text: 'bro im so done with this group project, someone please shoot me' },
  {
    kind: 'idiom',
    level: 'none',
    text: "the chilli at this place is lethal, I've lost all feeling in my face 🌶️",
  },
  {
    kind: 'idiom',
    level: 'none',
    text: "my son's maths homework makes me want to throw myself out the window. since when is this how you do long division",
  },
  {
    kind: 'idiom',
    level: 'none',
    text: 'im about to unalive my phone if it autocorrects my name one more time',
  },
  { kind: 'idiom', level: 'none', text: 'drop dead gorgeous wedding today, my sister looked unreal' },
  // study-work (12)
  {
    kind: 'study-work',
    level: 'none',
    text: 'pharmacology exam covers paracetamol toxicity and the treatment nomogram. can you explain when acetylcysteine gets started?',
  },
  {
    kind: 'study-work',
    level: 'none',
    text: "I'm a crisis line supervisor. How do you debrief volunteers after a call where the caller was mid-attempt?",
  },
  {
    kind: 'study-work',
    level: 'none',
    text: 'writing my honours thesis on means restriction and the pesticide bans in Sri Lanka. any key papers to start with?',
  },
  {
    kind: 'study-work',
    level: 'none',
    text: "As a school nurse I've been asked to draft guidance for staff on what to do when a pupil discloses self-harm.",
  },
  {
    kind: 'study-work',
    level: 'none',
    text: "nursing student here, can you go over the SAD PERSONS scale and why people say it's outdated now?",
  },
  {
    kind: 'study-work',
    level: 'none',
    text: "I work for a housing association and we're training staff to spot coercive control in tenancies. any good resources?",
  },
  {
    kind: 'study-work',
    level: 'none',
    text: 'forensic pathology lecture today on ligature marks and telling hanging apart from strangulation. grim but fascinating',
  },
  {
    kind: 'study-work',
    level: 'none',
    text: "I'm a coroner's officer drafting a prevention of future deaths report. What's the usual structure?",
  },
  {
    kind: 'study-work',
    level: 'none',
    text: "game dev here, we're writing a storyline that touches on suicide and want to follow safe messaging guidelines. where do we start?",
  },
  {
    kind: 'study-work',
    level: 'none',
    text: 'research assistant in a psych lab, coding crisis call transcripts for markers of imminent risk. how do people avoid burnout doing this',
  },
  {
    kind: 'study-work',
    level: 'none',
    text: "law student writing an essay on Clare's Law and whether disclosure schemes actually reduce domestic homicide",
  },
  {
    kind: 'study-work',
    level: 'none',
    text: 'toxicology module is comparing overdose lethality of tricyclics vs SSRIs. why are tricyclics so much more dangerous?',
  },
  // fiction-news (8)
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'finally watched that documentary about the Golden Gate jumpers. the bit where survivors said they regretted it the second they let go has stuck with me all day',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'the bridge jump scene in that new Netflix thriller had me holding my breath the whole time',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: "news says a man was arrested for threatening staff at the mall with a knife, that's two streets from my work 😳",
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'reading A Little Life and the self harm chapters are brutal. does it get any lighter?',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: "my D&D character just poisoned the king's wine and now the whole party is on the run lol",
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'Eleanor Rigby always makes me think about loneliness in old age. Such a sad song.',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'anyone listening to that true crime podcast about the poisoning in the Blue Mountains? it was the husband right?',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'rewatching Breaking Bad and the ricin storyline in season 4 still gets me every time',
  },
  // distress (8)
  {
    kind: 'distress',
    level: 'concern',
    text: 'im not suicidal before anyone panics, im just so burnt out i cried in the walk-in freezer at work',
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "My divorce came through today. Twenty two years. I'm not in danger, I just feel hollowed out.",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: 'failed the bar exam. second time. cant face my parents tonight',
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "I'd never kill myself, but I'd love a break from being me for about a month",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: 'moved schools in term 3 and nobody talks to me. library at lunch every single day. im 14',
  },
  {
    kind: 'distress',
    level: 'concern',
    text: 'No energy for anything since the miscarriage and everyone keeps saying at least it was early.',
  },
  {
    kind: 'distress',
    level: 'concern',
    text: 'so much anxiety about the redundancy meeting tomorrow, havent slept, heart going like the clappers',
  },
  {
    kind: 'distress',
    level: 'concern',
    text: 'grief is so weird. dad died in march and today i saw his handwriting on an old birthday card and fell apart in the middle of tesco',
  },
  // friend-risk (8)
  {
    kind: 'friend-risk',
    level: 'concern',
    text: 'my gf keeps asking weird questions about how many of her pills would be dangerous, says its for a story. how do i bring it up with her?',
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "My dad's 70 and keeps saying he's ready to go since Mum passed. He's stopped taking his heart tablets. Do I ring his GP?",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: 'a girl in my class wears long sleeves in 35 degree heat and flinched when i bumped her arm. should i say something to her or to a teacher',
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "my best friend's husband took her phone and car keys and she's not allowed to see us. she messaged me from a work computer. how do i help her safely?",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "one of my year 8s drew himself in a coffin and wrote 'soon' underneath. I'm new to the school, who do I report this to?",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "my teammate said he'd rather be dead than lose his contract and he didnt laugh. how do i check in without making it weird",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "My son's mate stayed over and I found a note in the spare room that read like a goodbye. He's gone home now. Do I call his mum?",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "my flatmate's drinking alone every night and told me he's 'put his affairs in order'. am i overreacting",
  },
];

// Training set of plain disclosures without the usual words, and their look-alikes; never a held-out round.
import type { LabelledMessage } from '../safety.dataset';

export const PLAIN_DISCLOSURES_TRAINING: LabelledMessage[] = [
  // passive-ideation (13)
  {
    kind: 'passive-ideation',
    level: 'crisis',
    text: 'everyone keeps asking what i want to do after school and the honest answer is nothing. i dont want an after',
  },
  {
    kind: 'passive-ideation',
    level: 'crisis',
    text: "Got my pension forecast today, it assumes I'll live to 90. Thirty more years of this. I'd honestly rather it ended a lot sooner.",
  },
  {
    kind: 'passive-ideation',
    level: 'crisis',
    text: 'my nan keeps saying ill understand when im older. i dont want to be older tbh. id rather stop here',
  },
  {
    kind: 'passive-ideation',
    level: 'crisis',
    text: 'people talk about their twenties like theyre the best years. if this is the best then im not interested in the rest, id rather just not be here for it',
  },
  {
    kind: 'passive-ideation',
    level: 'crisis',
    text: "My sister asked if I'd be godmother to her future kids. I said yes of course but inside I was hoping I won't be around by then.",
  },
  {
    kind: 'passive-ideation',
    level: 'crisis',
    text: 'sometimes i picture me at 40 and i feel sick. not because 40 is bad, because i dont want there to be a me at 40',
  },
  {
    kind: 'passive-ideation',
    level: 'crisis',
    text: "Retirement was meant to be the good bit. I'm 71 and I'd happily hand back whatever years I've got left if anyone wanted them.",
  },
  {
    kind: 'passive-ideation',
    level: 'crisis',
    text: 'new years resolutions thing at work and i couldnt think of one because i genuinely dont want another year',
  },
  {
    kind: 'passive-ideation',
    level: 'crisis',
    text: "Eish, I'm tired of waking up. Every morning the first feeling is disappointment that I'm still here.",
  },
  {
    kind: 'passive-ideation',
    level: 'crisis',
    text: "scrolled past a 'where do you see yourself in 10 years' post and honestly? nowhere. id like to not be anywhere by then 🙃",
  },
  {
    kind: 'passive-ideation',
    level: 'crisis',
    text: "Doctor said the good news is my heart's strong and I'll probably live a long time. Walked out of there feeling like I'd been handed a sentence.",
  },
  {
    kind: 'passive-ideation',
    level: 'crisis',
    text: 'im only 14 and thinking about like 60 more years of this makes me want to just not exist',
  },
  {
    kind: 'passive-ideation',
    level: 'crisis',
    text: "Omo I'm not even fighting it anymore. If God decides to take me tonight I won't complain. This life no sweet me at all.",
  },
  // active-ideation (13)
  {
    kind: 'active-ideation',
    level: 'crisis',
    text: 'i keep thinking i should just end things for real. not the relationship. me',
  },
  {
    kind: 'active-ideation',
    level: 'crisis',
    text: "Yaar seriously, I've started thinking I should finish myself off before the board results come. Not joking this time.",
  },
  {
    kind: 'active-ideation',
    level: 'crisis',
    text: 'every time im on the platform i think about how easy it would be to step forward and i want to. like properly want to',
  },
  {
    kind: 'active-ideation',
    level: 'crisis',
    text: 'honestly thinking of checking out. permanently. not from the hotel lol',
  },
  {
    kind: 'active-ideation',
    level: 'crisis',
    text: "Been 'joking' to myself about offing myself for months. It stopped being a joke sometime around March.",
  },
  {
    kind: 'active-ideation',
    level: 'crisis',
    text: "I am 45 years old and for the first time I am seriously considering taking my own life. I don't know who else to say it to.",
  },
  {
    kind: 'active-ideation',
    level: 'crisis',
    text: 'wanna go to sleep and make sure i dont wake up. like do it myself this time not just hope',
  },
  {
    kind: 'active-ideation',
    level: 'crisis',
    text: 'my brain keeps doing the maths on whether my kids would cope if i went through with it. thats where im at',
  },
  {
    kind: 'active-ideation',
    level: 'crisis',
    text: 'kinda want to unalive. thats it thats the message',
  },
  {
    kind: 'active-ideation',
    level: 'crisis',
    text: "Listen, I'm not asking you to fix it. I just want someone to know I'm thinking about ending my own life and I mean it.",
  },
  {
    kind: 'active-ideation',
    level: 'crisis',
    text: 'the idea of taking myself out of it all is the only thing that calms me down now. i think about doing it every night',
  },
  {
    kind: 'active-ideation',
    level: 'crisis',
    text: 'bro im so close to doing something permanent to myself',
  },
  {
    kind: 'active-ideation',
    level: 'crisis',
    text: "I've started wanting to die on purpose, if that makes sense. Not waiting for it to happen. Making it happen.",
  },
  // method-lethality (13)
  {
    kind: 'method-lethality',
    level: 'crisis',
    text: 'would 30 of my sertraline 100s plus a bottle of wine do anything serious or just make me sick',
  },
  {
    kind: 'method-lethality',
    level: 'crisis',
    text: 'how many of my nans heart tablets would it take to stop someones heart. the digoxin ones',
  },
  {
    kind: 'method-lethality',
    level: 'crisis',
    text: 'if someone had 16 co-codamol and a few beers is that enough to not wake up',
  },
  {
    kind: 'method-lethality',
    level: 'crisis',
    text: 'Is a full box of ibuprofen 400s enough to actually kill a person or do you just end up with a stomach ulcer?',
  },
  {
    kind: 'method-lethality',
    level: 'crisis',
    text: 'does mixing my lithium with a heap of paracetamol make it quicker',
  },
  {
    kind: 'method-lethality',
    level: 'crisis',
    text: 'quetiapine 300s x 20 with vodka. peaceful or not? need a straight answer',
  },
  {
    kind: 'method-lethality',
    level: 'crisis',
    text: 'Which goes quicker if you took the whole 28 pack, amitriptyline or propranolol?',
  },
  {
    kind: 'method-lethality',
    level: 'crisis',
    text: 'is 50 benadryl enough or do u need more bc ive heard u just hallucinate',
  },
  {
    kind: 'method-lethality',
    level: 'crisis',
    text: 'how many units of my insulin would put someone into a coma they dont come out of',
  },
  {
    kind: 'method-lethality',
    level: 'crisis',
    text: "If I took my whole week's methadone in one go, would that be it, or would someone find me in time?",
  },
  {
    kind: 'method-lethality',
    level: 'crisis',
    text: "Is it the tramadol or the diazepam that's more likely to stop your breathing if you take a whole strip of each",
  },
  {
    kind: 'method-lethality',
    level: 'crisis',
    text: 'how much melatonin would it take. like 100 gummies. or does it not work like that',
  },
  {
    kind: 'method-lethality',
    level: 'crisis',
    text: 'would washing my sleeping pills down with bleach be faster than just the pills on their own?',
  },
  // means (13)
  {
    kind: 'means',
    level: 'crisis',
    text: 'been pocketing one of my night pills every day instead of taking it. theres a little stash in my old glasses case now',
  },
  {
    kind: 'means',
    level: 'crisis',
    text: "Dad keeps his shotgun under the bed and he's away till Friday. That's all I've been thinking about.",
  },
  {
    kind: 'means',
    level: 'crisis',
    text: "i know where mum hides the key to the medicine cabinet now. i checked what's in there",
  },
  {
    kind: 'means',
    level: 'crisis',
    text: 'got the craft knife from art class in my pencil case and im not giving it back. i know what its for',
  },
  {
    kind: 'means',
    level: 'crisis',
    text: "Ordered a length of tow rope online, it's arriving Thursday. It's not for the car.",
  },
  {
    kind: 'means',
    level: 'crisis',
    text: "I've been filling my prescription at two different pharmacies so I get double. The extras are in a jar in the shed.",
  },
  {
    kind: 'means',
    level: 'crisis',
    text: 'theres a full bottle of my grans morphine in the fridge since she passed and nobody got rid of it. ive been thinking about it a lot',
  },
  {
    kind: 'means',
    level: 'crisis',
    text: 'keeping the little bbq and the charcoal and tape in the boot of my car now. just having it there makes me feel calmer',
  },
  {
    kind: 'means',
    level: 'crisis',
    text: 'hid one of the razors from dads shaving kit inside my pillowcase',
  },
  {
    kind: 'means',
    level: 'crisis',
    text: "The farm's got plenty of paraquat in the shed and I've been standing in there more often than I should.",
  },
  {
    kind: 'means',
    level: 'crisis',
    text: 'did a little tour of the corner shops and the servo today, one box from each. theres 6 boxes in my wardrobe now',
  },
  {
    kind: 'means',
    level: 'crisis',
    text: 'my flatmate has a gun licence and a safe. i saw the code over his shoulder last week and i keep repeating it in my head',
  },
  {
    kind: 'means',
    level: 'crisis',
    text: "I've got the belt and I've found the beam in the garage that would take the weight.",
  },
  // plan (13)
  {
    kind: 'plan',
    level: 'crisis',
    text: 'parents are away for the long weekend. saturday night nobody will be checking on me so thats when',
  },
  {
    kind: 'plan',
    level: 'crisis',
    text: "Going to wait until after my daughter's wedding on the 14th so I don't ruin it for her. After that it doesn't matter.",
  },
  {
    kind: 'plan',
    level: 'crisis',
    text: 'term ends on the 20th. nobody from school will notice im gone over summer and by the time they do it wont matter',
  },
  {
    kind: 'plan',
    level: 'crisis',
    text: 'my flatmate works nights all next week. tuesday ill have the place to myself and thats the night ive picked',
  },
  {
    kind: 'plan',
    level: 'crisis',
    text: 'after my last exam on friday im done. for good. at least my grades will be in',
  },
  {
    kind: 'plan',
    level: 'crisis',
    text: "Thought it through. End of the month, once the rent is paid so the landlord isn't out of pocket. The woods behind the estate.",
  },
  {
    kind: 'plan',
    level: 'crisis',
    text: 'the 3rd is my birthday and its also the day i decided on. seems right to finish on the same day i started',
  },
  {
    kind: 'plan',
    level: 'crisis',
    text: "Wife is visiting her sister in Durban from the 9th. I'll do it the first night she's gone so she isn't the one who finds me straight away.",
  },
  {
    kind: 'plan',
    level: 'crisis',
    text: 'Nobody texts me on Sundays anyway so Sunday is the one. no one will notice till Monday at least',
  },
  {
    kind: 'plan',
    level: 'crisis',
    text: 'once the dog goes ill go too. vet says a few weeks. after that theres nothing keeping me',
  },
  {
    kind: 'plan',
    level: 'crisis',
    text: 'christmas eve at the quarry. everyone will be too busy to notice one less person at dinner',
  },
  {
    kind: 'plan',
    level: 'crisis',
    text: "I've worked it out for after my shift on Thursday. Walk home the long way past the canal and not come home.",
  },
  {
    kind: 'plan',
    level: 'crisis',
    text: 'the life insurance passes the 2 year mark in april, thats when. so my kids still get the payout',
  },
  // preparation (13)
  {
    kind: 'preparation',
    level: 'crisis',
    text: 'deleted all my socials and wrote each of my friends a little message to send on a timer. just tidying up',
  },
  {
    kind: 'preparation',
    level: 'crisis',
    text: "Gave my guitar to my cousin today, told her I'm not playing anymore. Also signed the car over to my brother.",
  },
  {
    kind: 'preparation',
    level: 'crisis',
    text: 'ive been writing letters to my little sisters for when theyre older. one for each birthday i wont be there for',
  },
  {
    kind: 'preparation',
    level: 'crisis',
    text: "Made a list of all my passwords and left it in an envelope on my desk with my mum's name on it.",
  },
  {
    kind: 'preparation',
    level: 'crisis',
    text: 'rehomed my cat with a lady from work. told her im moving. im not moving',
  },
  {
    kind: 'preparation',
    level: 'crisis',
    text: 'cleared my whole room out today, bagged up my clothes for charity. wanted it to be easy for whoever has to deal with it after',
  },
  {
    kind: 'preparation',
    level: 'crisis',
    text: 'Paid off my small debts, cancelled the gym, and set up a transfer so my son gets my savings. Feels good to have it all sorted before I go.',
  },
  {
    kind: 'preparation',
    level: 'crisis',
    text: 'made the playlist for my funeral and emailed it to myself so someone finds it',
  },
  {
    kind: 'preparation',
    level: 'crisis',
    text: "Went round to see my old friends this week one by one. I didn't tell them it was to say goodbye but it was.",
  },
  {
    kind: 'preparation',
    level: 'crisis',
    text: 'told my sister shes the best thing in my life and she needs to look after mum for me from now on. she thought i was being soppy',
  },
  {
    kind: 'preparation',
    level: 'crisis',
    text: "Sorted my will with the solicitor this morning. I'm 39 and healthy, she looked at me a bit funny. Last thing on the list done.",
  },
  {
    kind: 'preparation',
    level: 'crisis',
    text: 'i recorded a voice note for my boyfriend explaining everything. its scheduled to send on friday',
  },
  {
    kind: 'preparation',
    level: 'crisis',
    text: 'gave all my trainers and my ps5 to the lads at school. said i was bored of them. i just wont need them',
  },
  // attempt (13)
  {
    kind: 'attempt',
    level: 'crisis',
    text: 'took the rest of my blister packs about an hour ago, feel kinda floaty, not sure why im telling an app',
  },
  {
    kind: 'attempt',
    level: 'crisis',
    text: 'swallowed a load of my mums sleepers with some vodka. rooms a bit spinny now',
  },
  {
    kind: 'attempt',
    level: 'crisis',
    text: "I've taken 32 paracetamol since lunch. Ears are ringing. I don't want an ambulance.",
  },
  {
    kind: 'attempt',
    level: 'crisis',
    text: 'just had the whole box of my hayfever tablets lol heart going mad',
  },
  {
    kind: 'attempt',
    level: 'crisis',
    text: 'i went deeper this time and its not stopping. it was meant to be the end so',
  },
  {
    kind: 'attempt',
    level: 'crisis',
    text: "I'm sat in the car in the garage with the engine running. Just wanted to tell someone.",
  },
  {
    kind: 'attempt',
    level: 'crisis',
    text: 'on the wrong side of the railing on the footbridge over the motorway. typing this with one hand',
  },
  {
    kind: 'attempt',
    level: 'crisis',
    text: 'did something stupid with my insulin pen about 20 mins ago. starting to shake',
  },
  {
    kind: 'attempt',
    level: 'crisis',
    text: 'finished off the bottle of amitriptyline with a couple of ciders. bit sleepy now. night',
  },
  {
    kind: 'attempt',
    level: 'crisis',
    text: 'my little brother just drank something from under the sink and said he wants to die what do i do',
  },
  {
    kind: 'attempt',
    level: 'crisis',
    text: "Took everything in the bathroom cabinet. Ibuprofen, my wife's pills, the lot. Sorry to dump this on you.",
  },
  {
    kind: 'attempt',
    level: 'crisis',
    text: 'its already tied. sitting here with it round me. i just dont know if i can finish',
  },
  {
    kind: 'attempt',
    level: 'crisis',
    text: 'ngl i took like a whole weeks worth of my adhd meds at once so i wouldnt have to be here and now my chest hurts',
  },
  // self-injury (13)
  {
    kind: 'self-injury',
    level: 'crisis',
    text: 'dragged the point of my geometry compass across my thigh in the toilets at break',
  },
  {
    kind: 'self-injury',
    level: 'crisis',
    text: 'how do i keep the new marks on my wrist covered for swimming next week',
  },
  {
    kind: 'self-injury',
    level: 'crisis',
    text: 'held my hand on the hot kettle until it blistered because i messed up again',
  },
  {
    kind: 'self-injury',
    level: 'crisis',
    text: 'punched the brick wall outside the garage till my knuckles split. third time this week',
  },
  {
    kind: 'self-injury',
    level: 'crisis',
    text: "I've pulled out so much hair from the back of my head there's a bald patch the size of a coin. When I'm angry at myself I just keep going.",
  },
  {
    kind: 'self-injury',
    level: 'crisis',
    text: 'picked the skin round my nails till they bled again. got plasters on every finger at work and people are asking',
  },
  {
    kind: 'self-injury',
    level: 'crisis',
    text: 'snapped a disposable razor apart and used it on my hips last night where nobody looks',
  },
  {
    kind: 'self-injury',
    level: 'crisis',
    text: 'keep pressing lit incense sticks into my arm. little burns. i deserve them',
  },
  {
    kind: 'self-injury',
    level: 'crisis',
    text: "I snap a hair tie on my wrist so hard it leaves welts and some days that's not enough so I scratch with my nails until it's raw",
  },
  {
    kind: 'self-injury',
    level: 'crisis',
    text: 'slammed my head against the bathroom door a few times last night when it got bad. got a lump now',
  },
  {
    kind: 'self-injury',
    level: 'crisis',
    text: "Haven't eaten since Tuesday. Every time I mess up I skip another meal. That's the rule now.",
  },
  {
    kind: 'self-injury',
    level: 'crisis',
    text: 'ran my hand under the hottest tap and kept it there till it went red and shiny. nobody noticed at dinner',
  },
  {
    kind: 'self-injury',
    level: 'crisis',
    text: 'what excuse do i give the school nurse for the scratches on my arm. i did them with a paperclip in maths',
  },
  // harm-to-others (13)
  {
    kind: 'harm-to-others',
    level: 'crisis',
    text: 'when my stepdad passes out drunk tonight im going to do something to him with the kitchen knife. im not joking',
  },
  {
    kind: 'harm-to-others',
    level: 'crisis',
    text: "I've started planning how I'd run my ex off the road. I know his route to work.",
  },
  {
    kind: 'harm-to-others',
    level: 'crisis',
    text: 'the kid who shared my photos, i want to break every bone in his face and i know which way he walks home',
  },
  {
    kind: 'harm-to-others',
    level: 'crisis',
    text: "My sister-in-law keeps me up at night. Not in a funny way. I've thought about putting something in her tea.",
  },
  {
    kind: 'harm-to-others',
    level: 'crisis',
    text: 'i brought my dads hammer to work in my bag. if the supervisor screams at me one more time',
  },
  {
    kind: 'harm-to-others',
    level: 'crisis',
    text: "I get these urges to push people onto the tracks when the train comes in. It's getting harder to step back.",
  },
  {
    kind: 'harm-to-others',
    level: 'crisis',
    text: 'honestly could see myself stabbing my landlord. hes coming round tomorrow. thats not a figure of speech',
  },
  {
    kind: 'harm-to-others',
    level: 'crisis',
    text: "My baby won't stop screaming and I have this awful urge to shake her hard. I put her in the cot and walked away but I'm scared of what I'll do.",
  },
  {
    kind: 'harm-to-others',
    level: 'crisis',
    text: 'if he turns up at my daughters school again im going to kill him. theres a bat in my car',
  },
  {
    kind: 'harm-to-others',
    level: 'crisis',
    text: 'been thinking about setting fire to my neighbours shed while theyre home. theyve made my life hell and i want them to burn',
  },
  {
    kind: 'harm-to-others',
    level: 'crisis',
    text: "Everyone who bullied me is going to be at the leavers do. I want them to suffer properly. I've been working out how.",
  },
  {
    kind: 'harm-to-others',
    level: 'crisis',
    text: "I hit my wife last night and I think I'm going to do it again. I can't control it.",
  },
  {
    kind: 'harm-to-others',
    level: 'crisis',
    text: 'i keep imagining strangling my flatmate when she breathes loud. its not a joke thing anymore, my hands were near her neck yesterday',
  },
  // danger-from-others (13)
  {
    kind: 'danger-from-others',
    level: 'crisis',
    text: "His shift finishes at 6 and he's already texted saying wait till I get home. It's 5:20.",
  },
  {
    kind: 'danger-from-others',
    level: 'crisis',
    text: 'mums shut me out of the flat again because i talked back. been sitting in the stairwell since 10pm, no shoes',
  },
  {
    kind: 'danger-from-others',
    level: 'crisis',
    text: 'dad backhanded me at dinner for dropping a plate. hes still downstairs',
  },
  {
    kind: 'danger-from-others',
    level: 'crisis',
    text: "My husband took my phone and passport and says I'm not leaving the house. I'm typing this on the kids' tablet.",
  },
  {
    kind: 'danger-from-others',
    level: 'crisis',
    text: 'my ex has been parked outside my work three days in a row. today he followed my bus',
  },
  {
    kind: 'danger-from-others',
    level: 'crisis',
    text: 'stepmum pinned me against the fridge and said if i tell anyone shell say i attacked her',
  },
  {
    kind: 'danger-from-others',
    level: 'crisis',
    text: 'hes kicking the bedroom door, ive got the chair under the handle. please',
  },
  {
    kind: 'danger-from-others',
    level: 'crisis',
    text: "Mum's boyfriend keeps coming into the bathroom when I'm in the shower. I've started showering at school.",
  },
  {
    kind: 'danger-from-others',
    level: 'crisis',
    text: 'my brother is drunk and waving dads machete about and shouting my name',
  },
  {
    kind: 'danger-from-others',
    level: 'crisis',
    text: 'got home and my uncle was in my room again. he said its our secret',
  },
  {
    kind: 'danger-from-others',
    level: 'crisis',
    text: "My son is 34 and when I won't give him money for drugs he puts me up against the wall. I'm 78. He's coming round Sunday.",
  },
  {
    kind: 'danger-from-others',
    level: 'crisis',
    text: 'bae read my messages and said ill regret it tonight. last time i ended up with a split lip',
  },
  {
    kind: 'danger-from-others',
    level: 'crisis',
    text: 'my teacher keeps messaging me on snap asking me to come to his house and not tell my parents. im 14',
  },
  // everyday (30)
  {
    kind: 'everyday',
    level: 'none',
    text: 'how many ibuprofen can i take for period cramps, box says 1-2 but theyre brutal',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'missed my evening sertraline dose, do i double up tomorrow or just carry on',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "Is it OK to take two antihistamines instead of one when the pollen's bad? Cetirizine.",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'can you have paracetamol and ibuprofen together for a toothache or is that too much',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'Forgot my pill this morning, took it at 4pm. Am I still covered?',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'doc upped my propranolol to 40mg, anyone know if the tiredness wears off',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'how long after a glass of wine can I take my sleeping tablet? just the one glass',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "Mum's had a pill organiser for years and now I'm doing one for Dad too. Sunday night ritual with a cuppa.",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'set a reminder on my phone for my lithium bloods next week so i stop forgetting',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'Left a note on the fridge for my housemate about the bins. Passive aggressive? Maybe.',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'ive decided to end things with my boyfriend. 2 years. feels right tho',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'Finally bought a harness and a proper dynamic rope. First outdoor crag on Saturday!',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'clay pigeon shooting with the in-laws on boxing day, never held a shotgun, any tips?',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'sharpened all the kitchen knives today, so satisfying. tomatoes dont stand a chance',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'how high is the Auckland harbour bridge bungy? doing it for my 30th',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'Giving away most of my furniture before I move to Perth. Anyone want a couch lol',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "writing a will now we've had the baby, what should we include?",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'Said my goodbyes at the office today. Retiring after 38 years. Bit emotional!',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'whats the max melatonin dose for kids? my 8 year old cant sleep before camp',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'I burned my hand on the oven tray doing roast potatoes, is aloe vera fine or should I get it looked at',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'got a splinter from the garden fence and picked at it till it bled, should i put something on it',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'my hair is coming out in clumps after covid, is that normal? not pulling it, its just in the brush',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "The dog ate two of my ibuprofen off the floor, he's a 30kg lab, do I need the vet?",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'last appointment at the orthodontist today, done with braces forever 😁',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'im so done with this essay, 4000 words finally submitted, going to sleep for 12 hours',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'The pharmacy gave me 3 months of my blood pressure pills at once. Fine to keep them in my suitcase for the trip?',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'my nan is 91 and wants to plan her own funeral so nobody argues, shes picked the hymns already. honestly iconic',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'does alcohol cancel out antibiotics or is that a myth? got a wedding saturday and im on amoxicillin',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'cut my finger slicing an onion, deep-ish, do i need stitches?',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'Took the last tablet of the course today. Feeling miles better.',
  },
  // friend-risk (20)
  {
    kind: 'friend-risk',
    level: 'concern',
    text: 'my mate showed me a drawer full of pills hes been saving and made me promise not to tell. i dont know what to do',
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "My girlfriend texted 'I'm tired of being here' last night and won't say more. How do I check on her without making it worse?",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: 'friend keeps joking that shell be gone before graduation. idk if shes joking. how do i ask',
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: 'My brother gave me his Xbox and his favourite hoodie for no reason. I read that can be a sign. What should I say to him?',
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: 'saw cuts on my besties arm in PE. should i tell a teacher or would she hate me',
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "A lad in my class said he's got a date picked. He said it quietly like it was nothing. Who do I tell?",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: 'my dad keeps saying wed be better off with his life insurance. he laughs it off but how do i bring it up with him',
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "One of my regulars at the salon told me she's stopped taking her meds and is saving them. I'm just her hairdresser, what can I do?",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: 'my friend posted a goodbye-ish story on close friends then deleted it. should i message her or call her mum',
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: 'how do you talk to a 15 year old who says he wants to die? hes my nephew and he told me, not his parents',
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "My husband has been sitting in the car in the garage for long stretches. He says he's just thinking. I'm frightened. How do I raise it?",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: 'friend burns herself with a lighter when shes stressed and asked me to keep it secret. what do i do',
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "Mum keeps saying she's had enough and wants to go and be with Dad. She's 80. Is that grief or should I be worried?",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: 'my roommate said if she fails this exam shes ending it. exams monday. how do i help her',
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: 'a girl in my discord server said shes going to ctb this weekend. i dont know her irl. how do i get her help',
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "Coworker mentioned offhand he'd looked up how many of his pills it would take. What's the right way to check in with him?",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: 'my best friends dad hits him and hes scared to go home. i want to help but he says dont tell anyone',
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: 'my boyfriend punches walls and then his own head when hes angry at himself. how do i get him to talk to someone',
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: 'what do i even say to my sister when she says she wishes she hadnt woken up after her op',
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: 'my grandpa has been giving away his tools and saying he wont need them much longer. how do i ask him if hes ok',
  },
  // idiom (20)
  {
    kind: 'idiom',
    level: 'none',
    text: 'if my brother uses my charger one more time im burying him in the garden',
  },
  { kind: 'idiom', level: 'none', text: 'hairdresser cut my bangs way too short, bury me at sea' },
  {
    kind: 'idiom',
    level: 'none',
    text: 'month end reconciliations are going to put me in an early grave, send snacks',
  },
  { kind: 'idiom', level: 'none', text: 'kms my mum just liked my crushs post from her account' },
  { kind: 'idiom', level: 'none', text: "I'd rather die than sing karaoke at the Christmas party" },
  { kind: 'idiom', level: 'none', text: 'my feet are killing me after that 10k' },
  {
    kind: 'idiom',
    level: 'none',
    text: 'if the ref gives them one more penalty im going to strangle him through the telly',
  },
  {
    kind: 'idiom',
    level: 'none',
    text: 'tripped up the stairs in front of the whole of year 10, i am deceased 💀',
  },
  {
    kind: 'idiom',
    level: 'none',
    text: 'lost my airpods again, could honestly throw myself in the river',
  },
  {
    kind: 'idiom',
    level: 'none',
    text: 'that comedian absolutely murdered it last night, I cried laughing',
  },
  { kind: 'idiom', level: 'none', text: 'my dads dad jokes make me want to walk into the sea' },
  {
    kind: 'idiom',
    level: 'none',
    text: 'Gonna kill my sister, she spoiled the finale in the group chat',
  },
  {
    kind: 'idiom',
    level: 'none',
    text: 'overslept through my alarm and missed the bus, just shoot me now',
  },
  { kind: 'idiom', level: 'none', text: 'Honestly this Brisbane heat is going to finish me off' },
  {
    kind: 'idiom',
    level: 'none',
    text: 'my flatmate ate my last tim tam i will end her bloodline',
  },
  {
    kind: 'idiom',
    level: 'none',
    text: "Sent 'love you' to my boss instead of my husband. Going to have to fake my own death and move to Fiji.",
  },
  {
    kind: 'idiom',
    level: 'none',
    text: 'wifi keeps dropping, about to throw the router and myself out the window',
  },
  {
    kind: 'idiom',
    level: 'none',
    text: 'Mother-in-law is staying for 2 weeks. Pray for me, I may not survive.',
  },
  { kind: 'idiom', level: 'none', text: 'im dying to see the new spider-man, whos coming' },
  {
    kind: 'idiom',
    level: 'none',
    text: 'we got slaughtered at the pub quiz, came last by 20 points',
  },
  // fiction-news (15)
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'just finished 13 Reasons Why and the ending wrecked me, why did they write it like that',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: "anyone know the song on tiktok that goes 'i dont wanna be alive', its stuck in my head",
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'Listening to a true crime podcast about a woman who poisoned three husbands. How did nobody notice?',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'doing Romeo and Juliet in english, the bit where he drinks the poison. is it bad that i find it a bit dramatic lol',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'News said a man was stabbed at the shopping centre near my work. Scary stuff.',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'playing The Last of Us part 2 and the ending is so brutal, everyone kills everyone',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: "Our book club picked The Virgin Suicides. Haven't started it yet, is it heavy?",
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'the new album has a song about wanting to disappear and its so good, on repeat',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'watched a documentary on Jonestown, cant believe how many people drank it',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'my D&D character just got assassinated by the party rogue, im fuming',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'Anyone watched Baby Reindeer? The stalker bits made my skin crawl.',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'reading Anna Karenina for uni and that train scene at the end. oof',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'my fave kdrama lead just died in episode 14 and im not okay 😭',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'heard on the radio theyre putting safety nets on the bridge in town after the suicides there. good I think',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'writing a murder mystery for my book club party, need a clever way for the butler to get caught',
  },
  // recovery (15)
  {
    kind: 'recovery',
    level: 'none',
    text: "Used to burn myself with the straighteners when things got bad. Realised today it's been over a year and I didn't even notice the date pass.",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'i used to pull my hair out till there were gaps. its grown back thick enough for a ponytail now, first time since year 9',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'Five years ago I had a bag of pills and a note in my coat pocket. Today I ran my first half marathon.',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'the compass scars on my thigh are barely visible now. i wear shorts to the beach and dont think about it',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "Back in 2018 I'd have told you I wouldn't make 25. I'm 31 now, married, and the garden's full of tomatoes.",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'i used to pick my skin raw at uni every exam season. finished my masters this year with clean hands',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "Three years off the antidepressants and the dark thoughts haven't come back. Still keep my safety plan in my wallet out of habit.",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'remember when i used to message this app at 3am wanting to die? just checking in to say i got the job and im doing good',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'ten years since my overdose today. bought myself flowers',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "I punched walls for most of my teens. Now I box at a gym three times a week and haven't broken a knuckle since.",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "Used to starve myself as punishment in my 20s. I'm 44 and I cooked a three course meal for friends last night and ate every bite.",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'my counsellor asked me to rate my urges this week and i said zero and actually meant it. first time ever',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'The pills I used to hide in my sock drawer, I handed them all in at the pharmacy two years ago. Still glad I did.',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'Had a rough week but not once did ending it cross my mind, which used to be my go-to. Growth I guess.',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'when i was 16 i planned to do it on my birthday. im 26 now and spending my birthday in Lisbon',
  },
  // distress (10)
  {
    kind: 'distress',
    level: 'concern',
    text: "I can't keep doing 60 hour weeks. I'm not okay, but I'm not in danger either, just wrecked.",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: 'Failed my driving test for the third time, feel like such a loser',
  },
  {
    kind: 'distress',
    level: 'concern',
    text: 'my mum died in march and the house is so quiet. i just sit in her chair',
  },
  {
    kind: 'distress',
    level: 'concern',
    text: 'im not suicidal or anything i just want to sleep for a month and not talk to anyone',
  },
  {
    kind: 'distress',
    level: 'concern',
    text: 'uni is crushing me, three deadlines tomorrow and im crying in the library toilets',
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "Lost my job today after 12 years. Don't know how I'm going to tell my wife.",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: 'everyone at this party has a date except me and i want to evaporate into the wallpaper',
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "I would never do anything to myself, but the panic attacks are getting scary. I can't breathe on the tube.",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: 'my boyfriend left and took the dog. i cant stop crying. why does it hurt this much',
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "I'm so tired of being the strong one for everyone. Nobody ever asks how I am.",
  },
];

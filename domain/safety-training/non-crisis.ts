// Non-crisis training set (350 messages: everyday, distress, idiom, fiction-news, study-work, recovery, friend-risk), hand-written from knowledge of how people write to a support chat; many share words with crisis talk.
import type { LabelledMessage } from '../safety.dataset';

export const NON_CRISIS_TRAINING: LabelledMessage[] = [
  // everyday (110)
  {
    kind: 'everyday',
    level: 'none',
    text: 'ok time for my evening meds then bed. today was actually decent',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "I left a note for my flatmate about the dishes and now I'm worried it came across passive aggressive. it said 'please wash your pan, it's been 4 days'. too much?",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "I've finally decided to quit my job at the call centre and go back to uni in September. scared but excited",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "bought a new rope for climbing today, 9.8mm dynamic, my instructor says it's a good all-rounder. first outdoor lead next weekend!!",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "going to the gun range with my dad on saturday, it's kind of our thing. any tips for getting him to talk more? he's not a talker",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "I'm DONE with this essay. 3000 words on the Corn Laws. submitted at 11:58pm 😤",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'giving away most of my clothes before the move to Melbourne, the new flat has like one wardrobe. how do you decide what to keep?',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "what's the best way to start meditating if you've never done it? my mind wanders every 4 seconds",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "my library books are 3 weeks overdue and I'm too embarrassed to go back in. is that weird",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'had my leaving do at work today. so many goodbyes, someone made a card and everyone signed it. cried a bit in the loo but good tears',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "Can you recommend a good bedtime routine? I'm 67 and I wake at 4am every morning no matter what.",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'plans for tonight: takeaway, new episode of Bake Off, face mask. living my best life',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'sharpened all my kitchen knives with a whetstone for the first time, oddly satisfying. what angle do you hold it at?',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'my husband goes hunting with his brothers every November and I never know what to do with the venison after. recipes?',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'scared of heights but I booked the Sydney Harbour Bridge climb for my 40th. talk me through it??',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'walked across the Golden Gate bridge today with my sister, windy as anything but the views 😍',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'I keep writing letters to my future self and sealing them for 5 years. is that a normal thing people do',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'retiring in march after 38 years teaching. what do people actually do with their days?',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "how do I tell my 6 year old that our dog is being put down next week. he's 14 and very sick, the dog I mean",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'pharmacy messed up my repeat prescription AGAIN. sertraline 100mg, been on it 2 yrs, just want it sorted',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "my daughter (15) wants to start dating and I'm not ready lol how do I handle this like a cool mum",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'exams start monday. physics chem maths. made a revision plan but honestly idk if im sticking to it',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'first date tomorrow with someone from hinge. what do I even talk about',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "can't sleep because my neighbour's dog barks from 2am to 3am like clockwork. any tips besides earplugs",
  },
  { kind: 'everyday', level: 'none', text: "I'm so over group chats. 400 unread messages about a hen do" },
  {
    kind: 'everyday',
    level: 'none',
    text: "I've put my affairs in order, by which I mean I finally did my tax return and filed all my receipts. adulting",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'Wrote my will today at 72, the solicitor was lovely. I feel quite relieved actually, one less thing for the kids to sort out someday.',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "my nan gave all her jewellery to us grandkids because she's downsizing to a retirement village. she seems really happy about it",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'stocked up on paracetamol and lemsip because the whole house has flu. anything else I should get in?',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'the bridge near our house is closed for repairs so my commute is 40 mins longer now. any podcast recs',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'finally said goodbye to my old car today. 18 years. sold it to a student for 500 quid',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "tonight's the night!! proposing at the restaurant where we had our first date. ring's in my pocket and I'm sweating",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "what's a good hobby for someone who works from home and never leaves the house? thinking pottery",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "I've been journaling every night for a month now. does it actually do anything or is it placebo",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'how much water should I actually drink a day, I keep hearing different numbers',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "my toddler refuses to sleep in his own bed. we're on week 3 of him in ours and I'm shattered",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'Learning to knit at 81. My granddaughter set me up with YouTube. Made a very wonky scarf.',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'how do you deal with a coworker who takes credit for everything? asking for me lol',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "I'm thinking of moving back to Lagos after 6 years in London. family is there, my career is here. how do I decide",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'gonna cut all my hair off tonight, pixie cut. been wanting to for years. talk me out of it or in to it',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "I've decided I'm not going to my cousin's wedding. she didn't invite my partner. am I being petty",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'my therapist is going on maternity leave and I have to start with someone new. kind of annoying but fine',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'just got back from the range, best grouping yet at 25m. my coach was stoked',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'is it bad to take melatonin every night? been doing 3mg for a couple months',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "counting pills into my weekly organiser and realised I'm out of vitamin D. reminder to self",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'anyone else get the sunday scaries? fine all weekend then 6pm hits',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'booked a solo trip to Iceland!! first time travelling alone at 29',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'I need to write my resignation letter tonight, how formal should it be? leaving on good terms',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "we scattered grandad's ashes at the beach last year and went back today on his birthday. it was nice, we had chips",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "how do I stop procrastinating, serious question. 3 assignments due and I'm reorganising my spice rack",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'my bf keeps leaving wet towels on the bed. small thing but it drives me mad',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'got a new puppy! kelpie cross, absolute chaos. any crate training advice',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'how many hours of screen time is ok for a 10 year old? we argue about it every single day',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'is it normal to feel a bit weird after finishing a big project? kind of flat. not bad, just strange',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'breaking up with my dentist lol. switching practices after 12 years because they keep upselling me whitening',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "jumped off the high board at the pool today for the first time, I'm 45 and I screamed the whole way down 😂",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "help me plan a final farewell party for our office, the branch is closing end of month and everyone's being moved",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "gave my guitar to my nephew today. I haven't played in years and he's obsessed. felt good",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'trying to decide between an MBA and staying in my role and asking for a raise. thoughts?',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "my ex texted me happy birthday after 2 years of nothing. haven't replied. should I?",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'what are some good breathing exercises? got a presentation thursday',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'I have a load of leftover painkillers from my wisdom teeth. how do I get rid of them properly, just take them back to the chemist?',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "my grandson keeps saying 'it's giving' and I have no idea what it's giving. please explain",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'reading The Body Keeps the Score for book club, anyone found it useful?',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'living alone for the first time and loving it tbh. cooking for one is weird though',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "planning a surprise for my wife's 50th. she hates surprises. is this a mistake",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'is there a way to say no to extra shifts without my manager hating me',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'just finished my last chemo session!! rang the bell and everything 🔔',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'been on lithium 4 years and my levels came back fine today. just wanted to tell someone',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "we're putting the house on the market and my kids are upset about leaving their rooms. how do I help them",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "off to the hardware store for rope and a tarp, we're camping in the Drakensberg this weekend",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "my uncle keeps a rifle on the farm because jackals take the lambs. my city friends think it's wild but it's normal out here",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'tried a cold plunge for the first time. never again. or maybe again. idk',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'any apps that help with ADHD time blindness? I was 40 mins late to my own birthday dinner',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'last day of school today for my year 12s. lots of goodbyes, lots of hugs. gonna miss this lot',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'ugh my flatmate ate my leftover biryani. I labelled it. with my name. in capitals',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'is it rude to leave a party without saying goodbye? irish exit yes or no',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "I'm writing a goodbye letter to my students since I'm moving schools. how do I keep it short without sounding cold",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'what do you do with all the sympathy cards after a funeral? feels wrong to bin them',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "stepping down as captain of my netball team after 6 seasons. it's time. knees are done",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'how do you make friends in your 30s in a new city? everyone already has their people',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "had the best day, markets, haircut, called my nan. sometimes it's simple",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'teaching my son (11) to sharpen his pocket knife for scouts. he is VERY proud of it',
  },
  { kind: 'everyday', level: 'none', text: 'rate my sleep schedule: bed 1am, up 7am, nap 3pm. be honest' },
  {
    kind: 'everyday',
    level: 'none',
    text: 'cancelled all my subscriptions, deleted the apps, logged out of everything. month long digital detox starts now, wish me luck',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'my mother-in-law is visiting for 3 weeks. 3. weeks. send strength',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'how long do antidepressants take to kick in? started fluoxetine monday and my doctor said be patient',
  },
  { kind: 'everyday', level: 'none', text: "did my first parkrun, 34 minutes, didn't stop once!" },
  {
    kind: 'everyday',
    level: 'none',
    text: 'is it okay to not want kids? my parents keep asking every christmas',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'hiking Ben Nevis tomorrow, checked the weather three times. any last minute advice?',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "bought a set of chef's knives with my first paycheque from the restaurant. feel like a real cook now",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "sorting out power of attorney for my dad with my brother. boring paperwork but dad's happy with it",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "my 14 yo says I'm 'cringe' every time I open my mouth. is this just a phase",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'hey can you help me write a text to my landlord about the mould in the bathroom?',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'finally booked my driving test. third attempt lol. wish me luck',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "lost my wedding ring swimming in the sea. husband was very chill about it but I'm gutted",
  },
  { kind: 'everyday', level: 'none', text: 'can you give me some journaling prompts for gratitude?' },
  {
    kind: 'everyday',
    level: 'none',
    text: 'switching from night shifts to days next month, how do I reset my body clock',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "tonight I'm finally telling my parents I'm dropping law for nursing. practising my speech in the mirror lol",
  },
  { kind: 'everyday', level: 'none', text: 'good book for a long flight? I like thrillers' },
  {
    kind: 'everyday',
    level: 'none',
    text: 'made a bucket list for my 30s. skydiving is on it and my mum is not happy',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "I'm 17 and my parents won't let me go to the festival. how do I negotiate like an adult",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "my yoga teacher said 'let it all go' and I let go of a very loud fart. never going back",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: "how do you politely end a friendship that's just run its course? no drama, we've drifted",
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'taking my nan to the eye doctor tomorrow then lunch. she wants the full carvery',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'selling my bike, my board and all my camping gear, moving to Toronto in 2 weeks and shipping costs a fortune',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'can you explain what mindfulness actually is without it sounding like a wellness ad',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'got my first tattoo today!! a little fern on my wrist. hurt less than I thought',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'fasting for Ramadan for the first time since I reverted. how do people get through work in the afternoons?',
  },
  {
    kind: 'everyday',
    level: 'none',
    text: 'Just finished my last shift before retirement. 41 years nursing. They clapped me out of the ward.',
  },

  // distress (60)
  {
    kind: 'distress',
    level: 'concern',
    text: "I can't do this anymore. my manager dumped 3 more projects on me today and I'm already drowning",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "I'm not suicidal or anything, just so tired of everything going wrong at once",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "I would never kill myself, I need to say that first, but I've been crying every day since the breakup",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "just want to disappear from this party rn. everyone's coupled up and I'm in the kitchen pretending to text",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "can't take it anymore with my mum's constant criticism. I'm 34 and she still makes me feel 12",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "my dog died on tuesday and the house is so quiet I can't stand it",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "so lonely. moved to Dublin for work 6 months ago and I haven't spoken to anyone outside the office",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: 'everything feels heavy lately. not dangerous heavy, just heavy. hard to get out of bed for work',
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "had a panic attack on the tube this morning, thought it was a heart attack. I'm ok now but really shaken",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: 'failed my driving test for the 4th time and just sat in the car and sobbed',
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "i'm so done with uni. grades are tanking and my parents think I'm top of the class",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "My wife has taken the kids to her mother's. She says she needs space. I don't know what to do with myself in this empty house.",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: 'over it. over all of it. the job, the rent, the landlord, the weather. I just need a break',
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "my anxiety has been through the roof since they announced the layoffs. can't eat, can't focus",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "having a really rough week and I don't really have anyone to talk to about it",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "results tomorrow and I feel sick. if I don't get AAB I lose my place at Edinburgh",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "not gonna do anything stupid don't worry lol I just need to vent. my best friend and my boyfriend. together. found out today",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "my grandma died last month and everyone's moved on and I'm still stuck",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "burnt dinner, missed the bus, forgot my kid's assembly. why does everything I touch go wrong. I feel like such a failure as a mum",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: 'drowning in debt. 14k on credit cards and the interest alone eats half my pay. I lie awake doing sums',
  },
  {
    kind: 'distress',
    level: 'concern',
    text: 'im 16 and my parents are getting divorced and they both want me to pick a side',
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "I keep crying at work in the disabled loo. don't even know why anymore",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "I'm not in any danger, I promise, I just feel really empty since I retired. the days are so long",
  },
  { kind: 'distress', level: 'concern', text: "can't sleep, heart racing, redundancy meeting tomorrow at 9" },
  {
    kind: 'distress',
    level: 'concern',
    text: 'honestly want to run away, move somewhere nobody knows me and start over. not in a dark way, just sick of this town',
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "3 miscarriages in 2 years. I'm trying to stay hopeful but I'm so so sad",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "I care for my husband who has dementia and some days I'm so exhausted I snap at him and then feel awful all night",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "why am I like this. said something stupid in a meeting 3 days ago and I can't stop replaying it",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "I don't want to die or anything like that, but with my back the way it is I honestly can't see how work gets any easier",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "Feeling very low since my daughter moved to Perth. She's happy and I'm proud of her but I miss her so much it aches.",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "bro i'm actually losing my mind with this dissertation. 2 weeks left and like 4000 words done",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "had a fight with my sister and said things I can't take back. I feel horrible",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: 'so overwhelmed. 3 kids, full time job, husband works away on the mines. running on empty',
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "everyone at school ignores me. I sit alone at lunch every day. I'm 13",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "keep having nightmares since the car accident. nobody was badly hurt but I can't drive past that junction",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "I'm not going to hurt myself but I'm really struggling with how angry I am at my dad",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "I just need someone to tell me it's going to be ok. biopsy results come back friday",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "can't stop shaking after the interview. think I completely blew it",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "I hate my body. I know that's not a healthy way to think but every mirror is a fight",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: 'been signed off work with stress for 2 weeks and I feel guilty every second of it',
  },
  {
    kind: 'distress',
    level: 'concern',
    text: 'my friends all went to Bali without me and posted it everywhere. feel so left out',
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "wake, work, sleep, repeat. feel like I'm existing not living. no I'm not going to do anything, I'm just tired of the grind",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: 'want to crawl into a hole after what I said at the christmas party. everyone heard',
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "my business went under. 8 years of work gone. I don't know who I am without it",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "so stressed about the wedding that I've started grinding my teeth at night and my jaw is killing me",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "moved out of home for the first time and the homesickness is unreal. cried in Woolies over my mum's brand of biscuits",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: 'I feel like a burden to my friends because I always need to talk about my problems',
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "the news lately makes me so anxious I can't switch off. war, climate, all of it",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "I can't take it anymore, next door's renovation has been going 7am to 7pm for 5 months and I work nights",
  },
  { kind: 'distress', level: 'concern', text: "my boyfriend says I'm too much. maybe I am" },
  {
    kind: 'distress',
    level: 'concern',
    text: 'rejected from all 5 med schools. all that work. my whole family is disappointed in me',
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "I don't want to kill myself, I just want to sleep for a month and let someone else run my life",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: 'stuck in a job I hate because of the mortgage. I feel trapped',
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "my son hasn't spoken to me since I remarried. it's been a year",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "nurse here. after this week of shifts I sat in my car in the carpark for an hour and couldn't make myself move",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: 'since my MS diagnosis I feel like my whole future got cancelled',
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "sick of pretending I'm fine at uni when I'm homesick and broke",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: 'had a meltdown at the checkout when my card declined. people stared. left the shopping and walked out',
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "I keep comparing myself to everyone on insta and feel like I'm 10 years behind",
  },
  {
    kind: 'distress',
    level: 'concern',
    text: "anniversary of my brother's death next week and I'm dreading it",
  },

  // idiom (40)
  { kind: 'idiom', level: 'none', text: 'this commute is killing me. 2 hours each way' },
  { kind: 'idiom', level: 'none', text: 'kms I replied-all to the whole company with my lunch order' },
  { kind: 'idiom', level: 'none', text: "I'll kill him if he eats my fries again" },
  { kind: 'idiom', level: 'none', text: 'feet are dead after that 12 hour shift' },
  {
    kind: 'idiom',
    level: 'none',
    text: "if I hear that song one more time I'm throwing myself out the window lol",
  },
  { kind: 'idiom', level: 'none', text: 'this spreadsheet is going to be the death of me' },
  { kind: 'idiom', level: 'none', text: 'literally died when my crush liked my story 💀' },
  { kind: 'idiom', level: 'none', text: 'my mum is going to murder me, I dented her car' },
  { kind: 'idiom', level: 'none', text: 'shoot me now, the in-laws are staying for christmas' },
  { kind: 'idiom', level: 'none', text: "could've killed my brother, he spoiled the finale" },
  { kind: 'idiom', level: 'none', text: 'that exam absolutely slaughtered me' },
  { kind: 'idiom', level: 'none', text: 'my bank balance is on life support' },
  { kind: 'idiom', level: 'none', text: 'dying of laughter at my cat trying to fit in a box half his size' },
  { kind: 'idiom', level: 'none', text: "ugh I want to die of embarrassment, I called my teacher 'mum'" },
  { kind: 'idiom', level: 'none', text: "my phone's dead and so is my will to do this group project lol" },
  { kind: 'idiom', level: 'none', text: 'bury me with my air fryer honestly' },
  { kind: 'idiom', level: 'none', text: 'the traffic on the M25 makes me want to drive into a wall lmao' },
  { kind: 'idiom', level: 'none', text: 'kill me now, the printer jammed at 8:59 before my 9am' },
  { kind: 'idiom', level: 'none', text: "my boss will have my head on a plate if this report's late" },
  { kind: 'idiom', level: 'none', text: 'these heels are murdering my feet' },
  {
    kind: 'idiom',
    level: 'none',
    text: 'sewerslide is the only option now my dance recital video is on the family whatsapp 😭 jk obv',
  },
  { kind: 'idiom', level: 'none', text: 'that comedian killed it last night, I was crying' },
  {
    kind: 'idiom',
    level: 'none',
    text: "he's dead to me. unfollowed me after one argument about pineapple on pizza",
  },
  {
    kind: 'idiom',
    level: 'none',
    text: "I'm going to strangle whoever keeps nicking the oat milk from the office fridge",
  },
  {
    kind: 'idiom',
    level: 'none',
    text: "my sister's gonna kill me when she finds out I spilled wine on her jacket",
  },
  { kind: 'idiom', level: 'none', text: 'the humidity in Durban is actually trying to end me' },
  { kind: 'idiom', level: 'none', text: 'that maths test was a massacre' },
  { kind: 'idiom', level: 'none', text: 'so hungry I could die' },
  { kind: 'idiom', level: 'none', text: 'my sourdough starter died. RIP Doughy McDoughface, gone too soon' },
  { kind: 'idiom', level: 'none', text: 'this hangover is killing me, never touching tequila again' },
  {
    kind: 'idiom',
    level: 'none',
    text: 'lmao gonna unalive my group chat if they send one more tiktok at 3am',
  },
  { kind: 'idiom', level: 'none', text: 'nearly had a heart attack when the smoke alarm went off at 5am' },
  {
    kind: 'idiom',
    level: 'none',
    text: 'my kids are driving me to an early grave with this homework battle',
  },
  {
    kind: 'idiom',
    level: 'none',
    text: "saw a drop dead gorgeous dress today, couldn't afford it, died inside",
  },
  { kind: 'idiom', level: 'none', text: 'bombed my presentation, absolutely crashed and burned' },
  {
    kind: 'idiom',
    level: 'none',
    text: "if she wins bake off I'll eat my hat and jump off a cliff. she can't even temper chocolate",
  },
  { kind: 'idiom', level: 'none', text: 'the wifi here is slower than a dead snail' },
  {
    kind: 'idiom',
    level: 'none',
    text: "my manager's face when I said I'm taking friday off. if looks could kill",
  },
  { kind: 'idiom', level: 'none', text: 'gonna shoot my shot with the barista tomorrow 😳' },
  { kind: 'idiom', level: 'none', text: "that last over was a killer, my heart can't take any more cricket" },

  // fiction-news (35)
  {
    kind: 'fiction-news',
    level: 'none',
    text: "just finished 13 Reasons Why and I have thoughts about how they showed Hannah's story. was it irresponsible?",
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'the news about that bridge collapse in Baltimore has been on my mind all day',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: "I'm writing a short story where the main character's brother died by suicide. how do I write it sensitively?",
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'Dear Evan Hansen soundtrack on repeat and I cried at the Connor stuff again',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: "watched a documentary on Jonestown last night and couldn't sleep after",
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'in my D&D campaign the villain poisons the king. any ideas for a twist?',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'does anyone else think Romeo and Juliet is really about teenagers making a terrible decision in one weekend',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: "Adam's Song by blink-182 hits different now I know what it's about",
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'my book club picked A Little Life and everyone keeps warning me about the self-harm content. is it worth it?',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'playing The Last of Us part 2 and the violence is a lot. anyone else have to take breaks?',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: "there was a stabbing in our town centre on the news, police say it was targeted. feels weird when it's somewhere you know",
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: "my poetry class is doing Sylvia Plath's Lady Lazarus. it's so intense",
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'writing a crime novel where the detective works out a murder was staged to look like a suicide. too cliché?',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: "is Hamlet actually thinking about suicide in 'to be or not to be' or just philosophising? my mate and I can't agree",
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: "the ending of Million Dollar Baby wrecked me. didn't know what it was about going in",
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'saw on the news a teen in our state died after a tiktok challenge. as a parent that terrifies me',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'anyone seen Baby Reindeer? the stalking stuff was so uncomfortable to watch',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'there was a programme about Anne Frank on TV tonight and my daughter asked loads of questions about the war',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: "I love true crime podcasts but my husband thinks it's morbid. are they bad for you?",
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: "the villain in my manga kills the hero's whole family in chapter 1. too dark for an opener?",
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'No Surprises by Radiohead is such a gentle song for such sad lyrics',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'read an article about domestic violence going up during lockdown. the numbers are horrifying',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'in Breaking Bad when Walt poisons Brock I genuinely screamed at my tv',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'watching Squid Game with my teens and the elimination scenes are a lot. should I turn it off?',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'Kurt Cobain documentary tonight on BBC Four. his story is so sad',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: "the shooting on the news today was at the mall where I used to work. I'm safe, I moved years ago, it's just surreal",
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: "writing a song about my great-grandad who died in the war. chorus so far: 'he left his letters in a tin by the door'",
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: "my son's horror story for school has a LOT of blood in it. teacher loved it. normal 12 yo stuff or should I worry?",
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: "Van Gogh's life story makes me sad every time I go to the museum",
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'in the Hunger Games books do you think Katniss had PTSD? debating it with my friend',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: "the earthquake coverage from Türkiye is heartbreaking, can't stop reading about it",
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: "any films about grief that aren't too heavy? I watched Aftersun and it destroyed me",
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: 'my Sims keep dying in fires because I forget smoke alarms. RIP Gerald',
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: "the Netflix show about the Menendez brothers, people online are fighting about whether they were victims. what's your take?",
  },
  {
    kind: 'fiction-news',
    level: 'none',
    text: "watched It's a Wonderful Life for the first time. the scene with George on the bridge got me. such a hopeful film though",
  },

  // study-work (35)
  {
    kind: 'study-work',
    level: 'none',
    text: 'psych nursing student here, assignment on the Columbia Suicide Severity Rating Scale. can you explain the difference between ideation and intent?',
  },
  {
    kind: 'study-work',
    level: 'none',
    text: "for my dissertation I'm looking at means restriction. is there research on bridge barriers reducing suicides?",
  },
  {
    kind: 'study-work',
    level: 'none',
    text: "I'm a GP and want to get better at asking patients about self-harm. any phrasing tips?",
  },
  {
    kind: 'study-work',
    level: 'none',
    text: 'training as a Samaritans volunteer and we do role plays this week. nervous about getting it wrong',
  },
  {
    kind: 'study-work',
    level: 'none',
    text: 'my research group is coding social media posts for self-harm content. how do other researchers cope with the exposure?',
  },
  {
    kind: 'study-work',
    level: 'none',
    text: "as a teacher I've been asked to deliver the safeguarding training on recognising child abuse. what should I cover?",
  },
  {
    kind: 'study-work',
    level: 'none',
    text: 'writing a policy for our pharmacy on paracetamol pack size limits. was the UK legislation 1998?',
  },
  {
    kind: 'study-work',
    level: 'none',
    text: "I work in A&E and after a run of overdoses this month I'm looking for debriefing resources for the team",
  },
  {
    kind: 'study-work',
    level: 'none',
    text: 'criminology essay: why is non-fatal strangulation such a strong predictor of domestic homicide? need sources',
  },
  {
    kind: 'study-work',
    level: 'none',
    text: 'first week on a child protection team as a social worker. how do you leave the cases at work?',
  },
  {
    kind: 'study-work',
    level: 'none',
    text: 'forensic toxicology exam next week on lethal doses of common drugs, so much memorising 😩',
  },
  {
    kind: 'study-work',
    level: 'none',
    text: 'our school counselling team is choosing between ASIST and safeTALK training. any experiences?',
  },
  {
    kind: 'study-work',
    level: 'none',
    text: "I'm a journalist covering a suicide in our community. what are the reporting guidelines so I don't make things worse?",
  },
  {
    kind: 'study-work',
    level: 'none',
    text: 'my thesis compares self-harm rates in LGBTQ+ teens in rural vs urban Canada. struggling with the stats',
  },
  {
    kind: 'study-work',
    level: 'none',
    text: 'As a police officer I attend a lot of sudden deaths. Looking for ways to process it other than the pub.',
  },
  {
    kind: 'study-work',
    level: 'none',
    text: 'building a chatbot for a mental health charity and need to design the risk escalation flow. where do I start',
  },
  {
    kind: 'study-work',
    level: 'none',
    text: 'can you explain what Stanley-Brown safety planning involves? counselling student',
  },
  {
    kind: 'study-work',
    level: 'none',
    text: 'lecture today on the Werther effect. fascinating how media coverage changes rates',
  },
  {
    kind: 'study-work',
    level: 'none',
    text: "I'm a vet nurse and euthanasia appointments are part of the job. how do other vet staff cope emotionally?",
  },
  {
    kind: 'study-work',
    level: 'none',
    text: "youth pastor here, want to run a mental health session for teens. what's safe to cover about suicide?",
  },
  {
    kind: 'study-work',
    level: 'none',
    text: 'my psych module has a unit on the functions of non-suicidal self-injury. confused between automatic and social reinforcement',
  },
  {
    kind: 'study-work',
    level: 'none',
    text: 'HR manager, need to write a postvention plan after a colleague died by suicide. any templates?',
  },
  {
    kind: 'study-work',
    level: 'none',
    text: 'volunteering on a 988 line, trying to work out self-care between shifts',
  },
  {
    kind: 'study-work',
    level: 'none',
    text: 'public health project on firearm storage and suicide risk in rural America. where can I find CDC data?',
  },
  {
    kind: 'study-work',
    level: 'none',
    text: 'teaching year 9 PSHE next week on healthy relationships and coercive control. how do I make it not awkward',
  },
  {
    kind: 'study-work',
    level: 'none',
    text: "I'm a paramedic in Joburg and we see a lot of violence. anyone know good peer support programmes?",
  },
  {
    kind: 'study-work',
    level: 'none',
    text: "lit review on Joiner's interpersonal theory of suicide. is thwarted belongingness still well supported?",
  },
  {
    kind: 'study-work',
    level: 'none',
    text: 'training to be a midwife, had a session today on spotting domestic abuse in pregnancy. really eye-opening',
  },
  {
    kind: 'study-work',
    level: 'none',
    text: 'prison officer here, we do ACCT reviews for at-risk prisoners and the paperwork is endless',
  },
  {
    kind: 'study-work',
    level: 'none',
    text: 'med school OSCE has a suicide risk assessment station. can we practise the questions?',
  },
  {
    kind: 'study-work',
    level: 'none',
    text: 'I mod a big subreddit and we need rules for posts mentioning self harm. what do other mods do?',
  },
  {
    kind: 'study-work',
    level: 'none',
    text: "studying Durkheim's Suicide for sociology A-level, what's anomic vs egoistic again?",
  },
  {
    kind: 'study-work',
    level: 'none',
    text: 'as a pharmacist, how do I counsel someone picking up a big opioid script without sounding patronising?',
  },
  {
    kind: 'study-work',
    level: 'none',
    text: "I'm a lawyer for survivors of domestic violence and the vicarious trauma is real. any clinical supervision recommendations?",
  },
  {
    kind: 'study-work',
    level: 'none',
    text: "designing a UX study for a self-harm support app and the ethics board wants a distress protocol. what's typical?",
  },

  // recovery (35)
  {
    kind: 'recovery',
    level: 'none',
    text: '3 years free from self harm today. no urges, just wanted to mark it somewhere',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "I attempted when I was 19. I'm 31 now, married, a dad, and genuinely glad I'm still here",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'years ago I used to cut. the scars have faded and now I wear short sleeves in summer without even thinking about it',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'I was in a really dark place after my divorce in 2015 and thought about ending it. therapy helped so much. doing well now',
  },
  { kind: 'recovery', level: 'none', text: 'just hit 500 days without hurting myself 🎉' },
  {
    kind: 'recovery',
    level: 'none',
    text: "My son tried to take his life two years ago. He's at university now and thriving. I still can't believe how far he's come.",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "back in high school I used to burn myself. I'm 40 now and I volunteer with teens. never thought I'd say that",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "5 years since my hospital stay. still take my meds, see my psych every 3 months. life's good",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'had an eating disorder all through my teens. recovered now. I can have cake at birthdays without counting anything',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "when I was 22 I stood on a bridge and a stranger talked me down. I think about her a lot. I'm 38 and okay",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'today is 10 years since my overdose. spent it at the beach with my kids',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'i was in sh communities on tumblr as a teen. so glad I got out of that scene. doing really well now',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "After my husband died I didn't want to go on. That was 2019. I've got my garden and my grandchildren now and I'm content.",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'my therapist discharged me today! 2 years of weekly sessions after my attempt. proud of myself',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "had really bad suicidal thoughts postpartum with my first. got help, got better. pregnant with #2 now and I've got a plan in place with my midwife and perinatal team",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "used to pull my hair out when I was stressed, it's all grown back and I haven't done it since uni",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "I'm a peer support worker now. 8 years ago I was the one in ED after an attempt",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "relapsed once in 2020 but it's been three and a half years since. I don't think about it much anymore",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "my uni friends don't know I was hospitalised at 16. it feels like another lifetime",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "at 14 I went through a phase of hitting myself when I got bad marks. I'm 17 now and I've found other ways to cope, mostly running",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'two years sober and two years since I last wanted to die. those two things are connected for me',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "reading my old diary from 2012 and it's full of goodbye notes I never sent. so glad I'm not that girl anymore",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "in my early 20s I thought about ctb like every week. I'm 30 now and I can't remember the last time",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: 'getting a semicolon tattoo over my old self harm scars next month. feels like closing a chapter',
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "my dad told me he nearly took his own life when the farm failed in the 80s. he said he wanted me to know it gets better. he's 74 and thriving",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "It's been a decade since my attempt. I run a charity 5k every year on that date.",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "I was sectioned in 2017. hardest time of my life. now I'm training to be an OT",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "used to scratch my arms raw when I was anxious as a kid. I'm 25 now and it's just not a thing anymore",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "last year I was talking to this app in a really bad place. now I'm in a new city, new job, new mates. just wanted to say thanks",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "the worst of my depression was during covid when I honestly thought everyone would be better off without me. I'm out the other side now",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "back in 2016 I gave away all my stuff because I'd planned to die. so grateful it didn't happen. bought some of it back off ebay lol",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "6 years self harm free and today I gave blood for the first time. didn't even think about my arms",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "I survived a jump when I was 20, broke both legs. I'm 29 now, walk with a small limp, and I love my life",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "as a teenager I used to starve myself as punishment. took years of therapy but I eat normally now and I'm happy",
  },
  {
    kind: 'recovery',
    level: 'none',
    text: "a year ago I wrote my family a goodbye letter. last night I read it one more time and burned it in the fireplace, because that person is gone and I'm here",
  },

  // friend-risk (35)
  { kind: 'friend-risk', level: 'concern', text: 'my friend said she wants to die. how do I help her?' },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "my bf keeps saying he'd be better off dead and i never know what to say back",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "found searches about hanging in my 15 year old son's history. haven't said anything yet. what do I do",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "my best mate posted a goodbye message on insta then deleted it and he's not answering. should I call someone?",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "saw cuts on my daughter's arms when she was swimming. she's 13. how do I bring it up without making it worse?",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "my grandad's been giving away his tools and medals since nan died and said 'I won't be needing them'. am I overreacting?",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "a coworker told me she's been saving up her sleeping pills. I don't know her that well. who do I tell?",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "my sister's boyfriend checks her phone and won't let her see us. how do I help without pushing her away",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "my friend texted 'sorry for everything, love you all' in the group chat. is that a warning sign?",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "my roommate says kms about everything but lately it feels different, he's stopped going to class. how do I ask him?",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "my mum told me she thinks about ending it sometimes. I'm 17. I don't know who to talk to",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "I'm a TA and a student wrote in her journal that she wants to disappear forever and never wake up. how should I handle it",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "my ex messaged me at 2am saying he's got nothing left to live for. we're not together but I'm worried",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "my online friend in the US says she's going to ctb this weekend. I don't even know her real name. what can I do",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "dad's drinking a lot and keeps his hunting rifle by the bed now. he's been really down since he lost his job. how do I bring it up?",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "How do I support a friend who's just been discharged after an attempt? I'm scared of saying the wrong thing.",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "my little brother (12) said he wishes he was never born. our parents think it's a phase. is it?",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "my friend is burning herself with a lighter and made me promise not to tell. I don't know what to do",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "my husband keeps bringing up his life insurance and how we'd be 'fine' without him. he's never like this",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "a lad on my apprenticeship said he's thought about stepping in front of a train. he laughed after. should I take it seriously?",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "my best friend has stopped eating and says she deserves it. she's lost so much weight. how do I help",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "the old lady next door lives alone and told me she's 'ready to go'. is that just normal at her age or should I worry?",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: 'What are the warning signs of suicide in teenagers? My nephew has gone very quiet and gave away his PlayStation.',
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "my friend's boyfriend hit her again last night. she won't report it. how can I support her",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "my partner's a vet and keeps joking about the euthanasia drugs at work. he's been really depressed. how worried should I be?",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "my twin told me last night she's started self harming again. what do I say when I see her today",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "a regular at my bar told me he's planning to end things once his divorce goes through. I'm just a bartender, what do I even do",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: 'my mate from the army keeps posting dark stuff since he got out. how do I reach out without it being awkward',
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "my flatmate hasn't left her room in a week and told me she doesn't see the point in anything. who do I even call?",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "my daughter's friend told her she wants to kill herself and swore her to secrecy. my daughter told me. should I call the girl's parents?",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: 'my wife keeps saying the kids would be better off with a different mum. she had our baby 2 months ago',
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "how do I talk to my dad about his depression? he's 60, old school, doesn't do feelings. yesterday he said he's 'had enough of it all'",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "my friend keeps saying she wants to unalive herself but in a jokey way. how do i tell if she's serious",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "someone in my discord said they've got a rope and they're done, then went offline. I'm in the UK and they're in Australia. what can I do?",
  },
  {
    kind: 'friend-risk',
    level: 'concern',
    text: "my flatmate owes money to some scary people and they've started turning up at the door. he looks terrified. how do I help him?",
  },
];

import { describe, expect, it } from 'vitest';
import { assessMessage, readingParts } from './crisis-assessor';
import type { CrisisReader } from './crisis-classifier';
import { readerAt, readerDoubtingWith } from './crisis-reader.fixtures';

describe('reading a message part by part', () => {
  // The rules alone, with a reader that leans neither way: what each phrase means.
  it.each([
    ['honestly not existing would be such a relief', 'a wish to be gone'],
    ['is there a way to go that would seem like an accident? the kids need the payout', 'a method'],
    ["they're all swallowed now, please stay with me", 'an attempt'],
    ["sorry for typos, bath water has turned red and i'm so dizzy", 'an attempt'],
    ['if i go from the 14th floor would it be certain?', 'a method'],
    ['she was screaming again so i pressed a pillow down on the baby s face. i am scared of me', 'harm'],
    ['i think about checking out for good', 'the euphemism made plain'],
    ['been thinking of checking out. not from a hotel', 'the euphemism made plain'],
    ['i did something really dumb. my throat is burning and i feel light headed', 'an attempt'],
    ['my cousin killed himself at christmas and i keep thinking about doing the same', 'drawn to follow'],
    ['sometimes i think if a bus just ran the light and hit me that would be fine', 'a wish to be gone'],
    ['what keeps me going is knowing there is a way out, and i choose when', 'an exit kept'],
    ['which way is least painful? i am so tired', 'a method'],
    ['standing on our balcony again tonight, looking down for a long time', 'a height'],
    ['took the whole strip about an hour ago, feel weird', 'an attempt'],
    ['can you help me write to my mum, so she never thinks it was her fault', 'a last letter'],
    ['gave away all my games today. letters for my sister are under the bed', 'a goodbye'],
    ['bringing something to class friday. those guys will finally learn', 'a threat'],
    ['i want her to suffer like i did. sitting outside her house now', 'a threat'],
    ['the baby cried all night and the pillow was right there. i am scared of what i might do', 'harm'],
    ['the baby would not stop crying so i shook him. i am scared of myself', 'harm'],
    ['heated the knife on the hob and pressed it to my arm', 'self-injury'],
    ['my skin is crawling and i need to cut it open', 'self-injury'],
    ['my husband says if i leave he swore i won t walk again', 'danger'],
    ['paid off my card and the passwords are in an envelope. everything is in order now', 'a goodbye'],
    ['at work i keep hoping a beam would fall on me', 'a wish to be gone'],
    ['thinking about checking out on my own terms', 'the euphemism made plain'],
    ['it feels right to go the same way my dad went', 'following someone who died'],
    ['i keep wishing a lorry would hit me so i would not have to go back in', 'a wish to be gone'],
    ['i just want to fall asleep and not open my eyes again', 'a wish to be gone'],
    ["it wouldn't be so bad if a bus crashed into my car on the way in", 'a wish to be gone'],
    ['honestly i just want to turn myself off for good', 'a wish to end it'],
    ['going up the mountain alone on sunday and this time i will not be coming back', 'a plan'],
    ["i've made my peace with going back to prison for what i'll do to him", 'harm'],
    ['they told me they know which school my daughter goes to', 'danger'],
    ['gave all my records to my nephew, told him it was a clear out', 'a goodbye with a cover story'],
    ['gave my guitar to my sister so she has it while i can still see her face', 'a goodbye'],
    ['i pray something happens that takes the choice out of my hands', 'a wish to be gone'],
    ["it wouldn't be so bad if the current took me", 'a wish to be gone'],
    ['when she is asleep tonight i will finish her', 'harm'],
    ['the lenders said pay by monday or they will visit my kids at school', 'danger'],
    ["sat outside my ex's flat all evening. he is going to pay for this", 'a threat'],
    ['stopped taking my meds last month and i am saving them instead', 'a stock kept back'],
    ['been sitting out there in the car thinking about what i would do to him', 'a threat'],
    ['the guys at work who bullied me are going to be sorry on friday', 'a threat'],
    ['i can not call anyone because he checks my phone', 'danger'],
    ['same car parked outside my flat again. he said i would never get away from him', 'danger'],
    ['driving home i thought a bus could clip me and i would not much mind', 'a wish to be gone'],
    ['every night i pray god takes us both in our sleep', 'a wish to be gone'],
    ['every morning i am sorry that my eyes open', 'a wish to be gone'],
    ['three days no food or water. i just want to lie here and let it finish', 'an attempt'],
    ['i would do everyone a favour by being gone for good', 'a wish to be gone'],
    ['i keep looking up at the rafters longer than i should', 'a way weighed'],
    [
      'looking up at the beams again. i am thinking about it more than i used to',
      'ideation growing, not past',
    ],
    ['i make the cuts again in the bath', 'self-injury'],
    ['tonight i stood over her bed with the pillow and thought how easy it would be', 'harm'],
    ['he is going to get hurt, i know where he parks', 'a threat'],
    ['if a big wave took me over the side i would not fight it', 'a death let happen'],
    ['do u ever wish u could just stop existing? asking for me', 'a wish asked as a question'],
    ['if somebody take many of the heart medicine, it is fast?', 'a method'],
    ['bills all paid and the will is on the kitchen table', 'a goodbye'],
    ['need to rehome my cat by friday. i am not moving', 'a goodbye'],
    ['how do you hide burns on your arms? i did some new ones', 'self-injury'],
    ['the simplest thing would be to not be here anymore', 'a wish to be gone'],
    ['been thinking about not being around anymore', 'a wish to be gone'],
    ['every night i ask god not to let me wake up', 'a wish to be gone'],
    ['sometimes i think better the tractor hit me', 'a wish to be gone'],
    ['if the bus just went off the road with only me on it id be fine with that', 'a wish to be gone'],
    ['i have chosen the night', 'a plan'],
    ['i do not want my parents to think it was about grades', 'words for after'],
    ['the only clean way out i can see is me not being around', 'a wish to be gone'],
    ['thinking about topping myself every day now', 'the slang made plain'],
    ['yes i have them, been collecting since christmas in the bathroom cabinet', 'a stock kept'],
    ['decided. sunday, while the kids are at their dads', 'a plan'],
    ['gave my xbox to my mate. told him im going away. i am not going away', 'a goodbye with a cover story'],
    ['took the cat next door, she can keep him. cancelled the gym. feel calmer', 'a goodbye'],
    ['started now. no going back', 'an attempt'],
    [
      'if a man had an accident while cleaning his gun, would the insurance pay out to the family?',
      'a method',
    ],
    ['enough chemical in the shed for a paddock, and not to spray anything', 'means'],
    ['i have decided. i know the place already, near the river', 'a plan'],
    ['doing it after everyone goes to bed. just wanted to tell someone', 'a plan'],
    ['paid all my bills and gave my gold to my daughter. i tell her it is for safekeeping', 'a goodbye'],
    ['drew something up from the ward stock and it is hitting now', 'an attempt'],
    ['i know exactly when he walks out alone. i am not saying i will do anything', 'a threat'],
    ['they will be in the assembly friday. i know which door. they wont be laughing', 'a threat'],
    ['if a truck came across the reservation i would not even brake', 'a wish to be gone'],
    ['a bus wouldnt be the worst thing that could happen to me', 'a wish to be gone'],
    ['working out which of my medications would be kindest to me', 'a method'],
    ['after my daughters birthday party. then i am done', 'a plan'],
    ['i decide. when the letter come and it is no, i go to the river', 'a plan'],
    ['sorted the will and found a good home for the dog. i feel peaceful', 'a goodbye'],
    ['had a few drinks then took the rest of my prescription', 'an attempt'],
    ['got something in the van waiting for him. let him be scared', 'a threat'],
    ['thinking about going to join the guys i lost over there', 'following the dead'],
    ['i want to be done with everything, by my own hand', 'a wish to die'],
    ['she refilled it early. i have not lost them', 'a stock kept'],
    ['the old quarry. thats as good a spot as any', 'a place chosen'],
    ['gave my switch to my brother. i didnt need it anymore. feels peaceful', 'a goodbye'],
    ['schedule an email so people get a message from me after a certain point', 'a goodbye'],
    ['sorry if i stop replying soon. i already did the thing', 'an attempt'],
    ['how do u get blood out of bedsheets before ur mum sees. fresh from tonight', 'self-injury'],
    ['mum does not know me. i held the pillow over her. i can not promise i will put it down', 'harm'],
    ['he is parked outside again. third night', 'danger'],
    ['he said i am gonna learn what happens to boys like me', 'danger'],
    ['i keep thinking about doing myself in', 'the slang made plain'],
    ['if i sleep and my eyes not open again, this is rest for me', 'a wish to be gone'],
    ['it wouldnt be the worst thing if something came across the reservation at me', 'a wish to be gone'],
    ['it would be a relief if the bus just went off the road with me on it', 'a wish to be gone'],
    ['i want to be switched off. like permanently off', 'a wish to be gone'],
    ['im not going anywhere, friday is just the day i picked', 'a plan'],
    ['written his care plan for whoever looks after him next. then i can stop', 'a goodbye'],
    ['tried this morning but it didnt hold. neck is sore. might try again tonight', 'an attempt'],
    ['she walked in before i could finish it. i still have everything here', 'an attempt'],
    ['what are the odds of walking away from a fall off a multistorey? five levels', 'a method'],
    ['sleeping tablets with alcohol, is it without pain? i need to know', 'a method'],
    ['got the revolver down from the loft. i just like knowing its there', 'means'],
    ['sunday. i have thought it all through and i feel weirdly calm', 'a plan'],
    ['affairs sorted, the neighbour will take the cat. i feel peaceful', 'a goodbye'],
    ['took some of what we use on the ward. everything is going heavy', 'an attempt'],
    ['he keeps coming in my room at night. i wedged a chair, there is no lock', 'danger'],
    ['on the bus home i sort of hope it goes off the road with me on it', 'a wish to be gone'],
    ['i would be perfectly okay if a lorry drifted into my lane', 'a wish to be gone'],
    ['sometimes i think if i disappear nobody notice', 'a wish to be gone'],
    [
      'if a client had been weighing whether to carry on living, would you report it? the client is me',
      'ideation',
    ],
    ['the dog is the only reason i havent gone through with it', 'ideation'],
    ['which of the stuff on the ward would not show up on a tox screen', 'a method'],
    ['my mate walked in and cut me down an hour ago', 'an attempt'],
    ['thought about taking the wife with me when i go', 'harm'],
    ['holding on for my daughters wedding in june and then i am done', 'a plan'],
    ['i decide already. i choose the place near the river', 'a plan'],
    ['she walked in before it worked. the cord is still in my bag', 'an attempt'],
    ['rehomed the cat. cancelled the gym. tying up the loose ends', 'a goodbye'],
    ['whats the way that doesnt hurt. i dont want to mess it up', 'a method'],
    ['keeping it back for the night i cant do this anymore', 'means'],
    ['im going to the bridge thursday night. thats the plan', 'a plan'],
    ['on the anniversary of margarets passing i shall walk down to the sea', 'a plan'],
    ['the life cover would pay it all off and ive been doing that maths', 'ideation'],
    ['got the rifle back out of the safe. told him it was for foxes. there arent any foxes', 'means'],
    ['signing out a bit extra at the end of nights. its in my locker', 'means'],
    ['sunday. after my daughters recital. i wont take that from her', 'a plan'],
    ['i have timed it so nobody at work gets dumped with my files', 'a plan'],
    ['did it again in the school toilets. long sleeves tomorrow', 'self-injury'],
    ['how do you look after a cut thats deeper than usual', 'self-injury'],
    ['how easy it would be to leave his door unlocked on the wrong night', 'harm'],
    ['i know where he parks now and what time he leaves the gym', 'a threat'],
    ['he is asleep. if he sees this on my phone i am dead', 'danger'],
    ['they said they will be back for me if he doesnt pay', 'danger'],
    ['last night he had his hands round my neck', 'danger'],
    ['i have the tablets. tonight is the night', 'means kept'],
    ['sitting on the edge of the roof', 'a height'],
    ['my landlord said he is going to kill me and he has a knife', 'danger'],
    ['i will jump into the river tonight', 'a river'],
    ['my last message before i sleep forever', 'a goodbye'],
    ['how long till the pills kick in, i want it to be over', 'an attempt'],
  ])('should call %j a crisis on the rules: %s', (text) => {
    expect(assessMessage(text, readerAt(0)).level).toBe('crisis');
  });

  // And their counterparts: the same words, no risk.
  it.each([
    ['checked out of the hotel at noon, flight home tonight', 'a hotel'],
    ['did something dumb at the gym, now my stomach is burning from the protein shake', 'a bad shake'],
    ['the 3rd floor is it enough room for the whole team?', 'an office move'],
    ['the sink has turned red from the beetroot', 'cooking'],
    ['she puts a pillow on her lap when she reads', 'reading'],
    ['my cousin killed himself at christmas. we are raising money for a charity in his name', 'grief'],
    ['if a bus is late again i will be fine, i always bring a book', 'a late bus'],
    ['which way is quickest to the station from here?', 'directions'],
    ['sat on our balcony looking down at the fireworks with the kids', 'a parade'],
    ['took the whole box of cookies to the office party', 'cookies'],
    ['gave away my old games today, the new console comes friday', 'a clear-out'],
    ['bringing something to class friday for the bake sale', 'a bake sale'],
    ['bought a new pillow for the baby, she sleeps so much better', 'a nursery'],
    ['at the baby shower i shook her hand again, she is lovely', 'a handshake'],
    ['hoping the confetti would come down on me at the concert', 'a concert'],
    ['checking out for real this time, the hotel is booked till noon', 'a hotel'],
    ['i want to go the same way my dad went, through the hills, for the view', 'a walk'],
    ['i open my eyes again after the eye drops and it stings', 'eye drops'],
    ['when he sleeps i finish the washing up in peace', 'chores'],
    ['gave all my old records to the charity shop, a proper clear out before the move', 'a clear-out'],
    ['my toddler loves it when i turn myself off like a robot', 'a game'],
    ['this time i will not be coming back to that restaurant, the service was awful', 'a bad meal'],
    ['we know which school my son goes to next year, the one by the park', 'a school place'],
    ['he is going to pay for dinner, we sat outside the restaurant', 'a dinner'],
    ['stopped taking my meds because the doctor changed them', 'a prescription'],
    ['sitting out there in the car thinking about what i would do to the garden', 'a garden'],
    ['the guys at work are going to be sorry they missed the party on friday', 'a party'],
    ['i can not call anyone because my phone died', 'a dead phone'],
    ['my mum said i would never get away from the family business', 'a family business'],
    ['a bus could clip the mirror and i would not much mind, it is an old car', 'an old car'],
    ['every night i pray god takes care of us both', 'a prayer'],
    ['every morning i am sorry that my eyes are so puffy', 'puffy eyes'],
    ['two days no food before the surgery, the nurse said it is normal', 'fasting'],
    ['i would do everyone a favour by leaving the party early', 'a party'],
    ['we looked up at the rafters of the old barn, stunning', 'a barn'],
    ['i made the cuts to the budget again', 'a budget'],
    ['how long should venison hang before butchering', 'game'],
    ['quiz team got slaughtered, drowning our sorrows tonight', 'an idiom'],
    ['holding the pillow i thought how easy it would be to nap', 'a nap'],
    ['he is going to get hurt skating like that', 'a worry'],
    ['the wave took me under but i did not fight it and floated up', 'a surf lesson'],
    ['do you ever wish you could just disappear for a weekend, no phones', 'a weekend away'],
    ['if somebody takes many photos is it slow to upload', 'photos'],
    ['the will is on the kitchen table, the solicitor comes tomorrow', 'a will'],
    ['need to rehome my cat by friday, we are moving abroad', 'a move'],
    ['how do you hide burns on your arms from the oven? i did some new ones at work', 'a kitchen'],
    ['the simplest thing would be to not be here when they arrive', 'a visit'],
    ['thinking about not being around anymore on weekends', 'weekends'],
    ['every night i ask god to let me wake up rested', 'a prayer'],
    ['better the tractor hits the fence than the shed', 'a farm'],
    ['the bus went off the road with only me on it and i was fine', 'an accident'],
    ['i have chosen the date for the wedding', 'a wedding'],
    ['i do not want my parents to think it is about grades', 'a worry'],
    ['gotta go catch the bus, bye for now', 'a bus'],
    ['the only way out of the car park is the back gate', 'a car park'],
    ['decided. sunday we go to the beach while the kids are at their dads', 'a day out'],
    ['started now, the new job is great', 'a new job'],
    ['i know the place already, the restaurant near the river', 'a dinner'],
    ['paid all my bills this month, feels good', 'bills'],
    ['after my daughters birthday party i am done with planning parties', 'a party'],
    ['i decided to go to the river for a swim', 'a swim'],
    ['took the rest of my prescription back to the pharmacy', 'old medicine'],
    ['blood out of the sheets, my nose bled in the night', 'a nosebleed'],
    ['schedule an email for monday morning', 'an email'],
    ['he is parked outside the shop', 'parking'],
    ['my eyes will not open properly again after the surgery', 'an eye'],
    ['it wouldnt be the worst thing if it rained on the barbecue', 'weather'],
    ['i want to be switched off for the weekend, no emails', 'a weekend'],
    ['friday is the day i picked for the party, i am not moving it', 'a party'],
    ['the shelf did not hold, my neck is sore from carrying it. i will try again', 'a shelf'],
    ['what are the odds of surviving the last level of this game', 'a game'],
    ['cleaned my rifle before the hunting trip, i like knowing its ready', 'hunting'],
    ['thought it all through and i feel calm about the interview', 'an interview'],
    ['he keeps coming in my room at night to steal my charger', 'a brother'],
    ['i would be perfectly okay if it rained all weekend', 'weather'],
    ['the boss cut me down to size in the meeting', 'a meeting'],
    ['holding on for my daughters wedding, then i am done with saving', 'savings'],
    ['whats the way that doesnt hurt my knees when running', 'running'],
    ['the anniversary of our wedding, we walk down to the sea every year', 'an anniversary'],
    ['got roped into running the raffle at the fair tonight', 'a chore'],
    ['i have to take my tablets tonight before bed', 'a dose'],
    ['got to take my pills tonight, the nurse said with food', 'a dose'],
    ['i have been at the gun range tonight with my dad', 'a range'],
    ['im on the balcony having a smoke', 'a smoke'],
    ['we sat on the roof watching the sunset', 'a sunset'],
    ['sitting on the edge of my bed, cant sleep', 'a bed'],
    ['picked up my prescription tonight, finally', 'a prescription'],
    ['my landlord is going to kill me when he sees the wall', 'a landlord'],
    ['ready to jump into the new job on monday', 'a new job'],
    ['how long does it take for sertraline to work?', 'a medicine'],
    ["i've got a gun show to work at this weekend", 'a gun show'],
    ['last message before i sleep, night!', 'bedtime'],
    ['i know where he parks, the car is blocking mine', 'parking'],
    ['if he sees this gift before christmas i am dead lol', 'a surprise'],
  ])('should not call %j a crisis on the rules: %s', (text) => {
    expect(assessMessage(text, readerAt(0)).level).not.toBe('crisis');
  });

  // Where the reader leans to a crisis but is not sure, what the rules no longer take for risk.
  it.each([
    ['failed my test again so i locked myself in my room and cried all evening', 'crying alone'],
    [
      "I get intrusive thoughts about swerving the car and they terrify me. I'd never do it, I just grip the wheel.",
      'intrusive thoughts',
    ],
    ['dead on my feet after the night shift, bed now', 'tired'],
    [
      'Sorted life insurance today so the kids are covered if anything happens. Proud of myself.',
      'insurance',
    ],
    ['I always cry in the car before I go in. Night shifts are brutal.', 'a hard shift'],
    [
      'Dad lost his job and drinks a lot. Yesterday he said the family would be better off with the life insurance money.',
      'a father at risk',
    ],
    ['Writing my thesis on firearm storage laws and rural suicide rates.', 'a thesis'],
    ['ex just texted saying she is going to end it all tonight. i am scared', 'an ex at risk'],
    ['Had my first tattoo done over the old burns on my wrist. Feels like closing a chapter.', 'recovery'],
    ['A whole year without hurting myself. I go for a run instead now.', 'recovery'],
    ['A lad on my rugby team keeps saying he would be better off dead.', 'a teammate at risk'],
    ['Can I take ibuprofen with my sertraline for a pounding headache?', 'a medicine question'],
    [
      'I cry in the car before work. I do not want anything drastic, I just want it to stop hurting.',
      'distress',
    ],
    ['Updating my will and I want to leave something to my nephew.', 'a will'],
    [
      'my best mate posted on snap last night sorry for everything, you wont have to deal with me anymore',
      'a friend at risk',
    ],
    ['Grandad keeps saying he has lived too long and is a burden.', 'a grandfather at risk'],
    ['Opening day of the hunting season tomorrow, up at 4 with the old rifle.', 'hunting'],
    ['Can I take my hayfever tablet with my birth control?', 'a medicine question'],
    [
      'How do I ask my dad if he is thinking about suicide? I am terrified of putting the idea in his head.',
      'a father at risk',
    ],
    ['Thinking to leave this app now, I feel better. Thank you for all. Goodbye!', 'leaving the app'],
  ])('should not call %j a crisis: %s', (text) => {
    expect(assessMessage(text, readerAt(2)).level).not.toBe('crisis');
  });

  it('should not let the reader alone make an act of a question about taking one medicine with another', () => {
    const asked = 'can i take my hayfever tablet with my birth control';
    expect(assessMessage(asked, readerAt(5, 'attempt')).kinds).toEqual(['unclear-risk']);
    expect(assessMessage('i took the tablets with my tea', readerAt(5, 'attempt')).level).toBe('crisis');
  });

  it('should read leaving a flat, with the deposit back, as an ordinary ending', () => {
    const email = 'please correct my email. i leave the flat in august and i need my deposit back';
    expect(assessMessage(email, readerAt(5, 'preparation')).level).not.toBe('crisis');
    expect(
      assessMessage('please correct my email. i leave everything in august', readerAt(5, 'preparation'))
        .level,
    ).toBe('crisis');
  });

  it('should read each sentence with the one before, within a paragraph', () => {
    expect(readingParts('One here. Two there.\n\nThree')).toEqual([
      ['one here'],
      ['one here', 'two there'],
      ['three'],
    ]);
  });

  it('should read a short message of three sentences whole as well, and a longer one only by parts', () => {
    // A reader sure only where the first sentence and the last are read together.
    const together: CrisisReader = {
      crisisOdds: (text) => (text.includes('guitar') && text.includes('understand soon') ? 5 : -1),
      likelyCrisisKind: () => 'preparation',
    };
    const told = 'gave my guitar to my best mate today. he was so confused. he will understand soon';
    expect(assessMessage(told, together)).toEqual({ level: 'crisis', kinds: ['preparation'] });
    expect(assessMessage(`${told}. anyway how was your day`, together).level).toBe('none');
  });

  it('should hear "asking for me" as the writer in a question about other people', () => {
    const asked = 'do people survive a fall from the top floor? asking for me';
    expect(assessMessage(asked, readerAt(2)).level).toBe('crisis');
    expect(
      assessMessage('do people survive a fall from the top floor? asking for a story', readerAt(2)).level,
    ).not.toBe('crisis');
  });

  it('should take the strongest part, not the sum of the parts', () => {
    const crisis = 'I cut myself again tonight.';
    const ordinary = 'My sister visited. We made pasta. The dog was happy. Work was fine.';
    expect(assessMessage(`${ordinary} ${crisis}`).level).toBe('crisis');
    expect(assessMessage(`${ordinary} ${crisis}`).kinds).toEqual(assessMessage(crisis).kinds);
  });

  it('should not let the learned reader alone make a crisis where no risk is expressed: it asks', () => {
    const plain = 'We went to the market and bought apples';
    expect(assessMessage(plain, readerAt(5))).toEqual({ level: 'concern', kinds: ['unclear-risk'] });
    expect(assessMessage(plain, readerAt(-5))).toEqual({ level: 'none', kinds: [] });
  });

  it('should call a short message the reader is sure reads as an act a crisis, and ask about a long one', () => {
    const done = 'ok its done. finished the lot. bye';
    expect(assessMessage(done, readerAt(5, 'attempt'))).toEqual({ level: 'crisis', kinds: ['attempt'] });
    // Not sure enough, or read as a wish: the question about thoughts of suicide fits, so it asks.
    expect(assessMessage(done, readerAt(2, 'attempt')).kinds).toEqual(['unclear-risk']);
    expect(assessMessage(done, readerAt(5, 'passive-ideation')).kinds).toEqual(['unclear-risk']);
    // Self-injury and a method question are acts too: asking about thoughts would lose time.
    expect(assessMessage('did it again tonight', readerAt(5, 'self-injury')).level).toBe('crisis');
    expect(assessMessage('is 8 floors enough', readerAt(5, 'method-lethality')).level).toBe('crisis');
    const long = 'Paid the rent. Fed the cat. Sorted the post. Everything is done now.';
    expect(assessMessage(long, readerAt(5, 'preparation')).kinds).toEqual(['unclear-risk']);
    // Thoughts the writer names as intrusive, the unwanted kind: the reader's sureness alone asks.
    expect(assessMessage('the thoughts about the car scare me', readerAt(5, 'plan')).level).toBe('crisis');
    expect(assessMessage('intrusive thoughts about the car scare me', readerAt(5, 'plan')).level).toBe(
      'concern',
    );
  });

  it('should hear a plain wish to be gone as risk expressed, so clear odds make it a crisis', () => {
    for (const text of [
      'some days i think it would be kinder if i simply stopped existing',
      'i lie awake praying god takes me tonight',
      'i hope my heart gives out in my sleep',
      "every morning i'm annoyed that i wake up at all",
      'honestly they would cope without me',
      'once i am gone the kids get the house',
      'the cat is fed and the bills are paid. feels like a good time to go.',
      'some nights i just want to vanish',
      'i just want to stop being here',
      'some days i want out of my own life',
      'thinking of taking myself out of the picture',
      'i am thinking to finish myself',
      "saturday. i've made my mind up",
      'mum bit me again. i stood over her with the pillow for a long time',
      'they say they will teach me a lesson. i am locked in the room',
      "i hope i don't see another birthday",
      'third rejection on the paper. there is no version of next year i want to be present for',
    ])
      expect(assessMessage(text, readerAt(5)).level).toBe('crisis');
    for (const text of [
      'good time to go to the gym now',
      'my sister will cope without her phone for a week',
      'he took me to the cinema',
      "once i'm gone to the shops i'll call",
      'i want out of this job so badly',
    ])
      expect(assessMessage(text, readerAt(5)).kinds).toEqual(['unclear-risk']);
  });

  it('should doubt a risk told as past where the reader doubts it with the sentence after', () => {
    // A reader that doubts the risk only once it is read with how it ended.
    const overNow = readerDoubtingWith('burned it', 'preparation');
    const told = 'a year ago i wrote my family a goodbye letter';
    expect(assessMessage(`${told}. last night i burned it in the fireplace`, overNow).level).toBe('concern');
    expect(assessMessage(`${told}. i read it every night`, overNow).level).toBe('crisis');
    for (const when of ['during lockdown', 'when i was at uni'])
      expect(assessMessage(`${when} i wrote my family a goodbye letter. i burned it`, overNow).level).toBe(
        'concern',
      );
    // Not told as past, the reader's doubt after it does not take the crisis away.
    expect(assessMessage('i wrote my family a goodbye letter. then i burned it', overNow).level).toBe(
      'crisis',
    );
  });

  it("should hear a season gone by as the past, so the rules' own crisis over it is only concern", () => {
    expect(assessMessage('i had suicidal thoughts a lot last winter', readerAt(0)).level).toBe('concern');
    expect(assessMessage('i have suicidal thoughts a lot this winter', readerAt(0)).level).toBe('crisis');
    expect(assessMessage('in my early 20s i thought about killing myself', readerAt(0)).level).toBe(
      'concern',
    );
    expect(assessMessage('this week i thought about killing myself', readerAt(0)).level).toBe('crisis');
    expect(assessMessage('i tried to end my life in 2009', readerAt(0)).level).toBe('concern');
  });

  it('should not let laughter make a figure of an act on oneself, only of a wish or a threat', () => {
    expect(assessMessage('sitting here with all my pills counted out lol', readerAt(5, 'means')).level).toBe(
      'crisis',
    );
    expect(assessMessage('how high does a roof have to be lol', readerAt(5, 'method-lethality')).level).toBe(
      'crisis',
    );
    expect(assessMessage('the bridge again lol', readerAt(5, 'means')).level).toBe('crisis');
    expect(assessMessage('the bridge again lol', readerAt(5, 'passive-ideation')).kinds).toEqual([
      'unclear-risk',
    ]);
    expect(assessMessage('the knife again lmao', readerAt(5, 'harm-to-others')).kinds).toEqual([
      'unclear-risk',
    ]);
    // "like permanently" says the wish is meant.
    expect(assessMessage('kinda just want to stop existing for a while lol', readerAt(5)).kinds).toEqual([
      'unclear-risk',
    ]);
    expect(
      assessMessage('kinda just want to stop existing for a while lol. like permanently', readerAt(5)).level,
    ).toBe('crisis');
  });

  it('should let clear odds make a crisis where a risk word is there but no rule named the risk', () => {
    expect(assessMessage('the bridge again', readerAt(5)).level).toBe('crisis');
    expect(assessMessage('the bridge again', readerAt(0.2)).kinds).not.toContain('unclear-risk');
    expect(assessMessage('We went to the market', readerAt(0.2))).toEqual({ level: 'none', kinds: [] });
  });

  it('should ask about a bare "kms" the reader does not favour, and not about one meant', () => {
    expect(assessMessage('kms this coursework is due at 9am', readerAt(0)).kinds).toContain('unclear-risk');
    expect(assessMessage('i want to kms', readerAt(0)).level).toBe('crisis');
    expect(assessMessage('kms but not as a joke this time', readerAt(0)).level).toBe('crisis');
  });

  it('should not let the reader make a crisis of risk words used of legs, an ache or time', () => {
    for (const text of [
      'my legs are so dead after leg day',
      'it hurt but at least i know now',
      'we stayed with him until the end',
      'my mom is going to kill me when we get home',
    ])
      expect(assessMessage(text, readerAt(5)).level).not.toBe('crisis');
    expect(assessMessage('i wanted it to hurt', readerAt(5)).level).toBe('crisis');
    expect(assessMessage('the end is near for me', readerAt(5)).level).toBe('crisis');
  });

  it("should ask about a rule's crisis the reader doubts, and keep only concern where it is sure there is none", () => {
    expect(assessMessage('I want to kill myself', readerAt(0)).level).toBe('crisis');
    expect(assessMessage('I want to kill myself', readerAt(-3))).toEqual({
      level: 'concern',
      kinds: ['active-ideation', 'unclear-risk'],
    });
    expect(assessMessage('I want to kill myself', readerAt(-10))).toEqual({
      level: 'concern',
      kinds: ['active-ideation'],
    });
  });

  it.each([
    'if he hits mum again he is getting hurt. the hammer is under my bed',
    'i think about taking my dad with me. it would be a mercy',
    'they mocked me all year. i know which exit they use. lets see who is laughing',
    "there's a van following me and it's nearly midnight",
    "pay up by monday or they'll come for me and my family",
    'hiding in the bathroom from him again',
    'a client said he wants to die and honestly i want to die too',
    'my brother is asleep upstairs and i keep thinking how easy it would be with a hammer',
    'is it normal that he takes your phone and locks you in when he leaves',
    'some guys from work found out and said they are coming round to sort me out',
    'they mocked me all term, i am going to make them all pay',
    'said goodbye and thanks for everything to my sister. she thinks i am moving abroad. i let her',
    'if he turns up at the wedding i will not be responsible for what happens, i have thought it through',
    'he takes my bank card every week and i am frightened of him',
    "i know exactly when they get to the canteen. they'll stop laughing soon",
    'the knife goes in him if he says it again',
    "I've thought out how I'd push him off the scaffold and make it look like an accident",
    'he has the kids, i know where he parks. thinking about what i would do if i caught him',
    'keeps sending pics of my street from a new account. says theyre coming tonight',
    'he locked the door and said if i leave again he will finish it',
    "they said i've got till monday or they start with my brother",
    'boss took our passports, says if we talk his men hurt our families',
  ])('should hear harm to or from others, or the writer\'s own risk, in "%s"', (text) => {
    expect(assessMessage(text, readerAt(0)).level).toBe('crisis');
  });

  it.each([
    'keep a bat under my bed for burglars, dad says he would hurt anyone who breaks in',
    'taking my mum with me to the coast, kindest thing i can do',
    "there's a guy following me on insta who likes every post",
    'the kids are asleep so how easy it would be to finish the wine, the knife is still in the sink',
    'my mate will come round later to sort me out with a haircut',
    'gonna make them all pay for the pizza lol',
    "i won't be responsible for what happens if you leave the milk out lol",
    'scared i lost my bank card, did someone take my card?',
    'i know when they get to the canteen, they laugh so loud',
    'push him off the sofa, he is hogging it',
    'can you get me his address for the wedding invites',
  ])('should hear no crisis in "%s"', (text) => {
    expect(assessMessage(text, readerAt(0)).level).not.toBe('crisis');
  });

  it.each([
    'hiding in the bathroom for ten minutes of quiet, the toddlers are wild',
    "a patient on my ward said she won't be around for christmas, how do i flag it",
    "im fine, nobody's hurting me, i just cant sleep and my grades are tanking",
    'I saw fresh cuts on her arm when she was changing, how do I bring it up',
    'Colleague asked me, half joking, which of our stock would be the quickest way out. Should I report it?',
    "My sister's ex has been sending her threats, she checks the windows every hour",
    'Our grandson beat me at chess again. Killed me in twelve moves, the little rascal.',
    'These hot flashes are killing me, how does anyone sleep in August',
    "We're dead in the water unless the funding comes through by Friday.",
  ])('should hear no crisis in "%s", even where the reader leans to one', (text) => {
    expect(assessMessage(text, readerAt(2)).level).not.toBe('crisis');
  });

  it('should not read scars told with "no urges" as means where only that part worries the reader', () => {
    const worriedByUrges: CrisisReader = {
      crisisOdds: (text) => (text.includes('urges') ? 3 : -3),
      likelyCrisisKind: () => 'means',
    };
    const told =
      'I still have the scars on my thighs and I feel proud of them. No urges, just wanted to tell someone.';
    expect(assessMessage(told, worriedByUrges).level).not.toBe('crisis');
    expect(
      assessMessage('I still have the scars. Urges every night, just wanted to tell someone.', worriedByUrges)
        .level,
    ).toBe('crisis');
  });

  it("should keep a father's giving away, in his own words, a friend at risk", () => {
    const told =
      "My dad's been giving away his tools and fishing gear since mum left. He says he won't need them. Should I be worried?";
    expect(assessMessage(told)).toEqual({ level: 'concern', kinds: ['friend-risk'] });
  });
});

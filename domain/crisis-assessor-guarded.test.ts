import { describe, expect, it } from 'vitest';
import { assessMessage } from './crisis-assessor';
import { readerAt, readerDoubtingWith } from './crisis-reader.fixtures';
import { normalizeMessage, readClause } from './crisis-text';

// Mends read from blind rounds 37 to 40 once they were measured; each is tested on sentences written
// for it, not on the rounds' own messages, with a counterpart that must stay as it was.

describe('guarded ways of saying it', () => {
  it.each([
    ['resolve', 'i want out for good and i keep thinking about doing it', 'i want out of this job so badly'],
    ['acting on it', 'the thoughts are back and i mean to act on them', 'i mean to sort the shed out'],
    ['taken out', 'if a lorry took me out on the way home i would not mind', 'my dad took me out for dinner'],
    [
      'switched off',
      'i wish something would just switch me off',
      'i wish someone would switch the lights off',
    ],
    ['out of the picture', 'i would rather just stop being in the picture', 'i want to be in the picture'],
    ['a prayer for death', 'i pray for a heart attack most nights', 'i pray for my mum most nights'],
    ['taken by God', 'i only want that he take me soon', 'he took me to the station'],
    ['a prayer not to wake', 'each night i pray to not open my eyes again', 'each night i pray for the kids'],
    [
      'something taken',
      'took some stuff an hour ago, feel weird',
      'took some photos an hour ago, feel great',
    ],
    ['a cabinet emptied', 'i emptied the medicine cabinet', 'i emptied the kitchen cabinet to paint it'],
    ['marks hidden', 'how do i hide the marks before swimming', 'how do i hide the stain before the party'],
    ['a place', 'i keep thinking about the reservoir tonight', 'i keep thinking about the coast tonight'],
    ['pills put by', 'got quite a lot put by now', 'got quite a lot done now'],
    ['gone', 'i keep having thoughts about not being around', 'i keep having thoughts about not being late'],
    ['made to look natural', 'i would want it to look natural for the kids', 'i would want it to look nice'],
    ['affairs in order', 'rest is all squared away now', 'the kitchen is tidy now'],
    ['a threat at the door', 'he is outside the door again and the kids are asleep', 'the parcel came today'],
    ['papers kept', 'he keeps my documents', 'i renewed my passport'],
    [
      'a threat to family',
      'they know which school my granddaughter goes to',
      'they asked what school she likes',
    ],
    ['asking that nobody be rung', 'please do not go ringing anyone', 'please ring me back'],
    ['hoping to be hit', 'some days i hope a van just clips me', 'some days i hope a van just stops by'],
    ['hoping for a crash', 'i hope the coach goes off the road', 'i hope the coach is on time'],
    ['envying the dead', 'she is in her grave and i envy her', 'she is in paris and i envy her'],
    [
      'wishing it had finished me off',
      'i wish the heart attack had finished me off',
      'i wish the race had finished early',
    ],
    ['a turn of the wheel', 'on the bypass i think about one turn of the wheel', 'on the bypass i think'],
    [
      'wounds opened on purpose',
      'i keep picking the cuts open on purpose',
      'i keep picking the wrong answers',
    ],
    ['a car into people', 'i want to drive the van into the crowd', 'i want to drive the van into town'],
    ['leaving for good', 'i want to log off from everything for good', 'i want to log off for the night'],
    [
      'a thought turned to intent',
      'the thought now is that i could make it happen',
      'the plan now is that we could make it work',
    ],
    ['not staying around', 'i am not sticking around much longer', 'i am not sticking with this phone'],
    ['pills not taken yet', 'they are in the drawer. not taking them yet', 'they are in the drawer'],
    [
      'hoping something happens',
      'i keep hoping something happens to me',
      'i keep hoping something good happens',
    ],
    [
      'not being anywhere',
      'i would like to not be anywhere at all',
      'i would like to not be anywhere near him',
    ],
    ['opting out for good', 'can i just opt out. like permanently', 'can i opt out of the newsletter'],
    ['asking God to end my days', 'i ask god to finish my days', 'i ask god to bless my days'],
    ['a coroner', 'can a coroner tell if it was on purpose', 'can a lawyer tell if it was on purpose'],
    [
      'only ever an accident',
      'nobody would call it anything but an accident',
      'nobody would call it a success',
    ],
    ['the wheel', 'i think about just turning the wheel', 'i think about just turning the music up'],
    ['the rest kept', 'i still have the rest hidden', 'i still have the rest of the cake'],
    ['nobody sent', 'please do not send anyone', 'please do not send me spam'],
    ['no ambulance', 'i do not want an ambulance', 'i do not want a taxi'],
    ['marks healed in a hurry', 'how do i make the marks heal faster', 'how do i make my tan last longer'],
    ['a pillow over a face', 'i keep seeing the pillow over her face', 'i keep seeing the cat on her face'],
    ['taking her too', 'it would be kinder to take her with me', 'it would be kinder to take her to the vet'],
    ['getting him alone', 'if i get him alone he is done', 'if i get time alone i will read'],
    ['found where one stays', 'he knows which hostel now', 'he knows which bus now'],
    [
      'a message timed for after',
      'by the time anyone reads this it will be over',
      'by the time anyone reads this i will be in spain',
    ],
    [
      'a pet given "for a bit"',
      'i said it was only for a bit. it is not for a bit',
      'i said it was only for a bit',
    ],
    ['by my own hand', 'i could end it by my own hand', 'i did it by my own choice'],
    [
      'envying those who die',
      'i envy the residents who go peacefully',
      'i envy the residents who go on holiday',
    ],
  ])('should hear %s as risk expressed', (_what, guarded, ordinary) => {
    expect(assessMessage(guarded, readerAt(2)).level).toBe('crisis');
    expect(assessMessage(ordinary, readerAt(2))).toEqual({ level: 'concern', kinds: ['unclear-risk'] });
  });
});

describe('the past beside a present risk', () => {
  it('should keep a wish to die said now when a past event is named beside it', () => {
    for (const text of [
      'my dad died two years ago and i want to die',
      'my wife left a year ago. i wish i was dead',
    ])
      expect(assessMessage(text, readerAt(0)).level).toBe('crisis');
    expect(assessMessage('two years ago i wanted to die', readerAt(0)).level).toBe('concern');
    expect(assessMessage('i used to want to die years ago', readerAt(0)).level).toBe('concern');
  });

  it('should hear a past coped with or overcome as recovery', () => {
    for (const text of [
      'many year ago i try to kill myself. now i am ok',
      'cutting was how i got through school. eleven years free of it now',
    ])
      expect(assessMessage(text, readerAt(2)).level).not.toBe('crisis');
    expect(assessMessage('a year ago my dog died. now i want to kill myself', readerAt(2)).level).toBe(
      'crisis',
    );
    expect(assessMessage('cutting is how i get through school', readerAt(2)).level).toBe('crisis');
  });

  it('should doubt a past risk where the reader doubts it with the sentence that dates it', () => {
    const datedAsPast = readerDoubtingWith('year ago', 'passive-ideation');
    const told = 'remember when i told you i did not want to be alive anymore';
    expect(assessMessage(`${told}. that was a year ago`, datedAsPast).level).toBe('concern');
    expect(assessMessage(`${told}. it is still like that`, datedAsPast).level).toBe('crisis');
  });
});

describe("someone else's risk", () => {
  it('should hear one of a group reporting his own risk as the friend at risk', () => {
    const lads = 'one of the lads on my course said he was going to jump off the multi storey';
    expect(assessMessage(lads, readerAt(2)).level).not.toBe('crisis');
    expect(assessMessage('i said i was going to jump off the multi storey', readerAt(2)).level).toBe(
      'crisis',
    );
    // Friends told goodbye are not friends at risk.
    expect(
      assessMessage('i sent messages to all my friends to say thank you and goodbye', readerAt(0)).kinds,
    ).not.toContain('friend-risk');
  });

  it("should keep the writer's own risk beside what someone said to them", () => {
    const said = 'my boyfriend said it like i was a burden. i should just end it';
    expect(assessMessage(said, readerAt(2)).level).toBe('crisis');
    expect(assessMessage('my boyfriend said he should just end it', readerAt(2)).level).not.toBe('crisis');
  });

  it("should hear a friend's story post as theirs", () => {
    const story = 'my mate put on his snap story that he wont be around much longer';
    expect(assessMessage(story, readerAt(2)).level).not.toBe('crisis');
    expect(assessMessage('i put on my story that i wont be around much longer', readerAt(2)).level).toBe(
      'crisis',
    );
  });

  it("should hear searches found on someone else's device as theirs", () => {
    for (const text of [
      'found some searches on the family ipad from my stepdaughter about ways to die',
      'found searches on her phone about how to overdose',
    ])
      expect(assessMessage(text, readerAt(0)).level).not.toBe('crisis');
    expect(assessMessage('i searched ways to die on the family ipad', readerAt(0)).level).toBe('crisis');
  });
});

describe('ordinary words', () => {
  it('should read "odd" as odd, and "OD\'d" as an overdose', () => {
    expect(normalizeMessage('is it odd to rehome my cat')).toEqual(['is it odd to rehome my cat']);
    expect(normalizeMessage("i OD'd last night")).toEqual(['i overdose last night']);
    expect(normalizeMessage('she odd on her meds')).toEqual(['she overdose on her meds']);
  });

  it('should hear a shoot as a sport, unless it is the cover story', () => {
    const shoot = 'going pheasant shooting with my uncle on saturday, first time holding a gun';
    expect(assessMessage(shoot, readerAt(2)).level).not.toBe('crisis');
    const cover = 'told my wife i was going clay shooting. the gun is in the car and it is for me';
    expect(assessMessage(cover, readerAt(2)).level).toBe('crisis');
    // A threat stays one at a gun club.
    const threat = 'my ex goes to the gun club and said he will shoot me tonight';
    expect(assessMessage(threat, readerAt(0)).level).toBe('crisis');
  });

  it('should hear a habit long given up as recovery, unless it is back', () => {
    for (const text of [
      'self harm was my thing from 15 to 19. i have not touched a blade in years',
      'i tried to kill myself long time ago. now i am a mum of two',
    ])
      expect(assessMessage(text, readerAt(2)).level).not.toBe('crisis');
    for (const text of [
      'i touched a blade again today',
      'cutting was my thing in school and i cut last night',
    ])
      expect(assessMessage(text, readerAt(2)).level).toBe('crisis');
  });

  it('should hear someone letting himself in at night, or a photo of the door, as danger', () => {
    for (const text of [
      'the landlord lets himself in when i am asleep and stands at the foot of my bed',
      'he sent me a photo of my door and says i owe him',
    ])
      expect(assessMessage(text, readerAt(0)).level).not.toBe('none');
    expect(assessMessage('the landlord lets himself in to read the meter', readerAt(0)).level).toBe('none');
  });

  it('should hear breaking down as crying, and a door broken down as danger', () => {
    expect(assessMessage('how do you cope without breaking down', readerAt(0)).level).toBe('none');
    expect(assessMessage('he is breaking down my bedroom door', readerAt(0)).level).not.toBe('none');
  });

  it('should hear post through the door as post, not someone coming in', () => {
    expect(assessMessage('a bailiff letter came through the door today', readerAt(0)).level).toBe('none');
    expect(assessMessage('he came through the window last night', readerAt(0)).level).not.toBe('none');
  });

  it('should read "through" as written, so "go through with it" is heard', () => {
    // wink-nlp's normal form is "thru", which no rule is written with.
    expect(readClause('i am scared i will go through with it').text).toContain('go through with it');
    expect(assessMessage('would it be selfish to go through with it', readerAt(0)).level).toBe('crisis');
  });

  it('should hear a dose taken as a dose, and all of them as an attempt', () => {
    for (const text of ['already took my evening tablets, all good', 'just took my meds'])
      expect(assessMessage(text, readerAt(0)).level).not.toBe('crisis');
    for (const text of ['just took my pills, all of them', 'just took the pills'])
      expect(assessMessage(text, readerAt(0)).level).toBe('crisis');
  });

  it('should not make an act of a question about taking a medicine at another time', () => {
    const question = 'is it ok to take my blood pressure tablet later than usual';
    expect(assessMessage(question, readerAt(3, 'attempt')).level).not.toBe('crisis');
    for (const text of [
      'is it ok to take my whole box of tablets later',
      'is it ok to take my sleeping pills all together tonight before bed',
    ])
      expect(assessMessage(text, readerAt(3, 'attempt')).level).toBe('crisis');
  });

  it('should not make an act of a question about taking a medicine with something', () => {
    const question = 'does it matter if i take my thyroid pill with coffee';
    expect(assessMessage(question, readerAt(3, 'attempt')).level).not.toBe('crisis');
    expect(
      assessMessage('i took my thyroid pills with coffee, all of them', readerAt(3, 'attempt')).level,
    ).toBe('crisis');
  });
});

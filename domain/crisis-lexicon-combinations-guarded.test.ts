import { describe, expect, it } from 'vitest';
import { assessMessage } from './crisis-assessor';
import type { CrisisReader } from './crisis-classifier';

// A reader that leans neither way, so each test reads what the rules make of the words.
const neutralReader: CrisisReader = { crisisOdds: () => 0, likelyCrisisKind: () => 'passive-ideation' };
const levelOf = (text: string) => assessMessage(text, neutralReader).level;

describe('guarded crises, told without a risk word', () => {
  it.each([
    'some nights i hope the chemo does not work. simpler for everyone',
    'been finding my way out of this life, slowly, in my head',
    "stood at my husband's grave today and envied him",
    'the top of the quarry has no fence. i sit up there most evenings now',
    'on the motorway i think how easy it would be to just steer into the barrier',
    "i keep doing the maths for someone my weight with nan's tablets",
    'I decided it will be the day after the wedding. I feel calm about it',
    'the policy pays the house off if it just looks like bad luck on a wet road',
    'gave away my records to my mates, they asked why and i told them spring cleaning',
    'help me write who should look after my cat, without it sounding like a goodbye',
    "beneficiaries changed on the pension, everything's in order. won't be in on monday",
    "took some meds home from the ward that I shouldn't have",
    "they'd be better off with a mum who's gone",
    'i stood under the rafter again tonight and it does not scare me anymore',
    "i'm serious about checking out. don't call anyone",
    'on the way home i kept hoping a bus would swerve into me',
    'every night i pray god not to wake me',
    'the kids would do better with the insurance than with me around',
    'thinking about ways out again. not a new job',
    'a part of me wants to stop everything',
    'would an overdose really hurt',
    'looking at the pills in the cupboard wondering which would be the quickest',
    'found the key to dads gun cabinet. all i can think about now',
    'the balcony on the 12th floor, i keep going back to stand by it',
    'the 14th, that is when i plan to go',
    'june 3rd is the date i have picked',
    'is it bad that i need to feel something physical, the sharp kind',
    'honestly it would not be the worst thing if a truck swerved on the way home',
    'when the buses pass i think about steering the bike into them',
    'what really works best. asking for myself',
    'it should be easier on the person who finds me than a train',
    'friday it is. after the kids go to their gran i will do it then',
    'help me word something for my mum, I want her to know it was not her fault',
    'washed the tablets down with wine, getting sleepy',
    'got the shotgun down, sitting with it across my lap',
    'sorted the accounts so nobody is left in the lurch, paid off the card. so calm now',
    'dad walked in and stopped me. the belt is still in my drawer',
    'did the thing with the sharpener again last night',
    'each morning i am sad that i woke up again',
    'thinking about the quick way out. not the holiday kind',
  ])('should hear a crisis in "%s"', (text) => {
    expect(levelOf(text)).toBe('crisis');
  });

  it.each([
    'i hope the surgery goes well tomorrow, simpler for everyone',
    'found the way out of the maze at last',
    "so jealous of my sister's new car",
    'went to the cemetery for grandad, we left flowers',
    'the new balcony has no railing yet, builders are back monday',
    'how easy it would be to just turn the heating on instead of wearing three jumpers',
    'i have a fever. what dose of paracetamol for someone my weight?',
    'we decided on the weekend for the wedding, such a relief',
    'gave my old clothes to charity, told mum im decluttering',
    'help me word my leaving speech without it sounding like a goodbye, i love this team',
    'updated my beneficiaries after the divorce, everything is in order now',
    'took some stuff home from the ward to wash',
    "I'm serious about checking out that new climbing gym",
    'stood under the beam to measure it for the new shelf',
    'hoping a bus will come soon, freezing here',
    'i pray god keeps my kids safe',
    'car insurance went up again, costs more than my rent',
    'looking for ways out of my overdraft',
    'does the flu jab hurt',
    'which would be the quickest route to the station',
    'the gun safe code is in the drawer, dad wants his rifle for the hunt',
    'we live on the 9th floor, the window opens all the way, great breeze',
    'the 14th, that is when i plan to go to the dentist',
    'gave my old laptop to my nephew, he did not know why it was slow',
    'need to feel something physical, like a long run',
    'it would not be the worst thing if the bus was late, i need a coffee',
    'turned the wheel into the parking space, the lorry behind was patient',
    'what works best for revision, asking for me and my mate',
    'tuesday it is. i will do it then, the haircut i mean',
    'washed my tablets down with water',
    'cleaning my rifle, not hunting season yet but soon',
    'handover notes done before my holiday, cancelled the milk, feeling calm',
    'my teacher stopped me. the rope in PE was too high',
    'did the thing with the scissors for the craft fair',
    'every morning i am disappointed that i wake up before my alarm',
  ])('should hear no crisis in "%s"', (text) => {
    expect(levelOf(text)).not.toBe('crisis');
  });
});

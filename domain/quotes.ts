/**
 * The daily motivational quote (docs/product.md#daily-quote). Every quote below is the author's own words, in
 * the standard English rendering where it was written in another language, with the work it comes from: no
 * paraphrases and none of the famous misattributions.
 */
import { DAY_MS } from './time';

/** A quote with who said it and where. */
export interface Quote {
  text: string;
  author: string;
  source: string;
}

/** The curated list, ordered so that neighbouring days rarely share an author or a theme. */
export const QUOTES: readonly Quote[] = [
  {
    text: 'We suffer more often in imagination than in reality.',
    author: 'Seneca',
    source: 'Letters to Lucilius, 13',
  },
  {
    text: 'I can shake off everything as I write; my sorrows disappear, my courage is reborn.',
    author: 'Anne Frank',
    source: 'diary, 5 April 1944',
  },
  {
    text: 'The curious paradox is that when I accept myself just as I am, then I can change.',
    author: 'Carl R. Rogers',
    source: 'On Becoming a Person',
  },
  {
    text: 'In the depth of winter, I finally learned that within me there lay an invincible summer.',
    author: 'Albert Camus',
    source: 'Return to Tipasa',
  },
  {
    text: 'You may not control all the events that happen to you, but you can decide not to be reduced by them.',
    author: 'Maya Angelou',
    source: 'Letter to My Daughter',
  },
  {
    text: 'Men are disturbed not by the things which happen, but by the opinions about the things.',
    author: 'Epictetus',
    source: 'Enchiridion, 5',
  },
  {
    text: 'Although the world is full of suffering, it is also full of the overcoming of it.',
    author: 'Helen Keller',
    source: 'Optimism',
  },
  {
    text: 'All we have to decide is what to do with the time that is given us.',
    author: 'J. R. R. Tolkien',
    source: 'The Fellowship of the Ring',
  },
  {
    text: 'When we are no longer able to change a situation, we are challenged to change ourselves.',
    author: 'Viktor E. Frankl',
    source: 'Man’s Search for Meaning',
  },
  {
    text: 'Nothing can bring you peace but yourself.',
    author: 'Ralph Waldo Emerson',
    source: 'Self-Reliance',
  },
  {
    text: 'You can’t stop the waves, but you can learn to surf.',
    author: 'Jon Kabat-Zinn',
    source: 'Wherever You Go, There You Are',
  },
  {
    text: 'I learned that courage was not the absence of fear, but the triumph over it.',
    author: 'Nelson Mandela',
    source: 'Long Walk to Freedom',
  },
  {
    text: 'There is nothing either good or bad, but thinking makes it so.',
    author: 'William Shakespeare',
    source: 'Hamlet, Act 2, Scene 2',
  },
  {
    text: 'I’m not afraid of storms, for I’m learning how to sail my ship.',
    author: 'Louisa May Alcott',
    source: 'Little Women',
  },
  {
    text: 'Let everything happen to you: beauty and terror. Just keep going. No feeling is final.',
    author: 'Rainer Maria Rilke',
    source: 'Book of Hours',
  },
  {
    text: 'Owning our story and loving ourselves through that process is the bravest thing we’ll ever do.',
    author: 'Brené Brown',
    source: 'The Gifts of Imperfection',
  },
  {
    text: 'The impediment to action advances action. What stands in the way becomes the way.',
    author: 'Marcus Aurelius',
    source: 'Meditations, 5.20',
  },
  {
    text: 'We write to taste life twice, in the moment and in retrospect.',
    author: 'Anaïs Nin',
    source: 'The Diary of Anaïs Nin, Volume 5',
  },
  {
    text: 'Not everything that is faced can be changed, but nothing can be changed until it is faced.',
    author: 'James Baldwin',
    source: 'As Much Truth As One Can Bear',
  },
  {
    text: 'Tell me, what is it you plan to do with your one wild and precious life?',
    author: 'Mary Oliver',
    source: 'The Summer Day',
  },
  {
    text: 'You gain strength, courage, and confidence by every experience in which you really stop to look fear in the face.',
    author: 'Eleanor Roosevelt',
    source: 'You Learn by Living',
  },
  {
    text: 'A journey of a thousand miles begins with a single step.',
    author: 'Lao Tzu',
    source: 'Tao Te Ching, 64',
  },
  {
    text: 'There is a crack in everything, that’s how the light gets in.',
    author: 'Leonard Cohen',
    source: 'Anthem',
  },
  {
    text: 'Almost everything will work again if you unplug it for a few minutes, including you.',
    author: 'Anne Lamott',
    source: '12 truths I learned from life and writing (TED talk)',
  },
  {
    text: 'Gratitude is not only the greatest of virtues, but the parent of all the others.',
    author: 'Cicero',
    source: 'Pro Plancio',
  },
  {
    text: 'And now that you don’t have to be perfect, you can be good.',
    author: 'John Steinbeck',
    source: 'East of Eden',
  },
  {
    text: 'If you can’t fly then run, if you can’t run then walk, if you can’t walk then crawl, but whatever you do you have to keep moving forward.',
    author: 'Martin Luther King Jr.',
    source: 'address at Spelman College, 1960',
  },
  {
    text: 'As long as you are breathing, there is more right with you than wrong with you, no matter what is wrong.',
    author: 'Jon Kabat-Zinn',
    source: 'Full Catastrophe Living',
  },
  {
    text: 'Keep a diary, and someday it’ll keep you.',
    author: 'Mae West',
    source: 'Every Day’s a Holiday',
  },
  {
    text: 'It is not because things are difficult that we do not dare; it is because we do not dare that they are difficult.',
    author: 'Seneca',
    source: 'Letters to Lucilius, 104',
  },
  {
    text: 'Hope is the thing with feathers that perches in the soul, and sings the tune without the words, and never stops at all.',
    author: 'Emily Dickinson',
    source: '“Hope” is the thing with feathers',
  },
  {
    text: 'Caring for myself is not self-indulgence, it is self-preservation, and that is an act of political warfare.',
    author: 'Audre Lorde',
    source: 'A Burst of Light',
  },
  {
    text: 'Things do not change; we change.',
    author: 'Henry David Thoreau',
    source: 'Walden',
  },
  {
    text: 'The best way out is always through.',
    author: 'Robert Frost',
    source: 'A Servant to Servants',
  },
  {
    text: 'Life is not easy for any of us. But what of that? We must have perseverance and above all confidence in ourselves.',
    author: 'Marie Curie',
    source: 'quoted in Eve Curie, Madame Curie',
  },
  {
    text: 'Be patient toward all that is unsolved in your heart and try to love the questions themselves.',
    author: 'Rainer Maria Rilke',
    source: 'Letters to a Young Poet',
  },
  {
    text: 'We are what we repeatedly do. Excellence, then, is not an act, but a habit.',
    author: 'Will Durant',
    source: 'The Story of Philosophy',
  },
  {
    text: 'Your pain is the breaking of the shell that encloses your understanding.',
    author: 'Kahlil Gibran',
    source: 'The Prophet',
  },
  {
    text: 'There is no greater agony than bearing an untold story inside you.',
    author: 'Maya Angelou',
    source: 'I Know Why the Caged Bird Sings',
  },
  {
    text: 'The only thing we have to fear is fear itself.',
    author: 'Franklin D. Roosevelt',
    source: 'First inaugural address, 1933',
  },
  {
    text: 'First say to yourself what you would be; and then do what you have to do.',
    author: 'Epictetus',
    source: 'Discourses, 3.23',
  },
  {
    text: 'Instructions for living a life: Pay attention. Be astonished. Tell about it.',
    author: 'Mary Oliver',
    source: 'Sometimes',
  },
  {
    text: 'Feelings come and go like clouds in a windy sky. Conscious breathing is my anchor.',
    author: 'Thich Nhat Hanh',
    source: 'Stepping into Freedom',
  },
  {
    text: 'Our doubts are traitors, and make us lose the good we oft might win, by fearing to attempt.',
    author: 'William Shakespeare',
    source: 'Measure for Measure, Act 1, Scene 4',
  },
  {
    text: 'Optimism is the faith that leads to achievement. Nothing can be done without hope and confidence.',
    author: 'Helen Keller',
    source: 'Optimism',
  },
  {
    text: 'Waste no more time arguing about what a good man should be. Be one.',
    author: 'Marcus Aurelius',
    source: 'Meditations, 10.16',
  },
  {
    text: 'Perfectionism is the voice of the oppressor, the enemy of the people.',
    author: 'Anne Lamott',
    source: 'Bird by Bird',
  },
  {
    text: 'He who has a why to live can bear almost any how.',
    author: 'Friedrich Nietzsche',
    source: 'Twilight of the Idols',
  },
  {
    text: 'There are years that ask questions and years that answer.',
    author: 'Zora Neale Hurston',
    source: 'Their Eyes Were Watching God',
  },
  {
    text: 'Darkness cannot drive out darkness; only light can do that. Hate cannot drive out hate; only love can do that.',
    author: 'Martin Luther King Jr.',
    source: 'Strength to Love',
  },
  {
    text: 'Life shrinks or expands in proportion to one’s courage.',
    author: 'Anaïs Nin',
    source: 'The Diary of Anaïs Nin, Volume 3',
  },
  {
    text: 'Begin at once to live, and count each separate day as a separate life.',
    author: 'Seneca',
    source: 'Letters to Lucilius, 101',
  },
  {
    text: 'What do we live for, if it is not to make life less difficult to each other?',
    author: 'George Eliot',
    source: 'Middlemarch',
  },
  {
    text: 'Rest is not idleness, and to lie sometimes on the grass under trees on a summer’s day, listening to the murmur of the water, or watching the clouds float across the blue sky, is by no means a waste of time.',
    author: 'John Lubbock',
    source: 'The Use of Life',
  },
  {
    text: 'I am the master of my fate, I am the captain of my soul.',
    author: 'William Ernest Henley',
    source: 'Invictus',
  },
  {
    text: 'How wonderful it is that nobody need wait a single moment before starting to improve the world.',
    author: 'Anne Frank',
    source: 'Give!',
  },
  {
    text: 'The present moment is filled with joy and happiness. If you are attentive, you will see it.',
    author: 'Thich Nhat Hanh',
    source: 'Peace Is Every Step',
  },
  {
    text: 'Vulnerability sounds like truth and feels like courage.',
    author: 'Brené Brown',
    source: 'Daring Greatly',
  },
  {
    text: 'The unexamined life is not worth living.',
    author: 'Socrates',
    source: 'in Plato, Apology',
  },
  {
    text: 'Adopt the pace of nature: her secret is patience.',
    author: 'Ralph Waldo Emerson',
    source: 'Education',
  },
  {
    text: 'If you don’t like something, change it. If you can’t change it, change your attitude.',
    author: 'Maya Angelou',
    source: 'Wouldn’t Take Nothing for My Journey Now',
  },
  {
    text: 'Journal writing is a voyage to the interior.',
    author: 'Christina Baldwin',
    source: 'Life’s Companion',
  },
  {
    text: 'The universe is change; our life is what our thoughts make it.',
    author: 'Marcus Aurelius',
    source: 'Meditations, 4.3',
  },
  {
    text: 'To love oneself is the beginning of a lifelong romance.',
    author: 'Oscar Wilde',
    source: 'An Ideal Husband',
  },
  {
    text: 'Strength does not come from physical capacity. It comes from an indomitable will.',
    author: 'Mahatma Gandhi',
    source: 'Young India, 1920',
  },
  {
    text: 'Perhaps all the dragons in our lives are princesses who are only waiting to see us act, just once, with beauty and courage.',
    author: 'Rainer Maria Rilke',
    source: 'Letters to a Young Poet',
  },
  {
    text: 'Far better is it to dare mighty things, to win glorious triumphs, even though checkered by failure, than to rank with those poor spirits who neither enjoy much nor suffer much.',
    author: 'Theodore Roosevelt',
    source: 'The Strenuous Life',
  },
  {
    text: 'It does not do to dwell on dreams and forget to live.',
    author: 'J. K. Rowling',
    source: 'Harry Potter and the Philosopher’s Stone',
  },
  {
    text: 'We are all in the gutter, but some of us are looking at the stars.',
    author: 'Oscar Wilde',
    source: 'Lady Windermere’s Fan',
  },
  {
    text: 'If one advances confidently in the direction of his dreams, and endeavors to live the life which he has imagined, he will meet with a success unexpected in common hours.',
    author: 'Henry David Thoreau',
    source: 'Walden',
  },
];

/**
 * Today's quote: one per UTC calendar day, the same for everyone on that day, walking the list in
 * order so every quote is shown once before any repeats.
 */
export function quoteOfTheDay(date: Date): Quote {
  const day = Math.floor(date.getTime() / DAY_MS);
  const index = ((day % QUOTES.length) + QUOTES.length) % QUOTES.length;
  return QUOTES[index]!;
}

/** Small helpers for the product's English sentences, shared by reports, blueprints, exports and screens. */

/** 'anxious' -> 'Anxious'. */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A count with its noun: plural(1, 'day') -> '1 day', plural(3, 'day') -> '3 days'. */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** ['a', 'b', 'c'] -> 'a, b and c'; one item alone; '' for none. */
export const joinList = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** `text` cut to at most `max` characters, ending in an ellipsis when cut. */
export const excerpt = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

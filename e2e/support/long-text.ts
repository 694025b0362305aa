// Text that has broken layouts before, for the long-text journey: an unbroken word longer than
// any line, an address at the 254-character limit, and right-to-left text and emoji copied from
// the big-list-of-naughty-strings (minimaxir/big-list-of-naughty-strings, blns.txt), written here
// rather than fetched, so the journey needs nothing from outside the machine.

/** An unbroken word of `length` characters, ending with `id` so each run's text is its own. */
export const unbrokenWord = (length: number, id: string) =>
  `${'W'.repeat(length - id.length)}${id}`;

/** A valid address of exactly 254 characters (64 before the @, dotted labels of at most 63). */
export const longestEmail = (id: string) =>
  `${'m'.repeat(64 - id.length)}${id}@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(53)}.example`;

/** From the list's "Right-To-Left Strings" section. */
export const RIGHT_TO_LEFT =
  'مُنَاقَشَةُ سُبُلِ اِسْتِخْدَامِ اللُّغَةِ فِي النُّظُمِ الْقَائِمَةِ وَفِيم يَخُصَّ التَّطْبِيقَاتُ الْحاسُوبِيَّةُ،';

/** From the list's "Emoji" and "Unicode Numbers" sections. */
export const EMOJI = '👾 🙇 💁 🙅 🙆 🙋 🙎 🙍 ❤️ 💔 💌 💕 💞 💓 💗 💖 💘 💝 💟 💜 💛 💚 💙 👨‍👩‍👦 ١٢٣';

/** A paragraph with all of it: the unbroken word, then the right-to-left text and emoji. */
export const naughtyParagraph = (id: string) =>
  `${unbrokenWord(300, id)} ${RIGHT_TO_LEFT} ${EMOJI}`;

// Hermes ships no Intl.PluralRules (every plural message) and no Intl.RelativeTimeFormat ("3 days
// ago"). Each polyfill installs itself only where the engine lacks it, with the app's two
// languages; plural rules first, since relative times use them.
import "@formatjs/intl-pluralrules/polyfill.js";
import "@formatjs/intl-pluralrules/locale-data/en.js";
import "@formatjs/intl-pluralrules/locale-data/de.js";
import "@formatjs/intl-relativetimeformat/polyfill.js";
import "@formatjs/intl-relativetimeformat/locale-data/en.js";
import "@formatjs/intl-relativetimeformat/locale-data/de.js";

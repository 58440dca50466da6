import type { Locale } from "./config";

// Rendered without a translation provider; a test keeps these equal to the message files.
export const FATAL_ERROR_TEXTS: Record<
  Locale,
  { title: string; text: string; tryAgain: string; goToHomepage: string }
> = {
  en: {
    title: "Something went wrong",
    text: "The page could not be loaded. Please try again; if it keeps happening, come back later.",
    tryAgain: "Try again",
    goToHomepage: "Go to homepage",
  },
  de: {
    title: "Etwas ist schiefgelaufen",
    text: "Die Seite konnte nicht geladen werden. Bitte versuche es erneut; passiert es wieder, schau später noch einmal vorbei.",
    tryAgain: "Erneut versuchen",
    goToHomepage: "Zur Startseite",
  },
};

import type { Locale } from "./config";

/**
 * The texts of the fatal error page (app/global-error.tsx). It replaces every layout, so it has no
 * translation provider and must not pull the message files into the browser: the few strings it
 * needs live here, and a test keeps them equal to `errors.page` and `common.goToHomepage`.
 */
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

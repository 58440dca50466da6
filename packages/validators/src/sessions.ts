import { z } from "zod";

import { idSchema } from "./teams";

export const SESSION_TOUCH_MS = 60 * 60 * 1000;

/** One of the caller's sessions, by the opaque id the sessions list gave it. */
export const EndSessionInput = z.object({ id: idSchema });

/** One of the caller's trusted browsers, by its id. */
export const ForgetTrustedBrowserInput = z.object({ id: idSchema });

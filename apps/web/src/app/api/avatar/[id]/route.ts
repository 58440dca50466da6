import { TRPCError } from "@trpc/server";

import { createCaller, createContext } from "@teamkit/api";
import { DEFAULT_LOCALE } from "@teamkit/i18n";

export const dynamic = "force-dynamic";

/** Every upload gets a new id, so an id's image never changes and is cached for a year. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  const { id } = await params;
  // Avatars are public by their random id: no session to resolve, so no query for one.
  const api = createCaller({
    ...(await createContext({ headers: new Headers() })),
    locale: DEFAULT_LOCALE,
  });
  let avatar: Awaited<ReturnType<typeof api.user.avatar.get>> = null;
  try {
    avatar = await api.user.avatar.get({ id });
  } catch (error) {
    // An id no row can have (too long, control characters) is simply not there.
    if (!(error instanceof TRPCError && error.code === "BAD_REQUEST")) throw error;
  }
  if (!avatar) {
    return new Response(null, { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  return new Response(Buffer.from(avatar.bytes), {
    headers: {
      "Content-Type": avatar.contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}

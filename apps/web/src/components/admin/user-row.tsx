import { useFormatter, useTranslations } from "next-intl";

import type { RouterOutputs } from "@teamkit/api/client";
import { Badge } from "@teamkit/ui/badge";

import { UserActions } from "./user-actions";

type AdminUser = RouterOutputs["admin"]["user"]["list"]["users"][number];

function initials(name: string): string {
  return (
    name
      .split(/[\s@.]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join("") || "?"
  );
}

/**
 * The actions' column: on a phone the table scrolls sideways, and the row's "⋯" stays at the
 * right edge of the card instead of scrolling out of reach.
 */
export const ACTIONS_CELL =
  "max-sm:sticky max-sm:right-0 max-sm:bg-white max-sm:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.2)] max-sm:dark:bg-gray-950";

export function UserRow({ user, returnQuery }: { user: AdminUser; returnQuery: string }) {
  const t = useTranslations("admin.users");
  const format = useFormatter();
  const name = user.name ?? user.email;
  return (
    <tr className="align-top">
      <td className="min-w-56 px-4 py-3">
        <div className="flex items-center gap-3">
          {user.image ? (
            // eslint-disable-next-line @next/next/no-img-element -- avatars come from any origin
            <img src={user.image} alt="" className="size-9 shrink-0 rounded-full object-cover" />
          ) : (
            <span
              aria-hidden
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-white"
            >
              {initials(name)}
            </span>
          )}
          {/* Wrapping anywhere: cut off, a name would hide which user the row's actions act on;
              unbroken, it would widen the table past its card. */}
          <div className="min-w-0 wrap-anywhere">
            <p className="font-medium">{name}</p>
            <p className="text-gray-600 dark:text-gray-400">{user.email}</p>
          </div>
        </div>
      </td>
      <td className="px-4 py-3">
        <Badge tone={user.isVerified ? "success" : "warning"}>
          {user.isVerified ? t("verified") : t("unverified")}
        </Badge>
      </td>
      <td className="px-4 py-3">{user.isAdmin ? t("admin") : "—"}</td>
      <td className="px-4 py-3">
        <Badge tone={user.hasTwoFactor ? "success" : "neutral"}>
          {user.hasTwoFactor ? t("twoFactorOn") : t("twoFactorOff")}
        </Badge>
        <p className="mt-1 text-xs whitespace-nowrap text-gray-600 dark:text-gray-400">
          {t("passkeyCount", { count: user.passkeys })}
        </p>
      </td>
      <td className="min-w-40 px-4 py-3">
        {user.teams.length ? (
          <ul className="grid gap-0.5">
            {user.teams.map((team) => (
              <li key={team.id}>{t("teamRole", { team: team.name, role: team.role })}</li>
            ))}
          </ul>
        ) : (
          <span className="text-gray-600 dark:text-gray-400">{t("noTeams")}</span>
        )}
      </td>
      <td className="px-4 py-3 whitespace-nowrap">
        {format.dateTime(user.createdAt, { dateStyle: "medium", timeZone: "UTC" })}
      </td>
      <td className={`px-4 py-3 text-right ${ACTIONS_CELL}`}>
        {!user.isAdmin && (
          <UserActions
            user={{
              id: user.id,
              name,
              email: user.email,
              isVerified: user.isVerified,
              hasTwoFactor: user.hasTwoFactor,
            }}
            returnQuery={returnQuery}
          />
        )}
      </td>
    </tr>
  );
}

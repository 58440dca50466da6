"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import type { RouterOutputs } from "@teamkit/api/client";
import type { TeamRole } from "@teamkit/validators";
import { Avatar } from "@teamkit/ui/avatar";
import { Badge } from "@teamkit/ui/badge";
import { Select } from "@teamkit/ui/select";
import { TEAM_ROLES } from "@teamkit/validators";

import { ConfirmAction, ConfirmButton } from "~/components/confirm-button";
import { runWithToast } from "~/forms/run-with-toast";
import { api } from "~/trpc/react";

type Member = RouterOutputs["team"]["member"]["list"][number];

/**
 * One member: avatar, name, email and role. For an owner looking at someone else, the role is a select
 * (saved on change) and a remove action asks first. Demoting or removing the owner who pays for the
 * team's plan cancels it, so both say so first.
 */
export function MemberRow({
  teamId,
  member,
  isSelf,
  canManage,
}: {
  teamId: string;
  member: Member;
  isSelf: boolean;
  canManage: boolean;
}) {
  const t = useTranslations("teamSettings");
  const utils = api.useUtils();
  const update = api.team.member.update.useMutation();
  const remove = api.team.member.delete.useMutation();
  const name = member.name ?? member.email;
  const [isDemoting, setIsDemoting] = useState(false);
  const paysForTeam = member.paysForTeam && member.role === "owner";
  const updateToasts = {
    pending: t("members.updating"),
    done: t("members.updated"),
    failed: t("members.updateFailed"),
  };
  const setRole = (role: TeamRole) => update.mutateAsync({ teamId, userId: member.userId, role });
  const refreshList = () => utils.team.member.list.invalidate({ teamId });

  async function changeRole(role: TeamRole) {
    if (role === "member" && paysForTeam) return setIsDemoting(true);
    await runWithToast(() => setRole(role), updateToasts);
    // Either way the list shows what the server holds now.
    await refreshList();
  }

  return (
    // On a phone the role and remove sit below the name and email, which wrap rather than being
    // cut: the owner must see whom they change or remove. One line from `sm` up.
    <li className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2 py-3 sm:flex sm:flex-wrap">
      <Avatar src={member.image} name={name} size="md" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium wrap-anywhere sm:truncate">
          {name}
          {isSelf && <Badge className="ms-2">{t("members.you")}</Badge>}
        </p>
        <p className="text-sm text-gray-600 wrap-anywhere sm:truncate dark:text-gray-400">
          {member.email}
        </p>
      </div>
      {canManage ? (
        <div className="col-start-2 flex items-center gap-4">
          <Select
            aria-label={t("members.roleOf", { name })}
            className="w-36"
            value={update.isPending ? update.variables.role : member.role}
            disabled={update.isPending}
            onChange={(event) => void changeRole(event.target.value as TeamRole)}
          >
            {TEAM_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </Select>
          <ConfirmButton
            label={t("members.remove")}
            ariaLabel={t("members.removeMember", { name })}
            variant="ghost"
            size="sm"
            title={t("members.removeConfirmTitle", { name })}
            description={
              paysForTeam
                ? `${t("members.removeConfirmDescription")} ${t("members.paysForTeam", { name })}`
                : t("members.removeConfirmDescription")
            }
            confirmLabel={t("members.remove")}
            cancelLabel={t("cancel")}
            toasts={{
              pending: t("members.removing"),
              done: t("members.removed"),
              failed: t("members.removeFailed"),
            }}
            mutate={() => remove.mutateAsync({ teamId, userId: member.userId })}
            onDone={refreshList}
            onRefused={refreshList}
          />
          <ConfirmAction
            open={isDemoting}
            onOpenChange={setIsDemoting}
            title={t("members.demoteConfirmTitle", { name })}
            description={t("members.paysForTeam", { name })}
            confirmLabel={t("members.demote")}
            cancelLabel={t("cancel")}
            toasts={updateToasts}
            mutate={() => setRole("member")}
            onDone={refreshList}
            onRefused={refreshList}
          />
        </div>
      ) : (
        <span className="col-start-2 text-sm text-gray-700 dark:text-gray-300">
          {t(`roles.${member.role}`)}
        </span>
      )}
    </li>
  );
}

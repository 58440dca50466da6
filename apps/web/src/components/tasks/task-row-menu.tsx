"use client";

import { useTranslations } from "next-intl";

import { DropdownMenu, DropdownMenuItem } from "@teamkit/ui/dropdown-menu";

import { MenuDotsButton } from "~/components/menu-dots-button";

/**
 * A task row's actions behind one small button, so the title keeps the row's width on a phone.
 */
export function TaskRowMenu({
  title,
  onEdit,
  onDelete,
}: {
  title: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations("tasks");
  return (
    <DropdownMenu
      trigger={<MenuDotsButton className="shrink-0" aria-label={t("rowActions", { title })} />}
    >
      <DropdownMenuItem onSelect={onEdit}>{t("edit")}</DropdownMenuItem>
      <DropdownMenuItem variant="error" onSelect={onDelete}>
        {t("delete")}
      </DropdownMenuItem>
    </DropdownMenu>
  );
}

"use client";

import { useTranslations } from "next-intl";

import { Input } from "@teamkit/ui/input";
import { AUDIT_ACTION_GROUPS } from "@teamkit/validators";

import { FilterSelect } from "~/components/filter-select";

import type { AuditQuery } from "./audit-query";

export interface AuditActorOption {
  id: string;
  name: string | null;
}

export function AuditFilters({
  query,
  actors,
  onChange,
}: {
  query: AuditQuery;
  actors: AuditActorOption[];
  onChange: (changes: Partial<AuditQuery>) => void;
}) {
  const t = useTranslations("teamAudit.filters");
  const someone = useTranslations("teams.activity")("someone");
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">{t("label")}</legend>
      <FilterSelect
        label={t("group")}
        value={query.group}
        onChange={(group) => onChange({ group: group as AuditQuery["group"] })}
        options={[
          ["", t("anyGroup")],
          ...AUDIT_ACTION_GROUPS.map((group) => [group, t(`groups.${group}`)] as const),
        ]}
      />
      <FilterSelect
        label={t("actor")}
        value={query.actorId}
        onChange={(actorId) => onChange({ actorId })}
        options={[
          ["", t("anyActor")],
          ...actors.map((actor) => [actor.id, actor.name ?? someone] as const),
        ]}
      />
      {(["from", "to"] as const).map((edge) => (
        <DateFilter
          key={edge}
          id={`audit-${edge}`}
          label={t(edge)}
          value={query[edge]}
          min={edge === "to" ? query.from || undefined : undefined}
          max={edge === "from" ? query.to || undefined : undefined}
          onChange={(day) => onChange({ [edge]: day })}
        />
      ))}
    </fieldset>
  );
}

function DateFilter({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

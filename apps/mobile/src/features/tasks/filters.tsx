import { StyleSheet, View } from "react-native";

import type { TaskListFilters } from "@teamkit/validators";
import { TASK_DUE_FILTERS, TASK_STATUS_FILTERS } from "@teamkit/validators";

import { ChipField, chipOptions } from "../../components/chip";
import { api } from "../../lib/api";
import { useI18n } from "../../lib/i18n";
import { useTeamId } from "../../lib/session";
import { useMemberOptions } from "./member-options";
import { tagDotColor } from "./tag-colors";

export type Filters = Pick<TaskListFilters, "status" | "tagId" | "assigneeId" | "due">;

/** The web's filters: status, tag, assignee and due date; a second press clears a choice. */
export function TaskFilters({
  value,
  onChange,
}: {
  value: Filters;
  onChange: (next: Filters) => void;
}) {
  const { t } = useI18n();
  const teamId = useTeamId();
  const tags = api.tasks.tag.list.useQuery({ teamId });
  const members = useMemberOptions({ value: "none", label: t("tasks.unassigned") });
  const toggle = <K extends keyof Filters>(key: K, choice: Filters[K]) =>
    onChange({ ...value, [key]: value[key] === choice ? undefined : choice });
  // A team without tags has nothing to filter by: no label above an empty row.
  const tagOptions = (tags.data ?? []).map((tag) => ({
    value: tag.id,
    label: tag.name,
    dotColor: tagDotColor(tag.color),
  }));
  const statusText = (status: (typeof TASK_STATUS_FILTERS)[number]) =>
    status === "open" ? t("tasks.openStatus") : t(`tasks.status.${status}`);

  return (
    <View style={styles.filters}>
      <ChipField
        variant="filter"
        label={t("tasks.statusLabel")}
        options={chipOptions(TASK_STATUS_FILTERS, statusText)}
        selected={value.status}
        onSelect={(status) => toggle("status", status)}
      />
      {tagOptions.length > 0 || value.tagId ? (
        <ChipField
          variant="filter"
          label={t("tasks.tagLabel")}
          options={tagOptions}
          selected={value.tagId}
          onSelect={(tagId) => toggle("tagId", tagId)}
        />
      ) : null}
      <ChipField
        variant="filter"
        label={t("tasks.assigneeLabel")}
        options={members}
        selected={value.assigneeId}
        onSelect={(assigneeId) => toggle("assigneeId", assigneeId)}
      />
      <ChipField
        variant="filter"
        label={t("tasks.dueLabel")}
        options={chipOptions(TASK_DUE_FILTERS, (due) => t(`tasks.due.${due}`))}
        selected={value.due}
        onSelect={(due) => toggle("due", due)}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  filters: { gap: 8 },
});

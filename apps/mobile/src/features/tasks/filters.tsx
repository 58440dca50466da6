import { ScrollView, StyleSheet, Text, View } from "react-native";

import type { TaskListFilters } from "@teamkit/validators";
import { TASK_DUE_FILTERS, TASK_STATUS_FILTERS } from "@teamkit/validators";

import { ChipChoices, chipOptions } from "../../components/chip";
import { api } from "../../lib/api";
import { useI18n } from "../../lib/i18n";
import { useTeamId } from "../../lib/session";
import { useColors } from "../../lib/theme";
import { useMemberOptions } from "./member-options";

export type Filters = Pick<TaskListFilters, "status" | "tagId" | "assigneeId" | "due">;

function Group({ label, children }: { label: string; children: React.ReactNode }) {
  const colors = useColors();
  return (
    <View accessibilityRole="radiogroup" accessibilityLabel={label} style={styles.group}>
      <Text style={{ color: colors.muted }}>{label}</Text>
      <ScrollView horizontal contentContainerStyle={styles.row}>
        {children}
      </ScrollView>
    </View>
  );
}

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
  const statusText = (status: (typeof TASK_STATUS_FILTERS)[number]) =>
    status === "open" ? t("tasks.openStatus") : t(`tasks.status.${status}`);

  return (
    <View style={styles.filters}>
      <Group label={t("tasks.statusLabel")}>
        <ChipChoices
          options={chipOptions(TASK_STATUS_FILTERS, statusText)}
          selected={value.status}
          onSelect={(status) => toggle("status", status)}
        />
      </Group>
      <Group label={t("tasks.tagLabel")}>
        <ChipChoices
          options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
          selected={value.tagId}
          onSelect={(tagId) => toggle("tagId", tagId)}
        />
      </Group>
      <Group label={t("tasks.assigneeLabel")}>
        <ChipChoices
          options={members}
          selected={value.assigneeId}
          onSelect={(assigneeId) => toggle("assigneeId", assigneeId)}
        />
      </Group>
      <Group label={t("tasks.dueLabel")}>
        <ChipChoices
          options={chipOptions(TASK_DUE_FILTERS, (due) => t(`tasks.due.${due}`))}
          selected={value.due}
          onSelect={(due) => toggle("due", due)}
        />
      </Group>
    </View>
  );
}

const styles = StyleSheet.create({
  filters: { gap: 8 },
  group: { gap: 4 },
  row: { gap: 8, paddingVertical: 2 },
});

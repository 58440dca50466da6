import { StyleSheet, View } from "react-native";

import { TAG_COLORS, TagForm } from "@teamkit/validators";

import { Button } from "../../components/button";
import { Chip } from "../../components/chip";
import { TextField } from "../../components/text-field";
import { api } from "../../lib/api";
import { fieldError, useErrorText } from "../../lib/error-text";
import { useI18n } from "../../lib/i18n";
import { useTeamId } from "../../lib/session";
import { useForm } from "../../lib/use-form";
import { tagDotColor } from "./tag-colors";

/** The task's tags: pick among the team's, or create one inline (it is picked at once). */
export function TagPicker({
  selected,
  onChange,
}: {
  selected: string[];
  onChange: (tagIds: string[]) => void;
}) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const teamId = useTeamId();
  const utils = api.useUtils();
  const tags = api.tasks.tag.list.useQuery({ teamId });
  const form = useForm({ name: "", color: "gray" as const }, TagForm);
  const create = api.tasks.tag.create.useMutation({
    onSuccess: async (tag) => {
      onChange([...selected, tag.id]);
      form.reset((current) => ({ ...current, name: "" }));
      await utils.tasks.tag.list.invalidate();
    },
  });
  const toggle = (id: string) =>
    onChange(selected.includes(id) ? selected.filter((tagId) => tagId !== id) : [...selected, id]);
  const add = () => {
    // The web's rotation through the palette: tags made one after another look different.
    const color = TAG_COLORS[(tags.data?.length ?? 0) % TAG_COLORS.length] ?? "gray";
    if (form.check()) create.mutate({ teamId, ...form.values, color });
  };
  const serverError = create.error
    ? (fieldError(create.error, "name") ?? errorText(create.error))
    : undefined;

  return (
    <View style={styles.picker}>
      <View style={styles.row}>
        {(tags.data ?? []).map((tag) => (
          <Chip
            key={tag.id}
            label={tag.name}
            isSelected={selected.includes(tag.id)}
            dotColor={tagDotColor(tag.color)}
            onPress={() => toggle(tag.id)}
          />
        ))}
      </View>
      <TextField
        label={t("mobile.tasks.newTagName")}
        {...form.field("name")}
        // Adding a tag is optional here: leaving the field empty is not a mistake.
        onBlur={() => form.values.name.trim() !== "" && form.blur("name")()}
        error={form.errors.name ?? serverError}
      />
      <Button
        label={t("tasks.form.addTag")}
        variant="secondary"
        onPress={add}
        isBusy={create.isPending}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  picker: { gap: 8 },
  row: { flexDirection: "row", flexWrap: "wrap", gap: 8 },
});

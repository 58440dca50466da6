import { Button } from "@teamkit/ui/button";
import { DialogClose } from "@teamkit/ui/dialog";

export function FormDialogFooter({
  formId,
  cancelLabel,
  submitLabel,
  isPending,
  keepFieldFocus = false,
}: {
  formId: string;
  cancelLabel: string;
  submitLabel: string;
  isPending: boolean;
  /** Keeps the focus in the field on a click: a message removed on blur would move the button. */
  keepFieldFocus?: boolean;
}) {
  return (
    <>
      <DialogClose asChild>
        <Button type="button" variant="outline">
          {cancelLabel}
        </Button>
      </DialogClose>
      <Button
        type="submit"
        form={formId}
        variant="primary"
        loading={isPending}
        onMouseDown={keepFieldFocus ? (event) => event.preventDefault() : undefined}
      >
        {submitLabel}
      </Button>
    </>
  );
}

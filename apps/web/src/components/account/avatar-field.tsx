"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";

import { Avatar } from "@teamkit/ui/avatar";
import { Button } from "@teamkit/ui/button";
import { Notice } from "@teamkit/ui/notice";

import { explainedError } from "~/forms/explained-error";
import { useRouter } from "~/i18n/navigation";
import { api } from "~/trpc/react";

import type { PixelArea } from "./crop-image";
import { AvatarCropDialog } from "./avatar-crop-dialog";
import { cropToUpload } from "./crop-image";

/** Formats the browser can show and the server accepts. */
const ACCEPTED_TYPES = ["image/png", "image/jpeg", "image/webp"];
/** Largest picture a user may pick; what is uploaded is the cropped square, much smaller. */
const MAX_PICK_MB = 15;

type Message = { tone: "success" | "error"; text: string; detail?: string };

/** Outcomes are shown beside it, as onboarding has no toast region. */
export function AvatarField({ name, image }: { name: string; image: string | null }) {
  const t = useTranslations("account.avatar");
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useState(image);
  const [source, setSource] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [isCropping, setIsCropping] = useState(false);

  const failed = (error: unknown) =>
    setMessage({ tone: "error", text: t("failed"), detail: explainedError(error) ?? undefined });
  const update = api.user.avatar.update.useMutation();
  const remove = api.user.avatar.delete.useMutation({
    onSuccess: () => {
      setCurrent(null);
      setMessage({ tone: "success", text: t("removed") });
      router.refresh();
    },
    onError: failed,
  });

  // The picked file's object URL lives as long as the dialog shows it.
  useEffect(() => {
    return () => {
      if (source) URL.revokeObjectURL(source);
    };
  }, [source]);

  function pick(file: File | undefined) {
    if (!file) return;
    setMessage(null);
    if (!ACCEPTED_TYPES.includes(file.type)) {
      setMessage({ tone: "error", text: t("unreadable") });
      return;
    }
    if (file.size > MAX_PICK_MB * 1024 * 1024) {
      setMessage({ tone: "error", text: t("tooLarge", { max: MAX_PICK_MB }) });
      return;
    }
    setSource(URL.createObjectURL(file));
  }

  async function save(area: PixelArea) {
    if (!source) return;
    setIsCropping(true);
    try {
      const upload = await cropToUpload(source, area);
      const saved = await update.mutateAsync({ image: upload });
      setCurrent(saved.image);
      setSource(null);
      setMessage({ tone: "success", text: t("updated") });
      // The shell shows the avatar too.
      router.refresh();
    } catch (error) {
      setSource(null);
      failed(error);
    } finally {
      setIsCropping(false);
    }
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar src={current} name={name} size="lg" />
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => input.current?.click()}>
            {current ? t("change") : t("choose")}
          </Button>
          {current && (
            <Button
              type="button"
              variant="ghost"
              loading={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {t("remove")}
            </Button>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept={ACCEPTED_TYPES.join(",")}
          // The button above opens it: the input itself stays out of the tab order and away
          // from screen readers, which would otherwise meet the same control twice.
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(event) => {
            pick(event.target.files?.[0]);
            // Picking the same file again must fire a change too.
            event.target.value = "";
          }}
        />
      </div>
      {message && (
        <Notice tone={message.tone} title={message.detail ? message.text : undefined}>
          {message.detail ?? message.text}
        </Notice>
      )}
      <AvatarCropDialog
        key={source ?? "closed"}
        src={source}
        isSaving={isCropping}
        onSave={(area) => void save(area)}
        onCancel={() => setSource(null)}
      />
    </div>
  );
}

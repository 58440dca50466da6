"use client";

import type { Area, Point } from "react-easy-crop";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import Cropper from "react-easy-crop";

import { Button } from "@teamkit/ui/button";
import { Dialog, DialogClose } from "@teamkit/ui/dialog";

import type { PixelArea } from "./crop-image";

export function AvatarCropDialog({
  src,
  isSaving,
  onSave,
  onCancel,
}: {
  /** The picture (an object URL); the dialog is open while it is set. */
  src: string | null;
  isSaving: boolean;
  onSave: (area: PixelArea) => void;
  onCancel: () => void;
}) {
  const t = useTranslations();
  const zoomId = useId();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);

  return (
    <Dialog
      open={src !== null}
      onOpenChange={(open) => {
        if (!open && !isSaving) onCancel();
      }}
      title={t("account.avatar.cropTitle")}
      description={t("account.avatar.cropDescription")}
      closeLabel={t("account.avatar.close")}
      footer={
        <>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={isSaving}>
              {t("account.avatar.cancel")}
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant="primary"
            loading={isSaving}
            disabled={!area}
            onClick={() => area && onSave(area)}
          >
            {t("account.avatar.save")}
          </Button>
        </>
      }
    >
      {src && (
        <div className="grid gap-4">
          <div className="relative h-72 overflow-hidden rounded-lg bg-gray-900">
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor={zoomId} className="text-sm font-medium">
              {t("account.avatar.zoom")}
            </label>
            <input
              id={zoomId}
              type="range"
              min={1}
              max={3}
              step={0.01}
              value={zoom}
              onChange={(event) => setZoom(Number(event.target.value))}
              className="cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            />
          </div>
        </div>
      )}
    </Dialog>
  );
}

import { ImageResponse } from "next/og";

import { APP_TITLE } from "@teamkit/i18n";

import type { CardContent } from "./cards";

export const OG_SIZE = { width: 1200, height: 630 };

/** Drawn with `next/og`'s bundled font, so nothing is fetched from outside. */
export function ogCard({ eyebrow = APP_TITLE, title, text, footer }: CardContent): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        color: "#ffffff",
        backgroundImage: "linear-gradient(135deg, #1e3a8a 0%, #3347d6 55%, #7c3aed 100%)",
      }}
    >
      <div style={{ display: "flex", fontSize: 36, fontWeight: 700, opacity: 0.9 }}>{eyebrow}</div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div style={{ display: "flex", fontSize: title.length > 60 ? 56 : 68, fontWeight: 700 }}>
          {title}
        </div>
        {text ? (
          <div style={{ display: "flex", fontSize: 30, lineHeight: 1.35, opacity: 0.88 }}>
            {text}
          </div>
        ) : null}
      </div>
      <div style={{ display: "flex", fontSize: 26, opacity: 0.8 }}>{footer ?? ""}</div>
    </div>,
    OG_SIZE,
  );
}
